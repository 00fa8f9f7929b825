/**
 * The games the platform knows. Adding a game: one folder under worker/games/ and one line here.
 */
import type { GameDefinition } from '../engine/contract';
import { sengoku } from './sengoku';
import { whiteCastleDuel } from './white-castle-duel';
import { risingSun } from './rising-sun';
import { nihon } from './nihon';

export const GAMES: Record<string, GameDefinition> = {
  [sengoku.id]: sengoku,
  [whiteCastleDuel.id]: whiteCastleDuel,
  [risingSun.id]: risingSun,
  [nihon.id]: nihon,
};

export function getGame(id: string): GameDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(GAMES, id) ? GAMES[id] : undefined;
}
