/**
 * Absences (docs/players.md, "Absences"): a declared window extends the deadlines of the player's matches
 * within each match's allowance, or hands the seat to the bot while it runs; cancelling gives the
 * normal deadline back; the match object keeps them across a restart and never asks D1 for them;
 * hostile bodies are refused with clear codes; an absence declared while the deadline's alarm
 * fires applies once.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRoom } from '../../worker/match/room';
import { moveDeadline, register, settle, type Client } from './helpers';

const DAY = 86_400_000;
const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

/** A date N days from today, YYYY-MM-DD in UTC. */
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const dayStart = (n: number) => Date.parse(`${day(n)}T00:00:00Z`);

/** A two-player Sengoku with a one-day move timer; `away` is the awaited player, `other` the one who waits. */
async function match(absenceDays?: number) {
  const [a, b] = [await register('aa'), await register('ab')];
  const created = await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 86400 }, ...(absenceDays !== undefined ? { absenceDays } : {}) });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id as string;
  const started = (await b.call('POST', `/api/matches/${id}/join`, {})).body;
  const seat = started.awaiting[0] as number;
  const byName = (u: string) => [a, b].find((c) => c.username === u)!;
  const away = byName(started.seats[seat].username);
  const other = away === a ? b : a;
  return { id, seat, away, other, started };
}

const snap = (c: Client, id: string) => c.call('GET', `/api/matches/${id}`).then((r) => r.body);
const declare = (c: Client, body: object) => c.call('POST', '/api/me/absences', { timeZone: 'UTC', ...body });

describe('extend: deadlines move past the window, within the allowance', () => {
  it('caps the extension at the match allowance and counts it per seat', async () => {
    const { id, seat, away, other, started } = await match(3);
    const d0 = started.deadline as number;
    expect(started.absence).toEqual({ allowanceDays: 3, usedMs: [0, 0], away: [] });
    const res = await declare(away, { from: day(0), to: day(4), mode: 'extend' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.matches).toEqual({ told: 1, failed: 0 });
    const seen = await snap(other, id);
    // Wanted: the five days of the window after the deadline was set; allowed: three.
    expect(seen.deadline).toBe(d0 + 3 * DAY);
    expect(seen.absence.usedMs[seat]).toBe(3 * DAY);
    expect(seen.absence.away).toEqual([{ seat, from: dayStart(0), until: dayStart(5), mode: 'extend' }]);
    // Pushing the same windows again charges nothing more.
    expect((await away.call('PUT', `/api/me/absences/${res.body.absence.id}`, { from: day(0), to: day(4), timeZone: 'UTC', mode: 'extend' })).status).toBe(200);
    expect((await snap(other, id)).absence.usedMs[seat]).toBe(3 * DAY);
    // The D1 index (My matches) has the extended deadline and the away mark.
    await settle(id);
    const row = (await other.call('GET', '/api/matches')).body.find((m: any) => m.id === id);
    expect(row.deadline).toBe(d0 + 3 * DAY);
    expect(row.away).toEqual([{ seat, from: dayStart(0), until: dayStart(5), mode: 'extend' }]);
  });

  it('within a larger allowance the clock stops while away: the deadline is the window end plus the timer', async () => {
    const { id, seat, away, started } = await match(14);
    await declare(away, { from: day(0), to: day(4), mode: 'extend' });
    const seen = await snap(away, id);
    expect(seen.deadline).toBe(dayStart(5) + (started.deadline - (started.deadline - DAY)));
    expect(seen.absence.usedMs[seat]).toBe(dayStart(5) - (started.deadline - DAY));
  });

  it('a match without allowance keeps its deadline; the default allowance is 7 days', async () => {
    const none = await match(0);
    await declare(none.away, { from: day(0), to: day(3), mode: 'extend' });
    expect((await snap(none.other, none.id)).deadline).toBe(none.started.deadline);
    const dflt = await match();
    expect(dflt.started.absence.allowanceDays).toBe(7);
    const bad = await dflt.away.call('POST', '/api/matches', { game: 'sengoku', players: 2, absenceDays: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^absenceDays/);
  });

  it('cancelling gives back the normal deadline and the allowance; the bot plays only once it is due', async () => {
    const { id, seat, away, other, started } = await match(7);
    const made = (await declare(away, { from: day(1), to: day(2), mode: 'extend' })).body.absence;
    // The window starts tomorrow: the deadline (in a day) falls in it.
    const extended = await snap(other, id);
    expect(extended.deadline).toBeGreaterThan(started.deadline);
    // The extended deadline is not due: the alarm plays nothing.
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); });
    expect((await snap(other, id)).version).toBe(started.version);
    expect((await away.call('DELETE', `/api/me/absences/${made.id}`)).status).toBe(200);
    const back = await snap(other, id);
    expect(back.deadline).toBe(started.deadline);
    expect(back.absence.usedMs[seat]).toBe(0);
    expect(back.absence.away).toEqual([]);
    // Time passes past the (normal) deadline: the bot finishes the seat's turn.
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => moveDeadline(o, Date.now() - 1));
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); });
    const log = (await other.call('GET', `/api/matches/${id}/log`)).body as any[];
    expect(log.some((e) => e.by === 'bot' && e.seat === seat)).toBe(true);
  });
});

