/** Words of the NIHON board in English, French and German. */
import type { Lang } from '../../../engine/contract';
import type { WordKey } from './words/en';
import { perLanguage } from '../../../../site/src/i18n/per-language';

type T = [en: string, fr: string, de: string];
const LI: Record<Lang, number> = { en: 0, fr: 1, de: 2 };

/**
 * The board's words (ui/words/<lang>.ts): only the page's language is downloaded. `loadWords`
 * runs before the board first draws (the match page awaits the board module's `prepare`).
 */
const WORDS = perLanguage<WordKey>('NIHON board', {
  en: () => import('./words/en'),
  fr: () => import('./words/fr'),
  de: () => import('./words/de'),
});

export const loadWords = WORDS.load;
export type { WordKey };
export const w = (k: WordKey, lang: Lang): string => WORDS.word(lang, k);
export const pick3 = (t: T, lang: Lang): string => t[LI[lang]]!;

export const ROLE: Record<string, T> = {
  daimyo: ['Daimyo', 'Daimyo', 'Daimyo'], brother: ['Brother', 'Frère', 'Bruder'], general: ['General', 'Général', 'General'],
  steward: ['Steward', 'Intendant', 'Verwalter'], diplomat: ['Diplomat', 'Diplomate', 'Diplomat'], holyman: ['Holy man', 'Saint homme', 'Heiliger Mann'],
  guardcaptain: ['Guard captain', 'Capitaine de la garde', 'Hauptmann der Wache'], bodyguard: ['Bodyguard', 'Garde du corps', 'Leibwächter'],
  samurai: ['Samurai', 'Samouraï', 'Samurai'], civil: ['Civil officer', 'Officier civil', 'Zivilbeamter'], military: ['Officer', 'Officier', 'Offizier'], demon: ['Demon', 'Démon', 'Dämon'],
};

export const CHAR_KIND: Record<string, T> = {
  aggress: ['Aggress', 'Agresser', 'Angreifen'], assassinate: ['Assassinate', 'Assassiner', 'Ermorden'], corrupt: ['Corrupt (1 koku)', 'Corrompre (1 koku)', 'Bestechen (1 Koku)'],
  incite: ['Incite revolt (1 koku)', 'Encourager la révolte (1 koku)', 'Aufstand anstiften (1 Koku)'], raid: ['Raid', 'Piller', 'Plündern'], sabotage: ['Sabotage', 'Saboter', 'Sabotieren'],
  'seek-minor': ['Seek a minor alliance (1 koku)', 'Alliance d’un mineur (1 koku)', 'Bündnis mit Kleinmacht (1 Koku)'], 'seek-major': ['Seek a major alliance', 'Alliance avec un clan majeur', 'Bündnis mit großem Clan'],
  'seek-friendship': ['Seek friendship', 'Chercher l’amitié', 'Freundschaft suchen'], annex: ['Annex (2 × population)', 'Annexer (2 × population)', 'Angliedern (2 × Bevölkerung)'],
  gift: ['Gift', 'Présent', 'Geschenk'], move: ['Move', 'Se déplacer', 'Reisen'], spy: ['Spy', 'Espionner', 'Spionieren'], heal: ['Heal', 'Se soigner', 'Heilen'],
  join: ['Join an army', 'Rejoindre une armée', 'Armee beitreten'], protect: ['Protect', 'Protéger', 'Beschützen'], ritual: ['Ritual', 'Rituel', 'Ritual'],
  'give-province': ['Give a province', 'Donner une province', 'Provinz verschenken'], 'execute-hostages': ['Execute hostages', 'Exécuter les otages', 'Geiseln hinrichten'],
  'release-hostages': ['Release hostages', 'Libérer les otages', 'Geiseln freilassen'], pilgrimage: ['Pilgrimage (1 koku)', 'Pèlerinage (1 koku)', 'Pilgerfahrt (1 Koku)'],
  promote: ['Promote a samurai', 'Promouvoir un samouraï', 'Samurai befördern'],
};

export const ARMY_KIND: Record<string, T> = {
  garrison: ['Garrison', 'Garnison', 'Garnison'], move: ['Move', 'Déplacement', 'Marsch'], attack: ['Attack', 'Attaque', 'Angriff'],
  crush: ['Move and crush the revolt', 'Déplacement et répression', 'Marsch und Niederschlagung'],
};

export const PROV_ORDER: Record<string, T> = {
  castle: ['Build a castle stage (2 koku)', 'Étape de château (2 kokus)', 'Burgstufe bauen (2 Koku)'], ashigaru: ['Levy ashigaru', 'Lever des ashigarus', 'Ashigaru ausheben'],
  taxes: ['Extra taxes', 'Impôts supplémentaires', 'Sondersteuern'], negotiate: ['Negotiate with the rebels', 'Négocier avec les révoltés', 'Mit Aufständischen verhandeln'],
};

