/**
 * NIHON's words for the browser: the log's sentences and the moves' labels, without the rules
 * (the match page imports this module, never index.ts).
 */
export { describeNihonEvent as describeEvent, describeNihonMove as describeMove } from './describe';
