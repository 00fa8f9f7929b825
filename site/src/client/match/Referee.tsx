/**
 * The referee's console: pause, resume, resolve now, move the deadline, give a seat away, change
 * the settings, and the game's own referee actions. Every action that changes the match asks
 * first (a dialog), and names the version it acts on (a double click gets 409, never a second act).
 */
import { useState } from 'preact/hooks';
import type { GameEvent, Lang, Move } from '../../../../worker/engine/contract';
import { ConfirmButton } from '../../board-kit';
import { t as ui } from '../../i18n/match';
import { wt } from './watch-words';
import type { RefereeDesk, Snapshot } from './types';

export interface RefereeProps {
  snap: Snapshot; lang: Lang; desk: RefereeDesk | null; seatNames: string[];
  act: (body: Record<string, unknown>) => Promise<any>;
  describeMove: (m: Move) => string;
  describeEvent: (e: GameEvent) => string;
  /** The preview of the deadline's outcome is drawn on the page's board (one board, no duplicate ids). */
  preview: { view: unknown; events: GameEvent[] } | null;
  setPreview: (p: { view: unknown; events: GameEvent[] } | null) => void;
}

export function Referee({ snap, lang, desk, seatNames, act, describeMove, describeEvent, preview, setPreview }: RefereeProps) {
  const [until, setUntil] = useState(() => (snap.deadline ? new Date(snap.deadline - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 16) : ''));
  const [seat, setSeat] = useState('0');
  const [who, setWho] = useState('');
  const [options, setOptions] = useState(() => JSON.stringify(snap.options));
  const [reason, setReason] = useState('');
  const [optionsError, setOptionsError] = useState<string | null>(null);
  const [watchMode, setWatchMode] = useState(snap.spectators?.mode ?? 'live');
  const [watchPhases, setWatchPhases] = useState(String(snap.spectators?.phases ?? 1));
  const Q = (key: Parameters<typeof ui>[1]) => ui(lang, key);
  return (
    <div class="card" id="referee-console">
      <h2>{Q('referee.console')}</h2>
      {snap.paused ? <p class="error">{Q('referee.paused')}</p> : null}
      <p class="referee-row">
        {snap.paused
          ? <ConfirmButton lang={lang} question={Q('referee.q.resume')} data-referee="resume" onConfirm={() => act({ action: 'resume' })}>{Q('referee.resume')}</ConfirmButton>
          : <ConfirmButton lang={lang} question={Q('referee.q.pause')} class="secondary" data-referee="pause" onConfirm={() => act({ action: 'pause' })}>{Q('referee.pause')}</ConfirmButton>}
        {snap.status === 'active'
          ? <ConfirmButton lang={lang} question={Q('referee.q.resolve')} class="secondary" data-referee="resolve" onConfirm={async () => { setPreview(null); await act({ action: 'resolve' }); }}>{Q('referee.resolve')}</ConfirmButton>
          : null}
        {desk?.canPreview ? <button type="button" class="secondary" data-referee="preview" onClick={async () => setPreview(await act({ action: 'preview' }))}>{Q('referee.preview')}</button> : null}
      </p>
      {snap.deadline ? (
        <p class="referee-row">
          <label for="referee-extend-until">{Q('referee.extend')}</label>
          <input type="datetime-local" id="referee-extend-until" value={until} onInput={(e) => setUntil((e.currentTarget as HTMLInputElement).value)} />
          <ConfirmButton lang={lang} question={Q('referee.q.extend')} class="secondary" data-referee="extend" onConfirm={() => act({ action: 'extend', until: new Date(until).getTime() })}>{Q('referee.apply')}</ConfirmButton>
        </p>
      ) : null}
      <p class="referee-row">
        <label for="referee-replace-seat">{Q('referee.replace')}</label>
        <select id="referee-replace-seat" value={seat} onChange={(e) => setSeat((e.currentTarget as HTMLSelectElement).value)}>
          {snap.seats.map((s) => <option key={s.seat} value={String(s.seat)}>{`${s.seat + 1}. ${s.username ?? Q('match.freeSeat')}`}</option>)}
        </select>
        <label for="referee-replace-user">{Q('referee.to')}</label>
        <input id="referee-replace-user" size={12} value={who} onInput={(e) => setWho((e.currentTarget as HTMLInputElement).value)} />
        <ConfirmButton lang={lang} question={`${Q('referee.q.replace')} ${seatNames[Number(seat)] ?? ''} → ${who}`} class="secondary" data-referee="replace"
          onConfirm={() => act({ action: 'replace', seat: Number(seat), username: who })}>{Q('referee.apply')}</ConfirmButton>
      </p>
      {snap.status === 'active' && snap.spectators ? (
        <p class="referee-row" id="referee-watch">
          <label for="referee-watch-mode">{wt(lang, 'referee.watch')}</label>
          <select id="referee-watch-mode" value={watchMode} onChange={(e) => setWatchMode((e.currentTarget as HTMLSelectElement).value as typeof watchMode)}>
            <option value="live">{wt(lang, 'referee.watchLive')}</option>
            <option value="delayed">{wt(lang, 'referee.watchDelayed')}</option>
            <option value="forbidden">{wt(lang, 'referee.watchForbidden')}</option>
          </select>
          {watchMode === 'delayed' ? (
            <select id="referee-watch-phases" aria-label={wt(lang, 'referee.watchDelayed')} value={watchPhases} onChange={(e) => setWatchPhases((e.currentTarget as HTMLSelectElement).value)}>
              {[1, 2, 3, 5, 10].map((n) => <option key={n} value={String(n)}>{n}</option>)}
            </select>
          ) : null}
          <ConfirmButton lang={lang} question={wt(lang, 'referee.q.watch')} class="secondary" data-referee="spectators"
            onConfirm={() => act(watchMode === 'delayed' ? { action: 'spectators', mode: watchMode, phases: Number(watchPhases) } : { action: 'spectators', mode: watchMode })}>{Q('referee.apply')}</ConfirmButton>
        </p>
      ) : null}
      {desk?.canChangeOptions ? (
        <details>
          <summary>{Q('referee.options')}</summary>
          <label for="referee-options">{Q('match.settings')} (JSON)</label>
          <textarea id="referee-options" rows={3} style="width:100%;font-family:monospace" value={options} onInput={(e) => setOptions((e.currentTarget as HTMLTextAreaElement).value)} />
          <label for="referee-reason">{Q('referee.reason')}</label>
          <input id="referee-reason" style="width:100%" value={reason} onInput={(e) => setReason((e.currentTarget as HTMLInputElement).value)} />
          {optionsError ? <p class="error">{optionsError}</p> : null}
          <ConfirmButton lang={lang} question={Q('referee.q.options')} class="secondary" data-referee="options" onConfirm={async () => {
            let parsed: unknown;
            try { parsed = JSON.parse(options); } catch (e) { setOptionsError(`JSON: ${(e as Error).message}`); return; }
            setOptionsError(null);
            await act({ action: 'options', options: parsed, reason });
          }}>{Q('referee.apply')}</ConfirmButton>
        </details>
      ) : null}
      {desk?.refereeMoves.length ? (
        <>
          <h3>{Q('referee.actions')}</h3>
          <div class="referee-moves">
            {desk.refereeMoves.map((m, i) => (
              <ConfirmButton key={i} lang={lang} question={describeMove(m)} class="secondary" data-referee-move={String(i)} onConfirm={() => act({ action: 'move', move: m })}>{describeMove(m)}</ConfirmButton>
            ))}
          </div>
        </>
      ) : null}
      {preview ? (
        <div id="referee-preview">
          <h3>{Q('referee.previewTitle')}</h3>
          <p class="muted">{Q('referee.previewOnBoard')}</p>
          <button type="button" class="secondary" data-referee="preview-close" onClick={() => setPreview(null)}>{Q('referee.previewClose')}</button>
          <ul id="referee-preview-events">{preview.events.slice(0, 200).map((e, i) => <li key={i}>{describeEvent(e)}</li>)}</ul>
        </div>
      ) : null}
    </div>
  );
}
