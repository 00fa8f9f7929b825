/**
 * The options of the selected card: its text, the provinces that narrow the list (as buttons here
 * and as highlighted provinces on the map), and the options left as a move list. Playing a card
 * cannot be taken back, so every option asks for confirmation.
 */
import { MovePicker } from '../../../../site/src/board-kit';
import type { Lang, Move } from '../../../engine/contract';
import type { SengokuMove } from '../state';
import { cardName, describeMove } from '../text';
import { CARD_INFO, cardMark, provinceName } from './geo';
import { w } from './words';

/** More buttons than this is a wall: the player narrows by province first. */
const MAX_SHOWN = 40;

export interface CardOptionsProps {
  card: string;
  lang: Lang;
  options: Move[];
  /** Provinces that would narrow the list further, and those already chosen. */
  narrow: string[];
  picked: string[];
  onProvince: (id: string) => void;
  onCancel: () => void;
  play: (m: Move) => void;
  busy?: boolean;
}

export function CardOptions({ card, lang, options, narrow, picked, onProvince, onCancel, play, busy }: CardOptionsProps) {
  const info = CARD_INFO.get(card);
  const chips = [...picked, ...narrow];
  return (
    <section class="sengoku-options" id="card-options" aria-labelledby="card-options-title">
      <h3 id="card-options-title">{cardName(card, lang)}</h3>
      <p class="muted">{info?.effect[lang]}</p>
      {cardMark(card, lang, w(lang, 'reconstructed')) ? <p class="kit-card-note">{cardMark(card, lang, w(lang, 'reconstructed'))}</p> : null}
      {chips.length > 1 || picked.length ? (
        <div class="narrow" role="group" aria-labelledby="narrow-title">
          <h4 id="narrow-title">{w(lang, 'narrow')}</h4>
          <div class="chips">
            {chips.map((id) => (
              <button key={id} type="button" class="secondary chip" data-narrow={id} aria-pressed={picked.includes(id) ? 'true' : 'false'} onClick={() => onProvince(id)}>
                {provinceName(id)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <MovePicker id="card-moves" title={w(lang, 'options')} moves={options.slice(0, MAX_SHOWN)} lang={lang} busy={busy} play={play}
        describe={(m) => describeMove(m as SengokuMove, lang)}
        confirmFor={(m) => `${describeMove(m as SengokuMove, lang)}. ${w(lang, 'confirmCard')}`} />
      {options.length > MAX_SHOWN ? <p class="muted">+{options.length - MAX_SHOWN} {w(lang, 'more')}</p> : null}
      <button type="button" class="secondary" id="cancel-card" onClick={onCancel}>{w(lang, 'cancel')}</button>
    </section>
  );
}
