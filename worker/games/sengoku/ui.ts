/**
 * The Sengoku board in the browser: an SVG map of the 11 provinces with castles, armies,
 * reinforcements and Daimyo pawns; the players' panels; the tactic fan and Daimyo cards; and the
 * actions of the turn. It only offers the legal moves the server listed: a card with no legal move
 * is shown but cannot be chosen. Choosing a card narrows its options by clicking provinces.
 */
import type { BoardContext, BoardUi } from '../../engine/ui-contract';
import type { Lang, Move } from '../../engine/contract';
import boardData from './data/board.json';
import tacticData from './data/tactics.json';
import daimyoData from './data/daimyo.json';
import { COLOURS, cardName, describeMove } from './text';
import type { SengokuView } from './view';

const SEAT_COLOURS = ['#d33c32', '#2f6fd0', '#2f9a48', '#d8a514'];
const SVG_NS = 'http://www.w3.org/2000/svg';

const WORDS = {
  reserve: { en: 'Reserve', fr: 'Réserve', de: 'Vorrat' },
  katana: { en: 'Katana', fr: 'Katana', de: 'Katana' },
  castles: { en: 'Castles', fr: 'Châteaux', de: 'Burgen' },
  score: { en: 'Score', fr: 'Score', de: 'Punkte' },
  tactic: { en: 'Tactic used', fr: 'Tactique jouée', de: 'Taktik gespielt' },
  daimyoCard: { en: 'Daimyo card', fr: 'Carte Daimyo', de: 'Daimyo-Karte' },
  faceDown: { en: 'face down', fr: 'face cachée', de: 'verdeckt' },
  used: { en: 'used', fr: 'utilisée', de: 'benutzt' },
  fan: { en: 'Tactic fan', fr: 'Éventail tactique', de: 'Taktikfächer' },
  draft: { en: 'Choose your Daimyo card', fr: 'Choisissez votre carte Daimyo', de: 'Wähle deine Daimyo-Karte' },
  offer: { en: 'Daimyo cards on offer', fr: 'Cartes Daimyo proposées', de: 'Angebotene Daimyo-Karten' },
  dice: { en: 'Dice', fr: 'Dés', de: 'Würfel' },
  keep: { en: 'Pick the single die (the other two name the castle):', fr: 'Choisissez le dé seul (les deux autres désignent le château) :', de: 'Wähle den Einzelwürfel (die anderen zwei bestimmen die Burg):' },
  or: { en: 'or play a card instead of rolling:', fr: 'ou jouez une carte au lieu de lancer les dés :', de: 'oder spiele statt zu würfeln eine Karte:' },
  pick: { en: 'Click a highlighted province to narrow the choice, or pick an option:', fr: 'Cliquez une province en surbrillance pour affiner, ou choisissez une option :', de: 'Klicke eine hervorgehobene Provinz zum Eingrenzen oder wähle eine Option:' },
  cancel: { en: 'Cancel', fr: 'Annuler', de: 'Abbrechen' },
  closed: { en: 'Cards are closed: a reserve is empty.', fr: 'Les cartes sont fermées : une réserve est vide.', de: 'Karten sind gesperrt: ein Vorrat ist leer.' },
  reinforcements: { en: 'reinforcements', fr: 'renforts', de: 'Verstärkungen' },
  won: { en: 'won by', fr: 'prise par', de: 'erobert von' },
  discarded: { en: 'no army: discarded', fr: 'aucune armée : défaussé', de: 'keine Armee: abgelegt' },
  waiting: { en: 'Waiting for', fr: 'En attente de', de: 'Warten auf' },
  finished: { en: 'The war is over.', fr: 'La guerre est finie.', de: 'Der Krieg ist vorbei.' },
  impossible: { en: 'not possible now', fr: 'impossible maintenant', de: 'jetzt nicht möglich' },
  provisional: { en: 'reconstructed text', fr: 'texte reconstitué', de: 'rekonstruierter Text' },
} satisfies Record<string, Record<Lang, string>>;

