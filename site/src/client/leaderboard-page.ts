/** A game's leaderboard, fetched and drawn as a table. (moved from the page's inline script, so every page script lives in site/src/client/). */
import { api, h, localHref, pageLang } from './api';
import { ui } from './ui-text';
import { errorNodes } from './error-box';
import { botAccountMark } from './bot-account-mark';

export function startLeaderboardPage(): void {
  const lang = pageLang();
  const box = document.getElementById('leaderboard')!;
  const games = JSON.parse(box.dataset.games!) as { id: string; name: string }[];
  const wanted = new URLSearchParams(location.search).get('game');
  const game = games.find((g) => g.id === wanted) ?? games[0]!;
  document.title = `${ui(lang, 'leaderboard.title')} · ${game.name} · Tenka`;
  document.querySelectorAll<HTMLAnchorElement>('.lb-games a').forEach((a) => { if (a.dataset.game === game.id) a.setAttribute('aria-current', 'page'); });
  (async () => {
    const res = await api('GET', `/api/games/${game.id}/leaderboard`);
    if (!res.ok) { box.replaceChildren(h('p', { class: 'error' }, ...errorNodes(lang, res.body))); return; }
    const players = res.body.players as { rank: number | null; username: string; bot?: true; rating: number; games: number; provisional: boolean }[];
    if (!players.length) { box.replaceChildren(h('p', {}, ui(lang, 'leaderboard.empty'))); return; }
    box.replaceChildren(h('table', { id: 'leaderboard-table' }, h('caption', { class: 'visually-hidden' }, `${ui(lang, 'leaderboard.title')} · ${game.name}`),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ui(lang, 'leaderboard.rank')), h('th', { scope: 'col' }, ui(lang, 'leaderboard.player')),
        h('th', { scope: 'col' }, ui(lang, 'leaderboard.rating')), h('th', { scope: 'col' }, ui(lang, 'leaderboard.games')))),
      h('tbody', {}, ...players.map((p) => h('tr', { 'data-user': p.username, class: p.provisional ? 'provisional' : '' },
        h('td', {}, p.rank === null ? '–' : String(p.rank)),
        h('td', { class: 'user' }, h('a', { href: localHref(`/profile/?u=${encodeURIComponent(p.username)}`) }, p.username), p.bot ? ' ' : '', p.bot ? botAccountMark(lang) : null),
        h('td', { class: 'rating' }, String(p.rating), p.provisional ? ' ' : '', p.provisional ? h('abbr', { title: ui(lang, 'leaderboard.provisional') }, '?') : null,
          p.provisional ? h('span', { class: 'visually-hidden' }, ` (${ui(lang, 'leaderboard.provisional')})`) : null),
        h('td', {}, String(p.games)))))));
  })();
}
