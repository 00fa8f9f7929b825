import { randomSource } from './worker/engine/rng';
import { nihon, randomSheet } from './worker/games/nihon/index';
import { resolveTurn } from './worker/games/nihon/resolve';
const vals = new Map<string, Set<string>>();
for (const seed of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8']) {
  const parsed = nihon.parseOptions({}, 6); if (!parsed.ok) throw 0;
  let s = nihon.setup({ players: 6, options: parsed.options, seed: seed.repeat(20) });
  const rnd = randomSource(`${seed}/bot`);
  for (let t = 0; t < 70 && s.phase === 'orders'; t++) {
    const sheets = s.clans.map((_, i) => (s.clans[i]!.status === 'abandoned' ? null : randomSheet(s, i, rnd)));
    const r = resolveTurn({ ...s, sheets });
    s = r.state;
    for (const e of r.events) for (const [k, v] of Object.entries(e)) {
      if (k === 'type' || k === 'visibleTo' || k === 'rule') continue;
      const add = (x: unknown) => { if (typeof x === 'string') { const key = `${e.type}.${k}`; const set = vals.get(key) ?? new Set(); set.add(x); vals.set(key, set); } };
      if (Array.isArray(v)) v.forEach(add); else add(v);
    }
  }
}
for (const [k, set] of [...vals].sort()) console.log(k, '=>', [...set].slice(0, 12).join(' | '), set.size > 12 ? `(+${set.size - 12})` : '');
