/**
 * The sheet of what was clicked (or chosen in the "open" list): a province, a sea, an army or a
 * character, with what the clan knows of it and, for its own, the orders it may give.
 */
import type { ComponentChildren } from 'preact';
import { SEA_LINKS } from '../data/map';
import type { CharOrder } from '../types';
import { ArmyEditor } from './ArmyEditor';
import { ScrollTable, UnitLink, WhereContext } from './bits';
import { CharEditor } from './CharEditor';
import { FleetsEditor, ProvEditor } from './Editors';
import { MonIcon } from './icons';
import {
  PROV, SEA, armyLabel, charName, clanStyle, coastsOf, describeCharOrder, minorName, neighbours, placesIn, provName, seaCoasts, seaName, troopTotal, type OrderMove,
} from './model';
import { useNh } from './state';
import { tw, w } from './text';
import { colon } from '../../../engine/colon';

function Facts({ rows }: { rows: [string, ComponentChildren][] }) {
  return <dl class="nh-facts">{rows.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => [<dt key={`t${k}`}>{k}</dt>, <dd key={`d${k}`}>{v}</dd>])}</dl>;
}


export function ClanLabel({ seat }: { seat: number }) {
  const { view, seatNames } = useNh();
  return <span class="clan-label"><MonIcon view={view} seat={seat} size={16} /> {view.clans[seat]?.name ?? '?'}{seatNames[seat] ? <span class="muted"> ({seatNames[seat]})</span> : null}</span>;
}

export function Panel() {
  const { ui, lang, select } = useNh();
  const sel = ui.sel;
  if (!sel) return null;
  return (
    <section class="nh-panel card" data-panel={`${sel.kind}:${sel.id}`} aria-label={w('details', lang)}>
      <button type="button" class="secondary small nh-close" title={w('close', lang)} aria-label={w('close', lang)} onClick={() => select(null)}>✕</button>
      <WhereContext.Provider value="panel">
        {sel.kind === 'prov' ? <ProvincePanel pid={sel.id} /> : sel.kind === 'sea' ? <SeaPanel sea={sel.id} /> : sel.kind === 'army' ? <ArmyPanel id={sel.id} /> : <CharPanel id={sel.id} />}
      </WhereContext.Provider>
    </section>
  );
}