export const TERRAIN: Record<string, T> = { plain: ['plain', 'plaine', 'Ebene'], rough: ['rough', 'accidenté', 'rau'], difficult: ['difficult', 'difficile', 'schwierig'] };
export const RESOURCE: Record<string, T> = {
  horses: ['horses', 'chevaux', 'Pferde'], metal: ['metal', 'métal', 'Metall'], ships: ['ships', 'navires', 'Schiffe'], ninja: ['ninja', 'ninjas', 'Ninja'],
  gold: ['gold', 'or', 'Gold'], sanctuary: ['sanctuary', 'sanctuaire', 'Heiligtum'], temple: ['element temple', 'temple élémentaire', 'Elementtempel'],
};
/** A kanji per resource, drawn on the map. */
export const RESOURCE_GLYPH: Record<string, string> = { horses: '馬', metal: '鉄', ships: '船', ninja: '忍', gold: '金', sanctuary: '社', temple: '寺' };
export const LINK: Record<string, T> = { road: ['road', 'route', 'Straße'], pass: ['pass', 'col', 'Pass'], river: ['river', 'rivière', 'Fluss'], strait: ['strait', 'détroit', 'Meerenge'], lake: ['lake', 'lac', 'See'], sea: ['sea', 'mer', 'Meer'] };
export const MINOR: Record<string, T> = {
  clan: ['minor clan', 'clan mineur', 'kleiner Clan'], temple: ['Zazen temple', 'temple zazen', 'Zazen-Tempel'], tribe: ['tribe', 'tribu', 'Stamm'],
  jade: ['Jade Empire', 'Empire de Jade', 'Jade-Reich'], court: ['imperial court', 'cour impériale', 'Kaiserhof'], nanban: ['Nanban (Krishito)', 'Nanban (Krishito)', 'Nanban (Krishito)'],
  demon: ['demonic forces', 'forces démoniaques', 'dämonische Mächte'],
};
export const SEA_DE: Record<string, string> = {
  ezo_sea: 'Meer von Ezo', koshi_sea: 'Meer von Koshi', oki_sea: 'Meer von Oki', genkai_sea: 'Genkai-See', exile_sea: 'Meer des Exils', satsuma_sea: 'Meer von Satsuma',
  great_ocean: 'Großer Ozean', seto_east: 'Binnenmeer (Ost)', seto_west: 'Binnenmeer (West)', tokai_sea: 'Meer von Tōkai', bando_sea: 'Meer von Bandō', oshu_sea: 'Meer von Ōshū',
};
export const RITUAL_DE: Record<string, string> = {
  brume: 'Nebel', pieds_legers: 'Leichte Füße', kami_kaze: 'Kami Kaze', regeneration: 'Regeneration', tyran: 'Tyrann der Wasser', cheminer: 'Auf den Wellenkämmen gehen',
  vision: 'Vision', lire_avenir: 'Die Zukunft der Welt lesen', immolation: 'Selbstopferung', sang_nourrit: 'Blut nährt die Erde', forteresse: 'Festung',
  dragon: 'Erwache, Erddrache', prieres: 'Gebete', armee_morts: 'Erhebe dich, Heer der Toten', champion: 'Komm, Streiter der Finsternis', eveil: 'Erweckung', oubli: 'Vergessen',
};
/** A clan's status when it no longer plays as a clan (abandonment outcomes, FR 1910-1956). */
export const STATUS: Record<string, T> = {
  abandoned: ['abandoned', 'abandonné', 'aufgegeben'], rebel: ['rebel tribe', 'tribu rebelle', 'rebellischer Stamm'], exile: ['in exile', 'en exil', 'im Exil'],
  temples: ['temples awakened', 'temples réveillés', 'Tempel erwacht'], whispers: ['whispers', 'murmures', 'Flüstern'],
};

/**
 * Characters raised during the match are named by the engine "<Clan> <role> <n>" ("Shisuke
 * military 7"): the role is put in the reader's language.
 */
export function localName(name: string, lang: Lang): string {
  const m = /^(\S+) ([a-z]+) (\d+)$/.exec(name);
  const role = m ? ROLE[m[2]!] : undefined;
  return m && role ? `${m[1]} ${pick3(role, lang)} ${m[3]}` : name;
}

/** Province names that are not only Japanese (the data's name keeps the French in brackets). */
export const PROV_NAME_LANG: Record<string, T> = {
  jade_court: ['Jade Court', 'Cour de Jade', 'Jadehof'],
  heian: ['Heian (capital)', 'Heian (capitale)', 'Heian (Hauptstadt)'],
};
