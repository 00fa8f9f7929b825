/**
 * The match page: header, the game's board, the log, seats, replay, messages, the referee's
 * console, hooks, settings and the seed audit. It knows no game: the board and the words come from
 * the game's folder (game-modules.ts). Preact redraws what changed; nothing here keeps DOM state.
 */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameEvent, Lang, Move } from '../../../../worker/engine/contract';
import '../../board-kit/kit.css';
import './match.css';
// Every game's board styles, in the page's one stylesheet with the kit's: one request instead of one
// per game (they weigh ~9 KB gzip together, and each board's chunk would otherwise add its own file).
import.meta.glob('../../../../worker/games/*/ui/*.css', { eager: true });
import { api, keepQueryOnLanguageLinks, pageLang, refreshWaitingBadge, type ApiResult } from '../api';
import { loadMatchWords, t as ui } from '../../i18n/match';
import { loadGameModules, type GameText } from './game-modules';
import { CatchUp, useSeen } from './CatchUp';
import { namesAt } from './names-at';
import { Head } from './Head';
import { Log, platformSaid, type Platform } from './Log';
import { Messages } from './Messages';
import { Seats } from './Seats';
import type { GameInfo, PageData } from './types';
import { refusalOf, useMatch } from './use-match';

type Modules = Awaited<ReturnType<typeof loadGameModules>>;

/** A part of the page loaded on first need (null until then, and while `load` is null). */
function useModule<T>(load: (() => Promise<T>) | null): T | null {
  const [mod, setMod] = useState<T | null>(null);
  useEffect(() => { if (load && !mod) load().then(setMod); }, [!!load]);
  return mod;
}

/**
 * `first`: the page's data, come with the page or asked for before the page's words loaded
 * (startMatchPage); `board`: the game's modules, already loaded when the game was known then;
 * `hint`: the game's name from the head, until the games' list has come.
 */