function ProvincePanel({ pid }: { pid: string }) {
  const c = useNh();
  const { view, lang } = c;
  const p = view.provinces[pid];
  const d = PROV[pid];
  if (!p || !d) return null;
  const armies = view.armies.filter((a) => a.prov === pid);
  const chars = view.characters.filter((ch) => ch.prov === pid);
  // Orders of the clan's characters that name this province.
  const here: { unit: string; m: OrderMove; text: string }[] = [];
  if (c.canEdit) {
    for (const [unit, moves] of c.legal.byUnit) {
      if (!unit.startsWith('char:')) continue;
      const ch = view.characters.find((x) => x.id === unit.slice(5));
      if (!ch) continue;
      for (const m of moves) {
        const o = m.order as CharOrder;
        if (o.kind === 'gift' || o.kind === 'give-province' || !placesIn(o).has(pid) || (o.kind === 'move' && ch.prov === pid)) continue;
        here.push({ unit, m, text: `${ch.name}${colon(lang)}${describeCharOrder(view, o, lang)}` });
      }
    }
  }
  return (
    <>
      <h3>{provName(pid, lang)} <span class="kanji" lang="ja">{d.kanji}</span></h3>
      <Facts rows={[
        [w('heldBy', lang), p.ctrl >= 0 ? <ClanLabel seat={p.ctrl} /> : minorName(p.minor, lang)],
        [w('terrain', lang), tw('terrain', d.terrain, lang)],
        [w('population', lang), String(d.pop)],
        [w('resource', lang), d.resource ? tw('resource', d.resource, lang) : '—'],
        [w('religion', lang), d.religion === 'krishito' ? 'Krishito' : 'Zazen'],
        [w('market', lang), p.market ? '✓' : null],
        [w('vision', lang), view.seat !== null ? (p.vision === 0 ? <span class="error" data-red-eye={pid}>{`0 — ${w('unseen', lang)}`}</span> : String(p.vision)) : null],
        [w('revolt', lang), p.revolt !== undefined ? String(p.revolt) : null],
        [w('pillaged', lang), p.pillaged ? '✓' : null],
        [w('castle', lang), p.castle !== undefined ? (p.castle >= 3 ? '✓' : p.castle > 0 ? `${w('castleWorks', lang)} ${p.castle}/3` : '—') : null],
        [w('governor', lang), p.governor ? <UnitLink sel={{ kind: 'char', id: p.governor }}>{charName(view, p.governor)}</UnitLink> : null],
        [w('minorArmy', lang), p.minorArmy !== undefined ? `${p.minorArmy} ${w('samurai', lang)}` : null],
        [w('allyOf', lang), p.ally !== undefined && p.ally !== null && p.ally >= 0 ? <ClanLabel seat={p.ally} /> : null],
        [w('friendOf', lang), p.friends?.length ? p.friends.map((f) => view.clans[f]?.name ?? '?').join(', ') : null],
      ]} />
      {armies.length || chars.length ? (
        <>
          <h4>{w('here', lang)}</h4>
          <ul class="here-list">
            {armies.map((a) => <li key={a.id} data-here-army={a.id}><span class="swatch" style={`background:${clanStyle(view, a.clan).colour}`} /><UnitLink sel={{ kind: 'army', id: a.id }}>{armyLabel(view, a.id, lang)}</UnitLink>{` — ${troopTotal(a)} (${a.sam}/${a.ron}/${a.cre}/${a.ash})`}</li>)}
            {chars.map((ch) => <li key={ch.id} data-here-char={ch.id}><span class="swatch round" style={`background:${clanStyle(view, ch.clan).colour}`} /><UnitLink sel={{ kind: 'char', id: ch.id }}>{ch.name}</UnitLink>{` — ${view.clans[ch.clan]?.name ?? ''}${ch.army ? ` (${w('inArmy', lang)})` : ''}`}</li>)}
          </ul>
        </>
      ) : null}
      {view.seat !== null && p.ctrl === view.seat ? <><h4>{w('provOrder', lang)}</h4><ProvEditor pid={pid} /></> : null}
      <h4>{w('neighbours', lang)}</h4>
      <p class="small">
        {neighbours(view, pid).map((n, i) => <span key={n.id}>{i ? ', ' : ''}<UnitLink sel={{ kind: 'prov', id: n.id }}>{provName(n.id, lang)}</UnitLink><span class="muted">{` (${tw('link', n.type, lang)})`}</span></span>)}
        {coastsOf(view, pid).map((s) => <span key={s}>, <UnitLink sel={{ kind: 'sea', id: s }}>{seaName(s, lang)}</UnitLink></span>)}
      </p>
      {here.length ? (
        <p>
          <select id="nh-order-here" data-field="order-here" aria-label={w('ordersHere', lang)} value="" onChange={(e) => { const h = here[Number(e.currentTarget.value)]; if (h) c.play(h.m, h.unit); }}>
            <option value="">{`${w('ordersHere', lang)}…`}</option>
            {here.map((h, i) => <option key={i} value={String(i)}>{h.text}</option>)}
          </select>
        </p>
      ) : null}
    </>
  );
}

function SeaPanel({ sea }: { sea: string }) {
  const { view, lang } = useNh();
  const d = SEA[sea];
  if (!d) return null;
  const adj = SEA_LINKS.filter(([a, b]) => a === sea || b === sea).map(([a, b]) => (a === sea ? b : a));
  const fleets = view.fleets.filter((f) => f.sea === sea);
  const seen = view.seat === null || (view.me?.seas ?? []).includes(sea);
  return (
    <>
      <h3>{seaName(sea, lang)}</h3>
      <Facts rows={[[w('waves', lang), w(d.waves === 'big' ? 'bigWaves' : 'smallWaves', lang)], [w('seaCost', lang), String(d.cost)]]} />
      <h4>{w('coasts', lang)}</h4>
      <p class="small">
        {seaCoasts(view, sea).map((p, i) => <span key={p}>{i ? ', ' : ''}<UnitLink sel={{ kind: 'prov', id: p }}>{provName(p, lang)}</UnitLink></span>)}
        {adj.map((s) => <span key={s}>, <UnitLink sel={{ kind: 'sea', id: s }}>{seaName(s, lang)}</UnitLink></span>)}
      </p>
      <h4>{w('fleetsSeen', lang)}</h4>
      {!seen ? <p class="muted">{w('seaUnseen', lang)}</p> : null}
      {fleets.length ? (
        <ul>{fleets.map((f, i) => <li key={i}>{f.clan >= 0 ? <ClanLabel seat={f.clan} /> : minorName('clan', lang)}{`${f.order ? `: ${f.order === 'supremacy' ? w('supremacy', lang) : f.order === 'transport' ? w('transport', lang) : `${w('fleetRaid', lang)} ${provName(f.target ?? '', lang)}`}` : ''}${f.dispersed ? ` (${w('dispersed', lang)})` : ''}`}</li>)}</ul>
      ) : seen ? <p class="muted">—</p> : null}
      {view.seat !== null && view.me ? <><h4>{w('fleets', lang)}</h4><FleetsEditor onlySea={sea} /></> : null}
    </>
  );
}

