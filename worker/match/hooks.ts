/** The match's notification hooks (Discord channels, signed webhooks), managed by its creator. */
import { apiError } from '../errors';
import type { PublicSummary } from '../notify/changes';
import { newWebhookSecret } from '../notify/messages';
import type { Hook } from '../notify/outbox';
import type { MatchCore } from './core';
import { NO_MATCH } from './play';
import { hookSummaries } from './snapshot';
import { fail, ok, type HookSummary, type Outcome } from './types';
import { KV } from './keys';

export const MAX_HOOKS = 10;

function creatorOnly(core: MatchCore, userId: string): Outcome<true> {
  if (!core.live) return NO_MATCH();
  if (core.meta.creatorId !== userId) return fail(apiError('not_a_player', 'Only the match creator manages its notifications.'));
  return ok(true);
}

export function addHook(core: MatchCore, userId: string, kind: Hook['kind'], url: string): Outcome<Hook> {
  const allowed = creatorOnly(core, userId);
  if (!allowed.ok) return allowed;
  if (core.hooks().length >= MAX_HOOKS) return fail(apiError('bad_request', `url: at most ${MAX_HOOKS} notification hooks per match.`));
  const hook: Hook = {
    id: crypto.randomUUID(), kind, url, status: 'active', createdAt: Date.now(),
    ...(kind === 'webhook' ? { secret: newWebhookSecret() } : {}),
  };
  core.store.put(KV.hooks, [...core.hooks(), hook]);
  return ok(hook);
}

export function listHooks(core: MatchCore, userId: string): Outcome<HookSummary[]> {
  const allowed = creatorOnly(core, userId);
  if (!allowed.ok) return allowed;
  return ok(hookSummaries(core, true));
}

export function removeHook(core: MatchCore, userId: string, hookId: string): Outcome<{ ok: true }> {
  const allowed = creatorOnly(core, userId);
  if (!allowed.ok) return allowed;
  if (!core.hooks().some((h) => h.id === hookId)) return fail(apiError('not_found', 'No such hook.'));
  core.store.transaction(() => {
    core.store.put(KV.hooks, core.hooks().filter((h) => h.id !== hookId));
    core.outbox.forget(hookId);
  });
  return ok({ ok: true });
}

/** The public state, for the Discord /status command. */
export function publicState(core: MatchCore): Outcome<PublicSummary> {
  if (!core.live) return NO_MATCH();
  return ok(core.publicSummary());
}

/** Linked Discord user per seat, for mentions (looked up by the alarm at delivery time, never on a move's path). */
export async function discordIds(core: MatchCore, db: D1Database): Promise<(string | null)[]> {
  const seats = core.meta.seats;
  const ids = seats.filter(Boolean).map((s) => s!.id);
  if (!ids.length) return seats.map(() => null);
  const rows = await db.prepare(`SELECT user_id, discord_user_id FROM discord_links WHERE user_id IN (${ids.map(() => '?').join(',')})`)
    .bind(...ids).all<{ user_id: string; discord_user_id: string }>();
  return seats.map((s) => rows.results.find((r) => r.user_id === s?.id)?.discord_user_id ?? null);
}
