/**
 * Every word of the board that is not in the game's data or text module, in English, French and
 * German. Plain data (no DOM), so the browser test can read it to check that no English is left
 * on the /fr/ and /de/ pages.
 */
import type { Lang } from '../../../engine/contract';
import type { BidAction } from '../types';

export type W = Record<Lang, string>;
const L = (en: string, fr: string, de: string): W => ({ en, fr, de });

export const WORDS = {
  board: L('Rising Sun board', 'Plateau de Rising Sun', 'Rising-Sun-Spielbrett'),
  map: L('Map of the provinces of Japan', 'Carte des provinces du Japon', 'Karte der Provinzen Japans'),
  seasons: [L('Spring', 'Printemps', 'Frühling'), L('Summer', 'Été', 'Sommer'), L('Autumn', 'Automne', 'Herbst'), L('Winter', 'Hiver', 'Winter')],
  seasonsLabel: L('Seasons', 'Saisons', 'Jahreszeiten'),
  tea: L('Tea Ceremony', 'Cérémonie du thé', 'Teezeremonie'),
  political: L('Political phase', 'Phase politique', 'Politische Phase'),
  war: L('War phase', 'Phase de guerre', 'Kriegsphase'),
  over: L('Game over', 'Partie terminée', 'Spielende'),
  mandates: L('Political track', 'Piste politique', 'Politikleiste'),
  kamiTurn: L('Kami turn after this mandate', 'Tour des Kami après ce mandat', 'Schreine nach dieser Aktion'),
  nextChooser: L('next to choose', 'prochain à choisir', 'wählt als Nächstes'),
  faceDown: L('face down', 'face cachée', 'verdeckt'),
  yourTile: L('your tile', 'votre tuile', 'dein Kärtchen'),
  pile: L('tiles in the pile', 'tuiles dans la pile', 'Kärtchen im Stapel'),
  emptySlot: L('empty', 'vide', 'leer'),
  honor: L('Honor', 'Honneur', 'Ehre'),
  honorHelp: L('Most honorable first: wins every tie.', 'Le plus honorable d’abord : il remporte toutes les égalités.', 'Die meiste Ehre zuerst: gewinnt jeden Gleichstand.'),
  warTrack: L('War provinces', 'Provinces de guerre', 'Kriegsprovinzen'),
  warHelp: L('Resolved in this order during the war phase.', 'Résolues dans cet ordre pendant la phase de guerre.', 'Werden in dieser Reihenfolge in der Kriegsphase abgehandelt.'),
  noWar: L('drawn at the next season', 'tirées à la prochaine saison', 'werden zur nächsten Jahreszeit gezogen'),
  warsOver: L('The wars are over.', 'Les guerres sont finies.', 'Die Kriege sind vorbei.'),
  resolved: L('resolved', 'résolue', 'abgehandelt'),
  wonBy: L('won by', 'gagnée par', 'gewonnen von'),
  nobody: L('nobody', 'personne', 'niemand'),
  force: L('Force', 'Force', 'Stärke'),
  harvest: L('Harvest reward', 'Récompense de récolte', 'Erntebelohnung'),
  shrine: L('Shrine', 'Sanctuaire', 'Schrein'),
  shrines: L('Shrines of the Kami', 'Sanctuaires des Kami', 'Schreine der Kami'),
  coins: L('coins', 'pièces', 'Münzen'),
  ronin: L('Ronin', 'Ronins', 'Ronins'),
  vp: L('VP', 'PV', 'SP'),
  vpLong: L('victory points', 'points de victoire', 'Siegpunkte'),
  noCards: L('no card yet', 'aucune carte', 'noch keine Karte'),
  reserve: L('Reserve', 'Réserve', 'Vorrat'),
  hostages: L('hostages held', 'otages détenus', 'gehaltene Geiseln'),
  warTokens: L('war tokens', 'jetons de guerre', 'Provinzplättchen'),
  income: L('income', 'revenu', 'Einkommen'),
  allyOf: L('allied with', 'allié à', 'verbündet mit'),
  ready: L('ready', 'prêt', 'bereit'),
  notReady: L('thinking', 'réfléchit', 'überlegt'),
  you: L('you', 'vous', 'du'),
  clans: L('Clans', 'Clans', 'Klane'),
  offer: L('Season cards on offer', 'Cartes de saison disponibles', 'Ausliegende Jahreszeitkarten'),
  cost: L('cost', 'coût', 'Kosten'),
  secretNote: L('Only you see this.', 'Vous seul voyez ceci.', 'Nur du siehst das.'),
  drawn: L('Mandates you drew', 'Mandats piochés', 'Gezogene Aktionen'),
  returned: L('Tiles you put back on top of the pile', 'Tuiles remises sur la pile', 'Zurückgelegte Kärtchen oben auf dem Stapel'),
  declare: L('Declare the mandate carried out:', 'Annoncez le mandat exécuté :', 'Sage die ausgeführte Aktion an:'),
  pickTile: L('Pick the tile to lay face down.', 'Choisissez la tuile à poser face cachée.', 'Wähle das verdeckt abzulegende Kärtchen.'),
  battle: L('Battle of', 'Bataille de', 'Kampf um'),
  hiddenBid: L('hidden until all have bid', 'cachée jusqu’à ce que tous aient misé', 'verdeckt, bis alle geboten haben'),
  submitted: L('bid submitted', 'mise validée', 'Gebot abgegeben'),
  bidding: L('bidding…', 'mise en cours…', 'bietet…'),
  bids: L('Bids of the battle', 'Mises de la bataille', 'Gebote des Kampfes'),
  yourBid: L('Your bid', 'Votre mise', 'Dein Gebot'),
  total: L('Total', 'Total', 'Gesamt'),
  of: L('of', 'sur', 'von'),
  winner: L('winner', 'vainqueur', 'Sieger'),
  killed: L('Figures killed', 'Figurines tuées', 'Besiegte Figuren'),
  active: L('Now', 'En cours', 'Jetzt'),
  hired: L('hired the Ronin', 'a engagé les Ronins', 'hat Ronins angeheuert'),
  clan: L('Clan', 'Clan', 'Klan'),
  status: L('Status', 'État', 'Stand'),
  actions: { seppuku: L('Seppuku', 'Seppuku', 'Seppuku'), hostage: L('Take Hostage', 'Prise d’otage', 'Geisel nehmen'), ronin: L('Hire Ronin', 'Engager des Ronins', 'Ronins anheuern'), poets: L('Imperial Poets', 'Poètes impériaux', 'Kaiserliche Dichter') } as Record<BidAction, W>,
  actionHelp: {
    seppuku: L('Kill all your figures here: +1 VP and +1 honor each.', 'Tuez toutes vos figurines ici : +1 PV et +1 honneur chacune.', 'Besiege alle deine Figuren hier: je +1 SP und +1 Ehre.'),
    hostage: L('Take a non-Daimyo figure hostage: it gives you 1 VP from its owner.', 'Prenez une figurine non-Daimyo en otage : son propriétaire vous cède 1 PV.', 'Nimm eine Nicht-Daimyo-Figur als Geisel: ihr Besitzer gibt dir 1 SP.'),
    ronin: L('Your Ronin add to your Force in this battle.', 'Vos Ronins s’ajoutent à votre Force dans cette bataille.', 'Deine Ronins zählen in diesem Kampf zu deiner Stärke.'),
    poets: L('+1 VP per figure killed in this battle.', '+1 PV par figurine tuée dans cette bataille.', '+1 SP pro besiegter Figur in diesem Kampf.'),
  } as Record<BidAction, W>,
  bidAmount: L('Bid {n} coins on {a}', 'Miser {n} pièces sur {a}', '{n} Münzen auf {a} bieten'),
  otherChoices: L('Other choices', 'Autres choix', 'Weitere Möglichkeiten'),
  cancel: L('Cancel', 'Annuler', 'Abbrechen'),
  chooseProvince: L('Choose a province (buttons or the map):', 'Choisissez une province (boutons ou carte) :', 'Wähle eine Provinz (Knöpfe oder Karte):'),
  chooseFigure: L('Choose one of your figures, then where it goes:', 'Choisissez une de vos figurines, puis sa destination :', 'Wähle eine deiner Figuren, dann ihr Ziel:'),
  chooseDest: L('Now choose its destination:', 'Choisissez maintenant sa destination :', 'Wähle jetzt ihr Ziel:'),
  chooseTarget: L('Choose a figure:', 'Choisissez une figurine :', 'Wähle eine Figur:'),
  chooseShrine: L('Choose a shrine:', 'Choisissez un sanctuaire :', 'Wähle einen Schrein:'),
  summon: L('Summon:', 'Invoquer :', 'Aufstellen:'),
  stayIn: L('Stay in', 'Rester en', 'Bleibt in'),
  orShrine: L('or send it to a shrine:', 'ou l’envoyer à un sanctuaire :', 'oder zu einem Schrein entsenden:'),
  sendTo: L('Send to', 'Envoyer à', 'Entsenden zu'),
  build: L('Build a stronghold', 'Construire une forteresse', 'Festung errichten'),
  selected: L('Selected', 'Sélection', 'Ausgewählt'),
  replaceWith: L('Replace it with your', 'La remplacer par votre', 'Ersetzen durch deinen'),
  diplomacy: L('Diplomacy', 'Diplomatie', 'Diplomatie'),
  noAlliance: L('No alliance this season.', 'Aucune alliance cette saison.', 'Keine Bündnisse in dieser Jahreszeit.'),
  propose: L('Propose an alliance to', 'Proposer une alliance à', 'Bündnis vorschlagen:'),
  proposedBy: L('proposes an alliance to you', 'vous propose une alliance', 'schlägt dir ein Bündnis vor'),
  proposedTo: L('your proposal to', 'votre proposition à', 'dein Vorschlag an'),
  accept: L('Accept', 'Accepter', 'Annehmen'),
  decline: L('Decline', 'Refuser', 'Ablehnen'),
  withdraw: L('Withdraw', 'Retirer', 'Zurückziehen'),
  gift: L('Give', 'Donner', 'Geben'),
  giftWhat: L('What to give', 'Quoi donner', 'Was geben'),
  giftTo: L('to', 'à', 'an'),
  giftWhom: L('To whom', 'À qui', 'An wen'),
  deals: L('Deals', 'Accords', 'Absprachen'),
  dealTerms: L('Terms of the deal (not enforced by the game)', 'Termes de l’accord (non imposés par le jeu)', 'Bedingungen der Absprache (vom Spiel nicht erzwungen)'),
  dealTo: L('Offer the deal to', 'Proposer l’accord à', 'Absprache anbieten an'),
  offerDeal: L('Offer the deal', 'Proposer l’accord', 'Absprache anbieten'),
  attached: L('attached', 'joint', 'beigefügt'),
  dealWith: L('Deal', 'Accord', 'Absprache'),
  dealStatus: { open: L('open', 'ouvert', 'offen'), accepted: L('accepted', 'accepté', 'angenommen'), declined: L('declined', 'refusé', 'abgelehnt'), withdrawn: L('withdrawn', 'retiré', 'zurückgezogen'), expired: L('expired', 'expiré', 'verfallen') } as Record<string, W>,
  result: L('Final scoring', 'Décompte final', 'Schlusswertung'),
  beforeWinter: L('before Winter', 'avant l’hiver', 'vor dem Winter'),
  winterCards: L('winter cards', 'cartes d’hiver', 'Winterkarten'),
  distinct: L('distinct provinces', 'provinces distinctes', 'verschiedene Provinzen'),
  monster: L('Monster', 'Monstre', 'Monster'),
  types: { monster: L('Monster', 'Monstre', 'Monster'), enhancement: L('Enhancement', 'Amélioration', 'Verbesserung'), virtue: L('Virtue', 'Vertu', 'Tugend'), war: L('War', 'Guerre', 'Krieg'), winter: L('Winter', 'Hiver', 'Winter') } as Record<string, W>,
  unit: { daimyo: L('Daimyo', 'Daimyo', 'Daimyo'), bushi: L('Bushi', 'Bushi', 'Bushi'), shinto: L('Shinto', 'Shinto', 'Shinto'), stronghold: L('Stronghold', 'Forteresse', 'Festung') } as Record<string, W>,
  shipping: L('Shipping route', 'Route maritime', 'Seeweg'),
  border: L('Border', 'Frontière', 'Grenze'),
  kamiEmpty: L('no worshipper', 'aucun fidèle', 'keine Anhänger'),
  leads: L('leads', 'en tête', 'führt'),
  winsWith: L('{who} win(s) with {n} VP.', '{who} l’emporte avec {n} PV.', '{who} gewinnt mit {n} SP.'),
  confirmBuy: L('Buy {card} for {n} coin(s)?', 'Acheter {card} pour {n} pièce(s) ?', '{card} für {n} Münze(n) kaufen?'),
  confirmKill: L('{what}: the figure dies.', '{what} : la figurine meurt.', '{what}: Die Figur wird besiegt.'),
  confirmSeppuku: L('Commit Seppuku: all your figures in this battle die.', 'Faire Seppuku : toutes vos figurines de cette bataille meurent.', 'Seppuku begehen: Alle deine Figuren in diesem Kampf werden besiegt.'),
  confirmGift: L('Give {what} to {who}?', 'Donner {what} à {who} ?', '{who} {what} geben?'),
  confirmDo: L('{what}?', '{what} ?', '{what}?'),
} satisfies Record<string, unknown>;

