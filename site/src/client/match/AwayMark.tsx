/**
 * A seat's "away until …" mark and the absence allowance it used (docs/players.md, "Absences"). In the
 * chunk of the cards below the fold (Extras.tsx); it draws nothing where no seat declared an absence.
 */
import { useMemo } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { awayOf, awayText, usedText } from '../away';
import type { Snapshot } from './types';

export function AwayMark({ snap, seat, lang }: { snap: Snapshot; seat: number; lang: Lang }) {
  const a = snap.status === 'finished' ? null : awayOf(snap.absence?.away, seat);
  const used = snap.absence?.usedMs[seat] ?? 0;
  // (Intl formatting per seat, redone only when the window, the language or the minute changes.)
  const minute = Math.floor(Date.now() / 60_000);
  const mark = useMemo(() => (a ? awayText(a, lang) : null), [a?.from, a?.until, a?.mode, lang, minute]);
  if (!a && !used) return null;
  return (
    <>
      {mark ? <span class="away-mark" data-away={a!.mode} title={mark.title}>{mark.text}</span> : null}
      {used ? <small class="muted away-used">{usedText(used, snap.absence!.allowanceDays, lang)}</small> : null}
    </>
  );
}
