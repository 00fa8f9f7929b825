/**
 * The keywords of NIHON's written order language (order-language.ts), in English and French.
 *
 * Why a table: the mail judges' command sets were short fixed words; a clan writes in either language
 * and the parser accepts both at once (a French player quoting an English confirmation still parses).
 * Keywords are read case- and accent-insensitively; ids are the engine's ids, never translated.
 */
export type OrderLang = 'en' | 'fr';

/** canonical keyword -> [English, French]. The canonical name is what the parser works with. */
export const KEYWORDS: Record<string, readonly [string, string]> = {
  // Units (the first word of a line).
  char: ['CHAR', 'PERSO'], army: ['ARMY', 'ARMEE'], province: ['PROVINCE', 'PROVINCE'],
  fleet: ['FLEET', 'FLOTTE'], 'no-fleets': ['NO-FLEETS', 'SANS-FLOTTE'],
  'temporary-fleet': ['TEMPORARY-FLEET', 'FLOTTE-TEMPORAIRE'], 'break-alliances': ['BREAK-ALLIANCES', 'ROMPRE-ALLIANCES'],
  // Character order kinds (the engine's kinds).
  aggress: ['AGGRESS', 'AGRESSER'], assassinate: ['ASSASSINATE', 'ASSASSINER'], corrupt: ['CORRUPT', 'CORROMPRE'],
  protect: ['PROTECT', 'PROTEGER'], incite: ['INCITE', 'INCITER'], raid: ['RAID', 'RAZZIA'], sabotage: ['SABOTAGE', 'SABOTER'],
  'seek-minor': ['SEEK-MINOR', 'CHERCHER-MINEUR'], 'seek-friendship': ['SEEK-FRIENDSHIP', 'CHERCHER-AMITIE'],
  annex: ['ANNEX', 'ANNEXER'], move: ['MOVE', 'DEPLACER'], spy: ['SPY', 'ESPIONNER'], pilgrimage: ['PILGRIMAGE', 'PELERINAGE'],
  'seek-major': ['SEEK-MAJOR', 'CHERCHER-MAJEUR'], 'execute-hostages': ['EXECUTE-HOSTAGES', 'EXECUTER-OTAGES'],
  'release-hostages': ['RELEASE-HOSTAGES', 'LIBERER-OTAGES'], gift: ['GIFT', 'DON'], heal: ['HEAL', 'SOIGNER'],
  join: ['JOIN', 'REJOINDRE'], ritual: ['RITUAL', 'RITUEL'], 'give-province': ['GIVE-PROVINCE', 'CEDER-PROVINCE'],
  promote: ['PROMOTE', 'PROMOUVOIR'],
  // Clauses.
  to: ['TO', 'VERS'], koku: ['KOKU', 'KOKU'], resources: ['RESOURCES', 'RESSOURCES'], hostage: ['HOSTAGE', 'OTAGE'],
  target: ['TARGET', 'CIBLE'], forget: ['FORGET', 'OUBLIER'],
  create: ['CREATE', 'CREER'], general: ['GENERAL', 'GENERAL'], recruit: ['RECRUIT', 'RECRUTER'], dismiss: ['DISMISS', 'RENVOYER'],
  garrison: ['GARRISON', 'GARNISON'], attack: ['ATTACK', 'ATTAQUER'], crush: ['CRUSH', 'ECRASER'],
  governor: ['GOVERNOR', 'GOUVERNEUR'], order: ['ORDER', 'ORDRE'], 'destroy-castle': ['DESTROY-CASTLE', 'DETRUIRE-CHATEAU'],
  // Values.
  yes: ['YES', 'OUI'], no: ['NO', 'NON'], court: ['COURT', 'COUR'],
  castle: ['CASTLE', 'CHATEAU'], ashigaru: ['ASHIGARU', 'ASHIGARU'], taxes: ['TAXES', 'IMPOTS'], negotiate: ['NEGOTIATE', 'NEGOCIER'],
  supremacy: ['SUPREMACY', 'SUPREMATIE'], transport: ['TRANSPORT', 'TRANSPORT'],
};

/** Lower case, accents dropped: `Déplacer` and `DEPLACER` are one word. */
export const fold = (w: string): string => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** folded word -> canonical keyword (a Map: a typed word never reaches an object key). */
const BY_WORD = new Map<string, string>();
for (const [canon, [en, fr]] of Object.entries(KEYWORDS)) { BY_WORD.set(fold(en), canon); BY_WORD.set(fold(fr), canon); }

/** The canonical keyword a typed word stands for, if any. */
export const keywordOf = (w: string): string | undefined => BY_WORD.get(fold(w));

/** A keyword written in a language. */
export const word = (canon: string, lang: OrderLang): string => KEYWORDS[canon]![lang === 'fr' ? 1 : 0];

/** Why a line was refused, in the reader's language ({0} is filled in). */
export const REASONS: Record<string, { en: string; fr: string; de: string }> = {
  'too-long': { en: 'line too long (at most {0} characters)', fr: 'ligne trop longue (au plus {0} caractères)', de: 'Zeile zu lang (höchstens {0} Zeichen)' },
  'too-many': { en: 'too many lines (at most {0} orders)', fr: 'trop de lignes (au plus {0} ordres)', de: 'zu viele Zeilen (höchstens {0} Befehle)' },
  unit: { en: 'a line starts with CHAR, ARMY, PROVINCE, FLEET, NO-FLEETS, TEMPORARY-FLEET or BREAK-ALLIANCES, not "{0}"', fr: 'une ligne commence par PERSO, ARMEE, PROVINCE, FLOTTE, SANS-FLOTTE, FLOTTE-TEMPORAIRE ou ROMPRE-ALLIANCES, pas « {0} »', de: 'eine Zeile beginnt mit CHAR, ARMY, PROVINCE, FLEET, NO-FLEETS, TEMPORARY-FLEET oder BREAK-ALLIANCES, nicht „{0}“' },
  id: { en: '"{0}" is not an id', fr: '« {0} » n’est pas un identifiant', de: '„{0}“ ist keine Kennung' },
  missing: { en: 'something is missing after "{0}"', fr: 'il manque quelque chose après « {0} »', de: 'nach „{0}“ fehlt etwas' },
  word: { en: 'unexpected word "{0}"', fr: 'mot inattendu « {0} »', de: 'unerwartetes Wort „{0}“' },
  number: { en: '"{0}" is not a number in range', fr: '« {0} » n’est pas un nombre admis', de: '„{0}“ ist keine zulässige Zahl' },
  kind: { en: '"{0}" is not a character order', fr: '« {0} » n’est pas un ordre de personnage', de: '„{0}“ ist kein Figurenbefehl' },
  shape: { en: 'not a well-formed order: {0}', fr: 'ordre mal formé : {0}', de: 'kein gültiger Befehl: {0}' },
};
