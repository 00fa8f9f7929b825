/**
 * Everything around the castle, as cards a finger can press: the fan track, the influence decks'
 * top cards, the lantern cards on offer, the market, the gardens, the training yards and the two
 * paths of the courtiers. A card that answers legal moves is a button (see Choose in index.tsx);
 * data below two independent sources says so on the card (its mark, worker/engine/provenance.ts).
 */
import type { Lang } from '../../../engine/contract';
import { needsNote, weakest } from '../../../engine/provenance';
import { Card, SeatMark, Track } from '../../../../site/src/board-kit';
import { BOARD, climbingTile, gardenTile, influenceCard, lanternCard, trainingTile, type GardenId, type PathId, type YardId } from '../data';
import { costText, iconsText, scrollText } from '../text';
import type { WcdView } from '../view';
import { cardNote, colorName, merchName, provMark, rewardText } from './names';
import type { M } from './moves';
import { cap, w } from './words';
import { colon } from '../../../engine/colon';

/** What the table needs from the board: the moves a card answers and how to act on them. */
export interface Chooser {
  /** Legal moves matching a filter. */
  moves: (f: (m: M) => boolean) => M[];
  /** A card's onChoose for these moves (undefined when there are none). */
  act: (moves: M[]) => (() => void) | undefined;
  /** The attributes saying what a card stands for (move type, place, and whether a click opens a choice). */
  data: (moves: M[], where: 'table' | 'domain') => Record<`data-${string}`, string | undefined>;
}

interface TableProps { view: WcdView; lang: Lang; names: string[]; choose: Chooser; touched: Set<string> }

export function Table({ view, lang, names, choose, touched }: TableProps) {
  return (
    <section class="wcd-table" id="wcd-table" aria-label={w(lang, 'table')}>
      <h2 class="wcd-h2">{w(lang, 'table')}</h2>
      <Track label={w(lang, 'fanTrack')} min={0} max={40} id="wcd-fan"
        marks={view.players.map((p) => ({ seat: p.seat, value: Math.min(40, p.fan.position), name: `${names[p.seat] ?? ''}${p.fan.tile ? ` (+${p.fan.tile})` : ''}` }))} />
      <Decks view={view} lang={lang} choose={choose} touched={touched} />
      <LanternRow view={view} lang={lang} choose={choose} touched={touched} />
      <Market view={view} lang={lang} choose={choose} touched={touched} />
      {(['stone', 'plant'] as GardenId[]).map((g) => <Garden key={g} garden={g} view={view} lang={lang} names={names} choose={choose} touched={touched} />)}
      {(['basic', 'elite'] as YardId[]).map((y) => <Yard key={y} yard={y} view={view} lang={lang} names={names} choose={choose} touched={touched} />)}
      {(['left', 'right'] as PathId[]).map((p) => <Path key={p} path={p} view={view} lang={lang} names={names} touched={touched} />)}
    </section>
  );
}

type Part = Omit<TableProps, 'names'> & { names?: string[] };

function Decks({ view, lang, choose, touched }: Part) {
  return (
    <div class="wcd-group" id="wcd-decks">
      <h3>{w(lang, 'decks')}</h3>
      <div class="wcd-cards">
        {view.castle.decks.map((d) => {
          const c = d.top ? influenceCard(d.top) : null;
          const moves = choose.moves((m) => m.type === 'buy' && m.deck === d.deck);
          return (
            <Card key={d.slot} title={`${w(lang, 'deck', { n: d.deck })}${colon(lang)}${c ? c.name[lang] : w(lang, 'empty')}`} note={cardNote(c, lang)}
              onChoose={choose.act(moves)} class={`wcd-deck-card fam-${c?.color ?? 'none'} ${moves.length ? 'wcd-act' : ''}`} last={!!d.top && touched.has(d.top)}
              {...choose.data(moves, 'table')}>
              {w(lang, 'cardsLeft', { n: d.count })}
              {c ? <><br />{w(lang, 'cost', { c: costText(c.cost, lang) })}<br />{w(lang, 'scroll', { s: scrollText(c.scroll, lang) })}<br />{w(lang, 'improvedShows', { i: iconsText(c.icons, lang) })}</> : null}
            </Card>
          );
        })}
      </div>
    </div>
  );
}

function LanternRow({ view, lang, choose, touched }: Part) {
  return (
    <div class="wcd-group" id="wcd-lantern-row">
      <h3>{w(lang, 'lanternRow')}</h3>
      <div class="wcd-cards">
        {view.lanternRow.map((id) => {
          const c = lanternCard(id);
          const moves = choose.moves((m) => m.type === 'lantern-card' && m.card === id);
          return (
            <Card key={id} title={w(lang, 'lanternArea', { c: colorName(c.color, lang) })} note={cardNote(c, lang)} onChoose={choose.act(moves)}
              class={`wcd-lantern-card col-${c.color} ${moves.length ? 'wcd-act' : ''}`} last={touched.has(id)} {...choose.data(moves, 'table')}>
              {rewardText(c.reward, lang)}
            </Card>
          );
        })}
      </div>
      <p class="muted">{w(lang, 'lanternDeck', { n: view.lanternDeckCount })}</p>
    </div>
  );
}

