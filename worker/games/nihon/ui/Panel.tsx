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
    <section class="nh-panel card" data-panel={`${sel.kind}:${sel.id}`} aria-label={w(lang, 'details')}>
      <button type="button" class="secondary small nh-close" title={w(lang, 'close')} aria-label={w(lang, 'close')} onClick={() => select(null)}>✕</button>
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
        [w(lang, 'heldBy'), p.ctrl >= 0 ? <ClanLabel seat={p.ctrl} /> : minorName(p.minor, lang)],
        [w(lang, 'terrain'), tw('terrain', d.terrain, lang)],
        [w(lang, 'population'), String(d.pop)],
        [w(lang, 'resource'), d.resource ? tw('resource', d.resource, lang) : '—'],
        [w(lang, 'religion'), d.religion === 'krishito' ? 'Krishito' : 'Zazen'],
        [w(lang, 'market'), p.market ? '✓' : null],
        [w(lang, 'vision'), view.seat !== null ? (p.vision === 0 ? <span class="error" data-red-eye={pid}>{`0 — ${w(lang, 'unseen')}`}</span> : String(p.vision)) : null],
        [w(lang, 'revolt'), p.revolt !== undefined ? String(p.revolt) : null],
        [w(lang, 'pillaged'), p.pillaged ? '✓' : null],
        [w(lang, 'castle'), p.castle !== undefined ? (p.castle >= 3 ? '✓' : p.castle > 0 ? `${w(lang, 'castleWorks')} ${p.castle}/3` : '—') : null],
        [w(lang, 'governor'), p.governor ? <UnitLink sel={{ kind: 'char', id: p.governor }}>{charName(view, p.governor)}</UnitLink> : null],
        [w(lang, 'minorArmy'), p.minorArmy !== undefined ? `${p.minorArmy} ${w(lang, 'samurai')}` : null],
        [w(lang, 'allyOf'), p.ally !== undefined && p.ally !== null && p.ally >= 0 ? <ClanLabel seat={p.ally} /> : null],
        [w(lang, 'friendOf'), p.friends?.length ? p.friends.map((f) => view.clans[f]?.name ?? '?').join(', ') : null],
      ]} />
      {armies.length || chars.length ? (
        <>
          <h4>{w(lang, 'here')}</h4>
          <ul class="here-list">
            {armies.map((a) => <li key={a.id} data-here-army={a.id}><span class="swatch" style={`background:${clanStyle(view, a.clan).colour}`} /><UnitLink sel={{ kind: 'army', id: a.id }}>{armyLabel(view, a.id, lang)}</UnitLink>{` — ${troopTotal(a)} (${a.sam}/${a.ron}/${a.cre}/${a.ash})`}</li>)}
            {chars.map((ch) => <li key={ch.id} data-here-char={ch.id}><span class="swatch round" style={`background:${clanStyle(view, ch.clan).colour}`} /><UnitLink sel={{ kind: 'char', id: ch.id }}>{ch.name}</UnitLink>{` — ${view.clans[ch.clan]?.name ?? ''}${ch.army ? ` (${w(lang, 'inArmy')})` : ''}`}</li>)}
          </ul>
        </>
      ) : null}
      {view.seat !== null && p.ctrl === view.seat ? <><h4>{w(lang, 'provOrder')}</h4><ProvEditor pid={pid} /></> : null}
      <h4>{w(lang, 'neighbours')}</h4>
      <p class="small">
        {neighbours(view, pid).map((n, i) => <span key={n.id}>{i ? ', ' : ''}<UnitLink sel={{ kind: 'prov', id: n.id }}>{provName(n.id, lang)}</UnitLink><span class="muted">{` (${tw('link', n.type, lang)})`}</span></span>)}
        {coastsOf(view, pid).map((s) => <span key={s}>, <UnitLink sel={{ kind: 'sea', id: s }}>{seaName(s, lang)}</UnitLink></span>)}
      </p>
      {here.length ? (
        <p>
          <select id="nh-order-here" data-field="order-here" aria-label={w(lang, 'ordersHere')} value="" onChange={(e) => { const h = here[Number(e.currentTarget.value)]; if (h) c.play(h.m, h.unit); }}>
            <option value="">{`${w(lang, 'ordersHere')}…`}</option>
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
      <Facts rows={[[w(lang, 'waves'), w(lang, d.waves === 'big' ? 'bigWaves' : 'smallWaves')], [w(lang, 'seaCost'), String(d.cost)]]} />
      <h4>{w(lang, 'coasts')}</h4>
      <p class="small">
        {seaCoasts(view, sea).map((p, i) => <span key={p}>{i ? ', ' : ''}<UnitLink sel={{ kind: 'prov', id: p }}>{provName(p, lang)}</UnitLink></span>)}
        {adj.map((s) => <span key={s}>, <UnitLink sel={{ kind: 'sea', id: s }}>{seaName(s, lang)}</UnitLink></span>)}
      </p>
      <h4>{w(lang, 'fleetsSeen')}</h4>
      {!seen ? <p class="muted">{w(lang, 'seaUnseen')}</p> : null}
      {fleets.length ? (
        <ul>{fleets.map((f, i) => <li key={i}>{f.clan >= 0 ? <ClanLabel seat={f.clan} /> : minorName('clan', lang)}{`${f.order ? `: ${f.order === 'supremacy' ? w(lang, 'supremacy') : f.order === 'transport' ? w(lang, 'transport') : `${w(lang, 'fleetRaid')} ${provName(f.target ?? '', lang)}`}` : ''}${f.dispersed ? ` (${w(lang, 'dispersed')})` : ''}`}</li>)}</ul>
      ) : seen ? <p class="muted">—</p> : null}
      {view.seat !== null && view.me ? <><h4>{w(lang, 'fleets')}</h4><FleetsEditor onlySea={sea} /></> : null}
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
          [w(lang, 'clan'), <ClanLabel seat={a.clan} />],
          [w(lang, 'where'), <UnitLink sel={{ kind: 'prov', id: a.prov }}>{provName(a.prov, lang)}</UnitLink>],
          [w(lang, 'samurai'), String(a.sam)], [w(lang, 'ronin'), String(a.ron)], [w(lang, 'creatures'), String(a.cre)], [w(lang, 'ashigaru'), String(a.ash)],
          [w(lang, 'general'), a.general ? <UnitLink sel={{ kind: 'char', id: a.general }}>{charName(view, a.general)}</UnitLink> : '—'],
          [w(lang, 'standingOrder'), a.garrison ? w(lang, 'garrisonNow') : null],
        ]} />
      ) : null}
      {members.length ? <p class="small">{members.map((ch, i) => <span key={ch.id}>{i ? ', ' : ''}<UnitLink sel={{ kind: 'char', id: ch.id }}>{ch.name}</UnitLink></span>)}</p> : null}
      {own ? <><h4>{w(lang, 'order')}</h4><ArmyEditor no={no} /></> : null}
    </>
  );
}

