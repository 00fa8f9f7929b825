import { describe, expect, it } from 'vitest';
import { raw, register } from './helpers';
import { nextDeadline } from '../../worker/schedule';

describe('the referee', () => {
  it('runs a table: sees it all, pauses, resumes, extends, resolves, replaces a player', async () => {
    const ref = await register('ref');
    const [a, b, c] = [await register('ra'), await register('rb'), await register('rc')];
    const created = await ref.call('POST', '/api/matches', { game: 'sengoku', players: 2, referee: true, timer: { moveSeconds: 86400 } });
    expect(created.status).toBe(201);
    expect(created.body.you).toEqual({ seat: null, referee: true });
    expect(created.body.seats.map((s: any) => s.username)).toEqual([null, null]);
    expect(created.body.referee).toBe(ref.username);
    const id = created.body.id;
    expect((await ref.call('POST', `/api/matches/${id}/join`, {})).body.error).toBe('already_seated');
    await a.call('POST', `/api/matches/${id}/join`, {});
    const started = (await b.call('POST', `/api/matches/${id}/join`, {})).body;
    expect(started.status).toBe('active');

    // Only the referee may use the console.
    expect((await a.call('POST', `/api/matches/${id}/referee`, { action: 'pause' })).body.error).toBe('not_referee');
    expect((await ref.call('GET', `/api/matches/${id}/referee`)).body).toEqual({ refereeMoves: [], canPreview: false, canChangeOptions: false });
    // "My matches" lists the refereed match.
    const mine = (await ref.call('GET', '/api/matches')).body.find((m: any) => m.id === id);
    expect(mine.you).toEqual({ seat: null, referee: true });
    expect(mine.yourTurn).toBe(false);

    const mover = started.awaiting[0] === 0 ? a : b;
    // Pause: moves are refused, nothing is offered, the deadline stops.
    const paused = (await ref.call('POST', `/api/matches/${id}/referee`, { action: 'pause' })).body;
    expect(paused.paused).toBe(true);
    expect((await mover.call('GET', `/api/matches/${id}/moves`)).body).toEqual([]);
    const refused = await mover.call('POST', `/api/matches/${id}/moves`, { move: { type: 'roll' }, version: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('paused');
    const resumed = (await ref.call('POST', `/api/matches/${id}/referee`, { action: 'resume' })).body;
    expect(resumed.paused).toBe(false);
    expect((await mover.call('POST', `/api/matches/${id}/moves`, { move: { type: 'roll' }, version: 0 })).status).toBe(200);

    // Extend the deadline.
    const until = Date.now() + 3 * 86400_000;
    expect((await ref.call('POST', `/api/matches/${id}/referee`, { action: 'extend', until })).body.deadline).toBe(until);
    expect((await ref.call('POST', `/api/matches/${id}/referee`, { action: 'extend', until: 5 })).status).toBe(400);
    // A deadline no date can hold (past 8.64e15 ms, "Invalid Date") or more than a year ahead is refused; the deadline stays.
    for (const far of [9e15, Number.MAX_SAFE_INTEGER, Date.now() + 400 * 86400_000]) {
      const res = await ref.call('POST', `/api/matches/${id}/referee`, { action: 'extend', until: far });
      expect(res.status, String(far)).toBe(400);
      expect(res.body.message).toMatch(/^until: /);
    }
    expect((await ref.call('GET', `/api/matches/${id}`)).body.deadline).toBe(until);

    // Resolve now: the deadline's rule (here the bot finishes the turn) runs at once, and the log says so.
    const resolved = (await ref.call('POST', `/api/matches/${id}/referee`, { action: 'resolve', version: 1 })).body;
    expect(resolved.version).toBeGreaterThan(1);
    const log = (await ref.call('GET', `/api/matches/${id}/log`)).body;
    expect(log.some((e: any) => e.by === 'bot')).toBe(true);
    // The referee sees every move in the log; a player sees only their own.
    expect(log.filter((e: any) => e.index >= 0).every((e: any) => e.move)).toBe(true);

    // Replace a player: the seat passes to another account.
    const seatOfA = started.seats.find((s: any) => s.username === a.username).seat;
    const replaced = (await ref.call('POST', `/api/matches/${id}/referee`, { action: 'replace', seat: seatOfA, username: c.username })).body;
    expect(replaced.seats[seatOfA].username).toBe(c.username);
    expect((await a.call('GET', `/api/matches/${id}`)).body.you).toBeNull();
    expect((await c.call('GET', `/api/matches/${id}`)).body.you).toEqual({ seat: seatOfA });
    expect((await ref.call('POST', `/api/matches/${id}/referee`, { action: 'replace', seat: seatOfA, username: 'nobody-here' })).status).toBe(400);

    // Sengoku has no settings to change mid-match and no deadline rule to preview.
    expect((await ref.call('POST', `/api/matches/${id}/referee`, { action: 'options', options: { advanced: true }, reason: 'test' })).status).toBe(400);
    expect((await ref.call('POST', `/api/matches/${id}/referee`, { action: 'preview' })).status).toBe(400);
    expect((await ref.call('POST', `/api/matches/${id}/referee`, { action: 'options', options: {}, reason: '' })).body.message).toMatch(/reason/);

    // The referee writes to the table as seat -1 and reads everything.
    await a.call('GET', '/api/me');
    const note = await ref.call('POST', `/api/matches/${id}/messages`, { text: 'Orders are due Sunday.' });
    expect(note.body.from).toBe(-1);
    await c.call('POST', `/api/matches/${id}/messages`, { text: 'psst', to: [1 - seatOfA] });
    expect((await ref.call('GET', `/api/matches/${id}/messages`)).body.map((m: any) => m.text)).toEqual(['Orders are due Sunday.', 'psst']);
  });

  it('checks who calls before the body: anonymous 401, a player or stranger 403, only the referee learns what is malformed', async () => {
    const ref = await register('rk');
    const a = await register('rl');
    const id = (await ref.call('POST', '/api/matches', { game: 'sengoku', players: 2, referee: true })).body.id;
    const m = `/api/matches/${id}/referee`;
    await a.call('POST', `/api/matches/${id}/join`, {});
    for (const body of [{ action: 'nope' }, { action: 'extend', until: 'soon' }, { action: 'pause', extra: 1 }, '{']) {
      const anon = await raw('POST', m, body);
      expect(anon.status, JSON.stringify(body)).toBe(401);
      expect(anon.body.error).toBe('unauthenticated');
      for (const who of [a, await register('rs')]) {
        const res = await who.call('POST', m, body);
        expect(res.status, JSON.stringify(body)).toBe(403);
        expect(res.body.error).toBe('not_referee');
        expect(res.text).not.toMatch(/action|until|extend/i);
      }
      expect((await ref.call('POST', m, body)).status).toBe(400);
    }
    // A malformed body on a match that does not exist: 404, like a well-formed one.
    expect((await a.call('POST', '/api/matches/0123456789abcdef/referee', { action: 'nope' })).status).toBe(404);
  });

  it('sets deadlines from a calendar schedule, and validates it', async () => {
    const [a, b] = [await register('sa'), await register('sb')];
    const schedule = { kind: 'weekly', days: [0, 4], time: '00:00', timeZone: 'Europe/Paris' };
    const before = Date.now();
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, schedule })).body.id;
    const started = (await b.call('POST', `/api/matches/${id}/join`, {})).body;
    expect(started.schedule).toEqual(schedule);
    expect(started.deadline).toBeGreaterThanOrEqual(nextDeadline(schedule as any, before));
    expect(started.deadline).toBeLessThanOrEqual(nextDeadline(schedule as any, Date.now()));
    // The deadline belongs to the phase: moves inside it do not move it.
    const mover = started.awaiting[0] === 0 ? a : b;
    await mover.call('POST', `/api/matches/${id}/moves`, { move: { type: 'roll' }, version: 0 });
    expect((await a.call('GET', `/api/matches/${id}`)).body.deadline).toBe(started.deadline);

    const bad = await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, schedule: { kind: 'weekly', days: [0], time: '25:00', timeZone: 'Mars/Base' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/schedule\.time|schedule\.timeZone/);
    const both = await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, schedule: { kind: 'every', hours: 12 }, timer: { moveSeconds: 3600 } });
    expect(both.body.message).toMatch(/^schedule:/);
  });
});
