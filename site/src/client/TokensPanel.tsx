/**
 * The Account page's personal API tokens: make one (named, with its scopes; the token is shown once,
 * with a copy button), the list (name, scopes, made, last used; never the token), revoke with a
 * confirmation. The routes are POST/GET /api/me/tokens and DELETE /api/me/tokens/:id (docs/api.md
 * "Personal API tokens"). Loaded only for a signed-in visitor.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../worker/engine/contract';
import { api, localHref } from './api';
import { errorNodes } from './error-box';
import { tw, type TokenWord } from '../i18n/tokens';

interface TokenRow { id: string; name: string; scopes: string[]; createdAt: number; expiresAt: number; lastUsedAt: number | null }
const SCOPES = ['read', 'play', 'chat', 'manage'] as const;

/** A refusal in the page's words, with the server's sentence folded as a detail. */
function Refusal({ lang, body }: { lang: Lang; body: unknown }) {
  return <p class="error" role="alert" ref={(el) => { if (el) el.replaceChildren(...errorNodes(lang, body as never)); }} />;
}

export function TokensPanel({ lang }: { lang: Lang }) {
  const [tokens, setTokens] = useState<TokenRow[] | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = async () => {
    const res = await api<{ tokens: TokenRow[] }>('GET', '/api/me/tokens');
    if (res.ok) setTokens(res.body.tokens); else setRefusal(res.body);
  };
  useEffect(() => { void load(); }, []);

  const create = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    const scopes = SCOPES.filter((s) => data.get(`scope-${s}`) === 'on');
    setRefusal(null);
    setHint(null);
    setMade(null);
    if (!scopes.length) { setHint(tw(lang, 'pickScope')); return; }
    setBusy(true);
    const res = await api<{ token: string }>('POST', '/api/me/tokens', { name: String(data.get('name') ?? '').trim(), scopes });
    setBusy(false);
    if (!res.ok) { setRefusal(res.body); return; }
    setMade(res.body.token);
    setCopied(false);
    form.reset();
    await load();
  };

  const revoke = async (t: TokenRow) => {
    if (!confirm(tw(lang, 'confirmRevoke', { name: t.name }))) return;
    setBusy(true);
    const res = await api('DELETE', `/api/me/tokens/${encodeURIComponent(t.id)}`);
    setBusy(false);
    if (!res.ok) setRefusal(res.body);
    await load();
  };

  const copy = async () => {
    if (!made) return;
    try { await navigator.clipboard.writeText(made); setCopied(true); } catch { /* the field stays selectable */ }
  };
  const day = (at: number) => new Date(at).toLocaleDateString(lang);

  return (
    <div class="tokens-panel">
      <p class="muted">{tw(lang, 'intro')} <a href={localHref('/developers/')}>{tw(lang, 'more')}</a></p>
      <form id="token-form" onSubmit={create}>
        <label>{tw(lang, 'name')} <input name="name" required maxLength={64} autocomplete="off" /></label>
        <fieldset>
          <legend>{tw(lang, 'scopes')}</legend>
          {SCOPES.map((s) => (
            <label key={s} class="token-scope"><input type="checkbox" name={`scope-${s}`} defaultChecked={s === 'read'} /> {tw(lang, `scope.${s}` as TokenWord)}</label>
          ))}
        </fieldset>
        <button type="submit" disabled={busy}>{tw(lang, 'create')}</button>
      </form>
      {hint ? <p class="error" role="alert">{hint}</p> : refusal ? <Refusal lang={lang} body={refusal} /> : null}
      {made ? (
        <div class="token-made" role="status">
          <p>{tw(lang, 'shownOnce')}</p>
          <p class="token-value">
            <input id="token-value" readOnly value={made} aria-label={tw(lang, 'shownOnce')} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
            <button type="button" class="secondary" onClick={copy}>{copied ? tw(lang, 'copied') : tw(lang, 'copy')}</button>
          </p>
        </div>
      ) : null}
      {tokens === null ? <p class="muted">…</p> : tokens.length === 0 ? <p class="muted" id="tokens-none">{tw(lang, 'none')}</p> : (
        <ul id="tokens-list" class="tokens-list">
          {tokens.map((t) => (
            <li key={t.id} data-token={t.id}>
              <strong>{t.name}</strong> <span class="muted">{t.scopes.map((sc) => (SCOPES as readonly string[]).includes(sc) ? tw(lang, `scope.${sc}` as TokenWord).split(/\s*:/)[0] : sc).join(', ')} · {tw(lang, 'made', { when: day(t.createdAt) })} · {t.lastUsedAt ? tw(lang, 'used', { when: day(t.lastUsedAt) }) : tw(lang, 'unused')}</span>{' '}
              <button type="button" class="secondary" disabled={busy} onClick={() => revoke(t)}>{tw(lang, 'revoke')}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
