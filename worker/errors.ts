/**
 * The API's error vocabulary. Every error is JSON `{error, message}` (plus `rule` for refused
 * moves); the codes and statuses are part of the public API (docs/api.md, "Errors").
 */
export type ErrorCode =
  | 'bad_request' | 'unauthenticated' | 'forbidden_origin' | 'not_a_player' | 'not_your_turn'
  | 'not_found' | 'stale_version' | 'illegal_move' | 'username_taken' | 'bad_credentials'
  | 'match_full' | 'already_seated' | 'not_open' | 'not_started' | 'not_finished' | 'internal'
  | 'rematch_declined' | 'not_referee' | 'paused' | 'method_not_allowed' | 'payload_too_large' | 'rate_limited' | 'invalid_token' | 'not_invited'
  | 'absence_order' | 'absence_past' | 'absence_too_long' | 'absence_overlap' | 'absence_limit' | 'absence_over'
  | 'spectating_forbidden' | 'seat_view_private' | 'not_creator' | 'seat_taken' | 'wrong_password' | 'open_match_limit' | 'correction_limit'
  | 'left_match' | 'no_proposal' | 'proposal_pending' | 'reliability_too_low'
  | 'insufficient_scope' | 'token_not_allowed' | 'token_limit' | 'bots_refused' | 'already_bot';

export const STATUS: Record<ErrorCode, number> = {
  bad_request: 400, unauthenticated: 401, bad_credentials: 401, forbidden_origin: 403,
  not_a_player: 403, not_your_turn: 403, not_found: 404, stale_version: 409, username_taken: 409,
  match_full: 409, already_seated: 409, not_open: 409, not_started: 409, not_finished: 409, rematch_declined: 409,
  illegal_move: 422, internal: 500, not_referee: 403, paused: 409, method_not_allowed: 405,
  payload_too_large: 413, rate_limited: 429, invalid_token: 400, not_invited: 403,
  absence_order: 400, absence_past: 400, absence_too_long: 400, absence_overlap: 409, absence_limit: 409, absence_over: 409,
  spectating_forbidden: 403, seat_view_private: 403, not_creator: 403, seat_taken: 409,
  wrong_password: 403,
  open_match_limit: 409, correction_limit: 409,
  left_match: 403, no_proposal: 409, proposal_pending: 409, reliability_too_low: 403,
  insufficient_scope: 403, token_not_allowed: 403, token_limit: 409, bots_refused: 403, already_bot: 409,
};

export interface ApiError {
  error: ErrorCode;
  message: string;
  rule?: string;
  [key: string]: unknown;
}

export function apiError(error: ErrorCode, message: string, extra: Record<string, unknown> = {}): ApiError {
  return { error, message, ...extra };
}

export function errorResponse(err: ApiError): Response {
  return Response.json(err, { status: STATUS[err.error] ?? 400 });
}