export const PROMPTS: Record<string, { me: W; other: W }> = {
  tea: { me: L('Tea Ceremony: propose or answer alliances, then say you are ready.', 'Cérémonie du thé : proposez ou répondez aux alliances, puis déclarez-vous prêt.', 'Teezeremonie: Bündnisse vorschlagen oder beantworten, dann bereit melden.'), other: L('Tea Ceremony: waiting for everyone to be ready.', 'Cérémonie du thé : on attend que chacun soit prêt.', 'Teezeremonie: warten, bis alle bereit sind.') },
  choose: { me: L('Choose one of the four mandate tiles you drew.', 'Choisissez l’une des quatre tuiles de mandat piochées.', 'Wähle eines der vier gezogenen Aktionskärtchen.'), other: L('Choosing a mandate.', 'Choix d’un mandat.', 'Wählt eine Aktion.') },
  recruit: { me: L('Recruit: summon figures at your strongholds ({n} left).', 'Recrutement : invoquez des figurines à vos forteresses ({n} restantes).', 'Rekrutierung: stelle Figuren an deinen Festungen auf (noch {n}).'), other: L('Recruiting.', 'Recrutement.', 'Rekrutiert.') },
  marshal: { me: L('Marshal: move each figure at most once, then end your march.', 'Manœuvre : déplacez chaque figurine au plus une fois, puis terminez.', 'Marsch: bewege jede Figur höchstens einmal, dann beende den Marsch.'), other: L('Marching.', 'Manœuvre.', 'Marschiert.') },
  fujin: { me: L('Fujin: up to {n} more move(s) with the Marshal rules.', 'Fujin : encore {n} déplacement(s) selon la Manœuvre.', 'Fujin: noch {n} Bewegung(en) nach den Marsch-Regeln.'), other: L('Moving with Fujin’s wind.', 'Déplacement avec le vent de Fujin.', 'Bewegt sich mit Fujins Wind.') },
  train: { me: L('Train: buy at most one season card.', 'Entraînement : achetez au plus une carte de saison.', 'Aufrüstung: kaufe höchstens eine Jahreszeitkarte.'), other: L('Training (buying a season card).', 'Entraînement (achat d’une carte).', 'Rüstet auf (kauft eine Karte).') },
  ryujin: { me: L('Ryujin: you may buy one season card at its normal cost.', 'Ryujin : vous pouvez acheter une carte de saison à son coût normal.', 'Ryujin: du darfst eine Jahreszeitkarte zum normalen Preis kaufen.'), other: L('May buy a card (Ryujin).', 'Peut acheter une carte (Ryujin).', 'Darf eine Karte kaufen (Ryujin).') },
  betray: { me: L('Betray: replace up to two figures of two different clans with your own of the same type.', 'Trahison : remplacez jusqu’à deux figurines de deux clans différents par les vôtres du même type.', 'Verrat: ersetze bis zu zwei Figuren zweier Klane durch eigene gleichen Typs.'), other: L('Betraying…', 'Trahison…', 'Verrät…') },
  place: { me: L('Place your figure ({why}).', 'Placez votre figurine ({why}).', 'Stelle deine Figur auf ({why}).'), other: L('Placing a figure ({why}).', 'Placement d’une figurine ({why}).', 'Stellt eine Figur auf ({why}).') },
  ninja: { me: L('Path of the Ninja: kill a Bushi on the map (you lose honor), or pass.', 'Voie du Ninja : tuez un Bushi sur la carte (vous perdez de l’honneur), ou passez.', 'Pfad des Ninja: besiege einen Bushi (du verlierst Ehre) oder passe.'), other: L('May send a Ninja.', 'Peut envoyer un Ninja.', 'Darf einen Ninja schicken.') },
  monkey: { me: L('Path of the Monkey: take a coin from the richest opponent(s)? You lose honor.', 'Voie du Singe : prendre une pièce aux plus riches ? Vous perdez de l’honneur.', 'Pfad des Affen: den Reichsten eine Münze nehmen? Du verlierst Ehre.'), other: L('Eyes the richest purses (Monkey).', 'Lorgne les bourses (Singe).', 'Beäugt die Geldbeutel (Affe).') },
  benevolence: { me: L('Benevolence: hand a coin to another clan (+honor, +VP), or keep it.', 'Bienveillance : donnez une pièce à un autre clan (+honneur, +PV), ou gardez-la.', 'Wohlwollen: gib einem anderen Klan eine Münze (+Ehre, +SP) oder behalte sie.'), other: L('Considers Benevolence.', 'Songe à la Bienveillance.', 'Überlegt Wohlwollen.') },
  bid: { me: L('Battle of {p}: bid your coins secretly on the four advantages, then submit.', 'Bataille de {p} : misez vos pièces en secret sur les quatre avantages, puis validez.', 'Kampf um {p}: biete geheim auf die vier Vorteile, dann abgeben.'), other: L('Battle of {p}: waiting for the bids.', 'Bataille de {p} : on attend les mises.', 'Kampf um {p}: warten auf die Gebote.') },
  advantage: { me: L('You won {a} in {p}.', 'Vous avez remporté {a} en {p}.', 'Du hast {a} in {p} gewonnen.'), other: L('Won {a} in {p}.', 'A remporté {a} en {p}.', 'Hat {a} in {p} gewonnen.') },
  mercy: { me: L('Mercy: spare the losers’ figures (+VP)?', 'Miséricorde : épargner les figurines des perdants (+PV) ?', 'Gnade: die Figuren der Verlierer verschonen (+SP)?'), other: L('Weighs Mercy.', 'Pèse la Miséricorde.', 'Wägt Gnade ab.') },
  reparations: { me: L('Reparations: name {n} losing clan(s) to receive one extra coin.', 'Réparations : désignez {n} clan(s) perdant(s) qui reçoivent une pièce de plus.', 'Reparationen: nenne {n} unterlegene(n) Klan(e), der/die eine Münze mehr erhält/erhalten.'), other: L('Shares the reparations.', 'Partage les réparations.', 'Verteilt die Reparationen.') },
  order: { me: L('Effects of several clans fall due at once: as the most honorable clan, choose whose resolve next.', 'Les effets de plusieurs clans tombent en même temps : en tant que clan le plus honorable, choisissez lesquels se résolvent d’abord.', 'Effekte mehrerer Klane treten zugleich ein: Als ehrenhaftester Klan wählst du, wessen Effekte zuerst abgehandelt werden.'), other: L('Ordering the effects that fall due at once.', 'Ordonne les effets simultanés.', 'Ordnet die gleichzeitigen Effekte.') },
  other: { me: L('Your decision.', 'Votre décision.', 'Deine Entscheidung.'), other: L('Deciding.', 'Décision en cours.', 'Entscheidet.') },
};

