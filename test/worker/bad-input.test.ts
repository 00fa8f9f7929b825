/**
 * The bad-input sweep (issue 12): several hundred malformed requests over every API route, written
 * as data (route × method × body × identity × headers). It ends with no 5xx, every refusal a JSON
 * `{error, message}`, and the match exactly as it was (snapshot, log, messages, hooks).
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, register } from './helpers';
import { STATUS } from '../../worker/errors';
import { createApi } from '../../worker/api';

type Body = string | undefined; // raw text sent as is (undefined: no body)
const j = (v: unknown): string => JSON.stringify(v);
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Bodies every JSON route is tried with. */
const GENERIC: Body[] = [
  undefined, '', '{', '{"a":', '}', 'null', '[]', '"text"', '123', 'true', '{"a":1,}', "{'a':1}", '\u0000', '\uFEFF{}',
  j({ __proto__: null, x: 1 }), '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}',
  `{"a":${deep(40)}}`, `{"a":${deep(5000)}}`, j({ a: 'x'.repeat(70_000) }), j(Array(20_000).fill(0)), j({ unknown: 1 }),
];

/** Route-specific malformed bodies (wrong types, missing fields, unknown fields, out of range). */
const CREDS: Body[] = [
  j({ username: 123, password: 'a long passphrase' }), j({ username: 'abc' }), j({ password: 'a long passphrase' }),
  j({ username: 'ok_name', password: 'short' }), j({ username: 'bad name!', password: 'a long passphrase' }),
  j({ username: 'x'.repeat(1000), password: 'a long passphrase' }), j({ username: 'ok_name', password: 'p'.repeat(300) }),
  j({ username: { $gt: '' }, password: { $gt: '' } }), j({ username: 'ok_name', password: 'a long passphrase', admin: true }),
  j({ username: ['a', 'b', 'c'], password: 'a long passphrase' }), j({ username: null, password: null }),
];
const CREATE: Body[] = [
  j({ game: 'nope', players: 2 }), j({ game: 'sengoku', players: 'two' }), j({ game: 'sengoku', players: 99 }),
  j({ game: 'sengoku', players: 2.5 }), j({ game: 'sengoku', players: -1 }), j({ game: 'sengoku', players: 2, extra: 1 }),
  j({ game: 'sengoku', players: 2, timer: { moveSeconds: -1 } }), j({ game: 'sengoku', players: 2, timer: { moveSeconds: 'soon' } }),
  j({ game: 'sengoku', players: 2, timer: { moveSeconds: 3600, perKind: { tea: 3600 } } }),
  j({ game: 'sengoku', players: 2, schedule: { kind: 'weekly', days: [9], time: '25:00', timeZone: 'Mars/Olympus' } }),
  j({ game: 'sengoku', players: 2, schedule: { kind: 'every', hours: 0 } }), j({ game: 'sengoku', players: 2, referee: 'yes' }), j({ game: 'sengoku', players: 2, rated: 'yes' }), j({ game: 'sengoku', players: 2, rated: null }),
  j({ game: 'sengoku', players: 2, options: 'x'.repeat(100) }), j({ game: 'sengoku', players: 2, options: { advanced: 'maybe' } }),
  j({ game: 'sengoku', players: 2, timer: { moveSeconds: 3600 }, schedule: { kind: 'every', hours: 4 } }),
  j({ game: { $ne: null }, players: 2 }), j({ game: '', players: 2 }), j({ game: 'x'.repeat(100), players: 2 }),
];
const MOVES = (v: number): Body[] => [
  j({ move: 'pass', version: v }), j({ move: {}, version: v }), j({ move: { type: '' }, version: v }), j({ move: { type: 123 }, version: v }),
  j({ move: { type: 'no-such-move' }, version: v }), j({ move: { type: 'no-such-move', junk: 'x'.repeat(60_000) }, version: v }),
  j({ move: { type: 'x' }, version: -1 }), j({ move: { type: 'x' }, version: 1.5 }), j({ move: { type: 'x' }, version: '0' }),
  j({ move: { type: 'x' }, version: 1e308 }), j({ move: { type: 'x' } }), j({ version: v }), j({ move: { type: 'x' }, version: v, extra: 1 }),
  `{"move":{"type":"no-such-move","__proto__":{"type":"pass"}},"version":${v}}`, j({ move: null, version: v }), j({ move: [], version: v }),
  j({ move: { type: 'no-such-move', deep: JSON.parse(deep(30)) }, version: v }), `{"move":{"type":"x","a":${deep(2000)}},"version":${v}}`,
];
const REFEREE: Body[] = [
  j({ action: 'nope' }), j({ action: 'pause', extra: 1 }), j({ action: 'extend', until: 'tomorrow' }), j({ action: 'extend' }),
  j({ action: 'replace', seat: -5, username: 'ghost' }), j({ action: 'replace', seat: 'one', username: 7 }), j({ action: 'replace', seat: 0, username: '' }),
  j({ action: 'options', options: { a: 1 }, reason: '' }), j({ action: 'options', reason: 'x'.repeat(600) }), j({ action: 'move', move: {} }),
  j({ action: 'move', move: { type: 'x', junk: 'y'.repeat(70_000) } }), j({ action: ['pause'] }), j({ action: null }),
];
const MESSAGES: Body[] = [
  j({ text: '' }), j({ text: '   ' }), j({ text: 123 }), j({ text: 'x'.repeat(2001) }), j({ text: 'hi', to: 'all' }), j({ text: 'hi', to: [1.5] }),
  j({ text: 'hi', to: Array(11).fill(0) }), j({ text: 'hi', extra: 1 }), j({ text: ['hi'] }), j({ text: { toString: 'hi' } }), j({ to: [0] }),
  j({ text: 'hi', to: [{ seat: 0 }] }),
];
const HOOKS: Body[] = [
  j({ kind: 'webhook', url: 'not a url' }), j({ kind: 'webhook', url: 'javascript:alert(1)' }), j({ kind: 'webhook', url: 'file:///etc/passwd' }),
  j({ kind: 'webhook', url: 'ftp://example.com/x' }), j({ kind: 'pigeon', url: 'https://example.com/h' }), j({ kind: 'webhook' }), j({ url: 'https://example.com/h' }),
  j({ kind: 'webhook', url: `https://example.com/${'x'.repeat(600)}` }), j({ kind: 'webhook', url: 'https://169.254.169.254/' }),
  j({ kind: 'discord', url: 'https://discord.com:8443/api/webhooks/1/x' }), j({ kind: 'webhook', url: 'https://example.com/h', secret: 'mine' }),
  j({ kind: 'webhook', url: 'https://[::1]/' }), j({ kind: 'webhook', url: 'https://0x7f.1/' }), j({ kind: 'webhook', url: 123 }),
];
const EMAILS: Body[] = [
  j({ email: 'no-at-sign' }), j({ email: `${'x'.repeat(250)}@example.com` }), j({ email: 'a b@example.com' }), j({ email: 'a@b.example\r\nBcc: x@y.example' }),
  j({ email: '<a@b.example>' }), j({ email: 123 }), j({ email: ['a@b.example'] }), j({ email: 'a@b.example', lang: 'xx' }), j({ email: 'a@b.example', admin: true }),
  j({ email: { $ne: null } }), j({ email: '' }),
];
const TOKENS: Body[] = [
  j({ token: 'x' }), j({ token: 'g'.repeat(64) }), j({ token: 123 }), j({ token: '0'.repeat(64), extra: 1 }), j({ token: '0'.repeat(64), password: 'short' }),
  j({ token: '0'.repeat(64), password: 'p'.repeat(300) }), j({ token: ['0'.repeat(64)] }), j({ token: '0'.repeat(6400) }),
];
const NOTIFY: Body[] = [
  j({ settings: { timeZone: 'Mars/Olympus' } }), j({ settings: { quiet: { from: '25:00', to: '07:00' } } }), j({ settings: { batching: 'weekly' } }),
  j({ settings: { deadlineWarnings: [5] } }), j({ settings: { digestHour: 24 } }), j({ settings: { events: { turn: 'yes' } } }), j({ settings: { email: 1 } }),
  j({ settings: { unknown: 1 } }), j({ lang: 'xx' }), j({ settings: 'all' }), j({ settings: { timeZone: 'x'.repeat(100) } }),
];
const INTERACTIONS: Body[] = [j({ type: 1 }), j({ type: 2, data: { name: 'link' } }), '{"type":', j({ type: 'ping' })];

