/**
 * The profile page: one user's games, results, ratings (with a chart per game and the points as a
 * table), public matches in progress and favourite games, as much as its owner shows
 * (GET /api/users/:name/profile). The chart is drawn here as SVG: no chart library.
 */
import { api, h, localHref, loginHref, pageLang } from './api';
import { pt } from '../i18n/profile';
import { plural } from '../../../worker/engine/plural';
import type { Lang } from '../i18n/langs';
import { reliabilityCard, type Reliability } from './reliability';
import { botAccountMark } from './bot-account-mark';
import { colon } from '../../../worker/engine/colon';

interface Profile {
  username: string; since: number; favourites: string[]; own: boolean; bot?: boolean;
  ratings: { game: string; rating: number; rd: number; games: number; provisional: boolean; history: { at: number; rating: number; before?: number }[] }[] | null;
  games: { game: string; played: number; won: number }[] | null;
  recent: { id: string; game: string; players: number; finishedAt: number; place: number | null; score: number | null; won: boolean }[] | null;
  current: { id: string; game: string; status: string }[] | null;
  reliability?: Reliability | null;
}

const SVG = 'http://www.w3.org/2000/svg';
function svg(tag: string, attrs: Record<string, string | number>, ...children: Node[]): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...children);
  return el;
}

/**
 * A rating's course: from where the first shown match started to each match's result, one step per
 * rated match (one match is a rise or a fall, not a lone dot). The axis labels are HTML beside the
 * drawing, so they keep the page's text size on a phone (SVG text would shrink with the viewBox);
 * the drawing stretches to its box and its strokes keep their width (non-scaling-stroke).
 */
