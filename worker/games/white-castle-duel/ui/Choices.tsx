/**
 * What the player can do now, right under the prompt (above the fold on a phone): every group of
 * legal moves as one button. A group of one plays at once; a bigger group (a location's token
 * colours, a deck's ways to pay...) opens the narrowed list — also opened by clicking the map or a
 * card — with a way back. So every legal move is reachable by keyboard from here alone.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../../engine/contract';
import { MovePicker } from '../../../../site/src/board-kit';
import type { WcdView } from '../view';
import { Act } from './Act';
import { confirmFor, groupTitle, groups, moveLabel, type Group, type M } from './moves';
import { w } from './words';

export interface ChoicesProps {
  view: WcdView;
  legal: M[];
  lang: Lang;
  busy?: boolean;
  play: (m: M) => void;
  /** The narrowed group, if the player opened one. */
  open: Group | null;
  setOpen: (id: string | null) => void;
}

export function Choices({ view, legal, lang, busy, play, open, setOpen }: ChoicesProps) {
  const box = useRef<HTMLDivElement>(null);
  // Opening a group from the map moves the focus to its first choice (keyboard and screen readers follow).
  useEffect(() => {
    if (open) box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [open?.id]);
  if (!legal.length) return null;
  if (open) {
    return (
      <div class="wcd-choices" id="wcd-choices" ref={box}>
        <h2 class="wcd-h2">{w(lang, 'choicesNow')}</h2>
        <MovePicker moves={open.moves} lang={lang} busy={busy} title={groupTitle(view, open, lang)} id="wcd-choices-list"
          describe={(m) => moveLabel(view, m as M, lang)} confirmFor={(m) => confirmFor(view, m as M, lang)}
          play={(m) => { setOpen(null); play(m as M); }} />
        <button type="button" class="secondary wcd-cancel" id="wcd-cancel" onClick={() => setOpen(null)}>{w(lang, 'cancel')}</button>
      </div>
    );
  }
  return (
    <section class="wcd-decision" id="wcd-decision" aria-label={w(lang, 'choicesNow')}>
      <h2 class="wcd-h2">{w(lang, 'choicesNow')}</h2>
      <ul>
        {groups(legal).map((g) => {
          const first = g.moves[0]!;
          const one = g.moves.length === 1;
          return (
            <li key={g.id}>
              <Act lang={lang} move={first.type} where="prompt" narrow={!one} busy={busy}
                confirm={one ? confirmFor(view, first, lang) : null}
                class={first.type === 'end-turn' ? 'wcd-end' : first.type === 'undo' ? 'wcd-undo' : ''}
                onAct={() => (one ? play(first) : setOpen(g.id))}>
                {one ? moveLabel(view, first, lang) : w(lang, 'more', { l: groupTitle(view, g, lang) })}
              </Act>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
