/**
 * The starter bot's player: it listens on the match's socket and, whenever its seat is awaited,
 * asks for its legal moves and plays one. Any of the four games: the server knows the rules, the
 * bot only chooses among the moves it is offered. Replace `choose` to make it play better.
 *
 * Ordering (docs/api.md): the socket's `update` for our own move may arrive before our POST
 * answers, or after; both carry the version. The bot never trusts either alone: each wake-up reads
 * the match, and a move is posted with the version it was chosen at (409 `stale_version`: read again).
 */
import { ApiError, type Match, type Move, type TenkaClient } from './client';

export type Chooser = (legal: Move[], match: Match) => Move;

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * A legal move at random, never `undo` while anything else is offered: first a move type, then a
 * move of that type. Drawing among the moves themselves would rarely end a turn where one type
 * is offered a thousand ways: NIHON's order sheet is built in small steps (about a thousand
 * `order` steps are offered, one `mark-final`), and a uniform draw marked the sheet final about
 * once in a thousand steps, so a two-turn match between starter bots never ended.
 */
export const randomMove: Chooser = (legal) => {
  const forward = legal.filter((m) => m.type !== 'undo');
  const from = forward.length ? forward : legal;
  const type = pick([...new Set(from.map((m) => m.type))]);
  return pick(from.filter((m) => m.type === type));
};

const OVER = new Set(['finished', 'cancelled', 'expired']);

export interface PlayOptions {
  choose?: Chooser;
  log?: (line: string) => void;
  /** Read the match this often even if the socket is silent (a dropped connection, a missed message). */
  pollMs?: number;
  /** Give up after this long (ms); by default never. */
  timeoutMs?: number;
}

/** Plays the caller's seat of `matchId` until the match is over; returns the last state read. */
export async function playMatch(client: TenkaClient, matchId: string, opts: PlayOptions = {}): Promise<{ match: Match; moves: number }> {
  const choose = opts.choose ?? randomMove;
  const log = opts.log ?? (() => {});
  let moves = 0;
  let running = false;
  let again = false;
  let last: Match | null = null;
  let finish!: (m: Match) => void;
  let fail!: (e: unknown) => void;
  const done = new Promise<Match>((resolve, reject) => { finish = resolve; fail = reject; });

  /** One wake-up: read, and play for as long as our seat is awaited. */
  const act = async (): Promise<void> => {
    if (running) { again = true; return; }
    running = true;
    try {
      do {
        again = false;
        const m = last = await client.match(matchId);
        if (OVER.has(m.status)) { finish(m); return; }
        const seat = m.you?.seat ?? null;
        if (m.status !== 'active' || seat === null || !m.awaiting.includes(seat)) continue;
        const legal = await client.legalMoves(matchId);
        if (!legal.length) continue;
        const move = choose(legal, m);
        try {
          await client.play(matchId, move, m.version);
          moves++;
          log(`v${m.version} seat ${seat}: ${move.type}`);
        } catch (e) {
          // Someone (a timer, a simultaneous seat) moved first: read the match again.
          if (!(e instanceof ApiError) || !['stale_version', 'not_your_turn', 'illegal_move'].includes(e.code)) throw e;
          log(`v${m.version}: ${e.code}, reading again`);
        }
        again = true;
      } while (again);
    } catch (e) {
      fail(e);
    } finally {
      running = false;
    }
  };

  const socket = await client.socket(matchId);
  socket.onMessage((text) => {
    let msg: { type?: string } = {};
    try { msg = JSON.parse(text); } catch { return; }
    if (msg.type === 'hello' || msg.type === 'update') void act();
  });
  socket.onClose((code) => { if (code === 4001) fail(new Error('the token was revoked (socket closed 4001)')); });
  const poll = setInterval(() => void act(), opts.pollMs ?? 5_000);
  const timer = opts.timeoutMs ? setTimeout(() => fail(new Error(`no end after ${opts.timeoutMs} ms (last version ${last?.version})`)), opts.timeoutMs) : null;
  void act();
  try {
    const match = await done;
    return { match, moves };
  } finally {
    clearInterval(poll);
    if (timer) clearTimeout(timer);
    socket.close();
  }
}
