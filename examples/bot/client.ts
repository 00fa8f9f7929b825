/**
 * A small typed client of Tenka's public HTTP API (docs/api.md), with a personal API token
 * (`Authorization: Bearer pat1.…`). Only documented routes; the transport is injected, so the same
 * bot runs under Node (main.ts: global fetch and the `ws` package) and in the repository's tests.
 */

/** The socket as the bot needs it: text messages in, text out, its close. */
export interface BotSocket {
  onMessage(listener: (text: string) => void): void;
  onClose(listener: (code: number) => void): void;
  send(text: string): void;
  close(): void;
}

export interface Transport {
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** Opens `GET /api/matches/:id/ws` with the token in the Authorization header. */
  openSocket(url: string, token: string): Promise<BotSocket>;
}

export type Move = { type: string; [field: string]: unknown };
export type MatchStatus = 'open' | 'active' | 'finished' | 'cancelled' | 'expired';

/** The fields of `GET /api/matches/:id` the bot reads. */
export interface Match {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  players: number;
  seats: { seat: number; username: string | null; botAccount?: true }[];
  you: { seat: number | null } | null;
  awaiting: number[];
  result: unknown;
}

/** An API error as documented: `{error, message}` and the status. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) { super(`${status} ${code}: ${message}`); }
}

export class TenkaClient {
  constructor(readonly base: string, readonly token: string, readonly transport: Transport) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await this.transport.fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed: any = null;
    try { parsed = JSON.parse(text); } catch { parsed = null; }
    if (!res.ok) throw new ApiError(res.status, parsed?.error ?? 'http', parsed?.message ?? text.slice(0, 200));
    return parsed as T;
  }

  me() { return this.call<{ user: { id: string; username: string }; bot: boolean }>('GET', '/api/me'); }
  match(id: string) { return this.call<Match>('GET', `/api/matches/${id}`); }
  legalMoves(id: string) { return this.call<Move[]>('GET', `/api/matches/${id}/moves`); }
  play(id: string, move: Move, version: number) { return this.call<Match>('POST', `/api/matches/${id}/moves`, { move, version }); }
  create(body: { game: string; players: number; options?: unknown; rated?: boolean; public?: boolean }) { return this.call<Match>('POST', '/api/matches', body); }
  join(id: string) { return this.call<Match>('POST', `/api/matches/${id}/join`, {}); }
  quickPlay(game: string) { return this.call<Match>('POST', '/api/lobby/quick', { game }); }
  socket(id: string) { return this.transport.openSocket(`${this.base.replace(/^http/, 'ws')}/api/matches/${id}/ws`, this.token); }
}
