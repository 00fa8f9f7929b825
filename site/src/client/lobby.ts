/**
 * The lobby page: the filters become GET /api/lobby's query (kept in the address, so a filtered
 * lobby can be shared), each match joins in one click, quick play per game. A seat taken by
 * someone else first (409) says so and reloads the list.
 */
import type { Lang } from '../i18n/langs';
import { api, h, localHref, loginHref, me, pageLang } from './api';
import { errorNodes, showError } from './error-box';
import { lt as ui } from '../i18n/lobby';
import { relativeTime } from './time';
import { plural } from '../../../worker/engine/plural';
import { joinRefusal, lobbyReliability } from './reliability';
import { botAccountMark } from './bot-account-mark';

interface LobbyMatch { id: string; game: string; players: number; seatsTaken: number; rated: boolean; lang: Lang; timer: 'moves' | 'calendar' | 'none'; createdBy: string | null; createdAt: number; creatorReliability?: number | null; creatorBot?: boolean }
interface LiveMatch { id: string; game: string; players: number; seats: { seat: number; username: string | null; botAccount?: true }[]; updatedAt: number }
interface Vacancy { match: string; seat: number; game: string; players: number; rated: boolean; lang: Lang; timer: 'moves' | 'calendar' | 'none'; version: number; updatedAt: number; createdBy: string | null; creatorBot?: boolean }
interface GameInfo { id: string; name: string; options: { key: string; label: string; choices: { value: string; label: string }[] | null }[] }

const FILTERS = ['game', 'players', 'rated', 'lang', 'timer'] as const;
const LANG_NAMES = { en: 'English', fr: 'Français', de: 'Deutsch' } as const;
const TIMER_WORD = { moves: 'lobby.timerMoves', calendar: 'lobby.timerCalendar', none: 'lobby.timerNone' } as const;