export function MatchPage({ id, lang, first, board, hint }: { id: string; lang: Lang; first: ApiResult<PageData>; board: Modules | null; hint: string | null }) {
  const m = useMatch(id, lang, first);
  const [mods, setMods] = useState<Modules | null>(board);
  const [info, setInfo] = useState<GameInfo | null>(null);
  const [replay, setReplay] = useState<{ step: number; view: unknown } | null>(null);
  // After the end, the replay may be watched from one seat's own view (what it knew then).
  const [asSeat, setAsSeat] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ view: unknown; events: GameEvent[] } | null>(null);
  // Relative times ("5 minutes ago") move on by themselves.
  const [, setTick] = useState(0);
  useEffect(() => { const t = setInterval(() => setTick((n) => n + 1), 60_000); return () => clearInterval(t); }, []);
  const game = m.data?.match.game;
  const msgs = m.data?.messages ?? [];
  // The referee's console and the hooks' manager load only for those who use them.
  const you = m.data?.match.you;
  const refereeHere = !!(you && 'referee' in you && you.referee);
  const hooksHere = !!m.data && (m.data.match.hooks.length > 0 || you?.seat === 0 || refereeHere);
  // Whatever is not the board waits until the board has drawn: on a slow phone each chunk, answer
  // and redraw before it delays the first move the player can tap (issue 32).
  const boardDue = !!m.data && m.data.match.status !== 'open' && m.data.match.view !== null;
  const drawn = useDrawn(!!m.data && (!boardDue || !!mods));
  const RefereeMod = useModule(refereeHere ? () => import('./Referee') : null);
  const HooksMod = useModule(drawn && hooksHere ? () => import('./Hooks') : null);
  // The rematch card: only on a finished match or a rematch waiting for its players.
  const rematchHere = !!m.data && (m.data.match.status === 'finished' || !!m.data.match.rematchOf);
  const RematchMod = useModule(drawn && rematchHere ? () => import('./Rematch') : null);
  const [mailOpen, setMailOpen] = useState(false);
  const MailMod = useModule(mailOpen ? () => import('./MatchMail') : null);
  const snapNow = m.data?.match;
  // The result of a finished match and the replay's controls (below the board) load after the first draw.
  const ResultMod = useModule(drawn && snapNow?.status === 'finished' ? () => import('./Result') : null);
  const EndMod = useModule(drawn && snapNow?.status === 'finished' ? () => import('./EndOfMatch') : null);
  const ReplayMod = useModule(drawn && snapNow && snapNow.status !== 'open' ? () => import('./Replay') : null);
  // Bot seats: where a bot sits, a seat waits for a person, or the creator may seat the bot.
  const botsHere = !!snapNow && (!!snapNow.bots?.length || !!snapNow.handOver?.length || (!!snapNow.youCreated && snapNow.status === 'open'));
  const BotsMod = useModule(drawn && botsHere ? () => import('./BotSeats') : null);
  // The spectators' banner and count: only where the reader watches or someone does.
  const WatchMod = useModule(drawn && snapNow && ((snapNow.you === null && snapNow.status !== 'open') || snapNow.spectators?.watching) ? () => import('./Watching') : null);
  // Below the fold: fetched once the page has drawn (with the ways out of a match, Lifecycle.tsx; the refusal box; the seats' absence marks).
  // (Not a chunk of their own: each lazy import weighs on the first load, scripts/check-bundle.mjs.)
  const ExtrasMod = useModule(drawn ? () => import('./Extras') : null);
  const placed = !!you && (you.seat !== null || refereeHere);
  const seen = useSeen(id, !!m.data, m.data?.match.version ?? 0, msgs.length ? msgs[msgs.length - 1]!.id : 0, m.data?.match.seen,
    placed && drawn ? (s) => { void api('POST', `/api/matches/${id}/seen`, s); } : null);
  useEffect(() => {
    if (game && !mods) loadGameModules(game, lang).then(setMods);
  }, [game]);
  // The header's count of waiting matches: asked for once the board is there (Base.astro `badgeLater`).
  useEffect(() => { if (drawn) refreshWaitingBadge(); }, [drawn]);
  // The games' list (the name in the header came with the page; the settings' labels come from here).
  useEffect(() => {
    if (game && drawn) api<GameInfo[]>('GET', '/api/games').then((r) => setInfo(r.ok ? r.body.find((g) => g.id === game) ?? null : null));
  }, [game, drawn]);

  if (m.missing) return <p class="error">{ui(lang, 'match.notFound')}</p>;
  if (!m.data) return <p class="muted" id="loading">…</p>;
  const { match: snap, log, messages, legal, referee: desk } = m.data;
  const user = (m.data as { user?: { id: string; username: string } | null }).user ?? null;
  const seatNames = snap.seats.map((s) => s.username ?? ui(lang, s.unnamed ? 'match.aPlayer' : 'match.freeSeat'));
  const mySeat = snap.you && snap.you.seat !== null ? snap.you.seat : null;
  const isReferee = !!(snap.you && 'referee' in snap.you && snap.you.referee);
  const text: GameText | null = mods?.text ?? null;
  const describeMove = (mv: Move) => { try { return text ? text.describeMove(mv, lang) : JSON.stringify(mv); } catch { return JSON.stringify(mv); } };
  const platform: Platform = ExtrasMod ? (e) => ExtrasMod.describePlatformEvent(e, lang, seatNames, snap.departed) : null;
  const describeEvent = (e: GameEvent, names = seatNames) => { try { return platformSaid(platform, e) ?? (text ? text.describeEvent(e, lang, names) : e.type); } catch { return e.type; } };
  // A logged step's event, its seats named as they were held then (names-at.ts), as the log names them.
  const describeStep = (e: GameEvent, step: { index: number; at: number }) => describeEvent(e, namesAt(seatNames, snap.departed, step.index, step.at));
  const gameName = info?.name[lang] ?? hint ?? snap.game;
  const Board = mods?.Board ?? null;

  const go = async (n: number, as = asSeat) => {
    n = Math.max(0, Math.min(snap.version, n));
    if (n === snap.version && as === null) { setReplay(null); return; }
    const res = await api('GET', `/api/matches/${id}/history/${n}${as === null ? '' : `?as=${as}`}`);
    if (res.ok) setReplay({ step: n, view: res.body.view });
  };
  const act = async (body: Record<string, unknown>) => {
    const res = await m.call('POST', '/referee', body.action === 'preview' ? body : { ...body, version: snap.version });
    if (body.action !== 'preview') { setPreview(null); await m.refresh(); }
    return res;
  };
  const last = replay === null ? log[log.length - 1] : undefined;
  const lastChange = last && last.index >= 0 ? { by: String(last.by), seat: last.seat >= 0 ? last.seat : null, events: last.events } : null;
  // The creator sees the hooks' URLs: that is how we know who may manage them.
  // A spectator of a match whose referee forbids watching sees the seats only.
  const shut = snap.you === null && snap.status === 'active' && snap.spectators?.mode === 'forbidden';
  /** POST a path of this match (join, bot seats, the ways out), then the page again. */
  const post = async (path: string, body = {}) => { await m.call('POST', path, body); await m.refresh(); };
  const creator = snap.hooks.some((hk) => hk.url) || (!snap.hooks.length && ((mySeat === 0 && !snap.referee) || isReferee));

  return (
    <>
      <Head snap={snap} lang={lang} gameName={gameName} seatNames={seatNames} mySeat={mySeat} live={m.live} Watching={WatchMod?.Watching} drawn={drawn} />
      <div class="match-layout">
        <div class="match-main">
          {m.refusal ? (ExtrasMod ? <ExtrasMod.RefusalBox refusal={m.refusal} lang={lang} /> : <div class="refusal" role="alert" id="refusal">{m.refusal.message}</div>) : null}
          {ExtrasMod ? <ExtrasMod.LifeBanner snap={snap} lang={lang} /> : null}
          {mySeat !== null && snap.status !== 'open' ? <CatchUp snap={snap} lang={lang} log={log} messages={messages} mySeat={mySeat} seen={seen} describe={describeStep} titled={drawn} /> : null}
          {EndMod ? <EndMod.EndOfMatch id={id} lang={lang} rated={snap.rated === true} seatNames={seatNames} describe={describeEvent} asSeat={asSeat}
            watchAs={(seat) => { setAsSeat(seat); void go(replay?.step ?? 0, seat); }} go={(n) => go(n)} /> : null}
          {snap.status !== 'open' && (snap.view !== null || replay) ? (
            <div id="board">
              {preview ? <p class="preview-banner" role="status">{ui(lang, 'referee.previewTitle')} — {ui(lang, 'referee.previewOnBoard')}</p> : null}
              {Board ? <Board view={preview ? preview.view : replay ? replay.view : snap.view} legalMoves={replay || preview ? [] : legal} you={replay && asSeat !== null ? asSeat : mySeat} seatNames={seatNames} lang={lang}
                play={m.play} refusal={m.refusal} lastChange={preview ? null : lastChange} busy={m.busy}
                ended={!replay && !preview && !!snap.ending && snap.status !== 'active'} /> : null}
            </div>
          ) : null}
          {mySeat !== null && snap.status === 'active' && ExtrasMod ? <ExtrasMod.RawMove lang={lang} play={m.play} fail={(message) => m.setRefusal({ message })} /> : null}
          {isReferee && RefereeMod ? <RefereeMod.Referee snap={snap} lang={lang} desk={desk} seatNames={seatNames} act={act} describeMove={describeMove} describeEvent={describeEvent} preview={preview} setPreview={setPreview} /> : null}
        </div>
        <aside class="side" aria-label={ui(lang, 'match.seats')}>
          <Seats snap={snap} lang={lang} mySeat={mySeat} isReferee={isReferee} loggedIn={!!user} AwayMark={ExtrasMod?.AwayMark}
            join={() => post('/join')} Bots={BotsMod ?? undefined} call={post} Life={ExtrasMod ?? undefined} username={user?.username} Rel={ExtrasMod?.Rel} />
          {ExtrasMod ? <ExtrasMod.LifeCard snap={snap} lang={lang} seatNames={seatNames} mySeat={mySeat} act={post} /> : null}
          {ResultMod ? <ResultMod.Result snap={snap} lang={lang} seatNames={seatNames} /> : null}
          {RematchMod ? <RematchMod.Rematch snap={snap} lang={lang} username={user?.username ?? null} fail={(body) => m.setRefusal(refusalOf(lang, body))} /> : null}
          {snap.status !== 'open' && !shut && ReplayMod ? <ReplayMod.Replay lang={lang} version={snap.version} step={replay?.step ?? null} go={go} /> : null}
          {/* The log and the messages (below the board on a phone; a long log is hundreds of lines, each
              with its times: the first one made costs a slow phone ~0.1 s) come with the frame after it. */}
          {snap.status !== 'open' && !shut && drawn ? <Log log={log} lang={lang} text={text} seatNames={seatNames} departed={snap.departed} platform={platform} replayStep={replay?.step ?? null} seenVersion={seen?.version ?? null} /> : null}
          {snap.status !== 'open' && !shut && drawn ? (
            <Messages snap={snap} lang={lang} messages={messages} seatNames={seatNames} mySeat={mySeat} seenMessage={seen?.message ?? null}
              send={async (body, to) => { const msg = await m.call('POST', '/messages', { text: body, to }); if (msg) m.addMessage(msg); return !!msg; }} />
          ) : null}
          {mySeat !== null && (snap.status === 'open' || snap.status === 'active') ? (
            <details class="card" id="match-mail" onToggle={(e) => setMailOpen((e.currentTarget as HTMLDetailsElement).open || mailOpen)}>
              <summary>{ui(lang, 'mail.title')}</summary>
              {MailMod ? <MailMod.MatchMail id={id} lang={lang} /> : null}
            </details>
          ) : null}
          {ExtrasMod ? <ExtrasMod.Settings snap={snap} lang={lang} info={info} /> : null}
          {HooksMod ? <HooksMod.Hooks snap={snap} lang={lang} creator={creator}
            add={async (kind, url) => {
              const res = await api('POST', `/api/matches/${id}/hooks`, { kind, url });
              if (!res.ok) return refusalOf(lang, res.body).message;
              await m.refresh();
              return res.body;
            }}
            remove={async (hookId) => { await m.call('DELETE', `/hooks/${hookId}`); await m.refresh(); }} /> : null}
          {ExtrasMod ? <ExtrasMod.Audit snap={snap} lang={lang} /> : null}
        </aside>
      </div>
    </>
  );
}

