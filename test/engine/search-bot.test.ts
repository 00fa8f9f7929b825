/**
 * The search bot (worker/engine/search-bot.ts, docs/bots.md "Search bots"): it picks only legal moves,
 * is deterministic for a seed, keeps to its budget and its hard ceiling, and never reads a fact
 * hidden from its seat: two states that differ only in hidden facts (the dice to come, the order
 * of hidden cards, who holds which hidden Daimyo card, the mandate pile and others' bids, what
 * NIHON's fog covers) give the same redrawn worlds and the same move. A small fixed set of Sengoku games shows it beating the heuristic bot (the full
 * measurement is `npm run bench:bots`).
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual, type GameDefinition, type Move } from '../../worker/engine/contract';
import { randomSource, seedRng } from '../../worker/engine/rng';
import { MAX_PLAYOUTS, SEARCH_LEVELS, budgetFor, searchMove, searchMoveReport } from '../../worker/engine/search-bot';
import { getGame } from '../../worker/games/registry';
import { FUZZ_FULL } from '../fuzz-size';

/** The strength checks play whole games with searches (about two minutes of a 2-core machine): the full layer only (CI, `npm run test:full`). */
const strength = it.runIf(FUZZ_FULL);

/** Positions along a heuristic game, every `every` steps. */
function positions(game: GameDefinition<any, any>, players: number, options: unknown, seed: string, every: number, max: number) {
  const parsed = game.parseOptions(options, players);
  if (!parsed.ok) throw new Error(parsed.message);
  let s = game.setup({ players, options: parsed.options, seed });
  const random = randomSource(`walk-${seed}`);
  const out: { state: any; seat: number }[] = [];
  for (let step = 0; step < 400 && !game.result(s) && out.length < max; step++) {
    const seat = game.awaiting(s)[0]!;
    if (step % every === 0) out.push({ state: s, seat });
    const res = game.applyMove(s, seat, game.botMove(s, seat, random));
    if (!res.ok) throw new Error(res.rejection.message);
    s = res.state;
  }
  return out;
}

const small = { playouts: 24, depth: 20 };

