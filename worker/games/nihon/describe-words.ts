/**
 * The words the log puts inside its sentences: outcomes, reasons, causes, roles, statuses, threats,
 * elements, resources, minor powers, order kinds. Events carry engine values ("major-failure",
 * "has-protector"); a French or German line must show none of them, and no English either.
 */
type T = [en: string, fr: string, de: string];

export const OUTCOME: Record<string, T> = {
  success: ['success', 'succès', 'Erfolg'], failure: ['failure', 'échec', 'Misserfolg'], tie: ['tie', 'égalité', 'Gleichstand'],
  'major-success': ['major success', 'succès majeur', 'großer Erfolg'], 'major-failure': ['major failure', 'échec majeur', 'großer Misserfolg'],
};

/** Who won a battle, as a phrase ("Battle in Kai: the attacker wins"). */
export const WINNER: Record<string, T> = {
  attacker: ['the attacker wins', 'victoire de l’attaquant', 'Sieg des Angreifers'],
  defender: ['the defender wins', 'victoire du défenseur', 'Sieg des Verteidigers'],
  nobody: ['nobody wins', 'aucun vainqueur', 'kein Sieger'],
};

/** Reasons, causes, statuses and the like, by engine value. */
export const VALUE: Record<string, T> = {
  // why an order failed or was cancelled
  'has-protector': ['the target has a protector', 'la cible a un protecteur', 'das Ziel hat einen Beschützer'],
  'raided-this-turn': ['already raided this turn', 'déjà pillée ce tour', 'in dieser Runde schon geplündert'],
  'target-not-found': ['target not found', 'cible introuvable', 'Ziel nicht gefunden'],
  'target-not-available': ['target not available', 'cible indisponible', 'Ziel nicht verfügbar'],
  'demon-limit': ['too many demons', 'trop de démons', 'zu viele Dämonen'],
  immolation: ['immolation', 'immolation', 'Selbstopferung'],
  stress: ['too much stress', 'trop de stress', 'zu viel Belastung'],
  'already-pillaged': ['already pillaged', 'déjà pillée', 'schon geplündert'],
  'inside-army': ['inside an army', 'dans une armée', 'in einer Armee'],
  'no-money': ['not enough koku', 'pas assez de kokus', 'nicht genug Koku'],
  conditions: ['conditions not met', 'conditions non remplies', 'Bedingungen nicht erfüllt'],
  'army-not-there': ['the army is not there', 'l’armée n’est pas là', 'die Armee ist nicht dort'],
  'bad-clan': ['no such clan', 'clan inconnu', 'unbekannter Clan'],
  'bad-province': ['no such province', 'province inconnue', 'unbekannte Provinz'],
  'no-hostage': ['no hostage', 'pas d’otage', 'keine Geisel'],
  'no-sanctuary': ['no sanctuary there', 'pas de sanctuaire', 'kein Heiligtum dort'],
  'not-adjacent': ['not adjacent', 'pas adjacent', 'nicht benachbart'],
  'not-there': ['not there', 'absent', 'nicht dort'],
  'not-yours': ['not yours', 'pas à vous', 'nicht deins'],
  'one-per-turn': ['one per turn', 'un par tour', 'einmal pro Runde'],
  piety: ['not enough Piety', 'Piété insuffisante', 'zu wenig Frömmigkeit'],
  'ritual-unknown': ['ritual not known', 'rituel inconnu', 'Ritual unbekannt'],
  'ten-characters': ['already ten characters', 'déjà dix personnages', 'schon zehn Figuren'],
  terrain: ['terrain', 'terrain', 'Gelände'],
  'too-far': ['too far', 'trop loin', 'zu weit'],
  'too-weak': ['too weak', 'trop faible', 'zu schwach'],
  dead: ['dead', 'mort', 'tot'],
  wounded: ['wounded', 'blessé', 'verwundet'],
  'province-lost': ['province lost', 'province perdue', 'Provinz verloren'],
  'named-governor': ['named governor', 'nommé gouverneur', 'zum Statthalter ernannt'],
  'named-general': ['named general', 'nommé général', 'zum General ernannt'],
  attack: ['attacked', 'attaqué', 'angegriffen'],
  // honour modifiers
  'imperial-disgrace': ['imperial disgrace', 'disgrâce impériale', 'kaiserliche Ungnade'],
  'imperial-favour': ['imperial favour', 'faveur impériale', 'kaiserliche Gunst'],
  'forbidden-ritual': ['forbidden ritual', 'rituel interdit', 'verbotenes Ritual'],
  creatures: ['creatures', 'créatures', 'Kreaturen'],
  'aggression-at-heian': ['aggression at Heian', 'agression à Heian', 'Angriff in Heian'],
  'attacked-friendly-province': ['attacked a friendly province', 'attaque d’une province amie', 'befreundete Provinz angegriffen'],
  'assassination-attempt': ['assassination attempt', 'tentative d’assassinat', 'Mordversuch'],
  pilgrimage: ['pilgrimage', 'pèlerinage', 'Pilgerfahrt'],
  bankruptcy: ['bankruptcy', 'banqueroute', 'Bankrott'],
  'aggression-on-pious': ['aggression on a pious man', 'agression d’un homme pieux', 'Angriff auf einen Frommen'],
  'took-barbarian-or-foreign-province': ['took a barbarian or foreign province', 'prise d’une province barbare ou étrangère', 'Barbaren- oder Fremdprovinz erobert'],
  // armies, ends, provinces
  destroyed: ['destroyed', 'détruite', 'vernichtet'], empty: ['empty', 'vide', 'leer'],
  beaten: ['beaten', 'battue', 'geschlagen'], 'tyrant-blockade': ['the Tyrant’s blockade', 'blocus du Tyran', 'Blockade des Tyrannen'], 'no-transport': ['no transport', 'pas de transport', 'kein Transport'],
  battle: ['battle', 'bataille', 'Schlacht'], undefended: ['undefended', 'sans défense', 'unverteidigt'],
  shogun: ['a Shogun', 'un Shogun', 'ein Shogun'], goal: ['goal reached', 'objectif atteint', 'Ziel erreicht'],
  'fall-of-nihon': ['fall of Nihon', 'chute du Nihon', 'Fall von Nihon'], 'turn-limit': ['last turn', 'dernier tour', 'letzte Runde'], 'turn-limit-draw': ['last turn, draw', 'dernier tour, partie nulle', 'letzte Runde, unentschieden'],
  // statuses, profiles, threats, pillagers
  bodyguard: ['bodyguard', 'garde du corps', 'Leibwächter'], general: ['general', 'général', 'General'], governor: ['governor', 'gouverneur', 'Statthalter'],
  military: ['military', 'militaire', 'militärisch'], civil: ['civil', 'civil', 'zivil'],
  'demon-incursion': ['demon incursion', 'incursion démoniaque', 'Dämoneneinfall'], 'barbarian-rising': ['barbarian rising', 'soulèvement barbare', 'Barbarenaufstand'], 'jade-invasion': ['Jade invasion', 'invasion de Jade', 'Jade-Invasion'],
  raid: ['raid', 'pillage', 'Plünderung'], owner: ['its owner', 'son propriétaire', 'sein Besitzer'], ritual: ['ritual', 'rituel', 'Ritual'],
  // causes of wounds and deaths (the engine's own sentences)
  'killed attacking': ['killed attacking', 'tué en attaquant', 'beim Angriff getötet'],
  'killed by an attack': ['killed by an attack', 'tué par une agression', 'durch einen Angriff getötet'],
  'general killed in a major defeat': ['general killed in a major defeat', 'général tué dans une défaite majeure', 'General in einer schweren Niederlage gefallen'],
  'wounded by an attack': ['wounded by an attack', 'blessé par une agression', 'durch einen Angriff verwundet'],
  'wounded attacking': ['wounded attacking', 'blessé en attaquant', 'beim Angriff verwundet'],
  'caught inciting a revolt': ['caught inciting a revolt', 'pris à fomenter une révolte', 'beim Anstiften eines Aufstands gefasst'],
  'caught sabotaging': ['caught sabotaging', 'pris à saboter', 'bei der Sabotage gefasst'],
  'raid failed': ['raid failed', 'pillage raté', 'Plünderung gescheitert'],
  'executed as a hostage': ['executed as a hostage', 'exécuté comme otage', 'als Geisel hingerichtet'],
  'killed in a duel': ['killed in a duel', 'tué en duel', 'im Duell getötet'],
  'wounded in a duel': ['wounded in a duel', 'blessé en duel', 'im Duell verwundet'],
  'already wounded': ['already wounded', 'déjà blessé', 'schon verwundet'],
  // elements of the temples
  air: ['Air', 'de l’Air', 'der Luft'], water: ['Water', 'de l’Eau', 'des Wassers'], fire: ['Fire', 'du Feu', 'des Feuers'], earth: ['Earth', 'de la Terre', 'der Erde'], spirit: ['Spirit', 'de l’Esprit', 'des Geistes'],
  // resources (gifts)
  koku: ['koku', 'kokus', 'Koku'], horses: ['horses', 'chevaux', 'Pferde'], metal: ['metal', 'métal', 'Metall'], ships: ['ships', 'navires', 'Schiffe'], ninja: ['ninja', 'ninjas', 'Ninja'],
  gold: ['gold', 'or', 'Gold'], sanctuary: ['sanctuary', 'sanctuaire', 'Heiligtum'], temple: ['element temple', 'temple élémentaire', 'Elementtempel'],
  // the court, as a receiver of gifts
  court: ['the imperial court', 'la cour impériale', 'dem Kaiserhof'],
};

