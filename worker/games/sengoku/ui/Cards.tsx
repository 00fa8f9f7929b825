/**
 * The cards on the table: the Daimyo offer during the draft (to read; taking one is a move in the
 * list above), and the tactic fan with the player's own Daimyo card during deployment. Choosing a
 * card only selects it (its options open); nothing is played until an option is confirmed.
 */
import { Card } from '../../../../site/src/board-kit';
import type { Lang, Move } from '../../../engine/contract';
import { cardName } from '../text';
import type { SengokuView } from '../view';
import { CARD_INFO, cardMark } from './geo';
import { w } from './words';

export interface Chosen { card: string; kind: 'tactic' | 'daimyo' }

function note(id: string, lang: Lang): string | undefined {
  return cardMark(id, lang, w(lang, 'reconstructed'));
}

/** One card, choosable when `onChoose` is given and it has options now. */
function CardTile({ id, lang, options, onChoose, selected, last, busy }: { id: string; lang: Lang; options: number; onChoose: (() => void) | null; selected: boolean; last: boolean; busy?: boolean }) {
  const effect = CARD_INFO.get(id)?.effect[lang] ?? '';
  return (
    <Card title={cardName(id, lang)} note={note(id, lang)} class="sengoku-card" data-card={id} last={last} selected={selected}
      onChoose={onChoose ?? undefined} disabled={onChoose !== null && (options === 0 || busy)} disabledReason={options === 0 ? w(lang, 'impossible') : undefined}>
      {effect}
    </Card>
  );
}

export function DraftOffer({ view, lang, last }: { view: SengokuView; lang: Lang; last: Set<string> }) {
  if (view.phase !== 'draft' || !view.daimyoOffer.length) return null;
  return (
    <section class="sengoku-cards" aria-labelledby="sengoku-offer-title">
      <h3 id="sengoku-offer-title">{w(lang, 'offer')}</h3>
      <div class="card-row" id="daimyo-offer">
        {view.daimyoOffer.map((id) => <CardTile key={id} id={id} lang={lang} options={0} onChoose={null} selected={false} last={last.has(id)} />)}
      </div>
    </section>
  );
}

export function Fan({ view, lang, moves, chosen, onChoose, last, busy }: { view: SengokuView; lang: Lang; moves: Move[]; chosen: Chosen | null; onChoose: ((c: Chosen) => void) | null; last: Set<string>; busy?: boolean }) {
  if (view.phase !== 'deployment') return null;
  const own = view.advanced && view.seat !== null ? view.daimyoCards[view.seat] : undefined;
  const ownCard = own?.card && !own.used ? own.card : null;
  const count = (kind: Chosen['kind'], id: string) => moves.filter((m) => m.type === kind && m.card === id).length;
  return (
    <section class="sengoku-cards" aria-labelledby="sengoku-fan-title">
      <h3 id="sengoku-fan-title">{w(lang, 'fan')}</h3>
      {view.cardsClosed ? <p class="muted">{w(lang, 'closed')}</p> : null}
      <div class="card-row" id="tactic-fan">
        {view.fan.map((id) => (
          <CardTile key={id} id={id} lang={lang} options={count('tactic', id)} last={last.has(id)} busy={busy}
            selected={chosen?.card === id} onChoose={onChoose ? () => onChoose({ card: id, kind: 'tactic' }) : null} />
        ))}
      </div>
      {ownCard ? (
        <>
          <h3>{w(lang, 'yourDaimyo')}</h3>
          <div class="card-row" id="own-daimyo">
            <CardTile id={ownCard} lang={lang} options={count('daimyo', ownCard)} last={last.has(ownCard)} busy={busy}
              selected={chosen?.card === ownCard} onChoose={onChoose ? () => onChoose({ card: ownCard, kind: 'daimyo' }) : null} />
          </div>
        </>
      ) : null}
    </section>
  );
}
