/**
 * The White Castle Duel in the browser. One SVG table: the castle with its three floors (action
 * tiles, influence decks with their top card, locations with their stacks of lantern tokens), the
 * fan track rising behind it like a sun, the two social-climbing stairs with the courtiers, the
 * lantern row, the market, the gardens and the training yards. Below, the prompt of the decision
 * waiting now and both domains with a live preview of the final score.
 *
 * It never decides a rule: every clickable thing is one of `ctx.legalMoves` (or narrows to a few of
 * them), and whatever the pictures do not offer is listed at the bottom with the engine's words.
 * Cards and tiles whose data is provisional say so in their tooltip and carry a small amber mark.
 */
import type { BoardContext, BoardUi } from '../../engine/ui-contract';
import type { Lang, Seat } from '../../engine/contract';
import {
  BOARD, climbingTile, gardenTile, influenceCard, isLanternCard, lanternCard, merchandiseTile, startingCard, trainingTile,
  type ActionKind, type Benefit, type Color, type Effect, type GardenId, type Icons, type PathId, type Provenance, type YardId,
} from './data';
import {
  ACTION_NAMES, COLOR_NAMES, benefitName, cardName, costText, describeMove, effectsText, gainsText, iconsText, roundName, scrollText,
} from './text';
import type { Pay, Task, WcdMove } from './state';
import type { WcdPlayerView, WcdView } from './view';

// ---------------------------------------------------------------------------------------------
// Words

type Words = Record<Lang, string>;
const WORDS = {
  castle: { en: 'The White Castle', fr: 'Le Château Blanc', de: 'Die weiße Burg' },
  fanTrack: { en: 'Fan track (clan points)', fr: 'Piste des éventails (points de clan)', de: 'Fächerleiste (Clanpunkte)' },
  lanternRow: { en: 'Lantern cards', fr: 'Cartes Lanterne', de: 'Laternenkarten' },
  lanternDeck: { en: 'Lantern deck', fr: 'Pioche Lanterne', de: 'Laternenstapel' },
  market: { en: 'Trade', fr: 'Commerce', de: 'Handel' },
  influenceTrade: { en: 'Influence card', fr: 'Carte Influence', de: 'Einflusskarte' },
  common: { en: 'Common', fr: 'Commune', de: 'Einfach' },
  luxury: { en: 'Luxury', fr: 'Luxe', de: 'Luxus' },
  commonLong: { en: 'Common merchandise', fr: 'Marchandise commune', de: 'Einfache Ware' },
  luxuryLong: { en: 'Luxury merchandise', fr: 'Marchandise de luxe', de: 'Luxusware' },
  tilesLeft: { en: 'tiles left', fr: 'tuiles restantes', de: 'Plättchen übrig' },
  cardsLeft: { en: 'cards left', fr: 'cartes restantes', de: 'Karten übrig' },
  empty: { en: 'empty', fr: 'vide', de: 'leer' },
  stone: { en: 'Stone garden', fr: 'Jardin minéral', de: 'Steingarten' },
  plant: { en: 'Plant garden', fr: 'Jardin végétal', de: 'Pflanzengarten' },
  basicShort: { en: 'Basic training', fr: 'Entraînement Novice', de: 'Training Anfänger' },
  eliteShort: { en: 'Elite training', fr: 'Entraînement Élite', de: 'Training Elite' },
  basic: { en: 'Basic training yard', fr: "Terrain d'entraînement Novice", de: 'Anfänger-Trainingsplatz' },
  elite: { en: 'Elite training yard', fr: "Terrain d'entraînement Élite", de: 'Elite-Trainingsplatz' },
  column: { en: 'column', fr: 'colonne', de: 'Spalte' },
  columnScores: { en: 'each clan seal here counts', fr: 'chaque sceau Clan ici compte', de: 'jedes Clansiegel hier zählt' },
  reward: { en: 'Reward', fr: 'Récompense', de: 'Belohnung' },
  perSeal: { en: 'per seal', fr: 'par sceau', de: 'je Siegel' },
  yardScoring: { en: 'Each clan seal here multiplies your katanas by {k} and your kabutos by {b} at the end.', fr: 'Chaque sceau Clan ici multiplie vos katanas par {k} et vos kabutos par {b} à la fin.', de: 'Jedes Clansiegel hier multipliziert am Ende deine Katanas mit {k} und deine Kabutos mit {b}.' },
  leftPath: { en: 'Left path', fr: 'Chemin gauche', de: 'Linker Pfad' },
  rightPath: { en: 'Right path', fr: 'Chemin droit', de: 'Rechter Pfad' },
  step: { en: 'step', fr: 'case', de: 'Stufe' },
  level: { en: 'level', fr: 'niveau', de: 'Ebene' },
  levelHelp: { en: 'level {l}: each Nobori flag scores {l} at the end', fr: 'niveau {l} : chaque drapeau Nobori rapporte {l} à la fin', de: 'Ebene {l}: jede Nobori-Fahne zählt am Ende {l}' },
  gate: { en: 'Castle gate', fr: 'Porte du château', de: 'Burgtor' },
  top: { en: 'top of the path', fr: 'sommet du chemin', de: 'Spitze des Pfads' },
  lightFace: { en: 'light face', fr: 'face claire', de: 'helle Seite' },
  darkFace: { en: 'dark face', fr: 'face sombre', de: 'dunkle Seite' },
  tile: { en: 'tile', fr: 'tuile', de: 'Plättchen' },
  deck: { en: 'Deck', fr: 'Paquet', de: 'Stapel' },
  location: { en: 'Location', fr: 'Lieu', de: 'Ort' },
  printedLantern: { en: 'printed lantern', fr: 'lanterne imprimée', de: 'aufgedruckte Laterne' },
  tokens: { en: 'lantern tokens (bottom to top)', fr: 'pions Lanterne (de bas en haut)', de: 'Laternensteine (von unten nach oben)' },
  covers: { en: 'placing here activates your {c} lantern', fr: 'se placer ici active votre lanterne {c}', de: 'hier einsetzen aktiviert deine Laterne {c}' },
  actionTile: { en: 'Action tile', fr: 'Tuile Action', de: 'Aktionsplättchen' },
  cost: { en: 'Cost', fr: 'Coût', de: 'Kosten' },
  scroll: { en: 'Scroll', fr: 'Parchemin', de: 'Schriftrolle' },
  improvedShows: { en: 'Improved: ', fr: 'Améliorée : ', de: 'Verbessert: ' },
  improved: { en: 'improved', fr: 'améliorée', de: 'verbessert' },
  notImproved: { en: 'not improved', fr: 'non améliorée', de: 'nicht verbessert' },
  family: { en: { blue: 'Nobori (blue)', green: 'Weapon (green)', coral: 'Origami (coral)' }, fr: { blue: 'Nobori (bleue)', green: 'Arme (verte)', coral: 'Origami (corail)' }, de: { blue: 'Nobori (blau)', green: 'Waffe (grün)', coral: 'Origami (korallrot)' } },
  provisional: { en: '⚠ Provisional data: completed by us, not confirmed by the rulebook.', fr: '⚠ Données provisoires : complétées par nous, non confirmées par la règle.', de: '⚠ Vorläufige Daten: von uns ergänzt, nicht durch die Regel bestätigt.' },
  provLegend: { en: 'amber corner = provisional data (hover for details)', fr: 'coin ambré = données provisoires (survolez pour le détail)', de: 'bernsteinfarbene Ecke = vorläufige Daten (Details beim Überfahren)' },
  you: { en: 'you', fr: 'vous', de: 'du' },
  firstPlayer: { en: 'first player', fr: 'premier joueur', de: 'Startspieler' },
  turns: { en: 'turns', fr: 'tours', de: 'Züge' },
  resources: { en: 'Resources', fr: 'Ressources', de: 'Rohstoffe' },
  coinsSeals: { en: 'Coins & Daimyo seals', fr: 'Pièces et sceaux Daimyo', de: 'Münzen & Daimyo-Siegel' },
  max10: { en: 'at most {n} together; 1 point per {p}', fr: '{n} au plus ensemble ; 1 point par {p}', de: 'zusammen höchstens {n}; 1 Punkt je {p}' },
  exchangeTokens: { en: 'Exchange tokens', fr: 'Jetons Échange', de: 'Tauschplättchen' },
  clanSeals: { en: 'Clan seals in reserve', fr: 'Sceaux Clan en réserve', de: 'Clansiegel im Vorrat' },
  supply: { en: 'Lantern tokens in hand', fr: 'Pions Lanterne en main', de: 'Laternensteine in der Hand' },
  lanternAreas: { en: 'Lantern areas', fr: 'Zones Lanterne', de: 'Laternenbereiche' },
  base: { en: 'printed reward', fr: 'récompense imprimée', de: 'aufgedruckte Belohnung' },
  startBack: { en: 'starting card', fr: 'carte de départ', de: 'Startkarte' },
  influenceCards: { en: 'Influence cards', fr: 'Cartes Influence', de: 'Einflusskarten' },
  none: { en: 'none yet', fr: 'aucune pour l’instant', de: 'noch keine' },
  merchandise: { en: 'Merchandise', fr: 'Marchandises', de: 'Waren' },
  courtier: { en: 'Courtier', fr: 'Courtisan', de: 'Höfling' },
  atGate: { en: 'at the castle gate', fr: 'à la porte du château', de: 'am Burgtor' },
  scorePreview: { en: 'Score if the game ended now', fr: 'Score si la partie finissait maintenant', de: 'Punkte, wenn das Spiel jetzt endete' },
  finalScore: { en: 'Final score', fr: 'Score final', de: 'Endwertung' },
  sClan: { en: 'Clan points (fans)', fr: 'Points de clan (éventails)', de: 'Clanpunkte (Fächer)' },
  sCoins: { en: 'Coins & seals', fr: 'Pièces et sceaux', de: 'Münzen & Siegel' },
  sRes: { en: 'Resources', fr: 'Ressources', de: 'Rohstoffe' },
  sFlags: { en: 'Flags × courtier level', fr: 'Drapeaux × niveau du courtisan', de: 'Fahnen × Höflingsebene' },
  sKatana: { en: 'Katanas × training', fr: 'Katanas × entraînement', de: 'Katanas × Training' },
  sKabuto: { en: 'Kabutos × training', fr: 'Kabutos × entraînement', de: 'Kabutos × Training' },
  sCranes: { en: 'Blue × white cranes', fr: 'Grues bleues × blanches', de: 'Blaue × weiße Kraniche' },
  sTotal: { en: 'Total', fr: 'Total', de: 'Summe' },
  pts: { en: 'pts', fr: 'pts', de: 'P.' },
  startTitle: { en: 'Choose your starting card', fr: 'Choisissez votre carte de départ', de: 'Wähle deine Startkarte' },
  startWait: { en: '{p} is choosing a starting card', fr: '{p} choisit une carte de départ', de: '{p} wählt eine Startkarte' },
  startFront: { en: 'gain now', fr: 'gagnez maintenant', de: 'sofort' },
  startBackLabel: { en: 'then in your {c} lantern area', fr: 'puis dans votre zone Lanterne {c}', de: 'dann in deinem Laternenbereich {c}' },
  roundTurn: { en: '{r} round · turn {t} of {n}', fr: 'Manche {r} · tour {t} sur {n}', de: 'Runde {r} · Zug {t} von {n}' },
  yourTurn: { en: 'Your turn', fr: 'À vous', de: 'Du bist dran' },
  waitingFor: { en: 'Waiting for {p}', fr: 'En attente de {p}', de: 'Warten auf {p}' },
  isDeciding: { en: '{p} decides: ', fr: '{p} décide : ', de: '{p} entscheidet: ' },
  placeHelp: { en: 'Outgoing: place one of your lantern tokens on a castle location — click a glowing location. The lantern it covers is activated, then you use the two slots next to it.', fr: 'Aller : placez un de vos pions Lanterne sur un lieu du château — cliquez un lieu lumineux. La lanterne recouverte est activée, puis vous utilisez les deux emplacements voisins.', de: 'Hinweg: Setze einen deiner Laternensteine auf einen Ort der Burg — klicke einen leuchtenden Ort. Die verdeckte Laterne wird aktiviert, dann nutzt du die beiden Felder daneben.' },
  takeHelp: { en: 'Return: take back the top lantern token of a location — click a glowing location. That token’s lantern is activated, then you use the two slots next to it.', fr: 'Retour : reprenez le pion Lanterne au sommet d’un lieu — cliquez un lieu lumineux. La lanterne de ce pion est activée, puis vous utilisez les deux emplacements voisins.', de: 'Rückweg: Nimm den obersten Laternenstein eines Ortes zurück — klicke einen leuchtenden Ort. Dessen Laterne wird aktiviert, dann nutzt du die beiden Felder daneben.' },
  exchangeOffer: { en: 'Use an exchange token first', fr: 'Utiliser d’abord un jeton Échange', de: 'Zuerst ein Tauschplättchen nutzen' },
  exchangeHelp: { en: 'Click two action tiles on the castle to swap them.', fr: 'Cliquez deux tuiles Action du château pour les intervertir.', de: 'Klicke zwei Aktionsplättchen der Burg an, um sie zu tauschen.' },
  placeWhich: { en: 'Which lantern token on {l}?', fr: 'Quel pion Lanterne sur {l} ?', de: 'Welcher Laternenstein auf {l}?' },
  left: { en: 'left', fr: 'restant(s)', de: 'übrig' },
  slotsHelp: { en: 'Use the slots next to {l}, in any order: click them on the castle, or decline one for a well benefit.', fr: 'Utilisez les emplacements voisins de {l}, dans l’ordre de votre choix : cliquez-les sur le château, ou renoncez à l’un pour un bénéfice du puits.', de: 'Nutze die Felder neben {l} in beliebiger Reihenfolge: klicke sie auf der Burg an oder verzichte auf eines für einen Brunnenvorteil.' },
  perform: { en: 'Perform', fr: 'Effectuer', de: 'Ausführen' },
  cannot: { en: 'cannot be performed now', fr: 'impossible maintenant', de: 'jetzt nicht möglich' },
  declineFor: { en: 'or decline for', fr: 'ou renoncer pour', de: 'oder verzichten für' },
  allDone: { en: 'Both slots are used: end your turn when you are ready.', fr: 'Les deux emplacements sont utilisés : terminez votre tour quand vous êtes prêt.', de: 'Beide Felder sind genutzt: beende deinen Zug, wenn du bereit bist.' },
  endTurn: { en: 'End turn', fr: 'Terminer le tour', de: 'Zug beenden' },
  undo: { en: 'Undo', fr: 'Annuler', de: 'Zurück' },
  cancel: { en: 'Cancel', fr: 'Annuler le choix', de: 'Auswahl abbrechen' },
  skip: { en: 'Skip', fr: 'Passer', de: 'Auslassen' },
  convert: { en: 'Convert {n} Daimyo seals into 1', fr: 'Convertir {n} sceaux Daimyo en 1', de: '{n} Daimyo-Siegel umwandeln in 1' },
  otherMoves: { en: 'Other legal moves', fr: 'Autres coups légaux', de: 'Weitere erlaubte Züge' },
  then: { en: 'then {n} more step(s)', fr: 'puis {n} étape(s) de plus', de: 'danach {n} weitere(r) Schritt(e)' },
  over: { en: 'Final scoring', fr: 'Décompte final', de: 'Schlusswertung' },
  wins: { en: '{p} wins', fr: '{p} gagne', de: '{p} gewinnt' },
  tie: { en: 'Shared victory', fr: 'Victoire partagée', de: 'Geteilter Sieg' },
  orClick: { en: 'or click on the board', fr: 'ou cliquez sur le plateau', de: 'oder klicke auf den Spielplan' },
  free: { en: 'free', fr: 'gratuit', de: 'kostenlos' },
  pay: { en: 'Pay', fr: 'Payer', de: 'Zahle' },
  doScroll: { en: 'Do the scroll', fr: 'Effectuer le parchemin', de: 'Schriftrolle ausführen' },
  climb: { en: 'Climb {n}', fr: 'Monter de {n}', de: '{n} aufsteigen' },
  youLabel: { en: 'You', fr: 'Vous', de: 'Du' },
  keepLabel: { en: 'Keep', fr: 'Garder', de: 'Behalten' },
  option: { en: 'Option', fr: 'Option', de: 'Option' },
  taking: { en: 'takes', fr: 'prend', de: 'nimmt' },
  'task.keep': { en: 'Too many coins and Daimyo seals (at most {cap} together): choose what to keep.', fr: 'Trop de pièces et sceaux Daimyo ({cap} au plus ensemble) : choisissez ce que vous gardez.', de: 'Zu viele Münzen und Daimyo-Siegel (zusammen höchstens {cap}): wähle, was du behältst.' },
  'task.keepFlex': { en: 'Choose how to take your coins and/or Daimyo seals.', fr: 'Choisissez comment prendre vos pièces et/ou sceaux Daimyo.', de: 'Wähle, wie du deine Münzen und/oder Daimyo-Siegel nimmst.' },
  'task.any': { en: 'Choose a resource ({n} to take).', fr: 'Choisissez une ressource ({n} à prendre).', de: 'Wähle einen Rohstoff ({n} zu nehmen).' },
  'task.well': { en: 'Choose a well benefit ({n} to take).', fr: 'Choisissez un bénéfice du puits ({n} à prendre).', de: 'Wähle einen Brunnenvorteil ({n} zu nehmen).' },
  'task.lanternCard': { en: 'Take a lantern card from the row (click it).', fr: 'Prenez une carte Lanterne de la rangée (cliquez-la).', de: 'Nimm eine Laternenkarte aus der Auslage (klicke sie an).' },
  'task.lanternCardActivate': { en: 'Take a lantern card from the row (click it); its lantern is then activated.', fr: 'Prenez une carte Lanterne de la rangée (cliquez-la) ; sa lanterne est ensuite activée.', de: 'Nimm eine Laternenkarte aus der Auslage (klicke sie an); ihre Laterne wird dann aktiviert.' },
  'task.activate': { en: 'Choose one of your lanterns to activate (click a lantern area of your domain).', fr: 'Choisissez une de vos lanternes à activer (cliquez une zone Lanterne de votre domaine).', de: 'Wähle eine deiner Laternen zum Aktivieren (klicke einen Laternenbereich deiner Domäne).' },
  'task.improve': { en: 'Improve up to {n} influence card(s): click them in your domain, or skip.', fr: 'Améliorez jusqu’à {n} carte(s) Influence : cliquez-les dans votre domaine, ou passez.', de: 'Verbessere bis zu {n} Einflusskarte(n): klicke sie in deiner Domäne an oder lass aus.' },
  'task.action': { en: 'Bonus action: {a}{d} — or skip.', fr: 'Action bonus : {a}{d} — ou passez.', de: 'Bonusaktion: {a}{d} — oder auslassen.' },
  'task.discount': { en: ' ({n} less)', fr: ' ({n} de moins)', de: ' ({n} weniger)' },
  'task.influenceFree': { en: 'Take the top card of a deck for free (click a deck), or skip.', fr: 'Prenez gratuitement la première carte d’un paquet (cliquez un paquet), ou passez.', de: 'Nimm die oberste Karte eines Stapels kostenlos (klicke einen Stapel) oder lass aus.' },
  'task.influence': { en: 'Buy the top card of a deck (click a deck), or skip.', fr: 'Achetez la première carte d’un paquet (cliquez un paquet), ou passez.', de: 'Kaufe die oberste Karte eines Stapels (klicke einen Stapel) oder lass aus.' },
  'task.scroll': { en: 'Scroll of {c}: {s}', fr: 'Parchemin de {c} : {s}', de: 'Schriftrolle von {c}: {s}' },
  'task.choice': { en: 'Choose one reward.', fr: 'Choisissez une récompense.', de: 'Wähle eine Belohnung.' },
  'task.gain': { en: 'Gains are being resolved.', fr: 'Gains en cours.', de: 'Gewinne werden verrechnet.' },
  'sel.deck': { en: 'Deck {d}: how do you pay?', fr: 'Paquet {d} : comment payez-vous ?', de: 'Stapel {d}: wie zahlst du?' },
  'sel.trade': { en: 'Trade for {o}: which resources do you give?', fr: 'Échange contre {o} : quelles ressources donnez-vous ?', de: 'Handel für {o}: welche Rohstoffe gibst du?' },
  'sel.slot': { en: '{s}: choose how', fr: '{s} : choisissez comment', de: '{s}: wähle wie' },
  'sel.scroll': { en: 'Scroll: how do you pay?', fr: 'Parchemin : comment payez-vous ?', de: 'Schriftrolle: wie zahlst du?' },
} satisfies Record<string, Words | Record<Lang, Record<string, string>>>;