const w = (key: keyof typeof WORDS, lang: Lang) => WORDS[key][lang];

const PROVINCES = new Map(boardData.provinces.map((p) => [p.id, p]));
const CARD_INFO = new Map<string, { effect: Record<Lang, string>; provenance: string }>(
  [...tacticData.cards, ...daimyoData.cards].map((c: any) => [c.id, { effect: c.effect, provenance: c.provenance }]),
);

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, unknown> = {}, ...kids: (Node | string | null | false | undefined)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') e.addEventListener(k.slice(2), v as EventListener);
    else e.setAttribute(k === 'className' ? 'class' : k, v === true ? '' : String(v));
  }
  for (const k of kids) if (k !== null && k !== undefined && k !== false) e.append(k);
  return e;
}

function svg(tag: string, attrs: Record<string, unknown> = {}, ...kids: (Node | string)[]): SVGElement {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null && v !== false) e.setAttribute(k, String(v));
  for (const k of kids) e.append(k);
  return e;
}

/** Every province id a move mentions, at any depth: what clicking the map filters on. */
function provincesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && PROVINCES.has(value)) out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => provincesIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => provincesIn(v, out));
  return out;
}

const provinceLabel = (view: SengokuView, id: string) => {
  const p = view.provinces.find((x) => x.id === id);
  return `${PROVINCES.get(id)?.castle ?? id}${p?.castle ? ` (${p.castle})` : ''}`;
};

/** Which card the player is choosing options for, and the provinces clicked so far. Kept across renders. */
let selection: { card: string; kind: 'tactic' | 'daimyo'; clicked: string[] } | null = null;
let selectionKey = '';

function drawMap(view: SengokuView, ctx: BoardContext, highlight: Set<string>, onProvince: ((id: string) => void) | null): SVGElement {
  const map = svg('svg', { viewBox: '0 0 1000 720', class: 'sengoku-map', role: 'img', 'aria-label': 'Sengoku map' });
  map.append(svg('rect', { x: 0, y: 0, width: 1000, height: 720, fill: '#cfe3ef', rx: 12 }));
  for (const [kind, links] of [['land', boardData.land], ['sea', boardData.sea]] as const) {
    for (const [a, b] of links) {
      const pa = PROVINCES.get(a as string)!, pb = PROVINCES.get(b as string)!;
      map.append(svg('line', {
        x1: pa.x, y1: pa.y, x2: pb.x, y2: pb.y, class: `link ${kind}`,
        stroke: kind === 'land' ? '#8a6d3b' : '#1f6f7a', 'stroke-width': kind === 'land' ? 10 : 6,
        'stroke-dasharray': kind === 'sea' ? '14 10' : undefined, 'stroke-linecap': 'round', opacity: 0.55,
      }));
    }
  }
  for (const p of view.provinces) {
    const geo = PROVINCES.get(p.id)!;
    const lit = highlight.has(p.id);
    const g = svg('g', { class: `province${lit ? ' lit' : ''}${p.result ? ' resolved' : ''}`, 'data-province': p.id, transform: `translate(${geo.x} ${geo.y})`, tabindex: onProvince && lit ? 0 : undefined });
    const owner = p.result?.winner ?? null;
    g.append(svg('circle', { r: 56, fill: geo.island ? '#e8dcc0' : '#efe3c6', stroke: lit ? '#ff7a00' : owner !== null ? SEAT_COLOURS[owner] : '#8a7a5a', 'stroke-width': lit ? 7 : owner !== null ? 6 : 2, opacity: p.result ? 0.7 : 1 }));
    // Castle token with its value.
    g.append(svg('circle', { cx: 0, cy: -30, r: 20, fill: p.result?.discarded ? '#bbb' : '#fff', stroke: '#333', 'stroke-width': 2 }));
    g.append(svg('text', { x: 0, y: -23, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700, class: 'castle-value' }, String(p.castle ?? '–')));
    g.append(svg('text', { x: 0, y: 74, 'text-anchor': 'middle', 'font-size': 14, fill: '#222', 'font-weight': 600 }, `${geo.castle} ${geo.kanji}`));
    // Pawns: one column per seat present, armies (square), reinforcements (white), Daimyo (diamond).
    const present = Array.from({ length: view.players }, (_, s) => s).filter((s) => (p.armies[s] ?? 0) + (p.reinforcements[s] ?? 0) > 0 || p.daimyo.includes(s));
    present.forEach((s, i) => {
      const x = (i - (present.length - 1) / 2) * 30;
      const colour = SEAT_COLOURS[s]!;
      const armies = p.armies[s] ?? 0;
      if (armies > 0) {
        g.append(svg('rect', { x: x - 12, y: -4, width: 24, height: 24, rx: 3, fill: colour, stroke: '#222', class: 'army', 'data-seat': s, 'data-count': armies }));
        g.append(svg('text', { x, y: 14, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 700, fill: '#fff' }, String(armies)));
      }
      const reinf = p.reinforcements[s] ?? 0;
      if (reinf > 0) {
        g.append(svg('circle', { cx: x, cy: 34, r: 10, fill: '#fff', stroke: colour, 'stroke-width': 3, class: 'reinforcement', 'data-seat': s, 'data-count': reinf }));
        g.append(svg('text', { x, y: 39, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700 }, String(reinf)));
      }
      if (p.daimyo.includes(s)) {
        g.append(svg('polygon', { points: `${x},44 ${x + 11},56 ${x},68 ${x - 11},56`, fill: colour, stroke: '#000', 'stroke-width': 2, class: 'daimyo-pawn', 'data-seat': s }));
      }
    });
    const title = svg('title');
    title.textContent = `${geo.castle} (${p.castle}) — ${geo.region[ctx.lang]}` +
      (p.result ? (p.result.discarded ? ` — ${w('discarded', ctx.lang)}` : ` — ${w('won', ctx.lang)} ${ctx.seatNames[p.result.winner!] ?? ''}`) : '');
    g.append(title);
    if (onProvince && lit) {
      g.style.cursor = 'pointer';
      g.addEventListener('click', () => onProvince(p.id));
      g.addEventListener('keydown', (e) => { if ((e as KeyboardEvent).key === 'Enter') onProvince(p.id); });
    }
    map.append(g);
  }
  return map;
}

