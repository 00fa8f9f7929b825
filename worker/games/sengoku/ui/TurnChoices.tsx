/**
 * The moves of the turn that need no map: take a Daimyo card (draft), roll, reroll, keep a die
 * (deploy). The dice are shown first; each deploy button says where the armies go.
 */
import { MovePicker } from '../../../../site/src/board-kit';
import type { Lang, Move } from '../../../engine/contract';
import type { SengokuMove } from '../state';
import { describeMove } from '../text';
import type { SengokuView } from '../view';
import { provinceName } from './geo';
import { w } from './words';

/** Where a kept die sends the armies: the province whose castle is the sum of the other two. */
function deployTarget(view: SengokuView, die: number): string {
  const dice = [...(view.turn.dice ?? [])];
  dice.splice(dice.indexOf(die), 1);
  const sum = dice.reduce((a, b) => a + b, 0);
  const target = view.provinces.find((p) => p.castle === sum);
  return target ? `${provinceName(target.id)} (${sum})` : String(sum);
}

export function Dice({ view, lang }: { view: SengokuView; lang: Lang }) {
  if (!view.turn.dice) return null;
  return (
    <p class="sengoku-dice">
      <span>{w(lang, 'dice')}{lang === 'fr' ? ' :' : ':'}</span>
      {view.turn.dice.map((d, i) => <span key={i} class="die" data-die={d}>{d}</span>)}
    </p>
  );
}

export function TurnChoices({ view, lang, moves, play, busy }: { view: SengokuView; lang: Lang; moves: Move[]; play: (m: Move) => void; busy?: boolean }) {
  const simple = moves.filter((m) => m.type === 'draft' || m.type === 'roll' || m.type === 'reroll' || m.type === 'deploy');
  const describe = (m: Move) => {
    const text = describeMove(m as SengokuMove, lang);
    return m.type === 'deploy' ? `${text} → ${deployTarget(view, m.die as number)}` : text;
  };
  // A Daimyo card taken in the draft is kept for the whole game: ask first.
  const confirmFor = (m: Move) => (m.type === 'draft' ? `${describeMove(m as SengokuMove, lang)}. ${w(lang, 'confirmDraft')}` : null);
  return <MovePicker id="turn-moves" moves={simple} describe={describe} play={play} lang={lang} busy={busy} confirmFor={confirmFor} />;
}
