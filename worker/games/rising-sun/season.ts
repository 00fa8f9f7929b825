/**
 * Set-up, seasonal set-up, season end, Winter scoring and the final result.
 */
import type { GameResult, ResultEntry, Seat, SetupInput } from '../../engine/contract';
import { nextInt, seedRng, shuffled } from '../../engine/rng';
import { CLANS, FIRST_GAME_SHRINES, KAMI_IDS, MANDATES, MONSTER_IDS, PROVINCE_IDS, SCORING, clan, seasonDeck } from './data';
import {
  allyOf, areAllied, copies, distinctVirtues, emit, gainCoins, incomeOf, moreHonor, ownsMonsters, ownsOni, param, strongholdsOnMap, toReserve, type Ctx,
} from './core';
import { R } from './rule-ids';
import type { CardSetId, ClanId, Figure, MandateId, RsOptions, RsState, Stronghold, WinterLine } from './types';

export function allMandateTiles(): MandateId[] {
  const out: MandateId[] = [];
  for (const m of MANDATES) for (let i = 0; i < m.copies; i++) out.push(m.id);
  return out;
}

export function createState(input: SetupInput<RsOptions>): RsState {
  const { players, options, seed } = input;
  const rng = seedRng(seed);
  const sets: CardSetId[] = ['archway', 'horseman', 'teapot'];
  const cardSet: CardSetId = options.cardSet === 'random' ? sets[nextInt(rng, sets.length)]! : options.cardSet;
  const byRank = [...CLANS].sort((a, b) => a.rank - b.rank).map((c) => c.id);
  let chosen: ClanId[];
  if (options.clans === 'random') {
    const pick = shuffled(rng, byRank).slice(0, players);
    chosen = byRank.filter((c) => pick.includes(c));
  } else chosen = byRank.slice(0, players);

  const figures: Figure[] = [];
  const strongholds: Stronghold[] = [];
  chosen.forEach((c, seat) => {
    const home = clan(c).home;
    figures.push({ id: `${c}-daimyo`, kind: 'daimyo', owner: seat, where: 'province', province: home });
    for (let i = 1; i <= SCORING.figuresPerClan.shinto; i++) figures.push({ id: `${c}-shinto-${i}`, kind: 'shinto', owner: seat, where: 'reserve' });
    for (let i = 1; i <= SCORING.figuresPerClan.bushi; i++) {
      figures.push(i === 1
        ? { id: `${c}-bushi-${i}`, kind: 'bushi', owner: seat, where: 'province', province: home }
        : { id: `${c}-bushi-${i}`, kind: 'bushi', owner: seat, where: 'reserve' });
    }
    for (let i = 1; i <= SCORING.strongholdsPerClan; i++) strongholds.push({ id: `${c}-stronghold-${i}`, owner: seat, province: i === 1 ? home : null });
  });
  for (const m of MONSTER_IDS) figures.push({ id: `monster-${m}`, kind: 'monster', monster: m, owner: null, where: 'box' });

  const shrines = options.shrines === 'first-game' ? [...FIRST_GAME_SHRINES] : shuffled(rng, KAMI_IDS).slice(0, 4);
  const warStacks = [1, 2, 3].map(() => shuffled(rng, PROVINCE_IDS));
  const mandateDeck = shuffled(rng, allMandateTiles());
  const zeros = () => Array.from({ length: players }, () => 0);
  return {
    v: 1,
    options,
    cardSet,
    players,
    clans: chosen,
    rng,
    season: 0,
    phase: 'tea',
    honor: chosen.map((_, seat) => seat),
    vp: zeros(),
    coins: zeros(),
    ronin: zeros(),
    figures,
    strongholds,
    shrines,
    decks: [1, 2, 3].map((season) => seasonDeck(season, cardSet)),
    offer: [],
    cards: chosen.map(() => []),
    warStacks,
    warTrack: [],
    warResolved: 0,
    warTokens: chosen.map(() => []),
    mandateDeck,
    politicalTrack: [],
    step: 0,
    nextChooser: 0,
    drawn: null,
    returned: null,
    alliances: [],
    alliedSeasons: chosen.map(() => []),
    tea: null,
    deals: [],
    nextDealId: 1,
    battle: null,
    queue: [{ t: 'seasonSetup' }],
    winter: null,
    moveCount: 0,
  };
}

