/**
 * The sentence of the prompt: what is asked now (the starting card, placing or taking a token,
 * the two spaces to use, a pending decision) and, when the game is over, who won.
 */
import type { Lang } from '../../../engine/contract';
import { BOARD, influenceCard } from '../data';
import { ACTION_NAMES, roundName, scrollText } from '../text';
import type { Task } from '../state';
import type { WcdView } from '../view';
import { locationName } from './names';
import { w } from './words';

function taskText(task: Task, lang: Lang): string {
  switch (task.t) {
    case 'keep': return task.flex > 0 && task.coins + task.seals === 0 ? w('task.keepFlex', lang) : w('task.keep', lang, { cap: BOARD.caps.coinsAndSeals });
    case 'any': return w('task.any', lang, { n: task.n });
    case 'well': return w('task.well', lang, { n: task.n });
    case 'lanternCard': return task.activate ? w('task.lanternCardActivate', lang) : w('task.lanternCard', lang);
    case 'activate': return w('task.activate', lang);
    case 'improve': return w('task.improve', lang, { n: task.n });
    case 'action': return w('task.action', lang, { a: ACTION_NAMES[task.action][lang], d: task.discount ? w('task.discount', lang, { n: task.discount }) : '' });
    case 'influence': return task.free ? w('task.influenceFree', lang) : w('task.influence', lang);
    case 'scroll': return w('task.scroll', lang, { c: influenceCard(task.card).name[lang], s: scrollText(influenceCard(task.card).scroll, lang) });
    case 'choice': return w('task.choice', lang);
    case 'gain': return w('task.gain', lang);
  }
}

/** The kind of question (for tests and styling) and its sentence. */
export function promptText(view: WcdView, names: string[], mine: boolean, lang: Lang): { task: string; text: string } {
  const active = view.active !== null ? names[view.active] ?? '' : '';
  if (view.phase === 'over') {
    const winners = view.result?.winners ?? [];
    return { task: 'over', text: w('over', lang, { w: winners.length === 1 ? w('wins', lang, { p: names[winners[0]!] ?? '' }) : w('tie', lang) }) };
  }
  if (view.phase === 'start-cards') return { task: 'start-card', text: mine ? w('startTitle', lang) : w('startWait', lang, { p: active }) };
  const t = view.turn;
  if (!t) return { task: '', text: '' };
  // (Who decides is said by the kit's prompt: "Waiting for ...".)
  const who = '';
  if (t.pending) return { task: t.pending.t, text: who + taskText(t.pending, lang) + (t.queued > 1 ? w('then', lang, { n: t.queued - 1 }) : '') };
  if (t.stage === 'start') return { task: 'start', text: who + (view.round === 1 ? w('placeHelp', lang) : w('takeHelp', lang)) };
  if (t.remaining.length) return { task: 'slots', text: who + w('slotsHelp', lang, { l: t.location ? locationName(t.location, lang) : '' }) };
  return { task: 'end', text: who + w('allDone', lang) };
}

/** "Outgoing round · turn 3 of 12". */
export function roundLine(view: WcdView, lang: Lang): string {
  if (view.phase !== 'play') return '';
  return w('roundTurn', lang, { r: roundName(view.round, lang), t: Math.min(view.turnInRound + 1, view.turnsPerRound), n: view.turnsPerRound });
}
