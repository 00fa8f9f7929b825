/** Words of the NIHON board in English, French and German. */
import type { Lang } from '../../../engine/contract';

type T = [en: string, fr: string, de: string];
const LI: Record<Lang, number> = { en: 0, fr: 1, de: 2 };

export const W = {
  turn: ['Turn', 'Tour', 'Runde'],
  of: ['of', 'sur', 'von'],
  treasury: ['Treasury', 'Trésor', 'Kasse'],
  koku: ['koku', 'kokus', 'Koku'],
  expected: ['expected after the orders', 'prévu après les ordres', 'erwartet nach den Befehlen'],
  draft: ['Draft: saved as you go, seen by nobody else', 'Brouillon : enregistré au fur et à mesure, vu de vous seul', 'Entwurf: laufend gespeichert, für niemanden sonst sichtbar'],
  finalState: ['Orders final', 'Ordres validés', 'Befehle abgeschlossen'],
  markFinal: ['Mark final', 'Valider les ordres', 'Abschließen'],
  unmarkFinal: ['Reopen my orders', 'Rouvrir mes ordres', 'Befehle wieder öffnen'],
  clearSheet: ['Clear the whole sheet', 'Effacer toute la feuille', 'Ganzen Bogen leeren'],
  waitingOthers: ['Your orders are final: the turn resolves when every clan is final, or at the deadline.', 'Vos ordres sont validés : le tour se résout quand tous les clans ont validé, ou à l’échéance.', 'Deine Befehle sind abgeschlossen: die Runde wird ausgewertet, wenn alle Clans fertig sind, oder zur Frist.'],
  noOrdersNow: ['No orders can be given now.', 'Aucun ordre ne peut être donné maintenant.', 'Jetzt können keine Befehle gegeben werden.'],
  referee: ['Referee: the full map and every clan’s sheet', 'Arbitre : la carte complète et la feuille de chaque clan', 'Schiedsrichter: die ganze Karte und jeder Befehlsbogen'],
  spectator: ['Spectator: only public facts are shown', 'Spectateur : seuls les faits publics sont montrés', 'Zuschauer: nur öffentliche Tatsachen'],
  tabOrders: ['Order sheet', 'Feuille d’ordres', 'Befehlsbogen'],
  tabReport: ['Turn report', 'Rapport du tour', 'Rundenbericht'],
  tabClans: ['Clans', 'Clans', 'Clans'],
  tabSheets: ['Every sheet', 'Toutes les feuilles', 'Alle Bögen'],
  characters: ['Characters', 'Personnages', 'Charaktere'],
  armies: ['Armies', 'Armées', 'Armeen'],
  provinces: ['Provinces', 'Provinces', 'Provinzen'],
  fleets: ['Fleets', 'Flottes', 'Flotten'],
  alliances: ['Alliances', 'Alliances', 'Bündnisse'],
  ledger: ['Treasury forecast', 'Prévision du trésor', 'Kassenprognose'],
  name: ['Name', 'Nom', 'Name'],
  where: ['Where', 'Où', 'Wo'],
  order: ['Order', 'Ordre', 'Befehl'],
  target: ['Target', 'Cible', 'Ziel'],
  noOrder: ['— no order —', '— aucun ordre —', '— kein Befehl —'],
  standing: ['standing orders', 'ordres permanents', 'Daueraufträge'],
  choose: ['choose…', 'choisir…', 'wählen…'],
  onMap: ['Pick on the map', 'Choisir sur la carte', 'Auf der Karte wählen'],
  pickHint: ['Click a highlighted place on the map.', 'Cliquez un lieu en surbrillance sur la carte.', 'Klicke einen hervorgehobenen Ort auf der Karte.'],
  cancel: ['Cancel', 'Annuler', 'Abbrechen'],
  clear: ['Clear', 'Effacer', 'Löschen'],
  edit: ['Open', 'Ouvrir', 'Öffnen'],
  close: ['Close', 'Fermer', 'Schließen'],
  select: ['Click a province, army, fleet or character to open its sheet.', 'Cliquez une province, une armée, une flotte ou un personnage pour ouvrir sa fiche.', 'Klicke eine Provinz, Armee, Flotte oder Figur, um ihr Blatt zu öffnen.'],
  // characters
  talents: ['Combat · Strategy · Intrigue · Diplomacy · Piety', 'Combat · Stratégie · Intrigue · Diplomatie · Piété', 'Kampf · Strategie · Intrige · Diplomatie · Frömmigkeit'],
  heads: ['Heads', 'Têtes', 'Köpfe'],
  wounded: ['wounded', 'blessé', 'verwundet'],
  hostageOf: ['hostage of', 'otage de', 'Geisel von'],
  inArmy: ['in army', 'dans l’armée', 'in Armee'],
  guards: ['protects', 'protège', 'schützt'],
  concealment: ['Concealment', 'Discrétion', 'Tarnung'],
  daimyo: ['daimyo', 'daimyo', 'Daimyo'],
  // armies
  army: ['Army', 'Armée', 'Armee'],
  newArmy: ['Raise a new army', 'Lever une nouvelle armée', 'Neue Armee aufstellen'],
  noArmy: ['No army yet: raise one in a province of your clan (it is created during the turn).', 'Aucune armée : levez-en une dans une province du clan (elle est créée pendant le tour).', 'Noch keine Armee: stelle eine in einer Provinz deines Clans auf (sie entsteht während der Runde).'],
  raiseIn: ['Raise in', 'Lever en', 'Aufstellen in'],
  toBeRaised: ['to be raised', 'à lever', 'aufzustellen'],
  general: ['General', 'Général', 'General'],
  samurai: ['Samurai', 'Samouraïs', 'Samurai'],
  ronin: ['Ronin', 'Rônins', 'Ronin'],
  creatures: ['Creatures', 'Créatures', 'Kreaturen'],
  ashigaru: ['Ashigaru', 'Ashigarus', 'Ashigaru'],
  recruit: ['Recruit', 'Recruter', 'Anwerben'],
  dismiss: ['Dismiss samurai', 'Licencier des samouraïs', 'Samurai entlassen'],
  garrisonNow: ['garrison', 'garnison', 'Garnison'],
  movement: ['Movement', 'Mouvement', 'Bewegung'],
  path: ['Path', 'Chemin', 'Weg'],
  mp: ['MP', 'PM', 'BP'],
  exhausted: ['exhausted: more than 3 movement points', 'épuisée : plus de 3 points de mouvement', 'erschöpft: mehr als 3 Bewegungspunkte'],
  undoStep: ['Undo last step', 'Annuler la dernière étape', 'Letzten Schritt zurück'],
  resetPath: ['Clear the path', 'Effacer le chemin', 'Weg löschen'],
  extendPath: ['Next step', 'Étape suivante', 'Nächster Schritt'],
  troops: ['Troops', 'Troupes', 'Truppen'],
  strength: ['strength', 'force', 'Stärke'],
  // provinces
  governor: ['Governor', 'Gouverneur', 'Statthalter'],
  provOrder: ['Province order', 'Ordre de province', 'Provinzbefehl'],
  destroyCastle: ['Destroy the castle', 'Détruire le château', 'Burg zerstören'],
  terrain: ['Terrain', 'Terrain', 'Gelände'],
  population: ['Population', 'Population', 'Bevölkerung'],
  resource: ['Resource', 'Ressource', 'Ressource'],
  market: ['Market', 'Marché', 'Markt'],
  castle: ['Castle', 'Château', 'Burg'],
  castleWorks: ['castle works', 'travaux de château', 'Burgbau'],
  revolt: ['Revolt', 'Révolte', 'Aufstand'],
  pillaged: ['Pillaged', 'Pillée', 'Geplündert'],
  heldBy: ['Held by', 'Contrôlée par', 'Gehalten von'],
  vision: ['Your vision here', 'Votre vision ici', 'Deine Sicht hier'],
  unseen: ['Red eye: you do not see this province (revolt, castle, armies and characters hidden).', 'Œil rouge : vous ne voyez pas cette province (révolte, château, armées et personnages cachés).', 'Rotes Auge: du siehst diese Provinz nicht (Aufstand, Burg, Armeen und Figuren verborgen).'],
  allyOf: ['Allied with', 'Alliée à', 'Verbündet mit'],
  friendOf: ['Friend of', 'Amie de', 'Befreundet mit'],
  minorArmy: ['Minor army', 'Armée du mineur', 'Heer der Kleinmacht'],
  neighbours: ['Neighbours', 'Voisins', 'Nachbarn'],
  coasts: ['Coasts', 'Côtes', 'Küsten'],
  here: ['Here', 'Ici', 'Hier'],
  ordersHere: ['Orders you can give here', 'Ordres possibles ici', 'Mögliche Befehle hier'],
  religion: ['Religion', 'Religion', 'Religion'],
  // seas
  waves: ['Waves', 'Vagues', 'Wellen'],
  bigWaves: ['big', 'grosses', 'hoch'],
  smallWaves: ['small', 'petites', 'klein'],
  seaCost: ['Movement cost', 'Coût de mouvement', 'Bewegungskosten'],
  fleetsSeen: ['Fleets seen at the last turn', 'Flottes vues au dernier tour', 'In der letzten Runde gesehene Flotten'],
  seaUnseen: ['You did not see this sea at the last turn.', 'Vous ne voyiez pas cette mer au dernier tour.', 'Du hast dieses Meer in der letzten Runde nicht gesehen.'],
  supremacy: ['Supremacy', 'Suprématie', 'Vorherrschaft'],
  transport: ['Transport', 'Transport', 'Transport'],
  fleetRaid: ['Raid', 'Pillage', 'Raubzug'],
  temporaryFleet: ['Temporary fleet (3 koku)', 'Flotte temporaire (3 kokus)', 'Behelfsflotte (3 Koku)'],
  shipsFor: ['Ships for', 'Navires pour', 'Schiffe für'],
  fleetsWord: ['fleet(s)', 'flotte(s)', 'Flotte(n)'],
  addFleet: ['Add a fleet', 'Ajouter une flotte', 'Flotte hinzufügen'],
  remove: ['Remove', 'Retirer', 'Entfernen'],
  dispersed: ['dispersed', 'dispersée', 'zerstreut'],
  breakAlliance: ['Break the alliance with', 'Rompre l’alliance avec', 'Bündnis brechen mit'],
  noAllies: ['No alliance with a major clan.', 'Aucune alliance avec un clan majeur.', 'Kein Bündnis mit einem großen Clan.'],
  // ledger
  treasuryNow: ['Treasury now', 'Trésor actuel', 'Kasse jetzt'],
  taxes: ['Taxes', 'Impôts', 'Steuern'],
  extraTaxes: ['Extra taxes', 'Impôts supplémentaires', 'Sondersteuern'],
  markets: ['Markets', 'Marchés', 'Märkte'],
  goldMines: ['Gold', 'Or', 'Gold'],
  upkeep: ['Upkeep (samurai, castles)', 'Entretien (samouraïs, châteaux)', 'Unterhalt (Samurai, Burgen)'],
  recruitment: ['Recruitment (samurai 1, ronin 2)', 'Recrutement (samouraï 1, rônin 2)', 'Anwerbung (Samurai 1, Ronin 2)'],
  castleCost: ['Castle works (2 each)', 'Travaux de château (2 chacun)', 'Burgbau (je 2)'],
  giftsOut: ['Gifts', 'Présents', 'Geschenke'],
  actionsCost: ['Actions (corruption, alliances, revolts, pilgrimage, annexation)', 'Actions (corruption, alliances, révoltes, pèlerinage, annexion)', 'Aktionen (Bestechung, Bündnisse, Aufstände, Pilgerfahrt, Angliederung)'],
  interest: ['Interest on debt', 'Intérêts de la dette', 'Schuldzinsen'],
  expectedTreasury: ['Expected treasury', 'Trésor prévu', 'Erwartete Kasse'],
  loanFloor: ['Loan floor', 'Plancher d’emprunt', 'Kreditgrenze'],
  beyondFloor: ['Beyond the loan floor: some expenses will not be made (row order).', 'Au-delà du plancher d’emprunt : certaines dépenses ne seront pas faites (ordre des lignes).', 'Jenseits der Kreditgrenze: manche Ausgaben entfallen (Zeilenfolge).'],
  ledgerNote: ['An estimate, as the spreadsheet gave: raids, gifts received, battles and rituals may change it.', 'Une estimation, comme le tableur : pillages, présents reçus, batailles et rituels peuvent la changer.', 'Eine Schätzung wie in der Tabelle: Plünderungen, erhaltene Geschenke, Schlachten und Rituale können sie ändern.'],
  // warnings
  warnings: ['Check', 'À vérifier', 'Prüfen'],
  warnNamed: ['is named general or governor: his own order will be cancelled', 'est nommé général ou gouverneur : son propre ordre sera annulé', 'ist als General oder Statthalter benannt: sein eigener Befehl entfällt'],
  warnBoth: ['is named both general and governor: he will govern', 'est nommé général et gouverneur : il gouvernera', 'ist General und Statthalter: er wird regieren'],
  warnFleets: ['More fleets than ships: all fleets will be cancelled', 'Plus de flottes que de navires : toutes les flottes seront annulées', 'Mehr Flotten als Schiffe: alle Flotten entfallen'],
  warnReserve: ['More samurai than the reserve allows: the excess is not recruited', 'Plus de samouraïs que la réserve ne le permet : l’excédent n’est pas recruté', 'Mehr Samurai als die Reserve erlaubt: der Überschuss wird nicht angeworben'],
  warnPool: ['More ashigaru than levied: the excess is not recruited', 'Plus d’ashigarus que levés : l’excédent n’est pas recruté', 'Mehr Ashigaru als ausgehoben: der Überschuss entfällt'],
  staleOrders: ['Stale orders: the game changed since you gave them. Each is dropped at resolution unless you clear or change it; the others stand.', 'Ordres périmés : la partie a changé depuis que vous les avez donnés. Chacun sera écarté à la résolution si vous ne l’effacez ou ne le changez pas ; les autres tiennent.', 'Veraltete Befehle: das Spiel hat sich seit ihrer Eingabe geändert. Jeder entfällt bei der Auswertung, wenn du ihn nicht löschst oder änderst; die anderen bleiben.'],
  stale: ['stale', 'périmé', 'veraltet'],
  warnNoGovernor: ['no governor: the province order needs one', 'pas de gouverneur : l’ordre de province en demande un', 'kein Statthalter: der Provinzbefehl braucht einen'],
  refused: ['Refused', 'Refusé', 'Abgelehnt'],
  saving: ['Saving…', 'Enregistrement…', 'Speichern…'],
  // report
  reportOf: ['Report of turn', 'Rapport du tour', 'Bericht der Runde'],
  noReport: ['No report yet: the first turn has not been resolved.', 'Pas encore de rapport : le premier tour n’a pas été résolu.', 'Noch kein Bericht: die erste Runde wurde noch nicht ausgewertet.'],
  missed: ['Missed turn', 'Tour manqué', 'Verpasste Runde'],
  yourBattles: ['Your battles', 'Vos batailles', 'Deine Schlachten'],
  battles: ['Battles', 'Batailles', 'Schlachten'],
  battlesSeen: ['Battles seen elsewhere', 'Batailles vues ailleurs', 'Anderswo gesehene Schlachten'],
  majorBattles: ['Major battles', 'Batailles majeures', 'Große Schlachten'],
  events: ['Events', 'Événements', 'Ereignisse'],
  income: ['Income', 'Revenus', 'Einnahmen'],
  honour: ['Honour', 'Honneur', 'Ehre'],
  prestige: ['Prestige', 'Prestige', 'Prestige'],
  attacker: ['Attacker', 'Attaquant', 'Angreifer'],
  defender: ['Defender', 'Défenseur', 'Verteidiger'],
  forces: ['Forces', 'Forces', 'Streitkräfte'],
  losses: ['Losses', 'Pertes', 'Verluste'],
  score: ['Score', 'Score', 'Wertung'],
  winner: ['Winner', 'Vainqueur', 'Sieger'],
  place: ['Place', 'Lieu', 'Ort'],
  major: ['major', 'majeure', 'groß'],
  nobody: ['nobody (tie)', 'personne (égalité)', 'niemand (Gleichstand)'],
  killed: ['killed', 'tués', 'getötet'],
  before: ['Before', 'Avant', 'Vorher'],
  after: ['After', 'Après', 'Nachher'],
  modifier: ['Modifier', 'Modificateur', 'Modifikator'],
  victories: ['Major victories', 'Victoires majeures', 'Große Siege'],
  topHonour: ['Top of honour', 'Sommet de l’honneur', 'Ehrenspitze'],
  capital: ['Heian', 'Heian', 'Heian'],
  mostProvinces: ['Most provinces', 'Le plus de provinces', 'Meiste Provinzen'],
  hostagesExecuted: ['Hostages executed', 'Otages exécutés', 'Hingerichtete Geiseln'],
  total: ['Total', 'Total', 'Summe'],
  rank: ['Rank', 'Rang', 'Rang'],
  clan: ['Clan', 'Clan', 'Clan'],
  allClans: ['All clans', 'Tous les clans', 'Alle Clans'],
  player: ['Player', 'Joueur', 'Spieler'],
  status: ['Status', 'Statut', 'Status'],
  allies: ['Allies', 'Alliés', 'Verbündete'],
  ordersFinal: ['Final', 'Validé', 'Fertig'],
  missedTurns: ['Turns missed', 'Tours manqués', 'Verpasste Runden'],
  minor: ['minor', 'mineur', 'Kleinmacht'],
  headsRank: ['Heads ranking', 'Classement des têtes', 'Kopfrangliste'],
  noSheet: ['No sheet: standing orders will apply', 'Aucune feuille : les ordres permanents s’appliqueront', 'Kein Bogen: Daueraufträge gelten'],
  emptySheet: ['Empty sheet', 'Feuille vide', 'Leerer Bogen'],
  legend: ['Legend', 'Légende', 'Legende'],
  zoomIn: ['Zoom in', 'Agrandir', 'Vergrößern'],
  zoomOut: ['Zoom out', 'Réduire', 'Verkleinern'],
  zoomFit: ['Whole map', 'Carte entière', 'Ganze Karte'],
  wideMap: ['Large map', 'Grande carte', 'Große Karte'],
  over: ['The game is over.', 'La partie est terminée.', 'Das Spiel ist vorbei.'],
  resources: ['Resources this turn', 'Ressources du tour', 'Ressourcen der Runde'],
  rituals: ['Rituals known', 'Rituels connus', 'Bekannte Rituale'],
  reserve: ['Reserve (samurai)', 'Réserve (samouraïs)', 'Reserve (Samurai)'],
  stress: ['Stress', 'Stress', 'Belastung'],
  pool: ['Ashigaru levied', 'Ashigarus levés', 'Ausgehobene Ashigaru'],
  hostagesHeld: ['Hostages held', 'Otages détenus', 'Gehaltene Geiseln'],
  // the component board (prompt, actions, map, panels)
  boardHeading: ['Board of the match', 'Plateau de la partie', 'Spielbrett'],
  mapLabel: ['Map of Nihon', 'Carte du Nihon', 'Karte von Nihon'],
  supremacyShort: ['S', 'S', 'V'],
  transportShort: ['T', 'T', 'T'],
  raidShort: ['R', 'P', 'R'],
  details: ['Details', 'Détails', 'Einzelheiten'],
  standingOrder: ['Standing order', 'Ordre permanent', 'Dauerauftrag'],
  role: ['Role', 'Rôle', 'Rolle'],
  less: ['one less', 'un de moins', 'eins weniger'],
  more: ['one more', 'un de plus', 'eins mehr'],
  staleNow: ['no longer allowed by the rules', 'n’est plus permis par les règles', 'nach den Regeln nicht mehr erlaubt'],
  draftShort: ['Draft', 'Brouillon', 'Entwurf'],
  noSheetShort: ['no sheet', 'aucune feuille', 'kein Bogen'],
  promptReferee: ['Follow the clans’ sheets; resolve the turn from the console when it is due.', 'Suivez les feuilles des clans ; résolvez le tour depuis la console à l’échéance.', 'Verfolge die Befehlsbögen der Clans; werte die Runde zur Frist über die Konsole aus.'],
  promptOrders: ['Give your orders in the sheet below (or by clicking the map), then mark them final.', 'Donnez vos ordres dans la feuille ci-dessous (ou en cliquant sur la carte), puis validez-les.', 'Gib deine Befehle im Bogen unten (oder per Klick auf die Karte) und schließe sie dann ab.'],
  finalActions: ['Your sheet', 'Votre feuille', 'Dein Bogen'],
  confirmFinal: ['Mark your orders final: when every clan is final the turn is resolved at once, and your orders can no longer be changed.', 'Valider vos ordres : quand tous les clans ont validé, le tour est résolu aussitôt et vos ordres ne peuvent plus changer.', 'Befehle abschließen: sobald alle Clans fertig sind, wird die Runde sofort ausgewertet und deine Befehle sind nicht mehr änderbar.'],
  confirmClear: ['Clear every order of the sheet?', 'Effacer tous les ordres de la feuille ?', 'Alle Befehle des Bogens löschen?'],
  tabsLabel: ['Sheet, report and clans', 'Feuille, rapport et clans', 'Bogen, Bericht und Clans'],
  openSheet: ['Open the sheet of', 'Ouvrir la fiche de', 'Blatt öffnen von'],
  seas: ['Seas', 'Mers', 'Meere'],
} satisfies Record<string, T>;

export type WordKey = keyof typeof W;
export const w = (k: WordKey, lang: Lang): string => W[k][LI[lang]]!;
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
