/**
 * How to read the pawns on the map, drawn with the viewer's own seat shape: the map's symbols must
 * be learnable without knowing the colours.
 */
import { SeatShapeSvg } from '../../../../site/src/board-kit';
import type { Lang } from '../../../engine/contract';
import type { SengokuView } from '../view';
import { w } from './words';

const Icon = ({ children }: { children: preact.ComponentChildren }) => (
  <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" class="legend-icon">{children}</svg>
);

export function Legend({ view, lang }: { view: SengokuView; lang: Lang }) {
  const seat = view.seat ?? 0;
  return (
    <ul class="sengoku-legend" aria-label={w(lang, 'legend')}>
      <li><Icon><SeatShapeSvg seat={seat} x={16} y={16} r={13} /></Icon> {w(lang, 'legendArmy')}</li>
      <li><Icon><SeatShapeSvg seat={seat} x={16} y={16} r={13} /><circle cx={16} cy={16} r={8} fill="#fff" /></Icon> {w(lang, 'legendReinf')}</li>
      <li><Icon><SeatShapeSvg seat={seat} x={16} y={16} r={13} /><text x={16} y={22} text-anchor="middle" font-size={16} font-weight={700}>D</text></Icon> {w(lang, 'legendDaimyo')}</li>
      <li><Icon><circle cx={16} cy={16} r={13} fill="#fff" stroke="#333" stroke-width={2} /><text x={16} y={22} text-anchor="middle" font-size={16} font-weight={700}>7</text></Icon> {w(lang, 'legendCastle')}</li>
      <li><Icon><SeatShapeSvg seat={seat} x={16} y={16} r={14} /><text x={16} y={22} text-anchor="middle" font-size={16} font-weight={700} class="won">7</text></Icon> {w(lang, 'legendWon')}</li>
    </ul>
  );
}
