/**
 * The account page's profile settings (docs/players.md "Profiles"): who may read the profile, whether it
 * shows ratings and matches, and the games the user likes (GET and PATCH /api/me/profile).
 */
import type { Lang } from '../i18n/langs';
import { pt } from '../i18n/profile';
import { api, localHref } from './api';
import { showError } from './error-box';

interface Settings { visibility: 'public' | 'users' | 'hidden'; showRatings: boolean; showHistory: boolean; favourites: string[] }

export function mountProfileSettings(lang: Lang, flash: (text: string) => void): { show: (username: string) => Promise<void> } {
  const form = document.getElementById('profile-form') as HTMLFormElement;
  const error = form.querySelector('.error') as HTMLElement;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const fill = (s: Settings) => {
    for (const r of form.querySelectorAll<HTMLInputElement>('input[name=visibility]')) r.checked = r.value === s.visibility;
    input('showRatings').checked = s.showRatings;
    input('showHistory').checked = s.showHistory;
    for (const c of form.querySelectorAll<HTMLInputElement>('input[name=favourite]')) c.checked = s.favourites.includes(c.value);
  };
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const body: Settings = {
      visibility: (form.querySelector<HTMLInputElement>('input[name=visibility]:checked')?.value ?? 'public') as Settings['visibility'],
      showRatings: input('showRatings').checked, showHistory: input('showHistory').checked,
      favourites: [...form.querySelectorAll<HTMLInputElement>('input[name=favourite]:checked')].map((c) => c.value),
    };
    const res = await api<Settings>('PATCH', '/api/me/profile', body);
    if (!res.ok) { showError(error, lang, res.body as { error?: string; message?: string }); return; }
    error.textContent = '';
    fill(res.body);
    flash(pt(lang, 'account.profileSaved'));
  });
  return {
    async show(username: string) {
      (document.getElementById('profile-link') as HTMLAnchorElement).href = localHref(`/profile/?u=${encodeURIComponent(username)}`);
      const res = await api<Settings>('GET', '/api/me/profile');
      if (res.ok) fill(res.body);
    },
  };
}
