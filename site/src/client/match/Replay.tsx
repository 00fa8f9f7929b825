/** Step through the match: any earlier step's view (the seat's own view of that moment). */
import type { Lang } from '../../../../worker/engine/contract';
import { t as ui } from '../../i18n/match';

export function Replay({ lang, version, step, go }: { lang: Lang; version: number; step: number | null; go: (n: number) => void }) {
  const at = step ?? version;
  return (
    <div class="card">
      <h2>{ui(lang, 'match.replay')}</h2>
      <div class="replay">
        <button type="button" class="secondary" onClick={() => go(0)} aria-label={ui(lang, 'match.replayStart')} data-replay="start">|◀</button>
        <button type="button" class="secondary" onClick={() => go(at - 1)} aria-label={ui(lang, 'match.replayPrev')} data-replay="prev">◀</button>
        <input type="range" min="0" max={String(version)} value={String(at)} aria-label={ui(lang, 'match.replay')}
          onChange={(e) => go(Number((e.currentTarget as HTMLInputElement).value))} />
        <button type="button" class="secondary" onClick={() => go(at + 1)} aria-label={ui(lang, 'match.replayNext')} data-replay="next">▶</button>
        <button type="button" class="secondary" onClick={() => go(version)} aria-label={ui(lang, 'match.replayLive')} data-replay="live">▶|</button>
      </div>
      <p class="muted" id="replay-status">
        {`${ui(lang, 'match.replayStep')} ${at} / ${version}`}
        {step !== null ? <button type="button" class="secondary" style="margin-left:.5rem" onClick={() => go(version)}>{ui(lang, 'match.replayLive')}</button> : null}
      </p>
    </div>
  );
}
