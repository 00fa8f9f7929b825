/**
 * NIHON's words for the browser: the log's sentences and the moves' labels, without the rules
 * (the match page imports this module, never index.ts).
 */
export { describeNihonEvent as describeEvent, describeNihonMove as describeMove } from './describe';

/**
 * Draft edits: each saved change of an order sheet is one log entry ("… saved its order sheet").
 * The match page groups consecutive entries of the same seat made only of these into one line
 * ("… (3 changes)").
 */
export const GROUPED_EVENTS: readonly string[] = ['sheet-saved'];
