import { describe, expect, it } from 'vitest';
import { register } from './helpers';

/**
 * NIHON through the platform: a referee's table of six clans, orders as moves, early resolution
 * when every clan is final, the referee's preview (nothing stored) and "apply the deadline now"
 * (clans that sent nothing keep standing orders), all logged and replayable.
 */
describe('NIHON at a refereed table', () => {
  it('resolves early when all are final, previews without publishing, applies the deadline', async () => {
    const ref = await register('nref');
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => register(`np${i}`)));
    const created = await ref.call('POST', '/api/matches', { game: 'nihon', players: 6, referee: true, schedule: { kind: 'weekly', days: [0, 4], time: '00:00', timeZone: 'Europe/Paris' } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const p of players) expect((await p.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const start = (await ref.call('GET', `/api/matches/${id}`)).body;
    expect(start.status).toBe('active');
    expect(start.awaiting.length).toBe(6);
    expect(start.deadline).toBeGreaterThan(Date.now());
    const turnOf = (view: any) => view.turn;
    const startTurn = turnOf(start.view);

    // Turn 1: every clan marks its (empty) sheet final: the turn resolves at once.
    for (const [seat, p] of players.entries()) {
      const snap = (await p.call('GET', `/api/matches/${id}`)).body;
      expect(snap.you.seat).toBe(seat);
      const res = await p.call('POST', `/api/matches/${id}/moves`, { move: { type: 'mark-final' }, version: snap.version });
      expect(res.status, res.text).toBe(200);
    }
    const afterOne = (await ref.call('GET', `/api/matches/${id}`)).body;
    expect(turnOf(afterOne.view)).toBe(startTurn + 1);
    expect(afterOne.awaiting.length).toBe(6);

    // Turn 2: one clan marks final, the others send nothing. Preview stores nothing...
    const one = (await players[0]!.call('GET', `/api/matches/${id}`)).body;
    await players[0]!.call('POST', `/api/matches/${id}/moves`, { move: { type: 'mark-final' }, version: one.version });
    const before = (await ref.call('GET', `/api/matches/${id}`)).body;
    const console = (await ref.call('GET', `/api/matches/${id}/referee`)).body;
    expect(console.canPreview).toBe(true);
    const preview = await ref.call('POST', `/api/matches/${id}/referee`, { action: 'preview' });
    expect(preview.status).toBe(200);
    expect(turnOf(preview.body.view)).toBe(startTurn + 2);
    expect(preview.body.events.length).toBeGreaterThan(0);
    const unchanged = (await ref.call('GET', `/api/matches/${id}`)).body;
    expect(unchanged.version).toBe(before.version);
    expect(turnOf(unchanged.view)).toBe(startTurn + 1);
    // ...players cannot preview; the referee applies the deadline: the turn resolves with standing orders.
    expect((await players[1]!.call('POST', `/api/matches/${id}/referee`, { action: 'preview' })).body.error).toBe('not_referee');
    const resolved = await ref.call('POST', `/api/matches/${id}/referee`, { action: 'resolve', version: before.version });
    expect(resolved.status).toBe(200);
    const afterTwo = (await ref.call('GET', `/api/matches/${id}`)).body;
    expect(turnOf(afterTwo.view)).toBe(startTurn + 2);
    const log = (await ref.call('GET', `/api/matches/${id}/log`)).body;
    const deadlineEntry = log.find((e: any) => e.by === 'deadline');
    expect(deadlineEntry.seat).toBe(-1);
    expect(deadlineEntry.move.type).toBe('deadline');
    expect(deadlineEntry.move.seats.sort()).toEqual([1, 2, 3, 4, 5]);
    // The replay goes through the deadline step: the view at the last step equals the live one.
    const replayed = (await ref.call('GET', `/api/matches/${id}/history/${afterTwo.version}`)).body;
    expect(replayed.view).toEqual(afterTwo.view);
    // A clan's own view knows it missed nothing it should not see: clan 1 sees itself, not clan 2's draft.
    // The referee sees every clan's sheet; a clan sees only its own.
    expect(afterTwo.view.sheets).toHaveLength(6);
    const clan1 = (await players[1]!.call('GET', `/api/matches/${id}`)).body;
    expect(clan1.view.sheets).toBeUndefined();
    expect(clan1.view.me).toBeTruthy();
  });
});
