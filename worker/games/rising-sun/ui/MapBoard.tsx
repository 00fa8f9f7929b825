/**
 * The map: eight provinces on our schematic Japan, shipping routes and land borders, and on each
 * province its plate (name, harvest reward, this season's war token, one row of figures per clan
 * with its Force). Provinces and figure groups that are choices now light up and act as buttons
 * (mouse, touch, and Enter/Space once focused); the same choices are also listed as real buttons in
 * the choice panel. The last move's provinces and figures carry `kit-last`.
 */
import type { Lang } from '../../../engine/contract';
import { needsNote } from '../../../engine/provenance';
import { MapView } from '../../../../site/src/board-kit';
import { BORDERS, SHIPPING_ROUTES, isMonster, monster, province, routeKey, type LinkData } from '../data';
import type { ProvinceId } from '../types';
import type { RsView } from '../view';
import { BORDER_AT, GEO, ISLAND_PATH, LANES, MAP_H, MAP_W, laneMiddle, lanePath, polyPath } from './geometry';
import { clanOf, colour, groupsOf, provName, provisionalNote, seatsOf, unitLabel, who, winnerOf } from './look';
import { groupKey, type Choice, type Offers } from './offers';
import { RewardIcon, Token } from './Token';
import { coinsText, words } from './words';
import { colon } from '../../../engine/colon';

/** `drawn`: false for the board's first draw (index.tsx): the sea only, in the map's box. */
interface MapProps { v: RsView; names: string[]; lang: Lang; offers: Offers; touched: Set<string>; drawn?: boolean }

/** The smallest text drawn on the map, in viewBox units (harvest numbers, counts, Force). */
const SMALLEST_TEXT = 14;
/** Where a phone's view of the map opens: Honshu's heart (Kansai, Kyoto, Edo), not the empty sea in the corner. */
const FOCUS = { x: 580, y: 380 };

/** Mouse/touch and keyboard handlers that make an SVG group act as a button. */
const asButton = (c: Choice | undefined, label: string) => c ? {
  role: 'button' as const, tabindex: 0, 'aria-label': label, 'aria-haspopup': c.confirm ? 'dialog' as const : undefined,
  onClick: (e: Event) => { e.stopPropagation(); c.act(); },
  onKeyDown: (e: KeyboardEvent) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); c.act(); } },
} : {};

export function MapBoard({ v, names, lang, offers, touched, drawn = true }: MapProps) {
  const anyLit = offers.provinces.size > 0;
  const ids = Object.keys(GEO) as ProvinceId[];
  return (
    <MapView width={MAP_W} height={MAP_H} smallestText={SMALLEST_TEXT} label={words(lang).map} lang={lang} class="rs-map" defs={<Defs />} focus={FOCUS}>
      <rect x={0} y={0} width={MAP_W} height={MAP_H} fill="url(#rs-sea)" />
      {drawn ? (
        <>
          {SHIPPING_ROUTES.map((r) => <Lane key={routeKey(r.a, r.b)} r={r} lang={lang} />)}
          {Object.values(ISLAND_PATH).map((d, i) => <path key={`c${i}`} d={d} fill="none" stroke="#eef7fa" stroke-width={10} opacity={0.8} />)}
          {Object.values(ISLAND_PATH).map((d, i) => <path key={`l${i}`} d={d} fill="url(#rs-land)" stroke="#8b7650" stroke-width={2} />)}
          {ids.map((p) => <ProvinceCell key={p} v={v} p={p} lang={lang} choice={offers.provinces.get(p)} dim={anyLit} last={touched.has(p)} />)}
          {BORDERS.map((b) => <BorderMark key={routeKey(b.a, b.b)} b={b} lang={lang} />)}
          {ids.map((p) => <Plate key={p} v={v} p={p} names={names} lang={lang} offers={offers} touched={touched} />)}
        </>
      ) : null}
    </MapView>
  );
}

function Defs() {
  return (
    <>
      <linearGradient id="rs-sea" x1={0} y1={0} x2={0} y2={1}><stop offset="0%" stop-color="#cfe6ee" /><stop offset="100%" stop-color="#a9cfdd" /></linearGradient>
      <radialGradient id="rs-land" cx="50%" cy="40%" r="75%"><stop offset="0%" stop-color="#f6eed8" /><stop offset="100%" stop-color="#e6d6ad" /></radialGradient>
      {Object.entries(ISLAND_PATH).map(([name, d]) => <clipPath key={name} id={`rs-clip-${name}`}><path d={d} /></clipPath>)}
    </>
  );
}

/** A value the table's correction set changed (worker/engine/corrections.ts). */
const CORRECTED: Record<Lang, string> = { en: '✎ corrected by this table', fr: '✎ corrigé par cette table', de: '✎ von diesem Tisch korrigiert' };

