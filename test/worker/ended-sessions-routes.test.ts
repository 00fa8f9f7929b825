/**
 * Every route of the app meets an ended session (issue 28, finding 1), walked from the app's own
 * route list (`createApi().routes`), so a route added later fails here until it says how: a route
 * that grants or reads something of the account refuses it (401, checked in D1 before the body is
 * acted on); a route a match object answers, or one anybody may call, gives it nothing anonymous
 * would not get. Each route is called with a well-formed body, so a 401 is the session's doing.
 */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../worker/api';
import { raw, register, type Client } from './helpers';

const PASSWORD = 'correct horse battery';

type Meets =
  /** 401 `unauthenticated`: the route checks the session in D1 (`openUser`, `grantingCaller`). */
  | 'refused'
  /** Answered by a match object or open to anyone: never a success that anonymous would not get too. */
  | 'as-anonymous'
  /** Acts on no session (login, a mailed token, Discord's signature): not called here. */
  | 'no-session';

type Ctx = { id: string; host: Client; stale: Client };
type Row = { meets: Meets; body?: (x: Ctx) => unknown };

const refused = (body?: (x: Ctx) => unknown): Row => ({ meets: 'refused', body });
const asAnonymous = (body?: (x: Ctx) => unknown): Row => ({ meets: 'as-anonymous', body });
const NO_SESSION: Row = { meets: 'no-session' };

/** How each route of `createApi()` meets an ended session (paths as the app registers them, under /api). */
const ROUTES: Record<string, Row> = {
  // Accounts, sessions, tokens: the account's own things, all checked in D1.
  'POST /auth/register': NO_SESSION,
  'POST /auth/login': NO_SESSION,
  'POST /auth/logout': NO_SESSION,
  'POST /auth/forgot': NO_SESSION,
  'POST /auth/reset': NO_SESSION,
  'POST /auth/verify-email': NO_SESSION,
  'GET /mail/unsubscribe': NO_SESSION,
  'POST /mail/unsubscribe': NO_SESSION,
  'POST /discord/interactions': NO_SESSION,
  'GET /me': refused(),
  'DELETE /me': refused((x) => ({ confirm: x.stale.username })),
  'POST /me/bot': refused((x) => ({ confirm: x.stale.username })),
  'GET /me/tokens': refused(),
  'POST /me/tokens': refused(() => ({ name: 'after logout', scopes: ['read', 'play'] })),
  'DELETE /me/tokens/:id': refused(),
  'PUT /me/email': refused(() => ({ email: 'thief@example.com', password: PASSWORD })),
  'DELETE /me/email': refused(() => ({ password: PASSWORD })),
  'POST /me/email/resend': refused(() => ({})),
  'PUT /me/notifications': refused(() => ({ lang: 'de' })),
  'GET /me/notifications/:matchId': refused(),
  'PUT /me/notifications/:matchId': refused(() => ({ email: false })),
  'DELETE /me/notifications/:matchId': refused(),
  'GET /me/absences': refused(),
  'POST /me/absences': refused(() => ({ from: '2030-01-01', to: '2030-01-02', timeZone: 'UTC', mode: 'extend' })),
  'PUT /me/absences/:id': refused(() => ({ from: '2030-01-01', to: '2030-01-02', timeZone: 'UTC', mode: 'extend' })),
  'DELETE /me/absences/:id': refused(),
  'GET /me/push': refused(),
  'POST /me/push': refused(() => ({ endpoint: 'https://push.example.com/after-logout', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } })),
  'DELETE /me/push': refused(() => ({ endpoint: 'https://push.example.com/after-logout' })),
  'GET /me/profile': refused(),
  'PATCH /me/profile': refused(() => ({ visibility: 'public' })),
  'GET /me/ratings': refused(),
  // The header's badge: blank for an ended session, as for nobody.
  'GET /me/waiting.svg': asAnonymous(),
  'POST /discord/link-code': refused(),
  'DELETE /discord/link': refused(),
  'GET /corrections': asAnonymous(),
  'GET /corrections/:id': asAnonymous(),
  'POST /corrections': refused(() => ({ game: 'sengoku', set: {} })),
  'DELETE /corrections/:id': refused(),
  // Matches: what grants a seat, a match or a subscription checks the session in D1.
  'GET /matches': refused(),
  'POST /matches': refused(() => ({ game: 'sengoku', players: 2 })),
  'POST /lobby/quick': refused(() => ({ game: 'sengoku' })),
  'POST /matches/:id/join': refused(() => ({})),
  'POST /matches/:id/seats/:seat/take': refused(),
  'POST /matches/:id/seats/:seat/bot': refused(),
  'POST /matches/:id/seats/:seat/handover': refused(),
  'POST /matches/:id/rematch': refused(),
  'POST /matches/:id/rematch/decline': refused(),
  'POST /matches/:id/hooks': refused(() => ({ kind: 'webhook', url: 'https://example.com/hook' })),
  // The rest of a match is the match object's: in a match the account never sat in, a spectator's lot.
  'GET /matches/:id': asAnonymous(),
  'GET /matches/:id/page': asAnonymous(),
  'GET /matches/:id/moves': asAnonymous(),
  'POST /matches/:id/moves': asAnonymous(() => ({ move: { type: 'roll' }, version: 0 })),
  'GET /matches/:id/messages': asAnonymous(),
  'POST /matches/:id/messages': asAnonymous(() => ({ text: 'not me' })),
  'POST /matches/:id/seen': asAnonymous(() => ({ version: 0, message: 0 })),
  'GET /matches/:id/hooks': asAnonymous(),
  'DELETE /matches/:id/hooks/:hookId': asAnonymous(),
  'POST /matches/:id/mail-tags/revoke': asAnonymous(),
  // A leave without a seat is a no-op 200 (a retry is safe): an ended session is refused before it.
  'POST /matches/:id/leave': refused(),
  'POST /matches/:id/cancel': asAnonymous(() => ({})),
  'POST /matches/:id/resign': asAnonymous(() => ({ version: 0 })),
  'POST /matches/:id/end': asAnonymous(() => ({ version: 0, accept: true })),
  'GET /matches/:id/referee': asAnonymous(),
  'POST /matches/:id/referee': asAnonymous(() => ({ action: 'pause' })),
  'GET /matches/:id/log': asAnonymous(),
  'GET /matches/:id/history/:step': asAnonymous(),
  'GET /matches/:id/export': asAnonymous(),
  'GET /matches/:id/archive': asAnonymous(),
  'GET /matches/:id/summary': asAnonymous(),
  'GET /matches/:id/card.png': asAnonymous(),
  'GET /matches/:id/ratings': asAnonymous(),
  'GET /matches/:id/reliability': asAnonymous(),
  'GET /matches/:id/ping': asAnonymous(),
  'GET /matches/:id/ws': asAnonymous(),
  // Public reads: the viewer's choices apply as for nobody.
  'GET /health': asAnonymous(),
  'GET /games': asAnonymous(),
  'GET /games/:game/leaderboard': asAnonymous(),
  'GET /games/:game/completion': asAnonymous(),
  'GET /games/:game/moves.schema.json': asAnonymous(),
  'GET /openapi.json': asAnonymous(),
  'GET /lobby': asAnonymous(),
  'GET /lobby/live': asAnonymous(),
  'GET /lobby/replacements': asAnonymous(),
  'GET /users/:name/profile': asAnonymous(),
  'GET /push/key': asAnonymous(),
  'GET /debug/d1': asAnonymous(),
  'GET /debug/mail': asAnonymous(),
  'GET /debug/mail/view': asAnonymous(),
};

