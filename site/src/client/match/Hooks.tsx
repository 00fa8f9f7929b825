/** Discord channels and bot webhooks: the creator manages them; everyone sees if one broke. */
import { useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { t as ui } from '../../i18n/match';
import type { Snapshot } from './types';

export function Hooks({ snap, lang, creator, add, remove }: {
  snap: Snapshot; lang: Lang; creator: boolean;
  add: (kind: string, url: string) => Promise<{ secret?: string } | string>;
  remove: (id: string) => Promise<void>;
}) {
  const [kind, setKind] = useState('discord');
  const [url, setUrl] = useState('');
  const [msg, setMsg] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  if (!creator && !snap.hooks.length) return null;
  return (
    <div class="card" id="hooks">
      <h2>{ui(lang, 'hooks.title')}</h2>
      <ul>
        {snap.hooks.map((hk) => (
          <li key={hk.id} data-hook={hk.id} data-status={hk.status}>
            {`${ui(lang, hk.kind === 'discord' ? 'hooks.discord' : 'hooks.webhook')} — `}
            <strong class={hk.status === 'disabled' ? 'error' : ''}>{ui(lang, hk.status === 'disabled' ? 'hooks.disabled' : 'hooks.active')}</strong>
            {hk.reason ? <span class="muted" lang="en">{` (${hk.reason})`}</span> : null}
            {hk.url ? <div class="muted hook-url">{hk.url}</div> : null}
            {creator ? <button type="button" class="secondary" onClick={() => remove(hk.id)}>{ui(lang, 'hooks.remove')}</button> : null}
          </li>
        ))}
      </ul>
      {creator ? (
        <>
          <p class="muted">{ui(lang, 'hooks.help')}</p>
          <label for="hook-kind">{ui(lang, 'hooks.kind')}</label>
          <select id="hook-kind" value={kind} onChange={(e) => setKind((e.currentTarget as HTMLSelectElement).value)}>
            <option value="discord">{ui(lang, 'hooks.discord')}</option>
            <option value="webhook">{ui(lang, 'hooks.webhook')}</option>
          </select>
          <label for="hook-url">{ui(lang, 'hooks.url')}</label>
          <input id="hook-url" type="url" placeholder="https://discord.com/api/webhooks/…" style="width:100%" value={url} onInput={(e) => setUrl((e.currentTarget as HTMLInputElement).value)} />
          <button type="button" class="secondary" id="hook-add" onClick={async () => {
            const res = await add(kind, url);
            if (typeof res === 'string') { setMsg(res); return; }
            setMsg(null); setUrl('');
            if (res.secret) setSecret(res.secret);
          }}>{ui(lang, 'hooks.add')}</button>
          <p class={msg ? 'error' : 'muted'} id="hook-msg">{msg ?? ''}</p>
          {secret ? <p>{ui(lang, 'hooks.secret')} <code>{secret}</code></p> : null}
        </>
      ) : null}
    </div>
  );
}