/**
 * True from the frame after `ready` first holds (the browser has painted what was drawn then), or
 * after 10 s whatever happened (a board that failed to load leaves the rest of the page usable).
 */
function useDrawn(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return;
    const late = setTimeout(() => setDrawn(true), 10_000);
    return () => clearTimeout(late);
  }, []);
  useEffect(() => {
    if (!ready || drawn) return;
    const frame = requestAnimationFrame(() => setTimeout(() => setDrawn(true), 0));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return drawn;
}

/**
 * The page's data as the Worker wrote it into the page (worker/http/match-inline.ts), else asked
 * for now (the page came without it: the head's preload answers this fetch).
 */
function firstPageData(id: string): Promise<ApiResult<PageData>> {
  const block = document.getElementById('match-page-data');
  block?.remove();
  try {
    const body = block?.textContent ? JSON.parse(block.textContent) as PageData : null;
    if (body && typeof body === 'object' && body.match && typeof body.match === 'object') return Promise.resolve({ ok: true, status: 200, body });
  } catch { /* unreadable: asked for below */ }
  // A dropped line: the page draws its "not loaded" state and asks again (use-match.ts).
  return api<PageData>('GET', `/api/matches/${encodeURIComponent(id)}/page`).catch(() => ({ ok: false, status: 0, body: null as never }));
}

export async function startMatchPage(root: HTMLElement): Promise<void> {
  const id = new URLSearchParams(location.search).get('id') ?? '';
  keepQueryOnLanguageLinks();
  const lang = pageLang();
  // Everything at once, not one after the other (the head preloads the same: worker/http/match-preload.ts):
  // the data, the page's words, and the game's board as soon as the game is known (the head says it; else the data does).
  const first = firstPageData(id);
  const meta = document.querySelector<HTMLMetaElement>('meta[name="tenka-game"]');
  const game = meta?.content ? Promise.resolve(meta.content) : first.then((r) => (r.ok ? r.body?.match?.game ?? null : null));
  const mods = game.then((g) => (g ? loadGameModules(g, lang) : null)).catch(() => null);
  // The page draws once, with its data, words and board together: each draw before that (an empty
  // page, then the page without its board) cost a layout of the page on a slow phone, and the
  // effects that start the next step wait for the frame after each draw (issue 32).
  const [res, , board] = await Promise.all([first, loadMatchWords(lang), mods]);
  // The Worker may have drawn the page already (worker/http/match-first-draw.ts, from the same data):
  // Preact's `render` then draws over those nodes, reusing what matches and setting their
  // attributes (`hydrate` would trust them as they are; the Worker's can differ, e.g. this browser's
  // catch-up mark). Else the page's "…" goes: Preact leaves in place what it did not draw.
  const serverDrawn = root.getAttribute('data-first-draw') === 'server' && res.ok;
  if (!serverDrawn) root.replaceChildren();
  render(<MatchPage id={id} lang={lang} first={res} board={board} hint={meta?.dataset.name ?? null} />, root);
  void replayEarlyTaps();
}

/**
 * Taps made before this script ran. The Worker draws the page's first draw into the HTML, so a
 * phone shows the moves before this script has loaded; early-tap.js (a small classic script, loaded
 * async ahead of the modules: the policy allows no inline script) keeps a click on a control of
 * that draw, outlines it at once (`.early-tap`) and stops it (the same control twice in a row is
 * kept once). `<html data-taps>` says what a tap gets: "kept" (that script), "live" (this one).
 *
 * Here the kept taps are played on the page's own controls now
 * (the same nodes when the draw above reused them; a tap whose control is gone is dropped). One
 * at a time, each after the redraw it caused: a tap may depend on the one before (a piece, then
 * where it goes).
 */
async function replayEarlyTaps(): Promise<void> {
  document.documentElement.setAttribute('data-taps', 'live');
  const kept = (window as { __tenkaEarlyTaps?: Element[] }).__tenkaEarlyTaps?.splice(0) ?? [];
  for (const control of kept) {
    control.classList.remove('early-tap');
    if (!control.isConnected || (control as HTMLButtonElement).disabled) continue;
    control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
