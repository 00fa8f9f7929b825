/**
 * The 16 rituals (FR 509-527, 1350-1561; digest section 10). No test: a ritual works when its
 * conditions hold and the caster's Piety reaches the ritual's own threshold (A28).
 */
import type { Provenance } from './map';

export type Element = 'air' | 'water' | 'fire' | 'earth' | 'spirit';
export type RitualTarget = 'none' | 'character' | 'army' | 'sea' | 'province' | 'province-or-character' | 'clan-ritual';

export interface RitualData {
  id: string;
  name: string;
  nameFr: string;
  element: Element;
  level: 1 | 2 | 3;
  /** Turn-sequence step (digest section 15). */
  step: number;
  target: RitualTarget;
  /** Minimum Piety of the caster (some rituals refine it, see conditions). */
  minPiety: number;
  /** The caster is wounded (already wounded: dies). */
  woundsCaster: boolean;
  forbidden?: boolean;
  lost?: boolean;
  conditions: string;
  effect: string;
  src: Provenance;
}

const R: Provenance = 'rulebook';
export const RITUALS: RitualData[] = [
  { id: 'brume', name: 'Mist', nameFr: 'Brume', element: 'air', level: 1, step: 57, target: 'character', minPiety: 1, woundsCaster: false, conditions: 'Piety >= 1', effect: "target's concealment +1", src: R },
  { id: 'pieds_legers', name: 'Light feet', nameFr: 'Pieds légers', element: 'air', level: 2, step: 35, target: 'army', minPiety: 2, woundsCaster: false, conditions: 'caster in the province of the army (not inside another army); Piety >= 2', effect: 'the army is not stopped on its path; it fights only in its final province', src: R },
  { id: 'kami_kaze', name: 'Kami Kaze', nameFr: 'Kami Kaze', element: 'air', level: 3, step: 13, target: 'sea', minPiety: 2, woundsCaster: true, conditions: 'caster in a coastal province adjacent to the sea; Piety >= 2 (small waves) or >= 3 (big waves)', effect: 'every fleet placed there is dispersed; adjacent ships resources produce nothing', src: R },
  { id: 'regeneration', name: 'Regeneration', nameFr: 'Régénération', element: 'water', level: 1, step: 6, target: 'character', minPiety: 1, woundsCaster: false, conditions: 'Piety >= 1', effect: 'heals the target', src: R },
  { id: 'tyran', name: 'Tyrant of the waters', nameFr: 'Le Tyran des eaux', element: 'water', level: 2, step: 14, target: 'province', minPiety: 2, woundsCaster: false, conditions: 'caster in or adjacent to a province touched by a river or lake link; Piety >= 2', effect: 'no army enters or leaves the province this turn; the province is pillaged', src: R },
  { id: 'cheminer', name: 'Walk on the wave crests', nameFr: 'Cheminer sur la crête des vagues', element: 'water', level: 3, step: 36, target: 'army', minPiety: 3, woundsCaster: true, conditions: 'caster in the province of the army; Piety >= 3', effect: 'the army crosses seas without fleets and ignores Kami Kaze and the Tyrant of the waters', src: R },
  { id: 'vision', name: 'Vision', nameFr: 'Vision', element: 'fire', level: 1, step: 58, target: 'province-or-character', minPiety: 1, woundsCaster: false, conditions: 'Piety >= 1', effect: "the caster's Piety is the clan's vision on the province (or the character's province)", src: R },
  { id: 'lire_avenir', name: "Read the world's future", nameFr: "Lire l'avenir du monde", element: 'fire', level: 2, step: 47, target: 'none', minPiety: 2, woundsCaster: false, conditions: 'caster in a province with a sanctuary; Piety >= 2', effect: 'a note on the non-player threats closest to breaking out', src: R },
  { id: 'immolation', name: 'Immolation', nameFr: 'Immolation', element: 'fire', level: 3, step: 5, target: 'none', minPiety: 3, woundsCaster: true, conditions: 'Piety >= 3 (conditions blank in the OCR, A29)', effect: "every ritual of level <= min(caster clan's sanctuaries, caster's Piety) has no effect this turn", src: R },
  { id: 'sang_nourrit', name: 'Blood feeds the earth', nameFr: 'Le sang nourrit la terre', element: 'earth', level: 1, step: 17, target: 'none', minPiety: 1, woundsCaster: true, conditions: 'Piety >= 1', effect: "the caster's province gives its owner +1 koku per population", src: R },
  { id: 'forteresse', name: 'Fortress', nameFr: 'Forteresse', element: 'earth', level: 2, step: 34, target: 'province', minPiety: 2, woundsCaster: false, conditions: 'caster in or adjacent to the province; Piety >= 2 (difficult) or >= 3 (rough); not on plains (A26)', effect: "an army of the caster's clan attacked there fights with a temporary castle", src: R },
  { id: 'dragon', name: 'Wake the Earth Dragon', nameFr: 'Que s’éveille le Dragon de la Terre', element: 'earth', level: 3, step: 12, target: 'province', minPiety: 2, woundsCaster: true, conditions: 'as Fortress', effect: 'the castle loses one stage; the province is pillaged', src: R },
  { id: 'prieres', name: 'Prayers', nameFr: 'Prières', element: 'spirit', level: 1, step: 18, target: 'none', minPiety: 1, woundsCaster: false, conditions: 'Piety >= 1', effect: 'one extra sanctuary this turn', src: R },
  { id: 'armee_morts', name: 'Rise, army of the dead', nameFr: 'Que se lève l’armée des morts', element: 'spirit', level: 2, step: 32, target: 'army', minPiety: 1, woundsCaster: false, forbidden: true, conditions: 'caster in the province of an army of his clan; Piety >= 1', effect: "creatures equal to the caster's Piety join the army; honour -10", src: R },
  { id: 'champion', name: 'Come, champion of darkness', nameFr: 'Viens à moi, champion des Ténèbres', element: 'spirit', level: 3, step: 44, target: 'none', minPiety: 1, woundsCaster: true, forbidden: true, conditions: 'Piety >= 1; at most one demon per clan', effect: "a demon character joins the clan in the caster's province; honour -10", src: R },
  { id: 'eveil', name: 'Awakening', nameFr: 'Éveil', element: 'spirit', level: 2, step: 47, target: 'character', minPiety: 2, woundsCaster: false, lost: true, conditions: 'caster and target in a province with a sanctuary; target Piety 0-2', effect: "target's Piety +1; the sanctuary is destroyed", src: R },
  { id: 'oubli', name: 'Oblivion', nameFr: 'Oubli', element: 'spirit', level: 3, step: 47, target: 'clan-ritual', minPiety: 3, woundsCaster: true, lost: true, conditions: "caster in a sanctuary province; caster Piety + sanctuaries > target clan's best priest Piety + its sanctuaries", effect: 'the target clan forgets a ritual of level below the caster Piety', src: R },
];

export const RITUAL_BY_ID: Record<string, RitualData> = Object.fromEntries(RITUALS.map((r) => [r.id, r]));

/** Demon talents by the caster's Piety (the table is missing from the rulebook, A31b): proposed. */
export const DEMON_TALENTS: Record<number, [number, number, number, number, number]> = {
  1: [2, 1, 1, 0, 0],
  2: [3, 2, 1, 0, 0],
  3: [3, 3, 2, 0, 1],
};

/** Threats reported by "Read the world's future" (A30): proposed narrative table. */
export const THREATS = ['jade-invasion', 'demon-incursion', 'barbarian-rising', 'temple-awakening'] as const;
