/**
 * Where component data comes from, one model for every game.
 *
 * The rulebooks leave most card and tile faces out, so part of each game's data was read from
 * pictures, taken from a single fan source, inferred, or completed by us. Every component fact in a
 * game's `data/*.json` says which: `sources` (ids from that game's `data/sources.json`, each with
 * a short citation) and `confidence`, one step of a fixed scale that says exactly what backs it.
 * A fact made of several parts (a card's cost, scroll and back) carries the mark of its weakest part.
 *
 * This module holds the scale, its words in the three languages (shown on cards, tiles and rules
 * pages) and the check every game's schema test runs over its data files.
 */
import type { Lang, Localized } from './contract';

/** From best to weakest. */
export const CONFIDENCES = ['two-sources', 'one-source', 'inferred', 'invented'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export interface Provenance {
  sources: string[];
  confidence: Confidence;
}

/** One entry of a game's `data/sources.json`. */
export interface SourceEntry {
  id: string;
  /** A short citation: a file of shared/research, a rulebook page, a web page. */
  cite: string;
}

export const isConfidence = (x: unknown): x is Confidence => typeof x === 'string' && (CONFIDENCES as readonly string[]).includes(x);

/** The mark's name and what it means, for tooltips, card notes and the provenance rules pages. */
export const CONFIDENCE_WORDS: Record<Confidence, { label: Localized; meaning: Localized }> = {
  'two-sources': {
    label: { en: 'two sources', fr: 'deux sources', de: 'zwei Quellen' },
    meaning: {
      en: 'confirmed by two independent sources',
      fr: 'confirmé par deux sources indépendantes',
      de: 'von zwei unabhängigen Quellen bestätigt',
    },
  },
  'one-source': {
    label: { en: 'one source', fr: 'une source', de: 'eine Quelle' },
    meaning: {
      en: 'found in one source only; to be checked against a physical copy',
      fr: 'trouvé dans une seule source ; à vérifier sur une boîte réelle',
      de: 'nur in einer Quelle gefunden; an einem echten Exemplar zu prüfen',
    },
  },
  inferred: {
    label: { en: 'inferred', fr: 'déduit', de: 'erschlossen' },
    meaning: {
      en: 'not read anywhere: deduced by us from what the sources show',
      fr: 'lu nulle part : déduit par nous de ce que montrent les sources',
      de: 'nirgends gelesen: von uns aus den Quellen erschlossen',
    },
  },
  invented: {
    label: { en: 'invented', fr: 'inventé', de: 'erfunden' },
    meaning: {
      en: 'no source: made up by us so that the game is playable',
      fr: 'aucune source : inventé par nous pour que le jeu soit jouable',
      de: 'keine Quelle: von uns erfunden, damit das Spiel spielbar ist',
    },
  },
};

/** A glyph per step, so the mark never rests on colour alone (filled to empty). */
export const CONFIDENCE_GLYPH: Record<Confidence, string> = {
  'two-sources': '●●', 'one-source': '●○', inferred: '◐', invented: '○',
};

/**
 * "Data: ●○ one source" in the reader's language; `long` adds what the mark means (tooltips,
 * where there is room; a card in play keeps the short form and the rules page explains the scale).
 */
export function confidenceNote(c: Confidence, lang: Lang, long = false): string {
  const lead = { en: 'Data', fr: 'Donnée', de: 'Angabe' }[lang];
  const sep = lang === 'fr' ? '\u00a0: ' : ': ';
  const short = `${lead}${sep}${CONFIDENCE_GLYPH[c]} ${CONFIDENCE_WORDS[c].label[lang]}`;
  return long ? `${short} (${CONFIDENCE_WORDS[c].meaning[lang]})` : short;
}

/** The weaker of two marks (a fact made of parts is as strong as its weakest part). */
export function weakest(...cs: Confidence[]): Confidence {
  let worst = 0;
  for (const c of cs) worst = Math.max(worst, CONFIDENCES.indexOf(c));
  return CONFIDENCES[worst]!;
}

/** Marks that deserve a note on the card in play: everything below two independent sources. */
export const needsNote = (c: Confidence | undefined): c is Confidence => c !== undefined && c !== 'two-sources';

// ---------------------------------------------------------------------------------------------
// The schema check every game's data test runs

/** Keys of the old per-game marks; finding one means a file was not migrated. */
const RETIRED_KEYS = ['provisional', 'provenance', 'source', 'topProvenance', 'tilesConfidence'];

/**
 * Every problem with the provenance of one data file: the file itself and every component in it
 * (an object with an `id`, or any object that is an element of one of `itemArrays`) must carry
 * `sources` (a non-empty list of known ids) and `confidence` (one of the scale); any other object
 * that carries either must carry both. `path` names the file in the messages.
 */
export function provenanceProblems(data: unknown, known: ReadonlySet<string>, path: string, itemArrays: readonly string[] = []): string[] {
  const out: string[] = [];
  const checkMarks = (o: Record<string, unknown>, where: string, required: boolean): void => {
    const has = 'sources' in o || 'confidence' in o;
    if (!required && !has) return;
    if (!isConfidence(o.confidence)) out.push(`${where}: confidence must be one of ${CONFIDENCES.join(', ')} (got ${JSON.stringify(o.confidence)})`);
    const s = o.sources;
    if (!Array.isArray(s) || s.length === 0) out.push(`${where}: sources must be a non-empty list of source ids`);
    else for (const id of s) if (typeof id !== 'string' || !known.has(id)) out.push(`${where}: unknown source id ${JSON.stringify(id)}`);
  };
  // A mark on a component covers what is inside it (a castle's locations); the file's own mark
  // covers its loose numbers, never its components.
  const walk = (x: unknown, where: string, required: boolean, covered: boolean): void => {
    if (Array.isArray(x)) {
      const key = where.slice(where.lastIndexOf('.') + 1);
      x.forEach((v, i) => walk(v, `${where}[${i}]`, itemArrays.includes(key), covered));
      return;
    }
    if (x === null || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    for (const k of RETIRED_KEYS) if (k in o) out.push(`${where}: old mark "${k}" (use sources and confidence)`);
    checkMarks(o, where, !covered && (required || typeof o.id === 'string'));
    const marked = where !== path && ('sources' in o || 'confidence' in o);
    for (const [k, v] of Object.entries(o)) if (k !== 'sources') walk(v, `${where}.${k}`, false, covered || marked);
  };
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return [`${path}: a data file must be a JSON object`];
  walk(data, path, true, false);
  return out;
}
