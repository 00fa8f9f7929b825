/**
 * The match as the page knows it, kept live: one GET /page on load, then the socket's deltas
 * (a gap or a reconnect with changes = one GET /page again). Every action the page can take goes
 * through here, so the components only draw.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { jsonEqual, type Lang, type Move } from '../../../../worker/engine/contract';
import { api, type ApiResult } from '../api';
import { HeldDoc } from './live-doc';
import { errorWords, t as ui } from '../../i18n/match';
import type { Message, PageData, Refusal, Snapshot } from './types';
import { colon } from '../../../../worker/engine/colon';

/**
 * A refusal in the reader's language, the same in every language: the code's friendly words, the
 * server's sentence (a developer's English) only as a detail under them.
 */
export function refusalOf(lang: Lang, body: any, move?: Move): Refusal {
  const code = body?.code === 'engine_error' ? 'engine_error' : body?.error;
  const words = errorWords(lang, code) ?? ui(lang, 'error.generic');
  const detail = typeof body?.message === 'string' && body.message ? body.message : undefined;
  return { message: words, code, detail, rule: body?.rule, move };
}

/** `first`: the first load's answer, already come (index.tsx startMatchPage): drawn at once; later loads ask again. */
export function useMatch(id: string, lang: Lang, first?: ApiResult<PageData>) {
  const [data, setData] = useState<PageData | null>(first?.ok ? first.body : null);
  const [missing, setMissing] = useState(first?.status === 404);
  const [live, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const current = useRef<PageData | null>(null);
  current.current = data;

  const refresh = useCallback(async () => {
    const res = await api<PageData>('GET', `/api/matches/${encodeURIComponent(id)}/page`);
    if (res.ok) setData(res.body);
    else if (res.status === 404) setMissing(true);
  }, [id]);

  /** A live update: a delta from the version this page has, else (a gap) the whole page again. */
  const applyUpdate = useCallback(async (msg: { fromVersion?: number; match: Snapshot; log?: PageData['log']; legal?: Move[] }) => {
    const have = current.current;
    if (!have || msg.fromVersion === undefined || msg.fromVersion !== have.match.version || have.referee) {
      if (!have || msg.match.version !== have.match.version || msg.fromVersion === undefined || have.referee) await refresh();
      return;
    }
    const known = new Set(have.log.map((e) => e.index));
    setData({ ...have, match: msg.match, log: [...have.log, ...(msg.log ?? []).filter((e) => !known.has(e.index))], legal: msg.legal ?? [] });
  }, [refresh]);

  const addMessage = useCallback((m: Message) => {
    const have = current.current;
    if (have && !have.messages.some((x) => x.id === m.id)) setData({ ...have, messages: [...have.messages, m] });
  }, []);

  /** One socket message; `held` is what this socket delivered last. */
  const onMessage = useCallback(async (ws: WebSocket, held: HeldDoc, data: unknown) => {
    if (data === 'pong') return;
    const msg = JSON.parse(String(data));
    if (msg.type === 'message') return addMessage(msg.message);
    // Someone started or stopped watching: only the count changes.
    if (msg.type === 'watching') {
      const have = current.current;
      if (have?.match.spectators && typeof msg.watching === 'number') setData({ ...have, match: { ...have.match, spectators: { ...have.match.spectators, watching: msg.watching } } });
      return;
    }
    // A whole document: (re)connected (`hello`: anything may have changed while the socket was
    // down), or the answer to a resync (the page fetched itself when it asked, but an update
    // committed after that fetch was answered came while the resync was awaited, and was dropped).
    // Either way, catch up once if it is not what the page shows.
    const sig = (m: Snapshot) => JSON.stringify([m.version, m.status, m.paused, m.deadline, m.seats, m.hooks, m.referee, m.you, m.rematch ?? null]);
    if (msg.type === 'hello' || msg.type === 'resync') {
      held.hold(msg);
      if (current.current && sig(msg.match) !== sig(current.current.match)) await refresh();
      return;
    }
    if (msg.type !== 'update') return;
    const doc = await held.take(msg);
    if (doc) return applyUpdate({ ...msg, match: doc.match, legal: doc.legal });
    if (!held.waiting) {
      held.waiting = true;
      try { ws.send('{"type":"resync"}'); } catch { /* closed: the next socket starts afresh */ }
      await refresh();
    }
  }, [addMessage, applyUpdate, refresh]);

  useEffect(() => {
    // The first answer came with the page (or failed otherwise than a 404: asked again).
    if (!first?.ok && first?.status !== 404) refresh();
    let ws: WebSocket | null = null;
    let stopped = false;
    let delay = 500;
    const connect = () => {
      const proto = location.protocol === 'https:' ? 'wss' : 'ws';
      // Updates as patches against what this socket delivered last (live-doc.ts); one message at a time, in order.
      ws = new WebSocket(`${proto}://${location.host}/api/matches/${encodeURIComponent(id)}/ws?patch=1`);
      const held = new HeldDoc();
      let queue = Promise.resolve();
      const socket = ws;
      ws.addEventListener('open', () => { setLive(true); delay = 500; });
      ws.addEventListener('message', (e) => { queue = queue.then(() => onMessage(socket, held, e.data)).catch(() => {}); });
      ws.addEventListener('close', () => {
        setLive(false);
        if (!stopped) setTimeout(connect, delay);
        delay = Math.min(delay * 2, 15000);
      });
    };
    connect();
    const ping = setInterval(() => { if (ws?.readyState === WebSocket.OPEN) ws.send('ping'); }, 30000);
    return () => { stopped = true; clearInterval(ping); ws?.close(); };
  }, [id]);

  /** Send a move; in a simultaneous phase another seat may have moved meanwhile: retry once if still legal. */
  const play = useCallback(async (move: Move) => {
    if (busy || !current.current) return;
    setBusy(true);
    try {
      let res = await api('POST', `/api/matches/${id}/moves`, { move, version: current.current.match.version });
      if (!res.ok && res.body?.error === 'stale_version') {
        const fresh = await api<PageData>('GET', `/api/matches/${id}/page`);
        if (fresh.ok) {
          setData(fresh.body);
          current.current = fresh.body;
          if (fresh.body.legal.some((m) => jsonEqual(m, move))) res = await api('POST', `/api/matches/${id}/moves`, { move, version: fresh.body.match.version });
        }
      }
      setRefusal(res.ok ? null : refusalOf(lang, res.body, move));
      if (!res.ok || !live) await refresh();
    } catch (e) {
      setRefusal({ message: `${ui(lang, 'error.generic')}${colon(lang)}${(e as Error).message}`, move });
    } finally {
      setBusy(false);
    }
  }, [id, lang, busy, live, refresh]);

  /** Any other call (join, message, referee, hooks): the refusal shown like a move's. */
  const call = useCallback(async <T = any>(method: string, path: string, body?: unknown): Promise<T | null> => {
    const res = await api<T>(method, `/api/matches/${id}${path}`, body);
    if (!res.ok) { setRefusal(refusalOf(lang, res.body)); return null; }
    setRefusal(null);
    return res.body;
  }, [id, lang]);

  return { data, missing, live, busy, refusal, setRefusal, refresh, play, call, addMessage };
}

export type MatchModel = ReturnType<typeof useMatch>;