describe('the search bot', () => {
  for (const [id, players, options] of [['sengoku', 3, { advanced: true }], ['white-castle-duel', 2, undefined], ['rising-sun', 3, undefined], ['nihon', 2, undefined]] as const) {
    const game = getGame(id)!;
    it(`${id}: legal, deterministic, within its budget`, () => {
      for (const { state, seat } of positions(game, players, options, `legal-${id}`, 9, 5)) {
        const legal = game.legalMoves(state, seat) as Move[];
        const a = searchMoveReport(game, state, seat, randomSource('same'), small);
        const b = searchMove(game, state, seat, randomSource('same'), small);
        // A game that weighs whole candidates (NIHON's order sheets) offers steps, not sheets: the move must apply.
        if (!game.searchCandidates) expect(legal.some((m) => jsonEqual(m, a.move)), JSON.stringify(a.move)).toBe(true);
        expect(game.applyMove(state, seat, a.move).ok, JSON.stringify(a.move)).toBe(true);
        expect(b).toEqual(a.move);
        expect(a.playouts).toBeLessThanOrEqual(small.playouts);
      }
      // Asked for a million playouts, it stops at the ceiling.
      // (At a decision the game thinks worth a search, with a choice to make.)
      const { state, seat } = positions(game, players, options, `ceiling-${id}`, 1, 60)
        .find((p) => (!game.searchPoint || game.searchPoint(p.state, p.seat)) && (game.legalMoves(p.state, p.seat) as Move[]).filter((m) => m.type !== 'undo').length > 1)!;
      expect(searchMoveReport(game, state, seat, randomSource('x'), { playouts: 1e6, depth: 2 }).playouts).toBe(MAX_PLAYOUTS);
    });
  }

  it('Sengoku: the dice to come and who holds which hidden Daimyo card do not change the move', () => {
    const game = getGame('sengoku')!;
    let checked = 0;
    for (const { state, seat } of positions(game, 3, { advanced: true }, 'hidden-sengoku', 5, 8)) {
      const hiddenHolders = state.daimyoCards.map((c: any, i: number) => (i !== seat && !c.used && c.card ? i : -1)).filter((i: number) => i >= 0);
      const other = { ...state, rng: seedRng('another future'), daimyoCards: state.daimyoCards.map((c: any) => ({ ...c })) };
      if (hiddenHolders.length === 2) {
        const [i, j] = hiddenHolders;
        [other.daimyoCards[i].card, other.daimyoCards[j].card] = [state.daimyoCards[j].card, state.daimyoCards[i].card];
      }
      expect(game.determinize!(other, seat, randomSource('w'))).toEqual(game.determinize!(state, seat, randomSource('w')));
      expect(searchMove(game, other, seat, randomSource('m'), small)).toEqual(searchMove(game, state, seat, randomSource('m'), small));
      checked++;
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('the White Castle Duel: the order of hidden cards and tiles and the dice do not change the move', () => {
    const game = getGame('white-castle-duel')!;
    for (const { state, seat } of positions(game, 2, undefined, 'hidden-wcd', 11, 4)) {
      const rev = <T>(pile: T[]) => (pile.length ? [pile[0]!, ...pile.slice(1).reverse()] : []);
      const other = {
        ...state, rng: seedRng('another future'), lanternDeck: [...state.lanternDeck].reverse(),
        castle: { ...state.castle, decks: state.castle.decks.map(rev) },
        merchandise: { common: rev(state.merchandise.common), luxury: rev(state.merchandise.luxury) },
      };
      expect(game.determinize!(other, seat, randomSource('w'))).toEqual(game.determinize!(state, seat, randomSource('w')));
      expect(searchMove(game, other, seat, randomSource('m'), small)).toEqual(searchMove(game, state, seat, randomSource('m'), small));
    }
  });

  it('Rising Sun: the mandate pile, the war stacks, others\' bids and proposals and the dice do not change the move', () => {
    const game = getGame('rising-sun')!;
    let checked = 0, bids = 0;
    for (const { state, seat } of positions(game, 3, undefined, 'hidden-rs', 3, 40)) {
      const known = state.returned?.seat === seat ? state.returned.tiles.length : 0;
      const other = {
        ...state, rng: seedRng('another future'),
        mandateDeck: [...state.mandateDeck.slice(0, known), ...state.mandateDeck.slice(known).reverse()],
        warStacks: state.warStacks.map((w: string[]) => [...w].reverse()),
        tea: state.tea ? { ...state.tea, proposals: [...state.tea.proposals, ...[0, 1, 2].filter((x) => x !== seat).map((x, k, xs) => ({ from: x, to: xs[1 - k] }))].filter((q: any) => q.to !== undefined) } : null,
        battle: state.battle && !state.battle.revealed ? {
          ...state.battle,
          bids: state.battle.bids.map((b: any, i: number) => (b && i !== seat ? { ...b, ronin: b.ronin + 1 } : b)),
        } : state.battle,
      };
      if (other.battle !== state.battle) bids++;
      expect(game.determinize!(other, seat, randomSource('w'))).toEqual(game.determinize!(state, seat, randomSource('w')));
      expect(searchMove(game, other, seat, randomSource('m'), small)).toEqual(searchMove(game, state, seat, randomSource('m'), small));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    expect(bids, 'positions with unrevealed bids').toBeGreaterThan(0);
  });

  it('NIHON: what the fog hides (unseen armies and characters, others\' treasuries, sheets and vision) does not change the move', () => {
    const game = getGame('nihon')!;
    let checked = 0, unseen = 0;
    for (const { state, seat } of positions(game, 2, undefined, 'hidden-nihon', 2, 12)) {
      const other = structuredClone(state);
      const seen = game.view(state, seat) as any;
      other.rng = seedRng('another future');
      for (const [i, c] of other.clans.entries()) if (i !== seat) { c.treasury += 7; c.res.gold = (c.res.gold ?? 0) + 2; c.rituals = [...c.rituals, 'made-up']; other.sheets[i] = { characters: {} }; other.vision[i] = '3'.repeat(other.vision[i].length); }
      for (const a of Object.values<any>(other.armies)) if (a.clan !== seat && !seen.armies.some((v: any) => v.id === a.id)) { a.sam += 5; unseen++; }
      for (const c of Object.values<any>(other.chars)) if (c.clan !== seat && !seen.characters.some((v: any) => v.id === c.id)) { c.t = c.t.map((x: number) => x + 1); c.wounded = true; unseen++; }
      // A governor the seat does not see: gone from his province (or there, if he was not).
      for (const [pid, p] of Object.entries<any>(other.provs)) if (p.gov && p.ctrl !== seat && !seen.provinces[pid].governor) { delete p.gov; unseen++; }
      expect(game.determinize!(other, seat, randomSource('w'))).toEqual(game.determinize!(state, seat, randomSource('w')));
      expect(searchMove(game, other, seat, randomSource('m'), small)).toEqual(searchMove(game, state, seat, randomSource('m'), small));
      checked++;
    }
    expect(checked).toBeGreaterThan(4);
    expect(unseen, 'hidden units changed').toBeGreaterThan(0);
  });

  strength('beats the heuristic bot in most of a fixed set of Sengoku games', () => {
    const game = getGame('sengoku')!;
    let wins = 0;
    const games = 12;
    for (let g = 0; g < games; g++) {
      const searchSeat = g % 2;
      let s: any = game.setup({ players: 2, options: { advanced: false }, seed: `sanity-${g}` });
      const random = randomSource(`sanity-moves-${g}`);
      while (!game.result(s)) {
        const seat = game.awaiting(s)[0]!;
        const move = seat === searchSeat ? searchMove(game, s, seat, random, { playouts: 160, depth: 80 }) : game.botMove(s, seat, random);
        const res = game.applyMove(s, seat, move);
        if (!res.ok) throw new Error(res.rejection.message);
        s = res.state;
      }
      if (game.result(s)!.winners.includes(searchSeat)) wins++;
    }
    expect(wins, `${wins} of ${games}`).toBeGreaterThanOrEqual(8);
  }, 300_000);

  /** The search seat's pairings against heuristic seats won, over `games` seeded games (seats rotating). */
  function pairings(id: string, players: number, options: unknown, games: number, budget: { playouts: number; depth: number }) {
    const game = getGame(id)!;
    const parsed = game.parseOptions(options, players);
    if (!parsed.ok) throw new Error(parsed.message);
    let won = 0, all = 0;
    for (let g = 0; g < games; g++) {
      const searchSeat = g % players;
      let s: any = game.setup({ players, options: parsed.options, seed: `pairs-${id}-${g}` });
      const random = randomSource(`pairs-moves-${g}`);
      for (let step = 0; step < 5000 && !game.result(s); step++) {
        const seat = game.awaiting(s)[0];
        if (seat === undefined) { s = game.onDeadline!(s, []).state; continue; }
        const move = seat === searchSeat ? searchMove(game, s, seat, random, budget) : game.botMove(s, seat, random);
        const res = game.applyMove(s, seat, move);
        if (!res.ok) throw new Error(res.rejection.message);
        s = res.state;
      }
      const ranking = game.result(s)!.ranking;
      const mine = ranking.find((r) => r.seat === searchSeat)!.place;
      for (const r of ranking) if (r.seat !== searchSeat) { all++; won += r.place > mine ? 1 : r.place === mine ? 0.5 : 0; }
    }
    return { won, all };
  }

  strength('beats the heuristic bot in most pairings of a few Rising Sun and NIHON games (small budgets)', () => {
    const rs = pairings('rising-sun', 3, undefined, 4, { playouts: 24, depth: 40 });
    expect(rs.won, `Rising Sun: ${rs.won} of ${rs.all}`).toBeGreaterThanOrEqual(6);
    const nihon = pairings('nihon', 2, undefined, 3, { playouts: 12, depth: 12 });
    expect(nihon.won, `NIHON: ${nihon.won} of ${nihon.all}`).toBeGreaterThanOrEqual(2);
  }, 300_000); // ~20 s alone; the browser tests run beside it in CI.

  it('a game may set its own budgets (the White Castle Duel\'s costly playouts, Sengoku\'s cheap ones); the others take the common ones', () => {
    expect(budgetFor(getGame('white-castle-duel')!, 'hard')).toEqual({ playouts: 96, depth: 80 });
    expect(budgetFor(getGame('white-castle-duel')!, 'medium')).toEqual(SEARCH_LEVELS.medium);
    expect(budgetFor(getGame('sengoku')!, 'hard')).toEqual({ playouts: 300, depth: 200 });
    for (const id of ['rising-sun', 'nihon']) expect(budgetFor(getGame(id)!, 'hard')).toEqual(SEARCH_LEVELS.hard);
  });
});
