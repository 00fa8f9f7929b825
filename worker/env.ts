import type { MatchRoom } from './match-room';

export interface Env {
  DB: D1Database;
  MATCHES: DurableObjectNamespace<MatchRoom>;
  ASSETS: Fetcher;
}

/** A signed-in user as the API sees them. */
export interface User {
  id: string;
  username: string;
}