function ratingChart(points: { at: number; rating: number; before?: number }[], label: string): Node {
  const W = 480, H = 100, PAD = 6;
  const values = [points[0]!.before ?? points[0]!.rating, ...points.map((p) => p.rating)];
  const lo = Math.min(...values), hi = Math.max(...values);
  const x = (i: number) => PAD + ((W - 2 * PAD) * i) / (values.length - 1 || 1);
  const y = (r: number) => (hi === lo ? H / 2 : H - PAD - ((H - 2 * PAD) * (r - lo)) / (hi - lo));
  const at = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  const stroke = { 'vector-effect': 'non-scaling-stroke', fill: 'none' };
  return h('figure', { class: 'rating-chart' },
    h('div', { class: 'chart-axis', 'aria-hidden': 'true' }, h('span', {}, String(hi)), hi !== lo ? h('span', {}, String(lo)) : null),
    svg('svg', { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', role: 'img', 'aria-label': label },
      svg('line', { x1: 0, y1: H - 1, x2: W, y2: H - 1, stroke: '#999', ...stroke }),
      svg('polyline', { points: at.join(' '), stroke: '#b22222', 'stroke-width': 2.5, ...stroke }),
      // Each match's result as a round mark (a zero-length segment with a round cap: round however the box stretches).
      ...at.slice(1).map((xy) => svg('path', { d: `M${xy}h0`, stroke: '#b22222', 'stroke-width': 8, 'stroke-linecap': 'round', 'data-point': '', ...stroke }))));
}

function render(p: Profile, lang: Lang, gameName: (id: string) => string): Node[] {
  const date = (t: number) => new Date(t).toLocaleDateString(lang, { dateStyle: 'medium' });
  const hidden = () => h('p', { class: 'muted' }, pt(lang, 'profile.hiddenPart'));
  const out: Node[] = [
    h('h1', {}, pt(lang, 'profile.of').replace('{name}', p.username), ...(p.bot ? [' ', botAccountMark(lang)] : [])),
    h('p', { class: 'muted' }, pt(lang, 'profile.since').replace('{date}', date(p.since))),
  ];
  if (p.own) out.push(h('p', { class: 'card', id: 'profile-own' }, pt(lang, 'profile.own'), ' ', h('a', { href: localHref('/account/') }, '→')));
  out.push(h('section', { class: 'card', id: 'profile-favourites' }, h('h2', {}, pt(lang, 'profile.favourites')),
    p.favourites.length ? h('ul', { class: 'favourites' }, ...p.favourites.map((g) => h('li', { 'data-game': g }, gameName(g)))) : h('p', { class: 'muted' }, pt(lang, 'profile.none'))));
  out.push(h('section', { class: 'card', id: 'profile-ratings' }, h('h2', {}, pt(lang, 'profile.ratings')),
    ...(p.ratings === null ? [hidden()] : !p.ratings.length ? [h('p', { class: 'muted' }, pt(lang, 'profile.none'))] : p.ratings.map((r) => h('div', { 'data-game': r.game },
      h('h3', {}, `${gameName(r.game)}${colon(lang)}${r.rating}`, r.provisional ? ` (${pt(lang, 'profile.provisional')})` : '', h('span', { class: 'muted' }, ` · ${plural(lang, r.games, pt(lang, 'profile.ratedGames'))}`)),
      r.history.length ? ratingChart(r.history, pt(lang, 'profile.chart').replace('{game}', gameName(r.game))) : null,
      r.history.length ? h('details', {}, h('summary', {}, pt(lang, 'profile.points')), h('table', {},
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, pt(lang, 'profile.date')), h('th', { scope: 'col' }, pt(lang, 'profile.rating')))),
        h('tbody', {}, ...r.history.map((x) => h('tr', {}, h('td', {}, date(x.at)), h('td', {}, String(x.rating))))))) : null)))));
  const rel = reliabilityCard(p.reliability, lang);
  if (rel) out.push(rel);
  out.push(h('section', { class: 'card', id: 'profile-games' }, h('h2', {}, pt(lang, 'profile.games')),
    p.games === null ? hidden() : !p.games.length ? h('p', { class: 'muted' }, pt(lang, 'profile.none')) : h('table', {},
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, pt(lang, 'profile.game')), h('th', { scope: 'col' }, pt(lang, 'profile.played')), h('th', { scope: 'col' }, pt(lang, 'profile.won')))),
      h('tbody', {}, ...p.games.map((g) => h('tr', { 'data-game': g.game }, h('td', {}, gameName(g.game)), h('td', {}, String(g.played)), h('td', {}, String(g.won))))))));
  out.push(h('section', { class: 'card', id: 'profile-recent' }, h('h2', {}, pt(lang, 'profile.recent')),
    p.recent === null ? hidden() : !p.recent.length ? h('p', { class: 'muted' }, pt(lang, 'profile.none')) : h('ul', { class: 'plain' }, ...p.recent.map((m) => h('li', { 'data-match': m.id },
      h('a', { href: localHref(`/match/?id=${m.id}`) }, gameName(m.game)), ' · ',
      m.won ? h('strong', {}, pt(lang, 'profile.win')) : m.place ? pt(lang, 'profile.place').replace('{n}', String(m.place)).replace('{of}', String(m.players)) : '',
      m.score !== null ? ` · ${m.score}` : '', h('span', { class: 'muted' }, ` · ${date(m.finishedAt)}`))))));
  if (p.current?.length) {
    out.push(h('section', { class: 'card', id: 'profile-current' }, h('h2', {}, pt(lang, 'profile.current')),
      h('ul', { class: 'plain' }, ...p.current.map((m) => h('li', {}, h('a', { href: localHref(`/match/?id=${m.id}`) }, gameName(m.game)), ` · ${pt(lang, m.status === 'open' ? 'profile.open' : 'profile.active')}`)))));
  }
  return out;
}

export async function startProfile(): Promise<void> {
  const lang = pageLang();
  const box = document.getElementById('profile')!;
  const games = JSON.parse(box.dataset.games!) as { id: string; name: string }[];
  const gameName = (id: string) => games.find((g) => g.id === id)?.name ?? id;
  const name = new URLSearchParams(location.search).get('u') ?? '';
  const res = await api<Profile>('GET', `/api/users/${encodeURIComponent(name)}/profile`);
  box.setAttribute('aria-busy', 'false');
  if (res.status === 401) {
    box.replaceChildren(h('h1', {}, pt(lang, 'profile.title')), h('p', { class: 'card', id: 'profile-login' }, pt(lang, 'profile.loginFirst'), ' ', h('a', { href: loginHref() }, '→')));
    return;
  }
  if (!res.ok) { box.replaceChildren(h('h1', {}, pt(lang, 'profile.title')), h('p', { class: 'card', id: 'profile-missing' }, pt(lang, 'profile.notFound'))); return; }
  document.title = `${pt(lang, 'profile.of').replace('{name}', res.body.username)} · Tenka`;
  box.replaceChildren(...render(res.body, lang, gameName));
}