function harvestText(p: ProvinceId, lang: Lang): string {
  const h = province(p).harvest;
  const parts: string[] = [];
  if (h.vp) parts.push(`${h.vp} ${words(lang).vp}`);
  if (h.coins) parts.push(coinsText(lang, h.coins));
  if (h.ronin) parts.push(`${h.ronin} ${words(lang).ronin}`);
  return parts.join(', ') || '—';
}

/** A province's cell: tinted by the clan with the most Force there, lit when it is a choice. */
function ProvinceCell({ v, p, lang, choice, dim, last }: { v: RsView; p: ProvinceId; lang: Lang; choice?: Choice; dim: boolean; last: boolean }) {
  const geo = GEO[p];
  const d = geo.cell ? polyPath(geo.cell) : ISLAND_PATH[geo.island];
  const forces = v.forces?.[p] ?? [];
  const max = Math.max(0, ...forces);
  const leaders = forces.map((f, i) => (f === max && max > 0 ? i : -1)).filter((i) => i >= 0);
  const pd = province(p);
  const name = pd.name[lang];
  return (
    <g class={`rs-province${choice ? ' lit' : ''}${last ? ' kit-last' : ''}`} data-province={p} clip-path={`url(#rs-clip-${geo.island})`} {...asButton(choice, choice?.label ?? name)}>
      <title>{`${name} — ${words(lang).harvest}${colon(lang)}${harvestText(p, lang)}${pd.corrected ? `\n${CORRECTED[lang]} (${pd.sources[0]})` : ''}${needsNote(pd.confidence) ? `\n${provisionalNote(lang, pd.confidence)}` : ''}`}</title>
      <path d={d} fill={leaders.length === 1 ? colour(v, leaders[0]!) : '#000'} fill-opacity={leaders.length === 1 ? 0.16 : 0} />
      {choice ? <path d={d} class="rs-lit-fill" fill="#ffe066" fill-opacity={0.6} stroke="#e8590c" stroke-width={9} /> : dim ? <path d={d} fill="#5c5345" fill-opacity={0.28} /> : null}
      {geo.cell ? <path d={d} fill="none" stroke="#8b7650" stroke-width={1.6} stroke-dasharray="5 4" /> : null}
      {last ? <path d={d} fill="none" class="kit-last" /> : null}
    </g>
  );
}

function Lane({ r, lang }: { r: LinkData; lang: Lang }) {
  const pts = LANES[routeKey(r.a, r.b)];
  if (!pts) return null;
  const d = lanePath(pts);
  const [mx, my] = laneMiddle(pts);
  const a = pts[0]!, b = pts[pts.length - 1]!;
  return (
    <g class="rs-lane" data-route={`${r.a}-${r.b}`}>
      <title>{`${words(lang).shipping}${colon(lang)}${provName(r.a, lang)} ⇄ ${provName(r.b, lang)}${needsNote(r.confidence) ? `\n${provisionalNote(lang, r.confidence)}` : ''}`}</title>
      <path d={d} fill="none" stroke="#ffffff" stroke-width={6} opacity={0.5} />
      <path d={d} fill="none" stroke="#24617a" stroke-width={2.6} stroke-dasharray="9 7" opacity={0.85} />
      {Math.hypot(b[0] - a[0], b[1] - a[1]) > 60 ? <>
        <path d={`M${mx - 9},${my} L${mx + 9},${my} L${mx + 5},${my + 5} L${mx - 5},${my + 5} Z`} fill="#5b3a1e" />
        <path d={`M${mx},${my - 1} L${mx},${my - 13} L${mx + 8},${my - 3} Z`} fill="#fff" stroke="#5b3a1e" stroke-width={0.8} />
      </> : null}
    </g>
  );
}

function BorderMark({ b, lang }: { b: LinkData; lang: Lang }) {
  const at = BORDER_AT[routeKey(b.a, b.b)];
  return (
    <g class="rs-border" data-border={`${b.a}-${b.b}`}>
      <title>{`${words(lang).border}${colon(lang)}${provName(b.a, lang)} — ${provName(b.b, lang)}${needsNote(b.confidence) ? `\n${provisionalNote(lang, b.confidence)}` : ''}`}</title>
      {at ? <><circle cx={at[0]} cy={at[1]} r={6} fill="#fffaf0" stroke="#8b7650" stroke-width={1.6} /><circle cx={at[0]} cy={at[1]} r={2.2} fill="#8b7650" /></> : null}
    </g>
  );
}