const appRoutes = () => [...new Set(createApi().routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];

describe('every route of the app meets an ended session', () => {
  it('each route says how (a route added later fails here until it does)', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((r) => !(r in ROUTES)), 'routes of createApi() missing from ROUTES').toEqual([]);
    expect(Object.keys(ROUTES).filter((r) => !routes.includes(r)), 'ROUTES naming a route the app no longer has').toEqual([]);
  });

  it('after a logout: 401 from every route that grants or reads the account\'s own; nothing more than anonymous anywhere else', async () => {
    const host = await register('wh');
    const stale = await register('wl');
    const made = await host.call('POST', '/api/matches', { game: 'sengoku', players: 3, bots: [1], public: true });
    expect(made.status, made.text).toBe(201);
    const x: Ctx = { id: made.body.id, host, stale };
    expect((await stale.call('POST', '/api/auth/logout')).status).toBe(200);

    const fill = (path: string) => path
      .replace(':id', x.id).replace(':matchId', x.id).replace(':seat', '1').replace(':game', 'sengoku')
      .replace(':name', host.username).replace(':step', '0').replace(/:[A-Za-z]+/g, 'x1');
    const problems: string[] = [];
    let refusedCount = 0;
    for (const label of appRoutes()) {
      const row = ROUTES[label]!;
      if (row.meets === 'no-session') continue;
      const [method, path] = label.split(' ') as [string, string];
      const url = `/api${fill(path)}`;
      const body = row.body?.(x) ?? (method === 'GET' ? undefined : {});
      const got = await stale.call(method, url, body);
      if (row.meets === 'refused') {
        refusedCount++;
        if (got.status !== 401 || got.body?.error !== 'unauthenticated') problems.push(`${label}: ${got.status} ${got.text.slice(0, 160)}`);
        continue;
      }
      if (got.status >= 300) continue;
      const anonymous = await raw(method, url, body);
      if (anonymous.status !== got.status) problems.push(`${label}: ${got.status} for the ended session, ${anonymous.status} for nobody`);
    }
    expect(problems, 'routes that gave an ended session more than nobody').toEqual([]);
    expect(refusedCount).toBeGreaterThanOrEqual(37);
    // Nothing was granted: the host's match keeps its free seat (0 the host's, 1 the built-in bot's), and the account holds no seat.
    const snap = (await host.call('GET', `/api/matches/${x.id}`)).body;
    expect(snap.seats.map((s: any) => s.username)).toEqual([host.username, 'Bot 2', null]);
  });
});
