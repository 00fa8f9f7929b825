/**
 * The viewer's choices now, as real buttons, right under the prompt: the Tea Ceremony, the secret
 * mandate tiles, the map choices (figures, provinces, shrines: the same ones the map lights),
 * placements, targets and the single decisions (advantages, card prompts, pass). A legal move none
 * of these controls covers still shows, in the kit's move list ("Other choices").
 */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../../engine/contract';
import { MovePicker, kitWord } from '../../../../site/src/board-kit';
import { kami, mandate } from '../data';
import type { KamiId, RsMove } from '../types';
import type { RsView } from '../view';
import { MANDATE_COLOUR, MANDATE_KANJI, colour, key, provName, unitKey, unitLabel, who } from './look';
import { recruitUnit, recruitUnits, type Choice, type Offers, type Selection } from './offers';
import { ToriiIcon, UnitIcon } from './Token';
import { coinsText, words } from './words';
import { colon } from '../../../engine/colon';

export interface ChoicesProps {
  v: RsView; names: string[]; you: number | null; lang: Lang; legal: RsMove[]; offers: Offers;
  sel: Selection | null; setSel: (s: Selection | null) => void;
  /** play: sends the move; choose: asks first when the move cannot be taken back, then sends it. */
  play: (m: RsMove) => void; choose: (m: RsMove) => void; describe: (m: RsMove) => string; confirm: (m: RsMove) => string | null; busy?: boolean;
}

/** Move types some control below (or the diplomacy panel, the bid sheet, the card offer) plays. */
const HANDLED = new Set<RsMove['type']>(['proposeAlliance', 'acceptAlliance', 'declineAlliance', 'withdrawAlliance', 'ready', 'gift', 'offerDeal', 'acceptDeal', 'declineDeal', 'withdrawDeal',
  'chooseMandate', 'recruit', 'move', 'buildStronghold', 'buy', 'replace', 'place', 'ninja', 'takeHostage', 'monkey', 'benevolence', 'setBid', 'submitBid', 'seppuku', 'hireRonin', 'mercy', 'reparations', 'pass']);

/**
 * One button that plays a move or narrows the choice. A move that cannot be taken back opens the
 * board's confirm dialog (the same one a click on the map opens), so `act` is the whole story.
 */
export function ChoiceButton({ c, busy, cls = 'secondary', attrs = {}, children }: { c: Choice; busy?: boolean; cls?: string; attrs?: Record<string, string>; children?: ComponentChildren }) {
  return (
    <button type="button" class={cls} data-play={c.move ? key(c.move) : undefined} aria-haspopup={c.confirm ? 'dialog' : undefined} disabled={busy} {...attrs} onClick={c.act}>
      {children ?? c.label}
    </button>
  );
}

export function Choices(p: ChoicesProps) {
  const { legal, lang, describe, confirm, play, busy } = p;
  // Moves played elsewhere (the diplomacy forms, the bid sheet, the card offer) leave this panel out.
  const ELSEWHERE: RsMove['type'][] = ['gift', 'offerDeal', 'acceptDeal', 'declineDeal', 'withdrawDeal', 'setBid', 'submitBid', 'buy'];
  if (!legal.some((m) => !ELSEWHERE.includes(m.type)) && !p.v.drawn && !p.v.returnedByYou?.length) return null;
  const rest = legal.filter((m) => !HANDLED.has(m.type));
  return (
    <section class="rs-actions" id="rs-actions" aria-labelledby="rs-actions-h">
      <h2 id="rs-actions-h" class="rs-actions-title">{kitWord(lang, 'choices')}</h2>
      <Tea {...p} />
      <Hand {...p} />
      <MapChoices {...p} />
      <Singles {...p} />
      {rest.length ? <div id="rs-other"><MovePicker moves={rest} describe={(m) => describe(m as RsMove)} play={(m) => play(m as RsMove)} lang={lang} busy={busy} confirmFor={(m) => confirm(m as RsMove)} title={words(lang).otherChoices} /></div> : null}
    </section>
  );
}

const of = <T extends RsMove['type']>(legal: RsMove[], t: T) => legal.filter((m): m is Extract<RsMove, { type: T }> => m.type === t);
const direct = (m: RsMove, label: string, p: ChoicesProps): Choice => ({ label, move: m, confirm: p.confirm(m), act: () => p.choose(m) });

