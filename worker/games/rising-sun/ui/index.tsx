/**
 * The Rising Sun board as Preact components. Phone first, in this order: what to do now (the
 * prompt), the choices as buttons, the battle, then the map, the shrines, the tracks and the clans.
 * On a wide screen the map takes the right column.
 *
 * It decides no rule and offers only the legal moves it is given. Local UI state (what the viewer
 * has half-chosen, the confirm question) lives in hooks and is dropped when the decision point
 * changes. It imports the game's data, view types and text module only (never its rules).
 */
import { useMemo, useState } from 'preact/hooks';
import { compileCorrections } from '../corrected-data';
import { setCorrectedRecords } from '../data';
import type { BoardProps } from '../../../engine/ui-contract';
import { ConfirmDialog, idsTouched, useFirstDrawPainted } from '../../../../site/src/board-kit';
import '../../../../site/src/board-kit/kit.css';
import './board.css';
import { describeMove } from '../text';
import type { RsMove } from '../types';
import type { RsView } from '../view';
import { Battle } from './Battle';
import { Choices } from './Choices';
import { Clans } from './Clans';
import { Diplomacy } from './Diplomacy';
import { Final } from './Final';
import { who } from './look';
import { MapBoard } from './MapBoard';
import { confirmFor, offersOf, type Selection } from './offers';
import { Offer } from './Offer';
import { PromptLine } from './PromptLine';
import { Shrines } from './Shrines';
import { HonorTrack, PoliticalTrack, SeasonStrip, WarTrack } from './Status';
import { loadWords, words } from './words';

/** The board's words in the page's language, loaded before it draws (see ui/words/). */
export const prepare = loadWords;

export function Board({ view, legalMoves, you, seatNames: names, lang, play, lastChange, busy, ended }: BoardProps<RsView>) {
  const v = view;
  // The table's correction set, laid over the shipped provinces and clans for the whole board (one match per page).
  const corrections = useMemo(() => compileCorrections(v?.options?.corrections), [JSON.stringify(v?.options?.corrections ?? null)]);
  setCorrectedRecords(corrections);
  const legal = legalMoves as RsMove[];
  // A half-made choice belongs to one decision point: new legal moves or a new prompt drop it.
  const decision = JSON.stringify([v?.prompt ?? null, legal.length, v?.politicalTrack?.length ?? 0, v?.drawn ?? null]);
  const [held, setHeld] = useState<{ at: string; sel: Selection | null }>({ at: '', sel: null });
  const [asking, setAsking] = useState<{ question: string; move: RsMove } | null>(null);
  // Below the choices on a phone, the map's places, the shrines, the tracks and the clans (about
  // 450 elements) come in the draw after the first one is painted: a slow phone shows the moves it
  // can tap sooner (issue 32). The map's box is there from the first draw, so nothing moves.
  const painted = useFirstDrawPainted();
  if (!v || v.game !== 'rising-sun') return null;

  const sel = held.at === decision ? held.sel : null;
  const setSel = (s: Selection | null) => setHeld({ at: decision, sel: s });
  const send = (m: RsMove) => { setHeld({ at: '', sel: null }); void play(m); };
  // The engine's words for a move, with seat numbers turned into the players' names.
  const describe = (m: RsMove) => describeMove(m, lang).replace(/#(\d+)/g, (_, n: string) => who(v, names, Number(n), lang));
  const confirm = (m: RsMove) => confirmFor(m, v, names, lang, describe);
  const choose = (m: RsMove) => { const q = confirm(m); if (q) setAsking({ question: q, move: m }); else send(m); };
  const offers = offersOf({ v, legal, you, names, lang, sel, setSel, choose, describe });
  const touched = idsTouched(lastChange);
  const mine = you !== null && !!v.prompt && v.prompt.seats.includes(you) && legal.length > 0;
  const buys = legal.filter((m): m is Extract<RsMove, { type: 'buy' }> => m.type === 'buy');
  const training = buys.length > 0 || (v.prompt?.step === 'train' && mine);
  const common = { v, names, lang };

  return (
    <div class="rs-board" data-season={v.season} data-phase={v.phase} data-step={v.step} aria-label={words(lang).board} role="region">
      <div class="rs-top">
        <PromptLine {...common} you={you} mine={mine} ended={ended} />
        <SeasonStrip {...common} touched={touched} />
        <Choices {...common} you={you} legal={legal} offers={offers} sel={sel} setSel={setSel} play={send} choose={choose} describe={describe} confirm={confirm} busy={busy} />
        {training ? <Offer v={v} lang={lang} buys={buys} describe={describe} confirm={confirm} play={send} busy={busy} touched={touched} /> : null}
        <Battle {...common} you={you} legal={legal} play={send} describe={describe} busy={busy} />
      </div>
      <div class="rs-mapcol">
        <MapBoard {...common} offers={offers} touched={touched} drawn={painted} />
        {painted ? <Shrines {...common} offers={offers} /> : null}
      </div>
      {painted ? (
        <div class="rs-info">
          <Final {...common} />
          <PoliticalTrack {...common} touched={touched} />
          <WarTrack {...common} touched={touched} />
          <HonorTrack {...common} touched={touched} />
          <Clans {...common} you={you} touched={touched} />
          {training ? null : <Offer v={v} lang={lang} buys={[]} describe={describe} confirm={confirm} play={send} touched={touched} />}
          <Diplomacy {...common} you={you} legal={legal} play={send} confirm={confirm} busy={busy} />
        </div>
      ) : null}
      <ConfirmDialog lang={lang} question={asking?.question ?? null} onCancel={() => setAsking(null)}
        onConfirm={() => { const m = asking?.move; setAsking(null); if (m) send(m); }} />
    </div>
  );
}
