/**
 * Every route's answers against the OpenAPI description (GET /api/openapi.json): a tour that calls
 * each route at least once with a valid request (and a few with invalid ones), every answer checked
 * by test/worker/openapi-check.ts (a mismatch fails the test). The checker itself is shown to fail
 * on a wrong field. The routes the tour does not reach are listed in its last test's output.
 *
 *   npx vitest run --project worker test/worker/openapi-answers.test.ts
 */
import { describe, expect, it } from 'vitest';
import { register, settle, type Client } from './helpers';
import { anonymous, answerProblem, checked, CHECKED, openApi } from './openapi-check';
import { newSubscription } from './push-helpers';

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function finishDuel(id: string, a: Client, b: Client): Promise<void> {
  for (let guard = 0; guard < 600; guard++) {
    const m = (await a.call('GET', `/api/matches/${id}`)).body;
    if (m.status !== 'active') return;
    const mover = m.seats[m.awaiting[0]].username === a.username ? a : b;
    const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
    const res = await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version });
    expect(res.status, res.text).toBe(200);
  }
}

describe('answers fit the OpenAPI description', () => {
  it('the checker fails on a wrong field, a missing one, an undescribed status and an unknown route', async () => {
    const doc = await openApi();
    expect(answerProblem(doc, 'GET', '/api/health', 200, { ok: true })).toBeNull();
    expect(answerProblem(doc, 'GET', '/api/health', 200, { ok: 'yes' })).toMatch(/ok/);
    expect(answerProblem(doc, 'GET', '/api/matches/abc/moves', 200, [{ type: 'pass' }])).toBeNull();
    expect(answerProblem(doc, 'GET', '/api/matches/abc/moves', 200, [{ kind: 'pass' }])).toMatch(/type/);
    expect(answerProblem(doc, 'POST', '/api/auth/login', 200, { user: { id: 'x' }, token: 't' })).toMatch(/username/);
    expect(answerProblem(doc, 'GET', '/api/health', 404, { error: 'no_such_code', message: 'x' })).toMatch(/error/);
    expect(answerProblem(doc, 'GET', '/api/health', 404, { error: 'not_found', message: 'x' })).toBeNull();
    expect(answerProblem(doc, 'GET', '/api/nothing', 200, {})).toMatch(/no such operation/);
    expect(answerProblem(doc, 'POST', '/api/matches', 200, {})).toMatch(/status 200 is not described/);
  });

  it('a tour of every route, each answer checked', async () => {
    const a = checked(await register('oa'));
    const b = checked(await register('ob'));
    const anon = anonymous;
    const ok = async (p: Promise<{ status: number; text: string }>, status: number | number[] = 200) => {
      const r = await p;
      expect([status].flat(), r.text).toContain(r.status);
      return r as any;
    };

    await ok(anon.call('GET', '/api/health'));
    await ok(anon.call('GET', '/api/openapi.json'));
    await ok(anon.call('GET', '/api/games'));
    await ok(anon.call('GET', '/api/games/sengoku/moves.schema.json'));
    await ok(anon.call('GET', '/api/games/nope/moves.schema.json'), 404);
    for (const hostile of ['__proto__', 'constructor', 'toString', 'x'.repeat(5000), '%00']) {
      const res = await ok(anon.call('GET', `/api/games/${hostile}/moves.schema.json`), 404);
      expect(res.text.length).toBeLessThan(200);
    }
    await ok(anon.call('POST', '/api/auth/login', { username: a.username, password: 'correct horse battery' }));
    await ok(anon.call('POST', '/api/auth/login', { username: a.username, password: 'wrong horse battery' }), 401);
    await ok(a.call('GET', '/api/me'));
    await ok(anon.call('GET', '/api/me'), 401);
    await ok(a.call('POST', '/api/discord/link-code'), 201);
    await ok(a.call('DELETE', '/api/discord/link'));
    await ok(a.call('PUT', '/api/me/email', { email: `${a.username}@example.com`, password: 'correct horse battery' }));
    await ok(a.call('POST', '/api/me/email/resend'));
    await ok(a.call('DELETE', '/api/me/email', { password: 'correct horse battery' }));
    await ok(anon.call('POST', '/api/auth/verify-email', { token: 'x'.repeat(40) }), 400);
    await ok(anon.call('POST', '/api/auth/forgot', { email: `${a.username}@example.com` }));
    await ok(anon.call('POST', '/api/auth/reset', { token: 'x'.repeat(40), password: 'another horse battery' }), 400);
    await ok(a.call('PUT', '/api/me/notifications', { lang: 'fr' }));
    await ok(anon.call('GET', '/api/push/key'));
    await ok(a.call('GET', '/api/me/push'));
    const sub = await newSubscription();
    await ok(a.call('POST', '/api/me/push', { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }), 201);
    await ok(a.call('DELETE', '/api/me/push', { endpoint: sub.endpoint }));
    await ok(anon.call('GET', '/api/debug/mail'));
    await ok(anon.call('GET', '/api/debug/mail/view'));
    await ok(a.call('GET', '/api/me/absences'));
    const absence = await ok(a.call('POST', '/api/me/absences', { from: day(2), to: day(4), timeZone: 'UTC', mode: 'extend' }), 201);
    await ok(a.call('PUT', `/api/me/absences/${absence.body.absence.id}`, { from: day(2), to: day(5), timeZone: 'UTC', mode: 'extend' }));
    await ok(a.call('DELETE', `/api/me/absences/${absence.body.absence.id}`));
    await ok(a.call('GET', '/api/me/waiting.svg'));
    const token = await ok(a.call('POST', '/api/me/tokens', { name: 'tour', scopes: ['read'] }), 201);
    await ok(a.call('GET', '/api/me/tokens'));
    await ok(a.call('DELETE', `/api/me/tokens/${token.body.id}`));
    const robot = checked(await register('tourbot'));
    await ok(robot.call('POST', '/api/me/bot', { confirm: robot.username }));
    await ok(a.call('GET', '/api/me/profile'));
    await ok(a.call('PATCH', '/api/me/profile', { showHistory: true }));
    await ok(anon.call('GET', `/api/users/${a.username}/profile`));
    await ok(a.call('GET', '/api/me/ratings'));
    await ok(anon.call('GET', '/api/games/sengoku/leaderboard'));
    await ok(anon.call('GET', '/api/games/sengoku/completion'));
    const set = await ok(a.call('POST', '/api/corrections', { game: 'white-castle-duel', set: { title: 'Tour', changes: [{ component: 'influence', id: 'I-B02', field: 'icons', value: { flag: 1 }, source: 'our copy', confidence: 'one-source' }] } }), 201);
    await ok(anon.call('GET', `/api/corrections/${set.body.id}`));
    await ok(anon.call('GET', '/api/corrections?game=white-castle-duel'));
    await ok(a.call('DELETE', `/api/corrections/${set.body.id}`));

    // A public Sengoku match, from the lobby to its end.
    const m = await ok(a.call('POST', '/api/matches', { game: 'sengoku', players: 2, public: true, botLevel: 'easy' }), 201);
    const id = m.body.id;
    await ok(anon.call('GET', '/api/lobby'));
    await ok(anon.call('GET', '/api/lobby/replacements'));
    await ok(a.call('GET', `/api/me/notifications/${id}`));
    await ok(a.call('PUT', `/api/me/notifications/${id}`, { email: false }));
    await ok(a.call('DELETE', `/api/me/notifications/${id}`));
    await ok(a.call('GET', `/api/matches/${id}/hooks`));
    const hook = await ok(a.call('POST', `/api/matches/${id}/hooks`, { kind: 'webhook', url: 'http://127.0.0.1:9/hook' }), 201);
    await ok(a.call('DELETE', `/api/matches/${id}/hooks/${hook.body.id}`));
    await ok(b.call('POST', `/api/matches/${id}/join`, {}));
    await ok(anon.call('GET', '/api/lobby/live'));
    await ok(a.call('GET', '/api/matches'));
    await ok(a.call('GET', `/api/matches/${id}`));
    await ok(a.call('POST', `/api/matches/${id}/mail-tags/revoke`));
    await ok(a.call('GET', `/api/matches/${id}/page`));
    await ok(a.call('GET', `/api/matches/${id}/moves`));
    await ok(a.call('POST', `/api/matches/${id}/moves`, { move: { type: 'no-such-move' }, version: 0 }), [400, 403, 422]);
    await ok(a.call('POST', `/api/matches/${id}/messages`, { text: 'hello' }), 201);
    await ok(a.call('GET', `/api/matches/${id}/messages`));
    await ok(a.call('POST', `/api/matches/${id}/seen`, { version: 1, message: 0 }));
    await ok(a.call('GET', `/api/matches/${id}/ping`));
    await ok(a.call('GET', `/api/matches/${id}/log`));
    await ok(a.call('GET', `/api/matches/${id}/history/0`));
    await ok(a.call('GET', `/api/matches/${id}/reliability`));
    await ok(a.call('GET', `/api/matches/${id}/referee`), 403);
    await ok(a.call('POST', `/api/matches/${id}/referee`, { action: 'pause' }), 403);
    await ok(a.call('POST', `/api/matches/${id}/end`, { version: (await a.call('GET', `/api/matches/${id}`)).body.version, accept: true }));
    await ok(a.call('GET', `/api/matches/${id}/summary`), 409);
    await finishDuel(id, a, b);
    await settle(id);
    await ok(a.call('GET', `/api/matches/${id}/summary`));
    await ok(a.call('GET', `/api/matches/${id}/ratings`));
    await ok(a.call('GET', `/api/matches/${id}/export`));
    await ok(a.call('GET', `/api/matches/${id}/archive`));
    await ok(a.call('GET', `/api/matches/${id}/card.png`));
    await ok(b.call('POST', `/api/matches/${id}/rematch/decline`));
    await ok(a.call('POST', `/api/matches/${id}/rematch`), 409);

    // An open match: seats for the bot, leaving, cancelling; a running one: resigning, taking a seat.
    const open = (await ok(a.call('POST', '/api/matches', { game: 'sengoku', players: 3 }), 201)).body.id;
    await ok(a.call('POST', `/api/matches/${open}/seats/2/bot`));
    await ok(a.call('POST', `/api/matches/${open}/seats/2/handover`), [200, 409]);
    await ok(b.call('POST', `/api/matches/${open}/join`, {}));
    await ok(b.call('POST', `/api/matches/${open}/leave`), [200, 409]);
    await ok(a.call('POST', `/api/matches/${open}/cancel`, {}));
    const run = (await ok(a.call('POST', '/api/matches', { game: 'sengoku', players: 2 }), 201)).body.id;
    await ok(b.call('POST', `/api/matches/${run}/join`, {}));
    await ok(b.call('POST', `/api/matches/${run}/seats/0/take`), 409);
    await ok(b.call('POST', `/api/matches/${run}/resign`, { version: (await b.call('GET', `/api/matches/${run}`)).body.version }));
    await ok(anon.call('POST', '/api/lobby/quick', { game: 'sengoku' }), 401);
    await ok(a.call('POST', '/api/lobby/quick', { game: 'white-castle-duel' }), 201);
    await ok(anon.call('GET', '/oembed?url=http://localhost/rules/sengoku/'), 404);

    await ok(anon.call('GET', '/api/debug/d1'));
    await ok(anon.call('GET', '/api/mail/unsubscribe?t=bad'), 400);
    await ok(anon.call('POST', '/api/mail/unsubscribe?t=bad'), 400);
    await ok(a.call('POST', '/api/auth/logout'));
    const gone = checked(await register('oc'));
    await ok(gone.call('DELETE', '/api/me', { confirm: gone.username }));
    await ok(anon.call('POST', '/api/auth/register', { username: `od${Date.now() % 1e6}`, password: 'correct horse battery' }), 201);
  }, 120_000);

  it('lists the routes whose answers the tour checked, and those it did not reach', async () => {
    const doc = await openApi();
    const all = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const reached = new Set([...CHECKED].map((k) => k.split(' ').slice(0, 2).join(' ')));
    const missed = all.filter((k) => !reached.has(k));
    console.log(`answers checked on ${reached.size} of ${all.length} operations; not reached: ${missed.join(', ')}`);
    // The socket (a 101, no JSON) and Discord's signed endpoint are tested in their own files.
    expect(missed.filter((k) => !['GET /api/matches/{id}/ws', 'POST /api/discord/interactions'].includes(k))).toEqual([]);
  });
});
