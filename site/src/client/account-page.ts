/** The Account page: the address, notifications, push, Discord, absences, profile settings, password and deletion (moved from the page's inline script, so every page script lives in site/src/client/). */
import { api, keepQueryOnLanguageLinks, pageLang } from './api';
import { errorText } from './ui-text';
import { showError } from './error-box';
import { ta } from '../i18n/account';
import { safeNextPath } from './safe-next';
import { mountAbsences } from './absences';
import { mountProfileSettings } from './profile-settings';

export async function startAccountPage(): Promise<void> {
  keepQueryOnLanguageLinks();
  const params = new URLSearchParams(location.search);
  const lang = pageLang();
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  const KINDS = ['turn', 'deadline', 'phase', 'message', 'ended'] as const;
  let username = '';
  function flash(text: string) { el('flash').textContent = text; el('flash').hidden = false; }
  const absences = mountAbsences(lang, flash);
  const profileSettings = mountProfileSettings(lang, flash);
  function fail(form: HTMLFormElement, body: any) { showError((form.querySelector('.error') as HTMLElement), lang, body); }
  function ok(form: HTMLFormElement) { (form.querySelector('.error') as HTMLElement).textContent = ''; }
  const nf = () => el('notify-form') as HTMLFormElement;
  const field = (name: string) => nf().elements.namedItem(name) as HTMLInputElement;

  function fillSettings(s: any, mailLang: string) {
    field('email').checked = s.email;
    field('push').checked = s.push !== false;
    field('discord').checked = s.discord !== false;
    for (const k of KINDS) field(`event-${k}`).checked = s.events[k];
    for (const r of nf().querySelectorAll<HTMLInputElement>('input[name="batching"]')) r.checked = r.value === s.batching;
    field('digestHour').value = String(s.digestHour);
    field('quiet').checked = !!s.quiet;
    field('quietFrom').value = s.quiet?.from ?? '22:00';
    field('quietTo').value = s.quiet?.to ?? '07:00';
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    field('timeZone').value = s.timeZone === 'UTC' && browserZone ? browserZone : s.timeZone;
    field('warn24').checked = s.deadlineWarnings.includes(24);
    field('warn1').checked = s.deadlineWarnings.includes(1);
    (nf().elements.namedItem('lang') as HTMLSelectElement).value = mailLang;
  }

  async function show() {
    const res = await api('GET', '/api/me');
    const user = res.ok ? res.body.user : null;
    for (const id of ['signed-in', 'profile-box', 'discord-box', 'mail-box', 'push-box', 'notify-box', 'tokens-box', 'delete-box']) el(id).hidden = !user;
    el('signed-out').hidden = !!user;
    if (!user) { el('absence-box').hidden = true; return; }
    void absences.show();
    username = user.username;
    void profileSettings.show(user.username);
    el('me-name').textContent = user.username;
    el('discord-linked').hidden = !res.body.discord.linked;
    el('discord-unlinked').hidden = res.body.discord.linked;
    // Whether Discord direct messages can reach this user, and why not.
    const dm = res.body.discord.dm as string | undefined;
    el('dm-state').hidden = !dm || dm === 'on' || dm === 'off';
    if (dm && dm !== 'on' && dm !== 'off') el('dm-state').textContent = ta(lang, `dm.${dm}` as any);
    field('discord').disabled = dm === 'unconfigured';
    const email = res.body.email;
    el('mail-none').hidden = !!email;
    el('mail-status').hidden = !email;
    if (!email) el('mail-failure').hidden = true;
    if (email) {
      el('mail-current').textContent = email.address;
      el('mail-verified').hidden = !email.verified;
      el('mail-unverified').hidden = email.verified;
      // The last mail the provider refused (or given up on after a day of outage), with its reason as the provider said it.
      const failure = email.failure as { at: number; reason: string } | null | undefined;
      el('mail-failure').hidden = !failure;
      if (failure) {
        el('mail-failure-when').textContent = ta(lang, 'mail.failure').replace('{when}', new Date(failure.at).toLocaleString(lang));
        el('mail-failure-reason').textContent = failure.reason;
      }
      ((el('mail-form') as HTMLFormElement).elements.namedItem('email') as HTMLInputElement).value = email.address;
    }
    fillSettings(res.body.notifications, res.body.lang);
    // This browser's push toggle (Preact, loaded only for a signed-in visitor).
    if (!el('push-toggle-root').hasChildNodes()) {
      const [{ render, h: ph }, { PushToggle }] = await Promise.all([import('preact'), import('./PushToggle')]);
      render(ph(PushToggle, { lang }), el('push-toggle-root'));
    }
    // The personal API tokens (Preact too, its own chunk).
    if (!el('tokens-root').hasChildNodes()) {
      const [{ render, h: ph }, { TokensPanel }] = await Promise.all([import('preact'), import('./TokensPanel')]);
      render(ph(TokensPanel, { lang }), el('tokens-root'));
    }
  }

  // The link mailed to verify an address opens this page with ?verify=<token>.
  const verify = params.get('verify');
  if (verify) {
    history.replaceState(null, '', location.pathname);
    const res = await api('POST', '/api/auth/verify-email', { token: verify });
    flash(res.ok ? ta(lang, 'mail.verifiedNow') : ta(lang, 'mail.verifyFailed'));
  }

  el('mail-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    const res = await api('PUT', '/api/me/email', { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? ''), lang });
    (form.elements.namedItem('password') as HTMLInputElement).value = '';
    if (!res.ok) return fail(form, res.body);
    ok(form);
    flash(ta(lang, 'mail.sent'));
    await show();
  });
  el('mail-resend').addEventListener('click', async () => {
    const res = await api('POST', '/api/me/email/resend');
    flash(res.ok ? ta(lang, 'mail.sent') : errorText(lang, res.body));
  });
  el('forgot-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const res = await api('POST', '/api/auth/forgot', { email: String(new FormData(form).get('email') ?? '').trim(), lang });
    if (!res.ok) return fail(form, res.body);
    ok(form);
    flash(ta(lang, 'forgot.done'));
  });
  nf().addEventListener('submit', async (e) => {
    e.preventDefault();
    const form = nf();
    const settings = {
      email: field('email').checked,
      push: field('push').checked,
      discord: field('discord').checked,
      events: Object.fromEntries(KINDS.map((k) => [k, field(`event-${k}`).checked])),
      batching: (form.querySelector<HTMLInputElement>('input[name="batching"]:checked')?.value ?? 'hourly'),
      digestHour: Number(field('digestHour').value) || 0,
      quiet: field('quiet').checked ? { from: field('quietFrom').value, to: field('quietTo').value } : null,
      timeZone: field('timeZone').value.trim() || 'UTC',
      deadlineWarnings: [...(field('warn24').checked ? [24] : []), ...(field('warn1').checked ? [1] : [])],
    };
    const res = await api('PUT', '/api/me/notifications', { settings, lang: (form.elements.namedItem('lang') as HTMLSelectElement).value });
    if (!res.ok) return fail(form, res.body);
    ok(form);
    flash(ta(lang, 'notify.saved'));
  });
  el('delete-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const confirm = String(new FormData(form).get('confirm') ?? '');
    if (confirm !== username) return fail(form, { error: 'bad_request', message: `confirm: ${username}` });
    const res = await api('DELETE', '/api/me', { confirm });
    if (!res.ok) return fail(form, res.body);
    flash(ta(lang, 'delete.done'));
    await show();
  });
  const zones = (Intl as any).supportedValuesOf?.('timeZone') as string[] | undefined;
  if (zones) el('time-zones').append(...zones.map((z) => Object.assign(document.createElement('option'), { value: z })));

  el('discord-link').addEventListener('click', async () => {
    const res = await api('POST', '/api/discord/link-code');
    if (res.ok) { el('discord-code').textContent = res.body.command; el('discord-code-box').hidden = false; }
  });
  el('discord-unlink').addEventListener('click', async () => { await api('DELETE', '/api/discord/link'); await show(); });
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-action]')) {
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const data: Record<string, unknown> = Object.fromEntries(new FormData(form));
      if (form.dataset.action === 'register') data.lang = lang; // mails in the page's language
      const res = await api('POST', `/api/auth/${form.dataset.action}`, data);
      const err = form.querySelector('.error') as HTMLElement;
      if (!res.ok) { showError(err, lang, res.body); return; }
      err.textContent = '';
      const next = safeNextPath(params.get('next'), location.origin);
      if (next) location.href = next;
      else await show();
    });
  }
  document.getElementById('logout')!.addEventListener('click', async () => {
    // The next person on this browser must not get this account's notifications.
    if (el('push-toggle-root').hasChildNodes()) {
      await (await import('./push')).turnPushOff().catch(() => {});
      (await import('preact')).render(null, el('push-toggle-root'));
    }
    await api('POST', '/api/auth/logout');
    await show();
  });
  show();
}