function Tea(p: ChoicesProps) {
  const { v, names, lang, legal, busy } = p;
  const w = (s: number) => who(v, names, s, lang);
  const ms = [
    ...of(legal, 'acceptAlliance').map((m) => direct(m, `${words(lang).accept}${colon(lang)}${w(m.from)}`, p)),
    ...of(legal, 'declineAlliance').map((m) => direct(m, `${words(lang).decline}${colon(lang)}${w(m.from)}`, p)),
    ...of(legal, 'proposeAlliance').map((m) => direct(m, `${words(lang).propose} ${w(m.to)}`, p)),
    ...of(legal, 'withdrawAlliance').map((m) => direct(m, `${words(lang).withdraw}${colon(lang)}${words(lang).proposedTo} ${w(m.to)}`, p)),
  ];
  const ready = of(legal, 'ready')[0];
  if (!ms.length && !ready) return null;
  return (
    <div class="rs-row-buttons rs-tea">
      {ms.map((c) => <ChoiceButton key={key(c.move!)} c={c} busy={busy} />)}
      {ready ? <ChoiceButton c={direct(ready, `✔ ${p.describe(ready)}`, p)} busy={busy} cls="rs-primary" /> : null}
    </div>
  );
}

/** The four drawn mandate tiles (secret to the viewer); Lotus lays one face down and declares another. */
function Hand(p: ChoicesProps) {
  const { v, lang, legal, sel, setSel, busy } = p;
  const choose = of(legal, 'chooseMandate');
  const returned = v.returnedByYou?.length ? (
    <p class="rs-hand small" data-secret="returned">{`${words(lang).returned}${colon(lang)}${v.returnedByYou.map((m) => mandate(m).name[lang]).join(', ')}`}</p>
  ) : null;
  if (!v.drawn) return returned;
  const lotus = choose.some((m) => m.declare !== undefined);
  const picked = sel?.kind === 'lotus' ? sel.index : null;
  return (
    <>
      <div class="rs-hand" data-secret="drawn">
        <h3>{`${words(lang).drawn} — ${words(lang).secretNote}`}</h3>
        <div class="rs-tiles">
          {v.drawn.map((id, i) => {
            const ms = choose.filter((m) => m.index === i);
            const m = mandate(id);
            return (
              <button key={i} type="button" class={`rs-tile${picked === i ? ' chosen' : ''}`} data-tile={i} data-mandate={id} style={{ '--c': MANDATE_COLOUR[id] }}
                data-play={!lotus && ms[0] ? key(ms[0]) : undefined} aria-pressed={lotus ? (picked === i ? 'true' : 'false') : undefined} disabled={busy || !ms.length}
                onClick={() => (lotus ? setSel({ kind: 'lotus', index: i }) : ms[0] && p.play(ms[0]))}>
                <b class="rs-kanji" aria-hidden="true">{MANDATE_KANJI[id]}</b><strong>{m.name[lang]}</strong><small>{m.summary[lang]}</small>
              </button>
            );
          })}
        </div>
        {lotus ? (picked !== null ? (
          <>
            <p class="rs-hint">{words(lang).declare}</p>
            <div class="rs-row-buttons">
              {choose.filter((m) => m.index === picked).map((m) => (
                <button key={m.declare} type="button" class="secondary" data-declare={m.declare} data-play={key(m)} disabled={busy} onClick={() => p.play(m)}>{mandate(m.declare!).name[lang]}</button>
              ))}
            </div>
          </>
        ) : <p class="rs-hint">{words(lang).pickTile}</p>) : null}
      </div>
      {returned}
    </>
  );
}

