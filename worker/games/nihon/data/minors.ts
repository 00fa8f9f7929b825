/**
 * Minor powers (FR 231-260, 434-455, 505-508). Every neutral province holds one minor; the data here
 * gives the kinds and their fixed values. Provenance on each record.
 */
import type { Provenance } from './map';

export type MinorKind = 'clan' | 'temple' | 'tribe' | 'jade' | 'court' | 'nanban' | 'demon';

export interface MinorKindData {
  kind: MinorKind;
  name: string;
  /** Honour value used as the Diplomacy advantage (FR 257-260). */
  honor: number;
  /** Diplomacy (or Piety for temples) resisting an alliance attempt (A23, proposed 1). */
  resist: number;
  /** The province counts as having a castle (temples, FR 250-256). */
  fortified: boolean;
  src: Provenance;
}

export const MINOR_KINDS: Record<MinorKind, MinorKindData> = {
  clan: { kind: 'clan', name: 'minor clan', honor: 3.5, resist: 1, fortified: false, src: 'rulebook' },
  temple: { kind: 'temple', name: 'Zazen temple', honor: 3.5, resist: 1, fortified: true, src: 'rulebook' },
  tribe: { kind: 'tribe', name: 'tribe', honor: 0, resist: 1, fortified: false, src: 'rulebook' },
  jade: { kind: 'jade', name: 'Jade Empire', honor: 0, resist: 99, fortified: false, src: 'rulebook' },
  court: { kind: 'court', name: 'imperial court', honor: 3.5, resist: 99, fortified: false, src: 'proposed' },
  nanban: { kind: 'nanban', name: 'Nanban (Krishito minor clan)', honor: 3.5, resist: 1, fortified: false, src: 'proposed' },
  demon: { kind: 'demon', name: 'demonic forces', honor: 0, resist: 99, fortified: false, src: 'rulebook' },
};

/** Map of the map file's initial_control values to minor kinds. */
export function minorKindOf(start: string): MinorKind | null {
  if (start === 'minor_clan') return 'clan';
  if (start.startsWith('temple_')) return 'temple';
  if (start.startsWith('tribe_')) return 'tribe';
  if (start === 'jade_empire') return 'jade';
  if (start === 'imperial_court') return 'court';
  if (start === 'minor_nanban') return 'nanban';
  return null;
}

/** The minor army of a neutral province (FR 434-450). */
export const MINOR_ARMY = {
  general: { strategy: 2, combat: 2, heads: 0 },
  samuraiPerPop: 2,
  difficultBonus: 1,
  regenPerTurn: 1,
  src: 'rulebook' as Provenance,
};
