/**
 * The reliability and completion figures on the pages other than the match page
 * (docs/_incoming/reliability.md): the profile's card, the creator's figure in a lobby row, the
 * create form's minimum and its line on how often the chosen game's matches finish, and a refused
 * join explained with both figures.
 */
import { api, h } from './api';
import { errorText } from './ui-text';
import { pct, rw } from '../i18n/reliability';
import type { Lang } from '../i18n/langs';

export interface Reliability { deadlinesMet: number; deadlinesDue: number; share: number | null; matchesFinished: number; matchesLeft: number; completion: number | null }

const fill = (s: string, values: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all));

/** The profile's card: the share of deadlines met and the completion, or "not enough history yet"; nothing when not shown. */
export function reliabilityCard(r: Reliability | null | undefined, lang: Lang): Node | null {
  if (!r) return null;
  const total = r.matchesFinished + r.matchesLeft;
  return h('section', { class: 'card', id: 'profile-reliability' }, h('h2', {}, rw(lang, 'rel.title')),
    h('p', { id: 'reliability-share', 'data-share': r.share ?? 'none' }, r.share === null
      ? fill(rw(lang, 'rel.shareNone'), { due: r.deadlinesDue })
      : fill(rw(lang, 'rel.share'), { share: pct(r.share), met: r.deadlinesMet, due: r.deadlinesDue })),
    h('p', { id: 'reliability-completion', 'data-completion': r.completion ?? 'none' }, r.completion === null
      ? fill(rw(lang, 'rel.completionNone'), { total })
      : fill(rw(lang, 'rel.completion'), { share: pct(r.completion), finished: r.matchesFinished, total })),
    h('p', { class: 'muted small' }, rw(lang, 'rel.explain')));
}

/** A figure as a small chip beside a name (the match page's seats draw theirs alike). */
export const BADGE = 'padding:0 .4rem;border-radius:.6rem;background:#eee6d8;color:#3b3630;white-space:nowrap';

/** The creator's share beside their name in a lobby row (nothing when null: too little history, or not shown). */
export function lobbyReliability(share: number | null | undefined, lang: Lang): (Node | string)[] {
  if (typeof share !== 'number') return [];
  const chip = h('span', { class: 'rel-badge', 'data-reliability': share }, fill(rw(lang, 'rel.lobby'), { share: pct(share) }));
  chip.style.cssText = BADGE; // (the CSP refuses a style attribute; the CSSOM is allowed)
  return [' ', chip];
}

/** A refused join in words; a table's minimum says both figures. */
export function joinRefusal(lang: Lang, body: { error?: string; message?: string; minReliability?: number; reliability?: number | null } | null): string {
  if (body?.error !== 'reliability_too_low' || typeof body.minReliability !== 'number') return errorText(lang, body);
  return fill(rw(lang, 'rel.refused'), { min: pct(body.minReliability), share: body.reliability === null || body.reliability === undefined ? '—' : pct(body.reliability) });
}

type TimerClass = 'upTo1Day' | 'upTo3Days' | 'over3Days' | 'calendar' | 'none';
interface CompletionClass { timer: 'moves' | 'calendar' | 'none'; class: string | null; share: number | null; medianDays: number | null }

/** The timer class the create form's choice falls in (worker/reliability/figures.ts timerClassOf). */
function timerClassOf(form: HTMLFormElement): TimerClass {
  const fd = new FormData(form);
  const kind = fd.get('timerKind');
  if (kind === 'weekly' || kind === 'every') return 'calendar';
  if (kind !== 'set') return 'none';
  const s = Number(fd.get('timerAmount')) * Number(fd.get('timerUnit'));
  return s <= 86_400 ? 'upTo1Day' : s <= 3 * 86_400 ? 'upTo3Days' : 'over3Days';
}

/**
 * The create form's part: the minimum reliability field (in `box`) and, under the timer, how often
 * the chosen game's matches finish with that kind of timer (GET /api/games/:game/completion).
 * Returns what the form sends ({ minReliability } or nothing).
 */
export function setupCreateReliability(form: HTMLFormElement, box: HTMLElement, games: { id: string; name: Record<string, string> }[], lang: Lang): () => { minReliability?: number } {
  const input = h('input', { type: 'number', name: 'minReliability', id: 'create-min-reliability', min: '0', max: '100', step: '1', class: 'short-number', inputmode: 'numeric' });
  const line = h('p', { id: 'completion-line', class: 'muted', 'aria-live': 'polite' });
  box.replaceChildren(line, h('label', {}, rw(lang, 'create.minReliability'), ' ', input, h('small', { class: 'muted option-help' }, rw(lang, 'create.minReliabilityHelp'))));
  const cache = new Map<string, Promise<CompletionClass[] | null>>();
  let asked = 0;
  const show = async () => {
    const game = (form.elements.namedItem('game') as HTMLSelectElement).value;
    if (!game) return;
    const n = ++asked;
    if (!cache.has(game)) cache.set(game, api('GET', `/api/games/${encodeURIComponent(game)}/completion`).then((r) => (r.ok ? r.body.classes as CompletionClass[] : null)));
    const classes = await cache.get(game)!;
    if (n !== asked) return;
    const tc = timerClassOf(form);
    const c = classes?.find((x) => (x.class ?? x.timer) === tc);
    if (!c) { line.textContent = ''; return; }
    const values = {
      game: games.find((g) => g.id === game)?.name[lang] ?? game,
      timer: rw(lang, tc === 'none' ? 'completion.none.timer' : `completion.${tc}`),
      share: c.share === null ? '' : pct(c.share),
      days: c.medianDays === null ? '' : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(c.medianDays),
    };
    line.dataset.timerClass = tc;
    line.dataset.share = c.share === null ? 'none' : String(c.share);
    line.textContent = fill(rw(lang, c.share === null ? 'completion.none' : c.medianDays === null ? 'completion.lineNoMedian' : 'completion.line'), values);
  };
  form.addEventListener('change', show);
  form.addEventListener('input', (e) => { if ((e.target as HTMLElement).closest('fieldset')) void show(); });
  void show();
  return () => {
    const v = input.value.trim();
    return v && Number(v) > 0 ? { minReliability: Math.min(100, Math.max(0, Math.round(Number(v)))) } : {};
  };
}