function Plate({ v, p, names, lang, offers, touched }: { v: RsView; p: ProvinceId; names: string[]; lang: Lang; offers: Offers; touched: Set<string> }) {
  const [ax, ay] = GEO[p].anchor;
  const click = offers.provinces.get(p);
  const name = provName(p, lang);
  const h = province(p).harvest;
  const items: { kind: 'vp' | 'coin' | 'ronin'; n: number }[] = [];
  if (h.vp) items.push({ kind: 'vp', n: h.vp });
  if (h.coins) items.push({ kind: 'coin', n: h.coins });
  if (h.ronin) items.push({ kind: 'ronin', n: h.ronin });
  const wt = v.warTrack.find((t) => t.province === p);
  const winner = wt?.resolved ? winnerOf(v, p) : null;
  const figs = v.figures.filter((f) => f.where === 'province' && f.province === p);
  const rows = seatsOf(v).filter((s) => figs.some((f) => f.owner === s) || v.strongholds.some((x) => x.owner === s && x.province === p));
  const rowH = 32, STEP = 30;
  return (
    // The plate lies over the province: a click on its name counts as a click on the province (the cell is the keyboard target).
    <g class={`rs-plate${click ? ' lit' : ''}`} data-plate={p} onClick={click ? () => click.act() : undefined}>
      <text x={ax} y={ay + 2} text-anchor="middle" font-size={18} font-weight={700} fill="#3b2f1e" class="rs-pname" paint-order="stroke" stroke="#f6eed8" stroke-width={4}>{name}</text>
      <g class="rs-harvest" data-harvest={p}>
        <title>{`${words(lang).harvest}${colon(lang)}${harvestText(p, lang)}`}</title>
        {items.map((it, i) => {
          const x = ax - (items.length * 34) / 2 + 17 + i * 34, y = ay + 22;
          return <g key={it.kind}><RewardIcon kind={it.kind} x={x - 7} y={y} /><text x={x + 3} y={y + 5} font-size={14} font-weight={700} fill="#3b2f1e">{it.n}</text></g>;
        })}
      </g>
      {wt ? (
        <g class={`rs-war-token${touched.has(p) ? ' kit-last' : ''}`} data-province={p} data-order={wt.order} data-resolved={wt.resolved ? 'yes' : 'no'} transform={`translate(${ax + Math.max(50, name.length * 5.6 + 24)} ${ay - 4})`}>
          <title>{`${words(lang).warTrack} ${wt.order}${wt.resolved ? ` — ${words(lang).resolved}${winner !== null ? `, ${words(lang).wonBy} ${who(v, names, winner, lang)}` : ''}` : ''}`}</title>
          <circle r={14} fill={wt.resolved ? '#6b6258' : '#b02a2a'} stroke={winner !== null ? colour(v, winner) : '#fff'} stroke-width={winner !== null ? 3.5 : 2} />
          <text x={0} y={5} text-anchor="middle" font-size={15} font-weight={800} fill="#fff">{wt.order}</text>
          {v.battle && v.battle.province === p ? <circle r={18} fill="none" stroke="#b02a2a" stroke-width={2} class="rs-pulse" /> : null}
        </g>
      ) : null}
      {rows.map((seat, r) => {
        const holds = v.strongholds.filter((x) => x.owner === seat && x.province === p).length;
        const groups = groupsOf(v, seat, figs, holds);
        const width = 32 + groups.length * STEP;
        const x0 = ax - width / 2;
        const y = ay + 50 + r * rowH;
        const force = v.forces?.[p]?.[seat] ?? 0;
        return (
          <g key={seat} class="rs-row" data-seat={seat} data-clan={clanOf(v, seat)}>
            <rect x={x0 - 6} y={y - 15} width={width + 10} height={30} rx={15} fill="#fffdf6" fill-opacity={0.85} stroke={colour(v, seat)} stroke-width={1.5} />
            <g class="rs-force" data-force={force}>
              <title>{`${who(v, names, seat, lang)} — ${words(lang).force} ${force}`}</title>
              <circle cx={x0 + 10} cy={y} r={12} fill={colour(v, seat)} />
              <text x={x0 + 10} y={y + 5} text-anchor="middle" font-size={14} font-weight={800} fill="#fff">{force}</text>
            </g>
            {groups.map((gr, i) => {
              const k = groupKey(seat, p, gr.unit);
              const c = offers.groups.get(k);
              const label = `${who(v, names, seat, lang)}${colon(lang)}${gr.ids.length} × ${unitLabel(gr.unit, lang)}`;
              const last = gr.ids.some((id) => touched.has(id));
              return (
                <g key={gr.unit} class={`rs-fig${c ? ' lit' : ''}${offers.chosen.has(k) ? ' chosen' : ''}${last ? ' kit-last' : ''}`} data-seat={seat} data-unit={gr.unit} data-count={gr.ids.length} data-province={p} {...asButton(c, c ? c.label : label)}>
                  <title>{`${label}${isMonster(gr.unit) && needsNote(monster(gr.unit).confidence) ? `\n${provisionalNote(lang, monster(gr.unit).confidence)}` : ''}`}</title>
                  <Token unit={gr.unit} fill={colour(v, seat)} x={x0 + 40 + i * STEP} y={y} count={gr.ids.length} lit={!!c} chosen={offers.chosen.has(k)} />
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}