function CharPanel({ id }: { id: string }) {
  const { view, lang } = useNh();
  const ch = view.characters.find((x) => x.id === id);
  if (!ch) return <h3>{charName(view, id)}</h3>;
  const talents = w(lang, 'talents').split(' · ');
  return (
    <>
      <h3>{ch.name}{ch.daimyo ? ' ★' : ''}</h3>
      <Facts rows={[
        [w(lang, 'clan'), <ClanLabel seat={ch.clan} />],
        [w(lang, 'role'), tw('role', ch.role, lang)],
        [w(lang, 'where'), <UnitLink sel={{ kind: 'prov', id: ch.prov }}>{provName(ch.prov, lang)}</UnitLink>],
        [w(lang, 'army'), ch.army ? <UnitLink sel={{ kind: 'army', id: ch.army }}>{armyLabel(view, ch.army, lang)}</UnitLink> : null],
        [w(lang, 'guards'), ch.guards ? <UnitLink sel={{ kind: 'char', id: ch.guards }}>{charName(view, ch.guards)}</UnitLink> : null],
        [w(lang, 'heads'), String(ch.heads)],
        [w(lang, 'wounded'), ch.wounded ? '✓' : null],
        [w(lang, 'hostageOf'), ch.hostageOf !== undefined ? view.clans[ch.hostageOf]?.name ?? '?' : null],
        [w(lang, 'concealment'), ch.conc !== undefined ? String(ch.conc) : null],
      ]} />
      <ScrollTable label={`${ch.name}${colon(lang)}${w(lang, 'talents')}`}>
        <table class="talents"><thead><tr>{talents.map((t) => <th key={t} scope="col">{t}</th>)}</tr></thead><tbody><tr>{ch.t.map((v, i) => <td key={i}>{String(v)}</td>)}</tr></tbody></table>
      </ScrollTable>
      {view.seat !== null && ch.clan === view.seat && ch.hostageOf === undefined ? <><h4>{w(lang, 'order')}</h4><CharEditor ch={ch} /></> : null}
    </>
  );
}
