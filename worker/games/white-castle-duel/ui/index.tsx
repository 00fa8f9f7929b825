/**
 * The White Castle Duel's board, as Preact components. Phone first: the prompt and the choices
 * come first, then the castle map, the table around it, both domains and the score. The board
 * decides no rule: every clickable thing stands for some of the legal moves the page handed it;
 * a click on one that stands for several (or for one that cannot be taken back) opens them
 * under the prompt, where each is a button (the confirm dialog asks for irreversible ones).
 */
import { useMemo, useState } from 'preact/hooks';
import type { BoardProps } from '../../../engine/ui-contract';
import { Prompt, idsTouched } from '../../../../site/src/board-kit';
import '../../../../site/src/board-kit/kit.css';
import './board.css';
import type { WcdView } from '../view';
import { compileCorrections } from '../corrected-cards';
import { setCorrectedCards } from '../data';
import { Castle, type SpaceAction } from './Castle';
import { Choices } from './Choices';
import { Domain } from './Domain';
import { confirmFor, groupOf, moveKey, type M } from './moves';
import { promptText, roundLine } from './prompt';
import { Score } from './Score';
import { StartOffer } from './Start';
import { Table, type Chooser } from './Table';
import { DataNote } from './DataNote';

/** The moves the player opened (kept only while the legal moves stay the same). */
interface Opened { legal: string; id: string; keys: string[] }

export function Board(props: BoardProps<WcdView>) {
  const { view, lang, seatNames: names, you, busy } = props;
  // The table's correction set, laid over the shipped cards for every part of the board. One match
  // per page, so it stays laid between renders (a child re-rendering alone reads the same cards).
  const corrections = useMemo(() => compileCorrections(view.corrections), [JSON.stringify(view.corrections)]);
  setCorrectedCards(corrections);
  const legal = props.legalMoves as M[];
  const legalKey = useMemo(() => JSON.stringify(legal), [legal]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const touched = useMemo(() => idsTouched(props.lastChange), [props.lastChange]);

  const openMoves = opened && opened.legal === legalKey ? legal.filter((m) => opened.keys.includes(moveKey(m))) : [];
  const open = openMoves.length ? { id: opened!.id, moves: openMoves } : null;
  const play = (m: M) => { setOpened(null); void props.play(m); };
  const openThese = (moves: M[]) => setOpened({ legal: legalKey, id: groupOf(moves[0]!), keys: moves.map(moveKey) });
  // One move that can be taken back plays at once; anything else opens under the prompt.
  const act = (moves: M[]) => moves.length === 0 ? undefined
    : () => (moves.length === 1 && !confirmFor(view, moves[0]!, lang) ? play(moves[0]!) : openThese(moves));
  // A click opens a choice (nothing is sent yet) for several moves or for one to confirm.
  const narrows = (moves: M[]) => moves.length > 1 || (moves.length === 1 && !!confirmFor(view, moves[0]!, lang));
  const choose: Chooser = {
    moves: (f) => legal.filter(f),
    act,
    data: (moves, where) => ({ 'data-move': moves[0]?.type, 'data-where': where, 'data-narrow': narrows(moves) ? '1' : undefined }),
  };

  const actionFor = (space: string): SpaceAction | undefined => {
    const deck = view.castle.decks.find((d) => d.slot === space);
    const kind = view.castle.actions[space];
    const moves = legal.filter((m) => ((m.type === 'place' || m.type === 'take') && m.location === space)
      || (deck && m.type === 'buy' && m.deck === deck.deck)
      || (kind && m.type === kind));
    const onAct = act(moves);
    return onAct ? { move: moves[0]!.type, narrow: narrows(moves), onAct } : undefined;
  };

  const mine = legal.length > 0;
  const prompt = promptText(view, names, mine, lang);
  const waiting = !mine && view.active !== null && view.phase !== 'over' ? [names[view.active] ?? ''] : undefined;
  const order = you === 1 ? [1, 0] : [0, 1];
  return (
    <div class="wcd" data-phase={view.phase} data-round={view.round} data-task={prompt.task} data-over={view.phase === 'over' ? 'yes' : 'no'}>
      <Prompt lang={lang} mine={mine} text={prompt.text} waitingFor={waiting} ended={props.ended}>
        {roundLine(view, lang) ? <span class="wcd-round"> · {roundLine(view, lang)}</span> : null}
      </Prompt>
      <Choices view={view} legal={legal} lang={lang} busy={busy} play={play} open={open}
        setOpen={(id) => (id === null ? setOpened(null) : openThese(legal.filter((m) => groupOf(m) === id)))} />
      {view.phase === 'start-cards' ? <StartOffer view={view} lang={lang} choose={choose} /> : null}
      <div class="wcd-main">
        <Castle view={view} lang={lang} actionFor={actionFor} touched={touched} />
        <Table view={view} lang={lang} names={names} choose={choose} touched={touched} />
      </div>
      <div class="wcd-domains">
        {order.map((s) => view.players[s] ? <Domain key={s} view={view} player={view.players[s]!} lang={lang} names={names} you={you} choose={choose} touched={touched} /> : null)}
      </div>
      <Score view={view} order={order} names={names} lang={lang} />
      <DataNote lang={lang} />
    </div>
  );
}
