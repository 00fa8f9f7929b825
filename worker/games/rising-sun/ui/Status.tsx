/**
 * Where the game stands: the season and phase, the political track (seven mandate slots, who chose
 * each, the Kami turns between them, the pile), the order of this season's war provinces, and the
 * honor track. Plain HTML that wraps on a phone; every mark carries its words (a clan's colour is
 * always shown with its emblem and its name).
 */
import type { Lang } from '../../../engine/contract';
import { needsNote } from '../../../engine/provenance';
import { MANDATES_MARK, mandate } from '../data';
import type { RsView } from '../view';
import { CLAN_KANJI, MANDATE_COLOUR, MANDATE_KANJI, SEASON_GLYPH, allyOf, clanOf, colour, provName, provisionalNote, who, winnerOf } from './look';
import { ToriiIcon } from './Token';
import { words } from './words';
import { colon } from '../../../engine/colon';

interface Props { v: RsView; names: string[]; lang: Lang; touched: Set<string> }

export function Emblem({ v, seat, names, lang }: { v: RsView; seat: number; names: string[]; lang: Lang }) {
  return <span class="rs-mon-sm" style={{ '--clan': colour(v, seat) }} title={who(v, names, seat, lang)} aria-hidden="true">{CLAN_KANJI[clanOf(v, seat)]}</span>;
}

export function SeasonStrip({ v, names, lang }: Props) {
  const phase = words(lang)[v.phase === 'tea' ? 'tea' : v.phase === 'political' ? 'political' : v.phase === 'war' ? 'war' : 'over'];
  const act = v.phase === 'political' && v.step > 0 ? v.politicalTrack[v.step - 1] : undefined;
  return (
    <div class="rs-when">
      <ol class="rs-seasons" aria-label={words(lang).seasonsLabel}>
        {words(lang).seasons.map((name, i) => {
          const n = i + 1;
          const state = v.season === n || (v.phase === 'over' && n === 4) ? 'now' : v.season > n || v.phase === 'over' ? 'past' : 'future';
          return <li key={n} class={`rs-season ${state}`} data-season={n} aria-current={state === 'now' ? 'step' : undefined}><span aria-hidden="true">{SEASON_GLYPH[i]} </span>{name}</li>;
        })}
      </ol>
      <span class={`rs-phase ${v.phase}`} data-phase={v.phase}>{phase}</span>
      {act ? (
        <span class="rs-active" data-active={act.declared} title={mandate(act.declared).summary[lang]}>
          {`${words(lang).active}${colon(lang)}`}<b>{`${MANDATE_KANJI[act.declared]} ${mandate(act.declared).name[lang]}`}</b>{` — ${who(v, names, act.chooser, lang)}`}
        </span>
      ) : null}
    </div>
  );
}

export function PoliticalTrack({ v, names, lang }: Props) {
  const slots = [];
  for (let i = 0; i < 7; i++) {
    const t = v.politicalTrack[i];
    const current = v.phase === 'political' && i === v.step - 1;
    const next = !t && v.phase !== 'war' && v.phase !== 'over' && i === v.politicalTrack.length;
    const m = t ? mandate(t.declared) : null;
    const tip = t && m ? `${i + 1}. ${m.name[lang]} — ${who(v, names, t.chooser, lang)}${t.faceDown ? ` (${words(lang).faceDown})` : ''}: ${m.summary[lang]}` : next ? `${i + 1}. ${who(v, names, v.nextChooser, lang)}${colon(lang)}${words(lang).nextChooser}` : `${i + 1}. ${words(lang).emptySlot}`;
    slots.push(
      <li key={i} class={`rs-slot${t ? ' filled' : ''}${current ? ' current' : ''}${t?.faceDown ? ' facedown' : ''}${next ? ' next' : ''}`} data-slot={i + 1} data-mandate={t?.declared ?? ''}
        style={{ '--c': t ? MANDATE_COLOUR[t.declared] : undefined, '--clan': colour(v, t ? t.chooser : v.nextChooser) }} title={tip}>
        {t && m ? <>
          <b aria-hidden="true">{MANDATE_KANJI[t.declared]}</b><span class="rs-slot-name">{m.name[lang]}</span>
          <span class="rs-slot-who">{CLAN_KANJI[clanOf(v, t.chooser)]} {names[t.chooser]}</span>
          {t.faceDown && t.tile ? <em class="rs-own-tile" data-secret="lotus-tile">{`${words(lang).yourTile}${colon(lang)}${mandate(t.tile).name[lang]}`}</em> : null}
        </> : <>
          <b>{i + 1}</b>
          {next ? <span class="rs-slot-who">{`${CLAN_KANJI[clanOf(v, v.nextChooser)]} ${names[v.nextChooser] ?? ''}${colon(lang)}${words(lang).nextChooser}`}</span> : null}
        </>}
      </li>,
    );
    if (i === 2 || i === 4 || i === 6) slots.push(<li key={`k${i}`} class="rs-kami-mark" title={words(lang).kamiTurn}><ToriiIcon /><span class="rs-sr">{words(lang).kamiTurn}</span></li>);
  }
  return (
    <section class="rs-track" data-step={v.step} aria-labelledby="rs-track-label" title={needsNote(MANDATES_MARK.confidence) ? provisionalNote(lang, MANDATES_MARK.confidence) : undefined}>
      <h2 class="rs-track-label" id="rs-track-label">{words(lang).mandates}</h2>
      <ol class="rs-slots">{slots}</ol>
      <p class="rs-pile">{`${v.mandateDeckCount} ${words(lang).pile}`}</p>
    </section>
  );
}

export function WarTrack({ v, names, lang, touched }: Props) {
  const nextOpen = v.warTrack.find((q) => !q.resolved)?.province;
  return (
    <section class="rs-war-track" aria-labelledby="rs-war-label">
      <h2 id="rs-war-label" title={words(lang).warHelp}>{words(lang).warTrack}</h2>
      {v.warTrack.length === 0 ? <p class="muted">{v.phase === 'over' ? words(lang).warsOver : words(lang).noWar}</p> : (
        <ol class="rs-war-slots">
          {v.warTrack.map((t) => {
            const winner = t.resolved ? winnerOf(v, t.province) : null;
            const current = v.battle?.province === t.province || (v.phase === 'war' && nextOpen === t.province);
            return (
              <li key={t.order} class={`rs-war-slot${t.resolved ? ' resolved' : ''}${current ? ' current' : ''}${touched.has(t.province) ? ' kit-last' : ''}`} data-order={t.order} data-province={t.province} data-resolved={t.resolved ? 'yes' : 'no'} data-winner={winner ?? ''}>
                <b class="rs-war-n">{t.order}</b> {provName(t.province, lang)}
                {t.resolved ? <span class="rs-war-res">{` — ${winner !== null ? `${words(lang).wonBy} ${who(v, names, winner, lang)}` : words(lang).nobody}`}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export function HonorTrack({ v, names, lang }: Props) {
  return (
    <section class="rs-honor" data-honor={v.honor.join(',')} aria-labelledby="rs-honor-label">
      <h2 id="rs-honor-label" title={words(lang).honorHelp}>{words(lang).honor}</h2>
      <ol>
        {v.honor.map((s, i) => {
          const ally = allyOf(v, s);
          return (
            <li key={s} data-honor-rank={i + 1} data-seat={s}>
              <Emblem v={v} seat={s} names={names} lang={lang} /> {who(v, names, s, lang)}
              {ally !== null ? <span class="muted">{` — ${words(lang).allyOf} ${who(v, names, ally, lang)}`}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