function releaseHostages(ctx: Ctx): void {
  const s = ctx.s;
  const gains: { seat: Seat; n: number }[] = [];
  const hostages = s.figures.filter((f) => f.where === 'hostage');
  for (const f of hostages) {
    const holder = f.holder!;
    emit(ctx, { type: 'hostageReleased', seat: holder, figure: f.id, owner: f.owner, rule: R.hostagesReleased });
    toReserve(f);
    const g = gains.find((x) => x.seat === holder);
    if (g) g.n++; else gains.push({ seat: holder, n: 1 });
  }
  gainCoins(ctx, gains, R.hostagesReleased, 'hostages');
}

/** Seasonal set-up: war provinces, season cards, income, hostages; then the Tea Ceremony. */
export function runSeasonSetup(ctx: Ctx): void {
  const s = ctx.s;
  s.season += 1;
  const season = s.season;
  emit(ctx, { type: 'seasonStarted', season, rule: R.warProvinces });
  s.warTrack = s.warStacks[season - 1]!.slice(0, s.players + 2);
  s.warStacks[season - 1] = [];
  s.warResolved = 0;
  emit(ctx, { type: 'warProvincesDrawn', season, provinces: [...s.warTrack], rule: R.warProvinces });
  if (s.offer.length) emit(ctx, { type: 'cardsRemoved', cards: [...s.offer], rule: R.cardsLaidOut });
  s.offer = s.decks[season - 1]!;
  s.decks[season - 1] = [];
  emit(ctx, { type: 'cardsLaidOut', season, cards: [...s.offer], rule: R.cardsLaidOut });
  gainCoins(ctx, s.clans.map((_, seat) => ({ seat, n: incomeOf(s, seat) })), R.income, 'income');
  if (season > 1) releaseHostages(ctx);
  if (s.alliances.length) emit(ctx, { type: 'alliancesDissolved', alliances: s.alliances.map((a) => [...a]), rule: R.teaCeremony });
  s.alliances = [];
  s.politicalTrack = [];
  s.step = 0;
  s.phase = 'tea';
  s.tea = { ready: s.clans.map(() => false), proposals: [], proposalsMade: s.clans.map(() => 0) };
  emit(ctx, { type: 'teaCeremony', season, rule: R.teaCeremony });
  s.queue.unshift({ t: 'tea' }, { t: 'mandate', step: 1 });
}

/** Season end: coins and Ronin discarded, Shinto back from the shrines, mandates reshuffled. */
export function runSeasonEnd(ctx: Ctx): void {
  const s = ctx.s;
  for (const d of s.deals) if (d.status === 'open') d.status = 'expired';
  s.coins = s.coins.map(() => 0);
  s.ronin = s.ronin.map(() => 0);
  for (const f of s.figures) if (f.where === 'shrine') toReserve(f);
  s.mandateDeck = shuffled(s.rng, allMandateTiles());
  s.politicalTrack = [];
  s.drawn = null;
  s.returned = null;
  s.warTrack = [];
  s.warResolved = 0;
  emit(ctx, { type: 'seasonEnded', season: s.season, nextChooser: s.nextChooser, rule: R.seasonEnd });
  s.queue.unshift(s.season < 3 ? { t: 'seasonSetup' } : { t: 'winter' });
}

export function distinctBonus(n: number): number {
  for (const b of SCORING.distinctProvinceBonus) if (n >= b.min && n <= b.max) return b.vp;
  return 0;
}

export function winterCardsVp(s: RsState, seat: Seat): number {
  let vp = 0;
  vp += copies(s, seat, 'form-of-the-kitsune') * param('form-of-the-kitsune', 'vp') * strongholdsOnMap(s, seat).length;
  vp += copies(s, seat, 'form-of-the-phoenix') * param('form-of-the-phoenix', 'vp') * distinctVirtues(s, seat);
  vp += copies(s, seat, 'form-of-the-beast') * param('form-of-the-beast', 'vp') * ownsMonsters(s, seat).length;
  vp += copies(s, seat, 'form-of-the-demon') * param('form-of-the-demon', 'vp') * ownsOni(s, seat);
  vp += copies(s, seat, 'form-of-the-kindred') * param('form-of-the-kindred', 'vp') * new Set(s.alliedSeasons[seat]).size;
  return vp;
}