export function startLobby(): void {
  const lang = pageLang();
  const box = document.getElementById('lobby')!;
  const games = JSON.parse(box.dataset.games!) as GameInfo[];
  const form = document.getElementById('lobby-filters') as HTMLFormElement;
  const errorBox = document.getElementById('lobby-error')!;
  const userP = me();

  // The address's filters fill the form (a shared link opens filtered).
  const given = new URLSearchParams(location.search);
  for (const f of FILTERS) {
    const v = given.get(f);
    const select = form.elements.namedItem(f) as HTMLSelectElement;
    if (v && [...select.options].some((o) => o.value === v)) select.value = v;
  }

  // The chosen game's own options, as more filters (opt.<key>); a boolean option reads yes/no.
  const optionsBox = document.getElementById('lobby-options')!;
  const showOptions = (keep: URLSearchParams) => {
    const game = games.find((g) => g.id === (form.elements.namedItem('game') as HTMLSelectElement).value);
    optionsBox.replaceChildren(...(game?.options ?? []).map((o) => {
      const choices = o.choices ?? [{ value: 'true', label: ui(lang, 'lobby.yes') }, { value: 'false', label: ui(lang, 'lobby.no') }];
      const select = h('select', { name: `opt.${o.key}` }, h('option', { value: '' }, ui(lang, 'lobby.any')), ...choices.map((c) => h('option', { value: c.value }, c.label)));
      const v = keep.get(`opt.${o.key}`);
      if (v && choices.some((c) => c.value === v)) select.value = v;
      return h('label', {}, o.label, select);
    }));
  };
  showOptions(given);
  (form.elements.namedItem('game') as HTMLSelectElement).addEventListener('change', () => showOptions(new URLSearchParams()));

  const query = () => {
    const q = new URLSearchParams();
    for (const f of FILTERS) { const v = (form.elements.namedItem(f) as HTMLSelectElement).value; if (v) q.set(f, v); }
    for (const s of optionsBox.querySelectorAll('select')) if (s.value) q.set(s.name, s.value);
    return q.toString();
  };

  // Two filters changed quickly (a game, then one of its options) start two loads; their answers
  // may come back in either order. Only the latest load draws the list and ends the busy state, so
  // an older answer never replaces the list the address now names.
  let latestLoad = 0;
  async function load() {
    const ticket = ++latestLoad;
    box.setAttribute('aria-busy', 'true');
    const q = query();
    history.replaceState(null, '', `${location.pathname}${q ? `?${q}` : ''}`);
    const [res, user] = await Promise.all([api('GET', `/api/lobby${q ? `?${q}` : ''}`), userP]);
    if (ticket !== latestLoad) return;
    box.setAttribute('aria-busy', 'false');
    if (!res.ok) { box.replaceChildren(h('p', { class: 'error' }, ...errorNodes(lang, res.body))); return; }
    const list = res.body.matches as LobbyMatch[];
    if (!list.length) { box.replaceChildren(h('p', { class: 'card', id: 'lobby-empty' }, ui(lang, 'lobby.empty'))); return; }
    const ul = h('ul', { class: 'lobby-list' }, ...list.map((m) => item(m, user)));
    box.replaceChildren(
      h('p', { class: 'muted lobby-count' }, list.length === 1 ? ui(lang, 'lobby.countOne') : plural(lang, list.length, ui(lang, 'lobby.count'))), ul);
    more(res.body.next as string | null, q, ul, user);
  }

  /** Beyond a page (50 matches): a button that appends the next one (GET /api/lobby?before=<next>). */
  function more(next: string | null, q: string, ul: HTMLElement, user: { username: string } | null) {
    if (!next) return;
    const button = h('button', { type: 'button', class: 'secondary', id: 'lobby-more', onclick: async () => {
      button.setAttribute('disabled', '');
      const res = await api('GET', `/api/lobby?${q ? `${q}&` : ''}before=${encodeURIComponent(next)}`);
      button.remove();
      if (!res.ok) { showError(errorBox, lang, res.body); return; }
      ul.append(...(res.body.matches as LobbyMatch[]).map((m) => item(m, user)));
      more(res.body.next as string | null, q, ul, user);
    } }, ui(lang, 'lobby.more'));
    box.append(button);
  }

  function item(m: LobbyMatch, user: { username: string } | null) {
    const name = games.find((g) => g.id === m.game)?.name ?? m.game;
    const label = ui(lang, 'lobby.joinMatch').replace('{game}', name);
    const action = user
      ? h('button', { type: 'button', class: 'join', 'data-join': m.id, 'aria-label': label, onclick: () => join(m.id) }, ui(lang, 'lobby.join'))
      : h('a', { class: 'button join', href: loginHref(), 'aria-label': `${ui(lang, 'lobby.loginToJoin')} (${name})` }, ui(lang, 'lobby.loginToJoin'));
    return h('li', { class: 'card lobby-match', 'data-match': m.id },
      h('div', {},
        h('h3', {}, name),
        h('p', { class: 'facts' },
          h('span', { class: 'seats' }, ui(lang, 'lobby.seats').replace('{taken}', String(m.seatsTaken)).replace('{players}', String(m.players))),
          h('span', {}, ui(lang, m.rated ? 'lobby.ratedYes' : 'lobby.ratedNo')),
          h('span', { lang: m.lang }, LANG_NAMES[m.lang] ?? m.lang),
          h('span', {}, ui(lang, TIMER_WORD[m.timer] ?? 'lobby.timerNone')),
          h('span', { class: 'muted' }, ...byline(m.createdBy, m.creatorBot), ...lobbyReliability(m.creatorReliability, lang), ' · ',
            h('time', { datetime: new Date(m.createdAt).toISOString() }, relativeTime(m.createdAt, lang))))),
      action);
  }

  /**
   * "Opened by <name>", the name a link to the creator's profile and a bot account's mark beside it;
   * "a player" (no link, no mark) when the creator's privacy choice keeps their name.
   */
  function byline(name: string | null, bot?: boolean): (Node | string)[] {
    const [before, after] = ui(lang, 'lobby.by').split('{name}');
    const named = name ? [h('a', { href: localHref(`/profile/?u=${encodeURIComponent(name)}`) }, name), ...(bot ? [' ', botAccountMark(lang)] : [])] : [ui(lang, 'lobby.aPlayer')];
    return [before ?? '', ...named, after ?? ''];
  }

  async function join(id: string) {
    errorBox.textContent = '';
    const res = await api('POST', `/api/matches/${id}/join`, {});
    if (res.ok) { location.href = localHref(`/match/?id=${id}`); return; }
    // Taken first by someone else, or started meanwhile: say so and show the lobby as it is now.
    errorBox.textContent = res.status === 409 && res.body?.error !== 'already_seated' ? ui(lang, 'lobby.taken') : joinRefusal(lang, res.body);
    if (res.body?.error === 'already_seated') { location.href = localHref(`/match/?id=${id}`); return; }
    await load();
  }

  const quickError = document.getElementById('quick-error')!;
  document.querySelectorAll<HTMLButtonElement>('[data-quick]').forEach((b) => b.addEventListener('click', async () => {
    if (!(await userP)) { location.href = loginHref(); return; }
    b.disabled = true;
    quickError.textContent = '';
    const res = await api('POST', '/api/lobby/quick', { game: b.dataset.quick, lang });
    b.disabled = false;
    if (!res.ok) { showError(quickError, lang, res.body); return; }
    location.href = localHref(`/match/?id=${res.body.match.id}`);
  }));

  // The Watch list: public matches in play (GET /api/lobby/live), for the chosen game.
  const watchBox = document.getElementById('watch-list')!;
  let latestWatch = 0;
  async function loadWatch() {
    const ticket = ++latestWatch;
    const game = (form.elements.namedItem('game') as HTMLSelectElement).value;
    const res = await api('GET', `/api/lobby/live${game ? `?game=${encodeURIComponent(game)}` : ''}`);
    if (ticket !== latestWatch) return; // a newer filter's answer draws the list
    if (!res.ok) { watchBox.replaceChildren(h('p', { class: 'error' }, ...errorNodes(lang, res.body))); return; }
    const list = res.body.matches as LiveMatch[];
    if (!list.length) { watchBox.replaceChildren(h('p', { id: 'watch-empty' }, ui(lang, 'lobby.watchEmpty'))); return; }
    watchBox.replaceChildren(h('ul', {}, ...list.map((m) => {
      const name = games.find((g) => g.id === m.game)?.name ?? m.game;
      return h('li', { 'data-watch': m.id },
        h('span', {}, h('strong', {}, name), ' · ', ...m.seats.flatMap((s, i) => [
          ...(i ? [', '] : []), s.username ?? ui(lang, 'lobby.aPlayer'), ...(s.username !== null && s.botAccount ? [' ', botAccountMark(lang)] : [])]), ' · ',
          h('span', { class: 'muted' }, ui(lang, 'lobby.lastMove').replace('{when}', relativeTime(m.updatedAt, lang)))),
        h('a', { class: 'button secondary', href: localHref(`/match/?id=${m.id}`), 'aria-label': ui(lang, 'lobby.watchMatch').replace('{game}', name) }, ui(lang, 'lobby.watch')));
    })));
  }
  // Seats looking for a player (GET /api/lobby/replacements): a running match a player left, taken over after a confirmation.
  const replaceBox = document.getElementById('replace-list')!;
  const replaceError = document.getElementById('replace-error')!;
  let latestReplacements = 0;
  async function loadReplacements() {
    const ticket = ++latestReplacements;
    const q = new URLSearchParams();
    for (const f of ['game', 'lang', 'rated'] as const) { const v = (form.elements.namedItem(f) as HTMLSelectElement).value; if (v) q.set(f, v); }
    const [res, user] = await Promise.all([api('GET', `/api/lobby/replacements${q.toString() ? `?${q}` : ''}`), userP]);
    if (ticket !== latestReplacements) return; // a newer filter's answer draws the list
    if (!res.ok) { replaceBox.replaceChildren(h('p', { class: 'error' }, ...errorNodes(lang, res.body))); return; }
    const list = res.body.seats as Vacancy[];
    if (!list.length) { replaceBox.replaceChildren(h('p', { id: 'replace-empty' }, ui(lang, 'lobby.replaceEmpty'))); return; }
    replaceBox.replaceChildren(h('ul', {}, ...list.map((v) => {
      const name = games.find((g) => g.id === v.game)?.name ?? v.game;
      const n = String(v.seat + 1);
      const take = user
        ? h('button', { type: 'button', 'data-take': `${v.match}:${v.seat}`, 'aria-label': ui(lang, 'lobby.takeSeat').replace('{n}', n).replace('{game}', name),
          onclick: () => confirmThen(ui(lang, 'lobby.takeQ').replace('{n}', n).replace('{game}', name), () => takeSeat(v)) }, ui(lang, 'lobby.take'))
        : h('a', { class: 'button', href: loginHref() }, ui(lang, 'lobby.loginToJoin'));
      return h('li', { 'data-vacancy': `${v.match}:${v.seat}` },
        h('span', { class: 'facts' }, h('strong', {}, name),
          h('span', {}, ui(lang, 'lobby.replaceSeat').replace('{n}', n).replace('{players}', String(v.players))),
          h('span', {}, ui(lang, v.rated ? 'lobby.ratedYes' : 'lobby.ratedNo')),
          h('span', { lang: v.lang }, LANG_NAMES[v.lang] ?? v.lang),
          h('span', {}, ui(lang, TIMER_WORD[v.timer] ?? 'lobby.timerNone')),
          h('span', { class: 'muted' }, ...byline(v.createdBy, v.creatorBot), ' · ', ui(lang, 'lobby.lastMove').replace('{when}', relativeTime(v.updatedAt, lang)))),
        h('span', { class: 'actions' },
          h('a', { class: 'see', href: localHref(`/match/?id=${v.match}`), 'aria-label': ui(lang, 'lobby.seeMatchOf').replace('{game}', name) }, ui(lang, 'lobby.seeMatch')),
          take));
    })));
  }

  /** A modal question before an act that cannot be undone ([data-confirm=yes] acts, Escape or "Back" does not). */
  function confirmThen(question: string, then: () => void) {
    const dialog = h('dialog', { class: 'lobby-confirm', 'aria-label': question },
      h('p', {}, question), h('p', { class: 'muted' }, ui(lang, 'lobby.sure')),
      h('div', { class: 'buttons' },
        h('button', { type: 'button', class: 'secondary', 'data-confirm': 'no', onclick: () => dialog.close() }, ui(lang, 'lobby.back')),
        h('button', { type: 'button', 'data-confirm': 'yes', onclick: () => { dialog.close(); then(); } }, ui(lang, 'lobby.confirm')))) as HTMLDialogElement;
    dialog.addEventListener('close', () => dialog.remove());
    document.body.append(dialog);
    dialog.showModal();
  }

  async function takeSeat(v: Vacancy) {
    replaceError.textContent = '';
    const res = await api('POST', `/api/matches/${v.match}/seats/${v.seat}/take`, {});
    if (res.ok) { location.href = localHref(`/match/?id=${v.match}`); return; }
    showError(replaceError, lang, res.body, res.status === 409 && res.body?.error === 'seat_taken' ? ui(lang, 'lobby.taken') : undefined);
    await loadReplacements();
  }

  const reload = () => { load(); loadWatch(); loadReplacements(); };

  form.addEventListener('change', () => { errorBox.textContent = ''; reload(); });
  form.addEventListener('submit', (e) => { e.preventDefault(); reload(); });
  document.getElementById('lobby-refresh')!.addEventListener('click', () => reload());
  reload();
}