function playerPanel(view: SengokuView, ctx: BoardContext): HTMLElement {
  const lang = ctx.lang;
  const table = el('table', { className: 'sengoku-players' },
    el('tr', {}, el('th', {}, ''), el('th', {}, w('reserve', lang)), el('th', {}, w('katana', lang)), el('th', {}, w('castles', lang)), el('th', {}, w('score', lang)), el('th', {}, w('tactic', lang)),
      view.advanced ? el('th', {}, w('daimyoCard', lang)) : null));
  for (let s = 0; s < view.players; s++) {
    const r = view.reserves[s]!;
    const won = view.castlesWon[s]!;
    const card = view.daimyoCards[s];
    table.append(el('tr', { 'data-seat': s, className: view.current === s ? 'your-turn' : '' },
      el('td', {}, el('span', { style: `display:inline-block;width:.9em;height:.9em;border-radius:2px;background:${SEAT_COLOURS[s]};margin-right:.3em` }), `${ctx.seatNames[s]} (${COLOURS[lang][s]})`),
      el('td', { className: 'reserve' }, `${r.armies}${r.daimyo ? ' + ◆' : ''}`),
      el('td', {}, view.katana[s] ? `⚔ ${view.katana[s]}` : '—'),
      el('td', { className: 'castles' }, [...won.large.map(String), ...won.small.map((v) => `(${v})`)].join(' ') || '—'),
      el('td', { className: 'score' }, String(view.scores[s])),
      el('td', {}, view.tacticUsed[s] ? cardName(view.tacticUsed[s]!, lang) : '—'),
      view.advanced ? el('td', {}, !card ? '—' : card.card ? `${cardName(card.card, lang)}${card.used ? ` (${w('used', lang)})` : ''}` : view.phase === 'draft' ? '—' : `🂠 ${w('faceDown', lang)}`) : null));
  }
  return table;
}

