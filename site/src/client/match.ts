/**
 * The match page: seats and invite link, the game's board, the log with rule citations, the
 * replay control, the dice audit, and live updates over the match's WebSocket. It knows no game:
 * the board renderer and the words for events come from the game's own folder.
 */
import { h as vh, render as preactRender } from 'preact';
import type { BoardModule, BoardUi } from '../../../worker/engine/ui-contract';
import { jsonEqual, type GameDefinition, type GameEvent, type Move } from '../../../worker/engine/contract';
import { api, h, localHref, loginHref, me, pageLang } from './api';
import { errorText, ui } from './ui-text';

const boardModules = import.meta.glob<{ board: BoardUi }>('../../../worker/games/*/ui.ts');
const componentModules = import.meta.glob<BoardModule>('../../../worker/games/*/ui/index.tsx');
const gameModules = import.meta.glob<Record<string, unknown>>('../../../worker/games/*/index.ts');

async function loadGame(id: string): Promise<{ game: GameDefinition; board: BoardUi | null }> {
  const defKey = Object.keys(gameModules).find((k) => k.includes(`/games/${id}/index.ts`));
  const uiKey = Object.keys(boardModules).find((k) => k.includes(`/games/${id}/ui.ts`));
  const mod = defKey ? await gameModules[defKey]!() : {};
  const game = Object.values(mod).find((v: any) => v && typeof v === 'object' && v.id === id) as GameDefinition;
  const compKey = Object.keys(componentModules).find((k) => k.includes(`/games/${id}/ui/index.tsx`));
  if (compKey) {
    // A component board: mounted once in a kept element, and diffed by Preact on every update.
    const { Board } = await componentModules[compKey]!();
    return { game, board: { render: (root, ctx) => preactRender(vh(Board, ctx), root) } };
  }
  const board = uiKey ? (await boardModules[uiKey]!()).board : null;
  return { game, board };
}

interface Snapshot {
  id: string; game: string; status: 'open' | 'active' | 'finished'; version: number; players: number; options: unknown;
  seats: { seat: number; username: string | null }[]; you: { seat: number } | { seat: null; referee: true } | null; awaiting: number[];
  deadline: number | null; view: any; seedHash: string; seed?: string; result: any; moveSeconds: number | null;
  referee: string | null; paused: boolean; hooks: { id: string; kind: string; status: string; reason?: string; url?: string }[];
}

