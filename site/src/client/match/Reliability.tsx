/**
 * The match page's reliability figures (docs/_incoming/reliability.md), mounted by Seats.tsx: a
 * small stand-in that loads ReliabilityBadges.tsx (the fetch and the words) after the first draw,
 * so the figures weigh nothing in the match page's script budget.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import type { Snapshot } from './types';

type Mod = typeof import('./ReliabilityBadges');
let loading: Promise<Mod> | null = null;

export function Reliability(props: { snap: Snapshot; lang: Lang; seat?: number }) {
  const [mod, setMod] = useState<Mod | null>(null);
  useEffect(() => { (loading ??= import('./ReliabilityBadges')).then(setMod); }, []);
  return mod ? <mod.Badge {...props} /> : null;
}
