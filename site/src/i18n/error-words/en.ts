/**
 * The API's error codes in English (the server's own English message is shown after them), and
 * the words for an error without a code. fr.ts and de.ts say the same (their keys are these); the match page
 * downloads only its language (i18n/match.ts), the other pages read all three (i18n/ui.ts).
 */
export const WORDS = {
  generic: 'Something went wrong',
  bad_request: 'Invalid request',
  unauthenticated: 'Please log in',
  bad_credentials: 'Wrong username or password',
  username_taken: 'This username is taken',
  not_a_player: 'You have no seat in this match',
  not_your_turn: 'It is not your turn',
  stale_version: 'The match moved on meanwhile: the page is up to date now, try again',
  illegal_move: 'Illegal move',
  not_found: 'Not found',
  not_open: 'This match has already started',
  match_full: 'Every seat is taken',
  already_seated: 'You already have a seat',
  not_referee: 'Only the referee can do that',
  paused: 'The match is paused',
  forbidden_origin: 'Refused: request from another site',
  engine_error: 'The game could not apply this move',
  internal: 'Server error: try again in a moment',
  method_not_allowed: 'This action is not available here',
  rematch_declined: 'A player declined the rematch',
  not_finished: 'Available once the match is over',
  not_started: 'The match has not started yet',
  payload_too_large: 'Too much data in one request',
  invalid_token: 'This link is not valid (already used, expired or replaced)',
  not_invited: 'This seat is kept for an invited player',
  rate_limited: 'Too many requests: wait a moment',
  wrong_password: 'Wrong password',
  open_match_limit: 'You already have as many open matches waiting for players as allowed (public and private ones are counted apart)',
  correction_limit: 'You already keep as many correction sets as allowed',
  reliability_too_low: 'Your reliability is below the minimum this match asks for',
  left_match: 'You left this match',
  no_proposal: 'No proposal to answer',
  proposal_pending: 'Another proposal is pending',
};

export type ErrorKey = keyof typeof WORDS;