describe('a deleted account', () => {
  it('no longer holds the table with its absence: the normal deadline is back', async () => {
    const { id, away, other, started } = await match(7);
    await declare(away, { from: day(0), to: day(3), mode: 'extend' });
    expect((await snap(other, id)).deadline).toBeGreaterThan(started.deadline);
    expect((await away.call('DELETE', '/api/me', { confirm: away.username })).status).toBe(200);
    const after = await snap(other, id);
    expect(after.deadline).toBe(started.deadline);
    expect(after.absence.away).toEqual([]);
  });
});

describe('stand-in: the timeout policy plays the seat while away', () => {
  it('the bot plays the seat during the window, and the player has it back after', async () => {
    const { id, seat, away, other } = await match();
    const res = await declare(away, { from: day(0), to: day(2), mode: 'standin' });
    expect(res.status, res.text).toBe(201);
    expect((await snap(other, id)).absence.away[0]).toMatchObject({ seat, mode: 'standin', until: dayStart(3) });
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); });
    const after = await snap(other, id);
    expect(after.awaiting).not.toContain(seat);
    const log = (await other.call('GET', `/api/matches/${id}/log`)).body as any[];
    // It is logged as a stand-in the player chose, not as a timeout (by "standin", not "bot": ratings
    // count a seat left to the bot as gone), and the words mails and pushes use (the "since your last
    // move" lines) say the player is away.
    const standIn = log.filter((e) => e.by === 'standin' && e.seat === seat);
    expect(standIn.length).toBeGreaterThan(0);
    expect(log.filter((e) => e.by === 'bot')).toEqual([]);
    const told = await runInDurableObject(stubOf(id), async (o: MatchRoom) => {
      const { toldSince } = await import('../../worker/match/mail');
      const core = (o as unknown as { core: Parameters<typeof toldSince>[0] }).core;
      return (['en', 'fr', 'de'] as const).map((lang) => toldSince(core, 1 - seat, lang));
    });
    expect(told[0]).toContain(`${away.username} is away: the bot played in their place`);
    expect(told[1]).toContain(`${away.username} est absent·e : le bot a joué à sa place`);
    expect(told[2]).toContain(`${away.username} ist abwesend: der Bot hat vertreten`);
    expect(told.flat().some((l) => l.includes('timer expired') || l.includes('délai écoulé') || l.includes('Zeit abgelaufen'))).toBe(false);

    // The window ends (the object is told of one closing in a moment): the seat is the player's again.
    const me = (await away.call('GET', '/api/me')).body.user.id;
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => {
      await o.setAbsences(me, { rev: Date.now() + 1, windows: [{ id: 'w', startsAt: Date.now() - DAY, endsAt: Date.now() + 150, mode: 'standin' }] });
    });
    await new Promise((r) => setTimeout(r, 200));
    // The other player moves until the seat is awaited again; the alarm leaves it to its player.
    for (let i = 0; i < 50; i++) {
      const m = await snap(other, id);
      if (m.awaiting.includes(seat)) break;
      const moves = (await other.call('GET', `/api/matches/${id}/moves`)).body;
      expect((await other.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
    }
    const waiting = await snap(other, id);
    expect(waiting.awaiting).toContain(seat);
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); });
    expect((await snap(other, id)).version).toBe(waiting.version);
    const moves = (await away.call('GET', `/api/matches/${id}/moves`)).body;
    expect((await away.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: waiting.version })).status).toBe(200);
  });

  it('a match object restarted mid-absence keeps it: the new instance still stands in and still shows it', async () => {
    const { id, seat, away, other } = await match();
    await declare(away, { from: day(0), to: day(1), mode: 'standin' });
    await runInDurableObject(stubOf(id), async (o: MatchRoom, state) => {
      // A fresh instance over the same storage: what an eviction or a deploy leaves.
      const fresh = new (o.constructor as new (s: DurableObjectState, e: unknown) => MatchRoom)(state, env);
      // The constructor builds its core inside blockConcurrencyWhile (storage migrations first), which
      // cannot hold a call made from inside the object like this one: let it run before calling.
      await new Promise((r) => setTimeout(r, 0));
      const s = await fresh.snapshot(null);
      expect(s.ok && s.value.absence.away).toEqual([{ seat, from: dayStart(0), until: dayStart(2), mode: 'standin' }]);
      await fresh.alarm();
      const after = await fresh.snapshot(null);
      expect(after.ok && after.value.awaiting).not.toContain(seat);
      expect(after.ok && after.value.version).toBeGreaterThan(0);
    });
    void other;
  });
});

