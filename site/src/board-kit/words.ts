/** The kit's own words (zoom, confirm, cancel...), in every language of the site. */
import type { Lang } from '../../../worker/engine/contract';

const WORDS = {
  zoomIn: { en: 'Zoom in', fr: 'Zoomer', de: 'Vergrößern' },
  zoomOut: { en: 'Zoom out', fr: 'Dézoomer', de: 'Verkleinern' },
  zoomReset: { en: 'Fit the map', fr: 'Ajuster la carte', de: 'Karte einpassen' },
  map: { en: 'Map', fr: 'Carte', de: 'Karte' },
  confirm: { en: 'Confirm', fr: 'Confirmer', de: 'Bestätigen' },
  cancel: { en: 'Cancel', fr: 'Annuler', de: 'Abbrechen' },
  areYouSure: { en: 'This cannot be undone.', fr: 'Cette action est irréversible.', de: 'Das kann nicht rückgängig gemacht werden.' },
  choices: { en: 'Your choices', fr: 'Vos choix', de: 'Deine Möglichkeiten' },
  yourTurn: { en: 'Your turn', fr: 'À vous de jouer', de: 'Du bist am Zug' },
  waiting: { en: 'Waiting for', fr: 'En attente de', de: 'Warten auf' },
  lastMove: { en: 'Last move', fr: 'Dernier coup', de: 'Letzter Zug' },
  seat: { en: 'Seat', fr: 'Place', de: 'Platz' },
} satisfies Record<string, Record<Lang, string>>;

export type KitWord = keyof typeof WORDS;
export const kitWord = (lang: Lang, key: KitWord): string => WORDS[key][lang];
