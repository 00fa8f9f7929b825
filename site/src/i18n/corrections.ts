/**
 * The words of the correction sets page (/corrections/) and of the "data edition" field when
 * creating a match. Kept out of i18n/ui.ts, which every match page ships.
 */
import type { Lang } from './langs';
import { plural } from '../../../worker/engine/plural';

export const CORRECTION_STRINGS = {
  'corr.title': { en: 'Correction sets', fr: 'Jeux de corrections', de: 'Korrektursätze' },
  'corr.intro': {
    en: 'Some component data of our games is reconstructed (each card and tile says how sure we are). A group that knows better writes a correction set: the fields it changes, each with its source. A match created with the set plays with it, shows it in its header, and its export replays with it.',
    fr: 'Certaines données de matériel de nos jeux sont reconstituées (chaque carte et tuile dit notre degré de certitude). Un groupe qui en sait plus écrit un jeu de corrections : les champs qu’il change, chacun avec sa source. Une partie créée avec ce jeu le suit, l’affiche dans son en-tête, et son export se rejoue avec lui.',
    de: 'Manche Materialdaten unserer Spiele sind rekonstruiert (jede Karte und jedes Plättchen sagt, wie sicher wir sind). Eine Gruppe, die es besser weiß, schreibt einen Korrektursatz: die Felder, die sie ändert, jedes mit seiner Quelle. Eine damit erstellte Partie spielt mit ihm, zeigt ihn in ihrer Kopfzeile, und ihr Export wird mit ihm nachgespielt.',
  },
  'corr.game': { en: 'Game', fr: 'Jeu', de: 'Spiel' },
  'corr.none': { en: 'No correction set for this game yet.', fr: 'Pas encore de jeu de corrections pour ce jeu.', de: 'Für dieses Spiel gibt es noch keinen Korrektursatz.' },
  'corr.by': { en: 'by {name}', fr: 'par {name}', de: 'von {name}' },
  'corr.changes': { en: '{n} change|{n} changes', fr: '{n} changement|{n} changements', de: '{n} Änderung|{n} Änderungen' },
  'corr.component': { en: 'Component', fr: 'Élément', de: 'Bestandteil' },
  'corr.field': { en: 'Field', fr: 'Champ', de: 'Feld' },
  'corr.shipped': { en: 'As shipped', fr: 'Tel que livré', de: 'Wie ausgeliefert' },
  'corr.corrected': { en: 'Corrected', fr: 'Corrigé', de: 'Korrigiert' },
  'corr.source': { en: 'Source', fr: 'Source', de: 'Quelle' },
  'corr.confidence': { en: 'Confidence', fr: 'Certitude', de: 'Sicherheit' },
  'corr.use': { en: 'To play with it, paste this link into “Data edition” when creating a match on My matches.', fr: 'Pour jouer avec, collez ce lien dans « Édition des données » en créant une partie dans Mes parties.', de: 'Um damit zu spielen, füge diesen Link beim Erstellen einer Partie unter „Meine Partien“ in „Datenausgabe“ ein.' },
  'corr.new': { en: 'Write a correction set', fr: 'Écrire un jeu de corrections', de: 'Einen Korrektursatz schreiben' },
  'corr.newHelp': {
    en: 'JSON: {"title": "…", "description": "…", "changes": [{"component": "influence", "id": "I-B02", "field": "icons", "value": {"flag": 1}, "source": "…", "confidence": "one-source"}]}. Each game checks every value against its own data; the README lists what may be corrected.',
    fr: 'JSON : {"title": "…", "description": "…", "changes": [{"component": "influence", "id": "I-B02", "field": "icons", "value": {"flag": 1}, "source": "…", "confidence": "one-source"}]}. Chaque jeu vérifie chaque valeur selon ses propres données ; le README dit ce qui peut être corrigé.',
    de: 'JSON: {"title": "…", "description": "…", "changes": [{"component": "influence", "id": "I-B02", "field": "icons", "value": {"flag": 1}, "source": "…", "confidence": "one-source"}]}. Jedes Spiel prüft jeden Wert anhand seiner eigenen Daten; das README nennt, was korrigiert werden darf.',
  },
  'corr.set': { en: 'The set (JSON)', fr: 'Le jeu (JSON)', de: 'Der Satz (JSON)' },
  'corr.save': { en: 'Save the set', fr: 'Enregistrer le jeu', de: 'Satz speichern' },
  'corr.notJson': { en: 'This is not valid JSON.', fr: 'Ce n’est pas du JSON valide.', de: 'Das ist kein gültiges JSON.' },
  'corr.login': { en: 'Log in to save a set.', fr: 'Connectez-vous pour enregistrer un jeu.', de: 'Melde dich an, um einen Satz zu speichern.' },
  'corr.missing': { en: 'No correction set with this id.', fr: 'Aucun jeu de corrections avec cet identifiant.', de: 'Kein Korrektursatz mit dieser Kennung.' },
  'create.edition': { en: 'Data edition: a correction set’s link (empty: as shipped)', fr: 'Édition des données : le lien d’un jeu de corrections (vide : telle que livrée)', de: 'Datenausgabe: Link eines Korrektursatzes (leer: wie ausgeliefert)' },
  'create.editionBad': { en: 'Data edition: paste the link of a correction set (it ends with ?id= and 16 characters).', fr: 'Édition des données : collez le lien d’un jeu de corrections (il finit par ?id= et 16 caractères).', de: 'Datenausgabe: füge den Link eines Korrektursatzes ein (er endet mit ?id= und 16 Zeichen).' },
} satisfies Record<string, Record<Lang, string>>;

export type CorrectionKey = keyof typeof CORRECTION_STRINGS;

export function ct(lang: Lang, key: CorrectionKey, vars: Record<string, string | number> = {}): string {
  const n = vars.n;
  const message = typeof n === 'number' ? plural(lang, n, CORRECTION_STRINGS[key][lang]) : CORRECTION_STRINGS[key][lang];
  return message.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
