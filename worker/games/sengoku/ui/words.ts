/**
 * The board's own words (headings, labels, hints, empty states) in every language of the site.
 * Card and province names come from the game's data, move and event sentences from ../text.ts.
 */
import type { Lang } from '../../../engine/contract';

const WORDS = {
  board: { en: 'The table', fr: 'La table', de: 'Der Spieltisch' },
  map: { en: 'Map of the provinces', fr: 'Carte des provinces', de: 'Karte der Provinzen' },
  players: { en: 'Players', fr: 'Joueurs', de: 'Spieler' },
  reserve: { en: 'Reserve', fr: 'Réserve', de: 'Vorrat' },
  armiesWord: { en: 'armies', fr: 'armées', de: 'Armeen' },
  daimyoInReserve: { en: 'Daimyo in reserve', fr: 'Daimyo en réserve', de: 'Daimyo im Vorrat' },
  katana: { en: 'Katana', fr: 'Katana', de: 'Katana' },
  castles: { en: 'Castles', fr: 'Châteaux', de: 'Burgen' },
  small: { en: 'small', fr: 'petit', de: 'klein' },
  score: { en: 'Score', fr: 'Score', de: 'Punkte' },
  tactic: { en: 'Tactic used', fr: 'Tactique jouée', de: 'Taktik gespielt' },
  daimyoCard: { en: 'Daimyo card', fr: 'Carte Daimyo', de: 'Daimyo-Karte' },
  faceDown: { en: 'face down', fr: 'face cachée', de: 'verdeckt' },
  used: { en: 'used', fr: 'utilisée', de: 'benutzt' },
  none: { en: 'none', fr: 'aucun', de: 'keine' },
  fan: { en: 'Tactic fan', fr: 'Éventail tactique', de: 'Taktikfächer' },
  yourDaimyo: { en: 'Your Daimyo card', fr: 'Votre carte Daimyo', de: 'Deine Daimyo-Karte' },
  draft: { en: 'Choose your Daimyo card.', fr: 'Choisissez votre carte Daimyo.', de: 'Wähle deine Daimyo-Karte.' },
  draftWait: { en: 'choosing a Daimyo card', fr: 'choix d’une carte Daimyo', de: 'wählt eine Daimyo-Karte' },
  deployWait: { en: 'deploying armies or playing a card', fr: 'déploie ses armées ou joue une carte', de: 'setzt Armeen ein oder spielt eine Karte' },
  offer: { en: 'Daimyo cards on offer', fr: 'Cartes Daimyo proposées', de: 'Angebotene Daimyo-Karten' },
  dice: { en: 'Dice', fr: 'Dés', de: 'Würfel' },
  rollOrCard: { en: 'Roll the dice, or play a card instead of rolling.', fr: 'Lancez les dés, ou jouez une carte au lieu de lancer.', de: 'Würfle oder spiele statt zu würfeln eine Karte.' },
  roll: { en: 'Roll the dice.', fr: 'Lancez les dés.', de: 'Würfle.' },
  keep: { en: 'Pick the single die (the other two name the castle).', fr: 'Choisissez le dé seul (les deux autres désignent le château).', de: 'Wähle den Einzelwürfel (die anderen zwei bestimmen die Burg).' },
  pick: { en: 'Choose a highlighted province to narrow the choice, or pick an option.', fr: 'Choisissez une province en surbrillance pour affiner, ou une option.', de: 'Wähle eine hervorgehobene Provinz zum Eingrenzen oder eine Option.' },
  narrow: { en: 'Narrow by province', fr: 'Affiner par province', de: 'Nach Provinz eingrenzen' },
  options: { en: 'Options of the card', fr: 'Options de la carte', de: 'Möglichkeiten der Karte' },
  more: { en: 'more: choose a province to narrow the list', fr: 'de plus : choisissez une province pour réduire la liste', de: 'weitere: wähle eine Provinz, um die Liste einzugrenzen' },
  cancel: { en: 'Back to the turn', fr: 'Revenir au tour', de: 'Zurück zum Zug' },
  closed: { en: 'Cards are closed: a reserve is empty.', fr: 'Les cartes sont fermées : une réserve est vide.', de: 'Karten sind gesperrt: ein Vorrat ist leer.' },
  reinforcements: { en: 'reinforcements', fr: 'renforts', de: 'Verstärkungen' },
  won: { en: 'won by', fr: 'prise par', de: 'erobert von' },
  karo: { en: 'Karō', fr: 'Karō', de: 'Karō' },
  discarded: { en: 'no army: discarded', fr: 'aucune armée : défaussé', de: 'keine Armee: abgelegt' },
  castle: { en: 'castle', fr: 'château', de: 'Burg' },
  finished: { en: 'The war is over.', fr: 'La guerre est finie.', de: 'Der Krieg ist vorbei.' },
  impossible: { en: 'not possible now', fr: 'impossible maintenant', de: 'jetzt nicht möglich' },
  reconstructed: { en: 'Reconstructed text: not the rulebook’s wording.', fr: 'Texte reconstitué : pas la formulation de la règle.', de: 'Rekonstruierter Text: nicht der Wortlaut der Regel.' },
  inferred: { en: 'Its links to neighbours are inferred from an earlier board.', fr: 'Ses liaisons avec les voisines sont déduites d’un plateau antérieur.', de: 'Seine Verbindungen zu den Nachbarn sind aus einem früheren Spielplan erschlossen.' },
  choose: { en: 'Choose', fr: 'Choisir', de: 'Wählen' },
  confirmCard: { en: 'Play this card: it cannot be taken back.', fr: 'Jouer cette carte : impossible de revenir en arrière.', de: 'Diese Karte spielen: Das kann nicht zurückgenommen werden.' },
  confirmDraft: { en: 'Keep this Daimyo card for the whole game.', fr: 'Garder cette carte Daimyo pour toute la partie.', de: 'Diese Daimyo-Karte für das ganze Spiel behalten.' },
  turnOf: { en: 'to play', fr: 'à jouer', de: 'am Zug' },
  lastChange: { en: 'changed by the last move', fr: 'modifié par le dernier coup', de: 'vom letzten Zug geändert' },
  legend: { en: 'Legend', fr: 'Légende', de: 'Zeichenerklärung' },
  legendArmy: { en: 'filled shape: armies', fr: 'forme pleine : armées', de: 'gefüllte Form: Armeen' },
  legendReinf: { en: 'hollow shape: reinforcements', fr: 'forme creuse : renforts', de: 'hohle Form: Verstärkungen' },
  legendDaimyo: { en: 'shape with D: Daimyo', fr: 'forme avec D : Daimyo', de: 'Form mit D: Daimyo' },
  legendCastle: { en: 'white disc: castle value', fr: 'disque blanc : valeur du château', de: 'weiße Scheibe: Burgwert' },
  legendWon: { en: 'castle in a player’s shape: won by that player', fr: 'château à la forme d’un joueur : pris par ce joueur', de: 'Burg in der Form eines Spielers: von ihm erobert' },
} satisfies Record<string, Record<Lang, string>>;

export type Word = keyof typeof WORDS;
export const w = (lang: Lang, key: Word): string => WORDS[key][lang];

/** Every English word of the board, for the browser tests' "no English left" check. */
export const ENGLISH_WORDS: string[] = Object.values(WORDS).filter((t) => t.en !== t.fr && t.en !== t.de).map((t) => t.en);
