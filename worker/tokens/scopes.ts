/**
 * What a personal API token may do: every route a token may call is declared here with the one
 * scope it needs; a route not declared refuses tokens (403 `token_not_allowed`), so a route added
 * later is closed to tokens until someone decides otherwise (test/worker/tokens-scopes.test.ts
 * walks the app's route list and fails on a route in neither list). Password, address, tokens,
 * sessions, notification and push settings, absences, hooks, the referee's console and account
 * deletion are never declared: a token cannot change them, whatever its scopes.
 */
export const SCOPES = ['read', 'play', 'chat', 'manage'] as const;
export type Scope = (typeof SCOPES)[number];

/** [method, path under /api (hono pattern), scope]. */
export const TOKEN_ROUTES: readonly (readonly [string, string, Scope])[] = [
  // read: the public facts and the account's own readings.
  ['GET', '/health', 'read'],
  ['GET', '/games', 'read'],
  ['GET', '/games/:game/leaderboard', 'read'],
  ['GET', '/games/:game/completion', 'read'],
  // Issue #30's other half (the API description, the moves' JSON Schemas): public documents.
  ['GET', '/openapi.json', 'read'],
  ['GET', '/games/:game/moves.schema.json', 'read'],
  ['GET', '/lobby', 'read'],
  ['GET', '/lobby/live', 'read'],
  ['GET', '/lobby/replacements', 'read'],
  ['GET', '/users/:name/profile', 'read'],
  ['GET', '/me', 'read'],
  ['GET', '/me/ratings', 'read'],
  ['GET', '/me/profile', 'read'],
  ['GET', '/me/waiting.svg', 'read'],
  ['GET', '/push/key', 'read'],
  ['GET', '/corrections', 'read'],
  ['GET', '/corrections/:id', 'read'],
  ['GET', '/matches', 'read'],
  ['GET', '/matches/:id', 'read'],
  ['GET', '/matches/:id/page', 'read'],
  ['GET', '/matches/:id/moves', 'read'],
  ['GET', '/matches/:id/ws', 'read'],
  ['GET', '/matches/:id/ping', 'read'],
  ['GET', '/matches/:id/log', 'read'],
  ['GET', '/matches/:id/history/:step', 'read'],
  ['GET', '/matches/:id/summary', 'read'],
  ['GET', '/matches/:id/card.png', 'read'],
  ['GET', '/matches/:id/export', 'read'],
  ['GET', '/matches/:id/archive', 'read'],
  ['GET', '/matches/:id/messages', 'read'],
  ['GET', '/matches/:id/ratings', 'read'],
  ['GET', '/matches/:id/reliability', 'read'],
  // play: moves, and marking a match seen.
  ['POST', '/matches/:id/moves', 'play'],
  ['POST', '/matches/:id/seen', 'play'],
  // chat: the match's messages.
  ['POST', '/matches/:id/messages', 'chat'],
  // manage: opening, joining, leaving and ending matches.
  ['POST', '/matches', 'manage'],
  ['POST', '/lobby/quick', 'manage'],
  ['POST', '/matches/:id/join', 'manage'],
  ['POST', '/matches/:id/seats/:seat/bot', 'manage'],
  ['POST', '/matches/:id/seats/:seat/handover', 'manage'],
  ['POST', '/matches/:id/seats/:seat/take', 'manage'],
  ['POST', '/matches/:id/rematch', 'manage'],
  ['POST', '/matches/:id/rematch/decline', 'manage'],
  ['POST', '/matches/:id/leave', 'manage'],
  ['POST', '/matches/:id/cancel', 'manage'],
  ['POST', '/matches/:id/resign', 'manage'],
  ['POST', '/matches/:id/end', 'manage'],
];

const patternOf = (path: string) =>
  new RegExp(`^${path.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

const TABLE = TOKEN_ROUTES.map(([method, path, scope]) => ({ method, re: patternOf(path), scope }));

/** The scope a token needs for this request (path under /api), or null when tokens are refused there. */
export function scopeFor(method: string, apiPath: string): Scope | null {
  const m = method === 'HEAD' ? 'GET' : method;
  return TABLE.find((r) => r.method === m && r.re.test(apiPath))?.scope ?? null;
}

/** The scopes of a request body, deduplicated in the canonical order; null when one is unknown. */
export function canonicalScopes(raw: readonly string[]): Scope[] | null {
  if (!raw.every((s) => (SCOPES as readonly string[]).includes(s))) return null;
  return SCOPES.filter((s) => raw.includes(s));
}
