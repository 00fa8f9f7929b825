/**
 * Said once on the board, rather than on every card: what the marks ○ ◐ ●○ on the cards mean,
 * that the faces they mark are our reconstruction (the printed faces are not public), and where to
 * read what is known and how a group that owns the game corrects it (the rules' provenance page).
 */
import type { Lang } from '../../../engine/contract';
import { w } from './words';

export function DataNote({ lang }: { lang: Lang }) {
  const href = `${lang === 'en' ? '' : `/${lang}`}/rules/white-castle-duel/data/provenance/`;
  return (
    <p class="wcd-data-note" id="wcd-data-note">
      {w(lang, 'dataNote')}{' '}
      <a href={href} id="wcd-data-link">{w(lang, 'dataLink')}</a>
    </p>
  );
}
