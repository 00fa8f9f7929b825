/**
 * The castle as a map: three floors of spaces (locations with their stack of lantern tokens,
 * action tiles, influence decks), drawn in the kit's MapView so it pans and zooms on a phone with
 * its text at least 12 px. Spaces that answer a legal move act as buttons (role, tab stop,
 * Enter/Space); the same moves are also buttons under the prompt.
 */
import type { Lang } from '../../../engine/contract';
import { MapView } from '../../../../site/src/board-kit';
import { influenceCard, type Color } from '../data';
import { ACTION_NAMES } from '../text';
import type { WcdView } from '../view';
import { colorName, locationName } from './names';
import { cap, w } from './words';
import { colon } from '../../../engine/colon';

const CELL = 100;
const GAP = 8;
const ROW_H = 118;
const WIDTH = 7 * (CELL + GAP) + 12;
const HEIGHT = 3 * ROW_H + 16;
/** The smallest text drawn on the map, in viewBox units (MapView keeps it >= 12 px on screen). */
const SMALLEST = 13;

export const LANTERN_FILL: Record<Color, string> = { coral: '#ef7d62', black: '#2f2b30', white: '#fbf8ef' };
const FAMILY_FILL: Record<string, string> = { blue: '#3b6db3', green: '#3f8a4c', coral: '#dc7256' };

export interface SpaceAction {
  /** The move type the space answers, and whether clicking it opens a narrower choice. */
  move: string;
  narrow: boolean;
  onAct: () => void;
}

export interface CastleProps {
  view: WcdView;
  lang: Lang;
  /** What clicking a space does now (undefined: nothing). */
  actionFor: (space: string) => SpaceAction | undefined;
  touched: Set<string>;
}

export function Castle({ view, lang, actionFor, touched }: CastleProps) {
  const floors = view.castle.floors;
  return (
    <MapView opensFitted width={WIDTH} height={HEIGHT} smallestText={SMALLEST} label={w(lang, 'castle')} lang={lang} id="wcd-castle" class="wcd-castle">
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} rx={12} fill="#f3ead8" />
      {floors.map((row, f) => {
        const y = 8 + (floors.length - 1 - f) * ROW_H;
        const x0 = (WIDTH - row.length * (CELL + GAP) + GAP) / 2;
        return (
          <g key={f} class="wcd-floor" data-floor={f + 1}>
            <rect x={x0 - 6} y={y - 4} width={row.length * (CELL + GAP) - GAP + 12} height={CELL + 8} rx={8} fill="#e2d6bd" />
            {row.map((space, i) => <Space key={space} view={view} lang={lang} space={space} x={x0 + i * (CELL + GAP)} y={y} act={actionFor(space)} last={touched.has(space)} />)}
          </g>
        );
      })}
    </MapView>
  );
}

function Space({ view, lang, space, x, y, act, last }: { view: WcdView; lang: Lang; space: string; x: number; y: number; act?: SpaceAction; last: boolean }) {
  const loc = view.castle.locations.find((l) => l.id === space);
  const deck = view.castle.decks.find((d) => d.slot === space);
  const kind = view.castle.actions[space];
  const remaining = view.turn?.remaining.includes(space) ?? false;
  const current = view.turn?.location === space;
  let label = '';
  let body = null;
  if (loc) {
    const tokens = loc.stack.map((c) => colorName(c, lang)).join(', ') || w(lang, 'noTokens');
    label = `${locationName(space, lang)}${colon(lang)}${w(lang, 'printedLantern', { c: colorName(loc.color, lang) })}; ${w(lang, 'tokens', { t: tokens })}`;
    const h = Math.min(14, 56 / Math.max(1, loc.stack.length));
    body = (
      <>
        <text x={x + 8} y={y + 20} font-size={14} font-weight={700} fill="#3b2f22">{locationName(space, lang)}</text>
        <circle cx={x + CELL / 2} cy={y + 62} r={26} fill={LANTERN_FILL[loc.color]} stroke="#3a2f25" stroke-width={1.5} opacity={loc.stack.length ? 0.35 : 1} />
        {loc.stack.map((c, i) => (
          <rect key={i} x={x + 24} y={y + 88 - (i + 1) * h} width={CELL - 48} height={h - 1} rx={3} fill={LANTERN_FILL[c]} stroke="#3a2f25" stroke-width={1.2} data-token={c} />
        ))}
      </>
    );
  } else if (deck) {
    const top = deck.top ? influenceCard(deck.top) : null;
    label = `${w(lang, 'deck', { n: deck.deck })}${colon(lang)}${top ? top.name[lang] : w(lang, 'empty')}; ${w(lang, 'cardsLeft', { n: deck.count })}`;
    body = (
      <>
        <rect x={x + 10} y={y + 30} width={CELL - 20} height={56} rx={6} fill={top ? FAMILY_FILL[top.color] : '#ddd'} stroke="#3a2f25" />
        <text x={x + 8} y={y + 20} font-size={14} font-weight={700} fill="#3b2f22">{w(lang, 'deck', { n: deck.deck })}</text>
        <text x={x + CELL / 2} y={y + 64} font-size={14} font-weight={700} text-anchor="middle" fill="#fff">{deck.count}</text>
      </>
    );
  } else if (kind) {
    label = `${w(lang, 'slotTile', { a: ACTION_NAMES[kind][lang] })}${remaining ? ` (${w(lang, 'toUse')})` : ''}`;
    body = (
      <>
        <rect x={x + 6} y={y + 6} width={CELL - 12} height={CELL - 12} rx={7} fill="#fffaf0" stroke="#d8c7a2" />
        {/* Long names (Entraînement, Amélioration) are squeezed into the tile rather than made smaller than 13. */}
        <text x={x + CELL / 2} y={y + 56} font-size={ACTION_NAMES[kind][lang].length > 10 ? 13 : 15} font-weight={700} text-anchor="middle" fill="#3b2f22"
          textLength={ACTION_NAMES[kind][lang].length > 10 ? CELL - 20 : undefined} lengthAdjust="spacingAndGlyphs">{ACTION_NAMES[kind][lang]}</text>
        {remaining ? <text x={x + CELL / 2} y={y + 82} font-size={16} text-anchor="middle" fill="#8a4b00" aria-hidden="true">★</text> : null}
      </>
    );
  }
  const frame = (
    <rect x={x} y={y} width={CELL} height={CELL} rx={10} class={`wcd-space-bg ${last ? 'kit-last' : ''}`}
      fill={current ? '#fff3c4' : '#fbf8f1'} stroke={remaining || current ? '#8a4b00' : '#b9a47c'} stroke-width={remaining || current ? 3 : 1.3}
      stroke-dasharray={remaining ? '7 4' : undefined} />
  );
  // (The last change's mark goes on the frame only: on the group it would outline every token too.)
  const cls = `wcd-space ${act ? 'wcd-act lit' : ''} ${last ? 'wcd-last' : ''}`;
  if (!act) {
    return <g class={cls} data-space={space} data-location={loc ? space : undefined} data-deck={deck ? deck.deck : undefined} data-slot={kind ? space : undefined}><title>{cap(label)}</title>{frame}{body}</g>;
  }
  return (
    <g class={cls} role="button" tabindex={0} aria-label={cap(label)} data-space={space} data-location={loc ? space : undefined} data-deck={deck ? deck.deck : undefined} data-slot={kind ? space : undefined}
      data-move={act.move} data-narrow={act.narrow ? '1' : undefined} data-where="table"
      onClick={act.onAct} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); act.onAct(); } }}>
      {frame}{body}
    </g>
  );
}
