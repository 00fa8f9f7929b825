/**
 * The public lobby and quick play: only open public matches with free seats are listed (filters,
 * newest first), hostile query strings get 400, two players racing for the last seat get one
 * seat between them, and quick play joins the match that starts soonest or opens one.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { raw, register, type Client } from './helpers';
import { lobbyQuerySql } from '../../worker/lobby/routes';

const lobby = async (query = '') => {
  const res = await raw('GET', `/api/lobby${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return res.body.matches as { id: string; game: string; players: number; seatsTaken: number; rated: boolean; lang: string; timer: string; createdBy: string; createdAt: number; options: unknown }[];
};
const ids = async (query = '') => (await lobby(query)).map((m) => m.id);
const create = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.call('POST', '/api/matches', body);
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};

describe('lobby listing', () => {
  it('lists open public matches with their settings, newest first; private matches never', async () => {
    const a = await register('la');
    const priv = await create(a, { game: 'sengoku', players: 3 });
    const older = await create(a, { game: 'sengoku', players: 3, public: true, lang: 'fr', rated: false });
    const timed = await create(a, { game: 'nihon', players: 4, public: true, lang: 'de', timer: { moveSeconds: 7200 } });
    const calendar = await create(a, { game: 'nihon', players: 3, public: true, schedule: { kind: 'every', hours: 24 } });
    const all = await lobby();
    expect(all.map((m) => m.id)).not.toContain(priv);
    const listed = all.filter((m) => [older, timed, calendar].includes(m.id));
    expect(listed.map((m) => m.id)).toEqual([calendar, timed, older]);
    expect(listed[2]).toMatchObject({ game: 'sengoku', players: 3, seatsTaken: 1, rated: false, lang: 'fr', timer: 'none', createdBy: a.username });
    expect(listed[1]).toMatchObject({ game: 'nihon', players: 4, rated: true, lang: 'de', timer: 'moves' });
    expect(listed[0]).toMatchObject({ timer: 'calendar', lang: 'en' });
    const snap = (await a.call('GET', `/api/matches/${older}`)).body;
    expect(snap).toMatchObject({ public: true, lang: 'fr', rated: false });
    expect((await a.call('GET', `/api/matches/${priv}`)).body.public).toBe(false);

    // Each filter keeps what matches it and drops the rest.
    expect(await ids('?game=nihon')).toEqual(expect.arrayContaining([timed, calendar]));
    expect(await ids('?game=nihon')).not.toContain(older);
    expect(await ids('?game=nihon&players=4')).toContain(timed);
    expect(await ids('?game=nihon&players=4')).not.toContain(calendar);
    expect(await ids('?rated=false')).toContain(older);
    expect(await ids('?rated=false')).not.toContain(timed);
    expect(await ids('?rated=true')).not.toContain(older);
    expect(await ids('?lang=de')).toEqual(expect.arrayContaining([timed]));
    expect(await ids('?lang=de')).not.toContain(older);
    expect(await ids('?timer=calendar')).toContain(calendar);
    expect(await ids('?timer=calendar')).not.toContain(timed);
    expect(await ids('?timer=none&lang=fr&game=sengoku&players=3&rated=false')).toContain(older);
    // Every listed match is public, open and has a free seat.
    const rows = (await env.DB.prepare('SELECT id, public, status FROM matches').all<{ id: string; public: number; status: string }>()).results;
    for (const m of all) expect(rows.find((r) => r.id === m.id)).toMatchObject({ public: 1, status: 'open' });
  });

  it('a match leaves the lobby when its last seat is taken (it starts); a partly filled one shows its seats', async () => {
    const a = await register('lb'), b = await register('lc'), c = await register('ld');
    const id = await create(a, { game: 'sengoku', players: 3, public: true });
    await b.call('POST', `/api/matches/${id}/join`, {});
    expect((await lobby('?game=sengoku')).find((m) => m.id === id)?.seatsTaken).toBe(2);
    expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    expect((await a.call('GET', `/api/matches/${id}`)).body.status).toBe('active');
    expect(await ids()).not.toContain(id);
  });

  it('a refereed public match counts only the players\' seats', async () => {
    const a = await register('le');
    const id = await create(a, { game: 'white-castle-duel', players: 2, public: true, referee: true });
    expect((await lobby('?game=white-castle-duel')).find((m) => m.id === id)?.seatsTaken).toBe(0);
  });

  it("filters on a game's own options (opt.<key>) from its option specs; refuses keys and values the game does not have", async () => {
    const a = await register('lo');
    const advanced = await create(a, { game: 'sengoku', players: 3, public: true, options: { advanced: true } });
    const basic = await create(a, { game: 'sengoku', players: 3, public: true });
    const layout = await create(a, { game: 'white-castle-duel', players: 2, public: true, options: { layout: 'first-game' } });
    expect(await ids('?game=sengoku&opt.advanced=true')).toContain(advanced);
    expect(await ids('?game=sengoku&opt.advanced=true')).not.toContain(basic);
    expect(await ids('?game=sengoku&opt.advanced=false')).toContain(basic);
    expect(await ids('?game=sengoku&opt.advanced=false')).not.toContain(advanced);
    expect(await ids('?game=white-castle-duel&opt.layout=first-game')).toContain(layout);
    expect(await ids('?game=white-castle-duel&opt.layout=random')).not.toContain(layout);
    for (const [q, why] of [
      ['?opt.advanced=true', /^opt\.advanced: filter on a game's options together with game=/],
      ['?game=sengoku&opt.layout=random', /^opt\.layout: sengoku has the options opt\.advanced/],
      ['?game=sengoku&opt.advanced=yes', /^opt\.advanced: "true" or "false"/],
      ['?game=white-castle-duel&opt.layout=%27%20OR%201=1--', /^opt\.layout: one of/],
      ['?game=sengoku&opt.__proto__=1', /^opt\.__proto__: sengoku has the options/],
      ['?game=sengoku&opt.advanced=true&opt.advanced=false', /given more than once/],
    ] as const) {
      const res = await raw('GET', `/api/lobby${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(why);
    }
    // Out of the lobby again, so the quick-play tests of this file (same database) do not find them.
    await env.DB.prepare('UPDATE matches SET public = 0 WHERE id IN (?, ?, ?)').bind(advanced, basic, layout).run();
  });

  it('the lobby query is served by the partial indexes of migration 0007, with and without a game', async () => {
    for (const [q, index, opts] of [[{}, 'matches_lobby', []], [{ game: 'nihon', lang: 'fr' as const }, 'matches_lobby_game', []],
      [{ game: 'sengoku' }, 'matches_lobby_game', [{ path: '$.advanced', value: 1 }]]] as const) {
      const { sql, binds } = lobbyQuerySql(q, [...opts]);
      const plan = (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...binds).all<{ detail: string }>()).results.map((r) => r.detail);
      expect(plan.some((d) => d.includes(`SEARCH m USING INDEX ${index}`) || d.includes(`SCAN m USING INDEX ${index}`)), plan.join(' | ')).toBe(true);
      // No full scan of the matches table, and no sort step: the index gives the order.
      expect(plan.some((d) => /^SCAN m$/.test(d)), plan.join(' | ')).toBe(false);
      expect(plan.some((d) => d.includes('USE TEMP B-TREE FOR ORDER BY')), plan.join(' | ')).toBe(false);
    }
  });

  it('hostile query strings get 400 with a JSON error naming the parameter', async () => {
    const bad = ['?players=abc', '?players=-1', '?players=1e3', '?rated=yes', '?lang=xx', '?lang=EN', '?timer=hourglass', '?game=..%2Fetc',
      '?game=chess', `?game=${'a'.repeat(500)}`, "?game=sengoku'%20OR%201=1--", '?game=sengoku&game=nihon', '?limit=1000', '?players=',
      '?rated[]=true', '?game=%00'];
    for (const q of bad) {
      const res = await raw('GET', `/api/lobby${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toBe('bad_request');
      expect(typeof res.body.message, q).toBe('string');
    }
    expect((await raw('GET', '/api/lobby?players=abc')).body.message).toMatch(/^players:/);
    expect((await raw('POST', '/api/lobby', {})).status).toBe(405);
    // The creation fields are checked as strictly.
    const a = await register('lh');
    for (const body of [{ public: 'yes' }, { public: 1 }, { lang: 'jp' }, { lang: null }]) {
      const res = await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^(public|lang):/);
    }
  });

  it('two players taking the last seat at once: one is seated, the other refused with 409; the match lists no one twice', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await register('ra'), b = await register('rb'), c = await register('rc');
      const id = await create(a, { game: 'white-castle-duel', players: 2, public: true });
      const [one, two] = await Promise.all([b.call('POST', `/api/matches/${id}/join`, {}), c.call('POST', `/api/matches/${id}/join`, {})]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      const loser = one.status === 409 ? one : two;
      // The last seat started the match: the loser finds it started (the code POST /join has always given then).
      expect(loser.body.error).toBe('not_open');
      const snap = (await a.call('GET', `/api/matches/${id}`)).body;
      expect(snap.status).toBe('active');
      const seated = snap.seats.map((s: { username: string }) => s.username);
      expect(seated).toContain(a.username);
      expect(seated.filter((u: string) => u === b.username || u === c.username)).toHaveLength(1);
      const seatRows = (await env.DB.prepare('SELECT COUNT(*) AS n FROM match_seats WHERE match_id = ?').bind(id).first<{ n: number }>())!.n;
      expect(seatRows).toBe(2);
      expect(await ids()).not.toContain(id);
    }
  });

  it('three players racing for the last two seats of a 3-player match: two seated, one refused', async () => {
    const a = await register('rd');
    const id = await create(a, { game: 'sengoku', players: 3, public: true });
    const racers = await Promise.all([register('re'), register('rf'), register('rg')]);
    const res = await Promise.all(racers.map((r) => r.call('POST', `/api/matches/${id}/join`, {})));
    expect(res.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(new Set(res.filter((r) => r.status === 200).map((r) => r.body.you.seat))).toEqual(new Set([1, 2]));
  });
});

describe('quick play', () => {
  const quick = (c: Client, body: unknown) => c.call('POST', '/api/lobby/quick', body);

  it('opens a public match when none fits, and the next player is seated in it', async () => {
    const a = await register('qa'), b = await register('qb');
    const first = await quick(a, { game: 'rising-sun', players: 5, lang: 'de' });
    expect(first.status).toBe(201);
    expect(first.body.created).toBe(true);
    expect(first.body.match).toMatchObject({ game: 'rising-sun', players: 5, public: true, lang: 'de', rated: true, status: 'open', you: { seat: 0 } });
    const id = first.body.match.id;
    expect((await lobby('?game=rising-sun&players=5')).find((m) => m.id === id)).toMatchObject({ seatsTaken: 1, lang: 'de' });
    // The creator's own match never fits them: a second quick play opens another.
    const again = await quick(a, { game: 'rising-sun', players: 5 });
    expect(again.body.created).toBe(true);
    expect(again.body.match.id).not.toBe(id);
    const second = await quick(b, { game: 'rising-sun', players: 5 });
    expect(second.status).toBe(200);
    expect(second.body.created).toBe(false);
    expect([id, again.body.match.id]).toContain(second.body.match.id);
    expect(second.body.match.you).toEqual({ seat: 1 });
  });

  it('prefers the match that starts soonest, then a table of the caller\'s language; it starts the match when it takes the last seat', async () => {
    const a = await register('qc'), b = await register('qd'), c = await register('qe'), d = await register('qf');
    const roomy = await create(a, { game: 'nihon', players: 6, public: true, lang: 'de' });
    const fuller = await create(a, { game: 'nihon', players: 6, public: true, lang: 'en' });
    for (const p of [b, c, d]) await p.call('POST', `/api/matches/${fuller}/join`, {});
    const e = await register('qg');
    const got = await quick(e, { game: 'nihon', players: 6, lang: 'de' });
    expect(got.body).toMatchObject({ created: false, match: { id: fuller } });
    // Same free seats: the table in the caller's language wins over an older one.
    const en = await create(b, { game: 'nihon', players: 5, public: true, lang: 'en' });
    const fr = await create(c, { game: 'nihon', players: 5, public: true, lang: 'fr' });
    const f = await register('qh');
    expect((await quick(f, { game: 'nihon', players: 5, lang: 'fr' })).body.match.id).toBe(fr);
    const g = await register('qi');
    expect((await quick(g, { game: 'nihon', players: 5 })).body.match.id).toBe(fr);
    expect(en).not.toBe(fr);
    expect(roomy).not.toBe(fuller);
    // The last seat: quick play starts the match and it leaves the lobby.
    const duel = await create(a, { game: 'white-castle-duel', players: 2, public: true });
    const h = await register('qj');
    const last = await quick(h, { game: 'white-castle-duel' });
    expect(last.body).toMatchObject({ created: false, match: { id: duel, status: 'active' } });
    expect(await ids()).not.toContain(duel);
    // Private matches are never quick-played into.
    const hidden = await create(a, { game: 'sengoku', players: 4 });
    const k = await register('qk');
    expect((await quick(k, { game: 'sengoku', players: 4 })).body.match.id).not.toBe(hidden);
  });

  it('concurrent quick plays for one open seat: one takes it, the other gets a new match', async () => {
    const a = await register('ql');
    const id = await create(a, { game: 'white-castle-duel', players: 2, public: true, lang: 'fr' });
    const [b, c] = await Promise.all([register('qm'), register('qn')]);
    const [one, two] = await Promise.all([quick(b, { game: 'white-castle-duel', lang: 'fr' }), quick(c, { game: 'white-castle-duel', lang: 'fr' })]);
    const joined = [one, two].filter((r) => r.body.match.id === id);
    expect(joined).toHaveLength(1);
    expect(joined[0]!.body.created).toBe(false);
    const other = [one, two].find((r) => r !== joined[0])!;
    expect(other.body.match.id).not.toBe(id);
    expect((await a.call('GET', `/api/matches/${id}`)).body.status).toBe('active');
  });

  it('refuses a stranger, a bad body and a player count the game does not have', async () => {
    expect((await raw('POST', '/api/lobby/quick', { game: 'sengoku' })).status).toBe(401);
    const a = await register('qo');
    for (const body of [{}, { game: 'chess' }, { game: 'sengoku', players: 9 }, { game: 'sengoku', players: 2.5 }, { game: 'sengoku', lang: 'jp' },
      { game: 'sengoku', extra: 1 }, { game: ['sengoku'] }, 'not json']) {
      const res = await quick(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('bad_request');
    }
  });
});

describe('open matches per account, and the lobby beyond its first page', () => {
  const openPublicOf = async (c: Client) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM matches m JOIN users u ON u.id = m.created_by
    WHERE u.username = ? AND m.public = 1 AND m.status = 'open'`).bind(c.username).first<{ n: number }>())!.n;

  it('one account keeps at most 10 open public matches: the next is refused (409 open_match_limit), by quick play too; private ones are not', async () => {
    const a = await register('lx');
    const made: string[] = [];
    for (let i = 0; i < 10; i++) made.push(await create(a, { game: 'nihon', players: 3, public: true }));
    const refused = await a.call('POST', '/api/matches', { game: 'nihon', players: 3, public: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'open_match_limit', maxOpen: 10 });
    expect(refused.body.message).toMatch(/You have 10 open public matches/);
    // Quick play that would open one (no one else's three-player Rising Sun is listed) is refused the same way.
    await env.DB.prepare(`UPDATE matches SET public = 0 WHERE game = 'rising-sun' AND players = 3`).run();
    const q = await a.call('POST', '/api/lobby/quick', { game: 'rising-sun', players: 3 });
    expect([q.status, q.body.error]).toEqual([409, 'open_match_limit']);
    // A private match (reached by its link) is not listed, so not counted.
    await create(a, { game: 'nihon', players: 3 });
    expect(await openPublicOf(a)).toBe(10);
    // Once one starts, there is room for another.
    const [b, c] = [await register('ly'), await register('lz')];
    for (const p of [b, c]) expect((await p.call('POST', `/api/matches/${made[0]}/join`, {})).status).toBe(200);
    await create(a, { game: 'nihon', players: 3, public: true });
    expect(await openPublicOf(a)).toBe(10);
  });

  it('one account keeps at most 30 open private matches: the 31st is refused, counted apart from the public ones', async () => {
    const a = await register('lpv');
    const made = await Promise.all(Array.from({ length: 30 }, () => create(a, { game: 'nihon', players: 3 })));
    expect(new Set(made).size).toBe(30);
    const refused = await a.call('POST', '/api/matches', { game: 'nihon', players: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'open_match_limit', maxOpen: 30, public: false });
    // The public count is its own: a public match still opens.
    await create(a, { game: 'nihon', players: 3, public: true });
    // A match with bots in every other seat starts at once: never open, never counted.
    expect((await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, bots: [1] })).status).toBe(201);
    // Once one is cancelled, there is room for another.
    expect((await a.call('POST', `/api/matches/${made[0]}/cancel`, {})).status).toBe(200);
    await create(a, { game: 'nihon', players: 3 });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM open_match_claims').first<{ n: number }>())!.n).toBe(0);
  });

  it('twenty public matches opened at the same instant by one account: exactly ten are', async () => {
    const a = await register('lw');
    const all = await Promise.all(Array.from({ length: 20 }, () => a.call('POST', '/api/matches', { game: 'nihon', players: 4, public: true })));
    expect(all.filter((r) => r.status === 201).length, all.map((r) => r.status).join(',')).toBe(10);
    expect(all.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.error === 'open_match_limit')).toBe(true);
    expect(await openPublicOf(a)).toBe(10);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM open_match_claims').first<{ n: number }>())!.n).toBe(0);
  });

  it('pages beyond 50: each answer gives `next`, and ?before=<next> the following page, newest first, none twice, none left out', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, (_, i) => register(`lp${i}`)));
    const created = (await Promise.all(players.map((p) => Promise.all(Array.from({ length: 10 }, () => create(p, { game: 'nihon', players: 5, public: true })))))).flat();
    const inD1 = (await env.DB.prepare(`SELECT id FROM matches WHERE game = 'nihon' AND public = 1 AND status = 'open'`).all<{ id: string }>()).results.map((r) => r.id);
    expect(inD1.length).toBeGreaterThan(60);
    const seen: { id: string; createdAt: number }[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res = await raw('GET', `/api/lobby?game=nihon${next ? `&before=${encodeURIComponent(next)}` : ''}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.matches.length).toBeLessThanOrEqual(50);
      if (res.body.next) expect(res.body.matches.length).toBe(50);
      seen.push(...res.body.matches);
      next = res.body.next;
      pages++;
    } while (next && pages < 10);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(seen.map((m) => m.id)).size).toBe(seen.length);
    expect(seen.map((m) => m.id).sort()).toEqual([...inD1].sort());
    expect(seen.map((m) => m.id)).toEqual(expect.arrayContaining(created));
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.createdAt).toBeLessThanOrEqual(seen[i - 1]!.createdAt);
    // A short list has no next page; a bad cursor is refused, naming the parameter.
    expect((await raw('GET', '/api/lobby?game=sengoku&players=4&lang=de')).body.next).toBeNull();
    for (const bad of ['abc', '1795764061227', '1795764061227.xyz', `${'9'.repeat(30)}.0123456789abcdef`, '-1.0123456789abcdef']) {
      const res = await raw('GET', `/api/lobby?before=${encodeURIComponent(bad)}`);
      expect([res.status, res.body.error], bad).toEqual([400, 'bad_request']);
      expect(res.body.message, bad).toMatch(/^before:/);
    }
    const { sql, binds } = lobbyQuerySql({ game: 'nihon', before: { createdAt: Date.now(), id: 'ffffffffffffffff' } });
    const plan = (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...binds).all<{ detail: string }>()).results.map((r) => r.detail);
    expect(plan.some((d) => d.includes('USING INDEX matches_lobby_game')), plan.join(' | ')).toBe(true);
    expect(plan.some((d) => d.includes('USE TEMP B-TREE FOR ORDER BY')), plan.join(' | ')).toBe(false);
    await env.DB.prepare(`UPDATE matches SET public = 0 WHERE game = 'nihon'`).run();
  });
});