function cardTile(id: string, lang: Lang, options: Move[], onChoose: (() => void) | null, extra = ''): HTMLElement {
  const info = CARD_INFO.get(id);
  const possible = options.length > 0 && onChoose !== null;
  return el('button', {
    className: `sengoku-card secondary${possible ? '' : ' impossible'}`, 'data-card': id, disabled: !possible,
    title: info?.effect[lang] ?? '', onclick: onChoose ?? undefined,
  },
  el('strong', {}, cardName(id, lang)), extra,
  el('br'), el('small', {}, info?.effect[lang] ?? ''),
  info?.provenance === 'reconstructed' ? el('em', { className: 'provisional' }, ` (${w('provisional', lang)})`) : null,
  onChoose !== null && !possible ? el('em', {}, ` — ${w('impossible', lang)}`) : null);
}

function actions(view: SengokuView, ctx: BoardContext, rerender: () => void): HTMLElement {
  const lang = ctx.lang;
  const box = el('div', { className: 'sengoku-actions card' });
  const moves = ctx.legalMoves;
  const mine = moves.length > 0;
  if (view.phase === 'finished') { box.append(el('p', {}, w('finished', lang))); return box; }

  if (view.turn.dice) {
    box.append(el('p', { className: 'dice' }, `${w('dice', lang)}: `, ...view.turn.dice.map((d) => el('span', { className: 'die', 'data-die': d }, String(d)))));
  }
  if (!mine) {
    if (view.current !== null) box.append(el('p', { className: 'muted' }, `${w('waiting', lang)} ${ctx.seatNames[view.current]}`));
  }

  if (view.phase === 'draft') {
    box.append(el('h3', {}, mine ? w('draft', lang) : w('offer', lang)));
    const row = el('div', { className: 'card-row' });
    for (const id of view.daimyoOffer) {
      const opts = moves.filter((m) => m.type === 'draft' && m.card === id);
      row.append(cardTile(id, lang, opts, mine ? () => void ctx.play(opts[0]!) : null));
    }
    box.append(row);
    return box;
  }

  // Simple moves: roll, reroll, deploy.
  const simple = moves.filter((m) => m.type === 'roll' || m.type === 'reroll');
  const deploys = moves.filter((m) => m.type === 'deploy');
  if (simple.length || deploys.length) {
    const row = el('div', { className: 'move-row' });
    for (const m of simple) row.append(el('button', { 'data-move': m.type, onclick: () => void ctx.play(m) }, describeMove(m as any, lang)));
    box.append(row);
  }
  if (deploys.length) {
    box.append(el('p', {}, w('keep', lang)));
    const row = el('div', { className: 'move-row' });
    for (const m of deploys) {
      const dice = [...(view.turn.dice ?? [])];
      dice.splice(dice.indexOf(m.die as number), 1);
      const sum = dice.reduce((a, b) => a + b, 0);
      const target = view.provinces.find((p) => p.castle === sum);
      row.append(el('button', { 'data-move': 'deploy', 'data-die': m.die, 'data-daimyo': m.daimyo ? 'yes' : 'no', onclick: () => void ctx.play(m) },
        `${describeMove(m as any, lang)} → ${target ? provinceLabel(view, target.id) : sum}`));
    }
    box.append(row);
  }

  // Cards: the fan (tactics) and, in advanced games, the player's own Daimyo card.
  const showCards = view.phase === 'deployment';
  if (showCards) {
    const canChooseCards = moves.some((m) => m.type === 'roll') || moves.some((m) => m.type === 'tactic' || m.type === 'daimyo');
    if (mine && canChooseCards) box.append(el('p', {}, w('or', lang)));
    if (view.cardsClosed) box.append(el('p', { className: 'muted' }, w('closed', lang)));
    box.append(el('h3', {}, w('fan', lang)));
    const row = el('div', { className: 'card-row', id: 'tactic-fan' });
    for (const id of view.fan) {
      const opts = moves.filter((m) => m.type === 'tactic' && m.card === id);
      row.append(cardTile(id, lang, opts, mine && canChooseCards ? () => { selection = { card: id, kind: 'tactic', clicked: [] }; rerender(); } : null));
    }
    if (view.advanced && view.seat !== null) {
      const own = view.daimyoCards[view.seat];
      if (own?.card && !own.used) {
        const opts = moves.filter((m) => m.type === 'daimyo');
        row.append(cardTile(own.card, lang, opts, mine && canChooseCards ? () => { selection = { card: own.card!, kind: 'daimyo', clicked: [] }; rerender(); } : null, ' ◆'));
      }
    }
    box.append(row);
  }
  return box;
}