function Market({ view, lang, choose, touched }: Part) {
  return (
    <div class="wcd-group" id="wcd-market">
      <h3>{w(lang, 'market')}</h3>
      <div class="wcd-cards">
        {(['influence', 'common', 'luxury'] as const).map((o) => {
          const moves = choose.moves((m) => m.type === 'trade' && m.option === o);
          const pile = o === 'influence' ? null : view.merchandise[o];
          const top = pile?.top ? merchName(pile.top, lang) : null;
          return (
            <Card key={o} title={w(lang, o === 'influence' ? 'influenceTrade' : o === 'common' ? 'commonLong' : 'luxuryLong')} note={provMark(top?.confidence)}
              onChoose={choose.act(moves)} class={`wcd-trade ${moves.length ? 'wcd-act' : ''}`} last={!!pile?.top && touched.has(pile.top)}
              data-trade={o} {...choose.data(moves, 'table')}>
              {w(lang, 'tradeCost', { n: BOARD.trade[o] })}
              {pile ? <><br />{top ? top.text : w(lang, 'empty')}<br />{w(lang, 'tilesLeft', { n: pile.count })}</> : null}
            </Card>
          );
        })}
      </div>
    </div>
  );
}

function Seals({ seals, names, lang }: { seals: (number | null)[]; names: string[]; lang: Lang }) {
  const placed = seals.filter((s): s is number => s !== null);
  return (
    <span class="wcd-seals">
      {placed.length ? placed.map((s, i) => <span key={i} class="wcd-seal"><SeatMark seat={s} name={names[s] ?? ''} /> {names[s]}</span>) : <span class="muted">{w(lang, 'noSeal')}</span>}
    </span>
  );
}

function Garden({ garden, view, lang, names, choose, touched }: Part & { garden: GardenId }) {
  const g = view.gardens[garden];
  return (
    <div class={`wcd-group ${touched.has(garden) ? 'kit-last' : ''}`} data-garden={garden}>
      <h3>{w(lang, garden)} · {w(lang, 'cost', { c: costText(BOARD.gardens[garden].cost, lang) })}</h3>
      <div class="wcd-cards">
        {g.columns.map((col, i) => {
          const moves = choose.moves((m) => m.type === 'garden' && m.garden === garden && m.column === i);
          const face = gardenTile(col.tile)[garden];
          const prov = weakest(face.confidence, BOARD.gardens[garden].columns[i]?.confidence ?? 'two-sources');
          return (
            <Card key={i} title={w(lang, 'column', { n: i + 1 })} note={provMark(prov)} onChoose={choose.act(moves)}
              class={`garden-column ${moves.length ? 'wcd-act' : ''}`} {...choose.data(moves, 'table')}>
              {rewardText(col.reward, lang)}<br />{w(lang, 'scores', { i: iconsText(col.icons, lang) })}<br /><Seals seals={col.seals} names={names!} lang={lang} />
            </Card>
          );
        })}
      </div>
    </div>
  );
}

function Yard({ yard, view, lang, names, choose, touched }: Part & { yard: YardId }) {
  const y = view.yards[yard];
  const tile = trainingTile(y.tile);
  return (
    <div class={`wcd-group yard ${touched.has(yard) ? 'kit-last' : ''}`} data-yard={yard}>
      <h3>{w(lang, yard)} · {w(lang, 'cost', { c: costText(BOARD.trainingYards[yard].cost, lang) })}</h3>
      <p class="muted">{w(lang, 'yardScoring', { k: y.katanaValue, b: y.kabutoValue })}</p>
      <div class="wcd-cards">
        {tile.rewards.map((r, i) => {
          const moves = choose.moves((m) => m.type === 'training' && m.yard === yard && m.reward === i);
          return (
            <Card key={i} title={w(lang, 'reward', { n: i + 1 })} note={provMark(tile.confidence)} onChoose={choose.act(moves)}
              class={`yard-reward ${moves.length ? 'wcd-act' : ''}`} {...choose.data(moves, 'table')}>
              {rewardText(r, lang)}
            </Card>
          );
        })}
      </div>
      <Seals seals={y.seals} names={names!} lang={lang} />
    </div>
  );
}

function Path({ path, view, lang, names, touched }: Omit<Part, 'choose'> & { path: PathId }) {
  const p = view.climbing[path];
  const at = (step: number) => view.players.filter((pl) => pl.courtier.path === path && pl.courtier.step === step);
  const pathMark = weakest(...p.tiles.map((t) => climbingTile(t).confidence), BOARD.courtier.paths[path].topMark.confidence);
  return (
    <div class={`wcd-group wcd-path ${touched.has(path) ? 'kit-last' : ''}`} data-path={path}>
      <h3>{w(lang, path === 'left' ? 'leftPath' : 'rightPath')}</h3>
      {needsNote(pathMark) ? <p class="kit-card-note">{provMark(pathMark)}</p> : null}
      <ol class="wcd-steps">
        {p.steps.map((s) => (
          <li key={s.step} class="climb-step" data-step={s.step}>
            <strong>{w(lang, 'step', { n: s.step, l: s.level })}</strong>: {rewardText(s.reward, lang)}
            {at(s.step).map((pl) => <span key={pl.seat} class="wcd-courtier"> <SeatMark seat={pl.seat} name={names![pl.seat] ?? ''} /> {names![pl.seat]}</span>)}
          </li>
        ))}
        <li class="climb-top">{w(lang, 'pathTop')}: {cap(rewardText(BOARD.courtier.paths[path].top, lang))}</li>
      </ol>
    </div>
  );
}
