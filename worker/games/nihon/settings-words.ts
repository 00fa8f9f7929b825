/**
 * The settings' words for players in every language of the site: the help of each setting (its
 * English is the `description` in settings.ts, the one place the rules gap is documented) and the
 * label of each choice, so that the create form and the match page never show an engine value
 * ("fewer-minus-one") or an English sentence on a French or German page.
 */
import type { Localized } from '../../engine/contract';

type FrDe = { fr: string; de: string };

/** French and German help, by setting key. */
export const HELP: Record<string, FrDe> = {
  startTreasury: { fr: 'Kokus de chaque clan au départ (la règle n’en donne aucun).', de: 'Koku jedes Clans zu Beginn (die Regel nennt keine).' },
  startStress: { fr: 'Stress de chaque clan au départ.', de: 'Belastung jedes Clans zu Beginn.' },
  startingHeads: { fr: 'Chaque clan répartit 3 têtes entre ses personnages à la mise en place. « Chefs » : une au daimyo, au général et au garde du corps (les Samouraïs* des Shisuke et des Yamana gardent leur tête imprimée) ; « aucune » : les 3 têtes ne sont pas distribuées.', de: 'Jeder Clan verteilt beim Aufbau 3 Köpfe auf seine Figuren. „Anführer“: je einen an Daimyo, General und Leibwächter (die Samurai* der Shisuke und Yamana behalten ihren gedruckten Kopf); „keine“: die 3 Köpfe werden nicht verteilt.' },
  startingArmy: { fr: 'Si > 0, chaque clan commence avec l’armée 1 de ce nombre de samouraïs dans sa première province, menée par son général ; 0 = les armées sont créées au tour 1 (recommandé).', de: 'Bei > 0 beginnt jeder Clan mit Armee 1 aus so vielen Samurai in seiner ersten Provinz, geführt von seinem General; 0 = Armeen entstehen in Runde 1 (empfohlen).' },
  clanAssignment: { fr: 'Fixe : la place 1 joue Joroya, puis Nokamura, Ruchemon, Shisuke, Utachi, Yamana ; au hasard : un tirage à partir de la graine. Les clans non joués commencent comme clans mineurs.', de: 'Fest: Platz 1 spielt Joroya, dann Nokamura, Ruchemon, Shisuke, Utachi, Yamana; zufällig: eine Auslosung aus dem Startwert. Nicht gespielte Clans beginnen als kleine Clans.' },
  lakeLaoGai: { fr: 'La règle relie Bizen et Omi par le lac Lao Gaï, un lien qui compte comme une rivière. Désactivé : la carte géographique seule.', de: 'Die Regel verbindet Bizen und Omi über den Lao-Gaï-See, eine Verbindung, die als Fluss zählt. Aus: nur die geografische Karte.' },
  iwamiOnGreatOcean: { fr: 'L’exemple de bataille débarque du Grand Océan à Iwami, ce qui n’est pas géographique. Activé : Iwami est aussi une côte du Grand Océan.', de: 'Das Schlachtbeispiel landet vom Großen Ozean in Iwami, was geografisch nicht stimmt. An: Iwami ist auch eine Küste des Großen Ozeans.' },
  turnLimit: { fr: 'La partie s’arrête après ce tour (100 saisons = 25 ans) ; le plus de prestige l’emporte.', de: 'Das Spiel endet nach dieser Runde (100 Jahreszeiten = 25 Jahre); das meiste Prestige gewinnt.' },
  victoryPrestige: { fr: 'Un clan qui a au moins ce prestige et le double de chacun des autres gagne aussitôt.', de: 'Ein Clan mit mindestens so viel Prestige und doppelt so viel wie jeder andere gewinnt sofort.' },
  heianCondition: { fr: 'La victoire immédiate exige aussi Heian neutre ou tenue par le vainqueur (dit seulement dans l’introduction).', de: 'Der sofortige Sieg verlangt auch, dass Heian neutral ist oder dem Sieger gehört (nur in der Einleitung genannt).' },
  turnLimitTie: { fr: 'Nulle : une égalité au prestige est une partie nulle (pas de vainqueur) ; partagée : les clans à égalité partagent la victoire.', de: 'Unentschieden: Gleichstand beim Prestige ist ein Unentschieden (kein Sieger); geteilt: die gleichauf liegenden Clans teilen den Sieg.' },
  fallOfNihon: { fr: 'Quand une puissance qui n’est pas un joueur prend Heian, la partie s’arrête : personne ne gagne, ou les joueurs sont classés au prestige.', de: 'Nimmt eine Macht, die kein Spieler ist, Heian ein, endet das Spiel: niemand gewinnt, oder die Spieler werden nach Prestige gereiht.' },
  pillageIncomeLoss: { fr: 'Une province pillée (non révoltée) rapporte max(0, 2 × population − cette valeur).', de: 'Eine geplünderte (nicht aufständische) Provinz bringt max(0, 2 × Bevölkerung − dieser Wert).' },
  loanFloorPerLender: { fr: 'Le plancher d’emprunt augmente de cette valeur pour chacune de Settsu et Satsuma tenue par un clan mineur.', de: 'Die Kreditgrenze wächst um diesen Wert für Settsu und Satsuma, wenn ein kleiner Clan sie hält.' },
  overspend: { fr: 'Refuser : une dépense qui ferait passer le trésor sous moins le plancher n’est pas faite (dans l’ordre des lignes) ; permettre : elle est faite et la banqueroute tranche en fin de tour.', de: 'Ablehnen: eine Ausgabe, die die Kasse unter minus die Grenze brächte, entfällt (in Zeilenfolge); erlauben: sie wird gemacht, und der Bankrott entscheidet am Rundenende.' },
  upkeepShortfall: { fr: 'L’entretien est payé à l’étape 21. Licencier : les samouraïs impayés quittent l’armée au plus grand numéro, puis les châteaux impayés sont détruits ; dette : l’entretien est toujours payé, même sous le plancher.', de: 'Der Unterhalt wird in Schritt 21 bezahlt. Entlassen: unbezahlte Samurai verlassen die Armee mit der höchsten Nummer, dann werden unbezahlte Burgen zerstört; Schulden: der Unterhalt wird immer bezahlt, auch unter der Grenze.' },
  resourceShortfall: { fr: 'Quand un clan manque d’une ressource dans une phase, tous ses usages de la phase sont annulés (règle), ou seulement l’excédent.', de: 'Fehlt einem Clan in einer Phase eine Ressource, entfallen alle ihre Verwendungen in dieser Phase (Regel) oder nur der Überschuss.' },
  marketIncome: { fr: 'Kokus par marché dans une province possédée.', de: 'Koku je Markt in einer eigenen Provinz.' },
  visionTies: { fr: 'Égal suffit : une chose est vue quand vision ≥ discrétion (les autres tests exigent plus) ; strictement plus : partout.', de: 'Gleich genügt: etwas wird gesehen, wenn Sicht ≥ Tarnung (alle anderen Proben verlangen mehr); strikt mehr: überall.' },
  duelBothRoll: { fr: 'En duel, les deux personnages lancent le d6 de modification, comme dans l’exemple ; ailleurs seul l’acteur lance.', de: 'Im Duell würfeln beide Figuren den W6-Modifikator wie im Beispiel; sonst würfelt nur der Handelnde.' },
  bonusModifier: { fr: 'Le camp qui a le moins de bonus de bataille a −1 (formule et exemple), ou celui qui en a le plus a +1 (phrase d’ouverture).', de: 'Die Seite mit weniger Schlachtboni bekommt −1 (Formel und Beispiel), oder die mit mehr +1 (Einleitungssatz).' },
  majorSuccessFloor: { fr: 'Une bataille est un succès majeur quand le vainqueur marque au moins 2 × max(perdant, cette valeur).', de: 'Eine Schlacht ist ein großer Erfolg, wenn der Sieger mindestens 2 × max(Verlierer, dieser Wert) erzielt.' },
  captureRule: { fr: 'Ordre d’attaque : une province n’est prise que par une armée qui a l’ordre de l’attaquer et gagne dans sa province finale contre le propriétaire (succès sans château, succès majeur avec) ; toute bataille : toute victoire contre le propriétaire dans sa province la prend (sans château).', de: 'Angriffsbefehl: eine Provinz wird nur von einer Armee mit Angriffsbefehl genommen, die in ihrer Zielprovinz gegen den Besitzer siegt (Erfolg ohne Burg, großer Erfolg mit Burg); jede Schlacht: jeder Sieg gegen den Besitzer in seiner Provinz nimmt sie (ohne Burg).' },
  loneCastle: { fr: 'Il combat : un château seul combat avec 0 troupe, +1 château, sans général (plafond 3), +1d6 ; il bloque : il arrête l’armée sans combattre (la province ne peut être prise tant qu’il tient).', de: 'Kämpft: eine Burg allein kämpft mit 0 Truppen, +1 Burg, ohne General (höchstens 3), +1W6; blockiert: sie hält die Armee auf, ohne zu kämpfen (die Provinz kann nicht genommen werden, solange sie steht).' },
  undefendedCapture: { fr: 'Une armée qui a l’ordre d’attaquer une province finale défendue par aucune armée ni château la prend sans bataille.', de: 'Eine Armee mit Angriffsbefehl auf eine Zielprovinz ohne Armee und ohne Burg nimmt sie ohne Schlacht.' },
  badPosition: { fr: 'Chemin ordonné : mauvaise position quand le pas vers la province de bataille, ou tout pas ordonné ensuite, franchit une mer, un col, une rivière ou un lac, et l’épuisement jugé sur tout le chemin ordonné ; dernier pas : seulement le pas vers la province de bataille et le chemin parcouru.', de: 'Befohlener Weg: schlechte Stellung, wenn der Schritt in die Schlachtprovinz oder ein späterer befohlener Schritt ein Meer, einen Pass, einen Fluss oder einen See quert, und Erschöpfung nach dem ganzen befohlenen Weg; letzter Schritt: nur der Schritt in die Schlachtprovinz und der zurückgelegte Weg.' },
  crushLoss: { fr: 'La troupe qu’une armée perd sur un échec majeur de « déplacement et répression ».', de: 'Welche Truppe eine Armee bei einem großen Misserfolg von „Marsch und Niederschlagung“ verliert.' },
  technology: { fr: 'La règle ne dit pas comment acquérir le Teppo : désactivé, le bonus de technologie n’est jamais accordé ; activé, un clan marqué Teppo (par l’arbitre) l’obtient.', de: 'Die Regel sagt nicht, wie man Teppo erwirbt: aus, der Technologiebonus wird nie gewährt; an, ein vom Schiedsrichter mit Teppo markierter Clan erhält ihn.' },
  minorAlliance: { fr: 'Concurrence : chaque clan qui recherche le mineur teste contre max(1, valeur du mineur) ; seul le meilleur total compte et une égalité entre clans ne donne rien ; meilleur rival : la difficulté est le meilleur total rival (minimum 1).', de: 'Wettbewerb: jeder werbende Clan würfelt gegen max(1, Wert der Kleinmacht); nur das beste Ergebnis zählt, Gleichstand zwischen Clans gibt niemandem etwas; bester Rivale: die Schwierigkeit ist das beste Ergebnis eines Rivalen (mindestens 1).' },
  minorResist: { fr: 'La Diplomatie (Piété pour les temples) d’un mineur qui résiste à une alliance.', de: 'Die Diplomatie (Frömmigkeit bei Tempeln) einer Kleinmacht, die einem Bündnis widersteht.' },
  pillagedMinorBonus: { fr: 'Le +1 pour rechercher l’alliance d’un mineur pillé ce tour : par un autre clan (recommandé), par n’importe qui, ou jamais.', de: 'Das +1 für ein Bündnis mit einer in dieser Runde geplünderten Kleinmacht: durch einen anderen Clan (empfohlen), durch irgendwen, oder nie.' },
  fortressOnPlains: { fr: 'Forteresse et Dragon de terre donnent des seuils pour les terrains difficiles et accidentés seulement ; activé : les plaines demandent Piété 3.', de: 'Festung und Erddrache nennen Schwellen nur für schwieriges und raues Gelände; an: Ebenen verlangen Frömmigkeit 3.' },
  tyrantBlocksAll: { fr: 'Le blocus du Tyran des eaux s’applique à toute armée (Pieds légers compris) sauf celles qui cheminent sur les vagues.', de: 'Die Blockade des Tyrannen der Wasser gilt für jede Armee (Leichte Füße eingeschlossen) außer denen, die auf den Wellen gehen.' },
  creaturePillage: { fr: 'En fin de tour, une province est pillée par les créatures quand elles sont au moins aussi nombreuses que sa population (recommandé), ou dès qu’il y en a une.', de: 'Am Rundenende wird eine Provinz von Kreaturen geplündert, wenn sie mindestens so zahlreich wie ihre Bevölkerung sind (empfohlen), oder sobald eine dort steht.' },
  forbiddenHonor: { fr: 'Modificateur d’honneur perdu pour chaque rituel interdit accompli.', de: 'Ehrmodifikator, der für jedes verbotene Ritual verloren geht.' },
  honorMagnitude: { fr: 'Ampleur de chaque gain ou perte d’honneur dont la règle ne dit pas la taille ; additionnés par tour.', de: 'Größe jedes Ehrgewinns oder -verlusts, dessen Höhe die Regel offenlässt; je Runde summiert.' },
  honorFallTie: { fr: 'Ordre des clans à modificateurs négatifs égaux lors de la descente.', de: 'Reihenfolge der Clans mit gleichen negativen Modifikatoren beim Abstieg.' },
  initiativeRank: { fr: 'Ce que « rang » veut dire dans les codes d’initiative : le classement des têtes (égalités au plus honorable) ou la piste d’honneur.', de: 'Was „Rang“ in den Initiative-Codes bedeutet: die Kopfrangliste (Gleichstand zugunsten des Ehrenhafteren) oder die Ehrenleiste.' },
  mostProvincesTie: { fr: 'Qui reçoit le prestige du plus de provinces en cas d’égalité.', de: 'Wer bei Gleichstand das Prestige für die meisten Provinzen erhält.' },
  pilgrimagePresence: { fr: 'Le daimyo doit se trouver dans la province-sanctuaire de son pèlerinage.', de: 'Der Daimyo muss in der Heiligtumsprovinz seiner Pilgerfahrt stehen.' },
  armyMembersAct: { fr: 'Désactivé : un personnage dans une armée (ou qui garde) ne peut donner un ordre qui exige sa présence dans une province ; il y reste une cible.', de: 'Aus: eine Figur in einer Armee (oder als Wache) kann keinen Befehl geben, der ihre Anwesenheit in einer Provinz verlangt; sie bleibt dort ein Ziel.' },
  giftsNeedRelation: { fr: 'Les présents ne vont qu’aux amis ou alliés, ou à Heian (à un clan ou à la cour).', de: 'Geschenke nur an Freunde oder Verbündete, oder in Heian (an einen Clan oder den Hof).' },
  governorVision: { fr: 'La vision qu’un gouverneur donne sur sa province : son Intrigue, ou la meilleure Intrigue des personnages du clan.', de: 'Die Sicht, die ein Statthalter auf seine Provinz gibt: seine Intrige oder die beste Intrige unter den Figuren des Clans.' },
  minorVision: { fr: 'La Vision qu’un mineur oppose aux pillages, sabotages et incitations dans sa propre province.', de: 'Die Sicht, die eine Kleinmacht Plünderung, Sabotage und Anstiftung in ihrer Provinz entgegensetzt.' },
  minorFleets: { fr: 'Une province mineure avec la ressource navires (non alliée) garde une flotte de suprématie dans chaque mer adjacente.', de: 'Eine Kleinmacht-Provinz mit der Ressource Schiffe (nicht verbündet) hält in jedem angrenzenden Meer eine Vorherrschaftsflotte.' },
  nanbanProvince: { fr: 'La province du mineur Nanban (Krishito) ; le seul clan allié avec lui gagne +1 flotte.', de: 'Die Provinz der Kleinmacht Nanban (Krishito); der einzige mit ihr verbündete Clan erhält +1 Flotte.' },
  escortSimultaneous: { fr: 'Une flotte de pillage ou de transport escortée par une flotte de suprématie de son clan reste protégée même si l’escorte est dispersée lors du même retrait.', de: 'Eine Raub- oder Transportflotte mit Geleit einer Vorherrschaftsflotte ihres Clans bleibt geschützt, selbst wenn das Geleit bei derselben Entfernung zerstreut wird.' },
  newArmyGeneral: { fr: 'Un général nommé pour une armée créée ce tour en prend le commandement à sa création (étape 31) au lieu d’attendre un tour.', de: 'Ein für eine in dieser Runde aufgestellte Armee ernannter General übernimmt das Kommando bei ihrer Aufstellung (Schritt 31), statt eine Runde zu warten.' },
  coastalSeaVision: { fr: 'Activé : un clan voit aussi les flottes des mers adjacentes à ses provinces côtières (selon la règle, seules ses flottes donnent la vision des mers).', de: 'An: ein Clan sieht auch die Flotten der Meere an seinen Küstenprovinzen (nach der Regel geben nur eigene Flotten Sicht auf See).' },
};

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