function optionsPanel(view: SengokuView, ctx: BoardContext, options: Move[], rerender: () => void): HTMLElement {
  const lang = ctx.lang;
  const box = el('div', { className: 'sengoku-options card', id: 'card-options' },
    el('h3', {}, cardName(selection!.card, lang)),
    el('p', { className: 'muted' }, CARD_INFO.get(selection!.card)?.effect[lang] ?? ''),
    el('p', {}, w('pick', lang)));
  const list = el('div', { className: 'option-list' });
  for (const m of options.slice(0, 60)) {
    list.append(el('button', { className: 'secondary option', 'data-option': JSON.stringify(m), onclick: () => { selection = null; void ctx.play(m); } }, describeMove(m as any, lang)));
  }
  if (options.length > 60) list.append(el('p', { className: 'muted' }, `… +${options.length - 60}`));
  box.append(list, el('button', { className: 'secondary', id: 'cancel-card', onclick: () => { selection = null; rerender(); } }, w('cancel', lang)));
  return box;
}

export const board: BoardUi = {
  render(root, ctx) {
    const view = ctx.view as SengokuView;
    // A selection belongs to one decision point; a new version of the legal moves clears it.
    const key = JSON.stringify(ctx.legalMoves.length) + (view.turn.dice?.join() ?? '') + view.current + view.fan.join();
    if (key !== selectionKey) { selection = null; selectionKey = key; }
    const rerender = () => board.render(root, ctx);

    let options: Move[] = [];
    let highlight = new Set<string>();
    if (selection) {
      options = ctx.legalMoves.filter((m) => m.type === selection!.kind && m.card === selection!.card)
        .filter((m) => selection!.clicked.every((p) => provincesIn(m).has(p)));
      for (const m of options) for (const p of provincesIn(m)) if (!selection.clicked.includes(p)) highlight.add(p);
      for (const p of selection.clicked) highlight.add(p);
    }
    const onProvince = selection ? (id: string) => {
      if (selection!.clicked.includes(id)) selection!.clicked = selection!.clicked.filter((x) => x !== id);
      else selection!.clicked.push(id);
      rerender();
    } : null;

    root.replaceChildren(
      el('style', {}, `
        .sengoku-map { width: 100%; height: auto; max-height: 70vh; display: block; }
        .sengoku-map .province.lit circle:first-child { filter: drop-shadow(0 0 6px #ff7a00); }
        .sengoku-players { width: 100%; font-size: .9rem; margin: .5rem 0; }
        .card-row, .move-row, .option-list { display: flex; flex-wrap: wrap; gap: .4rem; margin: .3rem 0; }
        .sengoku-card { max-width: 15rem; text-align: left; }
        .sengoku-card.impossible { opacity: .5; }
        .die { display: inline-block; width: 1.8em; height: 1.8em; line-height: 1.8em; text-align: center; border: 2px solid #333; border-radius: 5px; margin-right: .3em; font-weight: 700; background: #fff; }
        .provisional { color: #a06000; }
      `),
      drawMap(view, ctx, highlight, onProvince),
      playerPanel(view, ctx),
      selection ? optionsPanel(view, ctx, options, rerender) : actions(view, ctx, rerender),
    );
  },
};
