import { describe, expect, it } from 'vitest';
import { register } from './helpers';

describe('timers per kind of wait', () => {
  it('gives the Tea Ceremony its own timer, one deadline for the whole wait', async () => {
    const [a, b, c] = [await register('ta'), await register('tb'), await register('tc')];
    const bad = await a.call('POST', '/api/matches', { game: 'rising-sun', players: 3, timer: { moveSeconds: 86400, perKind: { lunch: 3600 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^timer\.perKind\.lunch: .*tea/);
    expect((await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 86400, perKind: { tea: 3600 } } })).body.message).toMatch(/no kinds of wait/);

    const games = (await a.call('GET', '/api/games')).body;
    expect(games.find((g: any) => g.id === 'rising-sun').timerKinds.map((k: any) => k.key)).toContain('bid');

    const id = (await a.call('POST', '/api/matches', { game: 'rising-sun', players: 3, timer: { moveSeconds: 86400, perKind: { tea: 7200 } } })).body.id;
    await b.call('POST', `/api/matches/${id}/join`, {});
    const t0 = Date.now();
    const started = (await c.call('POST', `/api/matches/${id}/join`, {})).body;
    expect(started.timerPerKind).toEqual({ tea: 7200 });
    expect(started.awaiting.length).toBe(3); // everyone at the Tea Ceremony
    expect(started.deadline).toBeGreaterThanOrEqual(t0 + 7200_000 - 5000);
    expect(started.deadline).toBeLessThanOrEqual(Date.now() + 7200_000);
    // A clan says ready: same wait, same deadline.
    const who = [a, b, c].find((x) => started.seats.find((s: any) => s.username === x.username).seat === started.awaiting[0])!;
    const res = await who.call('POST', `/api/matches/${id}/moves`, { move: { type: 'ready' }, version: started.version });
    expect(res.status, res.text).toBe(200);
    const after = (await a.call('GET', `/api/matches/${id}`)).body;
    expect(after.awaiting.length).toBe(2);
    expect(after.deadline).toBe(started.deadline);
  });
});