type WordKey = { [K in keyof typeof WORDS]: (typeof WORDS)[K] extends Words ? K : never }[keyof typeof WORDS];
function w(key: WordKey, lang: Lang, vars: Record<string, string | number> = {}): string {
  let s: string = (WORDS[key] as Words)[lang];
  for (const [k, v] of Object.entries(vars)) s = s.split(`{${k}}`).join(String(v));
  return s;
}

// ---------------------------------------------------------------------------------------------
// Colours and DOM helpers

const SEAT_COLOURS = ['#7b3f9e', '#15808c'];
const SEAT_LIGHT = ['#efe3f5', '#dcf0f1'];
const LANTERN_FILL: Record<Color, string> = { coral: '#ef7d62', black: '#2f2b30', white: '#fbf8ef' };
const CARD_FILL: Record<string, string> = { blue: '#3b6db3', green: '#3f8a4c', coral: '#dc7256' };
const SVG_NS = 'http://www.w3.org/2000/svg';
const COLORS: Color[] = ['coral', 'black', 'white'];
const RESOURCE_KEYS = ['food', 'iron', 'pearl'] as const;

type Kid = Node | string | null | false | undefined;
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, unknown> = {}, ...kids: Kid[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') e.addEventListener(k.slice(2), v as EventListener);
    else e.setAttribute(k === 'className' ? 'class' : k, v === true ? '' : String(v));
  }
  for (const k of kids) if (k !== null && k !== undefined && k !== false) e.append(k);
  return e;
}
function svg(tag: string, attrs: Record<string, unknown> = {}, ...kids: Kid[]): SVGElement {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') e.addEventListener(k.slice(2), v as EventListener);
    else e.setAttribute(k, String(v));
  }
  for (const k of kids) if (k !== null && k !== undefined && k !== false) e.append(k);
  return e;
}
function title(text: string): SVGElement {
  const t = svg('title');
  t.textContent = text;
  return t;
}
function text(x: number, y: number, content: string, attrs: Record<string, unknown> = {}): SVGElement {
  const t = svg('text', { x, y, ...attrs });
  t.textContent = content;
  return t;
}

/** Greedy line wrap for SVG text (approximate width of a sans-serif character: 0.55 em). */
function wrap(content: string, maxWidth: number, size: number, maxLines = 2): string[] {
  const per = Math.max(4, Math.floor(maxWidth / (size * 0.62)));
  const words = content.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= per) line += ' ' + word;
    else { lines.push(line); line = word; }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, per - 1)}…`;
    return kept;
  }
  return lines;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A one-line label shrunk to fit a width (bold sans-serif: about 0.62 em a character). */
function fitText(x: number, y: number, content: string, maxWidth: number, size: number, attrs: Record<string, unknown> = {}): SVGElement {
  const fit = Math.min(size, maxWidth / Math.max(1, content.length * 0.62));
  return text(x, y, content, { ...attrs, 'font-size': Math.max(7, Math.round(fit * 10) / 10) });
}

// ---------------------------------------------------------------------------------------------
// Icons: one <symbol> each, drawn in a 24×24 box; lanterns take their colour from `color`.

const ICON_DEFS: Record<string, string> = {
  food: '<path d="M3 12.5H21A9 8 0 0 1 3 12.5Z" fill="#9b6a3c" stroke="#5b3b1e" stroke-width="1"/><path d="M5.2 12.5A6.8 5.6 0 0 1 18.8 12.5Z" fill="#fffdf6" stroke="#b8ae9a" stroke-width=".8"/><rect x="9" y="19.6" width="6" height="2" rx="1" fill="#5b3b1e"/>',
  iron: '<path d="M3.5 18.5L7 10H17L20.5 18.5Z" fill="#5d6975" stroke="#2f363d" stroke-width="1"/><path d="M7 10L9 6.5H15L17 10Z" fill="#a7b1bc" stroke="#2f363d" stroke-width="1"/>',
  pearl: '<path d="M12 21L3.6 10.5A8.6 8.6 0 0 1 20.4 10.5Z" fill="#f6e8f0" stroke="#a57896" stroke-width="1.1"/><path d="M12 21L6.2 5.6M12 21L9 3.9M12 21V3.4M12 21L15 3.9M12 21L17.8 5.6" stroke="#c79bb8" stroke-width=".9"/>',
  coin: '<circle cx="12" cy="12" r="9" fill="#e3b53b" stroke="#8d6a0f" stroke-width="1.2"/><circle cx="12" cy="12" r="6.6" fill="none" stroke="#b98d1c" stroke-width=".8"/><rect x="9.6" y="9.6" width="4.8" height="4.8" fill="#fdf7e6" stroke="#8d6a0f" stroke-width=".8"/>',
  seal: '<rect x="3" y="3" width="18" height="18" rx="3.5" fill="#c8302a" stroke="#7d1713" stroke-width="1"/><text x="12" y="17" text-anchor="middle" font-size="13" fill="#fff" font-family="Noto Serif CJK JP, serif">印</text>',
  coinOrSeal: '<circle cx="8.5" cy="12" r="6.5" fill="#e3b53b" stroke="#8d6a0f" stroke-width="1"/><rect x="7" y="10.5" width="3" height="3" fill="#fdf7e6"/><rect x="12" y="6" width="11" height="12" rx="2.5" fill="#c8302a" stroke="#7d1713" stroke-width="1"/><text x="17.5" y="15.5" text-anchor="middle" font-size="9" fill="#fff" font-family="Noto Serif CJK JP, serif">印</text>',
  anyResource: '<path d="M12 12V3A9 9 0 0 1 19.8 16.5Z" fill="#9b6a3c"/><path d="M12 12L19.8 16.5A9 9 0 0 1 4.2 16.5Z" fill="#5d6975"/><path d="M12 12L4.2 16.5A9 9 0 0 1 12 3Z" fill="#e9cadb"/><circle cx="12" cy="12" r="9" fill="none" stroke="#333" stroke-width="1"/><circle cx="12" cy="12" r="4.6" fill="#fff"/><text x="12" y="15.3" text-anchor="middle" font-size="9" font-weight="700" fill="#333">?</text>',
  point: '<path d="M12 21L2.5 9.2A12 12 0 0 1 21.5 9.2Z" fill="#d8443b" stroke="#7e1a14" stroke-width="1"/><path d="M12 21L5.6 6M12 21L9 4.1M12 21V3.5M12 21L15 4.1M12 21L18.4 6" stroke="#f7c7b9" stroke-width=".8"/><circle cx="12" cy="20" r="1.3" fill="#7e1a14"/>',
  exchange: '<circle cx="12" cy="12" r="9.3" fill="#d5ece7" stroke="#2c7a6e" stroke-width="1.2"/><path d="M6.5 9.5H16.5M13.8 6.8L16.8 9.5L13.8 12.2M17.5 14.5H7.5M10.2 11.8L7.2 14.5L10.2 17.2" fill="none" stroke="#2c7a6e" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/>',
  flag: '<path d="M6.5 2.5V22" stroke="#5b4636" stroke-width="1.8" stroke-linecap="round"/><path d="M7.5 4H18V19.5H7.5Z" fill="#2f63b0" stroke="#1c3f75" stroke-width="1"/><path d="M7.5 4H18V7H7.5Z" fill="#fff" opacity=".85"/><circle cx="12.8" cy="13" r="2.6" fill="#fff"/>',
  katana: '<path d="M5.5 18.5Q13 13 20.5 3.5" fill="none" stroke="#8e99a5" stroke-width="2.6" stroke-linecap="round"/><path d="M5.5 18.5Q13 13 20.5 3.5" fill="none" stroke="#e8edf2" stroke-width=".9"/><path d="M2.8 21.4L6.3 17.6" stroke="#3b2a1e" stroke-width="3.4" stroke-linecap="round"/><ellipse cx="6.8" cy="17.2" rx="2.6" ry="1.2" transform="rotate(-45 6.8 17.2)" fill="#c9a227" stroke="#6e5710" stroke-width=".6"/>',
  kabuto: '<path d="M4.2 17A7.8 7.8 0 0 1 19.8 17Z" fill="#3b3b45" stroke="#17171c" stroke-width="1"/><path d="M2.5 16.5H21.5L20 19.5H4Z" fill="#2a2a32" stroke="#17171c" stroke-width=".8"/><path d="M12 10.5L6.2 3.2M12 10.5L17.8 3.2" stroke="#d4a72c" stroke-width="2" stroke-linecap="round"/><circle cx="12" cy="11" r="2" fill="#d4a72c"/>',
  blueCrane: '<path d="M1.8 13.5L9.5 12.2L12.3 3.5L14.2 12.2L22.3 8.5L15.2 15.2L12.3 20.6L9.3 15.3Z" fill="#3d7cc9" stroke="#1c4a85" stroke-width="1" stroke-linejoin="round"/><path d="M12.3 3.5L12.3 20.6" stroke="#1c4a85" stroke-width=".7"/>',
  whiteCrane: '<path d="M1.8 13.5L9.5 12.2L12.3 3.5L14.2 12.2L22.3 8.5L15.2 15.2L12.3 20.6L9.3 15.3Z" fill="#fdfcf8" stroke="#6d6a63" stroke-width="1" stroke-linejoin="round"/><path d="M12.3 3.5L12.3 20.6" stroke="#9d9a92" stroke-width=".7"/>',
  card: '<rect x="5.5" y="2.5" width="13" height="19" rx="2" fill="#f4ecd8" stroke="#6b5a3e" stroke-width="1.1"/><rect x="7.5" y="4.5" width="9" height="6" rx="1" fill="#c9b48a"/><path d="M8 13.5H16M8 16H14" stroke="#8c7a5a" stroke-width="1"/>',
  lanternCard: '<rect x="4.5" y="2.5" width="15" height="19" rx="2" fill="#f4ecd8" stroke="#6b5a3e" stroke-width="1.1"/><rect x="10.6" y="5" width="2.8" height="1.6" fill="#3a2f25"/><ellipse cx="12" cy="11.8" rx="4.6" ry="5.2" fill="#ef7d62" stroke="#3a2f25" stroke-width=".9"/><rect x="10.6" y="16.8" width="2.8" height="1.6" fill="#3a2f25"/>',
  lantern: '<rect x="9" y="2" width="6" height="2.6" rx=".6" fill="#3a2f25"/><ellipse cx="12" cy="12.3" rx="7.4" ry="8" fill="currentColor" stroke="#3a2f25" stroke-width="1.2"/><path d="M5.2 9.3H18.8M4.7 12.3H19.3M5.2 15.3H18.8" stroke="#8a7b6a" stroke-width=".8" opacity=".8"/><rect x="9" y="19.6" width="6" height="2.6" rx=".6" fill="#3a2f25"/>',
  lanternAny: '<rect x="9" y="2" width="6" height="2.6" rx=".6" fill="#3a2f25"/><clipPath id="wcd-lclip"><ellipse cx="12" cy="12.3" rx="7.4" ry="8"/></clipPath><g clip-path="url(#wcd-lclip)"><rect x="4" y="4" width="5.7" height="17" fill="#ef7d62"/><rect x="9.7" y="4" width="4.7" height="17" fill="#2f2b30"/><rect x="14.4" y="4" width="6" height="17" fill="#fbf8ef"/></g><ellipse cx="12" cy="12.3" rx="7.4" ry="8" fill="none" stroke="#3a2f25" stroke-width="1.2"/><rect x="9" y="19.6" width="6" height="2.6" rx=".6" fill="#3a2f25"/>',
  well: '<path d="M3 8.5L12 3L21 8.5" fill="none" stroke="#6b4a2c" stroke-width="1.8" stroke-linejoin="round"/><path d="M5.5 8V14M18.5 8V14" stroke="#6b4a2c" stroke-width="1.6"/><path d="M4 14H20V19A2 2 0 0 1 18 21H6A2 2 0 0 1 4 19Z" fill="#9a958a" stroke="#555" stroke-width="1"/><path d="M4 17H20" stroke="#6f6b62" stroke-width=".8"/><path d="M12 8V12" stroke="#555" stroke-width="1"/><rect x="10.5" y="11" width="3" height="3" fill="#7a5a3a"/>',
  improve: '<rect x="3.5" y="5" width="11" height="16" rx="1.8" fill="#f4ecd8" stroke="#6b5a3e" stroke-width="1.1"/><path d="M9 9.5V17M6 12.5L9 9.5L12 12.5" stroke="#2f8a47" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M15 3.5A6 6 0 0 1 20.5 10" fill="none" stroke="#2f8a47" stroke-width="1.6"/><path d="M18.8 9.2L20.6 11.3L22.3 8.8" fill="none" stroke="#2f8a47" stroke-width="1.4"/>',
  'act-garden': '<path d="M12 13V21" stroke="#6b4a2c" stroke-width="2.2"/><ellipse cx="12" cy="12" rx="9" ry="3.4" fill="#4f8f4a" stroke="#2d5c2a" stroke-width="1"/><ellipse cx="9" cy="8" rx="6" ry="2.8" fill="#5fa257" stroke="#2d5c2a" stroke-width="1"/><ellipse cx="14" cy="4.6" rx="4.4" ry="2.2" fill="#74b86a" stroke="#2d5c2a" stroke-width="1"/><path d="M5 21H19" stroke="#8a8476" stroke-width="2" stroke-linecap="round"/>',
  'act-training': '<path d="M4 20L20 4M4 4L20 20" stroke="#8e99a5" stroke-width="2.4" stroke-linecap="round"/><path d="M3 21L6.3 17.7M21 21L17.7 17.7" stroke="#3b2a1e" stroke-width="3.2" stroke-linecap="round"/><circle cx="7" cy="17" r="1.6" fill="#c9a227"/><circle cx="17" cy="17" r="1.6" fill="#c9a227"/>',
  'act-courtier': '<circle cx="12" cy="5.5" r="3.3" fill="#f1d3b3" stroke="#3a2f25" stroke-width="1"/><path d="M12 2.2C10 2.2 9.2 3.8 9.6 4.6L14.6 4.4C15 3.4 14 2.2 12 2.2Z" fill="#1f1a17"/><path d="M5 21L8 10.5H16L19 21Z" fill="#8a3f9a" stroke="#3a2f25" stroke-width="1"/><path d="M12 10.5L10 21M12 10.5L14 21" stroke="#d9b6e2" stroke-width=".8"/><path d="M15.5 13.5L21 10.5L20 15Z" fill="#e3b53b" stroke="#3a2f25" stroke-width=".7"/>',
  'act-trade': '<path d="M12 3V20M6 20H18" stroke="#6b4a2c" stroke-width="1.8" stroke-linecap="round"/><path d="M4 6.5H20" stroke="#6b4a2c" stroke-width="1.8" stroke-linecap="round"/><path d="M4 6.5L1.8 12.5H6.2Z M20 6.5L17.8 12.5H22.2Z" fill="none" stroke="#6b4a2c" stroke-width="1"/><path d="M1.5 12.5A2.5 1.6 0 0 0 6.5 12.5Z M17.5 12.5A2.5 1.6 0 0 0 22.5 12.5Z" fill="#e3b53b" stroke="#6b4a2c" stroke-width=".9"/>',
};
const ICON_ALIAS: Record<string, string> = { 'act-lantern': 'lanternAny', 'act-improve': 'improve', coins: 'coin', seals: 'seal', points: 'point' };

function iconDefs(): SVGElement {
  const holder = svg('svg', { width: 0, height: 0, style: 'position:absolute;width:0;height:0;overflow:hidden', 'aria-hidden': 'true' });
  const defs = svg('defs');
  let markup = '';
  for (const [id, body] of Object.entries(ICON_DEFS)) markup += `<symbol id="wcd-i-${id}" viewBox="0 0 24 24">${body}</symbol>`;
  markup += '<radialGradient id="wcd-sun" cx="50%" cy="60%" r="55%"><stop offset="0" stop-color="#f7b7a0"/><stop offset=".65" stop-color="#f9d8c6"/><stop offset="1" stop-color="#fbeee2" stop-opacity="0"/></radialGradient>';
  markup += '<linearGradient id="wcd-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6efe2"/><stop offset=".72" stop-color="#f3ead8"/><stop offset=".74" stop-color="#dfe5cf"/><stop offset="1" stop-color="#d3dcc0"/></linearGradient>';
  markup += '<pattern id="wcd-stones" width="36" height="16" patternUnits="userSpaceOnUse"><rect width="36" height="16" fill="#a39e91"/><path d="M0 0.5H36M0 8.5H36M9 0V8M27 0V8M0 8V16M18 8V16" stroke="#7d786c" stroke-width="1"/></pattern>';
  markup += '<pattern id="wcd-tiles" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#3f4c57"/><path d="M4 0V8" stroke="#566673" stroke-width="1.6"/></pattern>';
  markup += '<pattern id="wcd-raked" width="12" height="6" patternUnits="userSpaceOnUse"><rect width="12" height="6" fill="#e7e3da"/><path d="M0 3Q3 1 6 3T12 3" fill="none" stroke="#d2ccbf" stroke-width="1"/></pattern>';
  markup += '<filter id="wcd-glow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="0" stdDeviation="3.5" flood-color="#ff8a00" flood-opacity=".95"/></filter>';
  markup += '<filter id="wcd-shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="1.5" stdDeviation="1.5" flood-color="#000" flood-opacity=".25"/></filter>';
  defs.innerHTML = markup;
  holder.append(defs);
  return holder;
}

function use(icon: string, x: number, y: number, size: number, color?: string): SVGElement {
  const id = ICON_ALIAS[icon] ?? icon;
  return svg('use', { href: `#wcd-i-${id}`, x, y, width: size, height: size, style: color ? `color:${color}` : undefined });
}

