/**
 * The season cards on offer (and, while training, a buy button on each card the viewer may buy,
 * asking first: a card bought cannot be given back). Provisional card data carries its note.
 */
import type { Lang } from '../../../engine/contract';
import { ConfirmButton } from '../../../../site/src/board-kit';
import { card, monster } from '../data';
import type { RsMove } from '../types';
import type { RsView } from '../view';
import { CARD_COLOUR, key, provisionalNote } from './look';
import { words } from './words';

interface Props { v: RsView; lang: Lang; buys: Extract<RsMove, { type: 'buy' }>[]; describe: (m: RsMove) => string; confirm: (m: RsMove) => string | null; play: (m: RsMove) => void; busy?: boolean; touched: Set<string> }

export function Offer({ v, lang, buys, describe, confirm, play, busy, touched }: Props) {
  const counts = new Map<string, number>();
  for (const id of v.offer) counts.set(id, (counts.get(id) ?? 0) + 1);
  return (
    <section class="rs-offer" id={buys.length ? 'rs-offer-buy' : 'rs-offer'} aria-labelledby={buys.length ? 'rs-offer-buy-h' : 'rs-offer-h'}>
      <h2 id={buys.length ? 'rs-offer-buy-h' : 'rs-offer-h'}>{`${words(lang).offer} (${v.offer.length})`}</h2>
      <ul class="rs-cards">
        {[...counts].map(([id, n]) => {
          const c = card(id);
          if (!c) return null;
          const buy = buys.find((m) => m.card === id);
          return (
            <li key={id} class={`rs-card${buy ? ' buyable' : ''}${touched.has(id) ? ' kit-last' : ''}`} data-card={id} style={{ '--t': CARD_COLOUR[c.type] }}>
              <div class="rs-card-head">
                <span class="rs-cost" title={words(lang).cost}><span class="rs-sr">{`${words(lang).cost} `}</span>{c.cost}</span>
                <strong>{c.name[lang]}</strong>{n > 1 ? <span class="rs-copies">{`×${n}`}</span> : null}
              </div>
              <div class="rs-card-type">{words(lang).types[c.type] ?? ''}{c.monster ? ` · ${words(lang).force} ${monster(c.monster).force}${monster(c.monster).lowForce ? `/${monster(c.monster).lowForce}` : ''}` : ''}</div>
              <p>{c.summary[lang]}</p>
              {c.provisional ? <p class="rs-prov">{provisionalNote(lang, c.confidence)}</p> : null}
              {buy ? <ConfirmButton lang={lang} question={confirm(buy) ?? describe(buy)} class="rs-primary" data-play={key(buy)} disabled={busy} onConfirm={() => play(buy)}>{describe(buy)}</ConfirmButton> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
