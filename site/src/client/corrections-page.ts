/** The corrections page: one set shown by its link, the sets of a game listed, a new set saved. (moved from the page's inline script, so every page script lives in site/src/client/). */
import { api, h, keepQueryOnLanguageLinks, localHref, me, pageLang } from './api';
import { showError } from './error-box';
import { ct } from '../i18n/corrections';
import { CONFIDENCE_WORDS, isConfidence } from '../../../worker/engine/provenance';

export function startCorrectionsPage(): void {
  keepQueryOnLanguageLinks();
  const lang = pageLang();
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));
  const linkOf = (id: string) => `${location.origin}${localHref(`/corrections/?id=${id}`)}`;

  async function showOne(id: string) {
    const res = await api<any>('GET', `/api/corrections/${encodeURIComponent(id)}`);
    if (!res.ok) { el('set-missing').hidden = false; return; }
    const s = res.body;
    el('one-set').hidden = false;
    el('set-title').textContent = s.title;
    const gameName = [...(el('corr-game') as HTMLSelectElement).options].find((o) => o.value === s.game)?.text ?? s.game;
    el('set-meta').textContent = `${gameName} · ${ct(lang, 'corr.by', { name: s.author ?? '—' })} · ${new Date(s.createdAt).toLocaleDateString(lang)} · ${ct(lang, 'corr.changes', { n: s.set.changes.length })}`;
    el('set-description').textContent = s.set.description ?? '';
    const body = el('set-changes').querySelector('tbody')!;
    body.replaceChildren(...s.set.changes.map((ch: any, i: number) => h('tr', { 'data-id': ch.id },
      h('td', {}, `${ch.component} ${ch.id}`), h('td', {}, ch.field), h('td', {}, h('code', {}, json(s.shipped[i]))), h('td', {}, h('code', {}, json(ch.value))),
      h('td', {}, ch.source), h('td', {}, isConfidence(ch.confidence) ? CONFIDENCE_WORDS[ch.confidence as keyof typeof CONFIDENCE_WORDS].label[lang] : String(ch.confidence)))));
    (el('set-link') as HTMLInputElement).value = linkOf(s.id);
  }

  // Only the answer for the game chosen last draws the list (two quick changes may answer out of order).
  let latestList = 0;
  async function list() {
    const ticket = ++latestList;
    const game = (el('corr-game') as HTMLSelectElement).value;
    const res = await api<any>('GET', `/api/corrections?game=${encodeURIComponent(game)}`);
    if (ticket !== latestList) return;
    const sets = res.ok ? res.body.sets : [];
    el('corr-sets').replaceChildren(...sets.map((s: any) => h('li', {}, h('a', { href: localHref(`/corrections/?id=${s.id}`) }, s.title), ' ',
      h('span', { class: 'muted' }, `${ct(lang, 'corr.by', { name: s.author ?? '—' })} · ${ct(lang, 'corr.changes', { n: s.changes })}`))));
    el('corr-none').hidden = sets.length > 0;
  }

  const id = new URLSearchParams(location.search).get('id');
  if (id) void showOne(id);
  el('corr-game').addEventListener('change', () => void list());
  void list();
  const form = el('corr-form') as HTMLFormElement;
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const error = form.querySelector('.error') as HTMLElement;
    if (!(await me())) { error.textContent = ct(lang, 'corr.login'); return; }
    let set: unknown;
    try { set = JSON.parse(String(new FormData(form).get('set') ?? '')); } catch { error.textContent = ct(lang, 'corr.notJson'); return; }
    const res = await api<any>('POST', '/api/corrections', { game: (el('corr-game') as HTMLSelectElement).value, set });
    if (!res.ok) { showError(error, lang, res.body); return; }
    location.href = localHref(`/corrections/?id=${res.body.id}`);
  });
}
