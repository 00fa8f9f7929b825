/**
 * The pieces as small SVG drawings: strongholds, Daimyo, Bushi, Shinto, monsters (each kind its own
 * shape and kanji, the clan's colour as fill), the reward icons and the torii of the shrines. Text
 * inside is 14 viewBox units at least, so it stays readable once the map is scaled for a phone.
 */
import { MONSTER_KANJI } from './look';

export function Token({ unit, fill, x, y, count = 1, lit = false, chosen = false, glyphs = true }: { unit: string; fill: string; x: number; y: number; count?: number; lit?: boolean; chosen?: boolean; glyphs?: boolean }) {
  const ring = chosen ? '#1d1b19' : lit ? '#e8590c' : '#1b1b1b';
  const sw = chosen || lit ? 3 : 1.2;
  // Icons in running text are too small for a readable kanji: their shape says the kind, the name is written beside.
  const glyph = (s: string, colour = '#fff') => !glyphs ? null : <text x={0} y={5} text-anchor="middle" font-size={14} font-weight={700} fill={colour}>{s}</text>;
  let body;
  if (unit === 'stronghold') {
    body = <><path d="M-12,11 L-12,-1 L-14,-1 L-7,-8 L-8,-8 L0,-14 L8,-8 L7,-8 L14,-1 L12,-1 L12,11 Z" fill={fill} stroke={ring} stroke-width={sw} stroke-linejoin="round" />{glyph('城')}</>;
  } else if (unit === 'daimyo') {
    body = <><circle r={12.5} fill={fill} stroke={chosen || lit ? ring : '#f1c232'} stroke-width={chosen || lit ? 3 : 2.4} />{glyph('大')}</>;
  } else if (unit === 'bushi') {
    body = <><rect x={-11} y={-11} width={22} height={22} rx={4} fill={fill} stroke={ring} stroke-width={sw} />{glyph('侍')}</>;
  } else if (unit === 'shinto') {
    body = <><circle r={11.5} fill="#fffdf7" stroke={chosen || lit ? ring : fill} stroke-width={chosen || lit ? 3 : 2.6} />{glyph('神', fill)}</>;
  } else {
    body = <><polygon points="0,-14 12.1,-7 12.1,7 0,14 -12.1,7 -12.1,-7" fill="#2b2b2b" stroke={chosen || lit ? ring : fill} stroke-width={chosen || lit ? 3 : 2.6} />{glyph(MONSTER_KANJI[unit] ?? '妖')}</>;
  }
  return (
    <g transform={`translate(${x} ${y})`}>
      {/* A halo around what can be chosen: 30 units wide, so at least 24 px on a phone. */}
      {lit || chosen ? <circle r={15.5} fill={chosen ? '#ffd43b' : '#ff922b'} opacity={0.5} class="halo" /> : null}
      {body}
      {count > 1 ? <><circle cx={12} cy={-11} r={9} fill="#fff" stroke="#333" stroke-width={1} /><text x={12} y={-6} text-anchor="middle" font-size={14} font-weight={700} fill="#111">{count}</text></> : null}
    </g>
  );
}

/** A piece as an inline icon in running text (buttons, panels); decorative, its name is written beside it. */
export function UnitIcon({ unit, fill }: { unit: string; fill: string }) {
  return (
    <svg class="rs-icon" viewBox="-16 -16 32 32" width="22" height="22" aria-hidden="true">
      <Token unit={unit} fill={fill} x={0} y={0} glyphs={false} />
    </svg>
  );
}

export function ToriiIcon() {
  return (
    <svg class="rs-icon rs-torii" viewBox="0 0 24 20" width="18" height="15" aria-hidden="true">
      <path d="M1,3 Q12,0 23,3 L22,6 L2,6 Z" fill="#c92a2a" /><rect x={4} y={8} width={16} height={2.4} fill="#c92a2a" />
      <rect x={5.5} y={5} width={2.6} height={15} fill="#c92a2a" /><rect x={15.9} y={5} width={2.6} height={15} fill="#c92a2a" />
    </svg>
  );
}

/** The harvest reward icons on the map: a red star (VP), a gold coin, a grey Ronin disc. */
export function RewardIcon({ kind, x, y }: { kind: 'vp' | 'coin' | 'ronin'; x: number; y: number }) {
  if (kind === 'coin') return <g><circle cx={x} cy={y} r={8} fill="#f2c14e" stroke="#a07818" stroke-width={1.2} /><rect x={x - 2} y={y - 2} width={4} height={4} fill="#a07818" /></g>;
  if (kind === 'ronin') return <g><circle cx={x} cy={y} r={8} fill="#495057" /><path d={`M${x - 4},${y - 3} h8 M${x - 4},${y + 3} h8`} stroke="#fff" stroke-width={1.5} /></g>;
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) { const r = i % 2 ? 3.5 : 8.5, a = -Math.PI / 2 + (i * Math.PI) / 5; pts.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`); }
  return <polygon points={pts.join(' ')} fill="#c92a2a" stroke="#7a1010" stroke-width={0.8} />;
}
