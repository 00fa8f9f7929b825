/**
 * The Sengoku board, as Preact components: what to do now first (prompt, dice, the moves of the
 * turn or the options of the selected card, the cards), then the map and the players. It only
 * offers the legal moves the page gives it; choosing a card and narrowing it by province is local
 * UI state (hooks), forgotten when the decision point changes.
 */
import '../../../../site/src/board-kit/kit.css';
import './sengoku.css';
import { useState } from 'preact/hooks';
import { idsTouched, kitWord, Prompt } from '../../../../site/src/board-kit';
import type { Move } from '../../../engine/contract';
import type { BoardProps } from '../../../engine/ui-contract';
import type { SengokuView } from '../view';
import { CardOptions } from './CardOptions';
import { DraftOffer, Fan, type Chosen } from './Cards';
import { seatLabel } from './describe';
import { narrowable, provincesIn } from './geo';
import { Legend } from './Legend';
import { Players } from './Players';
import { SengokuMap } from './SengokuMap';
import { Dice, TurnChoices } from './TurnChoices';
import { w } from './words';

interface Selection extends Chosen { key: string; picked: string[] }

/** A selection belongs to one decision point: new legal moves, dice or turn forget it. */
const decisionKey = (view: SengokuView, moves: Move[]) => `${moves.length}|${view.turn.dice?.join() ?? ''}|${view.current}|${view.fan.join()}`;

export function Board({ view, legalMoves, seatNames, lang, play, lastChange, busy, ended }: BoardProps<SengokuView>) {
  const [sel, setSel] = useState<Selection | null>(null);
  const key = decisionKey(view, legalMoves);
  const selection = sel && sel.key === key ? sel : null;
  const last = idsTouched(lastChange);
  const mine = legalMoves.length > 0;
  const canChooseCards = mine && legalMoves.some((m) => m.type === 'tactic' || m.type === 'daimyo');

  // The selected card's options, narrowed by every province picked so far.
  const options = selection
    ? legalMoves.filter((m) => m.type === selection.kind && m.card === selection.card && selection.picked.every((p) => provincesIn(m).has(p)))
    : [];
  const narrow = selection ? narrowable(options, selection.picked) : [];
  const toggle = (id: string) => {
    if (!selection) return;
    const picked = selection.picked.includes(id) ? selection.picked.filter((p) => p !== id) : [...selection.picked, id];
    setSel({ ...selection, picked });
  };
  const doPlay = (m: Move) => { setSel(null); void play(m); };

  return (
    <div class="sengoku-board">
      <h2 class="sr-only">{w(lang, 'board')}</h2>
      <div class="sengoku-controls">
        <Prompt lang={lang} mine={mine} ended={ended} text={promptText(view, legalMoves, !!selection, canChooseCards, lang)}
          waitingFor={!mine && view.current !== null ? [seatLabel(view.current, seatNames, lang)] : undefined} />
        <Dice view={view} lang={lang} />
        {selection ? (
          <CardOptions card={selection.card} lang={lang} options={options} narrow={narrow} picked={selection.picked}
            onProvince={toggle} onCancel={() => setSel(null)} play={doPlay} busy={busy} />
        ) : (
          <TurnChoices view={view} lang={lang} moves={legalMoves} play={doPlay} busy={busy} />
        )}
        <DraftOffer view={view} lang={lang} last={last} />
        <Fan view={view} lang={lang} moves={legalMoves} chosen={selection} last={last} busy={busy}
          onChoose={canChooseCards ? (c) => setSel({ ...c, key, picked: [] }) : null} />
      </div>
      <div class="sengoku-mapcol">
        <SengokuMap view={view} seatNames={seatNames} lang={lang} lit={new Set(narrow)} picked={selection?.picked ?? []}
          onProvince={selection ? toggle : null} last={last} />
        <Legend view={view} lang={lang} />
      </div>
      <Players view={view} seatNames={seatNames} lang={lang} last={last} ended={!!ended} />
    </div>
  );
}

/** What the seat must do now, in one sentence (the kit's Prompt adds "Your turn" / "Waiting for"). */
function promptText(view: SengokuView, moves: Move[], choosingOptions: boolean, cards: boolean, lang: BoardProps['lang']): string {
  if (view.phase === 'finished') return w(lang, 'finished');
  if (!moves.length) return view.phase === 'draft' ? w(lang, 'draftWait') : view.current === null ? kitWord(lang, 'waiting') : w(lang, 'deployWait');
  if (choosingOptions) return w(lang, 'pick');
  if (view.phase === 'draft') return w(lang, 'draft');
  if (moves.some((m) => m.type === 'deploy')) return w(lang, 'keep');
  return cards ? w(lang, 'rollOrCard') : w(lang, 'roll');
}
