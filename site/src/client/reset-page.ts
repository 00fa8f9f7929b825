/** The password reset page: the link's token and a new password. (moved from the page's inline script, so every page script lives in site/src/client/). */
import { api, pageLang } from './api';
import { showError } from './error-box';
import { ta } from '../i18n/account';

export function startResetPage(): void {
  const lang = pageLang();
  // The token stays out of the history and of any Referer once read.
  const token = new URLSearchParams(location.search).get('token');
  history.replaceState(null, '', location.pathname);
  const form = document.getElementById('reset-form') as HTMLFormElement;
  const flash = document.getElementById('flash')!;
  // Enabled once this script runs: a click before would submit the form natively.
  (form.querySelector('button[type=submit]') as HTMLButtonElement).disabled = !token;
  if (!token) { flash.textContent = ta(lang, 'reset.missing'); flash.hidden = false; form.hidden = true; }
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const res = await api('POST', '/api/auth/reset', { token, password: String(new FormData(form).get('password') ?? '') });
    const err = form.querySelector('.error') as HTMLElement;
    if (!res.ok) { showError(err, lang, res.body); return; }
    err.textContent = '';
    form.hidden = true;
    flash.textContent = ta(lang, 'reset.done');
    flash.hidden = false;
  });
}