describe('declaring while the deadline fires', () => {
  it('applies once: either the bot played the expired turn, or the deadline moved and nobody played', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, seat, away, other, started } = await match(7);
      await runInDurableObject(stubOf(id), async (o: MatchRoom) => moveDeadline(o, Date.now() + 20));
      await new Promise((r) => setTimeout(r, 25));
      const [res] = await Promise.all([
        declare(away, { from: day(0), to: day(2), mode: 'extend' }),
        runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); }),
      ]);
      expect(res.status).toBe(201);
      const after = await snap(other, id);
      const log = (await other.call('GET', `/api/matches/${id}/log`)).body as any[];
      const botTurns = log.filter((e) => e.by === 'bot' && e.seat === seat);
      if (botTurns.length) {
        expect(after.awaiting).not.toContain(seat);
        expect(after.version).toBeGreaterThan(started.version);
      } else {
        expect(after.version).toBe(started.version);
        expect(after.deadline).toBeGreaterThan(Date.now() + DAY);
      }
      // Whatever happened, the next alarm changes nothing more.
      await runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); });
      expect((await snap(other, id)).version).toBe(after.version);
    }
  });
});

describe('the absences API refuses what it must', () => {
  it('lists, edits and cancels; hostile bodies get clear codes', async () => {
    const u = await register('ah');
    expect((await u.call('GET', '/api/me/absences')).body).toMatchObject({ absences: [], maxDays: 60, maxCount: 10 });
    const made = await declare(u, { from: day(3), to: day(5), mode: 'extend' });
    expect(made.status).toBe(201);
    const id = made.body.absence.id;
    const cases: [object, number, string][] = [
      [{ from: day(5), to: day(3), mode: 'extend' }, 400, 'absence_order'],
      [{ from: day(-1), to: day(3), mode: 'extend' }, 400, 'absence_past'],
      [{ from: day(-9), to: day(-2), mode: 'extend' }, 400, 'absence_past'],
      [{ from: day(10), to: day(71), mode: 'extend' }, 400, 'absence_too_long'],
      [{ from: day(4), to: day(8), mode: 'extend' }, 409, 'absence_overlap'],
      [{ from: day(10), to: day(11), mode: 'holiday' }, 400, 'bad_request'],
      [{ from: '2026-02-30', to: day(11), mode: 'extend' }, 400, 'bad_request'],
      [{ from: day(10), to: day(11), mode: 'extend', timeZone: 'Mars/Olympus' }, 400, 'bad_request'],
      [{ from: day(10), to: day(11), mode: 'extend', reason: 'beach' }, 400, 'bad_request'],
      [{ from: `${day(10)}' OR 1=1 --`, to: day(11), mode: 'extend' }, 400, 'bad_request'],
    ];
    for (const [body, status, code] of cases) {
      const res = await declare(u, body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await declare(u, { from: day(10), to: day(69), mode: 'standin' })).status).toBe(201);
    const edited = await u.call('PUT', `/api/me/absences/${id}`, { from: day(2), to: day(6), timeZone: 'Europe/Paris', mode: 'standin' });
    expect(edited.status, edited.text).toBe(200);
    expect((await u.call('GET', '/api/me/absences')).body.absences.map((a: any) => [a.from, a.to, a.mode, a.timeZone]))
      .toEqual([[day(2), day(6), 'standin', 'Europe/Paris'], [day(10), day(69), 'standin', 'UTC']]);
    // Someone else's absence is not found, and neither route works without a session.
    const intruder = await register('ai');
    expect((await intruder.call('DELETE', `/api/me/absences/${id}`)).status).toBe(404);
    expect((await intruder.call('PUT', `/api/me/absences/${id}`, { from: day(2), to: day(3), timeZone: 'UTC', mode: 'extend' })).status).toBe(404);
    expect((await intruder.call('GET', '/api/me/absences', undefined, { Cookie: '' })).status).toBe(401);
    // An absence that is over stays as it was.
    const me = (await u.call('GET', '/api/me')).body.user.id;
    await env.DB.prepare(`INSERT INTO absences (id, user_id, starts_at, ends_at, mode, from_date, to_date, time_zone, created_at) VALUES ('oldone', ?, ?, ?, 'extend', ?, ?, 'UTC', ?)`)
      .bind(me, dayStart(-5), dayStart(-2), day(-5), day(-3), Date.now() - 10 * DAY).run();
    expect((await u.call('DELETE', '/api/me/absences/oldone')).body.error).toBe('absence_over');
    expect((await u.call('PUT', '/api/me/absences/oldone', { from: day(20), to: day(21), timeZone: 'UTC', mode: 'extend' })).body.error).toBe('absence_over');
    expect((await u.call('DELETE', `/api/me/absences/${id}`)).status).toBe(200);
  });

  it('twenty declarations at once leave at most ten absences', async () => {
    const u = await register('al');
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => declare(u, { from: day(2 + i * 3), to: day(3 + i * 3), mode: 'extend' })));
    expect(all.filter((r) => r.status === 201).length).toBeLessThanOrEqual(10);
    expect(all.every((r) => r.status === 201 || r.body.error === 'absence_limit')).toBe(true);
    expect((await u.call('GET', '/api/me/absences')).body.absences.length).toBeLessThanOrEqual(10);
  });

  it('ten overlapping declarations at the same instant: exactly one is accepted, the others get absence_overlap', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await register('ao');
      const all = await Promise.all(Array.from({ length: 10 }, (_, i) => declare(u, { from: day(3 + (i % 3)), to: day(8 + (i % 2)), mode: 'extend' })));
      expect(all.filter((r) => r.status === 201).length, all.map((r) => r.status).join(',')).toBe(1);
      expect(all.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.error === 'absence_overlap')).toBe(true);
      const kept = (await u.call('GET', '/api/me/absences')).body.absences;
      expect(kept.length).toBe(1);
      // The refusals name the one absence that was kept.
      expect(all.filter((r) => r.status === 409).every((r) => r.body.id === kept[0].id)).toBe(true);
    }
  });

  it('two edits at the same instant cannot make two absences overlap', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await register('ap');
      const first = (await declare(u, { from: day(3), to: day(4), mode: 'extend' })).body.absence.id;
      const second = (await declare(u, { from: day(10), to: day(11), mode: 'extend' })).body.absence.id;
      const [one, two] = await Promise.all([
        u.call('PUT', `/api/me/absences/${first}`, { from: day(5), to: day(7), timeZone: 'UTC', mode: 'extend' }),
        u.call('PUT', `/api/me/absences/${second}`, { from: day(6), to: day(8), timeZone: 'UTC', mode: 'extend' }),
      ]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      const kept = (await u.call('GET', '/api/me/absences')).body.absences as { startsAt: number; endsAt: number }[];
      expect(kept.length).toBe(2);
      expect(kept[0]!.endsAt <= kept[1]!.startsAt).toBe(true);
    }
  });
});

describe('the header badge', () => {
  it('counts the matches waiting for you in one image, blank for visitors', async () => {
    const { away, other } = await match();
    const mine = await away.call('GET', '/api/me/waiting.svg');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    expect(mine.headers.get('X-Tenka-Waiting')).toBe('1');
    expect(mine.text).toContain('>1</text>');
    expect((await other.call('GET', '/api/me/waiting.svg')).headers.get('X-Tenka-Waiting')).toBe('0');
    const visitor = await other.call('GET', '/api/me/waiting.svg', undefined, { Cookie: '' });
    expect(visitor.status).toBe(200);
    expect(visitor.text).not.toContain('<text');
  });
});
