/** The honour rank adjustment (FR 1770-1851; digest 18.2, ambiguities A34, A35). Pure. */

export interface HonorStep { clan: number; pass: 'climb' | 'fall'; moved: boolean; over?: number }

/**
 * @param track clans from the top of the track (rank N) down to the bottom (rank 1)
 * @param mods net modifier of each clan (by clan id)
 * @returns the intermediate track (after the climb pass) and the final one, both top first
 */
export function adjustHonor(track: number[], mods: Record<number, number>, fallTie: 'lower-first' | 'higher-first' = 'lower-first'): { intermediate: number[]; final: number[]; steps: HonorStep[] } {
  const t = track.slice();
  const m = (c: number) => mods[c] ?? 0;
  const steps: HonorStep[] = [];
  // Climb pass: positive modifiers, largest first; ties: the higher on the track first.
  const climbers = t.filter((c) => m(c) > 0).sort((a, b) => m(b) - m(a) || t.indexOf(a) - t.indexOf(b));
  for (const c of climbers) {
    const i = t.indexOf(c);
    if (i === 0) { steps.push({ clan: c, pass: 'climb', moved: false }); continue; }
    const above = t[i - 1]!;
    if (m(above) > m(c)) { steps.push({ clan: c, pass: 'climb', moved: false, over: above }); continue; }
    t[i - 1] = c; t[i] = above;
    steps.push({ clan: c, pass: 'climb', moved: true, over: above });
  }
  const intermediate = t.slice();
  // Fall pass: negative modifiers, most negative first; ties: the lower on the track first (A35).
  const fallers = t.filter((c) => m(c) < 0).sort((a, b) => m(a) - m(b) || (fallTie === 'lower-first' ? t.indexOf(b) - t.indexOf(a) : t.indexOf(a) - t.indexOf(b)));
  for (const c of fallers) {
    const i = t.indexOf(c);
    if (i === t.length - 1) { steps.push({ clan: c, pass: 'fall', moved: false }); continue; }
    const below = t[i + 1]!;
    if (m(below) < m(c)) { steps.push({ clan: c, pass: 'fall', moved: false, over: below }); continue; }
    t[i + 1] = c; t[i] = below;
    steps.push({ clan: c, pass: 'fall', moved: true, over: below });
  }
  return { intermediate, final: t, steps };
}