export async function startMatchPage(root: HTMLElement): Promise<void> {
  const lang = pageLang();
  const id = new URLSearchParams(location.search).get('id') ?? '';
  const user = await me();
  let snap: Snapshot;
  const first = await api<Snapshot>('GET', `/api/matches/${encodeURIComponent(id)}`);
  if (!first.ok) { root.replaceChildren(h('p', { class: 'error' }, ui(lang, 'match.notFound'))); return; }
  snap = first.body;
  const { game, board } = await loadGame(snap.game);

  let legal: Move[] = [];
  let messages: { id: number; at: number; from: number; to: number[] | null; text: string }[] = [];
  let log: any[] = [];
  let replayStep: number | null = null; // null = live
  let replayView: any = null;
  let refusal: { message: string; rule?: string; move?: Move } | null = null;
  let busy = false;
  let socketOpen = false;

  const seatNames = () => snap.seats.map((s) => s.username ?? ui(lang, 'match.freeSeat'));
  const mySeat = (): number | null => (snap.you && snap.you.seat !== null ? snap.you.seat : null);
  const isReferee = () => !!(snap.you && 'referee' in snap.you && snap.you.referee);
  let consoleData: { refereeMoves: Move[]; canPreview: boolean; canChangeOptions: boolean } | null = null;
  let preview: { view: unknown; events: GameEvent[] } | null = null;
  const ruleHref = (rule: string) => localHref(`/rules/${rule}/`);

  async function refresh() {
    const [m, l, msg] = await Promise.all([api<Snapshot>('GET', `/api/matches/${id}`), api('GET', `/api/matches/${id}/log`), api('GET', `/api/matches/${id}/messages`)]);
    if (m.ok) snap = m.body;
    if (l.ok) log = l.body;
    if (msg.ok) messages = msg.body;
    legal = mySeat() !== null && snap.status === 'active' ? ((await api<Move[]>('GET', `/api/matches/${id}/moves`)).body ?? []) : [];
    if (isReferee()) consoleData = (await api('GET', `/api/matches/${id}/referee`)).body;
    render();
  }

  async function play(move: Move) {
    if (busy) return;
    busy = true;
    try {
      let res = await api('POST', `/api/matches/${id}/moves`, { move, version: snap.version });
      // In a simultaneous phase another seat may have moved meanwhile: if this move is still legal
      // at the new version, send it again once.
      if (!res.ok && res.body.error === 'stale_version') {
        await refresh();
        if (legal.some((m) => jsonEqual(m, move))) res = await api('POST', `/api/matches/${id}/moves`, { move, version: snap.version });
      }
      refusal = res.ok ? null : { message: errorText(lang, res.body), rule: res.body.rule, move };
    } catch (e) {
      refusal = { message: `${ui(lang, 'error.generic')}: ${(e as Error).message}`, move };
    } finally {
      busy = false;
    }
    // With the socket open the change arrives as a delta; without it, fetch the match again.
    if (socketOpen && !refusal) render();
    else await refresh();
  }

  /**
   * A live update is a delta from the version this page has: the new snapshot, the new log
   * entries and the legal moves. Applied as it is; a gap (a lost message) means one full refresh.
   */
  async function applyUpdate(msg: { fromVersion?: number; version?: number; match: Snapshot; log?: any[]; legal?: Move[] }) {
    if (msg.fromVersion === undefined || msg.fromVersion !== snap.version) {
      if (msg.match.version !== snap.version || msg.fromVersion === undefined) await refresh();
      return;
    }
    snap = msg.match;
    const known = new Set(log.map((e) => e.index));
    for (const e of msg.log ?? []) if (!known.has(e.index)) log.push(e);
    legal = msg.legal ?? [];
    if (isReferee()) consoleData = (await api('GET', `/api/matches/${id}/referee`)).body;
    render();
  }

  function describe(e: GameEvent): string {
    if (e.type === 'bot-moved') return `${seatNames()[e.seat as number]}: ${ui(lang, 'match.bot')}`;
    try { return game.describeEvent(e, lang, seatNames()); } catch { return e.type; }
  }

  function renderLog(): HTMLElement {
    const ol = h('ol', { id: 'log', start: '0' });
    for (const entry of log) {
      for (const e of entry.events as GameEvent[]) {
        const future = replayStep !== null && entry.index >= replayStep;
        ol.append(h('li', { class: [future ? 'future' : '', entry.by === 'bot' ? 'bot' : ''].join(' '), 'data-index': entry.index, 'data-type': e.type },
          describe(e),
          e.rule && !String(e.rule).startsWith('platform/') ? h('a', { class: 'rule-link', href: ruleHref(String(e.rule)), 'data-rule': e.rule, target: '_blank' }, `§ ${ui(lang, 'match.rule')}`) : null));
      }
    }
    queueMicrotask(() => { if (replayStep === null) ol.scrollTop = ol.scrollHeight; });
    return ol;
  }

  function renderReplay(): HTMLElement {
    const step = replayStep ?? snap.version;
    const go = async (n: number) => {
      n = Math.max(0, Math.min(snap.version, n));
      if (n === snap.version) { replayStep = null; replayView = null; render(); return; }
      const res = await api('GET', `/api/matches/${id}/history/${n}`);
      if (res.ok) { replayStep = n; replayView = res.body.view; render(); }
    };
    const range = h('input', { type: 'range', min: '0', max: String(snap.version), value: String(step), 'aria-label': ui(lang, 'match.replay') }) as HTMLInputElement;
    range.addEventListener('change', () => go(Number(range.value)));
    return h('div', { class: 'card' }, h('h2', {}, ui(lang, 'match.replay')),
      h('div', { class: 'replay' },
        h('button', { class: 'secondary', onclick: () => go(0), title: '0', 'data-replay': 'start' }, '|◀'),
        h('button', { class: 'secondary', onclick: () => go(step - 1), 'data-replay': 'prev' }, '◀'),
        range,
        h('button', { class: 'secondary', onclick: () => go(step + 1), 'data-replay': 'next' }, '▶'),
        h('button', { class: 'secondary', onclick: () => go(snap.version), 'data-replay': 'live' }, '▶|')),
      h('p', { class: 'muted', id: 'replay-status' }, `${ui(lang, 'match.replayStep')} ${step} / ${snap.version}`,
        replayStep !== null ? h('button', { class: 'secondary', style: 'margin-left:.5rem', onclick: () => go(snap.version) }, ui(lang, 'match.replayLive')) : null));
  }

  function renderSeats(): HTMLElement {
    const box = h('div', { class: 'card', id: 'seats' }, h('h2', {}, ui(lang, 'match.seats')));
    const ul = h('ul');
    for (const s of snap.seats) {
      ul.append(h('li', { 'data-seat': s.seat }, s.username ?? h('em', {}, ui(lang, 'match.freeSeat')), mySeat() === s.seat ? ` (${ui(lang, 'match.you')})` : ''));
    }
    if (snap.referee) ul.append(h('li', { 'data-seat': 'referee' }, `${ui(lang, 'match.referee')}: ${snap.referee}`, isReferee() ? ` (${ui(lang, 'match.you')})` : ''));
    box.append(ul);
    if (snap.status === 'open') {
      const link = `${location.origin}${localHref(`/match/?id=${snap.id}`)}`;
      const input = h('input', { readonly: true, value: link, id: 'invite-link' }) as HTMLInputElement;
      box.append(h('div', { class: 'invite' }, h('p', {}, ui(lang, 'match.invite')), input,
        h('button', { class: 'secondary', onclick: () => { input.select(); navigator.clipboard?.writeText(link); } }, ui(lang, 'match.copy'))),
        h('p', { class: 'muted' }, ui(lang, 'match.waitingStart')));
      if (!snap.you) {
        box.append(user
          ? h('button', { id: 'join', onclick: async () => {
              const res = await api('POST', `/api/matches/${id}/join`, {});
              if (!res.ok) refusal = { message: errorText(lang, res.body) };
              await refresh();
            } }, ui(lang, 'match.join'))
          : h('a', { class: 'button', href: loginHref() }, ui(lang, 'account.login')));
      }
    }
    return box;
  }

  /** Table talk: public messages and private ones between seats (diplomacy). */
  function renderMessages(): HTMLElement {
    const list = h('ol', { id: 'messages', style: 'list-style:none;padding:0;max-height:16rem;overflow:auto;font-size:.9rem' });
    for (const m of messages) {
      list.append(h('li', { 'data-message': m.id, class: m.to ? 'private' : '' },
        h('strong', {}, m.from < 0 ? `${ui(lang, 'match.referee')} ${snap.referee ?? ''}` : seatNames()[m.from] ?? '?'),
        m.to ? h('span', { class: 'muted' }, ` → ${m.to.map((s) => seatNames()[s]).join(', ')} (${ui(lang, 'messages.private')})`) : null,
        ': ', m.text));
    }
    const box = h('div', { class: 'card' }, h('h2', {}, ui(lang, 'messages.title')), list);
    if (snap.you) {
      const to = h('select', { id: 'message-to' }, h('option', { value: '' }, ui(lang, 'messages.everyone')),
        ...snap.seats.filter((s) => s.seat !== mySeat() && s.username).map((s) => h('option', { value: String(s.seat) }, s.username!))) as HTMLSelectElement;
      const text = h('input', { id: 'message-text', maxlength: '2000', style: 'width:100%', placeholder: ui(lang, 'messages.placeholder') }) as HTMLInputElement;
      const form = h('form', { id: 'message-form' }, to, text, h('button', { type: 'submit', class: 'secondary' }, ui(lang, 'messages.send')));
      form.addEventListener('submit', async (e) => {
        e.preventDefault();
        if (!text.value.trim()) return;
        const res = await api('POST', `/api/matches/${id}/messages`, { text: text.value, to: to.value === '' ? null : [Number(to.value)] });
        if (res.ok) { messages.push(res.body); text.value = ''; render(); }
      });
      box.append(form);
    }
    queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
    return box;
  }

  /** The referee's console: pause, resume, deadline, resolve, preview, replace a player, settings, the game's own actions. */
  function renderRefereeConsole(): HTMLElement {
    const act = async (body: Record<string, unknown>) => {
      // Every action names the version it acts on: a double click or a race with the deadline gets 409, never a second application.
      const res = await api('POST', `/api/matches/${id}/referee`, body.action === 'preview' ? body : { ...body, version: snap.version });
      if (!res.ok) { refusal = { message: errorText(lang, res.body), rule: res.body.rule }; render(); return null; }
      refusal = null;
      return res.body;
    };
    const box = h('div', { class: 'card', id: 'referee-console' }, h('h2', {}, ui(lang, 'referee.console')));
    if (snap.paused) box.append(h('p', { class: 'error' }, ui(lang, 'referee.paused')));
    box.append(h('p', {},
      snap.paused
        ? h('button', { 'data-referee': 'resume', onclick: async () => { await act({ action: 'resume' }); await refresh(); } }, ui(lang, 'referee.resume'))
        : h('button', { class: 'secondary', 'data-referee': 'pause', onclick: async () => { await act({ action: 'pause' }); await refresh(); } }, ui(lang, 'referee.pause')),
      ' ',
      snap.status === 'active' ? h('button', { class: 'secondary', 'data-referee': 'resolve', onclick: async () => { preview = null; await act({ action: 'resolve' }); await refresh(); } }, ui(lang, 'referee.resolve')) : null,
      ' ',
      consoleData?.canPreview ? h('button', { class: 'secondary', 'data-referee': 'preview', onclick: async () => { preview = await act({ action: 'preview' }); render(); } }, ui(lang, 'referee.preview')) : null));
    if (snap.deadline) {
      const local = new Date(snap.deadline - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 16);
      const until = h('input', { type: 'datetime-local', id: 'referee-extend-until', value: local }) as HTMLInputElement;
      box.append(h('p', {}, `${ui(lang, 'referee.extend')} `, until, ' ',
        h('button', { class: 'secondary', 'data-referee': 'extend', onclick: async () => { await act({ action: 'extend', until: new Date(until.value).getTime() }); await refresh(); } }, ui(lang, 'referee.apply'))));
    }
    const seatSel = h('select', { id: 'referee-replace-seat' }, ...snap.seats.map((s) => h('option', { value: String(s.seat) }, `${s.seat + 1}. ${s.username ?? ui(lang, 'match.freeSeat')}`))) as HTMLSelectElement;
    const who = h('input', { id: 'referee-replace-user', size: '12' }) as HTMLInputElement;
    box.append(h('p', {}, `${ui(lang, 'referee.replace')} `, seatSel, ` ${ui(lang, 'referee.to')} `, who, ' ',
      h('button', { class: 'secondary', 'data-referee': 'replace', onclick: async () => { await act({ action: 'replace', seat: Number(seatSel.value), username: who.value }); await refresh(); } }, ui(lang, 'referee.apply'))));
    if (consoleData?.canChangeOptions) {
      const opts = h('textarea', { id: 'referee-options', rows: '3', style: 'width:100%;font-family:monospace' }) as HTMLTextAreaElement;
      opts.value = JSON.stringify(snap.options);
      const reason = h('input', { id: 'referee-reason', style: 'width:100%' }) as HTMLInputElement;
      box.append(h('details', {}, h('summary', {}, ui(lang, 'referee.options')), opts, reason,
        h('button', { class: 'secondary', 'data-referee': 'options', onclick: async () => {
          let options: unknown;
          try { options = JSON.parse(opts.value); } catch (e) { refusal = { message: `JSON: ${(e as Error).message}` }; render(); return; }
          await act({ action: 'options', options, reason: reason.value }); await refresh();
        } }, ui(lang, 'referee.apply'))));
    }
    if (consoleData?.refereeMoves.length) {
      box.append(h('h3', {}, ui(lang, 'referee.actions')), h('div', {}, ...consoleData.refereeMoves.map((m, i) =>
        h('button', { class: 'secondary', 'data-referee-move': String(i), onclick: async () => { await act({ action: 'move', move: m }); await refresh(); } }, safeDescribe(m)))));
    }
    if (preview) {
      const pv = h('div', { id: 'referee-preview' });
      if (board) board.render(pv, { view: preview.view, legalMoves: [], you: null, seatNames: seatNames(), lang, play: async () => {} });
      box.append(h('h3', {}, ui(lang, 'referee.previewTitle')), h('ul', { id: 'referee-preview-events' }, ...preview.events.slice(0, 200).map((e) => h('li', {}, describe(e)))), pv);
    }
    return box;
  }

  function safeDescribe(m: Move): string {
    try { return game.describeMove(m, lang); } catch { return JSON.stringify(m); }
  }

  /** For bot authors and rules lawyers: send any move as JSON; the engine says why it refuses. */
  function renderRawMove(): HTMLElement {
    const area = h('textarea', { id: 'raw-move', rows: '2', style: 'width:100%;font-family:monospace', placeholder: '{"type": "…"}' }) as HTMLTextAreaElement;
    return h('details', { class: 'card', id: 'raw-move-box' }, h('summary', {}, ui(lang, 'match.rawMove')), area,
      h('button', { class: 'secondary', id: 'raw-move-send', onclick: async () => {
        let move: Move;
        try { move = JSON.parse(area.value); } catch (e) { refusal = { message: `JSON: ${(e as Error).message}` }; render(); return; }
        await play(move);
      } }, ui(lang, 'match.rawMoveSend')));
  }

  /** Discord channels and bot webhooks: the creator manages them; everyone sees if one broke. */
  function renderHooks(): HTMLElement | null {
    const hooks = snap.hooks;
    // The creator sees the hooks' URLs: that is how we know who may manage them.
    const creator = hooks.some((hk) => hk.url) || (!hooks.length && (mySeat() === 0 && !snap.referee || isReferee()));
    if (!creator && !hooks.length) return null;
    const box = h('div', { class: 'card', id: 'hooks' }, h('h2', {}, ui(lang, 'hooks.title')));
    const ul = h('ul');
    for (const hk of hooks) {
      ul.append(h('li', { 'data-hook': hk.id, 'data-status': hk.status },
        `${ui(lang, hk.kind === 'discord' ? 'hooks.discord' : 'hooks.webhook')} — `,
        h('strong', { class: hk.status === 'disabled' ? 'error' : '' }, ui(lang, hk.status === 'disabled' ? 'hooks.disabled' : 'hooks.active')),
        hk.reason ? h('span', { class: 'muted' }, ` (${hk.reason})`) : null,
        hk.url ? h('div', { class: 'muted', style: 'font-size:.75rem;word-break:break-all' }, hk.url) : null,
        creator ? h('button', { class: 'secondary', onclick: async () => { await api('DELETE', `/api/matches/${id}/hooks/${hk.id}`); await refresh(); } }, ui(lang, 'hooks.remove')) : null));
    }
    box.append(ul);
    if (creator) {
      const kind = h('select', { id: 'hook-kind' }, h('option', { value: 'discord' }, ui(lang, 'hooks.discord')), h('option', { value: 'webhook' }, ui(lang, 'hooks.webhook'))) as HTMLSelectElement;
      const url = h('input', { id: 'hook-url', type: 'url', placeholder: 'https://discord.com/api/webhooks/…', style: 'width:100%' }) as HTMLInputElement;
      const msg = h('p', { class: 'muted', id: 'hook-msg' });
      box.append(h('p', { class: 'muted' }, ui(lang, 'hooks.help')), kind, url,
        h('button', { class: 'secondary', id: 'hook-add', onclick: async () => {
          const res = await api('POST', `/api/matches/${id}/hooks`, { kind: kind.value, url: url.value });
          if (!res.ok) { msg.textContent = errorText(lang, res.body); msg.className = 'error'; return; }
          await refresh();
          if (res.body.secret) document.getElementById('hooks')?.append(h('p', {}, ui(lang, 'hooks.secret'), ' ', h('code', {}, res.body.secret)));
        } }, ui(lang, 'hooks.add')), msg);
    }
    return box;
  }

  /** The match's settings, for everyone to see (labels and explanations from the game). */
  function renderSettings(): HTMLElement | null {
    const specs = game?.options ?? [];
    const values = (snap.options ?? {}) as Record<string, unknown>;
    if (!specs.length) return null;
    const rows = specs.map((o) => {
      const v = values[o.key];
      const shown = o.kind === 'choice' ? (o.choices.find((c) => c.value === v)?.label[lang] ?? String(v)) : v === true ? '✓' : v === false ? '✗' : String(v);
      const changed = v !== undefined && v !== o.default;
      return h('tr', { 'data-option': o.key, class: changed ? 'your-turn' : '' }, h('td', { title: o.help?.[lang] ?? '' }, o.label[lang]), h('td', {}, shown));
    });
    return h('details', { class: 'card', id: 'match-settings' }, h('summary', {}, ui(lang, 'match.settings')), h('table', {}, ...rows));
  }

  function renderAudit(): HTMLElement {
    return h('div', { class: 'card audit' },
      h('h2', {}, ui(lang, 'match.seedHash')), h('code', { id: 'seed-hash' }, snap.seedHash),
      snap.seed ? h('div', {}, h('h2', {}, ui(lang, 'match.seed')), h('code', { id: 'seed' }, snap.seed),
        h('p', {}, h('a', { href: `/api/matches/${id}/export`, download: `tenka-${id}.json`, id: 'export-link' }, ui(lang, 'match.export')))) : null);
  }

  function renderResult(): HTMLElement | null {
    if (!snap.result) return null;
    const table = h('table', { id: 'result' }, h('tr', {}, h('th', {}, ui(lang, 'match.place')), h('th', {}, ui(lang, 'match.seats')), h('th', {}, ui(lang, 'match.score')), h('th', {})));
    for (const r of snap.result.ranking) {
      table.append(h('tr', { class: r.place === 1 ? 'your-turn' : '' }, h('td', {}, String(r.place)), h('td', {}, seatNames()[r.seat]), h('td', {}, String(r.score)), h('td', { class: 'muted' }, r.tiebreak ?? '')));
    }
    return h('div', { class: 'card' }, h('h2', {}, ui(lang, 'match.result')), table);
  }

  function statusLine(): HTMLElement {
    if (snap.status === 'open') return h('span', { class: 'turn-banner', id: 'turn' }, ui(lang, 'matches.open'));
    if (snap.status === 'finished') return h('span', { class: 'turn-banner', id: 'turn' }, ui(lang, 'match.finished'));
    if (snap.paused) return h('span', { class: 'turn-banner', id: 'turn', 'data-mine': 'no', 'data-paused': 'yes' }, ui(lang, 'paused.banner'));
    const me = mySeat();
    const mine = me !== null && snap.awaiting.includes(me);
    const others = snap.awaiting.map((s) => seatNames()[s]).join(', ');
    return h('span', { class: `turn-banner ${mine ? 'mine' : ''}`, id: 'turn', 'data-mine': mine ? 'yes' : 'no' },
      mine ? ui(lang, 'match.yourTurn') : `${ui(lang, 'match.waitingFor')} ${others}`);
  }

  /**
   * The page is redrawn on every update: keep what the reader was doing — open <details>, text
   * being typed in a field with an id, and the focused field — across the redraw.
   */
  function keepingReaderState(draw: () => void) {
    const open = new Set([...root.querySelectorAll<HTMLDetailsElement>('details[id]')].filter((d) => d.open && !d.closest('#board')).map((d) => d.id));
    // (Fields of the page itself only: a board keeps its own state.)
    const values = new Map([...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')]
      .filter((f) => f.type !== 'checkbox' && f.type !== 'radio' && !f.readOnly && !f.closest('#board, #referee-preview'))
      .map((f) => [f.id, f.value] as const));
    const focused = (document.activeElement as HTMLElement | null)?.id || null;
    draw();
    for (const id of open) (root.querySelector(`details#${CSS.escape(id)}`) as HTMLDetailsElement | null)?.setAttribute('open', '');
    for (const [id, value] of values) {
      const f = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(id)}`);
      if (f && value && !f.value) f.value = value;
    }
    if (focused) (root.querySelector(`#${CSS.escape(focused)}`) as HTMLElement | null)?.focus();
  }

  function render() {
    keepingReaderState(draw);
  }

  // The board's element is kept across redraws: a component board keeps its own state in it.
  const boardBox = h('div', { id: 'board' });
  function draw() {
    const view = replayStep === null ? snap.view : replayView;
    if (view && board) {
      const last = replayStep === null ? log[log.length - 1] : null;
      const lastChange = last && last.index >= 0 ? { by: String(last.by), seat: last.seat >= 0 ? last.seat : null, events: last.events } : null;
      board.render(boardBox, { view, legalMoves: replayStep === null ? legal : [], you: mySeat(), seatNames: seatNames(), lang, play, refusal, lastChange, busy });
    }
    root.replaceChildren(
      h('div', { class: 'match-head' },
        h('h1', {}, game?.name[lang] ?? snap.game), statusLine(),
        snap.deadline && snap.status === 'active' ? h('span', { class: 'muted', id: 'deadline' }, `${ui(lang, 'match.deadline')}: ${new Date(snap.deadline).toLocaleString(lang)}`) : null,
        h('span', { class: `live-dot ${socketOpen ? 'on' : ''}`, id: 'live' }, socketOpen ? ui(lang, 'match.live') : ui(lang, 'match.offline')),
        h('a', { href: localHref(`/rules/${snap.game}/`), id: 'rules-link' }, ui(lang, 'match.rules'))),
      h('div', { class: 'match-layout' },
        h('div', {},
          refusal ? h('div', { class: 'refusal', role: 'alert', id: 'refusal' }, h('strong', {}, `${ui(lang, 'match.refused')}: `), refusal.message, ' ',
            refusal.rule ? h('a', { href: ruleHref(refusal.rule), id: 'refusal-rule', 'data-rule': refusal.rule }, `§ ${refusal.rule}`) : null) : null,
          snap.status === 'open' ? null : boardBox,
          mySeat() !== null && snap.status === 'active' ? renderRawMove() : null,
          isReferee() ? renderRefereeConsole() : null),
        h('aside', { class: 'side' },
          renderSeats(), renderResult(),
          snap.status === 'open' ? null : renderReplay(),
          snap.status === 'open' ? null : h('div', { class: 'card' }, h('h2', {}, ui(lang, 'match.log')), renderLog()),
          snap.status === 'open' ? null : renderMessages(),
          renderSettings(),
          renderHooks(),
          renderAudit())));
  }

  function connect(delay = 500) {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${proto}://${location.host}/api/matches/${id}/ws`);
    // (Re)connected: catch up with whatever happened while the socket was down.
    ws.addEventListener('open', () => { socketOpen = true; render(); });
    ws.addEventListener('message', async (e) => {
      if (e.data === 'pong') return;
      const msg = JSON.parse(String(e.data));
      if (msg.type === 'message') {
        if (!messages.some((m) => m.id === msg.message.id)) { messages.push(msg.message); render(); }
        return;
      }
      // (Re)connected: catch up once if anything changed while the socket was down.
      const sig = (m: Snapshot) => JSON.stringify([m.version, m.status, m.paused, m.deadline, m.seats, m.hooks, m.referee, m.you]);
      if (msg.type === 'hello') {
        if (sig(msg.match) !== sig(snap)) await refresh();
        return;
      }
      if (msg.type === 'update' && msg.match) await applyUpdate(msg);
    });
    ws.addEventListener('close', () => { socketOpen = false; render(); setTimeout(() => connect(Math.min(delay * 2, 15000)), delay); });
    setInterval(() => { if (ws.readyState === WebSocket.OPEN) ws.send('ping'); }, 30000);
  }

  await refresh();
  connect();
}