// ---------------------------------------------------------------------------------------------
// Glyphs: effects, costs and icons drawn as rows of small pictures.

interface Glyph { icon?: string; n?: number; color?: string; sub?: string; text?: string }

const GAIN_ORDER = ['food', 'iron', 'pearl', 'coins', 'seals', 'coinOrSeal', 'anyResource', 'points', 'exchange'] as const;
const SCORE_ICONS = ['flag', 'katana', 'kabuto', 'blueCrane', 'whiteCrane'] as const;

function effectGlyphs(e: Effect): Glyph[] {
  switch (e.kind) {
    case 'gain': return GAIN_ORDER.filter((k) => (e[k] ?? 0) > 0).map((k) => ({ icon: k, n: e[k] }));
    case 'well': return [{ icon: 'well', n: e.count }];
    case 'lanternCard': return e.activate ? [{ icon: 'lanternCard' }, { text: '+' }, { icon: 'lanternAny' }] : [{ icon: 'lanternCard' }];
    case 'activate': return e.color === 'any' ? [{ icon: 'lanternAny' }] : [{ icon: 'lantern', color: LANTERN_FILL[e.color] }];
    case 'improve': return [{ icon: 'improve', n: e.count }];
    case 'action': return [{ icon: `act-${e.action}`, sub: e.discount ? `−${e.discount}` : undefined }];
    case 'influence': return [{ icon: 'card', sub: e.free ? '0' : undefined }];
    case 'choice': return e.options.flatMap((o, i) => [...(i ? [{ text: '/' }] : []), ...effectsGlyphs(o)]);
  }
}
function effectsGlyphs(list: Effect[]): Glyph[] {
  return list.flatMap((e, i) => [...(i ? [{ text: '+' }] : []), ...effectGlyphs(e)]);
}
function costGlyphs(c: Record<string, number | undefined>): Glyph[] {
  return GAIN_ORDER.filter((k) => (c[k] ?? 0) > 0).map((k) => ({ icon: k, n: c[k] }));
}
function iconGlyphs(icons: Icons): Glyph[] {
  return SCORE_ICONS.filter((k) => (icons[k] ?? 0) > 0).map((k) => ({ icon: k, n: icons[k] }));
}

/** Draws glyphs in a row; returns the group and its width. `anchor` centres the row on x. */
function drawGlyphs(glyphs: Glyph[], x: number, y: number, size: number, anchor: 'start' | 'middle' = 'start', maxWidth = Infinity): { g: SVGElement; width: number } {
  const g = svg('g', { class: 'glyphs' });
  let scale = 1;
  const measure = (s: number): number => glyphs.reduce((acc, gl) => acc + (gl.text ? s * 0.55 : s + (gl.n && gl.n > 1 ? s * 0.5 : 0)) + 1, 0);
  let width = measure(size);
  if (width > maxWidth) { scale = maxWidth / width; width = maxWidth; }
  const s = size * scale;
  let cx = anchor === 'middle' ? x - width / 2 : x;
  for (const gl of glyphs) {
    if (gl.text) {
      g.append(text(cx + s * 0.27, y + s * 0.72, gl.text, { 'font-size': s * 0.75, 'text-anchor': 'middle', fill: '#5a4b3a', 'font-weight': 700 }));
      cx += s * 0.55 + 1;
      continue;
    }
    if (gl.n && gl.n > 1) {
      g.append(text(cx + s * 0.24, y + s * 0.76, String(gl.n), { 'font-size': s * 0.72, 'text-anchor': 'middle', fill: '#2b231b', 'font-weight': 700 }));
      cx += s * 0.5;
    }
    g.append(use(gl.icon!, cx, y, s, gl.color));
    if (gl.sub) {
      g.append(svg('rect', { x: cx + s * 0.5, y: y + s * 0.55, width: s * 0.55, height: s * 0.45, rx: s * 0.12, fill: '#fff', stroke: '#5a4b3a', 'stroke-width': 0.6 }));
      g.append(text(cx + s * 0.775, y + s * 0.9, gl.sub, { 'font-size': s * 0.38, 'text-anchor': 'middle', 'font-weight': 700, fill: '#2b231b' }));
    }
    cx += s + 1;
  }
  return { g, width };
}

/** The same glyphs as a small inline picture for HTML. */
function glyphSpan(glyphs: Glyph[], size = 18): HTMLElement | SVGElement {
  const { g, width } = drawGlyphs(glyphs, 0, 0, size);
  const w2 = Math.max(1, Math.ceil(width));
  return svg('svg', { class: 'wcd-glyphs', width: w2, height: size, viewBox: `0 0 ${w2} ${size}`, 'aria-hidden': 'true' }, g);
}
const iconSpan = (icon: string, size = 18, color?: string) => glyphSpan([{ icon, color }], size);

// ---------------------------------------------------------------------------------------------
// Tooltips

function provText(lang: Lang, prov: Provenance | string | undefined, ...notes: (string | undefined)[]): string {
  if (prov !== 'provisional') return '';
  const n = notes.filter(Boolean).join(' · ');
  return `\n${w('provisional', lang)}${n ? ` (${n})` : ''}`;
}

function influenceTip(id: string, lang: Lang, improved?: boolean): string {
  const c = influenceCard(id);
  const fam = (WORDS.family[lang] as Record<string, string>)[c.color] ?? c.color;
  return `${c.name[lang]} — ${fam}${improved === undefined ? '' : ` (${improved ? w('improved', lang) : w('notImproved', lang)})`}\n` +
    `${w('cost', lang)}: ${costText(c.cost, lang)}\n${w('scroll', lang)}: ${cap(scrollText(c.scroll, lang))}\n` +
    `${w('improvedShows', lang)}${iconsText(c.icons, lang)}${provText(lang, c.provenance, c.source)}`;
}
function lanternCardTip(id: string, lang: Lang): string {
  if (isLanternCard(id)) {
    const c = lanternCard(id);
    return `${cap(cardName(id, lang))}${provText(lang, c.provenance, c.note)}`;
  }
  const s = startingCard(id);
  return `${cap(w('startBack', lang))} ${id}: ${effectsText(s.back.reward, lang)}${provText(lang, s.provenance, s.note)}`;
}
function lanternAreaCard(id: string): { color: Color; reward: Effect[]; prov: Provenance; start: boolean } {
  if (isLanternCard(id)) { const c = lanternCard(id); return { color: c.color, reward: c.reward, prov: c.provenance, start: false }; }
  const s = startingCard(id);
  return { color: s.back.color, reward: s.back.reward, prov: s.provenance, start: true };
}

// ---------------------------------------------------------------------------------------------
// Moves: keys, selection state and the record of what the board offers.

type M = WcdMove;
const key = (m: unknown): string => JSON.stringify(m);

type Sel =
  | { k: 'group'; id: string }
  | { k: 'exchange'; first: string | null };

/** The narrowing the player started (kept across renders of the same decision point). */
let selection: Sel | null = null;
let selectionKey = '';

interface Ctx {
  view: WcdView;
  legal: M[];
  lang: Lang;
  names: string[];
  you: Seat | null;
  play: (m: M) => void;
  rerender: () => void;
  offered: Set<string>;
}

function offer(c: Ctx, moves: M[]): void {
  for (const m of moves) c.offered.add(key(m));
}

/** The legal moves a narrowing id stands for. */
function groupMoves(c: Ctx, id: string): M[] {
  const [kind, arg] = id.split(':') as [string, string];
  const L = c.legal;
  switch (kind) {
    case 'deck': return L.filter((m) => m.type === 'buy' && m.deck === Number(arg));
    case 'trade': return L.filter((m) => m.type === 'trade' && m.option === arg);
    case 'place': return L.filter((m) => m.type === 'place' && m.location === arg);
    case 'scroll': return L.filter((m) => m.type === 'scroll');
    case 'slot': {
      if (arg.startsWith('D')) return L.filter((m) => m.type === 'buy' && m.deck === Number(arg.slice(1)));
      const kindAt = c.view.castle.actions[arg];
      return L.filter((m) => m.type === kindAt);
    }
    case 'decline': return L.filter((m) => m.type === 'decline' && m.slot === arg);
  }
  return [];
}

/** Click on something standing for some moves: play the only one, or narrow to the choice. */
function choose(c: Ctx, moves: M[], id: string): void {
  if (moves.length === 1) { selection = null; c.play(moves[0]!); return; }
  selection = { k: 'group', id };
  c.rerender();
}

