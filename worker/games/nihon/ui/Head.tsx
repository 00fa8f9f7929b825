/** The board's head: the clan (mon and name) or the role, the turn, the treasury now and expected, the sheet's status. */
import { MonIcon } from './icons';
import { useNh } from './state';
import { w } from './text';
import { colon } from '../../../engine/colon';

export function Head() {
  const { view, lang, seatNames, led, canEdit } = useNh();
  const player = view.seat !== null && !!view.me;
  const referee = view.seat === null && Array.isArray(view.sheets);
  const me = player ? view.clans[view.seat!]! : null;
  return (
    <div class="nh-bar">
      {me ? (
        <span class="nh-clan" data-clan={me.id}><MonIcon view={view} seat={view.seat!} size={26} />{' '}<strong>{me.name}</strong><span class="muted">{` ${seatNames[view.seat!] ?? ''}`}</span></span>
      ) : <strong class="nh-role">{referee ? w(lang, 'referee') : w(lang, 'spectatorRole')}</strong>}
      <span class="nh-turn" data-turn={view.turn}>{`${w(lang, 'turn')} ${view.turn} ${w(lang, 'of')} ${view.settings.turnLimit}`}</span>
      {player && led ? (
        <span class="nh-treasury">
          {`${w(lang, 'treasury')}${colon(lang)}`}<strong data-treasury={view.me!.treasury}>{String(view.me!.treasury)}</strong>{` ${w(lang, 'koku')} → `}
          <strong data-expected={led.end} class={led.end < -led.floor ? 'error' : ''}>{String(led.end)}</strong>
          <span class="muted small">{` (${w(lang, 'expected')})`}</span>
        </span>
      ) : null}
      {player ? (
        view.phase === 'over' ? <span class="nh-status">{w(lang, 'over')}</span>
          : view.me!.final ? <span class="nh-status final" data-status="final">{`✓ ${w(lang, 'finalState')}`}</span>
          : canEdit ? <span class="nh-status draft" data-status="draft">{`✎ ${w(lang, 'draftShort')}`}</span> : null
      ) : null}
    </div>
  );
}
