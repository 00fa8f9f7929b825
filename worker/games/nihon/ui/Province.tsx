/**
 * One province of the map, in two layers: its cell (drawn under the links, clickable) and its top
 * (name, mon, glyphs, armies and characters, drawn over the links). The red eye and the hatching
 * mark provinces the clan does not see; nothing hidden is drawn there.
 */
import { CastleIcon, Eye, Flame, Mon, PillageIcon, Swords } from './icons';
import { LAYOUT, MINOR_FILL, PROV, armyLabel, charName, clanStyle, controllerName, provName, troopTotal } from './model';
import { useNh, type Sel } from './state';
import { RESOURCE_GLYPH, tw, w } from './text';
import { colon } from '../../../engine/colon';

interface Props {
  id: string;
  pick: Set<string> | null;
  marks: Set<string> | undefined;
  onPlace(id: string, sel: Sel): void;
  part: 'cell' | 'top';
}

/** `n` dots of radius 1.9, 5 apart from x = 0 (each a circle of two arcs). */
function dots(n: number): string {
  let d = '';
  for (let j = 0; j < n; j++) d += `M${j * 5 - 1.9} 0a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0`;
  return d;
}

export function Province({ id, pick, marks, onPlace, part }: Props) {
  const { view, lang, ui, seatNames, touched } = useNh();
  const geo = LAYOUT.provinces[id]!;
  const p = view.provinces[id]!;
  const data = PROV[id]!;
  const own = view.seat !== null && p.ctrl === view.seat;
  const style = p.ctrl >= 0 ? clanStyle(view, p.ctrl) : null;
  const unseen = p.vision === 0 && view.seat !== null;
  const pickable = !!pick?.has(id);
  const dim = !!pick && !pickable;
  const { x, y } = geo;
  const heian = id === 'heian';

  if (part === 'cell') {
    const selected = ui.sel?.kind === 'prov' && ui.sel.id === id;
    const fill = style ? style.tint : MINOR_FILL[p.minor ?? 'clan'] ?? '#eadfc4';
    const cls = `prov${own ? ' own' : ''}${selected ? ' selected' : ''}${unseen ? ' unseen' : ''}${pickable ? ' pick' : ''}${dim ? ' dim' : ''}${touched.has(id) ? ' kit-last' : ''}`;
    const title = [`${provName(id, lang)} ${data.kanji}`, `${w(lang, 'heldBy')}${colon(lang)}${controllerName(view, id, lang, seatNames)}`, `${w(lang, 'terrain')}${colon(lang)}${tw('terrain', data.terrain, lang)} · ${w(lang, 'population')} ${data.pop}`];
    if (data.resource) title.push(`${w(lang, 'resource')}${colon(lang)}${tw('resource', data.resource, lang)}`);
    if (unseen) title.push(w(lang, 'unseen'));
    return (
      <g class={cls} data-province={id} data-ctrl={p.ctrl} data-vision={p.vision} onClick={() => onPlace(id, { kind: 'prov', id })}>
        <path d={geo.d} class="cell" fill={fill} stroke={own ? style!.colour : '#8a7a5a'} stroke-width={own ? 2.6 : 1.1} />
        {data.terrain !== 'plain' ? <path d={geo.d} fill={`url(#nh-${data.terrain})`} pointer-events="none" /> : null}
        {unseen ? <path d={geo.d} fill="url(#nh-unseen)" pointer-events="none" /> : null}
        {selected ? <path d={geo.d} fill="none" stroke="#111" stroke-width={3} pointer-events="none" /> : null}
        <title>{title.join('\n')}</title>
      </g>
    );
  }

  // ---- the top layer: mon, name, glyph row, tokens, marks of the last report
  const label = heian ? 'Heian' : provName(id, lang).replace(/ \(.*\)$/, '').replace(/^Ezo – /, '');
  const glyphs: { el: preact.JSX.Element; width: number }[] = [];
  if (!heian) {
    // The population's dots: one path (a circle each), not one element per dot (~230 on the map).
    glyphs.push({ el: <path class="pop" data-pop={data.pop} d={dots(data.pop)} fill="#3b2f20" />, width: data.pop * 5 + 3 });
    if (data.resource) glyphs.push({ el: <text class={`res res-${data.resource}`} y={4}>{RESOURCE_GLYPH[data.resource] ?? '?'}</text>, width: 12 });
    if (p.market) glyphs.push({ el: <text class="market" y={4}>市</text>, width: 12 });
    if ((p.castle ?? 0) > 0) glyphs.push({ el: <CastleIcon x={6} y={0} stage={p.castle!} />, width: p.castle! >= 3 ? 15 : 30 });
    if ((p.revolt ?? 0) > 0) glyphs.push({ el: <Flame x={4} y={0} level={p.revolt!} />, width: 18 });
    if (p.pillaged) glyphs.push({ el: <PillageIcon x={6} y={0} />, width: 15 });
  }
  const gx = glyphs.reduce((n, g) => n + g.width, 0);
  let off = 0;

  // Tokens: the minor's army (when seen), armies, one disc per clan of characters outside armies.
  const tokens: { el: preact.JSX.Element; width: number }[] = [];
  if (p.ctrl < 0 && (p.minorArmy ?? 0) > 0 && p.vision >= 1) {
    tokens.push({ width: 23, el: (
      <g class="minor-army" data-minor-army={p.minorArmy}>
        <rect x={-10} y={-7} width={20} height={14} rx={2} fill="#8d8d8d" stroke="#333" stroke-width={0.8} />
        <text y={4} text-anchor="middle" class="token-num">{String(p.minorArmy)}</text>
        <title>{`${w(lang, 'minorArmy')}${colon(lang)}${p.minorArmy} ${w(lang, 'samurai')}`}</title>
      </g>) });
  }
  for (const a of view.armies.filter((a) => a.prov === id).sort((a, b) => a.clan - b.clan || a.no - b.no)) {
    const cs = clanStyle(view, a.clan);
    const sel = ui.sel?.kind === 'army' && ui.sel.id === a.id;
    tokens.push({ width: 25, el: (
      <g class={`army${a.garrison ? ' garrison' : ''}${sel ? ' selected' : ''}${touched.has(a.id) ? ' kit-last' : ''}`} data-army={a.id} data-clan={a.clan} pointer-events="all"
        onClick={(e) => { e.stopPropagation(); if (pick?.has(id)) onPlace(id, { kind: 'prov', id }); else onPlace(a.id, { kind: 'army', id: a.id }); }}>
        <rect x={-11} y={-8} width={22} height={16} rx={2} fill={cs.colour} stroke="#111" stroke-width={sel ? 2 : 0.8} />
        {a.garrison ? <rect x={-11} y={6} width={22} height={3} fill="#111" /> : null}
        <text y={4} text-anchor="middle" class="token-num light">{String(troopTotal(a))}</text>
        <text x={12} y={-4} class="token-tag">{String(a.no)}</text>
        <title>{`${armyLabel(view, a.id, lang)} — ${a.sam} ${w(lang, 'samurai')}, ${a.ron} ${w(lang, 'ronin')}, ${a.cre} ${w(lang, 'creatures')}, ${a.ash} ${w(lang, 'ashigaru')}${a.general ? ` — ${w(lang, 'general')} ${charName(view, a.general)}` : ''}`}</title>
      </g>) });
  }
  const chars = view.characters.filter((ch) => ch.prov === id && !ch.army && ch.hostageOf === undefined);
  const byClan = new Map<number, { ids: string[]; names: string[] }>();
  for (const ch of chars) {
    const e = byClan.get(ch.clan) ?? { ids: [], names: [] };
    e.ids.push(ch.id); e.names.push(ch.name);
    byClan.set(ch.clan, e);
  }
  for (const [clan, { ids, names }] of byClan) {
    const cs = clanStyle(view, clan);
    // One character: his sheet; several: the province's sheet lists them.
    const sel: Sel = ids.length === 1 ? { kind: 'char', id: ids[0]! } : { kind: 'prov', id };
    tokens.push({ width: 17, el: (
      <g class={`chars${ids.some((x) => touched.has(x)) ? ' kit-last' : ''}`} data-chars={clan} pointer-events="all"
        onClick={(e) => { e.stopPropagation(); if (pick?.has(id)) onPlace(id, { kind: 'prov', id }); else onPlace(sel.id, sel); }}>
        <circle r={7.5} fill="#fff" stroke={cs.colour} stroke-width={2} />
        <text y={3.6} text-anchor="middle" class="token-num small">{String(names.length)}</text>
        <title>{names.join(', ')}</title>
      </g>) });
  }
  const total = tokens.reduce((n, t) => n + t.width, 0);
  let tx = x - total / 2;
  const ty = heian ? y + 16 : y + 22;

  return (
    <g class={`prov-top${dim ? ' dim' : ''}`} data-label={id} pointer-events="none">
      {style && !heian ? <Mon kind={style.mon} colour={style.colour} r={7.5} x={x} y={y - 23} /> : null}
      {!style && !heian && p.ally !== undefined && p.ally !== null && p.ally >= 0
        ? <circle cx={x} cy={y - 23} r={6} fill="none" stroke={clanStyle(view, p.ally).colour} stroke-width={2} stroke-dasharray="3 2" class="ally-ring" /> : null}
      {unseen ? <Eye x={x + (heian ? 12 : 17)} y={y - 23} /> : null}
      <text x={x} y={heian ? y + 4 : y - 6} class={`prov-name${heian ? ' small' : label.length >= 10 ? ' long' : ''}`} text-anchor="middle">{label}</text>
      {glyphs.length ? (
        <g class="glyphs" transform={`translate(${x - gx / 2 + 2} ${y + 7})`}>
          {glyphs.map((g, j) => { const t = <g key={j} transform={`translate(${off} 0)`}>{g.el}</g>; off += g.width; return t; })}
        </g>
      ) : null}
      {tokens.map((t, j) => { const cx = tx + t.width / 2; tx += t.width; return <g key={j} transform={`translate(${cx} ${ty})`}>{t.el}</g>; })}
      {marks?.has('battle') || marks?.has('major') ? <Swords x={x - 26} y={y - 22} major={!!marks.has('major')} /> : null}
      {marks?.has('taken') ? <text x={x + 24} y={y - 16} class="taken-mark" data-mark="taken">⚑</text> : null}
    </g>
  );
}
