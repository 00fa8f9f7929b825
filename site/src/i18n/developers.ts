/**
 * The words of the API reference page (/developers/). Kept out of i18n/ui.ts, which every match page
 * ships. The routes' own summaries come from the OpenAPI description and stay in English (the page says so).
 */
import type { Lang } from './langs';

export const DEVELOPER_STRINGS = {
  'dev.title': { en: 'API reference', fr: 'Référence de l’API', de: 'API-Referenz' },
  'dev.intro': {
    en: 'Tenka’s HTTP API is public: bots, the Discord integration and other clients use it. Every route is below, with its request body and its answer. Log in with the session cookie, or send the token that register and login return as “Authorization: Bearer <token>”. Errors are JSON {error, message}.',
    fr: 'L’API HTTP de Tenka est publique : les bots, l’intégration Discord et d’autres clients s’en servent. Chaque route figure ci-dessous, avec le corps de sa requête et sa réponse. Connectez-vous avec le cookie de session, ou envoyez le jeton que renvoient l’inscription et la connexion sous la forme « Authorization: Bearer <jeton> ». Les erreurs sont en JSON {error, message}.',
    de: 'Die HTTP-API von Tenka ist öffentlich: Bots, die Discord-Anbindung und andere Clients nutzen sie. Unten steht jede Route mit ihrem Anfragekörper und ihrer Antwort. Melde dich mit dem Sitzungs-Cookie an oder sende das Token, das Registrierung und Anmeldung zurückgeben, als „Authorization: Bearer <Token>“. Fehler sind JSON {error, message}.',
  },
  'dev.english': {
    en: 'The route descriptions come from the machine-readable description and are in English.',
    fr: 'Les descriptions des routes viennent de la description lisible par machine et sont en anglais.',
    de: 'Die Beschreibungen der Routen stammen aus der maschinenlesbaren Beschreibung und sind auf Englisch.',
  },
  'dev.machine': { en: 'Machine-readable', fr: 'Lisible par machine', de: 'Maschinenlesbar' },
  'dev.openapi': { en: 'The OpenAPI 3.1 description of every route', fr: 'La description OpenAPI 3.1 de chaque route', de: 'Die OpenAPI-3.1-Beschreibung jeder Route' },
  'dev.moves': { en: 'Each game’s moves as JSON Schema', fr: 'Les coups de chaque jeu en JSON Schema', de: 'Die Züge jedes Spiels als JSON Schema' },
  'dev.socket': {
    en: 'Live updates: the WebSocket of a match sends hello (with your legal moves), then an update after every change. When an update and your own move’s answer cross, the higher version wins.',
    fr: 'En direct : le WebSocket d’une partie envoie hello (avec vos coups légaux), puis un update après chaque changement. Quand un update et la réponse à votre propre coup se croisent, la version la plus haute l’emporte.',
    de: 'Live: Der WebSocket einer Partie sendet hello (mit deinen legalen Zügen), dann nach jeder Änderung ein update. Kreuzen sich ein update und die Antwort auf deinen eigenen Zug, gewinnt die höhere Version.',
  },
  'dev.routes': { en: 'Routes', fr: 'Routes', de: 'Routen' },
  'dev.login': { en: 'login', fr: 'connexion', de: 'Anmeldung' },
  'dev.body': { en: 'Body', fr: 'Corps', de: 'Körper' },
  'dev.answer': { en: 'Answer', fr: 'Réponse', de: 'Antwort' },
  'dev.more': { en: 'The full prose, every error code and the socket protocol: docs/api.md in the repository.', fr: 'Le texte complet, chaque code d’erreur et le protocole du socket : docs/api.md dans le dépôt.', de: 'Der vollständige Text, jeder Fehlercode und das Socket-Protokoll: docs/api.md im Repository.' },
} as const;

export type DeveloperKey = keyof typeof DEVELOPER_STRINGS;

export function dt(lang: Lang, key: DeveloperKey): string {
  return DEVELOPER_STRINGS[key][lang];
}