function ArmyPanel({ id }: { id: string }) {
  const { view, lang } = useNh();
  const a = view.armies.find((x) => x.id === id);
  const no = id.slice(id.lastIndexOf('-') + 1);
  const own = view.seat !== null && id.startsWith(`${view.clans[view.seat]!.id}-`);
  const members = a ? view.characters.filter((ch) => ch.army === id) : [];
  return (
    <>
      <h3>{armyLabel(view, id, lang)}</h3>
      {a ? (
        <Facts rows={[
          [w('clan', lang), <ClanLabel seat={a.clan} />],
          [w('where', lang), <UnitLink sel={{ kind: 'prov', id: a.prov }}>{provName(a.prov, lang)}</UnitLink>],
          [w('samurai', lang), String(a.sam)], [w('ronin', lang), String(a.ron)], [w('creatures', lang), String(a.cre)], [w('ashigaru', lang), String(a.ash)],
          [w('general', lang), a.general ? <UnitLink sel={{ kind: 'char', id: a.general }}>{charName(view, a.general)}</UnitLink> : '—'],
          [w('standingOrder', lang), a.garrison ? w('garrisonNow', lang) : null],
        ]} />
      ) : null}
      {members.length ? <p class="small">{members.map((ch, i) => <span key={ch.id}>{i ? ', ' : ''}<UnitLink sel={{ kind: 'char', id: ch.id }}>{ch.name}</UnitLink></span>)}</p> : null}
      {own ? <><h4>{w('order', lang)}</h4><ArmyEditor no={no} /></> : null}
    </>
  );
}

function CharPanel({ id }: { id: string }) {
  const { view, lang } = useNh();
  const ch = view.characters.find((x) => x.id === id);
  if (!ch) return <h3>{charName(view, id)}</h3>;
  const talents = w('talents', lang).split(' · ');
  return (
    <>
      <h3>{ch.name}{ch.daimyo ? ' ★' : ''}</h3>
      <Facts rows={[
        [w('clan', lang), <ClanLabel seat={ch.clan} />],
        [w('role', lang), tw('role', ch.role, lang)],
        [w('where', lang), <UnitLink sel={{ kind: 'prov', id: ch.prov }}>{provName(ch.prov, lang)}</UnitLink>],
        [w('army', lang), ch.army ? <UnitLink sel={{ kind: 'army', id: ch.army }}>{armyLabel(view, ch.army, lang)}</UnitLink> : null],
        [w('guards', lang), ch.guards ? <UnitLink sel={{ kind: 'char', id: ch.guards }}>{charName(view, ch.guards)}</UnitLink> : null],
        [w('heads', lang), String(ch.heads)],
        [w('wounded', lang), ch.wounded ? '✓' : null],
        [w('hostageOf', lang), ch.hostageOf !== undefined ? view.clans[ch.hostageOf]?.name ?? '?' : null],
        [w('concealment', lang), ch.conc !== undefined ? String(ch.conc) : null],
      ]} />
      <ScrollTable label={`${ch.name}${colon(lang)}${w('talents', lang)}`}>
        <table class="talents"><thead><tr>{talents.map((t) => <th key={t} scope="col">{t}</th>)}</tr></thead><tbody><tr>{ch.t.map((v, i) => <td key={i}>{String(v)}</td>)}</tr></tbody></table>
      </ScrollTable>
      {view.seat !== null && ch.clan === view.seat && ch.hostageOf === undefined ? <><h4>{w('order', lang)}</h4><CharEditor ch={ch} /></> : null}
    </>
  );
}
