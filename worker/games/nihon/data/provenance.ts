/**
 * NIHON's data in the provenance model every game shares (worker/engine/provenance.ts). NIHON's
 * own records say where each value comes from in three words (map.ts `Provenance`); this file
 * translates them to the shared scale, with what each word means for the game as played:
 *   rulebook  → one source: stated or implied by the French rulebook (the only book there is);
 *   geography → inferred: taken from Japan's real provinces and borders, on the assumption that
 *               the original map (never made public) followed them;
 *   proposed  → invented: a value Tenka proposes so the game is playable (terrain, population,
 *               resources of most provinces, the seas' shapes).
 * Server-side only (tests, the rules pages): the match page never loads it.
 */
import type { Confidence, SourceEntry } from '../../../engine/provenance';
import { CLANS } from './clans';
import type { Provenance } from './map';
import { LINK_SOURCES, OPTIONAL_SOURCES, PROVINCE_SOURCES, SEA_SOURCES } from './map-provenance';

export const NIHON_SOURCES: SourceEntry[] = [
  { id: 'rulebook-fr', cite: 'NIHON, French rulebook (42 pages, 2018): its text and annex tables (shared/seeds)' },
  { id: 'geography', cite: "Japan's historical provinces and their borders (shared/research/nihon-map-data.md)" },
  { id: 'tenka', cite: 'Proposed by Tenka for this adaptation: the original map and its tables were never made public' },
];

export const ORIGIN_MARK: Record<Provenance, { sources: string[]; confidence: Confidence }> = {
  rulebook: { sources: ['rulebook-fr'], confidence: 'one-source' },
  geography: { sources: ['geography'], confidence: 'inferred' },
  proposed: { sources: ['tenka'], confidence: 'invented' },
};

export interface NihonFact { id: string; what: string; origin: Provenance; sources: string[]; confidence: Confidence; note?: string }

const fact = (id: string, what: string, origin: Provenance, note?: string): NihonFact => ({ id, what, origin, ...ORIGIN_MARK[origin], ...(note ? { note } : {}) });

/** Every fact of NIHON's data with its mark: each province field, sea, land link, optional link and character. */
export function nihonFacts(): NihonFact[] {
  const out: NihonFact[] = [];
  for (const [id, p] of Object.entries(PROVINCE_SOURCES)) {
    for (const [field, origin] of Object.entries(p.src)) out.push(fact(`province/${id}/${field}`, `province ${id}: ${field}`, origin as Provenance, p.note));
  }
  for (const [id, s] of Object.entries(SEA_SOURCES)) out.push(fact(`sea/${id}`, `sea ${id}`, s.src, s.note));
  for (const [id, l] of Object.entries(LINK_SOURCES)) out.push(fact(`link/${id}`, `link ${id.replace('|', ' – ')}`, l.src, l.note));
  for (const [id, l] of Object.entries(OPTIONAL_SOURCES)) out.push(fact(`setting/${id}`, `optional link ${id}`, l.src, l.note));
  for (const clan of CLANS) for (const [field, origin] of Object.entries(clan.src)) out.push(fact(`clan/${clan.id}/${field}`, `clan ${clan.id}: ${field}`, origin));
  for (const clan of CLANS) for (const c of clan.characters) out.push(fact(`character/${clan.id}/${c.id}`, `${clan.id}: ${c.name}`, c.src, c.note));
  return out;
}