/** Winter: hostages released, then winter cards, war tokens and the distinct-province bonus. */
export function runWinter(ctx: Ctx): void {
  const s = ctx.s;
  s.season = 4;
  emit(ctx, { type: 'winter', rule: R.winterCards });
  releaseHostages(ctx);
  const lines: WinterLine[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const winterCards = winterCardsVp(s, seat);
    const warTokens = s.warTokens[seat]!.reduce((a, t) => a + (SCORING.warTokenVpBySeason[t.season - 1] ?? 0), 0);
    const distinctProvinces = new Set(s.warTokens[seat]!.map((t) => t.province)).size;
    const bonus = distinctBonus(distinctProvinces);
    const line: WinterLine = { seat, vpBeforeWinter: s.vp[seat]!, winterCards, warTokens, distinctProvinces, distinctBonus: bonus, total: 0 };
    s.vp[seat]! += winterCards + warTokens + bonus;
    line.total = s.vp[seat]!;
    lines.push(line);
    emit(ctx, { type: 'winterScored', ...line, rule: R.winterTokens });
  }
  s.winter = lines;
  s.phase = 'over';
  s.queue = [];
  const res = computeResult(s)!;
  emit(ctx, { type: 'gameOver', winners: res.winners, ranking: res.ranking.map((r) => ({ seat: r.seat, score: r.score, place: r.place })), rule: R.winterTies });
}

/** Ranking by VP; ties by honor, except that allies tied on VP share their place. */
export function computeResult(s: RsState): GameResult | null {
  if (s.phase !== 'over' || !s.winter) return null;
  return vpRanking(s, (seat) => {
    const line = s.winter!.find((l) => l.seat === seat)!;
    return {
      breakdown: {
        beforeWinter: line.vpBeforeWinter,
        winterCards: line.winterCards,
        warTokens: line.warTokens,
        distinctProvinces: line.distinctProvinces,
        distinctBonus: line.distinctBonus,
      },
    };
  });
}

/**
 * The final ranking's rule applied to the VP of this moment (computeResult at the end; the
 * standings of a match ended by agreement before it, standings.ts): VP, ties by honor, allies tied
 * on VP sharing their place. `detail` adds each seat's breakdown.
 */
export function vpRanking(s: RsState, detail: (seat: Seat) => Partial<ResultEntry> = () => ({})): GameResult {
  const seats = s.clans.map((_, seat) => seat).sort((a, b) => (s.vp[b]! - s.vp[a]!) || (s.honor.indexOf(a) - s.honor.indexOf(b)));
  const ranking: ResultEntry[] = [];
  seats.forEach((seat, i) => {
    const tiedWith = seats.filter((o) => o !== seat && s.vp[o] === s.vp[seat]);
    const sharing = ranking.find((r) => s.vp[r.seat] === s.vp[seat] && areAllied(s, r.seat, seat));
    const entry: ResultEntry = {
      seat,
      score: s.vp[seat]!,
      place: sharing ? sharing.place : i + 1,
      clan: s.clans[seat],
      honorRank: s.honor.indexOf(seat) + 1,
      ...detail(seat),
    };
    if (sharing) entry.tiebreak = `Tied on ${s.vp[seat]} VP with an ally: the allies share the place.`;
    else if (tiedWith.length) {
      const above = tiedWith.filter((o) => moreHonor(s, o, seat) && !areAllied(s, o, seat)).length;
      entry.tiebreak = `Tied on ${s.vp[seat]} VP; placed by honor (${above === 0 ? 'more honor than the tied clans' : 'less honor than ' + above + ' tied clan(s)'}).`;
    }
    ranking.push(entry);
  });
  return { winners: ranking.filter((r) => r.place === 1).map((r) => r.seat), ranking };
}

export { allyOf };
