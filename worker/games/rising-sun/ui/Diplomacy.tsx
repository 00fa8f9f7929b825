/**
 * Diplomacy: the alliances of the season, the viewer's own alliance proposals and deals (the view
 * holds only those the viewer is part of: other clans' negotiations never reach this page), the
 * gift form and the deal form. Form fields are local state (hooks), labelled for screen readers.
 */
import { useState } from 'preact/hooks';
import type { Lang, Move } from '../../../engine/contract';
import { ConfirmButton } from '../../../../site/src/board-kit';
import type { RsMove } from '../types';
import type { RsView } from '../view';
import { key, seatsOf, unique, who } from './look';
import { coinsText, words } from './words';
import { colon } from '../../../engine/colon';

interface Props { v: RsView; names: string[]; you: number | null; lang: Lang; legal: RsMove[]; play: (m: RsMove) => void; confirm: (m: RsMove) => string | null; busy?: boolean }

export function Diplomacy(p: Props) {
  const { v, names, you, lang, legal, play, busy } = p;
  const dealMoves = legal.filter((m): m is Extract<RsMove, { type: 'acceptDeal' | 'declineDeal' | 'withdrawDeal' }> => m.type === 'acceptDeal' || m.type === 'declineDeal' || m.type === 'withdrawDeal');
  const canOffer = legal.some((m) => m.type === 'offerDeal') || (you !== null && (v.phase === 'tea' || v.phase === 'political') && legal.length > 0);
  return (
    <section class="rs-diplomacy" id="rs-diplomacy" aria-labelledby="rs-dipl-h">
      <h2 id="rs-dipl-h">{words(lang).diplomacy}</h2>
      <p class="rs-alliances">
        {v.alliances.length ? v.alliances.map(([a, b]) => <span key={`${a}-${b}`} class="rs-alliance" data-alliance={`${a}-${b}`}>{`${who(v, names, a, lang)} — ${who(v, names, b, lang)}`}</span>)
          : <span class="muted">{words(lang).noAlliance}</span>}
      </p>
      {v.tea && you !== null ? v.tea.proposals.map((q) => (
        <p key={`${q.from}-${q.to}`} class="rs-proposal" data-secret="proposal">{q.to === you ? `${who(v, names, q.from, lang)} ${words(lang).proposedBy}` : `${words(lang).proposedTo} ${who(v, names, q.to, lang)}`}</p>
      )) : null}
      {v.deals.length ? (
        <ul class="rs-deals">
          {v.deals.map((d) => (
            <li key={d.id} data-deal={d.id} data-status={d.status}>
              {`${words(lang).dealWith} ${d.id}${colon(lang)}${who(v, names, d.from, lang)} → ${who(v, names, d.to, lang)} «${d.terms}»`}
              {d.coins + d.ronin ? <span class="muted">{` (${words(lang).attached}${colon(lang)}${coinsText(lang, d.coins)}, ${d.ronin} ${words(lang).ronin})`}</span> : null}
              <span class="muted">{` — ${words(lang).dealStatus[d.status] ?? ''}`}</span>
              {dealMoves.filter((m) => m.deal === d.id).map((m) => (
                <button key={m.type} type="button" class="secondary" data-play={key(m)} disabled={busy} onClick={() => play(m)}>
                  {m.type === 'acceptDeal' ? words(lang).accept : m.type === 'declineDeal' ? words(lang).decline : words(lang).withdraw}
                </button>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      <GiftForm {...p} />
      {canOffer && you !== null ? <DealForm v={v} names={names} you={you} lang={lang} play={play} busy={busy} /> : null}
    </section>
  );
}

/** Gifts: every legal gift is reachable through the two selects. */
function GiftForm({ v, names, lang, legal, play, confirm, busy }: Props) {
  const gifts = legal.filter((m): m is Extract<RsMove, { type: 'gift' }> => m.type === 'gift');
  const targets = unique(gifts.map((m) => m.to));
  const amounts = unique(gifts.map((m) => (m.coins ? `c${m.coins}` : `r${m.ronin}`)));
  const [to, setTo] = useState<number | null>(null);
  const [what, setWhat] = useState<string | null>(null);
  if (!gifts.length) return null;
  const t = to !== null && targets.includes(to) ? to : targets[0]!;
  const a = what !== null && amounts.includes(what) ? what : amounts[0]!;
  const m = gifts.find((g) => g.to === t && (a.startsWith('c') ? g.coins === Number(a.slice(1)) && g.ronin === 0 : g.ronin === Number(a.slice(1)) && g.coins === 0));
  return (
    <div class="rs-row-buttons rs-gift">
      <label>{`${words(lang).giftWhat} `}
        <select id="rs-gift-what" value={a} onChange={(e) => setWhat((e.target as HTMLSelectElement).value)}>
          {amounts.map((x) => <option key={x} value={x}>{x.startsWith('c') ? coinsText(lang, Number(x.slice(1))) : `${x.slice(1)} ${words(lang).ronin}`}</option>)}
        </select>
      </label>
      <label>{`${words(lang).giftWhom} `}
        <select id="rs-gift-to" value={String(t)} onChange={(e) => setTo(Number((e.target as HTMLSelectElement).value))}>
          {targets.map((s) => <option key={s} value={String(s)}>{who(v, names, s, lang)}</option>)}
        </select>
      </label>
      {m ? <ConfirmButton lang={lang} question={confirm(m) ?? ''} class="secondary" id="rs-gift-send" data-play={key(m)} disabled={busy} onConfirm={() => play(m)}>{words(lang).gift}</ConfirmButton> : null}
    </div>
  );
}

/** A deal: public words between two clans (not enforced), with coins or Ronin attached. */
function DealForm({ v, names, you, lang, play, busy }: { v: RsView; names: string[]; you: number; lang: Lang; play: (m: RsMove) => void; busy?: boolean }) {
  const others = seatsOf(v).filter((s) => s !== you);
  const [to, setTo] = useState(others[0] ?? 0);
  const [terms, setTerms] = useState('');
  const [coins, setCoins] = useState(0);
  const [ronin, setRonin] = useState(0);
  const send = () => {
    if (!terms.trim()) return;
    play({ type: 'offerDeal', to, terms: terms.trim(), coins: Math.max(0, coins || 0), ronin: Math.max(0, ronin || 0) } as Move as RsMove);
    setTerms('');
  };
  return (
    <details class="rs-deal-form">
      <summary>{words(lang).offerDeal}</summary>
      <div class="rs-deal-fields">
        <label>{words(lang).dealTo}
          <select id="rs-deal-to" value={String(to)} onChange={(e) => setTo(Number((e.target as HTMLSelectElement).value))}>
            {others.map((s) => <option key={s} value={String(s)}>{who(v, names, s, lang)}</option>)}
          </select>
        </label>
        <label>{words(lang).dealTerms}
          <input id="rs-deal-terms" maxLength={280} value={terms} onInput={(e) => setTerms((e.target as HTMLInputElement).value)} />
        </label>
        <label>{words(lang).coins}
          <input id="rs-deal-coins" type="number" min={0} max={v.coins[you] ?? 0} value={coins} onInput={(e) => setCoins(Number((e.target as HTMLInputElement).value))} />
        </label>
        <label>{words(lang).ronin}
          <input id="rs-deal-ronin" type="number" min={0} max={v.ronin[you] ?? 0} value={ronin} onInput={(e) => setRonin(Number((e.target as HTMLInputElement).value))} />
        </label>
        <button type="button" class="secondary" id="rs-deal-send" disabled={busy || !terms.trim()} onClick={send}>{words(lang).offerDeal}</button>
      </div>
    </details>
  );
}
