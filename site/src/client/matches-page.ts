/** "My matches": the caller's matches and the create form. (moved from the page's inline script, so every page script lives in site/src/client/). */
import { api, h, localHref, loginHref, me, pageLang, refreshWaitingBadge } from './api';
import { awayOf, awayText } from './away';
import { ui } from './ui-text';
import { showError } from './error-box';
import { ct } from '../i18n/corrections';
import { localTime, relativeTime } from './time';
import { setupCreateReliability } from './reliability';
import { colon } from '../../../worker/engine/colon';
import { botAccountMark } from './bot-account-mark';

export function startMatchesPage(): void {
  const lang = pageLang();

  async function main() {
    const user = await me();
    if (!user) {
      (document.getElementById('need-login') as HTMLElement).hidden = false;
      (document.getElementById('login-link') as HTMLAnchorElement).href = loginHref();
      (document.getElementById('match-list') as HTMLElement).hidden = true;
      return;
    }
    const games = (await api('GET', '/api/games')).body as any[];
    const list = document.getElementById('match-list')!;
    const mine = (await api('GET', '/api/matches')).body as any[];
    if (mine.length === 0) list.append(h('p', {}, ui(lang, 'matches.none')));
    else liveList(list, mine, games);
    setupCreate(games);
    showRatings(games);
  }

  /** The user's rating in each game played rated, each linked to that game's leaderboard. */
  async function showRatings(games: any[]) {
    const res = await api('GET', '/api/me/ratings');
    if (!res.ok || !res.body.ratings.length) return;
    const box = document.getElementById('my-ratings') as HTMLElement;
    document.getElementById('my-ratings-list')!.replaceChildren(...res.body.ratings.map((r: any) => h('li', { 'data-game': r.game },
      h('a', { href: localHref(`/leaderboard/?game=${r.game}`) }, games.find((g) => g.id === r.game)?.name[lang] ?? r.game), ': ',
      h('strong', { class: 'rating' }, String(r.rating)), r.provisional ? ` (${ui(lang, 'leaderboard.provisional')})` : '',
      h('span', { class: 'muted' }, ` · ${ui(lang, 'leaderboard.games')}${colon(lang)}${r.games}`))));
    box.hidden = false;
  }

  /**
   * My matches, live: sorted by urgency (your turn first, the nearest deadline first), deadlines
   * as relative times, and kept up to date without a reload by each running match's own socket
   * (the deltas the match page gets); the tab title counts the matches waiting for you.
   */
  let shownWaiting: number | null = null;

  /** "Name: away until …" for each seat with a declared absence (in the status column, which a phone shows too). */
  function awayMarks(m: any) {
    return ended(m) ? [] : m.seats.flatMap((s: any) => {
      const a = awayOf(m.away, s.seat);
      if (!a) return [];
      const { text, title } = awayText(a, lang);
      return [h('span', { class: 'away-mark', 'data-away': a.mode, 'data-seat': s.seat, title }, `${s.username ?? '—'}${colon(lang)}${text}`)];
    });
  }

  /** Finished, cancelled or expired: listed with the ended matches, no socket. */
  const ended = (m: any) => m.status === 'finished' || m.status === 'cancelled' || m.status === 'expired';

  function liveList(list: HTMLElement, mine: any[], games: any[]) {
    const rank = (m: any) => (m.yourTurn ? 0 : m.status === 'active' ? 1 : m.status === 'open' ? 2 : m.status === 'finished' ? 3 : 4);
    const draw = () => {
      mine.sort((a, b) => rank(a) - rank(b) || (a.deadline ?? Infinity) - (b.deadline ?? Infinity) || (b.updatedAt ?? 0) - (a.updatedAt ?? 0));
      const body = h('tbody');
      for (const m of mine) {
        const game = games.find((g) => g.id === m.game);
        const status = m.you?.referee ? `${ui(lang, 'match.referee')} · ${ui(lang, `matches.${m.status}` as any)}` : m.status === 'active' ? (m.yourTurn ? ui(lang, 'matches.yourTurn') : ui(lang, 'matches.waiting')) : ui(lang, `matches.${m.status}` as any);
        body.append(h('tr', { class: m.yourTurn ? 'your-turn' : '', 'data-match': m.id, 'data-status': m.status, 'data-your-turn': m.yourTurn ? 'yes' : 'no' },
          h('td', {}, game?.name[lang] ?? m.game),
          h('td', {}, ...m.seats.flatMap((s: any, i: number) => [...(i ? [', '] : []), s.username ?? '—', ...(s.username && s.botAccount ? [' ', botAccountMark(lang)] : [])])),
          h('td', { class: 'status' }, status, ...awayMarks(m)),
          h('td', { class: 'deadline' }, m.deadline && m.status === 'active' ? h('time', { datetime: new Date(m.deadline).toISOString(), title: localTime(m.deadline, lang) }, relativeTime(m.deadline, lang)) : ''),
          h('td', {}, h('a', { href: localHref(`/match/?id=${m.id}`) }, ui(lang, 'matches.openLink')))));
      }
      const table = h('table', { id: 'my-matches' },
        h('thead', {}, h('tr', {}, h('th', {}, ui(lang, 'matches.game')), h('th', {}, ui(lang, 'matches.players')), h('th', {}, ui(lang, 'matches.status')), h('th', {}, ui(lang, 'match.deadline')), h('th', {}, h('span', { class: 'visually-hidden' }, ui(lang, 'matches.openLink'))))),
        body);
      document.getElementById('my-matches')?.remove();
      list.append(table);
      const waiting = mine.filter((m) => m.yourTurn).length;
      if (shownWaiting !== null && shownWaiting !== waiting) refreshWaitingBadge();
      shownWaiting = waiting;
      document.title = `${waiting ? `(${waiting}) ` : ''}${ui(lang, 'matches.title')} · Tenka`;
    };
    draw();
    setInterval(draw, 60_000);
    // One socket per running or open match (at most 20; the rest update on the next visit).
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    for (const m of mine.filter((x) => !ended(x)).slice(0, 20)) {
      const connect = (delay: number) => {
        const ws = new WebSocket(`${proto}://${location.host}/api/matches/${m.id}/ws`);
        ws.addEventListener('message', (e) => {
          if (e.data === 'pong') return;
          const msg = JSON.parse(String(e.data));
          const snap = msg.match;
          if (!snap || (msg.type !== 'update' && msg.type !== 'hello')) return;
          const seat = snap.you && snap.you.seat !== null ? snap.you.seat : null;
          Object.assign(m, { status: snap.status, deadline: snap.deadline, seats: snap.seats, version: snap.version, away: snap.absence?.away ?? m.away,
            yourTurn: snap.status === 'active' && !snap.paused && seat !== null && snap.awaiting.includes(seat) });
          draw();
        });
        ws.addEventListener('close', () => setTimeout(() => connect(Math.min(delay * 2, 60_000)), delay));
      };
      connect(1000);
    }
  }

  function setupCreate(games: any[]) {
    const form = document.getElementById('create-form') as HTMLFormElement;
    form.hidden = false;
    const gameSelect = document.getElementById('game-select') as HTMLSelectElement;
    const playersSelect = document.getElementById('players-select') as HTMLSelectElement;
    const optionsBox = document.getElementById('game-options')!;
    for (const g of games) gameSelect.append(h('option', { value: g.id }, g.name[lang]));
    const wanted = new URLSearchParams(location.search).get('new');
    if (wanted && games.some((g) => g.id === wanted)) gameSelect.value = wanted;
    const tz = form.querySelector('#schedule-tz') as HTMLInputElement;
    tz.value = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    const refresh = () => {
      const g = games.find((x) => x.id === gameSelect.value)!;
      // The game's usual table: a referee, a calendar of deadlines.
      (form.querySelector('#create-referee') as HTMLInputElement).checked = !!g.defaults?.referee;
      const sched = g.defaults?.schedule;
      if (sched?.kind === 'weekly') {
        (form.querySelector('#schedule-weekly') as HTMLInputElement).checked = true;
        form.querySelectorAll<HTMLInputElement>('[data-day]').forEach((c) => { c.checked = sched.days.includes(Number(c.dataset.day)); });
        (form.querySelector('input[name=scheduleTime]') as HTMLInputElement).value = sched.time;
      } else {
        (form.querySelector('input[name=timerKind][value=none]') as HTMLInputElement).checked = true;
      }
      playersSelect.replaceChildren(...Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => h('option', { value: g.minPlayers + i }, String(g.minPlayers + i))));
      // Games with several kinds of wait (Rising Sun: tea, bids...) may time each one differently.
      const kindsBox = form.querySelector('#timer-kinds') as HTMLElement;
      kindsBox.replaceChildren(...(g.timerKinds?.length ? [h('details', {}, h('summary', {}, ui(lang, 'create.perKind')),
        ...g.timerKinds.map((k: any) => h('label', {}, `${k.label[lang]}${colon(lang)}`, h('input', { type: 'number', min: '1', max: '336', name: `kind:${k.key}`, placeholder: '—', class: 'short-number' }), ` ${ui(lang, 'create.hours')}`)))] : []));
      // Each setting's explanation is written under it (a tooltip cannot be read on a phone).
      const help = (o: any) => (o.help?.[lang] ? h('small', { class: 'muted option-help' }, o.help[lang]) : null);
      optionsBox.replaceChildren(...g.options.map((o: any) => o.kind === 'boolean'
        ? h('label', {}, h('input', { type: 'checkbox', name: `opt:${o.key}`, checked: o.default }), ' ', o.label[lang], help(o))
        : h('label', {}, o.label[lang], ' ', h('select', { name: `opt:${o.key}` }, ...o.choices.map((c: any) => h('option', { value: c.value, selected: c.value === o.default }, c.label[lang]))), help(o))));
    };
    // The bot may play the last seats, leaving one at least to a person.
    const botsSelect = document.getElementById('create-bots') as HTMLSelectElement;
    const refreshBots = () => {
      const players = Number(playersSelect.value);
      botsSelect.replaceChildren(...Array.from({ length: players }, (_, n) => h('option', { value: n }, n ? ui(lang, 'create.botsSome').replace('{n}', String(n)) : ui(lang, 'create.botsNone'))));
    };
    playersSelect.addEventListener('change', refreshBots);
    gameSelect.addEventListener('change', () => { refresh(); refreshBots(); });
    refresh();
    refreshBots();
    const reliabilityFields = setupCreateReliability(form, document.getElementById('create-reliability')!, games, lang);
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const g = games.find((x) => x.id === gameSelect.value)!;
      const fd = new FormData(form);
      const options: Record<string, unknown> = {};
      for (const o of g.options) options[o.key] = o.kind === 'boolean' ? fd.get(`opt:${o.key}`) === 'on' : fd.get(`opt:${o.key}`);
      const kind = fd.get('timerKind');
      const perKind: Record<string, number> = {};
      for (const k of g.timerKinds ?? []) { const v = Number(fd.get(`kind:${k.key}`)); if (v > 0) perKind[k.key] = v * 3600; }
      const timer = kind === 'set' ? { moveSeconds: Number(fd.get('timerAmount')) * Number(fd.get('timerUnit')), ...(Object.keys(perKind).length ? { perKind } : {}) } : undefined;
      const schedule = kind === 'weekly'
        ? { kind: 'weekly', days: [0, 1, 2, 3, 4, 5, 6].filter((d) => fd.get(`day${d}`) === 'on'), time: String(fd.get('scheduleTime') || '00:00'), timeZone: String(fd.get('timeZone')) }
        : kind === 'every' ? { kind: 'every', hours: Number(fd.get('everyHours')) } : undefined;
      // A correction set's link (or bare id): the match plays with that edition of the data.
      const edition = String(fd.get('corrections') ?? '').trim();
      const setId = /(?:^|[?&]id=)([0-9a-f]{16})$/.exec(edition)?.[1];
      if (edition && !setId) { (form.querySelector('.error') as HTMLElement).textContent = ct(lang, 'create.editionBad'); return; }
      const players = Number(playersSelect.value);
      const botCount = Number(fd.get('bots') || 0);
      const bots = Array.from({ length: botCount }, (_, i) => players - botCount + i);
      const res = await api('POST', '/api/matches', { ...reliabilityFields(), ...(botCount ? { bots, botLevel: String(fd.get('botLevel') || 'easy') } : {}), ...(setId ? { corrections: setId } : {}), game: g.id, players: Number(playersSelect.value), options, timer, schedule, referee: fd.get('referee') === 'on', rated: fd.get('rated') === 'on' && !botCount, public: fd.get('public') === 'on', lang: String(fd.get('tableLang') || lang), absenceDays: Number(fd.get('absenceDays')),
        expireDays: Number(fd.get('expireDays') || 14), replaceAfterMisses: Number(fd.get('replaceAfterMisses') || 0) });
      if (!res.ok) { showError((form.querySelector('.error') as HTMLElement), lang, res.body); return; }
      location.href = localHref(`/match/?id=${res.body.id}`);
    });
  }
  main();
}
