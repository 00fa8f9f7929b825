/**
 * The referee's abandonment console (FR 1910-1956): every outcome of the rulebook is offered for each
 * clan in play, so the referee never has to type one by hand. Choices that need the referee's own
 * judgement have a documented default the referee may edit before sending the move:
 * - new clan: one move per neutral province (the rulebook allows 1 or 2; a second is added by hand);
 * - rebellion: one move per tribe (Emishi, Ainu); kept characters default to the first half by row;
 * - exile at the Jade Court: without an army (the referee adds `army: {province, samurai}` when the
 *   exiles come back at the head of one);
 * - whispers in the dark: the secret objective defaults to a placeholder the referee replaces.
 */
import type { AbandonRole } from './abandon';
import { MAP_RULES } from './data/map';
import type { NihonState } from './types';

export const WHISPERS_PLACEHOLDER = 'objective to be revealed by the referee';

export function refereeChoices(s: NihonState, seat: number): AbandonRole[] {
  const out: AbandonRole[] = [
    { role: 'leave' },
    { role: 'rebel', tribe: 'emishi' },
    { role: 'rebel', tribe: 'ainu' },
    { role: 'exile' },
    { role: 'temples' },
    { role: 'whispers', objective: WHISPERS_PLACEHOLDER },
  ];
  void seat;
  for (const [pid, p] of Object.entries(s.provs)) {
    if (p.ctrl >= 0 || pid === MAP_RULES.jadeCourt || pid === MAP_RULES.capital) continue;
    out.push({ role: 'new-clan', provinces: [pid] });
  }
  return out;
}