/** The label of each choice, by setting key then value (numbers are shown as they are). */
export const CHOICE_LABELS: Record<string, Record<string, Localized>> = {
  startingHeads: { leaders: L('Leaders', 'Chefs', 'Anführer'), none: L('None', 'Aucune', 'Keine') },
  clanAssignment: { fixed: L('Fixed', 'Fixe', 'Fest'), random: L('Random', 'Au hasard', 'Zufällig') },
  turnLimitTie: { draw: L('Draw', 'Partie nulle', 'Unentschieden'), shared: L('Shared win', 'Victoire partagée', 'Geteilter Sieg') },
  fallOfNihon: { 'no-winner': L('Nobody wins', 'Personne ne gagne', 'Niemand gewinnt'), prestige: L('Ranked by prestige', 'Classement au prestige', 'Rang nach Prestige') },
  overspend: { reject: L('Refuse', 'Refuser', 'Ablehnen'), allow: L('Allow', 'Permettre', 'Erlauben') },
  upkeepShortfall: { disband: L('Disband', 'Licencier', 'Entlassen'), debt: L('Debt', 'Dette', 'Schulden') },
  resourceShortfall: { 'cancel-all': L('Cancel all uses', 'Tout annuler', 'Alles streichen'), 'cancel-excess': L('Cancel the excess', 'Annuler l’excédent', 'Überschuss streichen') },
  visionTies: { ge: L('Equal is enough', 'Égal suffit', 'Gleich genügt'), gt: L('Strictly more', 'Strictement plus', 'Strikt mehr') },
  bonusModifier: { 'fewer-minus-one': L('Fewer bonuses: −1', 'Moins de bonus : −1', 'Weniger Boni: −1'), 'more-plus-one': L('More bonuses: +1', 'Plus de bonus : +1', 'Mehr Boni: +1') },
  captureRule: { 'attack-order': L('Attack order', 'Ordre d’attaque', 'Angriffsbefehl'), 'any-battle': L('Any battle', 'Toute bataille', 'Jede Schlacht') },
  loneCastle: { fights: L('It fights', 'Il combat', 'Sie kämpft'), blocks: L('It blocks', 'Il bloque', 'Sie blockiert') },
  badPosition: { 'ordered-path': L('Ordered path', 'Chemin ordonné', 'Befohlener Weg'), 'last-step': L('Last step', 'Dernier pas', 'Letzter Schritt') },
  crushLoss: { 'ronin-creature-samurai': L('Ronin, creature, samurai', 'Rônin, créature, samouraï', 'Ronin, Kreatur, Samurai'), 'samurai-first': L('Samurai first', 'Samouraï d’abord', 'Zuerst Samurai') },
  minorAlliance: { competitive: L('Competition', 'Concurrence', 'Wettbewerb'), 'best-rival': L('Best rival', 'Meilleur rival', 'Bester Rivale') },
  pillagedMinorBonus: { 'by-other': L('By another clan', 'Par un autre clan', 'Durch einen anderen Clan'), any: L('By anybody', 'Par n’importe qui', 'Durch irgendwen'), none: L('Never', 'Jamais', 'Nie') },
  creaturePillage: { population: L('At least the population', 'Au moins la population', 'Mindestens die Bevölkerung'), any: L('Any creature', 'Une seule créature', 'Jede Kreatur') },
  honorFallTie: { 'lower-first': L('Lower first', 'Le plus bas d’abord', 'Niedrigere zuerst'), 'higher-first': L('Higher first', 'Le plus haut d’abord', 'Höhere zuerst') },
  initiativeRank: { heads: L('Heads ranking', 'Classement des têtes', 'Kopfrangliste'), honour: L('Honour track', 'Piste d’honneur', 'Ehrenleiste') },
  mostProvincesTie: { nobody: L('Nobody', 'Personne', 'Niemand'), all: L('All tied clans', 'Tous les ex æquo', 'Alle Gleichauf') },
  governorVision: { governor: L('The governor', 'Le gouverneur', 'Der Statthalter'), 'best-character': L('Best character', 'Meilleur personnage', 'Beste Figur') },
  nanbanProvince: { bungo: L('Bungo', 'Bungo', 'Bungo'), none: L('No Nanban', 'Pas de Nanban', 'Kein Nanban') },
};

/** A choice's words (a number, or a value without words, shows as it is). */
export function choiceLabel(key: string, value: string): Localized {
  return CHOICE_LABELS[key]?.[value] ?? { en: value, fr: value, de: value };
}