const BAD_IDS = ['zzzz', '0123456789abcdeg', '0123456789ABCDEF', '..', '%2e%2e', '%00', 'x'.repeat(300), 'ffffffffffffffff', '-1', ' '];

describe('bad-input sweep', () => {
  it('several hundred malformed requests over every route: no 5xx, JSON refusals, the match unchanged', { timeout: 180_000 }, async () => {
    const alice = await register('bx');
    const bob = await register('by');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id as string;
    await bob.call('POST', `/api/matches/${id}/join`, {});
    const hook = (await alice.call('POST', `/api/matches/${id}/hooks`, { kind: 'webhook', url: 'https://example.com/hook' })).body;
    await alice.call('POST', `/api/matches/${id}/messages`, { text: 'before the sweep' });

    const state = async () => JSON.stringify(await Promise.all([
      alice.call('GET', `/api/matches/${id}`), bob.call('GET', `/api/matches/${id}`), alice.call('GET', `/api/matches/${id}/log`),
      alice.call('GET', `/api/matches/${id}/messages`), bob.call('GET', `/api/matches/${id}/messages`), alice.call('GET', `/api/matches/${id}/hooks`),
      alice.call('GET', `/api/matches/${id}/export`).then((r) => ({ ...r, body: { ...r.body, exportedAt: undefined } })),
    ].map((p) => p.then((r) => ({ status: r.status, body: r.body })))));
    const before = await state();
    const version = (await alice.call('GET', `/api/matches/${id}`)).body.version as number;

    // Who sends it: the two players, nobody, and forged credentials.
    type Who = { name: string; headers: Record<string, string> };
    const WHO: Who[] = [
      { name: 'alice', headers: { Cookie: alice.cookie } },
      { name: 'bob-bearer', headers: { Authorization: `Bearer ${bob.token}` } },
      { name: 'anonymous', headers: {} },
      { name: 'bad-cookie', headers: { Cookie: 'tenka_session=garbage%%%; tenka_session=; =;;' } },
      { name: 'bad-bearer', headers: { Authorization: `Bearer ${'A'.repeat(5000)}` } },
      { name: 'basic-auth', headers: { Authorization: 'Basic YWxpY2U6cGFzcw==' } },
    ];
    const EXTRA_HEADERS: Record<string, string>[] = [
      { 'Content-Type': 'text/plain' }, { 'Content-Type': 'application/x-www-form-urlencoded' }, { 'Content-Type': 'application/json; charset=utf-7' },
      { Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Content-Length': '999999999' },
    ];

    type Case = { method: string; path: string; body?: Body; headers: Record<string, string>; label: string };
    const cases: Case[] = [];
    const add = (method: string, path: string, bodies: Body[], who: Who[] = WHO) => {
      for (const w of who) for (const body of bodies) {
        cases.push({ method, path, body, headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...w.headers }, label: `${w.name} ${method} ${path} ${String(body).slice(0, 60)}` });
      }
    };
    const players = WHO.slice(0, 2);
    const strangers = WHO.slice(2);
    const m = `/api/matches/${id}`;

    // JSON routes: generic and specific bodies.
    add('POST', '/api/auth/register', [...GENERIC, ...CREDS], strangers);
    add('POST', '/api/auth/login', [...GENERIC, ...CREDS], strangers);
    add('POST', '/api/auth/logout', [undefined, '{', j({ all: true })], strangers);
    add('POST', '/api/matches', [...GENERIC, ...CREATE], [WHO[0]!, ...strangers.slice(0, 2)]);
    add('POST', `${m}/moves`, [...GENERIC, ...MOVES(version), ...MOVES(version + 7), ...MOVES(version - 1)], [...players, WHO[2]!]);
    add('POST', `${m}/referee`, [...GENERIC, ...REFEREE], [...players, WHO[3]!]);
    add('POST', `${m}/messages`, [...GENERIC.filter((b) => b !== j({ unknown: 1 })), ...MESSAGES], [...players, WHO[4]!]);
    add('POST', `${m}/hooks`, [...GENERIC, ...HOOKS], [...players, WHO[2]!]);
    add('POST', `${m}/join`, [undefined, '{', j({ seat: 5 }), `{"a":${deep(100)}}`], WHO);
    // A rematch of a match still being played: refused for everyone, nothing created.
    add('POST', `${m}/rematch`, [undefined, '{', j({ seat: 5 }), `{"a":${deep(100)}}`], WHO);
    for (const game of ['nope', '..', '%2e%2e', '%00', 'x'.repeat(300), '__proto__', 'SENGOKU']) cases.push({ method: 'GET', path: `/api/games/${game}/leaderboard`, headers: {}, label: `leaderboard ${game.slice(0, 20)}` });
    for (const limit of ['0', '51', '-1', 'abc', '1e3', '', '%00', '9'.repeat(400)]) cases.push({ method: 'GET', path: `/api/games/sengoku/leaderboard?limit=${limit}`, headers: {}, label: `leaderboard limit ${limit.slice(0, 20)}` });
    add('POST', '/api/discord/interactions', [...INTERACTIONS, ...GENERIC.slice(0, 6)], [WHO[2]!]);
    // E-mail routes (malformed only: nothing here may change an account).
    add('PUT', '/api/me/email', [...GENERIC, ...EMAILS], [WHO[0]!, ...strangers]);
    add('POST', '/api/auth/forgot', [...GENERIC, ...EMAILS], strangers);
    add('POST', '/api/auth/verify-email', [...GENERIC, ...TOKENS], strangers);
    add('POST', '/api/auth/reset', [...GENERIC, ...TOKENS], strangers);
    add('PUT', '/api/me/notifications', [...GENERIC.filter((b) => b !== undefined && b !== '{}' && b !== '\uFEFF{}'), ...NOTIFY], [WHO[0]!, ...strangers]);
    add('PUT', `/api/me/notifications/${id}`, [...GENERIC, j({ email: 'no' }), j({ events: { turn: 1 } })], [WHO[0]!, ...strangers]);
    add('DELETE', '/api/me', [...GENERIC, j({ confirm: 'someone else' }), j({ confirm: 123 }), j({ confirm: alice.username.toUpperCase() })], [WHO[0]!, ...strangers]);
    for (const t of ['', 'x', 'a.b', `${'A'.repeat(600)}.${'A'.repeat(43)}`, '%00', `${'A'.repeat(10)}.${'B'.repeat(43)}`]) {
      for (const method of ['GET', 'POST']) cases.push({ method, path: `/api/mail/unsubscribe?t=${encodeURIComponent(t)}`, headers: {}, label: `unsubscribe ${method} ${t.slice(0, 20)}` });
    }
    for (const bad of BAD_IDS) cases.push({ method: 'GET', path: `/api/me/notifications/${encodeURIComponent(bad)}`, headers: { Cookie: alice.cookie }, label: `override bad id ${bad}` });
    // Wrong or forged headers on the JSON routes, with an otherwise well-formed body.
    for (const h of EXTRA_HEADERS) {
      for (const [path, body] of [[`${m}/moves`, j({ move: { type: 'no-such-move' }, version })], [`${m}/messages`, j({ text: 'sneaky' })], [`${m}/referee`, j({ action: 'pause' })], [`${m}/hooks`, j({ kind: 'webhook', url: 'https://example.com/x' })], ['/api/auth/login', j({ username: alice.username, password: 'wrong password' })]] as const) {
        cases.push({ method: 'POST', path, body, headers: { 'Content-Type': 'application/json', ...(path === '/api/auth/login' ? {} : { Cookie: alice.cookie }), ...h }, label: `header ${j(h)} POST ${path}` });
      }
    }
    // Bad ids on every per-match route, and bad sub-ids.
    const perMatch: [string, string][] = [['GET', ''], ['POST', '/join'], ['GET', '/moves'], ['POST', '/moves'], ['GET', '/referee'], ['POST', '/referee'], ['GET', '/messages'], ['POST', '/messages'],
      ['GET', '/hooks'], ['POST', '/hooks'], ['DELETE', '/hooks/abc'], ['GET', '/ping'], ['GET', '/log'], ['GET', '/history/1'], ['GET', '/export'], ['GET', '/ws'], ['POST', '/rematch']];
    for (const bad of BAD_IDS) for (const [method, sub] of perMatch) {
      cases.push({ method, path: `/api/matches/${encodeURIComponent(bad)}${sub}`, body: method === 'POST' ? j({ text: 'x', move: { type: 'x' }, version: 0 }) : undefined, headers: { Cookie: alice.cookie, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) }, label: `bad id ${bad} ${method} ${sub}` });
    }
    for (const step of ['-1', 'abc', '1e309', '1.5', '99999999', 'NaN', '0x10', '%00', ' ', 'Infinity']) {
      for (const w of WHO.slice(0, 3)) cases.push({ method: 'GET', path: `${m}/history/${encodeURIComponent(step)}`, headers: w.headers, label: `history ${step} as ${w.name}` });
    }
    for (const hookId of ['nope', '..', '%00', 'x'.repeat(300), `${hook.id}x`]) {
      for (const w of WHO) cases.push({ method: 'DELETE', path: `${m}/hooks/${encodeURIComponent(hookId)}`, headers: w.headers, label: `delete hook ${hookId} as ${w.name}` });
    }
    // The other routes, as strangers (a player's hook deletion and link removal are real actions).
    for (const w of strangers) {
      for (const [method, path] of [['GET', '/api/me'], ['POST', '/api/discord/link-code'], ['DELETE', '/api/discord/link'], ['GET', '/api/matches'], ['DELETE', `${m}/hooks/${hook.id}`],
        ['GET', `${m}/moves`], ['GET', `${m}/referee`], ['GET', `${m}/ws`], ['GET', '/api/games'], ['GET', '/api/health'], ['GET', '/api/me/ratings']] as const) {
        cases.push({ method, path, headers: w.headers, label: `${w.name} ${method} ${path}` });
      }
    }
    cases.push({ method: 'GET', path: `${m}/ws`, headers: { Cookie: alice.cookie, Upgrade: 'not-websocket' }, label: 'ws bad upgrade' });

    // ---- routes added since the sweep was written (issue 28): malformed or refused only, nothing may change ----
    const VERSIONED = (v: number): Body[] => [j({ version: -1 }), j({ version: 'x' }), j({ version: 1.5 }), j({ version: 1e308 }), j({ version: v, extra: 1 }),
      j({ version: v + 7 }), j({ version: v - 1 }), `{"version":${v},"__proto__":{"accept":true}}`, j({ version: JSON.parse(deep(20)) })];
    // Leaving a started match, cancelling it as a player, resigning or ending at a stale version: refused.
    add('POST', `${m}/leave`, [undefined, '{', j({ seat: 0 }), `{"a":${deep(100)}}`], WHO);
    add('POST', `${m}/cancel`, [...GENERIC, ...VERSIONED(version)], [...players, WHO[2]!]);
    add('POST', `${m}/resign`, [...GENERIC, ...VERSIONED(version), j({})], [...players, WHO[2]!, WHO[4]!]);
    add('POST', `${m}/end`, [...GENERIC, j({ version, accept: 'yes' }), j({ version, accept: true, kind: 'surrender' }), j({ version, accept: true, kind: 'x'.repeat(70_000) }),
      j({ version: version + 1, accept: true }), j({ version: version - 1, accept: true }), j({ version, accept: false }), j({ accept: true })], [...players, WHO[2]!]);
    for (const seat of ['0', '1', '99', '-1', 'x', '1.5', '%00', '9'.repeat(300)]) {
      for (const w of WHO) cases.push({ method: 'POST', path: `${m}/seats/${encodeURIComponent(seat)}/take`, headers: w.headers, label: `take seat ${seat.slice(0, 10)} as ${w.name}` });
    }
    add('POST', `${m}/seen`, [...GENERIC, j({ version: -1, message: 0 }), j({ version: 'x', message: 0 }), j({ version: 1e12, message: 0 })], [WHO[2]!, WHO[3]!]);
    add('POST', `${m}/rematch/decline`, [undefined, '{'], WHO);
    for (const q of ['game=chess', 'game=__proto__', 'lang=xx', 'rated=maybe', 'game=sengoku&game=nihon', 'unknown=1', `game=${'x'.repeat(300)}`, '%00=1']) {
      cases.push({ method: 'GET', path: `/api/lobby/replacements?${q}`, headers: {}, label: `replacements ${q.slice(0, 20)}` });
    }
    for (const q of ['before=x', 'before=1.', 'before=-1.zz', `before=${'9'.repeat(400)}.a`, 'game=nope', 'players=99', 'opt.nope=1', 'lang=xx']) {
      cases.push({ method: 'GET', path: `/api/lobby?${q}`, headers: {}, label: `lobby ${q.slice(0, 20)}` });
    }
    for (const game of ['nope', '__proto__', '%00', 'x'.repeat(300)]) cases.push({ method: 'GET', path: `/api/games/${encodeURIComponent(game)}/completion`, headers: {}, label: `completion ${game.slice(0, 20)}` });
    for (const name of ['nope-nobody', '__proto__', '%00', 'x'.repeat(300), '..']) cases.push({ method: 'GET', path: `/api/users/${encodeURIComponent(name)}/profile`, headers: {}, label: `profile ${name.slice(0, 20)}` });
    for (const [method, sub] of [['GET', '/reliability'], ['GET', '/ratings'], ['GET', '/summary'], ['GET', '/page'], ['GET', '/archive'], ['GET', '/card.png']] as const) {
      for (const w of [WHO[0]!, ...strangers]) cases.push({ method, path: `${m}${sub}`, headers: w.headers, label: `${w.name} ${method} ${sub}` });
      for (const bad of BAD_IDS.slice(0, 4)) cases.push({ method, path: `/api/matches/${encodeURIComponent(bad)}${sub}`, headers: {}, label: `bad id ${bad} ${sub}` });
    }
    add('PATCH', '/api/me/profile', [...GENERIC, j({ visibility: 'everyone' }), j({ favouriteGames: ['chess'] }), j({ favouriteGames: Array(100).fill('sengoku') }), j({ showRatings: 'yes' })], [WHO[0]!, ...strangers]);
    add('POST', '/api/me/absences', [...GENERIC, j({ from: 'tomorrow', to: 'later', timeZone: 'UTC', mode: 'extend' }), j({ from: '2026-01-02', to: '2026-01-01', timeZone: 'Mars/Olympus', mode: 'extend' }), j({ from: '2026-12-01', to: '2026-12-02', timeZone: 'UTC', mode: 'vanish' })], [WHO[0]!, ...strangers]);
    add('PUT', '/api/me/absences/nope', [...GENERIC.slice(0, 8)], [WHO[0]!, ...strangers]);
    add('POST', '/api/me/push', [...GENERIC, j({ endpoint: 'not a url', keys: {} }), j({ endpoint: 'http://169.254.169.254/', keys: { p256dh: 'x', auth: 'y' } }), j({ endpoint: `https://push.example/${'x'.repeat(3000)}`, keys: { p256dh: 'x', auth: 'y' } })], [WHO[0]!, ...strangers]);
    add('DELETE', '/api/me/email', [...GENERIC, j({ password: 'not the password' }), j({ password: 123 })], [WHO[0]!, ...strangers]);
    add('POST', '/api/corrections', [...GENERIC, j({ game: 'nope', title: 'x', set: {} }), j({ game: 'sengoku', title: '', set: 'x' }), j({ game: 'sengoku', title: 'x'.repeat(500), set: {} })], [WHO[0]!, ...strangers]);
    for (const cid of ['nope', '..', '%00', 'x'.repeat(300), '0123456789abcdef']) {
      for (const w of [WHO[0]!, WHO[2]!]) {
        cases.push({ method: 'DELETE', path: `/api/corrections/${encodeURIComponent(cid)}`, headers: w.headers, label: `delete correction ${cid.slice(0, 10)} as ${w.name}` });
        cases.push({ method: 'GET', path: `/api/corrections/${encodeURIComponent(cid)}`, headers: w.headers, label: `get correction ${cid.slice(0, 10)} as ${w.name}` });
      }
    }
    add('POST', '/api/lobby/quick', [...GENERIC, j({ game: 'chess' }), j({ game: 'sengoku', players: 99 }), j({ game: 'sengoku', lang: 'xx' })], strangers);
    // ---- routes added later still (tokens, bot accounts, bot seats, play by mail, the OpenAPI document, the account's reads) ----
    add('POST', '/api/me/tokens', [...GENERIC, j({ name: 'x'.repeat(1000), scopes: ['read'] }), j({ name: 'ok', scopes: ['admin'] }), j({ name: '\u0000\u200b', scopes: ['read'] }),
      j({ name: 'ok', scopes: [] }), j({ name: 'ok', scopes: Array(100).fill('read') }), '{"name":"ok","scopes":["read"],"__proto__":{"admin":true}}', j({ name: ['ok'], scopes: 'read' })], [WHO[0]!, ...strangers]);
    add('POST', '/api/me/bot', [...GENERIC, j({ confirm: 'someone else' }), j({ confirm: 123 }), j({ confirm: 'x'.repeat(1000) })], [WHO[0]!, ...strangers]);
    add('POST', '/api/me/email/resend', [...GENERIC.slice(0, 8)], strangers);
    add('DELETE', '/api/me/push', [...GENERIC, j({ endpoint: 'x'.repeat(5000) }), j({ endpoint: 123 })], [WHO[0]!, ...strangers]);
    for (const bad of ['nope', '..', '%00', 'x'.repeat(300), '__proto__']) {
      for (const w of [WHO[0]!, WHO[2]!]) {
        for (const path of [`/api/me/tokens/${encodeURIComponent(bad)}`, `/api/me/absences/${encodeURIComponent(bad)}`, `/api/me/notifications/${encodeURIComponent(bad)}`]) {
          cases.push({ method: 'DELETE', path, headers: w.headers, label: `delete ${path.slice(0, 30)} as ${w.name}` });
        }
      }
    }
    for (const seat of ['1', '99', '-1', 'x', '%00', '9'.repeat(300)]) {
      for (const action of ['bot', 'handover']) for (const w of [WHO[1]!, ...strangers]) cases.push({ method: 'POST', path: `${m}/seats/${encodeURIComponent(seat)}/${action}`, headers: w.headers, label: `${action} seat ${seat.slice(0, 10)} as ${w.name}` });
    }
    for (const w of strangers) cases.push({ method: 'POST', path: `${m}/mail-tags/revoke`, headers: w.headers, label: `revoke mail tags as ${w.name}` });
    for (const bad of BAD_IDS.slice(0, 4)) cases.push({ method: 'POST', path: `/api/matches/${encodeURIComponent(bad)}/mail-tags/revoke`, headers: { Cookie: alice.cookie }, label: `revoke mail tags bad id ${bad}` });
    for (const game of ['nope', '__proto__', '%00', 'x'.repeat(300), 'SENGOKU']) cases.push({ method: 'GET', path: `/api/games/${encodeURIComponent(game)}/moves.schema.json`, headers: {}, label: `moves schema ${game.slice(0, 20)}` });
    for (const q of ['', 'game=chess', 'game=__proto__', 'lang=xx', 'limit=-1', 'limit=9999', `game=${'x'.repeat(300)}`, '%00=1']) {
      cases.push({ method: 'GET', path: `/api/lobby/live?${q}`, headers: {}, label: `live ${q.slice(0, 20)}` });
      cases.push({ method: 'GET', path: `/api/corrections?${q}`, headers: {}, label: `corrections ${q.slice(0, 20)}` });
    }
    for (const w of WHO) {
      for (const path of ['/api/me/tokens', '/api/me/push', '/api/me/profile', '/api/me/absences', '/api/me/waiting.svg', '/api/push/key', '/api/openapi.json']) {
        cases.push({ method: 'GET', path, headers: w.headers, label: `${w.name} GET ${path}` });
      }
    }
    for (const q of ['match=x', 'match=%00', `match=${'f'.repeat(300)}`, 'to=%00', `id=${'x'.repeat(300)}`]) {
      for (const path of ['/api/debug/d1', '/api/debug/mail', '/api/debug/mail/view']) cases.push({ method: 'GET', path: `${path}?${q}`, headers: {}, label: `${path} ${q.slice(0, 20)}` });
    }
    for (const q of ['', 'url=x', 'url=javascript:alert(1)', `url=${encodeURIComponent(`${BASE}/${'x'.repeat(3000)}`)}`, 'url=http://evil.example/rules/sengoku/', 'format=xml&url=x', 'maxwidth=-1&url=x']) {
      cases.push({ method: 'GET', path: `/oembed?${q}`, headers: {}, label: `oembed ${q.slice(0, 30)}` });
    }
    // Unknown routes and methods.
    for (const [method, path] of [['GET', '/api/nope'], ['PUT', `${m}/moves`], ['PATCH', `${m}`], ['DELETE', '/api/auth/login'], ['POST', '/api/health']] as const) {
      cases.push({ method, path, headers: { Cookie: alice.cookie }, label: `${method} ${path}` });
    }

    const fiveXX: string[] = [];
    const notJson: string[] = [];
    const statuses: Record<number, number> = {};
    const accepted: string[] = [];
    for (const c of cases) {
      const res = await SELF.fetch(`${BASE}${c.path}`, { method: c.method, headers: c.headers, body: c.body, redirect: 'manual' });
      const text = await res.text();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status < 300) accepted.push(`${res.status} ${c.label}`);
      // oEmbed has its own answers (its spec: 501 for a format it does not offer, `{error: {code, message}}`).
      if (c.path.startsWith('/oembed')) {
        const expected = /format=(?!json)/.test(c.path) ? 501 : null;
        if (expected ? res.status !== expected : res.status >= 500) fiveXX.push(`${res.status} ${c.label}: ${text.slice(0, 200)}`);
        try { JSON.parse(text); } catch { notJson.push(`${res.status} ${c.label}: ${text.slice(0, 120)}`); }
        continue;
      }
      if (res.status >= 500) fiveXX.push(`${res.status} ${c.label}: ${text.slice(0, 200)}`);
      if (res.status >= 400) {
        let body: any = null;
        try { body = JSON.parse(text); } catch { /* not JSON */ }
        if (!body || typeof body.error !== 'string' || !(body.error in STATUS) || typeof body.message !== 'string') notJson.push(`${res.status} ${c.label}: ${text.slice(0, 120)}`);
      }
    }
    console.log(`bad-input sweep: ${cases.length} requests`, statuses, accepted);
    expect(cases.length).toBeGreaterThanOrEqual(500);
    expect(fiveXX).toEqual([]);
    expect(notJson).toEqual([]);
    expect(await state()).toBe(before);
    // Every route the app registers met at least one request of the sweep (a route added later fails here until it is swept).
    const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
    const swept = cases.map((c) => ({ method: c.method, path: c.path.split('?')[0]! }));
    const routes = [...new Set(createApi().routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} /api${r.path}`)), 'GET /oembed'];
    const unswept = routes.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      const re = pattern(path);
      return !swept.some((c) => c.method === method && re.test(c.path));
    });
    expect(unswept, 'routes no request of the sweep reached').toEqual([]);
  });
});
