/**
 * One panel per clan: the player, the clan (emblem, name, ability, income), honor rank, VP, coins,
 * Ronin, war tokens, reserve, hostages held, season cards owned, ally and readiness. The data-*
 * attributes let tests compare the public state between pages.
 */
import type { Lang } from '../../../engine/contract';
import { needsNote } from '../../../engine/provenance';
import { card, clan, isMonster } from '../data';
import type { RsView } from '../view';
import { CARD_COLOUR, CLAN_COLOUR, CLAN_KANJI, allyOf, clanOf, colour, provName, provisionalNote, seatsOf, unitKey, unitLabel, who } from './look';
import { UnitIcon } from './Token';
import { words } from './words';
import { colon } from '../../../engine/colon';

interface Props { v: RsView; names: string[]; you: number | null; lang: Lang; touched: Set<string> }

export function Clans({ v, names, you, lang, touched }: Props) {
  return (
    <section class="rs-clans-box" aria-labelledby="rs-clans-h">
      <h2 id="rs-clans-h">{words(lang).clans}</h2>
      <div class="rs-clans">{seatsOf(v).map((s) => <ClanPanel key={s} v={v} s={s} names={names} you={you} lang={lang} touched={touched} />)}</div>
    </section>
  );
}

function ClanPanel({ v, s, names, you, lang, touched }: Omit<Props, never> & { s: number }) {
  const c = clanOf(v, s);
  const cd = clan(c);
  const ally = allyOf(v, s);
  const awaited = v.awaiting.includes(s);
  const reserve = v.figures.filter((f) => f.owner === s && f.where === 'reserve');
  const holdsLeft = v.strongholds.filter((h) => h.owner === s && h.province === null).length;
  const hostages = v.figures.filter((f) => f.where === 'hostage' && f.holder === s);
  const tokens = v.warTokens[s] ?? [];
  const rank = v.honor.indexOf(s) + 1;
  const ready = v.tea?.ready[s];
  const counts = new Map<string, number>();
  for (const f of reserve) counts.set(unitKey(f), (counts.get(unitKey(f)) ?? 0) + 1);
  if (holdsLeft) counts.set('stronghold', holdsLeft);
  const order = ['stronghold', 'daimyo', 'bushi', 'shinto', ...[...counts.keys()].filter((k) => isMonster(k))];
  const cards = v.cards[s] ?? [];
  return (
    <article class={`rs-clan${awaited ? ' awaited' : ''}${s === you ? ' you' : ''}`} data-seat={s} data-clan={c} style={{ '--clan': CLAN_COLOUR[c] }} aria-label={who(v, names, s, lang)}
      data-coins={v.coins[s]} data-ronin={v.ronin[s]} data-vp={v.vp[s]} data-honor-rank={rank} data-ready={v.tea ? (ready ? 'yes' : 'no') : ''}>
      <div class="rs-clan-head">
        <span class="rs-mon" aria-hidden="true">{CLAN_KANJI[c]}</span>
        <div>
          <strong>{names[s] ?? ''}{s === you ? <span class="rs-you">{` (${words(lang).you})`}</span> : null}</strong>
          <div class="rs-clan-name">{`${cd.name[lang]} · ${words(lang).income} ${cd.income}`}</div>
        </div>
        <span class="rs-honor-badge">{`${words(lang).honor} ${rank}/${v.players}`}</span>
      </div>
      <p class="rs-ability">{cd.ability[lang]}{needsNote(cd.confidence) ? <span class="rs-prov">{` ${provisionalNote(lang, cd.confidence, false)}`}</span> : null}</p>
      <dl class="rs-stats">
        <div class="rs-stat rs-vp"><dt>{words(lang).vp}</dt><dd>{v.vp[s] ?? 0}</dd></div>
        <div class="rs-stat rs-coins"><dt>{words(lang).coins}</dt><dd>{v.coins[s] ?? 0}</dd></div>
        <div class="rs-stat rs-ronin"><dt>{words(lang).ronin}</dt><dd>{v.ronin[s] ?? 0}</dd></div>
        <div class="rs-stat rs-tokens"><dt>{words(lang).warTokens}</dt><dd>{tokens.length}</dd></div>
      </dl>
      {tokens.length ? <p class="rs-token-row">{tokens.map((t) => `${provName(t.province, lang)} (${words(lang).seasons[t.season - 1] ?? ''})`).join(', ')}</p> : null}
      <div class="rs-reserve"><span class="muted">{`${words(lang).reserve}${colon(lang)}`}</span>
        {counts.size === 0 ? '—' : order.filter((u) => counts.get(u)).map((u) => (
          <span key={u} class="rs-res" data-unit={u}><UnitIcon unit={u} fill={CLAN_COLOUR[c]} />{`×${counts.get(u)}`}<span class="rs-sr">{` ${unitLabel(u, lang)}`}</span></span>
        ))}
      </div>
      {hostages.length ? (
        <div class="rs-hostages"><span class="muted">{`${words(lang).hostages}${colon(lang)}`}</span>
          {hostages.map((f) => <span key={f.id} class={`rs-res${touched.has(f.id) ? ' kit-last' : ''}`}><UnitIcon unit={unitKey(f)} fill={colour(v, f.owner!)} /><span class="rs-sr">{`${unitLabel(unitKey(f), lang)}, ${who(v, names, f.owner!, lang)}`}</span></span>)}
        </div>
      ) : null}
      <ul class="rs-owned">
        {cards.length ? cards.map((id, i) => {
          const cd2 = card(id);
          return <li key={`${id}${i}`} class={`rs-chip${touched.has(id) ? ' kit-last' : ''}`} data-card={id} style={{ '--t': cd2 ? CARD_COLOUR[cd2.type] : '#555' }} title={cd2?.summary[lang]}>{cd2?.name[lang] ?? ''}</li>;
        }) : <li class="muted">{words(lang).noCards}</li>}
      </ul>
      {ally !== null || v.tea ? (
        <p class="rs-clan-foot">
          {ally !== null ? <span class="rs-ally" data-ally={ally}>{`${words(lang).allyOf} ${who(v, names, ally, lang)}`}</span> : null}
          {v.tea ? <span class={`rs-ready ${ready ? 'yes' : ''}`}>{ready ? `✔ ${words(lang).ready}` : `… ${words(lang).notReady}`}</span> : null}
        </p>
      ) : null}
    </article>
  );
}
