/**
 * "Notify me on this device": turns Web Push on or off for this browser, with its state in words
 * (this browser cannot, blocked in the browser's settings, not set up on this server, on, off).
 * On the account page and in the match page's notification panel.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../worker/engine/contract';
import { pushState, turnPushOff, turnPushOn, type PushState } from './push';
import { PUSH_WORDS as WORDS } from './push-words';

export function PushToggle({ lang, id = 'push-toggle' }: { lang: Lang; id?: string }) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => { pushState().then(setState, () => setState('unsupported')); }, []);
  const flip = async () => {
    setBusy(true);
    setError(null);
    try { setState(await (state === 'on' ? turnPushOff() : turnPushOn())); } catch (e) { setError((e as Error).message || String(e)); }
    setBusy(false);
  };
  const canFlip = state === 'on' || state === 'off';
  return (
    <div class="push-toggle" data-state={state ?? 'checking'}>
      <p>
        <strong id={`${id}-label`}>{WORDS.label[lang]}</strong>{' '}
        {canFlip ? (
          <button type="button" id={id} class={state === 'on' ? 'secondary' : ''} aria-pressed={state === 'on'} aria-describedby={`${id}-state`} disabled={busy} onClick={flip}>
            {state === 'on' ? WORDS.turnOff[lang] : WORDS.turnOn[lang]}
          </button>
        ) : null}
      </p>
      <p id={`${id}-state`} class="muted" role="status">{state ? WORDS[state][lang] : '…'}</p>
      {error ? <p class="error" role="alert">{WORDS.failed[lang]} {error}</p> : null}
    </div>
  );
}