/** Figures, provinces and shrines to choose (the map lights the same), with the step's extra buttons. */
function MapChoices(p: ChoicesProps) {
  const { v, you, lang, legal, offers, sel, setSel, busy } = p;
  const rec = of(legal, 'recruit');
  const pl = of(legal, 'place');
  const builds = of(legal, 'buildStronghold');
  const rep = of(legal, 'replace');
  const fill = you !== null ? colour(v, you) : '#555';
  const picking = sel?.kind === 'move' || sel?.kind === 'build';
  const hint = picking ? words(lang).chooseDest : offers.groups.size ? (of(legal, 'move').length ? words(lang).chooseFigure : words(lang).chooseTarget)
    : offers.provinces.size ? words(lang).chooseProvince : offers.shrines.size ? words(lang).chooseShrine : null;
  // Recruit and placement may stop at the province chosen, instead of going on to a shrine.
  const stayAt = sel?.kind === 'recruit' && sel.province ? rec.find((x) => x.unit === recruitUnit(rec, sel) && x.province === sel.province && x.shrine === undefined)
    : sel?.kind === 'place' ? pl.find((x) => x.province === sel.province && x.shrine === undefined) : undefined;
  const betrayTarget = sel?.kind === 'betray' ? rep.filter((m) => m.target === sel.target) : [];
  if (!hint && !rec.length && !builds.length) return null;
  return (
    <div class="rs-map-choices">
      {rec.length ? (
        <div class="rs-row-buttons" role="group" aria-label={words(lang).summon}>
          <span class="rs-label">{words(lang).summon}</span>
          {recruitUnits(rec).map((u) => {
            const n = v.figures.filter((f) => f.owner === you && f.where === 'reserve' && unitKey(f) === u).length;
            const on = recruitUnit(rec, sel) === u;
            return <button key={u} type="button" class={`rs-unit${on ? ' on' : ''}`} data-unit={u} aria-pressed={on ? 'true' : 'false'} disabled={busy} onClick={() => setSel({ kind: 'recruit', unit: u, province: null })}><UnitIcon unit={u} fill={fill} />{` ${unitLabel(u, lang)} ×${n}`}</button>;
          })}
        </div>
      ) : null}
      {hint ? <p class="rs-hint">{hint}</p> : null}
      {picking ? <button type="button" class="secondary" data-cancel="" onClick={() => setSel(null)}>{words(lang).cancel}</button> : null}
      {offers.groups.size && !picking ? (
        <div class="rs-row-buttons rs-choose-figures">
          {[...offers.groups].map(([g, c]) => {
            const [seat, , unit] = g.split('|');
            return <ChoiceButton key={g} c={c} busy={busy} cls={`secondary${offers.chosen.has(g) ? ' on' : ''}`} attrs={{ 'data-group': g }}><UnitIcon unit={unit!} fill={colour(v, Number(seat))} />{` ${c.label}`}</ChoiceButton>;
          })}
        </div>
      ) : null}
      {betrayTarget.length > 1 ? (
        <div class="rs-row-buttons"><span class="rs-label">{words(lang).replaceWith}</span>
          {betrayTarget.map((m) => <ChoiceButton key={key(m)} c={direct(m, unitLabel(m.unit, lang), p)} busy={busy}><UnitIcon unit={m.unit} fill={fill} />{` ${unitLabel(m.unit, lang)}`}</ChoiceButton>)}
        </div>
      ) : null}
      {offers.provinces.size && !(sel?.kind === 'recruit' && sel.province) && !(sel?.kind === 'place') ? (
        <div class="rs-row-buttons rs-choose-provinces">
          {[...offers.provinces].map(([pid, c]) => <ChoiceButton key={pid} c={c} busy={busy} attrs={{ 'data-province': pid }} />)}
        </div>
      ) : null}
      {stayAt ? <ChoiceButton c={direct(stayAt, `${words(lang).stayIn} ${provName(stayAt.province!, lang)}`, p)} busy={busy} attrs={{ 'data-stay': '' }} /> : null}
      {offers.shrines.size ? (
        <div class="rs-row-buttons rs-choose-shrines">
          {stayAt ? <span class="rs-hint">{words(lang).orShrine}</span> : null}
          {[...offers.shrines].map(([i, c]) => <ChoiceButton key={i} c={c} busy={busy} attrs={{ 'data-shrine': String(i) }}><ToriiIcon />{` ${words(lang).sendTo} ${kami(v.shrines[i] as KamiId).name[lang]}`}</ChoiceButton>)}
        </div>
      ) : null}
      {builds.length && sel?.kind !== 'build' ? <button type="button" class="secondary" data-select="build" disabled={busy} onClick={() => setSel({ kind: 'build' })}>{words(lang).build}</button> : null}
    </div>
  );
}

/** Decisions of one button each: advantages, card prompts, reparations, pass. */
function Singles(p: ChoicesProps) {
  const { v, names, lang, legal, busy } = p;
  const step = v.prompt?.step;
  const w = (s: number) => who(v, names, s, lang);
  const cs: Choice[] = [
    ...of(legal, 'seppuku').map((m) => direct(m, p.describe(m), p)),
    ...of(legal, 'hireRonin').map((m) => direct(m, p.describe(m), p)),
    ...of(legal, 'mercy').map((m) => direct(m, p.describe(m), p)),
    ...of(legal, 'monkey').map((m) => direct(m, p.describe(m), p)),
    ...of(legal, 'benevolence').map((m) => direct(m, `${p.describe(m)}`, p)),
    ...of(legal, 'reparations').map((m) => direct(m, `+${coinsText(lang, 1)} → ${m.extra.map(w).join(', ')}`, p)),
  ];
  const pass = of(legal, 'pass')[0];
  if (!cs.length && !pass) return null;
  const passKey = step === 'advantage' ? String(v.prompt?.action ?? '') : step ?? '';
  return (
    <div class="rs-row-buttons rs-singles">
      {cs.map((c) => <ChoiceButton key={key(c.move!)} c={c} busy={busy} cls="rs-primary" />)}
      {pass ? <ChoiceButton c={direct(pass, words(lang).passLabel[passKey] ?? words(lang).passLabel.default!, p)} busy={busy} /> : null}
    </div>
  );
}
