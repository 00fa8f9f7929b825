/**
 * Words of the rules reference's own interface (the rules themselves are Markdown in
 * src/content/rules). Kept beside the rules components so the site-wide ui.ts stays small.
 */
import type { Lang } from '../../i18n/langs';

const S = {
  indexIntro: {
    en: 'The complete rules of every game on Tenka, in our own words. Each rule has a stable address you can link to, and the engines cite these rules when they refuse a move or resolve a battle.',
    fr: 'Les règles complètes de chaque jeu de Tenka, rédigées avec nos propres mots. Chaque règle a une adresse stable que vous pouvez partager, et les moteurs de jeu les citent lorsqu’ils refusent un coup ou résolvent une bataille.',
    de: 'Die vollständigen Regeln aller Spiele auf Tenka, in unseren eigenen Worten. Jede Regel hat eine feste Adresse zum Verlinken, und die Spiel-Engines verweisen auf sie, wenn sie einen Zug ablehnen oder eine Schlacht auswerten.',
  },
  players: { en: 'players', fr: 'joueurs', de: 'Spieler' },
  allRules: { en: 'All rules on one page', fr: 'Toutes les règles sur une page', de: 'Alle Regeln auf einer Seite' },
  contents: { en: 'Contents', fr: 'Sommaire', de: 'Inhalt' },
  permalink: { en: 'Permanent link to this rule', fr: 'Lien permanent vers cette règle', de: 'Dauerhafter Link zu dieser Regel' },
  ownPage: { en: 'Open this rule on its own page', fr: 'Ouvrir cette règle seule', de: 'Diese Regel einzeln öffnen' },
  ruleId: { en: 'Rule id:', fr: 'Identifiant\u00a0:', de: 'Regel-Kennung:' },
  inGame: { en: 'In the complete rules', fr: 'Dans les règles complètes', de: 'In den vollständigen Regeln' },
  prev: { en: 'Previous', fr: 'Précédente', de: 'Vorherige' },
  next: { en: 'Next', fr: 'Suivante', de: 'Nächste' },
  inSection: { en: 'Rules in this section', fr: 'Règles de cette partie', de: 'Regeln dieses Abschnitts' },
  search: { en: 'Search the rules', fr: 'Chercher dans les règles', de: 'Regeln durchsuchen' },
  searchLabel: { en: 'Words to look for', fr: 'Mots à chercher', de: 'Gesuchte Wörter' },
  searchPlaceholder: { en: 'e.g. reinforcements, katana, Kyoto', fr: 'ex. : renforts, katana, Kyoto', de: 'z. B. Verstärkung, Katana, Kyoto' },
  searchButton: { en: 'Search', fr: 'Chercher', de: 'Suchen' },
  searchGame: { en: 'Game', fr: 'Jeu', de: 'Spiel' },
  searchAllGames: { en: 'All games', fr: 'Tous les jeux', de: 'Alle Spiele' },
  searchNoResults: { en: 'No rule matches these words.', fr: 'Aucune règle ne correspond à ces mots.', de: 'Keine Regel passt zu diesen Wörtern.' },
  searchResults: { en: 'rules found', fr: 'règles trouvées', de: 'Regeln gefunden' },
  searchOneResult: { en: 'rule found', fr: 'règle trouvée', de: 'Regel gefunden' },
  searchLoading: { en: 'Loading the index…', fr: 'Chargement de l’index…', de: 'Index wird geladen …' },
  searchNoJs: {
    en: 'Searching needs JavaScript. Without it, use your browser’s find on the one-page rules:',
    fr: 'La recherche nécessite JavaScript. Sans lui, utilisez la recherche de votre navigateur sur les règles complètes :',
    de: 'Die Suche braucht JavaScript. Ohne JavaScript hilft die Suchfunktion des Browsers auf der Seite mit allen Regeln:',
  },
  embedThis: { en: 'Embed or cite this rule', fr: 'Intégrer ou citer cette règle', de: 'Diese Regel einbetten oder zitieren' },
  embedHelp: {
    en: 'Show this rule inside another page with an iframe, or turn any link into a hover card with our script:',
    fr: 'Affichez cette règle dans une autre page avec une iframe, ou transformez n’importe quel lien en info-bulle avec notre script :',
    de: 'Diese Regel per iframe in eine andere Seite einbinden oder jeden Link mit unserem Skript zur Hover-Karte machen:',
  },
  readOnTenka: { en: 'Read it in the complete rules on Tenka', fr: 'Lire la suite dans les règles complètes sur Tenka', de: 'In den vollständigen Regeln auf Tenka lesen' },
  rulesOf: { en: 'Rules of', fr: 'Règles de', de: 'Regeln von' },
  diagram: { en: 'Diagram', fr: 'Schéma', de: 'Abbildung' },
  noRulesYet: { en: 'No rules written in this language yet.', fr: 'Pas encore de règles dans cette langue.', de: 'In dieser Sprache gibt es noch keine Regeln.' },
} satisfies Record<string, Record<Lang, string>>;

export type RulesKey = keyof typeof S;

export function rt(lang: Lang, key: RulesKey): string {
  return S[key][lang] ?? S[key].en;
}
