/**
 * A player's domain: resources, coins and seals, tokens in hand, the three lantern areas (a
 * button when activating one is a legal move), influence cards (a button when it can be
 * improved), merchandise and the courtier. Each seat is marked by colour AND shape.
 */
import type { Lang } from '../../../engine/contract';
import { weakest } from '../../../engine/provenance';
import { Card, SeatMark } from '../../../../site/src/board-kit';
import { BOARD, COLORS, influenceCard } from '../data';
import { effectsText, gainsText, iconsText } from '../text';
import type { WcdPlayerView, WcdView } from '../view';
import { areaCard, cardNote, colorName, merchName, provMark } from './names';
import type { Chooser } from './Table';
import { cap, w } from './words';
import { colon } from '../../../engine/colon';

interface DomainProps { view: WcdView; player: WcdPlayerView; lang: Lang; names: string[]; you: number | null; choose: Chooser; touched: Set<string> }

export function Domain({ view, player: p, lang, names, you, choose, touched }: DomainProps) {
  const seat = p.seat;
  const mine = seat === you;
  const active = view.active === seat && view.phase !== 'over';
  const n = BOARD.turnsPerPlayerPerRound;
  return (
    <section class={`wcd-domain ${active ? 'active' : ''}`} data-domain={seat} aria-label={names[seat] ?? ''}>
      <h2 class="wcd-domain-head">
        <SeatMark seat={seat} name={names[seat] ?? ''} /> {names[seat]} {mine ? <span class="muted">{w(lang, 'you')}</span> : null}
        {view.firstPlayer === seat ? <span class="wcd-badge">{w(lang, 'firstPlayer')}</span> : null}
        <span class="wcd-total" data-score={p.score.total}>{w(lang, 'points', { n: p.score.total })}</span>
      </h2>
      <p class="muted">{w(lang, 'turns', { a: p.turns[0], b: p.turns[1], n })}</p>
      <dl class="wcd-stock">
        <dt>{w(lang, 'resources')}</dt>
        <dd data-resources={`${p.food},${p.iron},${p.pearl}`}>{cap(gainsText({ food: p.food, iron: p.iron, pearl: p.pearl }, lang) || '0')}</dd>
        <dt>{w(lang, 'coinsSeals', { n: BOARD.caps.coinsAndSeals })}</dt>
        <dd data-coins={p.coins} data-seals={p.seals}>{cap(gainsText({ coins: p.coins, seals: p.seals }, lang) || '0')}</dd>
        <dt>{w(lang, 'exchangeTokens')}</dt>
        <dd data-exchange={p.exchange}>{p.exchange}/{BOARD.caps.exchangeMax}</dd>
        <dt>{w(lang, 'clanSeals')}</dt>
        <dd data-clan-seals={p.clanSeals}>{p.clanSeals}</dd>
        <dt>{w(lang, 'supply')}</dt>
        <dd>{COLORS.map((c) => `${colorName(c, lang)} ${p.tokens[c]}`).join(' · ')}</dd>
        <dt>{w(lang, 'sClan')}</dt>
        <dd>{p.points}{p.fan.tile ? ` (+${p.fan.tile})` : ''}</dd>
        <dt>{w(lang, 'courtier')}</dt>
        <dd data-courtier={`${p.courtier.path ?? 'gate'}:${p.courtier.step}`}>
          {p.courtier.path ? w(lang, 'onPath', { p: w(lang, p.courtier.path === 'left' ? 'leftPath' : 'rightPath'), s: p.courtier.step, l: p.courtier.level }) : w(lang, 'atGate')}
        </dd>
      </dl>
      <h3>{w(lang, 'lanternAreas')}</h3>
      <div class="wcd-cards wcd-areas">
        {COLORS.map((c) => {
          const moves = mine ? choose.moves((m) => m.type === 'lantern' && m.color === c) : [];
          const cards = p.lanterns[c].map((id) => areaCard(id, lang));
          return (
            <Card key={c} title={w(lang, 'lanternArea', { c: colorName(c, lang) })} onChoose={choose.act(moves)} class={`wcd-area col-${c} ${moves.length ? 'wcd-act' : ''}`}
              note={cards.length ? provMark(weakest(...cards.map((x) => x.confidence))) : undefined} last={p.lanterns[c].some((id) => touched.has(id))}
              data-area={c} {...choose.data(moves, 'domain')}>
              {w(lang, 'printed', { e: effectsText(BOARD.domainLanterns[c], lang) })}
              {cards.map((x, i) => <span key={i} class="wcd-area-card"><br />+ {x.text}</span>)}
            </Card>
          );
        })}
      </div>
      <h3>{w(lang, 'influenceCards')}</h3>
      <div class="wcd-cards wcd-influence">
        {p.influence.length ? p.influence.map((ic) => {
          const c = influenceCard(ic.card);
          const moves = mine ? choose.moves((m) => m.type === 'improve' && m.card === ic.card) : [];
          return (
            <Card key={ic.card} title={c.name[lang]} onChoose={choose.act(moves)} note={cardNote(c, lang)} last={touched.has(ic.card)}
              class={`wcd-icard fam-${c.color} ${ic.improved ? 'improved' : ''} ${moves.length ? 'wcd-act' : ''}`}
              data-improved={ic.improved ? 'yes' : 'no'} {...choose.data(moves, 'domain')}>
              {ic.improved ? `${cap(w(lang, 'improved'))}${colon(lang)}${iconsText(c.icons, lang)}` : w(lang, 'improvedShows', { i: iconsText(c.icons, lang) })}
            </Card>
          );
        }) : <p class="muted">{w(lang, 'none')}</p>}
      </div>
      {p.merchandise.length ? (
        <>
          <h3>{w(lang, 'merchandise')}</h3>
          <div class="wcd-cards">
            {p.merchandise.map((id) => { const t = merchName(id, lang); return <Card key={id} title={t.title} note={provMark(t.confidence)} last={touched.has(id)}>{t.text}</Card>; })}
          </div>
        </>
      ) : null}
    </section>
  );
}