export const PLACE_WHY: Record<string, W> = {
  kenin: L('Path of the Kenin: a Bushi at a stronghold', 'Voie du Kenin : un Bushi à une forteresse', 'Pfad der Kenin: ein Bushi an einer Festung'),
  samurai: L('Path of the Samurai: a Bushi anywhere', 'Voie du Samouraï : un Bushi n’importe où', 'Pfad des Samurai: ein Bushi irgendwo'),
  light: L('Path of the Light: a Shinto on a shrine', 'Voie de la Lumière : un Shinto sur un sanctuaire', 'Pfad des Lichts: ein Shinto auf einen Schrein'),
  raijin: L('Raijin: a Bushi in any province', 'Raijin : un Bushi dans n’importe quelle province', 'Raijin: ein Bushi in eine beliebige Provinz'),
  monster: L('your new monster, at a stronghold', 'votre nouveau monstre, à une forteresse', 'dein neues Monster, an einer Festung'),
};

export const PASS_LABEL: Record<string, W> = {
  recruit: L('Done recruiting', 'Fin du recrutement', 'Rekrutierung beenden'),
  marshal: L('End my march', 'Terminer ma manœuvre', 'Marsch beenden'),
  fujin: L('Stop moving', 'Arrêter les déplacements', 'Nicht mehr bewegen'),
  train: L('Buy nothing', 'Ne rien acheter', 'Nichts kaufen'),
  betray: L('End Betray', 'Terminer la Trahison', 'Verrat beenden'),
  place: L('Place nothing', 'Ne rien placer', 'Nichts aufstellen'),
  seppuku: L('No Seppuku', 'Pas de Seppuku', 'Kein Seppuku'),
  hostage: L('Take no hostage', 'Ne pas prendre d’otage', 'Keine Geisel nehmen'),
  ronin: L('Do not hire the Ronin', 'Ne pas engager les Ronins', 'Keine Ronins anheuern'),
  default: L('Decline', 'Refuser', 'Ablehnen'),
};

/** "{who} wins" with its blanks filled. */
export const fill = (s: string, vars: Record<string, string | number>): string => s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** Every English sentence of this file that French or German words differently, for the test's scan. */
export function englishOnly(): string[] {
  const out: string[] = [];
  const walk = (x: unknown) => {
    if (x && typeof x === 'object' && 'en' in x && 'fr' in x && 'de' in x) {
      const w = x as W;
      if (w.en !== w.fr && w.en !== w.de) for (const part of w.en.split(/\{\w+\}/)) if (part.trim().length >= 8) out.push(part.trim());
    } else if (x && typeof x === 'object') Object.values(x).forEach(walk);
  };
  walk([WORDS, PROMPTS, PLACE_WHY, PASS_LABEL]);
  return [...new Set(out)];
}
