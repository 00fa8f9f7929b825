/**
 * What the last change touched: every string id mentioned in its events (provinces, cards,
 * units...). A board marks those of its elements whose id is in the set with the `kit-last` class.
 */
import type { LastChange } from '../../../worker/engine/ui-contract';

export function idsTouched(change: LastChange | null | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, depth: number) => {
    if (depth > 8) return;
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'type' && k !== 'rule') walk(x, depth + 1);
  };
  for (const e of change?.events ?? []) walk(e, 0);
  return out;
}
