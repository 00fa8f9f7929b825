/**
 * The battle being fought: who is in it, their Force and coins, their bids (hidden until all have
 * bid: before the reveal the view holds only the viewer's own), who won what; and the viewer's
 * secret bid sheet, one button per amount it may put on each advantage, then submit.
 */
import type { Lang } from '../../../engine/contract';
import type { BidAction, RsMove } from '../types';
import type { RsView } from '../view';
import { key, provName, unique, who } from './look';
import { Emblem } from './Status';
import { coinsText, fill, words } from './words';
import { colon } from '../../../engine/colon';

/** The four advantages, in the order of the bid sheet (types.ts is imported for its types only). */
const BID_ACTIONS: readonly BidAction[] = ['seppuku', 'hostage', 'ronin', 'poets'];

interface Props { v: RsView; names: string[]; you: number | null; lang: Lang; legal: RsMove[]; play: (m: RsMove) => void; describe: (m: RsMove) => string; busy?: boolean }

export function Battle({ v, names, you, lang, legal, play, describe, busy }: Props) {
  const b = v.battle;
  if (!b) return null;
  const wonBy = (s: number, a: BidAction) => {
    const bid = b.bids[s];
    return !!bid && b.revealed && bid[a] > 0 && b.involved.every((x) => x === s || (b.bids[x]?.[a] ?? 0) < bid[a] || ((b.bids[x]?.[a] ?? 0) === bid[a] && v.honor.indexOf(s) < v.honor.indexOf(x)));
  };
  return (
    <section class="rs-battle" data-battle={b.province} data-revealed={b.revealed ? 'yes' : 'no'} aria-labelledby="rs-battle-h">
      <h2 id="rs-battle-h">{`⚔ ${words(lang).battle} ${provName(b.province, lang)} (${b.order})`}</h2>
      <div class="rs-table-scroll" tabIndex={0} role="region" aria-label={words(lang).bids}>
        <table class="rs-bids">
          <thead><tr>
            <th scope="col">{words(lang).clan}</th><th scope="col">{words(lang).force}</th><th scope="col">{words(lang).coins}</th>
            {BID_ACTIONS.map((a) => <th key={a} scope="col" title={words(lang).actionHelp[a]}>{words(lang).actions[a]}</th>)}
            <th scope="col">{words(lang).status}</th>
          </tr></thead>
          <tbody>
            {b.involved.map((s) => {
              const bid = b.bids[s];
              return (
                <tr key={s} data-seat={s} class={s === you ? 'mine' : ''}>
                  <th scope="row"><Emblem v={v} seat={s} names={names} lang={lang} />{` ${who(v, names, s, lang)}`}</th>
                  <td>{v.forces?.[b.province]?.[s] ?? ''}</td>
                  <td>{v.coins[s] ?? 0}</td>
                  {BID_ACTIONS.map((a) => bid
                    ? <td key={a} class={`rs-bid${wonBy(s, a) ? ' won' : ''}`} data-secret={b.revealed ? undefined : 'bid'}>{bid[a]}{wonBy(s, a) ? ' ✔' : ''}</td>
                    : <td key={a} class="rs-bid"><span class="rs-hidden-bid" title={words(lang).hiddenBid}>?<span class="rs-sr">{words(lang).hiddenBid}</span></span></td>)}
                  <td>{b.revealed ? (b.winner === s ? words(lang).winner : b.hired === s ? words(lang).hired : '') : b.submitted[s] ? `✔ ${words(lang).submitted}` : words(lang).bidding}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {b.revealed && b.killed ? <p class="muted">{`${words(lang).killed}${colon(lang)}${b.killed}`}</p> : null}
      <BidSheet v={v} you={you} lang={lang} legal={legal} play={play} describe={describe} busy={busy} />
    </section>
  );
}

/** The viewer's own bid: each amount is a move (it can be changed until everyone has submitted). */
function BidSheet({ v, you, lang, legal, play, describe, busy }: Omit<Props, 'names'>) {
  const b = v.battle!;
  const sets = legal.filter((m): m is Extract<RsMove, { type: 'setBid' }> => m.type === 'setBid');
  const submit = legal.find((m) => m.type === 'submitBid');
  if ((!sets.length && !submit) || you === null) return null;
  const mine = b.bids[you];
  const total = mine ? mine.seppuku + mine.hostage + mine.ronin + mine.poets : 0;
  return (
    <div class="rs-bid-sheet" data-secret="bid">
      <h3>{`${words(lang).yourBid} — ${words(lang).secretNote}`}</h3>
      {BID_ACTIONS.map((a) => {
        const amounts = sets.filter((m) => m.action === a);
        const cur = mine?.[a] ?? 0;
        const values = unique([...amounts.map((m) => m.coins), cur]).sort((x, y) => x - y);
        return (
          <div key={a} class="rs-bid-row" data-action={a} role="group" aria-label={words(lang).actions[a]}>
            <span class="rs-bid-name">{words(lang).actions[a]}<small>{words(lang).actionHelp[a]}</small></span>
            <span class="rs-amounts">
              {values.map((n) => {
                const m = amounts.find((x) => x.coins === n);
                const label = fill(words(lang).bidAmount, { n, a: words(lang).actions[a] }, lang);
                return m && n !== cur
                  ? <button key={n} type="button" class="rs-amount" data-amount={n} data-play={key(m)} aria-pressed="false" aria-label={label} disabled={busy} onClick={() => play(m)}>{n}</button>
                  : <button key={n} type="button" class="rs-amount on" data-amount={n} aria-pressed="true" aria-label={label} disabled>{n}</button>;
              })}
            </span>
          </div>
        );
      })}
      <div class="rs-row-buttons">
        <span class="rs-label">{`${words(lang).total}${colon(lang)}${total} ${words(lang).of} ${coinsText(lang, v.coins[you] ?? 0)}`}</span>
        {submit ? <button type="button" class="rs-primary" data-play={key(submit)} disabled={busy} onClick={() => play(submit)}>{`✔ ${describe(submit)}`}</button> : null}
      </div>
    </div>
  );
}
