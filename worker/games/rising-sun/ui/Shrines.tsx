/**
 * The four shrines of the Kami, left to right (the order they are resolved in): each Kami's name
 * and effect, its worshippers per clan and who leads there. A shrine that is a choice now is a
 * button (a Shinto or a Komainu may be sent there).
 */
import type { Lang } from '../../../engine/contract';
import { Card } from '../../../../site/src/board-kit';
import { kami } from '../data';
import type { KamiId } from '../types';
import type { RsView } from '../view';
import { KAMI_KANJI, colour, groupsOf, seatsOf, unitLabel, who } from './look';
import type { Offers } from './offers';
import { UnitIcon } from './Token';
import { words } from './words';
import { colon } from '../../../engine/colon';

export function Shrines({ v, names, lang, offers }: { v: RsView; names: string[]; lang: Lang; offers: Offers }) {
  return (
    <section class="rs-shrines" aria-labelledby="rs-shrines-label">
      <h2 id="rs-shrines-label">{words(lang).shrines}</h2>
      <div class="rs-shrine-row">
        {v.shrines.map((id, i) => {
          const k = kami(id as KamiId);
          const here = v.figures.filter((f) => f.where === 'shrine' && f.shrine === i);
          const counts = seatsOf(v).map((s) => here.filter((f) => f.owner === s).length);
          const max = Math.max(0, ...counts);
          const lead = max > 0 ? v.honor.find((s) => counts[s] === max) ?? null : null;
          const choice = offers.shrines.get(i);
          return (
            <Card key={id} title={`${KAMI_KANJI[id as KamiId] ?? ''} ${k.name[lang]} · ${words(lang).shrine} ${i + 1}`} class={`rs-shrine${choice ? ' lit' : ''}`} data-shrine={String(i)} data-kami={id}
              onChoose={choice ? choice.act : undefined}>
              <span class="rs-kami-text">{k.summary[lang]}</span>
              <span class="rs-worship">
                {here.length === 0 ? <em class="muted">{words(lang).kamiEmpty}</em> : seatsOf(v).flatMap((s) => groupsOf(v, s, here, 0).map((gr) => (
                  <span key={`${s}${gr.unit}`} class="rs-res" data-seat={s} data-unit={gr.unit} title={`${who(v, names, s, lang)}${colon(lang)}${gr.ids.length} × ${unitLabel(gr.unit, lang)}`}>
                    <UnitIcon unit={gr.unit} fill={colour(v, s)} />{`×${gr.ids.length}`}<span class="rs-sr">{` ${unitLabel(gr.unit, lang)}, ${who(v, names, s, lang)}`}</span>
                  </span>
                )))}
              </span>
              {lead !== null ? <span class="rs-lead">{`${words(lang).leads}${colon(lang)}${who(v, names, lead, lang)}`}</span> : null}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