/** A minor power by its kind (battles, provinces taken, independence). */
export const MINOR_WORD: Record<string, T> = {
  clan: ['a minor clan', 'un clan mineur', 'ein kleiner Clan'], temple: ['a Zazen temple', 'un temple zazen', 'ein Zazen-Tempel'], tribe: ['a tribe', 'une tribu', 'ein Stamm'],
  jade: ['the Jade Empire', 'l’Empire de Jade', 'das Jade-Reich'], court: ['the imperial court', 'la cour impériale', 'der Kaiserhof'], nanban: ['the Nanban', 'les Nanban', 'die Nanban'],
  demon: ['demonic forces', 'les forces démoniaques', 'dämonische Mächte'],
};

/** Character order kinds, as the log names them (no costs). */
export const ORDER_WORD: Record<string, T> = {
  aggress: ['aggression', 'agression', 'Angriff'], assassinate: ['assassination', 'assassinat', 'Mord'], corrupt: ['corruption', 'corruption', 'Bestechung'],
  incite: ['incitement', 'incitation à la révolte', 'Anstiftung'], raid: ['raid', 'pillage', 'Plünderung'], sabotage: ['sabotage', 'sabotage', 'Sabotage'],
  'seek-minor': ['minor alliance', 'alliance d’un mineur', 'Bündnis mit Kleinmacht'], 'seek-major': ['major alliance', 'alliance majeure', 'Bündnis mit großem Clan'],
  'seek-friendship': ['friendship', 'amitié', 'Freundschaft'], annex: ['annexation', 'annexion', 'Angliederung'], gift: ['gift', 'présent', 'Geschenk'],
  move: ['journey', 'déplacement', 'Reise'], spy: ['spying', 'espionnage', 'Spionage'], heal: ['healing', 'soins', 'Heilung'], join: ['joining an army', 'ralliement à une armée', 'Armeebeitritt'],
  protect: ['protection', 'protection', 'Schutz'], ritual: ['ritual', 'rituel', 'Ritual'], 'give-province': ['gift of a province', 'don de province', 'Provinzschenkung'],
  'execute-hostages': ['execution of hostages', 'exécution des otages', 'Geiselhinrichtung'], 'release-hostages': ['release of hostages', 'libération des otages', 'Geiselfreilassung'],
  pilgrimage: ['pilgrimage', 'pèlerinage', 'Pilgerfahrt'], promote: ['promotion', 'promotion', 'Beförderung'],
};

/** When an engine value has no words here (a new reason): words that say so, in the line's language. */
export const UNKNOWN: T = ['another reason', 'autre raison', 'anderer Grund'];
