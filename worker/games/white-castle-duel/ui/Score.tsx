/** The score of both players, line by line: a preview during the game, the final score at the end. */
import type { Lang } from '../../../engine/contract';
import { SeatMark } from '../../../../site/src/board-kit';
import type { WcdPlayerView, WcdView } from '../view';
import { w, type WordKey } from './words';

type S = WcdPlayerView['score'];
const ROWS: [WordKey, (s: S) => string][] = [
  ['sClan', (s) => String(s.clanPoints)],
  ['sCoins', (s) => String(s.coinsSeals)],
  ['sRes', (s) => String(s.resources)],
  ['sFlags', (s) => `${s.flags.count}×${s.flags.multiplier} = ${s.flags.points}`],
  ['sKatana', (s) => `${s.katanas.count}×${s.katanas.multiplier} = ${s.katanas.points}`],
  ['sKabuto', (s) => `${s.kabutos.count}×${s.kabutos.multiplier} = ${s.kabutos.points}`],
  ['sCranes', (s) => `${s.cranes.blue}×${s.cranes.white} = ${s.cranes.points}`],
];

export function Score({ view, order, names, lang }: { view: WcdView; order: number[]; names: string[]; lang: Lang }) {
  const ps = order.map((s) => view.players[s]).filter((p): p is WcdPlayerView => !!p);
  return (
    <table class="wcd-score" id="wcd-score">
      <caption>{view.phase === 'over' ? w(lang, 'finalScore') : w(lang, 'scorePreview')}</caption>
      <thead>
        <tr><td /> {ps.map((p) => <th key={p.seat} scope="col"><SeatMark seat={p.seat} name={names[p.seat] ?? ''} /> {names[p.seat]}</th>)}</tr>
      </thead>
      <tbody>
        {ROWS.map(([k, f]) => <tr key={k}><th scope="row">{w(lang, k)}</th>{ps.map((p) => <td key={p.seat} class="num">{f(p.score)}</td>)}</tr>)}
        <tr class="total"><th scope="row">{w(lang, 'sTotal')}</th>{ps.map((p) => <td key={p.seat} class="num" data-total={p.seat}>{p.score.total}</td>)}</tr>
      </tbody>
    </table>
  );
}
