/**
 * The account page's absences: the list of those not yet over (each one can be changed or
 * cancelled), and the form to declare one, dates in the player's time zone (the browser's by default).
 */
import { absenceError, tabs } from '../i18n/absence';
import type { Lang } from '../i18n/langs';
import { api, h } from './api';
import { errorText } from './ui-text';
import { showError } from './error-box';

interface Absence { id: string; from: string; to: string; timeZone: string; mode: 'extend' | 'standin'; startsAt: number; endsAt: number }

/** A calendar date in words, in the page's language (the date itself, not an instant: no zone shift). */
function dateWords(day: string, lang: Lang): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(lang, { dateStyle: 'medium', timeZone: 'UTC' });
}

export function mountAbsences(lang: Lang, flash: (text: string) => void): { show: () => Promise<void> } {
  const box = document.getElementById('absence-box') as HTMLElement;
  const list = document.getElementById('absence-list') as HTMLElement;
  const form = document.getElementById('absence-form') as HTMLFormElement;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const submit = form.querySelector('button[type=submit]') as HTMLButtonElement;
  const stop = document.getElementById('absence-stop') as HTMLButtonElement;
  const error = form.querySelector('.error') as HTMLElement;
  let editing: string | null = null;

  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

  function reset() {
    editing = null;
    form.reset();
    field('timeZone').value = browserZone;
    field('from').min = today;
    field('to').min = today;
    submit.textContent = tabs(lang, 'absence.add');
    stop.hidden = true;
    error.textContent = '';
  }

  function edit(a: Absence) {
    editing = a.id;
    field('from').value = a.from;
    field('to').value = a.to;
    field('timeZone').value = a.timeZone;
    for (const r of form.querySelectorAll<HTMLInputElement>('input[name=mode]')) r.checked = r.value === a.mode;
    // An absence under way keeps its first day (the server accepts it unchanged).
    // biome-ignore lint/complexity/useMathMinMax: ISO dates as strings, not numbers
    field('from').min = a.from < today ? a.from : today;
    submit.textContent = tabs(lang, 'absence.save');
    stop.hidden = false;
    field('from').focus();
  }

  async function show() {
    const res = await api('GET', '/api/me/absences');
    if (!res.ok) { box.hidden = true; return; }
    box.hidden = false;
    const absences = res.body.absences as Absence[];
    list.replaceChildren(...(absences.length ? absences.map((a) => h('li', { 'data-absence': a.id },
      `${dateWords(a.from, lang)} – ${dateWords(a.to, lang)} (${a.timeZone})${a.startsAt <= Date.now() ? ` · ${tabs(lang, 'absence.current')}` : ''} · ${tabs(lang, a.mode === 'extend' ? 'absence.extend' : 'absence.standin')}`,
      h('button', { type: 'button', class: 'secondary', onClick: () => edit(a) }, tabs(lang, 'absence.edit')),
      h('button', { type: 'button', class: 'secondary', onClick: async () => {
        const del = await api('DELETE', `/api/me/absences/${a.id}`);
        flash(del.ok ? tabs(lang, 'absence.cancelled') : absenceError(lang, del.body, errorText));
        if (editing === a.id) reset();
        await show();
      } }, tabs(lang, 'absence.cancel')))) : [h('li', {}, tabs(lang, 'absence.none'))]));
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const fd = new FormData(form);
    const body = { from: String(fd.get('from')), to: String(fd.get('to')), timeZone: String(fd.get('timeZone') || browserZone).trim(), mode: String(fd.get('mode') ?? 'extend') };
    const res = editing ? await api('PUT', `/api/me/absences/${editing}`, body) : await api('POST', '/api/me/absences', body);
    if (!res.ok) { showError(error, lang, res.body, absenceError(lang, res.body, errorText)); return; }
    reset();
    flash(tabs(lang, 'absence.saved'));
    await show();
  });
  stop.addEventListener('click', reset);
  reset();
  return { show };
}
