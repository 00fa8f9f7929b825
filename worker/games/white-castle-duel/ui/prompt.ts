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
    case 'keep': return task.flex > 0 && task.coins + task.seals === 0 ? w(lang, 'task.keepFlex') : w(lang, 'task.keep', { cap: BOARD.caps.coinsAndSeals });
    case 'any': return w(lang, 'task.any', { n: task.n });
    case 'well': return w(lang, 'task.well', { n: task.n });
    case 'lanternCard': return task.activate ? w(lang, 'task.lanternCardActivate') : w(lang, 'task.lanternCard');
    case 'activate': return w(lang, 'task.activate');
    case 'improve': return w(lang, 'task.improve', { n: task.n });
    case 'action': return w(lang, 'task.action', { a: ACTION_NAMES[task.action][lang], d: task.discount ? w(lang, 'task.discount', { n: task.discount }) : '' });
    case 'influence': return task.free ? w(lang, 'task.influenceFree') : w(lang, 'task.influence');
    case 'scroll': return w(lang, 'task.scroll', { c: influenceCard(task.card).name[lang], s: scrollText(influenceCard(task.card).scroll, lang) });
    case 'choice': return w(lang, 'task.choice');
    case 'gain': return w(lang, 'task.gain');
  }
}

/** The kind of question (for tests and styling) and its sentence. */
export function promptText(view: WcdView, names: string[], mine: boolean, lang: Lang): { task: string; text: string } {
  const active = view.active !== null ? names[view.active] ?? '' : '';
  if (view.phase === 'over') {
    const winners = view.result?.winners ?? [];
    return { task: 'over', text: w(lang, 'over', { w: winners.length === 1 ? w(lang, 'wins', { p: names[winners[0]!] ?? '' }) : w(lang, 'tie') }) };
  }
  if (view.phase === 'start-cards') return { task: 'start-card', text: mine ? w(lang, 'startTitle') : w(lang, 'startWait', { p: active }) };
  const t = view.turn;
  if (!t) return { task: '', text: '' };
  // (Who decides is said by the kit's prompt: "Waiting for ...".)
  const who = '';
  if (t.pending) return { task: t.pending.t, text: who + taskText(t.pending, lang) + (t.queued > 1 ? w(lang, 'then', { n: t.queued - 1 }) : '') };
  if (t.stage === 'start') return { task: 'start', text: who + (view.round === 1 ? w(lang, 'placeHelp') : w(lang, 'takeHelp')) };
  if (t.remaining.length) return { task: 'slots', text: who + w(lang, 'slotsHelp', { l: t.location ? locationName(t.location, lang) : '' }) };
  return { task: 'end', text: who + w(lang, 'allDone') };
}

/** "Outgoing round · turn 3 of 12". */
export function roundLine(view: WcdView, lang: Lang): string {
  if (view.phase !== 'play') return '';
  return w(lang, 'roundTurn', { r: roundName(view.round, lang), t: Math.min(view.turnInRound + 1, view.turnsPerRound), n: view.turnsPerRound });
}
