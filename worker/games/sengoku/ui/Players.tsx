/**
 * One panel per seat: its mark (shape and colour), name, reserve, katana, castles won, score, the
 * tactic it played and its Daimyo card. A list of small panels rather than a wide table, so it
 * wraps on a phone instead of scrolling sideways.
 */
import { SeatMark } from '../../../../site/src/board-kit';
import type { Lang } from '../../../engine/contract';
import { cardName } from '../text';
import type { SengokuView } from '../view';
import { seatLabel } from './describe';
import { w } from './words';

export function Players({ view, seatNames, lang, last, ended }: { view: SengokuView; seatNames: string[]; lang: Lang; last: Set<string>; ended: boolean }) {
  // Once the match ended outside the game (a resignation, an agreement) nobody is to play.
  const current = ended ? null : view.current;
  return (
    <section class="sengoku-players" aria-labelledby="sengoku-players-title">
      <h3 id="sengoku-players-title">{w(lang, 'players')}</h3>
      <ul>
        {view.reserves.map((r, s) => {
          const won = view.castlesWon[s]!;
          const card = view.daimyoCards[s];
          const tactic = view.tacticUsed[s];
          const castles = [...won.large.map(String), ...won.small.map((v) => `${v} (${w(lang, 'small')})`)].join(', ');
          const daimyo = !card ? null : card.card ? `${cardName(card.card, lang)}${card.used ? ` (${w(lang, 'used')})` : ''}` : view.phase === 'draft' ? null : w(lang, 'faceDown');
          return (
            <li key={s} data-seat={s} class={`sengoku-player ${current === s ? 'to-play' : ''}`}>
              <strong class="who"><SeatMark seat={s} /> {seatLabel(s, seatNames, lang)}{current === s ? <span class="badge"> — {w(lang, 'turnOf')}</span> : null}</strong>
              <dl>
                <dt>{w(lang, 'reserve')}</dt>
                <dd class="reserve">{r.armies} {w(lang, 'armiesWord')}{r.daimyo ? ` + ${w(lang, 'daimyoInReserve')}` : ''}</dd>
                <dt>{w(lang, 'katana')}</dt>
                <dd>{view.katana[s] ? `⚔ ${view.katana[s]}` : '—'}</dd>
                <dt>{w(lang, 'castles')}</dt>
                <dd class="castles">{castles || '—'}</dd>
                <dt>{w(lang, 'score')}</dt>
                <dd class="score">{view.scores[s]}</dd>
                <dt>{w(lang, 'tactic')}</dt>
                <dd class={`tactic-used ${tactic && last.has(tactic) ? 'kit-last' : ''}`}>{tactic ? cardName(tactic, lang) : '—'}</dd>
                {view.advanced ? <><dt>{w(lang, 'daimyoCard')}</dt><dd class="daimyo-card">{daimyo ?? '—'}</dd></> : null}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
