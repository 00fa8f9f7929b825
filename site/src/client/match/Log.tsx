/** The log: one line per event (draft edits grouped), a rule link where a rule applied, the time on hover. */
import { useEffect, useRef } from 'preact/hooks';
import type { GameEvent, Lang } from '../../../../worker/engine/contract';
import { localHref } from '../api';
import { t as ui } from '../../i18n/match';
import { plural } from '../../../../worker/engine/plural';
import { logLines } from './log-lines';
import type { GameText } from './game-modules';
import type { LogEntry, Snapshot } from './types';
import { namesAt } from './names-at';

/**
 * The platform's own events in words (a resignation, an end outside the game, the referee's acts:
 * worker/engine/platform-words/), from the page's extras chunk: null until it has loaded.
 */
export type Platform = ((e: GameEvent) => string | null) | null;

/** A platform event's line: its words once they are here, nothing for a moment before; null for a game's event. */
export function platformSaid(platform: Platform, e: GameEvent): string | null {
  return platform ? platform(e) : String(e.rule ?? '').startsWith('platform/') ? '' : null;
}
import { localTime, relativeTime } from '../time';
import { colon } from '../../../../worker/engine/colon';

export function Log({ log, lang, text, seatNames, departed, platform, replayStep, seenVersion }: { log: LogEntry[]; lang: Lang; text: GameText | null; seatNames: string[]; departed?: Snapshot['departed']; platform: Platform; replayStep: number | null; seenVersion: number | null }) {
  const list = useRef<HTMLOListElement>(null);
  const lines = logLines(log, text?.GROUPED_EVENTS ?? []);
  useEffect(() => { if (replayStep === null && list.current) list.current.scrollTop = list.current.scrollHeight; }, [lines.length, replayStep]);
  // Each line names the seats' holders of its time (names-at.ts).
  const describe = (e: GameEvent, names: string[]) => {
    // A stand-in for a player away (worker/match/absence.ts) is not a timeout: the player chose it.
    if (e.type === 'bot-moved') return `${names[e.seat as number]}${colon(lang)}${ui(lang, e.rule === 'platform/absence' ? 'match.standIn' : 'match.bot')}`;
    const said = platformSaid(platform, e);
    if (said !== null) return said;
    try { return text ? text.describeEvent(e, lang, names) : e.type; } catch { return e.type; }
  };
  const last = lines[lines.length - 1];
  return (
    <div class="card">
      <h2>{ui(lang, 'match.log')}</h2>
      <ol id="log" ref={list} start={0} tabIndex={0} aria-label={ui(lang, 'match.log')}>
        {lines.map((line) => {
          const future = replayStep !== null && line.index >= replayStep;
          // New since this browser last showed the match (an entry at index i made version i + 1).
          const fresh = seenVersion !== null && line.index >= seenVersion;
          const names = namesAt(seatNames, departed, line.index, line.at);
          const rule = line.event.rule && !String(line.event.rule).startsWith('platform/') ? String(line.event.rule) : null;
          return (
            <li key={line.key} class={`${future ? 'future' : ''} ${line.by === 'bot' || line.by === 'standin' || line.by === 'botseat' ? 'bot' : ''} ${line === last && replayStep === null ? 'last' : ''} ${fresh ? 'new' : ''}`}
              data-index={line.index} data-type={line.event.type} data-count={line.count > 1 ? line.count : undefined}
              title={line.at ? localTime(line.at, lang) : undefined}>
              {fresh ? <span class="new-badge">{ui(lang, 'catchup.new')}</span> : null}
              {line.key.endsWith(':0') && (line.by === 'standin' || line.by === 'bot') ? <span class="muted">{names[line.seat]}{colon(lang)}{ui(lang, line.by === 'standin' ? 'match.standIn' : 'match.bot')} · </span> : null}
              {describe(line.event, names)}
              {line.count > 1 ? <span class="muted"> ({plural(lang, line.count, ui(lang, 'match.changes'))})</span> : null}
              {rule ? <a class="rule-link" href={localHref(`/rules/${rule}/`)} data-rule={rule} target="_blank" rel="noopener">§ {ui(lang, 'match.rule')}</a> : null}
              {line.at ? <time class="when" dateTime={new Date(line.at).toISOString()}>{relativeTime(line.at, lang)}</time> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
