/** The winter scoring table at the end of the game, best first (winners marked in words too). */
import type { Lang } from '../../../engine/contract';
import type { RsView } from '../view';
import { who } from './look';
import { Emblem } from './Status';
import { words } from './words';

export function Final({ v, names, lang }: { v: RsView; names: string[]; lang: Lang }) {
  if (!v.winter) return null;
  const lines = [...v.winter].sort((a, b) => b.total - a.total);
  return (
    <section class="rs-result" id="rs-final">
      <h2 id="rs-final-h">{words(lang).result}</h2>
      <div class="rs-table-scroll" tabIndex={0} role="region" aria-labelledby="rs-final-h">
        <table class="rs-final">
          <thead><tr><th scope="col">{words(lang).clan}</th><th scope="col">{words(lang).beforeWinter}</th><th scope="col">{words(lang).winterCards}</th><th scope="col">{words(lang).warTokens}</th><th scope="col">{words(lang).distinct}</th><th scope="col">{words(lang).vp}</th></tr></thead>
          <tbody>
            {lines.map((l) => {
              const won = v.result?.winners.includes(l.seat);
              return (
                <tr key={l.seat} data-seat={l.seat} class={won ? 'rs-winner' : ''}>
                  <th scope="row"><Emblem v={v} seat={l.seat} names={names} lang={lang} />{` ${who(v, names, l.seat, lang)}${won ? ` — ${words(lang).winner}` : ''}`}</th>
                  <td>{l.vpBeforeWinter}</td><td>{`+${l.winterCards}`}</td><td>{`+${l.warTokens}`}</td><td>{`${l.distinctProvinces} → +${l.distinctBonus}`}</td><td><b>{l.total}</b></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