/** Makes an SVG group clickable for some legal moves (nothing happens when there are none). */
function clickable(c: Ctx, g: SVGElement, moves: M[], id: string): boolean {
  if (moves.length === 0) return false;
  offer(c, moves);
  g.classList.add('wcd-act', 'lit');
  g.setAttribute('tabindex', '0');
  g.setAttribute('role', 'button');
  g.setAttribute('data-move', moves[0]!.type);
  if (moves.length > 1) g.setAttribute('data-narrow', '1');
  const go = (): void => choose(c, moves, id);
  g.addEventListener('click', go);
  g.addEventListener('keydown', (e) => { if ((e as KeyboardEvent).key === 'Enter') go(); });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Move labels (HTML, with pictures)

function payGlyphs(p: Pay | undefined): Glyph[] {
  return costGlyphs((p ?? {}) as Record<string, number>);
}
function benefitGlyph(b: Benefit): Glyph {
  const icon = ({ food: 'food', iron: 'iron', pearl: 'pearl', seal: 'seal', coin: 'coin', exchange: 'exchange', point: 'point' } as const)[b];
  return { icon };
}
const ACTION_OF_MOVE: Partial<Record<M['type'], ActionKind>> = { garden: 'garden', training: 'training', courtier: 'courtier', trade: 'trade', lantern: 'lantern', improve: 'improve' };

function moveLabel(c: Ctx, m: M): Kid[] {
  const L = c.lang;
  switch (m.type) {
    case 'place': return [iconSpan('lantern', 20, LANTERN_FILL[m.color]), ` ${cap(COLOR_NAMES[m.color][L])} (${c.view.players[c.you ?? 0]?.tokens[m.color] ?? 0} ${w('left', L)})`];
    case 'buy': return m.pay && Object.keys(m.pay).length ? [`${w('pay', L)} `, glyphSpan(payGlyphs(m.pay))] : [iconSpan('card'), ` ${w('deck', L)} ${m.deck} (${w('free', L)})`];
    case 'trade': return [glyphSpan(payGlyphs(m.pay)), ' → ', iconSpan(m.option === 'influence' ? 'card' : 'act-trade'), ` ${m.option === 'influence' ? w('influenceTrade', L) : m.option === 'common' ? w('commonLong', L) : w('luxuryLong', L)}`];
    case 'scroll': return m.pay && Object.keys(m.pay).length ? [`${w('doScroll', L)}: ${w('pay', L)} `, glyphSpan(payGlyphs(m.pay))] : [w('doScroll', L)];
    case 'garden': {
      const col = c.view.gardens[m.garden].columns[m.column]!;
      return [iconSpan('act-garden'), ` ${w(m.garden, L)} ${m.column + 1} → `, glyphSpan(effectsGlyphs(col.reward)), ' ', glyphSpan(iconGlyphs(col.icons), 14)];
    }
    case 'training': {
      const t = trainingTile(c.view.yards[m.yard].tile);
      return [iconSpan('act-training'), ` ${w(m.yard, L)} → `, glyphSpan(effectsGlyphs(t.rewards[m.reward] ?? []))];
    }
    case 'courtier': {
      const p = c.view.players[c.you ?? 0]!;
      const path = m.path ?? p.courtier.path ?? 'left';
      const cost = BOARD.courtier.moves.find((x) => x.steps === m.steps)?.cost.pearl ?? 0;
      const to = p.courtier.step + m.steps;
      const reward = c.view.climbing[path].steps[to - 1]?.reward ?? [];
      return [iconSpan('act-courtier'), ` ${w('climb', L, { n: m.steps })} (${path === 'left' ? w('leftPath', L) : w('rightPath', L)}) `, glyphSpan([{ icon: 'pearl', n: cost }], 16), ' → ', glyphSpan(effectsGlyphs(reward))];
    }
    case 'lantern': return [iconSpan('lantern', 20, LANTERN_FILL[m.color]), ` ${cap(COLOR_NAMES[m.color][L])}`];
    case 'improve': return [iconSpan('improve'), ` ${influenceCard(m.card).name[L]} → `, glyphSpan(iconGlyphs(influenceCard(m.card).icons))];
    case 'decline': case 'well': return [glyphSpan([benefitGlyph(m.benefit)], 20), ` ${benefitName(m.benefit, L)}`];
    case 'resource': return [iconSpan(m.resource, 20), ` ${cap(gainsText({ [m.resource]: 1 }, L).replace(/^1 /, ''))}`];
    case 'keep': return [`${w('keepLabel', L)} `, iconSpan('coin', 18), `×${m.coins} + `, iconSpan('seal', 18), `×${m.seals}`];
    case 'lantern-card': return [glyphSpan([{ icon: 'lantern', color: LANTERN_FILL[lanternCard(m.card).color] }, ...effectsGlyphs(lanternCard(m.card).reward)], 20)];
    case 'choose': {
      const task = c.view.turn?.pending;
      const opt = task && task.t === 'choice' ? task.options[m.option] ?? [] : [];
      return [`${w('option', L)} ${m.option + 1}: `, glyphSpan(effectsGlyphs(opt)), ` ${effectsText(opt, L)}`];
    }
    case 'convert': return [iconSpan(m.resource, 20)];
    case 'skip': return [w('skip', L)];
    case 'undo': return [`↶ ${w('undo', L)}`];
    case 'end-turn': return [`${w('endTurn', L)} ✓`];
    case 'exchange': return [iconSpan('exchange'), ` ${m.a} ⇄ ${m.b}`];
    default: return [describeMove(m, L)];
  }
}

function moveButton(c: Ctx, m: M, extraClass = ''): HTMLButtonElement {
  offer(c, [m]);
  return el('button', {
    type: 'button', className: `wcd-act wcd-move secondary ${extraClass}`.trim(), 'data-move': m.type, 'data-json': key(m),
    title: describeMove(m, c.lang), onclick: () => { selection = null; c.play(m); },
  }, ...moveLabel(c, m));
}

// ---------------------------------------------------------------------------------------------
// The SVG table

const VB_W = 1000;
const VB_H = 840;
const SW = 96;
const SH = 96;
const SG = 8;
const FLOOR_TOP: Record<number, number> = { 3: 205, 2: 345, 1: 485 };
const WALL_H = 104;

function floorSpan(n: number): [number, number] {
  const width = n * SW + (n - 1) * SG + 20;
  return [VB_W / 2 - width / 2, VB_W / 2 + width / 2];
}
function slotPos(view: WcdView, slot: string): { x: number; y: number; floor: number } {
  for (let f = 0; f < view.castle.floors.length; f++) {
    const row = view.castle.floors[f]!;
    const i = row.indexOf(slot);
    if (i >= 0) {
      const [x0] = floorSpan(row.length);
      return { x: x0 + 10 + i * (SW + SG), y: FLOOR_TOP[f + 1]! + 4, floor: f + 1 };
    }
  }
  return { x: 0, y: 0, floor: 0 };
}

function roof(x0: number, x1: number, y: number, depth: number, over: number): SVGElement {
  const g = svg('g', { class: 'roof' });
  const d = `M${x0 - over} ${y + 3} Q${x0 - over * 0.2} ${y - 2} ${x0 + over * 0.6} ${y - depth} L${x1 - over * 0.6} ${y - depth} Q${x1 + over * 0.2} ${y - 2} ${x1 + over} ${y + 3} Q${(x0 + x1) / 2} ${y - 6} ${x0 - over} ${y + 3}Z`;
  g.append(svg('path', { d, fill: 'url(#wcd-tiles)', stroke: '#222b31', 'stroke-width': 2, 'stroke-linejoin': 'round' }));
  g.append(svg('path', { d: `M${x0 + over * 0.6} ${y - depth} L${x1 - over * 0.6} ${y - depth}`, stroke: '#e9e4d8', 'stroke-width': 3, 'stroke-linecap': 'round' }));
  g.append(svg('path', { d: `M${x0 - over} ${y + 3} Q${(x0 + x1) / 2} ${y - 6} ${x1 + over} ${y + 3}`, fill: 'none', stroke: '#f3efe6', 'stroke-width': 2.5 }));
  return g;
}

function drawFan(c: Ctx, root: SVGElement, behind: SVGElement): void {
  const cx = 500, cy = 210, r0 = 150, r1 = 186;
  const g = svg('g', { class: 'fan-track', 'data-fan-track': '' });
  behind.append(svg('circle', { cx, cy, r: r0 - 4, fill: 'url(#wcd-sun)' }));
  // Position 0 at 166°, 40 at 14°: the ends stay clear of the keep's roof.
  const lo = (14 / 180) * Math.PI, span = Math.PI - 2 * lo;
  const ang = (p: number): number => Math.PI - lo - (p / 40) * span;
  const pt = (a: number, r: number): [number, number] => [cx + r * Math.cos(a), cy - r * Math.sin(a)];
  const half = span / 82;
  for (let p = 0; p <= 40; p++) {
    const a0 = ang(p) + half, a1 = ang(p) - half;
    const [x0, y0] = pt(a0, r0), [x1, y1] = pt(a0, r1), [x2, y2] = pt(a1, r1), [x3, y3] = pt(a1, r0);
    g.append(svg('path', {
      d: `M${x0} ${y0}L${x1} ${y1}A${r1} ${r1} 0 0 1 ${x2} ${y2}L${x3} ${y3}A${r0} ${r0} 0 0 0 ${x0} ${y0}Z`,
      fill: p % 5 === 0 ? '#e9c98f' : p % 2 ? '#f7ecd3' : '#f1e2c0', stroke: '#b99a62', 'stroke-width': 0.7,
    }));
    if (p % 5 === 0) {
      const [tx, ty] = pt(ang(p), r1 + 9);
      g.append(text(tx, ty + 3.5, String(p), { 'font-size': 10, 'text-anchor': 'middle', fill: '#6b5636', 'font-weight': 600 }));
    }
  }
  g.append(title(w('fanTrack', c.lang)));
  // Markers: each player's disc on the band (stacked when both share a position).
  const ps = c.view.players;
  ps.forEach((p, seat) => {
    const same = ps.some((q, s2) => s2 !== seat && q.fan.position === p.fan.position);
    const r = same ? (seat === 0 ? r0 + 10 : r1 - 10) : (r0 + r1) / 2;
    const [mx, my] = pt(ang(Math.min(40, p.fan.position)), r);
    const m = svg('g', { class: 'fan-marker', 'data-seat': seat, 'data-points': p.points });
    m.append(title(`${c.names[seat] ?? ''}: ${p.points} ${WORDS.pts[c.lang]}`));
    m.append(svg('circle', { cx: mx, cy: my, r: 9, fill: SEAT_COLOURS[seat], stroke: '#fff', 'stroke-width': 2, filter: 'url(#wcd-shadow)' }));
    if (p.fan.tile) m.append(text(mx, my + 3.5, `+${p.fan.tile}`, { 'font-size': 7.5, 'text-anchor': 'middle', fill: '#fff', 'font-weight': 700 }));
    g.append(m);
  });
  root.append(g);
}

function drawLocation(c: Ctx, root: SVGElement, loc: WcdView['castle']['locations'][number]): void {
  const { x, y } = slotPos(c.view, loc.id);
  const L = c.lang;
  const g = svg('g', { class: 'location', 'data-location': loc.id, 'data-stack': loc.stack.join(',') });
  const current = c.view.turn?.location === loc.id;
  g.append(svg('rect', { x, y, width: SW, height: SH, rx: 10, fill: current ? SEAT_LIGHT[c.view.turn!.seat] : '#fbf8f1', stroke: current ? SEAT_COLOURS[c.view.turn!.seat] : '#cfc5b2', 'stroke-width': current ? 3 : 1.2, class: 'slot-bg' }));
  const cx = x + SW / 2, cy = y + SH / 2 + 6;
  // The printed lantern of the location: big while uncovered, a small emblem once tokens lie on it.
  const tint = loc.color === 'white' ? '#c9c3b5' : LANTERN_FILL[loc.color];
  g.append(svg('circle', { cx, cy, r: 34, fill: tint, opacity: 0.2 }));
  g.append(svg('circle', { cx, cy, r: 34, fill: 'none', stroke: tint, 'stroke-width': 1.5, opacity: 0.6 }));
  if (!loc.stack.length) g.append(use('lantern', cx - 22, cy - 24, 44, LANTERN_FILL[loc.color]));
  else g.append(svg('g', { class: 'printed', opacity: 0.9 }, svg('circle', { cx: x + SW - 15, cy: y + 27, r: 11, fill: '#fff', stroke: tint }), use('lantern', x + SW - 24, y + 18, 18, LANTERN_FILL[loc.color])));
  // The stack of lantern tokens, bottom to top (wooden cylinders seen from the side).
  const n = loc.stack.length;
  loc.stack.forEach((col, i) => {
    const top = cy + 14 + (n - 1) * 8 - i * 16;
    const stroke = col === 'black' ? '#000' : '#3a2f25';
    g.append(svg('path', { d: `M${cx - 24} ${top} V${top + 10} A24 7 0 0 0 ${cx + 24} ${top + 10} V${top}Z`, fill: LANTERN_FILL[col], stroke, 'stroke-width': 1.2, 'data-token': col }));
    g.append(svg('path', { d: `M${cx - 24} ${top + 10} A24 7 0 0 0 ${cx + 24} ${top + 10}`, fill: 'none', stroke: '#0004', 'stroke-width': 3 }));
    g.append(svg('ellipse', { cx, cy: top, rx: 24, ry: 7, fill: LANTERN_FILL[col], stroke, 'stroke-width': 1.2 }));
    g.append(svg('ellipse', { cx: cx - 4, cy: top - 1, rx: 13, ry: 3, fill: '#fff', opacity: col === 'white' ? 0.9 : 0.28 }));
  });
  g.append(text(x + 6, y + 14, loc.id, { 'font-size': 11, fill: '#7a6a55', 'font-weight': 700 }));
  const top = loc.stack.length ? loc.stack[loc.stack.length - 1]! : loc.color;
  g.append(title(`${w('location', L)} ${loc.id} — ${w('printedLantern', L)}: ${COLOR_NAMES[loc.color][L]}` +
    `\n${w('tokens', L)}: ${loc.stack.map((s) => COLOR_NAMES[s][L]).join(', ') || '—'}` +
    `\n${w('covers', L, { c: COLOR_NAMES[top][L] })}\n↔ ${loc.neighbours.map((n) => slotName(c, n)).join(' · ')}`));
  // Hovering a location shows the two slots it gives.
  g.addEventListener('mouseenter', () => root.querySelectorAll(loc.neighbours.map((n) => `[data-slot="${n}"]`).join(',')).forEach((e) => e.classList.add('hint')));
  g.addEventListener('mouseleave', () => root.querySelectorAll('.hint').forEach((e) => e.classList.remove('hint')));
  const places = c.legal.filter((m) => m.type === 'place' && m.location === loc.id);
  const takes = c.legal.filter((m) => m.type === 'take' && m.location === loc.id);
  clickable(c, g, places.length ? places : takes, `place:${loc.id}`);
  if (selection?.k === 'group' && selection.id === `place:${loc.id}`) g.classList.add('chosen');
  root.append(g);
}

function slotName(c: Ctx, slot: string): string {
  if (slot.startsWith('D')) return `${w('deck', c.lang)} ${slot.slice(1)}`;
  const kind = c.view.castle.actions[slot];
  return kind ? `${slot} ${ACTION_NAMES[kind][c.lang]}` : slot;
}

function drawActionSlot(c: Ctx, root: SVGElement, slot: string): void {
  const { x, y } = slotPos(c.view, slot);
  const L = c.lang;
  const kind = c.view.castle.actions[slot]!;
  const remaining = c.view.turn?.remaining.includes(slot) ?? false;
  const g = svg('g', { class: `action-slot${remaining ? ' remaining' : ''}`, 'data-slot': slot, 'data-action': kind });
  g.append(svg('rect', { x, y, width: SW, height: SH, rx: 10, fill: '#efe3c8', stroke: remaining ? '#e07b00' : '#b9a47c', 'stroke-width': remaining ? 3 : 1.3, 'stroke-dasharray': remaining ? '7 4' : undefined, class: 'slot-bg' }));
  g.append(svg('rect', { x: x + 6, y: y + 6, width: SW - 12, height: SH - 12, rx: 7, fill: '#fffaf0', stroke: '#d8c7a2' }));
  g.append(use(`act-${kind}`, x + SW / 2 - 22, y + 14, 44));
  g.append(fitText(x + SW / 2, y + 78, ACTION_NAMES[kind][L], SW - 18, 13, { 'text-anchor': 'middle', 'font-weight': 700, fill: '#3b2f22' }));
  g.append(text(x + 10, y + 20, slot, { 'font-size': 10, fill: '#9a8660', 'font-weight': 700 }));
  const effect = BOARD.actionTiles.find((t) => t.id === kind)?.effect;
  const help: Record<ActionKind, string> = {
    garden: `${w('stone', L)}: ${costText(BOARD.gardens.stone.cost, L)} · ${w('plant', L)}: ${costText(BOARD.gardens.plant.cost, L)}`,
    training: `${w('basic', L)}: ${costText(BOARD.trainingYards.basic.cost, L)} · ${w('elite', L)}: ${costText(BOARD.trainingYards.elite.cost, L)}`,
    courtier: BOARD.courtier.moves.map((m) => `${w('climb', L, { n: m.steps })}: ${costText(m.cost, L)}`).join(' · '),
    trade: `${w('influenceTrade', L)}: ${BOARD.trade.influence} · ${w('commonLong', L)}: ${BOARD.trade.common} · ${w('luxuryLong', L)}: ${BOARD.trade.luxury}`,
    lantern: effect ? cap(effectsText([effect], L)) : '',
    improve: effect ? cap(effectsText([effect], L)) : '',
  };
  g.append(title(`${w('actionTile', L)} ${slot}: ${ACTION_NAMES[kind][L]}\n${help[kind]}`));
  // Exchange mode: the tiles themselves are the buttons.
  if (selection?.k === 'exchange') {
    const first = selection.first;
    const moves = c.legal.filter((m) => m.type === 'exchange' && (first === null ? (m.a === slot || m.b === slot) : ((m.a === first && m.b === slot) || (m.b === first && m.a === slot))));
    if (first === slot) g.classList.add('chosen');
    else if (moves.length) {
      offer(c, moves);
      g.classList.add('wcd-act', 'lit');
      g.setAttribute('data-move', 'exchange');
      g.setAttribute('tabindex', '0');
      const go = (): void => {
        if (first === null) { selection = { k: 'exchange', first: slot }; c.rerender(); }
        else { selection = null; c.play(moves[0]!); }
      };
      if (first === null) g.setAttribute('data-narrow', '1');
      g.addEventListener('click', go);
      g.addEventListener('keydown', (e) => { if ((e as KeyboardEvent).key === 'Enter') go(); });
    }
  } else if (remaining && !c.view.turn?.pending) {
    clickable(c, g, groupMoves(c, `slot:${slot}`), `slot:${slot}`);
  }
  root.append(g);
}

function drawDeck(c: Ctx, root: SVGElement, d: WcdView['castle']['decks'][number]): void {
  const { x, y } = slotPos(c.view, d.slot);
  const L = c.lang;
  const remaining = c.view.turn?.remaining.includes(d.slot) ?? false;
  const g = svg('g', { class: `deck${remaining ? ' remaining' : ''}`, 'data-deck': d.deck, 'data-slot': d.slot, 'data-top': d.top ?? '' });
  g.append(svg('rect', { x, y, width: SW, height: SH, rx: 10, fill: '#e9e1d0', stroke: remaining ? '#e07b00' : '#c4b596', 'stroke-width': remaining ? 3 : 1.2, 'stroke-dasharray': remaining ? '7 4' : undefined, class: 'slot-bg' }));
  if (!d.top) {
    g.append(text(x + SW / 2, y + SH / 2 + 4, w('empty', L), { 'font-size': 12, 'text-anchor': 'middle', fill: '#8a7a5a', 'font-style': 'italic' }));
    g.append(title(`${w('deck', L)} ${d.deck}: ${w('empty', L)}`));
    root.append(g);
    return;
  }
  const card = influenceCard(d.top);
  const cx = x + 8, cy = y + 5, cw = SW - 16, ch = SH - 10;
  // Pile depth.
  for (let i = Math.min(3, d.count - 1); i >= 1; i--) g.append(svg('rect', { x: cx + i * 2, y: cy + i * 1.5, width: cw, height: ch, rx: 6, fill: '#d9ccb0', stroke: '#8a7a5a', 'stroke-width': 0.8 }));
  g.append(svg('rect', { x: cx, y: cy, width: cw, height: ch, rx: 6, fill: '#fbf6ea', stroke: CARD_FILL[card.color], 'stroke-width': 2.5, filter: 'url(#wcd-shadow)' }));
  g.append(svg('rect', { x: cx, y: cy, width: cw, height: 30, rx: 6, fill: CARD_FILL[card.color] }));
  g.append(svg('rect', { x: cx, y: cy + 24, width: cw, height: 6, fill: CARD_FILL[card.color] }));
  wrap(card.name[L], cw - 6, 9.5, 2).forEach((line, i) => g.append(text(cx + cw / 2, cy + 12 + i * 10.5, line, { 'font-size': 9.5, 'text-anchor': 'middle', fill: '#fff', 'font-weight': 700 })));
  // Cost, scroll, and the icons of the back.
  g.append(drawGlyphs(costGlyphs(card.cost as Record<string, number>), cx + 4, cy + 34, 15).g);
  const scrollRow = [...(card.scroll.cost ? [...costGlyphs(card.scroll.cost as Record<string, number>), { text: '→' }] : []), ...effectsGlyphs(card.scroll.effects)];
  g.append(svg('rect', { x: cx + 3, y: cy + 52, width: cw - 6, height: 18, rx: 3, fill: '#f1e6cc' }));
  g.append(drawGlyphs(scrollRow, cx + cw / 2, cy + 53, 15, 'middle', cw - 8).g);
  g.append(drawGlyphs(iconGlyphs(card.icons), cx + cw / 2, cy + 72, 12, 'middle').g);
  g.append(svg('circle', { cx: cx + cw - 2, cy: cy + ch - 2, r: 10, fill: '#3b2f22', stroke: '#fff', 'stroke-width': 1.5 }));
  g.append(text(cx + cw - 2, cy + ch + 1.5, String(d.count), { 'font-size': 10, 'text-anchor': 'middle', fill: '#fff', 'font-weight': 700, class: 'deck-count' }));
  if (card.provenance === 'provisional') g.append(provMark(cx + cw, cy));
  g.append(title(`${w('deck', L)} ${d.deck} (${d.count} ${w('cardsLeft', L)})\n${influenceTip(d.top, L)}`));
  clickable(c, g, groupMoves(c, `deck:${d.deck}`), `deck:${d.deck}`);
  root.append(g);
}

function provMark(x: number, y: number): SVGElement {
  return svg('path', { d: `M${x - 13} ${y} H${x - 3} Q${x} ${y} ${x} ${y + 3} V${y + 13} Z`, fill: '#f0a020', stroke: '#a86a00', 'stroke-width': 0.8, class: 'prov-mark' });
}

function drawCastle(c: Ctx, root: SVGElement): void {
  const view = c.view;
  const floors = view.castle.floors;
  const g = svg('g', { class: 'castle' });
  // Stone base (ishigaki) and the gate.
  const [b0, b1] = floorSpan(floors[0]!.length);
  const baseTop = FLOOR_TOP[1]! + WALL_H;
  g.append(svg('path', { d: `M${b0 - 4} ${baseTop} L${b1 + 4} ${baseTop} Q${b1 + 20} ${baseTop + 30} ${b1 + 40} ${baseTop + 48} L${b0 - 40} ${baseTop + 48} Q${b0 - 20} ${baseTop + 30} ${b0 - 4} ${baseTop}Z`, fill: 'url(#wcd-stones)', stroke: '#6e695e', 'stroke-width': 1.5 }));
  g.append(svg('path', { d: `M478 ${baseTop + 48} V${baseTop + 24} A22 18 0 0 1 522 ${baseTop + 24} V${baseTop + 48}Z`, fill: '#3a2f25', stroke: '#222', 'stroke-width': 1 }));
  // Walls, bottom to top, then roofs.
  floors.forEach((row, f) => {
    const [x0, x1] = floorSpan(row.length);
    const y = FLOOR_TOP[f + 1]!;
    g.append(svg('rect', { x: x0, y, width: x1 - x0, height: WALL_H, fill: '#f8f5ee', stroke: '#8e8372', 'stroke-width': 1.5 }));
    g.append(svg('rect', { x: x0, y: y + WALL_H - 6, width: x1 - x0, height: 6, fill: '#d8d0c0' }));
    g.append(text(x0 - 6, y + WALL_H / 2 + 4, `${f + 1}`, { 'font-size': 11, 'text-anchor': 'end', fill: '#8e8372', 'font-weight': 700, class: 'floor-number' }));
  });
  // Roofs: on top of each floor (the lower ones overlap the foot of the floor above).
  floors.forEach((row, f) => {
    const [x0, x1] = floorSpan(row.length);
    const y = FLOOR_TOP[f + 1]!;
    if (f < floors.length - 1) g.append(roof(x0, x1, y + 2, 36, 20));
    else {
      g.append(roof(x0, x1, y + 2, 42, 26));
      // Gable and ridge ornaments of the keep.
      const mid = (x0 + x1) / 2;
      g.append(svg('path', { d: `M${mid - 56} ${y - 40} L${mid} ${y - 82} L${mid + 56} ${y - 40}Z`, fill: '#f8f5ee', stroke: '#222b31', 'stroke-width': 2 }));
      g.append(svg('path', { d: `M${mid - 66} ${y - 36} Q${mid - 30} ${y - 60} ${mid} ${y - 88} Q${mid + 30} ${y - 60} ${mid + 66} ${y - 36}`, fill: 'none', stroke: '#3f4c57', 'stroke-width': 7, 'stroke-linecap': 'round' }));
      g.append(text(mid, y - 46, '白', { 'font-size': 20, 'text-anchor': 'middle', fill: '#8e3b2f', 'font-family': 'Noto Serif CJK JP, serif', 'font-weight': 700 }));
      g.append(svg('path', { d: `M${x0 + 8} ${y - 44} q-6 -14 6 -16 M${x1 - 8} ${y - 44} q6 -14 -6 -16`, fill: 'none', stroke: '#c9a227', 'stroke-width': 3.5, 'stroke-linecap': 'round' }));
    }
  });
  root.append(g);
  // Slots.
  for (const row of floors) {
    for (const slot of row) {
      if (slot.startsWith('L')) {
        const loc = view.castle.locations.find((l) => l.id === slot);
        if (loc) drawLocation(c, root, loc);
      } else if (slot.startsWith('D')) {
        const d = view.castle.decks.find((x) => x.slot === slot);
        if (d) drawDeck(c, root, d);
      } else drawActionSlot(c, root, slot);
    }
  }
}

/** Courtier pawn: a small figure in the seat's colour. */
function pawn(seat: number, x: number, y: number): SVGElement {
  const g = svg('g', { class: 'courtier-pawn', 'data-seat': seat });
  g.append(svg('path', { d: `M${x - 8} ${y + 10} L${x - 5} ${y - 3} H${x + 5} L${x + 8} ${y + 10}Z`, fill: SEAT_COLOURS[seat], stroke: '#fff', 'stroke-width': 1.5 }));
  g.append(svg('circle', { cx: x, cy: y - 7, r: 5.5, fill: SEAT_COLOURS[seat], stroke: '#fff', 'stroke-width': 1.5 }));
  return g;
}

function stepBox(path: PathId, step: number): { x: number; y: number; w: number; h: number } {
  const w2 = 82, h = 46;
  const y = 572 - (step - 1) * 56 - h / 2;
  const inset = 6 + (step - 1) * 9;
  return { x: path === 'left' ? inset : VB_W - inset - w2, y, w: w2, h };
}

function drawClimbing(c: Ctx, root: SVGElement): void {
  const L = c.lang;
  const levels = BOARD.courtier.levels;
  for (const path of ['left', 'right'] as PathId[]) {
    const cl = c.view.climbing[path];
    const g = svg('g', { class: 'climbing-path', 'data-path': path });
    const owner = cl.owner;
    const pathName = path === 'left' ? w('leftPath', L) : w('rightPath', L);
    // Header above the top step.
    const topBox = stepBox(path, cl.steps.length);
    const hx = topBox.x + topBox.w / 2;
    g.append(text(hx, topBox.y - 22, pathName, { 'font-size': 12, 'text-anchor': 'middle', 'font-weight': 700, fill: '#4b3b2a' }));
    g.append(text(hx, topBox.y - 8, owner === null ? '—' : c.names[owner] ?? '', { 'font-size': 11, 'text-anchor': 'middle', fill: owner === null ? '#9a8a70' : SEAT_COLOURS[owner], 'font-weight': 700 }));
    const movesHere = c.legal.filter((m): m is Extract<M, { type: 'courtier' }> => m.type === 'courtier');
    const me = c.you !== null ? c.view.players[c.you] : undefined;
    for (const st of cl.steps) {
      const b = stepBox(path, st.step);
      const tileIdx = Math.floor((st.step - 1) / BOARD.courtier.stepsPerTile);
      const tileId = cl.tiles[tileIdx];
      const face = BOARD.courtier.paths[path].slots[tileIdx];
      const isTop = tileId === undefined;
      const fill = isTop ? '#f0d27a' : face === 'dark' ? '#cdb995' : '#f4ead3';
      const sg = svg('g', { class: 'climb-step', 'data-path': path, 'data-step': st.step });
      sg.append(svg('rect', { x: b.x, y: b.y, width: b.w, height: b.h, rx: 7, fill, stroke: '#8a7350', 'stroke-width': 1.3 }));
      // Level badge (flag multiplier) on the outer side.
      const bx = path === 'left' ? b.x + 10 : b.x + b.w - 10;
      sg.append(svg('circle', { cx: bx, cy: b.y + 11, r: 7.5, fill: '#2f63b0', stroke: '#fff', 'stroke-width': 1 }));
      sg.append(text(bx, b.y + 14.5, String(st.level), { 'font-size': 10, 'text-anchor': 'middle', fill: '#fff', 'font-weight': 700 }));
      sg.append(text(path === 'left' ? b.x + b.w - 6 : b.x + 6, b.y + 12, String(st.step), { 'font-size': 9, 'text-anchor': path === 'left' ? 'end' : 'start', fill: '#8a7350' }));
      if (st.reward.length) sg.append(drawGlyphs(effectsGlyphs(st.reward), b.x + b.w / 2, b.y + 20, 20, 'middle', b.w - 8).g);
      const prov = isTop ? BOARD.courtier.paths[path].topProvenance : climbingTile(tileId).provenance;
      if (prov === 'provisional') sg.append(provMark(b.x + b.w, b.y));
      const where = isTop ? w('top', L) : `${w('tile', L)} ${tileId} (${face === 'dark' ? w('darkFace', L) : w('lightFace', L)})`;
      sg.append(title(`${pathName}, ${w('step', L)} ${st.step} — ${w('levelHelp', L, { l: st.level })}\n${w('reward', L)}: ${st.reward.length ? cap(effectsText(st.reward, L)) : '—'}\n${where}` +
        provText(L, prov, isTop ? undefined : climbingTile(tileId).note)));
      // Clicking the step the courtier would reach.
      if (me) {
        const mine = movesHere.filter((m) => (m.path ?? me.courtier.path) === path && me.courtier.step + m.steps === st.step);
        clickable(c, sg, mine, `courtier:${path}:${st.step}`);
      }
      g.append(sg);
    }
    // Pawns: on their step, or at the foot of their path (step 0).
    c.view.players.forEach((p, seat) => {
      if (p.courtier.path !== path) return;
      if (p.courtier.step === 0) {
        const b = stepBox(path, 1);
        g.append(pawn(seat, b.x + b.w / 2 + (seat ? 10 : -10), b.y + b.h + 30));
      } else {
        const b = stepBox(path, p.courtier.step);
        g.append(pawn(seat, path === 'left' ? b.x + b.w + 12 : b.x - 12, b.y + b.h / 2 + 2));
      }
    });
    root.append(g);
  }
  // Courtiers who have not chosen a path wait at the castle gate.
  const gate = svg('g', { class: 'gate' });
  gate.append(title(`${w('gate', L)}`));
  const waiting = c.view.players.filter((p) => p.courtier.path === null);
  waiting.forEach((p, i) => gate.append(pawn(p.seat, 500 + (i === 0 ? -38 : 38), FLOOR_TOP[1]! + WALL_H + 36)));
  root.append(gate);
}

function drawLanternRow(c: Ctx, root: SVGElement): void {
  const L = c.lang;
  const g = svg('g', { class: 'lantern-row' });
  g.append(text(14, 26, w('lanternRow', L), { 'font-size': 13, 'font-weight': 700, fill: '#4b3b2a' }));
  const pending = c.view.turn?.pending;
  c.view.lanternRow.forEach((id, i) => {
    const card = lanternCard(id);
    const x = 12 + i * 72, y = 36, cw = 64, ch = 92;
    const cg = svg('g', { class: 'lantern-card', 'data-lantern-card': id, 'data-color': card.color });
    cg.append(svg('rect', { x, y, width: cw, height: ch, rx: 7, fill: '#fbf6ea', stroke: '#8a7350', 'stroke-width': 1.3, filter: 'url(#wcd-shadow)' }));
    cg.append(svg('rect', { x: x + 4, y: y + 4, width: cw - 8, height: 50, rx: 5, fill: card.color === 'black' ? '#d9d4cc' : card.color === 'white' ? '#eef0f3' : '#fbe0d6' }));
    cg.append(use('lantern', x + cw / 2 - 20, y + 8, 40, LANTERN_FILL[card.color]));
    cg.append(drawGlyphs(effectsGlyphs(card.reward), x + cw / 2, y + 60, 22, 'middle', cw - 6).g);
    if (card.provenance === 'provisional') cg.append(provMark(x + cw, y));
    cg.append(title(lanternCardTip(id, L)));
    clickable(c, cg, c.legal.filter((m) => m.type === 'lantern-card' && m.card === id), `lc:${id}`);
    g.append(cg);
  });
  // The deck.
  const dx = 12 + 3 * 72 + 6, dy = 36;
  for (let i = Math.min(3, Math.max(0, c.view.lanternDeckCount - 1)); i >= 0; i--) {
    g.append(svg('rect', { x: dx + i * 2, y: dy + i * 2, width: 60, height: 88, rx: 7, fill: c.view.lanternDeckCount ? '#6b3a2c' : 'none', stroke: '#4a2a1e', 'stroke-width': 1, 'stroke-dasharray': c.view.lanternDeckCount ? undefined : '4 3' }));
  }
  if (c.view.lanternDeckCount) g.append(use('lanternAny', dx + 12, dy + 18, 36));
  g.append(text(dx + 30, dy + 78, String(c.view.lanternDeckCount), { 'font-size': 13, 'text-anchor': 'middle', fill: c.view.lanternDeckCount ? '#fff' : '#8a7350', 'font-weight': 700, class: 'lantern-deck-count' }));
  g.append(title(`${w('lanternDeck', L)}: ${c.view.lanternDeckCount} ${w('cardsLeft', L)}`));
  if (pending?.t === 'lanternCard') g.classList.add('asking');
  root.append(g);
}

function drawMarket(c: Ctx, root: SVGElement): void {
  const L = c.lang;
  const g = svg('g', { class: 'market' });
  const x0 = 712;
  g.append(text(x0 + 4, 26, `${w('market', L)}`, { 'font-size': 13, 'font-weight': 700, fill: '#4b3b2a' }));
  const boxes: { option: 'influence' | 'common' | 'luxury'; label: string }[] = [
    { option: 'influence', label: w('influenceTrade', L) },
    { option: 'common', label: w('common', L) },
    { option: 'luxury', label: w('luxury', L) },
  ];
  boxes.forEach((b, i) => {
    const x = x0 + i * 94, y = 36, bw = 86, bh = 112;
    const bg = svg('g', { class: 'market-box', 'data-trade': b.option });
    bg.append(svg('rect', { x, y, width: bw, height: bh, rx: 8, fill: '#f3ead6', stroke: '#a58d62', 'stroke-width': 1.2 }));
    bg.append(drawGlyphs([{ icon: 'anyResource', n: BOARD.trade[b.option] }], x + bw / 2, y + 6, 18, 'middle').g);
    bg.append(text(x + bw / 2, y + 38, '▼', { 'font-size': 9, 'text-anchor': 'middle', fill: '#a58d62' }));
    let tip = `${w('market', L)}: ${BOARD.trade[b.option]} → ${b.option === 'influence' ? w('influenceTrade', L) : b.option === 'common' ? w('commonLong', L) : w('luxuryLong', L)}`;
    if (b.option === 'influence') {
      bg.append(use('card', x + bw / 2 - 18, y + 44, 36));
    } else {
      const pile = c.view.merchandise[b.option];
      if (pile.top) {
        const t = merchandiseTile(pile.top);
        bg.append(svg('rect', { x: x + 13, y: y + 44, width: bw - 26, height: 38, rx: 6, fill: b.option === 'luxury' ? '#e9d6a0' : '#e2dccb', stroke: '#8a7350' }));
        bg.append(drawGlyphs(iconGlyphs(t.icons), x + bw / 2, y + 52, 22, 'middle', bw - 30).g);
        if (t.provenance === 'provisional') bg.append(provMark(x + bw - 13, y + 44));
        tip += `\n${cap(cardName(pile.top, L))}${provText(L, t.provenance)}`;
      } else bg.append(text(x + bw / 2, y + 68, w('empty', L), { 'font-size': 11, 'text-anchor': 'middle', fill: '#8a7a5a', 'font-style': 'italic' }));
      tip += `\n${pile.count} ${w('tilesLeft', L)}`;
      bg.append(text(x + bw - 8, y + bh - 22, `×${pile.count}`, { 'font-size': 10, 'text-anchor': 'end', fill: '#6b5636' }));
    }
    bg.append(fitText(x + bw / 2, y + bh - 8, b.label, bw - 8, 11, { 'text-anchor': 'middle', 'font-weight': 700, fill: '#4b3b2a' }));
    bg.append(title(tip));
    clickable(c, bg, groupMoves(c, `trade:${b.option}`), `trade:${b.option}`);
    g.append(bg);
  });
  root.append(g);
}

function sealDisc(seat: Seat | null, cx: number, cy: number, r: number): SVGElement {
  if (seat === null) return svg('circle', { cx, cy, r, fill: '#fffdf7', stroke: '#b7aa90', 'stroke-width': 1.2, 'stroke-dasharray': '3 2', class: 'seal-space' });
  const g = svg('g', { class: 'clan-seal', 'data-seat': seat });
  g.append(svg('circle', { cx, cy, r, fill: SEAT_COLOURS[seat], stroke: '#fff', 'stroke-width': 2, filter: 'url(#wcd-shadow)' }));
  g.append(svg('circle', { cx, cy, r: r * 0.45, fill: 'none', stroke: '#fff', 'stroke-width': 1.5, opacity: 0.8 }));
  return g;
}

function drawGardens(c: Ctx, root: SVGElement): void {
  const L = c.lang;
  const spots: Record<GardenId, number> = { stone: 8, plant: 756 };
  for (const gid of ['stone', 'plant'] as GardenId[]) {
    const garden = c.view.gardens[gid];
    const x0 = spots[gid], y0 = 650, gw = 236, gh = 182;
    const g = svg('g', { class: 'garden', 'data-garden': gid });
    g.append(svg('rect', { x: x0, y: y0, width: gw, height: gh, rx: 10, fill: gid === 'stone' ? 'url(#wcd-raked)' : '#dce9cf', stroke: '#9b9278', 'stroke-width': 1.3 }));
    g.append(fitText(x0 + 10, y0 + 18, w(gid, L), gw - 70, 13, { 'font-weight': 700, fill: '#3f3a2c' }));
    g.append(drawGlyphs([{ icon: 'food', n: garden.cost }], x0 + gw - 10 - (garden.cost > 1 ? 27 : 18), y0 + 4, 18).g);
    garden.columns.forEach((col, i) => {
      const cw = 72, cx = x0 + 8 + i * (cw + 4), cy = y0 + 26;
      const cg = svg('g', { class: 'garden-column', 'data-garden': gid, 'data-column': i });
      const tile = gardenTile(col.tile);
      const face = tile[gid];
      cg.append(svg('rect', { x: cx, y: cy, width: cw, height: gh - 32, rx: 7, fill: '#ffffff88', stroke: '#b7ad92' }));
      cg.append(svg('rect', { x: cx + 4, y: cy + 4, width: cw - 8, height: 40, rx: 6, fill: gid === 'stone' ? '#d4d0c6' : '#b9d3a8', stroke: '#7e7660' }));
      cg.append(drawGlyphs(effectsGlyphs(col.reward), cx + cw / 2, cy + 12, 24, 'middle', cw - 12).g);
      if (face.provenance === 'provisional') cg.append(provMark(cx + cw - 4, cy + 4));
      // Scoring icons of the column.
      cg.append(drawGlyphs(iconGlyphs(col.icons), cx + cw / 2, cy + 49, 18, 'middle').g);
      const colProv = BOARD.gardens[gid].columns[i]?.provenance;
      if (colProv === 'provisional') cg.append(provMark(cx + cw, cy + 47));
      col.seals.forEach((s, j) => cg.append(sealDisc(s, cx + cw / 2, cy + 88 + j * 34, 14)));
      cg.append(title(`${w(gid, L)}, ${w('column', L)} ${i + 1} (${costText(BOARD.gardens[gid].cost, L)})\n${w('reward', L)}: ${cap(effectsText(col.reward, L))}` +
        `\n${w('columnScores', L)}: ${iconsText(col.icons, L)}` + provText(L, face.provenance, face.note) +
        provText(L, colProv, (BOARD.gardens[gid].columns[i] as { note?: string } | undefined)?.note)));
      clickable(c, cg, c.legal.filter((m) => m.type === 'garden' && m.garden === gid && m.column === i), `garden:${gid}:${i}`);
      g.append(cg);
    });
    root.append(g);
  }
}

function drawYards(c: Ctx, root: SVGElement): void {
  const L = c.lang;
  const spots: Record<YardId, number> = { basic: 256, elite: 506 };
  for (const yid of ['basic', 'elite'] as YardId[]) {
    const yard = c.view.yards[yid];
    const tile = trainingTile(yard.tile);
    const x0 = spots[yid], y0 = 650, yw = 238, yh = 182;
    const g = svg('g', { class: 'yard', 'data-yard': yid });
    g.append(svg('rect', { x: x0, y: y0, width: yw, height: yh, rx: 10, fill: '#eee0c2', stroke: '#a58d62', 'stroke-width': 1.3 }));
    g.append(fitText(x0 + 10, y0 + 18, w(yid === 'basic' ? 'basicShort' : 'eliteShort', L), yw - 70, 13, { 'font-weight': 700, fill: '#4b3b2a' }));
    g.append(drawGlyphs([{ icon: 'iron', n: yard.cost }], x0 + yw - 10 - (yard.cost > 1 ? 27 : 18), y0 + 4, 18).g);
    // The two rewards of the tile: one is chosen when a seal is placed.
    tile.rewards.forEach((r, i) => {
      const rw = (yw - 24) / tile.rewards.length, rx = x0 + 8 + i * (rw + 8), ry = y0 + 28;
      const rg = svg('g', { class: 'yard-reward', 'data-yard': yid, 'data-reward': i });
      rg.append(svg('rect', { x: rx, y: ry, width: rw, height: 48, rx: 7, fill: '#fffaf0', stroke: '#a58d62' }));
      rg.append(drawGlyphs(effectsGlyphs(r), rx + rw / 2, ry + 12, 24, 'middle', rw - 10).g);
      if (tile.provenance === 'provisional') rg.append(provMark(rx + rw, ry));
      rg.append(title(`${w(yid, L)} — ${w('reward', L)} ${i + 1}: ${cap(effectsText(r, L))}\n${w('tile', L)} ${tile.id}` + provText(L, tile.provenance, tile.note)));
      clickable(c, rg, c.legal.filter((m) => m.type === 'training' && m.yard === yid && m.reward === i), `training:${yid}:${i}`);
      g.append(rg);
    });
    // What each seal multiplies at the end.
    const mult = svg('g', { class: 'yard-mult' });
    const parts: Glyph[] = [];
    if (yard.katanaValue) parts.push({ icon: 'katana' }, { text: `×${yard.katanaValue}` });
    if (yard.kabutoValue) parts.push({ text: ' ' }, { icon: 'kabuto' }, { text: `×${yard.kabutoValue}` });
    mult.append(drawGlyphs(parts, x0 + yw / 2, y0 + 84, 20, 'middle').g);
    mult.append(title(w('yardScoring', L, { k: yard.katanaValue, b: yard.kabutoValue })));
    g.append(mult);
    const n = yard.seals.length;
    const spacing = Math.min(44, (yw - 20) / n);
    yard.seals.forEach((s, i) => g.append(sealDisc(s, x0 + yw / 2 + (i - (n - 1) / 2) * spacing, y0 + 140, 15)));
    root.append(g);
  }
}

function drawTable(c: Ctx): SVGElement {
  const root = svg('svg', { viewBox: `0 0 ${VB_W} ${VB_H}`, class: 'wcd-table', role: 'img', 'aria-label': w('castle', c.lang) });
  root.append(svg('rect', { x: 0, y: 0, width: VB_W, height: VB_H, rx: 14, fill: 'url(#wcd-sky)' }));
  drawLanternRow(c, root);
  drawMarket(c, root);
  const sun = svg('g');
  root.append(sun);
  drawCastle(c, root);
  drawFan(c, root, sun);
  drawClimbing(c, root);
  drawGardens(c, root);
  drawYards(c, root);
  return root;
}

// ---------------------------------------------------------------------------------------------
// Domains (HTML)

function track(value: number, max: number, icon: string, bands: { min: number; max: number; points: number }[]): HTMLElement {
  const row = el('span', { className: 'wcd-track' });
  for (let i = 0; i <= max; i++) {
    const band = bands.find((b) => i >= b.min && i <= b.max);
    row.append(el('span', { className: `cell${band ? ` band${band.points}` : ''}${i === value ? ' on' : ''}${i < value ? ' past' : ''}` }, i === value ? iconSpan(icon, 16) : String(i)));
  }
  return row;
}

function domain(c: Ctx, p: WcdPlayerView): HTMLElement {
  const L = c.lang;
  const seat = p.seat;
  const active = c.view.active === seat && c.view.phase !== 'over';
  const box = el('section', { className: `wcd-domain${active ? ' active' : ''}`, 'data-domain': seat, style: `--seat:${SEAT_COLOURS[seat]};--seat-light:${SEAT_LIGHT[seat]}` });
  const sc = p.score;
  box.append(el('header', {},
    el('span', { className: 'seat-dot' }),
    el('strong', {}, c.names[seat] ?? `#${seat + 1}`), c.you === seat ? el('span', { className: 'muted' }, ` (${w('you', L)})`) : null,
    c.view.firstPlayer === seat ? el('span', { className: 'badge', title: w('firstPlayer', L) }, `① ${w('firstPlayer', L)}`) : null,
    el('span', { className: 'muted turns', title: `${roundName(1, L)} / ${roundName(2, L)}` }, `${w('turns', L)}: ${p.turns[0]}/${BOARD.turnsPerPlayerPerRound} · ${p.turns[1]}/${BOARD.turnsPerPlayerPerRound}`),
    el('span', { className: 'total', 'data-score': sc.total, title: c.view.phase === 'over' ? w('finalScore', L) : w('scorePreview', L) }, `${sc.total} `, el('small', {}, WORDS.pts[L]))));

  // Resources.
  const res = el('div', { className: 'wcd-res' });
  for (const r of RESOURCE_KEYS) {
    res.append(el('div', { className: 'res-row', 'data-resource': r, 'data-value': p[r], title: `${cap(gainsText({ [r]: p[r] }, L) || `0 ${r}`)}` }, iconSpan(r, 18), track(p[r], BOARD.caps.resourceMax, r, BOARD.scoring.resourceBands)));
  }
  // Coins and seals: one box per unit up to the cap.
  const cs = el('div', { className: 'wcd-coins', 'data-coins': p.coins, 'data-seals': p.seals, title: `${cap(gainsText({ coins: p.coins, seals: p.seals }, L) || '0')} — ${w('max10', L, { n: BOARD.caps.coinsAndSeals, p: BOARD.scoring.coinsSealsPerPoint })}` });
  for (let i = 0; i < BOARD.caps.coinsAndSeals; i++) {
    cs.append(el('span', { className: 'unit' }, i < p.coins ? iconSpan('coin', 18) : i < p.coins + p.seals ? iconSpan('seal', 18) : null));
  }
  const misc = el('div', { className: 'wcd-misc' },
    el('span', { title: w('exchangeTokens', L), 'data-exchange': p.exchange }, iconSpan('exchange', 18), ` ${p.exchange}/${BOARD.caps.exchangeMax}`),
    el('span', { title: w('clanSeals', L), 'data-clan-seals': p.clanSeals }, el('span', { className: 'seal-dot' }), ` ${p.clanSeals}`),
    el('span', { title: w('supply', L), className: 'supply' }, ...COLORS.map((col) => el('span', { 'data-tokens': col, 'data-count': p.tokens[col] }, iconSpan('lantern', 18, LANTERN_FILL[col]), `${p.tokens[col]} `))),
    el('span', { title: w('sClan', L) }, iconSpan('point', 18), ` ${p.points}${p.fan.tile ? ` (+${p.fan.tile})` : ''}`),
    el('span', { title: w('courtier', L), 'data-courtier': `${p.courtier.path ?? 'gate'}:${p.courtier.step}` }, iconSpan('act-courtier', 18),
      ` ${p.courtier.path ? `${p.courtier.path === 'left' ? w('leftPath', L) : w('rightPath', L)}, ${w('step', L)} ${p.courtier.step} (${w('level', L)} ${p.courtier.level})` : w('atGate', L)}`));
  box.append(el('div', { className: 'wcd-row2' }, res, el('div', {}, el('div', { className: 'label' }, w('coinsSeals', L)), cs, misc)));

  // Lantern areas.
  const areas = el('div', { className: 'wcd-areas' });
  for (const col of COLORS) {
    const moves = c.legal.filter((m) => m.type === 'lantern' && m.color === col && seat === c.you);
    const base = BOARD.domainLanterns[col];
    const cards = p.lanterns[col];
    const content: Kid[] = [
      el('div', { className: 'area-head' }, iconSpan('lantern', 26, LANTERN_FILL[col]), glyphSpan(effectsGlyphs(base), 18)),
      ...cards.map((id) => {
        const info = lanternAreaCard(id);
        return el('div', { className: `area-card${info.start ? ' start' : ''}${info.prov === 'provisional' ? ' prov' : ''}`, title: lanternCardTip(id, L), 'data-card': id }, glyphSpan(effectsGlyphs(info.reward), 16));
      }),
    ];
    const tip = `${cap(COLOR_NAMES[col][L])} — ${w('base', L)}: ${effectsText(base, L)}${cards.map((id) => `\n+ ${lanternCardTip(id, L)}`).join('')}`;
    if (moves.length) {
      offer(c, moves);
      areas.append(el('button', { type: 'button', className: `wcd-area wcd-act lit col-${col}`, 'data-move': 'lantern', 'data-area': col, title: tip, onclick: () => { selection = null; c.play(moves[0]!); } }, ...content));
    } else areas.append(el('div', { className: `wcd-area col-${col}`, 'data-area': col, title: tip }, ...content));
  }
  box.append(el('div', { className: 'label' }, w('lanternAreas', L)), areas);

  // Influence cards.
  const inf = el('div', { className: 'wcd-influence' });
  if (!p.influence.length) inf.append(el('span', { className: 'muted' }, w('none', L)));
  for (const ic of p.influence) {
    const card = influenceCard(ic.card);
    const moves = c.legal.filter((m) => m.type === 'improve' && m.card === ic.card && seat === c.you);
    const content: Kid[] = [
      el('span', { className: 'name' }, card.name[L]),
      ic.improved ? el('span', { className: 'icons' }, glyphSpan(iconGlyphs(card.icons), 20)) : el('span', { className: 'icons faded' }, glyphSpan(iconGlyphs(card.icons), 14)),
      ic.improved ? el('span', { className: 'ribbon' }, '✓') : null,
    ];
    const attrs = { className: `wcd-icard${ic.improved ? ' improved' : ''}${card.provenance === 'provisional' ? ' prov' : ''}`, style: `--card:${CARD_FILL[card.color]}`, title: influenceTip(ic.card, L, ic.improved), 'data-card': ic.card, 'data-improved': ic.improved ? 'yes' : 'no' };
    if (moves.length) {
      offer(c, moves);
      inf.append(el('button', { type: 'button', ...attrs, className: `${attrs.className} wcd-act lit`, 'data-move': 'improve', onclick: () => { selection = null; c.play(moves[0]!); } }, ...content));
    } else inf.append(el('div', attrs, ...content));
  }
  box.append(el('div', { className: 'label' }, `${w('influenceCards', L)} (${p.influence.filter((x) => x.improved).length}/${p.influence.length} ${w('improved', L)})`), inf);

  if (p.merchandise.length) {
    const merch = el('div', { className: 'wcd-merch' });
    for (const id of p.merchandise) {
      const t = merchandiseTile(id);
      merch.append(el('span', { className: `tile ${t.pile}${t.provenance === 'provisional' ? ' prov' : ''}`, title: `${cap(cardName(id, L))}${provText(L, t.provenance)}`, 'data-merch': id }, glyphSpan(iconGlyphs(t.icons), 18)));
    }
    box.append(el('div', { className: 'label' }, w('merchandise', L)), merch);
  }
  return box;
}

function scoreTable(c: Ctx, order: number[]): HTMLElement {
  const L = c.lang;
  const ps = order.map((s) => c.view.players[s]).filter((p): p is WcdPlayerView => !!p);
  const rows: [string, (s: WcdPlayerView['score']) => Kid[]][] = [
    [w('sClan', L), (s) => [String(s.clanPoints)]],
    [w('sCoins', L), (s) => [String(s.coinsSeals)]],
    [w('sRes', L), (s) => [String(s.resources)]],
    [w('sFlags', L), (s) => [el('span', { className: 'muted' }, `${s.flags.count}×${s.flags.multiplier} = `), String(s.flags.points)]],
    [w('sKatana', L), (s) => [el('span', { className: 'muted' }, `${s.katanas.count}×${s.katanas.multiplier} = `), String(s.katanas.points)]],
    [w('sKabuto', L), (s) => [el('span', { className: 'muted' }, `${s.kabutos.count}×${s.kabutos.multiplier} = `), String(s.kabutos.points)]],
    [w('sCranes', L), (s) => [el('span', { className: 'muted' }, `${s.cranes.blue}×${s.cranes.white} = `), String(s.cranes.points)]],
  ];
  const icons: Record<number, string> = { 0: 'point', 1: 'coin', 2: 'anyResource', 3: 'flag', 4: 'katana', 5: 'kabuto', 6: 'blueCrane' };
  const table = el('table', { className: 'wcd-score', id: 'wcd-score' },
    el('caption', {}, c.view.phase === 'over' ? w('finalScore', L) : w('scorePreview', L)),
    el('tr', {}, el('th', {}, ''), ...ps.map((p) => el('th', { style: `color:${SEAT_COLOURS[p.seat]}` }, c.names[p.seat] ?? ''))));
  rows.forEach(([label, f], i) => table.append(el('tr', {}, el('td', {}, iconSpan(icons[i]!, 16), ` ${label}`), ...ps.map((p) => el('td', { className: 'num' }, ...f(p.score))))));
  table.append(el('tr', { className: 'total' }, el('td', {}, w('sTotal', L)), ...ps.map((p) => el('td', { className: 'num', 'data-total': p.seat }, String(p.score.total)))));
  return table;
}

// ---------------------------------------------------------------------------------------------
// The prompt: what is asked now and the buttons that answer it.

function taskText(c: Ctx, task: Task): string {
  const L = c.lang;
  switch (task.t) {
    case 'keep': return task.flex > 0 && task.coins + task.seals === 0 ? w('task.keepFlex', L) : w('task.keep', L, { cap: BOARD.caps.coinsAndSeals });
    case 'any': return w('task.any', L, { n: task.n });
    case 'well': return w('task.well', L, { n: task.n });
    case 'lanternCard': return task.activate ? w('task.lanternCardActivate', L) : w('task.lanternCard', L);
    case 'activate': return w('task.activate', L);
    case 'improve': return w('task.improve', L, { n: task.n });
    case 'action': return w('task.action', L, { a: ACTION_NAMES[task.action][L], d: task.discount ? w('task.discount', L, { n: task.discount }) : '' });
    case 'influence': return task.free ? w('task.influenceFree', L) : w('task.influence', L);
    case 'scroll': return w('task.scroll', L, { c: influenceCard(task.card).name[L], s: scrollText(influenceCard(task.card).scroll, L) });
    case 'choice': return w('task.choice', L);
    case 'gain': return w('task.gain', L);
  }
}

function slotLabel(c: Ctx, slot: string): Kid[] {
  const L = c.lang;
  if (slot.startsWith('D')) {
    const d = c.view.castle.decks.find((x) => x.slot === slot);
    return [iconSpan('card', 20), ` ${w('deck', L)} ${slot.slice(1)}${d?.top ? ` — ${influenceCard(d.top).name[L]}` : ` (${w('empty', L)})`}`];
  }
  const kind = c.view.castle.actions[slot]!;
  return [iconSpan(`act-${kind}`, 20), ` ${slot} — ${ACTION_NAMES[kind][L]}`];
}

function selectionPanel(c: Ctx, sel: Sel): HTMLElement | null {
  const L = c.lang;
  const box = el('div', { className: 'wcd-choices', id: 'wcd-choices' });
  if (sel.k === 'exchange') {
    box.append(el('p', {}, iconSpan('exchange', 20), ' ', w('exchangeHelp', L)));
    const moves = c.legal.filter((m) => m.type === 'exchange' && (sel.first === null || m.a === sel.first || m.b === sel.first));
    const row = el('div', { className: 'wcd-buttons small' });
    for (const m of moves) row.append(moveButton(c, m));
    box.append(row);
  } else {
    const moves = groupMoves(c, sel.id);
    if (!moves.length) return null;
    const [kind, arg] = sel.id.split(':') as [string, string];
    let head = '';
    if (kind === 'deck') head = w('sel.deck', L, { d: arg });
    else if (kind === 'trade') head = w('sel.trade', L, { o: arg === 'influence' ? w('influenceTrade', L) : arg === 'common' ? w('commonLong', L) : w('luxuryLong', L) });
    else if (kind === 'place') head = w('placeWhich', L, { l: arg });
    else if (kind === 'scroll') head = w('sel.scroll', L);
    else if (kind === 'slot') head = w('sel.slot', L, { s: arg });
    box.append(el('p', {}, el('strong', {}, head)));
    const row = el('div', { className: 'wcd-buttons' });
    for (const m of moves) row.append(moveButton(c, m));
    box.append(row);
  }
  box.append(el('button', { type: 'button', className: 'secondary wcd-cancel', id: 'wcd-cancel', onclick: () => { selection = null; c.rerender(); } }, w('cancel', L)));
  // Cancel leads back to every other choice of the moment.
  offer(c, c.legal);
  return box;
}

function startOffer(c: Ctx): HTMLElement {
  const L = c.lang;
  const row = el('div', { className: 'wcd-start-offer' });
  for (const id of c.view.startOffer) {
    const s = startingCard(id);
    const moves = c.legal.filter((m) => m.type === 'start-card' && m.card === id);
    const tip = `${cap(cardName(id, L))}\n${w('startBackLabel', L, { c: COLOR_NAMES[s.back.color][L] })}: ${effectsText(s.back.reward, L)}${provText(L, s.provenance, s.note)}`;
    const content: Kid[] = [
      el('div', { className: 'sc-id' }, id),
      el('div', { className: 'sc-front' }, el('small', {}, w('startFront', L)), el('div', {}, glyphSpan(costGlyphs(s.gain as Record<string, number>), 24))),
      el('div', { className: 'sc-back' }, el('small', {}, w('startBackLabel', L, { c: COLOR_NAMES[s.back.color][L] })), el('div', {}, iconSpan('lantern', 24, LANTERN_FILL[s.back.color]), glyphSpan(effectsGlyphs(s.back.reward), 22))),
    ];
    const cls = `wcd-startcard${s.provenance === 'provisional' ? ' prov' : ''}`;
    if (moves.length) {
      offer(c, moves);
      row.append(el('button', { type: 'button', className: `${cls} wcd-act lit`, 'data-move': 'start-card', 'data-card': id, title: tip, onclick: () => c.play(moves[0]!) }, ...content));
    } else row.append(el('div', { className: cls, 'data-card': id, title: tip }, ...content));
  }
  return row;
}

function prompt(c: Ctx): HTMLElement {
  const L = c.lang;
  const v = c.view;
  const box = el('div', { className: 'wcd-prompt', id: 'wcd-prompt' });
  const mine = c.legal.length > 0;
  const activeName = v.active !== null ? c.names[v.active] ?? '' : '';

  // Header line: round, turn and who plays.
  const head = el('div', { className: 'wcd-prompt-head' });
  if (v.phase === 'play') head.append(el('span', { className: 'round' }, w('roundTurn', L, { r: roundName(v.round, L), t: Math.min(v.turnInRound + 1, v.turnsPerRound), n: v.turnsPerRound })));
  if (v.phase === 'over') {
    const r = v.result;
    const winners = r?.winners ?? [];
    const scores = [...v.players].sort((a, b) => b.score.total - a.score.total).map((p) => `${c.names[p.seat] ?? ''} ${p.score.total}`).join(' – ');
    head.append(el('strong', { className: 'who', 'data-over': 'yes' }, `${w('over', L)} — ${winners.length === 1 ? w('wins', L, { p: c.names[winners[0]!] ?? '' }) : w('tie', L)}`),
      el('span', { className: 'final-scores' }, `(${scores})`));
  } else if (v.active !== null) {
    head.append(el('strong', { className: `who${mine ? ' mine' : ''}`, style: `--seat:${SEAT_COLOURS[v.active]}` }, el('span', { className: 'seat-dot' }), mine ? w('yourTurn', L) : w('waitingFor', L, { p: activeName })));
  }
  box.append(head);

  if (v.phase === 'start-cards') {
    box.append(el('p', {}, mine ? w('startTitle', L) : w('startWait', L, { p: activeName })));
    box.append(startOffer(c));
  } else if (v.phase === 'play' && v.turn) {
    const t = v.turn;
    const pending = t.pending;
    const who = mine ? '' : w('isDeciding', L, { p: activeName });
    if (pending) {
      box.append(el('p', { className: 'task', 'data-task': pending.t }, who, taskText(c, pending), t.queued > 1 ? el('span', { className: 'muted' }, ` (${w('then', L, { n: t.queued - 1 })})`) : null));
      if (pending.t === 'scroll') {
        const card = influenceCard(pending.card);
        box.append(el('div', { className: 'wcd-scroll-card', style: `--card:${CARD_FILL[card.color]}`, title: influenceTip(pending.card, L) }, el('strong', {}, card.name[L]), ' ',
          glyphSpan([...(card.scroll.cost ? [...costGlyphs(card.scroll.cost as Record<string, number>), { text: '→' }] : []), ...effectsGlyphs(card.scroll.effects)], 22)));
      }
    } else if (t.stage === 'start') {
      box.append(el('p', { className: 'task', 'data-task': 'start' }, who, v.round === 1 ? w('placeHelp', L) : w('takeHelp', L)));
    } else if (t.remaining.length) {
      box.append(el('p', { className: 'task', 'data-task': 'slots' }, who, w('slotsHelp', L, { l: t.location ?? '' })));
    } else {
      box.append(el('p', { className: 'task', 'data-task': 'end' }, who, w('allDone', L)));
    }

    if (mine) {
      const sel = selection ? selectionPanel(c, selection) : null;
      if (sel) box.append(sel);
      else if (selection) selection = null;
      if (!sel) {
        if (pending) {
          // Decision buttons: everything answering the task (trade and paid buys grouped per option).
          const row = el('div', { className: 'wcd-buttons', id: 'wcd-decision' });
          const groupsDone = new Set<string>();
          for (const m of c.legal) {
            if (m.type === 'convert' || m.type === 'undo') continue;
            if (m.type === 'trade' || (m.type === 'buy' && groupMoves(c, `deck:${m.deck}`).length > 1) || (m.type === 'scroll' && groupMoves(c, 'scroll').length > 1)) {
              const id = m.type === 'trade' ? `trade:${m.option}` : m.type === 'buy' ? `deck:${m.deck}` : 'scroll';
              if (groupsDone.has(id)) continue;
              groupsDone.add(id);
              const moves = groupMoves(c, id);
              if (moves.length === 1) { row.append(moveButton(c, moves[0]!)); continue; }
              offer(c, moves);
              const label: Kid[] = m.type === 'trade' ? [iconSpan(m.option === 'influence' ? 'card' : 'act-trade', 20), ` ${m.option === 'influence' ? w('influenceTrade', L) : m.option === 'common' ? w('commonLong', L) : w('luxuryLong', L)} …`]
                : m.type === 'buy' ? [iconSpan('card', 20), ` ${w('deck', L)} ${m.deck} …`] : [`${w('doScroll', L)} …`];
              row.append(el('button', { type: 'button', className: 'wcd-act wcd-move secondary', 'data-move': m.type, 'data-narrow': '1', onclick: () => choose(c, moves, id) }, ...label));
              continue;
            }
            row.append(moveButton(c, m, m.type === 'skip' ? 'skip' : ''));
          }
          box.append(row);
        } else if (t.stage === 'start') {
          if (c.legal.some((m) => m.type === 'exchange')) {
            const ex = c.legal.filter((m) => m.type === 'exchange');
            offer(c, ex);
            box.append(el('div', { className: 'wcd-buttons' }, el('button', { type: 'button', className: 'secondary wcd-act', 'data-move': 'exchange', 'data-narrow': '1', onclick: () => { selection = { k: 'exchange', first: null }; c.rerender(); } }, iconSpan('exchange', 20), ` ${w('exchangeOffer', L)}`)));
          }
        } else if (t.remaining.length) {
          const list = el('div', { className: 'wcd-slots' });
          for (const slot of t.remaining) {
            const perform = groupMoves(c, `slot:${slot}`);
            const declines = groupMoves(c, `decline:${slot}`);
            const line = el('div', { className: 'wcd-slot-line', 'data-slot-line': slot }, el('span', { className: 'slot-name' }, ...slotLabel(c, slot)));
            if (perform.length) {
              offer(c, perform);
              line.append(el('button', { type: 'button', className: 'wcd-act', 'data-move': perform[0]!.type, 'data-perform': slot, 'data-narrow': perform.length > 1 ? '1' : undefined, onclick: () => choose(c, perform, `slot:${slot}`) }, `${w('perform', L)}${perform.length > 1 ? ' …' : ''}`));
            } else line.append(el('span', { className: 'muted' }, w('cannot', L)));
            if (declines.length) {
              const d = el('span', { className: 'declines' }, el('span', { className: 'muted' }, ` ${w('declineFor', L)} `));
              for (const m of declines) {
                offer(c, [m]);
                d.append(el('button', { type: 'button', className: 'wcd-act wcd-benefit secondary', 'data-move': 'decline', 'data-slot': slot, 'data-benefit': (m as Extract<M, { type: 'decline' }>).benefit, title: describeMove(m, L), onclick: () => { selection = null; c.play(m); } }, glyphSpan([benefitGlyph((m as Extract<M, { type: 'decline' }>).benefit)], 20)));
              }
              line.append(d);
            }
            list.append(line);
          }
          box.append(list);
        }
      }
      // Always there: convert, undo, end turn.
      const foot = el('div', { className: 'wcd-foot' });
      const converts = c.legal.filter((m) => m.type === 'convert');
      if (converts.length) {
        foot.append(el('span', { className: 'convert' }, el('span', { className: 'muted' }, `${w('convert', L, { n: BOARD.conversion.seals })}: `), ...converts.map((m) => moveButton(c, m, 'icon-only'))));
      }
      const undo = c.legal.find((m) => m.type === 'undo');
      if (undo) foot.append(el('button', { type: 'button', className: 'secondary', id: 'wcd-undo', 'data-move': 'undo', title: describeMove(undo, L), onclick: () => { selection = null; c.play(undo); } }, `↶ ${w('undo', L)}`));
      offer(c, undo ? [undo] : []);
      const end = c.legal.find((m) => m.type === 'end-turn');
      if (end) { offer(c, [end]); foot.append(el('button', { type: 'button', className: 'wcd-act wcd-end', id: 'wcd-end-turn', 'data-move': 'end-turn', title: describeMove(end, L), onclick: () => { selection = null; c.play(end); } }, `${w('endTurn', L)} ✓`)); }
      if (foot.childNodes.length) box.append(foot);
    }
  }
  return box;
}

// ---------------------------------------------------------------------------------------------

const STYLE = `
.wcd { --ink:#2b231b; }
.wcd .wcd-table { width:100%; height:auto; display:block; border-radius:14px; box-shadow:0 1px 4px #0002; user-select:none; }
.wcd .wcd-act.lit { cursor:pointer; }
.wcd svg .wcd-act.lit .slot-bg, .wcd svg .wcd-act.lit > rect:first-of-type, .wcd svg .wcd-act.lit > circle:first-of-type { stroke:#ff8a00 !important; stroke-width:3.5 !important; stroke-dasharray:none !important; }
.wcd svg .wcd-act.lit { filter:url(#wcd-glow); }
.wcd svg .wcd-act.lit:hover { filter:url(#wcd-glow) brightness(1.06); }
.wcd svg .wcd-act.lit:focus { outline:none; }
.wcd svg .hint .slot-bg { stroke:#2f7d32 !important; stroke-width:4 !important; stroke-dasharray:none !important; }
.wcd svg .chosen .slot-bg { stroke:#c0392b !important; stroke-width:4 !important; stroke-dasharray:none !important; }
.wcd .wcd-prompt { background:#fffaf0; border:2px solid #e5d6b5; border-radius:10px; padding:.6rem .9rem; margin-bottom:.6rem; }
.wcd .wcd-prompt-head { display:flex; gap:.8rem; align-items:center; flex-wrap:wrap; }
.wcd .wcd-prompt-head .round { color:#6b5636; font-size:.9rem; }
.wcd .who { display:inline-flex; align-items:center; gap:.35rem; }
.wcd .who.mine { background:#ffe27a; padding:.05rem .5rem; border-radius:6px; }
.wcd .seat-dot { display:inline-block; width:.8em; height:.8em; border-radius:50%; background:var(--seat); box-shadow:0 0 0 2px #fff, 0 0 0 3px var(--seat); }
.wcd .task { margin:.35rem 0; }
.wcd .wcd-buttons, .wcd .wcd-foot { display:flex; flex-wrap:wrap; gap:.35rem; align-items:center; margin:.35rem 0; }
.wcd .wcd-buttons.small button { padding:.2rem .5rem; font-size:.85rem; }
.wcd .wcd-foot { border-top:1px dashed #e5d6b5; padding-top:.4rem; }
.wcd .wcd-foot .convert { display:inline-flex; align-items:center; gap:.25rem; margin-right:auto; font-size:.85rem; }
.wcd button.wcd-move, .wcd .wcd-slot-line button { display:inline-flex; align-items:center; gap:.2rem; }
.wcd button.icon-only { padding:.15rem .35rem; }
.wcd button.skip { font-style:italic; }
.wcd .wcd-end { background:#2f7d32; font-weight:700; }
.wcd .wcd-glyphs { vertical-align:middle; }
.wcd .wcd-slots { display:flex; flex-direction:column; gap:.3rem; }
.wcd .wcd-slot-line { display:flex; align-items:center; flex-wrap:wrap; gap:.35rem; background:#f6edda; border-radius:8px; padding:.25rem .5rem; }
.wcd .wcd-slot-line .slot-name { font-weight:700; min-width:12rem; display:inline-flex; align-items:center; gap:.2rem; }
.wcd .wcd-slot-line .declines { display:inline-flex; align-items:center; gap:.2rem; flex-wrap:wrap; }
.wcd button.wcd-benefit { padding:.15rem .3rem; }
.wcd .wcd-choices { background:#fff3d6; border-radius:8px; padding:.4rem .6rem; }
.wcd .wcd-choices p { margin:.2rem 0; }
.wcd .wcd-start-offer { display:flex; gap:.6rem; flex-wrap:wrap; }
.wcd .wcd-startcard { display:flex; flex-direction:column; gap:.3rem; width:12rem; text-align:left; background:#fbf6ea; color:var(--ink); border:2px solid #b9a47c; border-radius:10px; padding:.5rem; position:relative; }
.wcd .wcd-startcard.lit { border-color:#ff8a00; box-shadow:0 0 8px #ff8a00aa; }
.wcd .wcd-startcard .sc-id { font-weight:700; color:#6b5636; }
.wcd .wcd-startcard small { color:#6b5636; display:block; }
.wcd .wcd-scroll-card { display:inline-flex; align-items:center; gap:.4rem; border-left:6px solid var(--card); background:#fbf6ea; padding:.2rem .6rem; border-radius:6px; }
.wcd .prov::after { content:""; position:absolute; top:0; right:0; border-style:solid; border-width:0 12px 12px 0; border-color:transparent #f0a020 transparent transparent; }
.wcd .wcd-domains { display:grid; grid-template-columns:1fr 1fr; gap:.6rem; margin-top:.6rem; }
@media (max-width: 1100px) { .wcd .wcd-domains { grid-template-columns:1fr; } }
.wcd .wcd-domain { background:#fff; border:2px solid var(--seat-light); border-top:6px solid var(--seat); border-radius:10px; padding:.5rem .7rem; }
.wcd .wcd-domain.active { box-shadow:0 0 0 3px #ffd35a; }
.wcd .wcd-domain header { display:flex; align-items:center; gap:.4rem; flex-wrap:wrap; }
.wcd .wcd-domain header .badge { font-size:.75rem; background:#f3e7c6; border-radius:999px; padding:0 .45rem; }
.wcd .wcd-domain header .turns { font-size:.8rem; }
.wcd .wcd-domain header .total { margin-left:auto; font-size:1.5rem; font-weight:800; color:var(--seat); }
.wcd .wcd-domain header .total small { font-size:.7rem; color:var(--muted); }
.wcd .label { font-size:.75rem; text-transform:uppercase; letter-spacing:.04em; color:#8a7350; margin:.35rem 0 .15rem; }
.wcd .wcd-row2 { display:grid; grid-template-columns:auto 1fr; gap:.8rem; align-items:start; }
.wcd .res-row { display:flex; align-items:center; gap:.3rem; margin:.1rem 0; }
.wcd .wcd-track { display:inline-flex; }
.wcd .wcd-track .cell { width:20px; height:20px; display:inline-flex; align-items:center; justify-content:center; font-size:.65rem; color:#b0a386; border:1px solid #e4d9c2; margin-left:-1px; background:#fffdf8; }
.wcd .wcd-track .cell.band1 { background:#f4ecd6; }
.wcd .wcd-track .cell.band2 { background:#ead9ad; }
.wcd .wcd-track .cell.past { background-image:linear-gradient(#0000000d,#0000000d); }
.wcd .wcd-track .cell.on { border-color:var(--seat); box-shadow:inset 0 0 0 1px var(--seat); background:#fff; }
.wcd .wcd-coins { display:flex; gap:2px; flex-wrap:wrap; }
.wcd .wcd-coins .unit { width:20px; height:20px; border:1px dashed #d8ccb2; border-radius:4px; display:inline-flex; align-items:center; justify-content:center; }
.wcd .wcd-misc { display:flex; flex-wrap:wrap; gap:.25rem .8rem; font-size:.85rem; margin-top:.3rem; align-items:center; }
.wcd .wcd-misc > span { display:inline-flex; align-items:center; gap:.15rem; }
.wcd .seal-dot { display:inline-block; width:14px; height:14px; border-radius:50%; background:var(--seat); border:2px solid #fff; box-shadow:0 0 0 1px var(--seat); }
.wcd .wcd-areas { display:grid; grid-template-columns:repeat(3,1fr); gap:.35rem; }
.wcd .wcd-area { display:flex; flex-direction:column; align-items:center; gap:.15rem; background:#faf5ea; color:var(--ink); border:1px solid #e0d3b8; border-radius:8px; padding:.25rem; min-height:4rem; font:inherit; }
.wcd .wcd-area.col-coral { background:#fdebe4; }
.wcd .wcd-area.col-black { background:#e9e6e2; }
.wcd .wcd-area.col-white { background:#f7f7f4; }
.wcd .wcd-area.lit, .wcd .wcd-icard.lit { border:2px solid #ff8a00; box-shadow:0 0 8px #ff8a00aa; cursor:pointer; }
.wcd .area-head { display:flex; align-items:center; gap:.2rem; }
.wcd .area-card { position:relative; background:#fff; border:1px solid #cdbf9f; border-radius:5px; padding:0 .25rem; line-height:1; }
.wcd .area-card.start { border-style:dashed; }
.wcd .wcd-influence { display:flex; flex-wrap:wrap; gap:.3rem; }
.wcd .wcd-icard { position:relative; display:flex; flex-direction:column; align-items:flex-start; gap:.1rem; width:7.4rem; min-height:3.2rem; text-align:left; background:#fbf6ea; color:var(--ink); border:1px solid #d6c8a8; border-left:6px solid var(--card); border-radius:6px; padding:.2rem .35rem; font:inherit; font-size:.75rem; }
.wcd .wcd-icard .name { font-weight:700; line-height:1.15; }
.wcd .wcd-icard .faded { opacity:.35; }
.wcd .wcd-icard.improved { background:var(--card); color:#fff; }
.wcd .wcd-icard.improved .icons { background:#fffc; border-radius:4px; padding:0 .15rem; }
.wcd .wcd-icard .ribbon { position:absolute; right:.3rem; top:.1rem; font-weight:800; }
.wcd .wcd-merch { display:flex; gap:.3rem; flex-wrap:wrap; }
.wcd .wcd-merch .tile { position:relative; border:1px solid #a58d62; border-radius:5px; padding:.1rem .3rem; background:#e2dccb; }
.wcd .wcd-merch .tile.luxury { background:#e9d6a0; }
.wcd .wcd-score { width:100%; max-width:38rem; margin-top:.6rem; font-size:.85rem; background:#fff; border-radius:8px; }
.wcd .wcd-score caption { text-align:left; font-weight:700; padding:.2rem 0; }
.wcd .wcd-score td.num { text-align:right; font-variant-numeric:tabular-nums; }
.wcd .wcd-score tr.total td { font-weight:800; font-size:1rem; border-top:2px solid #cdbf9f; }
.wcd .wcd-legend { font-size:.75rem; color:#8a7350; margin-top:.3rem; }
.wcd .wcd-legend .corner { display:inline-block; width:0; height:0; border-style:solid; border-width:0 10px 10px 0; border-color:transparent #f0a020 transparent transparent; vertical-align:middle; }
.wcd details.wcd-other { margin-top:.5rem; }
.wcd details.wcd-other .wcd-buttons button { font-size:.85rem; }
`;

export const board: BoardUi = {
  render(root, ctx: BoardContext) {
    const view = ctx.view as WcdView;
    const legal = ctx.legalMoves as M[];
    // A selection belongs to one decision point: new legal moves clear it.
    const k = key(legal);
    if (k !== selectionKey) { selection = null; selectionKey = k; }
    const c: Ctx = {
      view, legal, lang: ctx.lang, names: ctx.seatNames, you: ctx.you,
      play: (m) => { void ctx.play(m); },
      rerender: () => board.render(root, ctx),
      offered: new Set(),
    };
    const promptBox = prompt(c);
    const table = drawTable(c);
    const order = c.you === 1 ? [1, 0] : [0, 1];
    const domains = el('div', { className: 'wcd-domains' }, ...order.map((s) => view.players[s] ? domain(c, view.players[s]!) : null));
    const scores = scoreTable(c, order);
    // Whatever the pictures and buttons above do not offer, in the engine's words.
    const rest = legal.filter((m) => !c.offered.has(key(m)));
    const other = rest.length
      ? el('details', { className: 'wcd-other', id: 'wcd-other', open: true }, el('summary', {}, `${w('otherMoves', ctx.lang)} (${rest.length})`),
        el('div', { className: 'wcd-buttons' }, ...rest.map((m) => el('button', { type: 'button', className: 'secondary wcd-act wcd-fallback', 'data-move': m.type, 'data-json': key(m), onclick: () => { selection = null; c.play(m); } }, describeMove(m, ctx.lang)))))
      : null;
    root.replaceChildren(
      el('style', {}, STYLE),
      el('div', { className: 'wcd', 'data-phase': view.phase, 'data-round': view.round, 'data-active': view.active ?? '', 'data-pending': view.turn?.pending?.t ?? '', 'data-selection': selection ? (selection.k === 'group' ? selection.id : 'exchange') : '' },
        iconDefs(), promptBox, table, domains, scores,
        el('div', { className: 'wcd-legend' }, el('span', { className: 'corner' }), ` ${w('provLegend', ctx.lang)}`),
        other),
    );
  },
};
