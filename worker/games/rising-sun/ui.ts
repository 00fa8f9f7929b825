/**
 * The Rising Sun board in the browser: a schematic SVG map of Japan (eight provinces, their borders
 * and shipping routes, the figures of each clan with its Force, strongholds, war-province tokens in
 * their order), the four shrines, the honor track; above it the seasons, the political track and
 * the prompt with only the legal choices; below it the clans (coins, Ronin, VP, cards), the season
 * cards on offer and the diplomacy (alliances, gifts, deals). The viewer's secrets (drawn mandates,
 * the Lotus tile, the bid before the reveal) come from its own view only and are marked data-secret.
 *
 * It decides no rule: every button and every lit province or figure plays one of `ctx.legalMoves`;
 * a legal move the specific controls do not cover is listed under "Other choices" (describeMove).
 * One file on purpose: the main tsconfig has no DOM and excludes only `worker/games/*\/ui.ts`.
 */
import type { BoardContext, BoardUi } from '../../engine/ui-contract';
import type { Lang, Move } from '../../engine/contract';
import { BORDERS, SHIPPING_ROUTES, card, clan, isMonster, kami, mandate, monster, province, routeKey, type CardData, type LinkData } from './data';
import mandatesJson from './data/mandates.json';
import { describeMove } from './text';
import type { BidAction, ClanId, Figure, KamiId, MandateId, ProvinceId, RsMove } from './types';
import type { RsView } from './view';

// ---------------------------------------------------------------- words

type W = Record<Lang, string>;
const L = (en: string, fr: string, de: string): W => ({ en, fr, de });

const WORDS = {
  seasons: [L('Spring', 'Printemps', 'Frühling'), L('Summer', 'Été', 'Sommer'), L('Autumn', 'Automne', 'Herbst'), L('Winter', 'Hiver', 'Winter')],
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
  honor: L('Honor', 'Honneur', 'Ehre'),
  honorHelp: L('Most honorable on top: wins every tie.', 'Le plus honorable en haut : il remporte toutes les égalités.', 'Die meiste Ehre oben: gewinnt jeden Gleichstand.'),
  warTrack: L('War provinces', 'Provinces de guerre', 'Kriegsprovinzen'),
  warHelp: L('Resolved in this order during the war phase.', 'Résolues dans cet ordre pendant la phase de guerre.', 'Werden in dieser Reihenfolge in der Kriegsphase abgehandelt.'),
  noWar: L('drawn at the next season', 'tirées à la prochaine saison', 'werden zur nächsten Jahreszeit gezogen'),
  resolved: L('resolved', 'résolue', 'abgehandelt'),
  wonBy: L('won by', 'gagnée par', 'gewonnen von'),
  nobody: L('nobody', 'personne', 'niemand'),
  force: L('Force', 'Force', 'Stärke'),
  harvest: L('Harvest reward (bonus)', 'Récompense de récolte (bonus)', 'Erntebelohnung (Bonus)'),
  shrine: L('Shrine', 'Sanctuaire', 'Schrein'),
  coins: L('coins', 'pièces', 'Münzen'),
  ronin: L('Ronin', 'Ronins', 'Ronins'),
  vp: L('VP', 'PV', 'SP'),
  vpLong: L('victory points', 'points de victoire', 'Siegpunkte'),
  cards: L('Season cards', 'Cartes de saison', 'Jahreszeitkarten'),
  noCards: L('no card yet', 'aucune carte', 'noch keine Karte'),
  reserve: L('Reserve', 'Réserve', 'Vorrat'),
  strongholds: L('strongholds', 'forteresses', 'Festungen'),
  hostages: L('hostages held', 'otages détenus', 'gehaltene Geiseln'),
  warTokens: L('war tokens', 'jetons de guerre', 'Provinzplättchen'),
  income: L('income', 'revenu', 'Einkommen'),
  allyOf: L('allied with', 'allié à', 'verbündet mit'),
  ready: L('ready', 'prêt', 'bereit'),
  notReady: L('thinking', 'réfléchit', 'überlegt'),
  you: L('you', 'vous', 'du'),
  offer: L('Season cards on offer', 'Cartes de saison disponibles', 'Ausliegende Jahreszeitkarten'),
  cost: L('cost', 'coût', 'Kosten'),
  provisional: L('Provisional data', 'Donnée provisoire', 'Vorläufige Angabe'),
  provisionalHelp: L('from one source only; to be checked against a physical copy', 'une seule source ; à vérifier sur une boîte réelle', 'nur eine Quelle; an einem echten Exemplar zu prüfen'),
  confidence: L('confidence', 'confiance', 'Konfidenz'),
  yourHand: L('Your secret hand', 'Votre main secrète', 'Deine geheime Hand'),
  secretNote: L('Only you see this.', 'Vous seul voyez ceci.', 'Nur du siehst das.'),
  drawn: L('Mandates you drew', 'Mandats piochés', 'Gezogene Aktionen'),
  returned: L('Tiles you put back on top of the pile', 'Tuiles remises sur la pile', 'Zurückgelegte Kärtchen oben auf dem Stapel'),
  declare: L('Declare the mandate carried out:', 'Annoncez le mandat exécuté :', 'Sage die ausgeführte Aktion an:'),
  pickTile: L('Pick the tile to lay face down:', 'Choisissez la tuile à poser face cachée :', 'Wähle das verdeckt abzulegende Kärtchen:'),
  battle: L('Battle of', 'Bataille de', 'Kampf um'),
  bidBoard: L('Bids', 'Mises', 'Gebote'),
  hiddenBid: L('hidden until all have bid', 'cachée jusqu’à ce que tous aient misé', 'verdeckt, bis alle geboten haben'),
  submitted: L('bid submitted', 'mise validée', 'Gebot abgegeben'),
  bidding: L('bidding…', 'mise en cours…', 'bietet…'),
  yourBid: L('Your bid', 'Votre mise', 'Dein Gebot'),
  total: L('total', 'total', 'gesamt'),
  of: L('of', 'sur', 'von'),
  reopen: L('Change my bid', 'Modifier ma mise', 'Gebot ändern'),
  winner: L('winner', 'vainqueur', 'Sieger'),
  killed: L('Figures killed', 'Figurines tuées', 'Besiegte Figuren'),
  active: L('Now', 'En cours', 'Jetzt'),
  hired: L('hired the Ronin', 'a engagé les Ronins', 'hat Ronins angeheuert'),
  actions: { seppuku: L('Seppuku', 'Seppuku', 'Seppuku'), hostage: L('Take Hostage', 'Prise d’otage', 'Geisel nehmen'), ronin: L('Hire Ronin', 'Engager des Ronins', 'Ronins anheuern'), poets: L('Imperial Poets', 'Poètes impériaux', 'Kaiserliche Dichter') } as Record<BidAction, W>,
  actionHelp: {
    seppuku: L('Kill all your figures here: +1 VP and +1 honor each.', 'Tuez toutes vos figurines ici : +1 PV et +1 honneur chacune.', 'Besiege alle deine Figuren hier: je +1 SP und +1 Ehre.'),
    hostage: L('Take a non-Daimyo figure hostage: it gives you 1 VP from its owner.', 'Prenez une figurine non-Daimyo en otage : son propriétaire vous cède 1 PV.', 'Nimm eine Nicht-Daimyo-Figur als Geisel: ihr Besitzer gibt dir 1 SP.'),
    ronin: L('Your Ronin add to your Force in this battle.', 'Vos Ronins s’ajoutent à votre Force dans cette bataille.', 'Deine Ronins zählen in diesem Kampf zu deiner Stärke.'),
    poets: L('+1 VP per figure killed in this battle.', '+1 PV par figurine tuée dans cette bataille.', '+1 SP pro besiegter Figur in diesem Kampf.'),
  } as Record<BidAction, W>,
  waitingFor: L('Waiting for', 'En attente de', 'Warten auf'),
  yourTurn: L('Your move', 'À vous', 'Du bist dran'),
  otherChoices: L('Other choices', 'Autres choix', 'Weitere Möglichkeiten'),
  cancel: L('Cancel', 'Annuler', 'Abbrechen'),
  clickProvince: L('Click a glowing province on the map.', 'Cliquez une province en surbrillance sur la carte.', 'Klicke eine leuchtende Provinz auf der Karte.'),
  clickFigure: L('Click one of your glowing figures on the map, then where it goes.', 'Cliquez une de vos figurines en surbrillance, puis sa destination.', 'Klicke eine deiner leuchtenden Figuren, dann ihr Ziel.'),
  clickDest: L('Now click its destination (glowing).', 'Cliquez maintenant sa destination (en surbrillance).', 'Klicke jetzt ihr Ziel (leuchtend).'),
  clickTarget: L('Click a glowing figure on the map.', 'Cliquez une figurine en surbrillance sur la carte.', 'Klicke eine leuchtende Figur auf der Karte.'),
  summon: L('Summon:', 'Invoquer :', 'Aufstellen:'),
  stayIn: L('Stay in', 'Rester en', 'Bleibt in'),
  orShrine: L('or click a glowing shrine to send it there.', 'ou cliquez un sanctuaire en surbrillance pour l’y envoyer.', 'oder klicke einen leuchtenden Schrein, um ihn dorthin zu entsenden.'),
  build: L('Build a stronghold', 'Construire une forteresse', 'Festung errichten'),
  selected: L('Selected', 'Sélection', 'Ausgewählt'),
  replaceWith: L('Replace it with your', 'La remplacer par votre', 'Ersetzen durch deinen'),
  diplomacy: L('Diplomacy', 'Diplomatie', 'Diplomatie'),
  alliance: L('Alliance', 'Alliance', 'Bündnis'),
  noAlliance: L('No alliance this season.', 'Aucune alliance cette saison.', 'Keine Bündnisse in dieser Jahreszeit.'),
  allied: L('allies', 'alliés', 'verbündet'),
  propose: L('Propose an alliance to', 'Proposer une alliance à', 'Bündnis vorschlagen:'),
  proposedBy: L('proposes an alliance to you', 'vous propose une alliance', 'schlägt dir ein Bündnis vor'),
  proposedTo: L('your proposal to', 'votre proposition à', 'dein Vorschlag an'),
  accept: L('Accept', 'Accepter', 'Annehmen'),
  decline: L('Decline', 'Refuser', 'Ablehnen'),
  withdraw: L('Withdraw', 'Retirer', 'Zurückziehen'),
  gift: L('Give', 'Donner', 'Geben'),
  giftTo: L('to', 'à', 'an'),
  deals: L('Deals', 'Accords', 'Absprachen'),
  dealTerms: L('Terms of the deal (public words, not enforced)…', 'Termes de l’accord (non imposés par le jeu)…', 'Bedingungen der Absprache (vom Spiel nicht erzwungen)…'),
  offerDeal: L('Offer the deal', 'Proposer l’accord', 'Absprache anbieten'),
  attached: L('attached', 'joint', 'beigefügt'),
  dealWith: L('Deal', 'Accord', 'Absprache'),
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
  hostageOf: L('hostage held by', 'otage détenu par', 'Geisel von'),
} satisfies Record<string, unknown>;

const PROMPTS: Record<string, { me: W; other: W }> = {
  tea: { me: L('Tea Ceremony: propose or answer alliances, then say you are ready.', 'Cérémonie du thé : proposez ou répondez aux alliances, puis déclarez-vous prêt.', 'Teezeremonie: Bündnisse vorschlagen oder beantworten, dann bereit melden.'), other: L('Tea Ceremony: waiting for {who} to be ready.', 'Cérémonie du thé : on attend que {who} soit prêt.', 'Teezeremonie: warten, bis {who} bereit ist.') },
  choose: { me: L('Choose one of the four mandate tiles you drew.', 'Choisissez l’une des quatre tuiles de mandat piochées.', 'Wähle eines der vier gezogenen Aktionskärtchen.'), other: L('{who} is choosing a mandate.', '{who} choisit un mandat.', '{who} wählt eine Aktion.') },
  recruit: { me: L('Recruit: summon figures at your strongholds ({n} left).', 'Recrutement : invoquez des figurines à vos forteresses ({n} restantes).', 'Rekrutierung: stelle Figuren an deinen Festungen auf (noch {n}).'), other: L('{who} is recruiting.', '{who} recrute.', '{who} rekrutiert.') },
  marshal: { me: L('Marshal: move each figure at most once, then end your march.', 'Manœuvre : déplacez chaque figurine au plus une fois, puis terminez.', 'Marsch: bewege jede Figur höchstens einmal, dann beende den Marsch.'), other: L('{who} is marching.', '{who} manœuvre.', '{who} marschiert.') },
  fujin: { me: L('Fujin: up to {n} more move(s) with the Marshal rules.', 'Fujin : encore {n} déplacement(s) selon la Manœuvre.', 'Fujin: noch {n} Bewegung(en) nach den Marsch-Regeln.'), other: L('{who} moves with Fujin’s wind.', '{who} se déplace avec le vent de Fujin.', '{who} bewegt sich mit Fujins Wind.') },
  train: { me: L('Train: buy at most one season card.', 'Entraînement : achetez au plus une carte de saison.', 'Aufrüstung: kaufe höchstens eine Jahreszeitkarte.'), other: L('{who} is training (buying a season card).', '{who} s’entraîne (achat d’une carte).', '{who} rüstet auf (kauft eine Karte).') },
  ryujin: { me: L('Ryujin: you may buy one season card at its normal cost.', 'Ryujin : vous pouvez acheter une carte de saison à son coût normal.', 'Ryujin: du darfst eine Jahreszeitkarte zum normalen Preis kaufen.'), other: L('{who} may buy a card (Ryujin).', '{who} peut acheter une carte (Ryujin).', '{who} darf eine Karte kaufen (Ryujin).') },
  betray: { me: L('Betray: replace up to two figures of two different clans with your own of the same type.', 'Trahison : remplacez jusqu’à deux figurines de deux clans différents par les vôtres du même type.', 'Verrat: ersetze bis zu zwei Figuren zweier Klane durch eigene gleichen Typs.'), other: L('{who} betrays…', '{who} trahit…', '{who} verrät…') },
  place: { me: L('Place your figure ({why}).', 'Placez votre figurine ({why}).', 'Stelle deine Figur auf ({why}).'), other: L('{who} places a figure ({why}).', '{who} place une figurine ({why}).', '{who} stellt eine Figur auf ({why}).') },
  ninja: { me: L('Path of the Ninja: kill a Bushi on the map (you lose honor), or pass.', 'Voie du Ninja : tuez un Bushi sur la carte (vous perdez de l’honneur), ou passez.', 'Pfad des Ninja: besiege einen Bushi (du verlierst Ehre) oder passe.'), other: L('{who} may send a Ninja.', '{who} peut envoyer un Ninja.', '{who} darf einen Ninja schicken.') },
  monkey: { me: L('Path of the Monkey: take a coin from the richest opponent(s)? You lose honor.', 'Voie du Singe : prendre une pièce aux plus riches ? Vous perdez de l’honneur.', 'Pfad des Affen: den Reichsten eine Münze nehmen? Du verlierst Ehre.'), other: L('{who} eyes the richest purses (Monkey).', '{who} lorgne les bourses (Singe).', '{who} beäugt die Geldbeutel (Affe).') },
  benevolence: { me: L('Benevolence: hand a coin to another clan (+honor, +VP), or keep it.', 'Bienveillance : donnez une pièce à un autre clan (+honneur, +PV), ou gardez-la.', 'Wohlwollen: gib einem anderen Klan eine Münze (+Ehre, +SP) oder behalte sie.'), other: L('{who} considers Benevolence.', '{who} songe à la Bienveillance.', '{who} überlegt Wohlwollen.') },
  bid: { me: L('Battle of {p}: bid your coins secretly on the four advantages, then submit.', 'Bataille de {p} : misez vos pièces en secret sur les quatre avantages, puis validez.', 'Kampf um {p}: biete geheim auf die vier Vorteile, dann abgeben.'), other: L('Battle of {p}: waiting for the bids of {who}.', 'Bataille de {p} : on attend les mises de {who}.', 'Kampf um {p}: warten auf die Gebote von {who}.') },
  advantage: { me: L('You won {a} in {p}.', 'Vous avez remporté {a} en {p}.', 'Du hast {a} in {p} gewonnen.'), other: L('{who} won {a} in {p}.', '{who} a remporté {a} en {p}.', '{who} hat {a} in {p} gewonnen.') },
  mercy: { me: L('Mercy: spare the losers’ figures (+VP)?', 'Miséricorde : épargner les figurines des perdants (+PV) ?', 'Gnade: die Figuren der Verlierer verschonen (+SP)?'), other: L('{who} weighs Mercy.', '{who} pèse la Miséricorde.', '{who} wägt Gnade ab.') },
  reparations: { me: L('Reparations: name {n} losing clan(s) to receive one extra coin.', 'Réparations : désignez {n} clan(s) perdant(s) qui reçoivent une pièce de plus.', 'Reparationen: nenne {n} unterlegene(n) Klan(e), der/die eine Münze mehr erhält/erhalten.'), other: L('{who} shares the reparations.', '{who} partage les réparations.', '{who} verteilt die Reparationen.') },
};

const PLACE_WHY: Record<string, W> = {
  kenin: L('Path of the Kenin: a Bushi at a stronghold', 'Voie du Kenin : un Bushi à une forteresse', 'Pfad der Kenin: ein Bushi an einer Festung'),
  samurai: L('Path of the Samurai: a Bushi anywhere', 'Voie du Samouraï : un Bushi n’importe où', 'Pfad des Samurai: ein Bushi irgendwo'),
  light: L('Path of the Light: a Shinto on a shrine', 'Voie de la Lumière : un Shinto sur un sanctuaire', 'Pfad des Lichts: ein Shinto auf einen Schrein'),
  raijin: L('Raijin: a Bushi in any province', 'Raijin : un Bushi dans n’importe quelle province', 'Raijin: ein Bushi in eine beliebige Provinz'),
  monster: L('your new monster, at a stronghold', 'votre nouveau monstre, à une forteresse', 'dein neues Monster, an einer Festung'),
};

const w = (x: W, lang: Lang) => x[lang];
const fill = (s: string, vars: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

// ---------------------------------------------------------------- colours, glyphs

const CLAN_COLOUR: Record<ClanId, string> = { koi: '#d9480f', lotus: '#9c36b5', turtle: '#c79100', dragonfly: '#1c7ed6', bonsai: '#2b8a3e' };
const CLAN_KANJI: Record<ClanId, string> = { koi: '鯉', lotus: '蓮', turtle: '亀', dragonfly: '蜻', bonsai: '盆' };
const MANDATE_KANJI: Record<MandateId, string> = { recruit: '募', marshal: '進', train: '練', harvest: '穫', betray: '裏' };
const MANDATE_COLOUR: Record<MandateId, string> = { recruit: '#2b8a3e', marshal: '#1c7ed6', train: '#c79100', harvest: '#e8590c', betray: '#495057' };
const KAMI_KANJI: Record<KamiId, string> = { amaterasu: '天照', fujin: '風神', hachiman: '八幡', raijin: '雷神', ryujin: '龍神', susanoo: '須佐', tsukuyomi: '月読' };
const MONSTER_KANJI: Record<string, string> = { 'oni-of-skulls': '鬼', 'oni-of-blood': '鬼', 'oni-of-souls': '鬼', 'oni-of-hate': '鬼', 'oni-of-spite': '鬼', komainu: '狛', yurei: '霊', 'river-dragon': '龍' };
const UNIT_KANJI: Record<string, string> = { daimyo: '大', bushi: '侍', shinto: '神', stronghold: '城' };
const PROVINCE_KANJI: Record<ProvinceId, string> = { hokkaido: '北海道', oshu: '奥州', edo: '江戸', kyoto: '京都', kansai: '関西', nagato: '長門', shikoku: '四国', kyushu: '九州' };
const CARD_COLOUR: Record<string, string> = { monster: '#7b2d26', enhancement: '#1f5f8b', virtue: '#9a7b0a', war: '#a61e1e', winter: '#4d6b80' };
const SEASON_GLYPH = ['桜', '夏', '紅', '雪'];

const SVG_NS = 'http://www.w3.org/2000/svg';

// ---------------------------------------------------------------- DOM helpers

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
const title = (text: string) => svg('title', {}, text);
const txt = (x: number, y: number, s: string, attrs: Record<string, unknown> = {}) => svg('text', { x, y, 'text-anchor': 'middle', ...attrs }, s);

// ---------------------------------------------------------------- geometry (our own schematic Japan, viewBox 0 0 1000 720)

type Pt = [number, number];
const ISLANDS: Record<'honshu' | 'hokkaido' | 'shikoku' | 'kyushu', Pt[]> = {
  honshu: [[150, 445], [190, 406], [250, 390], [320, 384], [395, 370], [462, 348], [512, 316], [562, 288], [600, 250], [628, 200], [660, 164], [708, 148], [760, 154], [794, 184],
    [814, 236], [810, 300], [802, 352], [810, 405], [818, 455], [800, 502], [752, 520], [700, 514], [652, 497], [612, 482], [566, 492], [520, 512], [470, 527], [418, 537],
    [365, 527], [315, 517], [262, 517], [212, 507], [172, 484]],
  hokkaido: [[700, 72], [732, 36], [790, 18], [852, 22], [908, 42], [930, 78], [910, 116], [862, 140], [804, 148], [752, 138], [714, 110]],
  shikoku: [[278, 588], [314, 560], [372, 552], [434, 560], [474, 580], [468, 618], [432, 644], [376, 652], [318, 644], [284, 622]],
  kyushu: [[104, 512], [152, 500], [198, 518], [220, 562], [210, 614], [184, 660], [140, 690], [98, 676], [74, 632], [76, 574], [88, 538]],
};
/** A province: its island, its cell (clipped by the island's coast; null: the whole island) and where its plate goes. */
interface Geo { island: keyof typeof ISLANDS; cell: Pt[] | null; anchor: Pt }
const GEO: Record<ProvinceId, Geo> = {
  hokkaido: { island: 'hokkaido', cell: null, anchor: [815, 34] },
  oshu: { island: 'honshu', cell: [[520, 250], [520, 60], [960, 60], [960, 352], [640, 336], [548, 302]], anchor: [712, 190] },
  edo: { island: 'honshu', cell: [[640, 336], [960, 352], [960, 620], [625, 620]], anchor: [722, 362] },
  kyoto: { island: 'honshu', cell: [[485, 280], [520, 250], [548, 302], [640, 336], [625, 620], [505, 620]], anchor: [566, 330] },
  kansai: { island: 'honshu', cell: [[345, 280], [485, 280], [505, 620], [350, 620]], anchor: [425, 384] },
  nagato: { island: 'honshu', cell: [[60, 280], [345, 280], [350, 620], [60, 620]], anchor: [254, 402] },
  shikoku: { island: 'shikoku', cell: null, anchor: [376, 566] },
  kyushu: { island: 'kyushu', cell: null, anchor: [146, 522] },
};
/** Where each shipping route is drawn through the sea: start, control point(s), end (a quadratic or cubic curve). */
const LANES: Record<string, Pt[]> = {
  [routeKey('hokkaido', 'oshu')]: [[782, 146], [770, 156], [748, 160]],
  [routeKey('hokkaido', 'kansai')]: [[722, 124], [520, 236], [420, 366]],
  [routeKey('hokkaido', 'kyushu')]: [[706, 100], [540, 240], [130, 250], [96, 520]],
  [routeKey('kansai', 'kyushu')]: [[372, 530], [290, 548], [214, 592]],
  [routeKey('kansai', 'shikoku')]: [[430, 534], [428, 546], [424, 557]],
  [routeKey('shikoku', 'kyushu')]: [[280, 604], [248, 606], [216, 610]],
};

function smoothPath(pts: Pt[]): string {
  const n = pts.length;
  const p = (i: number) => pts[(i + n) % n]!;
  let d = `M${p(0)[0]},${p(0)[1]}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0].toFixed(1)},${c1[1].toFixed(1)} ${c2[0].toFixed(1)},${c2[1].toFixed(1)} ${p2[0]},${p2[1]}`;
  }
  return `${d} Z`;
}
const polyPath = (pts: Pt[]) => `M${pts.map((q) => q.join(',')).join(' L')} Z`;
const ISLAND_PATH = Object.fromEntries(Object.entries(ISLANDS).map(([k, v]) => [k, smoothPath(v)])) as Record<keyof typeof ISLANDS, string>;

// ---------------------------------------------------------------- view helpers

type Sv = RsView;
const seats = (v: Sv) => v.clans.map((_, i) => i);
const clanOf = (v: Sv, seat: number): ClanId => v.clans[seat] as ClanId;
const colour = (v: Sv, seat: number) => CLAN_COLOUR[clanOf(v, seat)];
const clanName = (v: Sv, seat: number, lang: Lang) => clan(clanOf(v, seat)).name[lang];
const who = (v: Sv, ctx: BoardContext, seat: number) => `${ctx.seatNames[seat] ?? `#${seat}`} (${clanName(v, seat, ctx.lang)})`;
const provName = (p: string, lang: Lang) => province(p as ProvinceId).name[lang];
const unitKey = (f: Figure) => (f.kind === 'monster' ? f.monster! : f.kind);
const unitLabel = (u: string, lang: Lang) => (isMonster(u) ? card(u)?.name[lang] ?? u : WORDS.unit[u]?.[lang] ?? u);
const allyOf = (v: Sv, seat: number): number | null => {
  const a = v.alliances.find((x) => x[0] === seat || x[1] === seat);
  return a ? (a[0] === seat ? a[1] : a[0]) : null;
};
const key = (m: Move) => JSON.stringify(m);
function provisionalNote(lang: Lang, confidence?: string): string {
  return `${w(WORDS.provisional, lang)}${confidence ? ` (${w(WORDS.confidence, lang)} ${confidence})` : ''}: ${w(WORDS.provisionalHelp, lang)}.`;
}

// ---------------------------------------------------------------- interaction state

/** What the viewer is in the middle of choosing (kept across renders of the same decision). */
type Selection =
  | { kind: 'recruit'; unit: string | null; province: string | null }
  | { kind: 'move'; piece: string | null }
  | { kind: 'build' }
  | { kind: 'betray'; target: string | null }
  | { kind: 'place'; province: string | null }
  | { kind: 'lotus'; index: number };
let selection: Selection | null = null;
let selectionKey = '';

/** What a render offers on the map: clickable provinces, shrines and figure groups. */
interface Offers {
  provinces: Map<string, () => void>;
  shrines: Map<number, () => void>;
  groups: Map<string, () => void>;
  /** Figure groups shown as selected. */
  chosen: Set<string>;
  /** Moves some control plays (the rest go to "Other choices"). */
  handled: Set<string>;
}
const groupKey = (seat: number, where: string, unit: string) => `${seat}|${where}|${unit}`;

// ---------------------------------------------------------------- figure tokens

function token(unit: string, fillColour: string, x: number, y: number, count: number, lit: boolean, chosen: boolean, scale = 1): SVGElement {
  const g = svg('g', { transform: `translate(${x} ${y})${scale !== 1 ? ` scale(${scale})` : ''}` });
  const ring = chosen ? '#ffd43b' : lit ? '#ff922b' : '#1b1b1b';
  const sw = chosen || lit ? 3 : 1.2;
  if (lit || chosen) g.append(svg('circle', { r: 14, fill: chosen ? '#ffd43b' : '#ff922b', opacity: 0.45, class: 'halo' }));
  if (unit === 'stronghold') {
    g.append(svg('path', { d: 'M-10,9 L-10,-1 L-12,-1 L-6,-7 L-7,-7 L0,-12 L7,-7 L6,-7 L12,-1 L10,-1 L10,9 Z', fill: fillColour, stroke: ring, 'stroke-width': sw, 'stroke-linejoin': 'round' }));
    g.append(txt(0, 6.5, '城', { 'font-size': 9.5, fill: '#fff', 'font-weight': 700 }));
  } else if (unit === 'daimyo') {
    g.append(svg('circle', { r: 10.5, fill: fillColour, stroke: chosen || lit ? ring : '#f1c232', 'stroke-width': chosen || lit ? 3 : 2.4 }));
    g.append(txt(0, 4.5, '大', { 'font-size': 12, fill: '#fff', 'font-weight': 700 }));
  } else if (unit === 'bushi') {
    g.append(svg('rect', { x: -9, y: -9, width: 18, height: 18, rx: 4, fill: fillColour, stroke: ring, 'stroke-width': sw }));
    g.append(txt(0, 4.5, '侍', { 'font-size': 11.5, fill: '#fff', 'font-weight': 700 }));
  } else if (unit === 'shinto') {
    g.append(svg('circle', { r: 9.5, fill: '#fffdf7', stroke: chosen || lit ? ring : fillColour, 'stroke-width': chosen || lit ? 3 : 2.6 }));
    g.append(txt(0, 4.3, '神', { 'font-size': 11, fill: fillColour, 'font-weight': 700 }));
  } else {
    g.append(svg('polygon', { points: '0,-12 10.4,-6 10.4,6 0,12 -10.4,6 -10.4,-6', fill: '#2b2b2b', stroke: chosen || lit ? ring : fillColour, 'stroke-width': chosen || lit ? 3 : 2.6 }));
    g.append(txt(0, 4.5, MONSTER_KANJI[unit] ?? '妖', { 'font-size': 11.5, fill: '#fff', 'font-weight': 700 }));
  }
  if (count > 1) {
    g.append(svg('circle', { cx: 9, cy: -9, r: 6.5, fill: '#fff', stroke: '#333', 'stroke-width': 1 }));
    g.append(txt(9, -5.8, String(count), { 'font-size': 9, 'font-weight': 700, fill: '#111' }));
  }
  return g;
}

/** The figures of one seat somewhere (a province or a shrine), grouped by kind, in drawing order. */
function groupsOf(v: Sv, seat: number, figs: Figure[], holds: number): { unit: string; ids: string[] }[] {
  const out: { unit: string; ids: string[] }[] = [];
  const add = (unit: string, id: string) => {
    const g = out.find((x) => x.unit === unit);
    if (g) g.ids.push(id); else out.push({ unit, ids: [id] });
  };
  const holdIds = v.strongholds.filter((h) => h.owner === seat).map((h) => h.id);
  for (let i = 0; i < holds; i++) add('stronghold', holdIds[i] ?? 'stronghold');
  const order = ['daimyo', 'bushi', 'shinto'];
  for (const k of order) for (const f of figs) if (f.owner === seat && f.kind === k) add(k, f.id);
  for (const f of figs) if (f.owner === seat && f.kind === 'monster') add(f.monster!, f.id);
  return out;
}

// ---------------------------------------------------------------- the map

function drawMap(v: Sv, ctx: BoardContext, offers: Offers): SVGElement {
  const lang = ctx.lang;
  const map = svg('svg', { viewBox: '0 0 1000 720', class: 'rs-map', role: 'img', 'aria-label': 'Rising Sun map' });
  const defs = svg('defs', {},
    svg('linearGradient', { id: 'rs-sea', x1: 0, y1: 0, x2: 0, y2: 1 },
      svg('stop', { offset: '0%', 'stop-color': '#cfe6ee' }), svg('stop', { offset: '100%', 'stop-color': '#a9cfdd' })),
    svg('pattern', { id: 'rs-waves', width: 60, height: 30, patternUnits: 'userSpaceOnUse' },
      svg('path', { d: 'M0,22 q15,-12 30,0 t30,0', fill: 'none', stroke: '#ffffff', 'stroke-width': 1.4, opacity: 0.35 })),
    svg('radialGradient', { id: 'rs-land', cx: '50%', cy: '40%', r: '75%' },
      svg('stop', { offset: '0%', 'stop-color': '#f6eed8' }), svg('stop', { offset: '100%', 'stop-color': '#e6d6ad' })),
    svg('filter', { id: 'rs-shadow', x: '-10%', y: '-10%', width: '120%', height: '120%' },
      svg('feDropShadow', { dx: 0, dy: 2, stdDeviation: 2.5, 'flood-color': '#23424f', 'flood-opacity': 0.35 })),
    svg('filter', { id: 'rs-glow', x: '-20%', y: '-20%', width: '140%', height: '140%' },
      svg('feGaussianBlur', { stdDeviation: 4, result: 'b' }), svg('feMerge', {}, svg('feMergeNode', { in: 'b' }), svg('feMergeNode', { in: 'SourceGraphic' }))),
  );
  for (const [name, d] of Object.entries(ISLAND_PATH)) defs.append(svg('clipPath', { id: `rs-clip-${name}` }, svg('path', { d })));
  map.append(defs);
  map.append(svg('rect', { x: 0, y: 0, width: 1000, height: 720, fill: 'url(#rs-sea)', rx: 14 }));
  map.append(svg('rect', { x: 0, y: 0, width: 1000, height: 720, fill: 'url(#rs-waves)', rx: 14 }));
  // A rising sun on the horizon, for the mood.
  map.append(svg('circle', { cx: 968, cy: 690, r: 120, fill: '#e8590c', opacity: 0.10 }));

  // Shipping routes under the land.
  for (const r of SHIPPING_ROUTES) map.append(lane(r, lang));
  // Islands: a coast halo, then the land.
  for (const d of Object.values(ISLAND_PATH)) map.append(svg('path', { d, fill: 'none', stroke: '#eef7fa', 'stroke-width': 10, opacity: 0.8 }));
  for (const d of Object.values(ISLAND_PATH)) map.append(svg('path', { d, fill: 'url(#rs-land)', stroke: '#8b7650', 'stroke-width': 2, filter: 'url(#rs-shadow)' }));

  // Province cells: tint of the clan with the most Force, highlight when clickable (the others dimmed).
  const anyLit = offers.provinces.size > 0;
  for (const p of Object.keys(GEO) as ProvinceId[]) {
    const geo = GEO[p];
    const d = geo.cell ? polyPath(geo.cell) : ISLAND_PATH[geo.island];
    const forces = v.forces?.[p] ?? [];
    const max = Math.max(0, ...forces);
    const leaders = forces.map((f, i) => (f === max && max > 0 ? i : -1)).filter((i) => i >= 0);
    const lit = offers.provinces.get(p);
    const g = svg('g', { class: `rs-province${lit ? ' lit' : ''}`, 'data-province': p, 'clip-path': `url(#rs-clip-${geo.island})` });
    g.append(svg('path', { d, fill: leaders.length === 1 ? colour(v, leaders[0]!) : '#000', 'fill-opacity': leaders.length === 1 ? 0.16 : 0, stroke: 'none' }));
    if (lit) g.append(svg('path', { d, class: 'rs-lit-fill', fill: '#ffe066', 'fill-opacity': 0.6, stroke: '#f76707', 'stroke-width': 9 }));
    else if (anyLit) g.append(svg('path', { d, fill: '#5c5345', 'fill-opacity': 0.28, stroke: 'none', class: 'rs-dim' }));
    if (geo.cell) g.append(svg('path', { d, fill: 'none', stroke: '#8b7650', 'stroke-width': 1.6, 'stroke-dasharray': '5 4' }));
    const pd = province(p);
    g.append(title(`${pd.name[lang]} ${PROVINCE_KANJI[p]} — ${w(WORDS.harvest, lang)}: ${harvestText(p, lang)}${pd.provisional ? `\n${provisionalNote(lang, pd.confidence)} ${pd.provenance}` : ''}`));
    if (lit) {
      g.addEventListener('click', lit);
      g.setAttribute('tabindex', '0');
      g.addEventListener('keydown', (e) => { if ((e as KeyboardEvent).key === 'Enter') lit(); });
    }
    map.append(g);
  }
  // Borders (all land links are drawn as the shared edges above; mark them with a small crossing too).
  for (const b of BORDERS) map.append(borderMark(b, lang));

  // Labels, harvest, war token, figures.
  for (const p of Object.keys(GEO) as ProvinceId[]) map.append(provincePlate(v, ctx, p, offers));

  map.append(drawShrines(v, ctx, offers));
  map.append(drawHonor(v, ctx));
  map.append(drawWarTrack(v, ctx));
  map.append(drawLegend(v, ctx));
  return map;
}

function harvestText(p: ProvinceId, lang: Lang): string {
  const h = province(p).harvest;
  const parts: string[] = [];
  if (h.vp) parts.push(`${h.vp} ${w(WORDS.vp, lang)}`);
  if (h.coins) parts.push(`${h.coins} ${w(WORDS.coins, lang)}`);
  if (h.ronin) parts.push(`${h.ronin} ${w(WORDS.ronin, lang)}`);
  return parts.join(', ') || '—';
}

function lane(r: LinkData, lang: Lang): SVGElement {
  const pts = LANES[routeKey(r.a, r.b)];
  const g = svg('g', { class: 'rs-lane', 'data-route': `${r.a}-${r.b}` });
  if (!pts) return g;
  const a = pts[0]!, b = pts[pts.length - 1]!;
  const d = `M${a.join(',')} ${pts.length === 4 ? 'C' : 'Q'}${pts.slice(1).map((q) => q.join(',')).join(' ')}`;
  g.append(svg('path', { d, fill: 'none', stroke: '#ffffff', 'stroke-width': 6, opacity: 0.5 }));
  g.append(svg('path', { d, fill: 'none', stroke: '#24617a', 'stroke-width': 2.6, 'stroke-dasharray': '9 7', opacity: 0.85 }));
  // A little boat at the middle of the curve.
  const mid = (i: 0 | 1) => (pts.length === 4 ? 0.125 * a[i] + 0.375 * pts[1]![i] + 0.375 * pts[2]![i] + 0.125 * b[i] : 0.25 * a[i] + 0.5 * pts[1]![i] + 0.25 * b[i]);
  const mx = mid(0), my = mid(1);
  const long = Math.hypot(b[0] - a[0], b[1] - a[1]) > 60;
  if (long) {
    g.append(svg('path', { d: `M${mx - 9},${my} L${mx + 9},${my} L${mx + 5},${my + 5} L${mx - 5},${my + 5} Z`, fill: '#5b3a1e' }));
    g.append(svg('path', { d: `M${mx},${my - 1} L${mx},${my - 13} L${mx + 8},${my - 3} Z`, fill: '#fff', stroke: '#5b3a1e', 'stroke-width': 0.8 }));
  }
  g.append(title(`${w(WORDS.shipping, lang)}: ${provName(r.a, lang)} ⇄ ${provName(r.b, lang)}${r.provisional ? `\n${provisionalNote(lang, r.confidence)} ${r.provenance}` : ''}`));
  return g;
}

/** Where each land border is marked (a small gate on the shared edge). */
const BORDER_AT: Record<string, Pt> = {
  [routeKey('kansai', 'nagato')]: [347, 452], [routeKey('oshu', 'kyoto')]: [596, 318], [routeKey('oshu', 'edo')]: [724, 343],
  [routeKey('kyoto', 'edo')]: [633, 420], [routeKey('kyoto', 'kansai')]: [496, 452],
};
function borderMark(b: LinkData, lang: Lang): SVGElement {
  const g = svg('g', { class: 'rs-border', 'data-border': `${b.a}-${b.b}` });
  const at = BORDER_AT[routeKey(b.a, b.b)];
  if (at) {
    g.append(svg('circle', { cx: at[0], cy: at[1], r: 6, fill: '#fffaf0', stroke: '#8b7650', 'stroke-width': 1.6 }));
    g.append(svg('circle', { cx: at[0], cy: at[1], r: 2.2, fill: '#8b7650' }));
  }
  g.append(title(`${w(WORDS.border, lang)}: ${provName(b.a, lang)} — ${provName(b.b, lang)}${b.provisional ? `\n${provisionalNote(lang, b.confidence)} ${b.provenance}` : ''}`));
  return g;
}

function provincePlate(v: Sv, ctx: BoardContext, p: ProvinceId, offers: Offers): SVGElement {
  const lang = ctx.lang;
  const [ax, ay] = GEO[p].anchor;
  const click = offers.provinces.get(p);
  const g = svg('g', { class: `rs-plate${click ? ' lit' : ''}`, 'data-plate': p });
  // The plate (name, figures) lies over the province: a click on it counts as a click on the province.
  if (click) g.addEventListener('click', click);
  const name = provName(p, lang);
  g.append(txt(ax, ay + 2, name, { 'font-size': 17, 'font-weight': 700, fill: '#3b2f1e', class: 'rs-pname', 'paint-order': 'stroke', stroke: '#f6eed8', 'stroke-width': 4 }));
  g.append(txt(ax, ay + 15, PROVINCE_KANJI[p], { 'font-size': 10, fill: '#7a6a4c', 'letter-spacing': 2 }));
  // Harvest reward icons.
  const h = province(p).harvest;
  const items: { kind: 'vp' | 'coin' | 'ronin'; n: number }[] = [];
  if (h.vp) items.push({ kind: 'vp', n: h.vp });
  if (h.coins) items.push({ kind: 'coin', n: h.coins });
  if (h.ronin) items.push({ kind: 'ronin', n: h.ronin });
  const hw = items.length * 30;
  const hg = svg('g', { class: 'rs-harvest', 'data-harvest': p });
  items.forEach((it, i) => {
    const x = ax - hw / 2 + 15 + i * 30, y = ay + 28;
    hg.append(rewardIcon(it.kind, x - 6, y));
    hg.append(svg('text', { x: x + 3, y: y + 4, 'font-size': 11, 'font-weight': 700, fill: '#3b2f1e' }, String(it.n)));
  });
  hg.append(title(`${w(WORDS.harvest, lang)}: ${harvestText(p, lang)}${province(p).provisional ? `\n${provisionalNote(lang, province(p).confidence)}` : ''}`));
  g.append(hg);

  // War-province token of this season.
  const wt = v.warTrack.find((t) => t.province === p);
  if (wt) {
    const winner = wt.resolved ? winnerOf(v, p) : null;
    const tx = ax + Math.max(48, name.length * 5.4 + 22), ty = ay - 4;
    const tg = svg('g', { class: 'rs-war-token', 'data-province': p, 'data-order': wt.order, 'data-resolved': wt.resolved ? 'yes' : 'no', transform: `translate(${tx} ${ty})` });
    tg.append(svg('circle', { r: 13, fill: wt.resolved ? '#868e96' : '#b02a2a', stroke: winner !== null ? colour(v, winner) : '#fff', 'stroke-width': winner !== null ? 3.5 : 2 }));
    tg.append(txt(0, 4.8, String(wt.order), { 'font-size': 14, 'font-weight': 800, fill: '#fff' }));
    if (v.battle && v.battle.province === p) tg.append(svg('circle', { r: 17, fill: 'none', stroke: '#b02a2a', 'stroke-width': 2, class: 'rs-pulse' }));
    tg.append(title(`${w(WORDS.warTrack, lang)} #${wt.order}${wt.resolved ? ` — ${w(WORDS.resolved, lang)}${winner !== null ? `, ${w(WORDS.wonBy, lang)} ${who(v, ctx, winner)}` : ''}` : ''}`));
    g.append(tg);
  }

  // Figures, one row per clan present.
  const figs = v.figures.filter((f) => f.where === 'province' && f.province === p);
  const rows = seats(v).filter((s) => figs.some((f) => f.owner === s) || v.strongholds.some((hh) => hh.owner === s && hh.province === p));
  const rowH = rows.length > 3 ? 27 : 30;
  const TS = 1.15, STEP = 27;
  rows.forEach((seat, r) => {
    const holds = v.strongholds.filter((hh) => hh.owner === seat && hh.province === p).length;
    const groups = groupsOf(v, seat, figs, holds);
    const width = 28 + groups.length * STEP;
    let x = ax - width / 2;
    const y = ay + 54 + r * rowH;
    const row = svg('g', { class: 'rs-row', 'data-seat': seat, 'data-clan': clanOf(v, seat) });
    const force = v.forces?.[p]?.[seat] ?? 0;
    row.append(svg('rect', { x: x - 5, y: y - 14, width: width + 8, height: 28, rx: 14, fill: '#fffdf6', 'fill-opacity': 0.82, stroke: colour(v, seat), 'stroke-width': 1.5 }));
    const fg = svg('g', { class: 'rs-force', 'data-force': force });
    fg.append(svg('circle', { cx: x + 9, cy: y, r: 11, fill: colour(v, seat) }));
    fg.append(txt(x + 9, y + 4.8, String(force), { 'font-size': 13.5, 'font-weight': 800, fill: '#fff' }));
    fg.append(title(`${who(v, ctx, seat)} — ${w(WORDS.force, lang)} ${force}`));
    row.append(fg);
    x += 35;
    for (const gr of groups) {
      const k = groupKey(seat, p, gr.unit);
      const click = offers.groups.get(k);
      const t = token(gr.unit, colour(v, seat), x, y, gr.ids.length, !!click, offers.chosen.has(k), TS);
      const fgEl = svg('g', { class: `rs-fig${click ? ' lit' : ''}${offers.chosen.has(k) ? ' chosen' : ''}`, 'data-seat': seat, 'data-unit': gr.unit, 'data-count': gr.ids.length, 'data-province': p }, t,
        title(`${who(v, ctx, seat)}: ${gr.ids.length} × ${unitLabel(gr.unit, lang)}${isMonster(gr.unit) && monster(gr.unit).provisional ? `\n${provisionalNote(lang, monster(gr.unit).confidence)}` : ''}`));
      if (click) { fgEl.addEventListener('click', (e) => { e.stopPropagation(); click(); }); fgEl.setAttribute('tabindex', '0'); }
      row.append(fgEl);
      x += STEP;
    }
    g.append(row);
  });
  return g;
}

function rewardIcon(kind: 'vp' | 'coin' | 'ronin', x: number, y: number): SVGElement {
  if (kind === 'coin') return svg('g', {}, svg('circle', { cx: x, cy: y, r: 6.5, fill: '#f2c14e', stroke: '#a07818', 'stroke-width': 1.2 }), svg('rect', { x: x - 1.8, y: y - 1.8, width: 3.6, height: 3.6, fill: '#a07818' }));
  if (kind === 'ronin') return svg('g', {}, svg('circle', { cx: x, cy: y, r: 6.5, fill: '#495057' }), txt(x, y + 3.3, '浪', { 'font-size': 8, fill: '#fff', 'font-weight': 700 }));
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) { const r = i % 2 ? 3 : 7, a = -Math.PI / 2 + (i * Math.PI) / 5; pts.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`); }
  return svg('polygon', { points: pts.join(' '), fill: '#c92a2a', stroke: '#7a1010', 'stroke-width': 0.8 });
}

/** Who took the war token of a province this season (from the seats' war tokens). */
function winnerOf(v: Sv, p: ProvinceId): number | null {
  for (const s of seats(v)) if (v.warTokens[s]?.some((t) => t.province === p && t.season === v.season)) return s;
  return null;
}

function drawShrines(v: Sv, ctx: BoardContext, offers: Offers): SVGElement {
  const lang = ctx.lang;
  const g = svg('g', { class: 'rs-shrines' });
  v.shrines.forEach((id, i) => {
    const k = kami(id as KamiId);
    const x = 16 + i * 154, y = 12, W = 146, H = 150;
    const click = offers.shrines.get(i);
    const sg = svg('g', { class: `rs-shrine${click ? ' lit' : ''}`, 'data-shrine': i, 'data-kami': id });
    sg.append(svg('rect', { x, y, width: W, height: H, rx: 10, fill: '#fffaf0', stroke: click ? '#ff922b' : '#b08a4a', 'stroke-width': click ? 4 : 1.5, filter: 'url(#rs-shadow)' }));
    // Torii gate.
    const cx = x + 22, ty = y + 14;
    sg.append(svg('path', { d: `M${cx - 15},${ty} Q${cx},${ty - 5} ${cx + 15},${ty} L${cx + 14},${ty + 3} L${cx - 14},${ty + 3} Z`, fill: '#c92a2a' }));
    sg.append(svg('rect', { x: cx - 11, y: ty + 6, width: 22, height: 2.6, fill: '#c92a2a' }));
    sg.append(svg('rect', { x: cx - 9, y: ty + 3, width: 3, height: 20, fill: '#c92a2a' }));
    sg.append(svg('rect', { x: cx + 6, y: ty + 3, width: 3, height: 20, fill: '#c92a2a' }));
    sg.append(svg('text', { x: x + 42, y: y + 22, 'font-size': 13.5, 'font-weight': 700, fill: '#3b2f1e' }, k.name[lang]));
    sg.append(svg('text', { x: x + 42, y: y + 36, 'font-size': 10, fill: '#8a6d3b', 'letter-spacing': 1 }, `${KAMI_KANJI[id as KamiId] ?? ''} · ${i + 1}`));
    // Effect, wrapped on up to three short lines.
    const lines = wrap(k.summary[lang], 24).slice(0, 6);
    lines.forEach((line, j) => sg.append(svg('text', { x: x + 9, y: y + 54 + j * 11, 'font-size': 9.6, fill: '#5c4f3a' }, line)));
    // Worshippers.
    const here = v.figures.filter((f) => f.where === 'shrine' && f.shrine === i);
    const counts = seats(v).map((s) => here.filter((f) => f.owner === s).length);
    const max = Math.max(0, ...counts);
    let tx = x + 16;
    const ty2 = y + H - 22;
    if (here.length === 0) sg.append(svg('text', { x: x + W / 2, y: ty2 + 4, 'text-anchor': 'middle', 'font-size': 10, fill: '#a39478', 'font-style': 'italic' }, w(WORDS.kamiEmpty, lang)));
    for (const s of seats(v)) {
      for (const gr of groupsOf(v, s, here, 0)) {
        const t = token(gr.unit, colour(v, s), tx, ty2, gr.ids.length, false, false, 1.15);
        sg.append(svg('g', { class: 'rs-fig', 'data-seat': s, 'data-unit': gr.unit, 'data-count': gr.ids.length, 'data-shrine': i }, t, title(`${who(v, ctx, s)}: ${gr.ids.length} × ${unitLabel(gr.unit, lang)}`)));
        tx += 28;
      }
    }
    if (max > 0) {
      const leaders = seats(v).filter((s) => counts[s] === max);
      const lead = v.honor.find((s) => leaders.includes(s))!;
      sg.append(svg('path', { d: `M${x + W - 18},${ty2 - 9} l5,6 l5,-6 l-2,10 h-6 z`, fill: '#f1c232', stroke: colour(v, lead), 'stroke-width': 1.5 }, title(`${who(v, ctx, lead)}`)));
    }
    sg.append(title(`${k.name[lang]} (${w(WORDS.shrine, lang)} ${i + 1}): ${k.summary[lang]}`));
    if (click) { sg.addEventListener('click', click); sg.setAttribute('tabindex', '0'); }
    g.append(sg);
  });
  return g;
}

function wrap(s: string, n: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > n && line) { out.push(line); line = word; } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out;
}

function drawHonor(v: Sv, ctx: BoardContext): SVGElement {
  const lang = ctx.lang;
  const x = 872, y = 186;
  const g = svg('g', { class: 'rs-honor', 'data-honor': v.honor.join(',') });
  const H = 34 + v.honor.length * 40;
  g.append(svg('rect', { x, y, width: 116, height: H, rx: 10, fill: '#fffaf0', stroke: '#b08a4a', 'stroke-width': 1.5, filter: 'url(#rs-shadow)' }));
  g.append(txt(x + 58, y + 20, `${w(WORDS.honor, lang)} 名誉`, { 'font-size': 13, 'font-weight': 700, fill: '#3b2f1e' }));
  v.honor.forEach((s, i) => {
    const cy = y + 46 + i * 40;
    const row = svg('g', { 'data-honor-rank': i + 1, 'data-seat': s });
    row.append(txt(x + 14, cy + 4, String(i + 1), { 'font-size': 12, 'font-weight': 700, fill: '#8a6d3b' }));
    row.append(svg('circle', { cx: x + 40, cy, r: 14, fill: colour(v, s), stroke: '#fff', 'stroke-width': 2 }));
    row.append(txt(x + 40, cy + 5, CLAN_KANJI[clanOf(v, s)], { 'font-size': 14, fill: '#fff', 'font-weight': 700 }));
    row.append(svg('text', { x: x + 60, y: cy + 4, 'font-size': 10.5, fill: '#3b2f1e' }, truncate(ctx.seatNames[s] ?? '', 8)));
    const ally = allyOf(v, s);
    if (ally !== null) {
      row.append(svg('circle', { cx: x + 53, cy: cy - 11, r: 7, fill: colour(v, ally), stroke: '#fff', 'stroke-width': 1.5, class: 'rs-ally-badge' }));
      row.append(txt(x + 53, cy - 7.6, '盟', { 'font-size': 8.5, fill: '#fff', 'font-weight': 700 }));
      row.append(title(`${i + 1}. ${who(v, ctx, s)} — ${w(WORDS.allyOf, lang)} ${who(v, ctx, ally)}`));
    }
    row.append(title(`${i + 1}. ${who(v, ctx, s)}`));
    g.append(row);
  });
  g.append(title(w(WORDS.honorHelp, lang)));
  return g;
}
const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function drawLegend(v: Sv, ctx: BoardContext): SVGElement {
  const lang = ctx.lang;
  const g = svg('g', { class: 'rs-legend' });
  const c = ctx.you !== null ? colour(v, ctx.you) : '#868e96';
  const items: [string, string][] = [['stronghold', unitLabel('stronghold', lang)], ['daimyo', 'Daimyo'], ['bushi', 'Bushi'], ['shinto', 'Shinto'], ['oni-of-skulls', w(WORDS.monster, lang)]];
  const x = 26, y = 196;
  g.append(svg('rect', { x: x - 12, y: y - 20, width: 112, height: 30 + (items.length + 1) * 27, rx: 9, fill: '#fffaf0', 'fill-opacity': 0.78, stroke: '#d9c7a0' }));
  g.append(svg('text', { x: x - 2, y: y - 4, 'font-size': 10, 'font-weight': 700, fill: '#7a6a4c' }, L('Figures', 'Figurines', 'Figuren')[lang]));
  items.forEach(([u, label], i) => {
    const cy = y + 14 + i * 27;
    g.append(token(u, c, x + 4, cy, 1, false, false, 0.9));
    g.append(svg('text', { x: x + 20, y: cy + 4, 'font-size': 10.5, fill: '#3b2f1e' }, label));
  });
  const fy = y + 14 + items.length * 27;
  g.append(svg('circle', { cx: x + 4, cy: fy, r: 9.5, fill: c }), txt(x + 4, fy + 4.3, '3', { 'font-size': 12, 'font-weight': 800, fill: '#fff' }));
  g.append(svg('text', { x: x + 20, y: fy + 4, 'font-size': 10.5, fill: '#3b2f1e' }, w(WORDS.force, lang)));
  return g;
}

function drawWarTrack(v: Sv, ctx: BoardContext): SVGElement {
  const lang = ctx.lang;
  const x = 520, y = 636, W = 468, H = 74;
  const g = svg('g', { class: 'rs-war-track' });
  g.append(svg('rect', { x, y, width: W, height: H, rx: 10, fill: '#fffaf0', 'fill-opacity': 0.94, stroke: '#b08a4a', 'stroke-width': 1.5, filter: 'url(#rs-shadow)' }));
  g.append(svg('text', { x: x + 12, y: y + 19, 'font-size': 12.5, 'font-weight': 700, fill: '#3b2f1e' }, `戦 ${w(WORDS.warTrack, lang)}`));
  if (v.warTrack.length === 0) g.append(svg('text', { x: x + 12, y: y + 46, 'font-size': 11, fill: '#8a7a5a', 'font-style': 'italic' }, v.phase === 'over' ? L('The wars are over.', 'Les guerres sont finies.', 'Die Kriege sind vorbei.')[lang] : w(WORDS.noWar, lang)));
  const step = Math.min(64, (W - 24) / Math.max(1, v.warTrack.length));
  v.warTrack.forEach((t, i) => {
    const cx = x + 30 + i * step, cy = y + 44;
    const winner = t.resolved ? winnerOf(v, t.province) : null;
    const current = v.battle?.province === t.province || (!t.resolved && v.phase === 'war' && v.warTrack.filter((q) => !q.resolved)[0]?.province === t.province);
    const tg = svg('g', { class: 'rs-war-slot', 'data-order': t.order, 'data-province': t.province, 'data-resolved': t.resolved ? 'yes' : 'no', 'data-winner': winner ?? '' });
    tg.append(svg('circle', { cx, cy, r: 15, fill: t.resolved ? '#e9ecef' : '#b02a2a', stroke: winner !== null ? colour(v, winner) : current ? '#ffd43b' : '#fff', 'stroke-width': winner !== null || current ? 4 : 2 }));
    tg.append(txt(cx, cy + 5, String(t.order), { 'font-size': 14, 'font-weight': 800, fill: t.resolved ? '#868e96' : '#fff' }));
    tg.append(txt(cx, cy + 27, truncate(provName(t.province, lang), 9), { 'font-size': 9.5, fill: '#3b2f1e' }));
    tg.append(title(`${t.order}. ${provName(t.province, lang)}${t.resolved ? ` — ${w(WORDS.resolved, lang)}: ${winner !== null ? `${w(WORDS.wonBy, lang)} ${who(v, ctx, winner)}` : w(WORDS.nobody, lang)}` : ''}`));
    g.append(tg);
  });
  g.append(title(w(WORDS.warHelp, lang)));
  return g;
}

// ---------------------------------------------------------------- status strip: seasons, phase, political track

function statusStrip(v: Sv, ctx: BoardContext): HTMLElement {
  const lang = ctx.lang;
  const phaseWord = v.phase === 'tea' ? WORDS.tea : v.phase === 'political' ? WORDS.political : v.phase === 'war' ? WORDS.war : WORDS.over;
  const seasons = el('div', { className: 'rs-seasons' });
  WORDS.seasons.forEach((name, i) => {
    const n = i + 1;
    const state = v.season === n || (v.phase === 'over' && n === 4) ? 'now' : v.season > n || v.phase === 'over' ? 'past' : 'future';
    seasons.append(el('span', { className: `rs-season ${state}`, 'data-season': n, title: name[lang] }, el('b', {}, SEASON_GLYPH[i]!), name[lang]));
  });
  const track = el('div', { className: 'rs-track', 'data-step': v.step },
    el('span', { className: 'rs-track-label' }, w(WORDS.mandates, lang)));
  for (let i = 0; i < 7; i++) {
    const t = v.politicalTrack[i];
    const current = v.phase === 'political' && i === v.step - 1;
    const slot = el('span', { className: `rs-slot${t ? ' filled' : ''}${current ? ' current' : ''}${t?.faceDown ? ' facedown' : ''}`, 'data-slot': i + 1, 'data-mandate': t?.declared ?? '' });
    if (t) {
      const m = mandate(t.declared);
      slot.style.setProperty('--c', MANDATE_COLOUR[t.declared]);
      slot.style.setProperty('--clan', colour(v, t.chooser));
      slot.title = `${i + 1}. ${m.name[lang]} — ${who(v, ctx, t.chooser)}${t.faceDown ? ` (${w(WORDS.faceDown, lang)})` : ''}\n${m.summary[lang]}`;
      slot.append(el('b', {}, MANDATE_KANJI[t.declared]), el('small', {}, m.name[lang]), el('i', { className: 'rs-chooser' }, CLAN_KANJI[clanOf(v, t.chooser)]));
      if (t.faceDown && t.tile) slot.append(el('em', { className: 'rs-own-tile', 'data-secret': 'lotus-tile', title: `${w(WORDS.yourTile, lang)}: ${mandate(t.tile).name[lang]}` }, `${w(WORDS.yourTile, lang)}: ${MANDATE_KANJI[t.tile]}`));
    } else {
      const next = v.phase !== 'war' && v.phase !== 'over' && i === v.politicalTrack.length;
      slot.append(el('b', {}, String(i + 1)));
      if (next) {
        slot.classList.add('next');
        slot.style.setProperty('--clan', colour(v, v.nextChooser));
        slot.append(el('small', {}, `${CLAN_KANJI[clanOf(v, v.nextChooser)]} ${w(WORDS.nextChooser, lang)}`));
        slot.title = `${who(v, ctx, v.nextChooser)}: ${w(WORDS.nextChooser, lang)}`;
      }
    }
    track.append(slot);
    if (i === 2 || i === 4 || i === 6) track.append(el('span', { className: 'rs-kami-mark', title: w(WORDS.kamiTurn, lang) }, toriiIcon()));
  }
  track.append(el('span', { className: 'rs-pile', title: w(WORDS.pile, lang) }, el('i', {}), String(v.mandateDeckCount)));
  if (mandatesJson.provisional) track.title = provisionalNote(lang, mandatesJson.tilesConfidence);
  const act = v.phase === 'political' && v.step > 0 ? v.politicalTrack[v.step - 1] : undefined;
  const active = act
    ? el('span', { className: 'rs-active', 'data-active': act.declared, style: `--c:${MANDATE_COLOUR[act.declared]}`, title: mandate(act.declared).summary[lang] },
      `${w(WORDS.active, lang)}: `, el('b', {}, `${MANDATE_KANJI[act.declared]} ${mandate(act.declared).name[lang]}`), ` — ${who(v, ctx, act.chooser)}`)
    : null;
  return el('div', { className: 'rs-strip' },
    el('div', { className: 'rs-when' }, seasons, el('span', { className: `rs-phase ${v.phase}`, 'data-phase': v.phase }, phaseWord[lang]), active),
    track);
}

// ---------------------------------------------------------------- the prompt and the legal choices

function promptLine(v: Sv, ctx: BoardContext): HTMLElement {
  const lang = ctx.lang;
  const p = v.prompt;
  const mine = ctx.you !== null && !!p && p.seats.includes(ctx.you) && ctx.legalMoves.length > 0;
  const box = el('div', { className: `rs-prompt${mine ? ' mine' : ''}`, id: 'rs-prompt', 'data-step': p?.step ?? v.phase, 'data-mine': mine ? 'yes' : 'no' });
  if (v.phase === 'over' || !p) {
    box.append(el('strong', {}, w(WORDS.over, lang)));
    const winners = v.result?.winners ?? [];
    if (winners.length) box.append(' — ', ...winners.map((s) => el('span', { className: 'rs-mon-sm', style: `--clan:${colour(v, s)}` }, CLAN_KANJI[clanOf(v, s)])),
      ` ${fill(L('{who} win(s) with {n} VP.', '{who} l’emporte avec {n} PV.', '{who} gewinnt mit {n} SP.')[lang], { who: winners.map((s) => who(v, ctx, s)).join(', '), n: v.vp[winners[0]!] ?? 0 })}`);
    return box;
  }
  let step: string = p.step;
  if (step === 'train' && p.ryujin) step = 'ryujin';
  const text = PROMPTS[step] ?? { me: L(step, step, step), other: L(step, step, step) };
  const others = p.seats.filter((s) => s !== ctx.you);
  const prov = v.battle ? provName(v.battle.province, lang) : '';
  const left = step === 'recruit'
    ? Number(p.any ?? 0) + Object.values((p.slots ?? {}) as Record<string, number>).reduce((a, b) => a + b, 0) + (p.bonus ? 1 : 0)
    : step === 'fujin' ? Number(p.left ?? 0) : step === 'reparations' ? Number(p.remainder ?? 0) : 0;
  const vars = {
    who: others.map((s) => who(v, ctx, s)).join(', ') || (p.seats.map((s) => who(v, ctx, s)).join(', ')),
    n: left, p: prov,
    why: PLACE_WHY[String(p.why)]?.[lang] ?? '',
    a: p.action ? WORDS.actions[p.action as BidAction]?.[lang] ?? String(p.action) : '',
  };
  const seatsTxt = p.seats.map((s) => el('span', { className: 'rs-mon-sm', style: `--clan:${colour(v, s)}`, title: who(v, ctx, s) }, CLAN_KANJI[clanOf(v, s)]));
  box.append(el('span', { className: 'rs-prompt-who' }, ...seatsTxt));
  box.append(el('strong', {}, mine ? `${w(WORDS.yourTurn, lang)} — ` : ''), fill(mine ? text.me[lang] : text.other[lang], vars));
  if (mine && others.length && step !== 'tea') box.append(el('span', { className: 'muted' }, ` (${w(WORDS.waitingFor, lang)} ${others.map((s) => who(v, ctx, s)).join(', ')})`));
  return box;
}

const SHINTO_LIKE = (u: string) => u === 'shinto' || u === 'komainu';

function actionPanel(v: Sv, ctx: BoardContext, offers: Offers, rerender: () => void): HTMLElement {
  const lang = ctx.lang;
  const legal = ctx.legalMoves as RsMove[];
  const box = el('div', { className: 'rs-actions', id: 'rs-actions' });
  const play = (m: Move) => { selection = null; void ctx.play(m); };
  const btn = (m: RsMove, label: Kid, cls = 'secondary', tip?: string) => {
    offers.handled.add(key(m));
    return el('button', { className: cls, 'data-play': key(m), title: tip, onclick: () => play(m) }, label);
  };
  const of = <T extends RsMove['type']>(t: T) => legal.filter((m): m is Extract<RsMove, { type: T }> => m.type === t);
  const pass = of('pass')[0];
  const row = (...kids: Kid[]) => el('div', { className: 'rs-row-buttons' }, ...kids);
  const hint = (s: string) => el('p', { className: 'rs-hint' }, s);
  const step = v.prompt?.step;
  // The battle (everyone sees it; the viewer's own bid sheet only on its page).
  if (v.battle) box.append(battlePanel(v, ctx, legal, btn));

  // Tea Ceremony: ready and alliances (proposals are private to the two clans).
  if (of('ready').length || of('proposeAlliance').length || of('acceptAlliance').length || of('withdrawAlliance').length) {
    const r = row();
    for (const m of of('acceptAlliance')) r.append(btn(m, `✔ ${w(WORDS.accept, lang)} — ${who(v, ctx, m.from)}`, ''), btn(of('declineAlliance').find((d) => d.from === m.from) ?? m, `✘ ${w(WORDS.decline, lang)}`));
    for (const m of of('declineAlliance')) if (!offers.handled.has(key(m))) r.append(btn(m, `✘ ${w(WORDS.decline, lang)} — ${who(v, ctx, m.from)}`));
    for (const m of of('proposeAlliance')) r.append(btn(m, el('span', {}, el('b', { className: 'rs-kanji-i' }, '盟'), ` ${w(WORDS.propose, lang)} `, el('b', { style: `color:${colour(v, m.to)}` }, who(v, ctx, m.to)))));
    for (const m of of('withdrawAlliance')) r.append(btn(m, `${w(WORDS.withdraw, lang)}: ${w(WORDS.proposedTo, lang)} ${who(v, ctx, m.to)}`));
    for (const m of of('ready')) r.append(btn(m, `茶 ${describeMove(m, lang)}`, 'rs-primary'));
    box.append(r);
  }

  // Mandate choice: the secret tiles.
  const choose = of('chooseMandate');
  if (v.drawn) {
    const hand = el('div', { className: 'rs-hand', 'data-secret': 'drawn' }, el('h4', {}, el('b', { className: 'rs-kanji-i' }, '秘'), ` ${w(WORDS.drawn, lang)}`, el('span', { className: 'muted' }, ` — ${w(WORDS.secretNote, lang)}`)));
    const tiles = el('div', { className: 'rs-tiles' });
    const lotus = choose.some((m) => m.declare !== undefined);
    v.drawn.forEach((id, i) => {
      const ms = choose.filter((m) => m.index === i);
      const sel = selection?.kind === 'lotus' && selection.index === i;
      const t = mandateTile(id, lang, { chosen: sel, disabled: ms.length === 0 });
      t.setAttribute('data-tile', String(i));
      if (ms.length) {
        for (const m of ms) offers.handled.add(key(m));
        if (!lotus) t.setAttribute('data-play', key(ms[0]!));
        t.addEventListener('click', () => {
          if (lotus) { selection = { kind: 'lotus', index: i }; rerender(); } else play(ms[0]!);
        });
      }
      tiles.append(t);
    });
    hand.append(tiles);
    if (lotus) {
      if (selection?.kind === 'lotus') {
        const idx = selection.index;
        hand.append(hint(w(WORDS.declare, lang)), row(...choose.filter((m) => m.index === idx).map((m) => {
          const b = btn(m, el('span', {}, el('b', { className: 'rs-kanji' }, MANDATE_KANJI[m.declare!]), ' ', mandate(m.declare!).name[lang]));
          b.setAttribute('data-declare', m.declare!);
          return b;
        })));
      } else hand.append(hint(w(WORDS.pickTile, lang)));
    }
    box.append(hand);
  }
  if (v.returnedByYou && v.returnedByYou.length) {
    box.append(el('div', { className: 'rs-hand small', 'data-secret': 'returned' }, el('span', { className: 'muted' }, `秘 ${w(WORDS.returned, lang)}: `),
      ...v.returnedByYou.map((m) => el('span', { className: 'rs-mini-tile', style: `--c:${MANDATE_COLOUR[m]}`, title: mandate(m).name[lang] }, MANDATE_KANJI[m], ' ', mandate(m).name[lang]))));
  }

  // Recruit: pick a unit, then a province (and for a Shinto, maybe a shrine).
  const rec = of('recruit');
  if (rec.length) {
    for (const m of rec) offers.handled.add(key(m));
    const units = unique(rec.map((m) => m.unit as string)).sort((a, b) => unitOrder(a) - unitOrder(b));
    let sel = selection?.kind === 'recruit' ? selection : null;
    if (!sel || !sel.unit || !units.includes(sel.unit)) { sel = { kind: 'recruit', unit: units.includes('bushi') ? 'bushi' : units[0]!, province: null }; selection = sel; }
    const s = sel;
    const reserve = v.figures.filter((f) => f.owner === ctx.you && f.where === 'reserve');
    const ub = row(el('span', { className: 'rs-label' }, w(WORDS.summon, lang)));
    for (const u of units) {
      const n = reserve.filter((f) => unitKey(f) === u).length;
      const b = el('button', { className: `rs-unit${s.unit === u ? ' on' : ''}`, 'data-unit': u, 'aria-pressed': s.unit === u ? 'true' : 'false', onclick: () => { selection = { kind: 'recruit', unit: u, province: null }; rerender(); } },
        unitIcon(u, colour(v, ctx.you!)), ` ${unitLabel(u, lang)} `, el('small', {}, `×${n}`));
      ub.append(b);
    }
    box.append(ub);
    for (const m of rec.filter((x) => x.unit === s.unit && x.shrine === undefined)) {
      const toShrine = rec.some((x) => x.unit === s.unit && x.province === m.province && x.shrine !== undefined);
      offers.provinces.set(m.province, toShrine ? () => { selection = { kind: 'recruit', unit: s.unit, province: m.province }; rerender(); } : () => play(m));
    }
    if (s.province) {
      const stay = rec.find((x) => x.unit === s.unit && x.province === s.province && x.shrine === undefined);
      for (const m of rec.filter((x) => x.unit === s.unit && x.province === s.province && x.shrine !== undefined)) offers.shrines.set(m.shrine!, () => play(m));
      box.append(row(stay ? btn(stay, `${w(WORDS.stayIn, lang)} ${provName(s.province, lang)}`) : null, el('span', { className: 'rs-hint' }, w(WORDS.orShrine, lang)),
        ...rec.filter((x) => x.unit === s.unit && x.province === s.province && x.shrine !== undefined).map((m) => btn(m, el('span', {}, toriiIcon(), ` ${kami(v.shrines[m.shrine!] as KamiId).name[lang]}`)))));
    } else box.append(hint(w(WORDS.clickProvince, lang)));
  }

  // Marshal and Fujin: click a figure, then its destination; the Marshal bonus builds a stronghold.
  const moves = of('move');
  const builds = of('buildStronghold');
  if (moves.length || builds.length) {
    for (const m of [...moves, ...builds]) offers.handled.add(key(m));
    const pieceGroup = (id: string): string | null => {
      const f = v.figures.find((x) => x.id === id);
      if (f && f.where === 'province') return groupKey(f.owner!, f.province!, unitKey(f));
      const h = v.strongholds.find((x) => x.id === id);
      return h && h.province ? groupKey(h.owner, h.province, 'stronghold') : null;
    };
    const firstOf = new Map<string, string>();
    for (const m of moves) { const g = pieceGroup(m.piece); if (g && !firstOf.has(g)) firstOf.set(g, m.piece); }
    for (const [g, piece] of firstOf) offers.groups.set(g, () => { selection = { kind: 'move', piece }; rerender(); });
    const sel = selection?.kind === 'move' && moves.some((m) => m.piece === (selection as { piece: string }).piece) ? selection : selection?.kind === 'build' && builds.length ? selection : null;
    if (sel?.kind === 'move' && sel.piece) {
      const g = pieceGroup(sel.piece);
      if (g) offers.chosen.add(g);
      for (const m of moves.filter((x) => x.piece === sel.piece)) offers.provinces.set(m.to, () => play(m));
      const f = v.figures.find((x) => x.id === sel.piece);
      const from = f?.province ?? v.strongholds.find((h) => h.id === sel.piece)?.province ?? null;
      box.append(row(el('span', { className: 'rs-label' }, `${w(WORDS.selected, lang)}: `, unitIcon(f ? unitKey(f) : 'stronghold', colour(v, ctx.you!)), ` ${unitLabel(f ? unitKey(f) : 'stronghold', lang)}${from ? ` (${provName(from, lang)})` : ''}`),
        el('button', { className: 'secondary', 'data-cancel': '', onclick: () => { selection = null; rerender(); } }, w(WORDS.cancel, lang))), hint(w(WORDS.clickDest, lang)));
    } else if (sel?.kind === 'build') {
      for (const m of builds) offers.provinces.set(m.province, () => play(m));
      box.append(row(el('span', { className: 'rs-label' }, `城 ${w(WORDS.build, lang)}`), el('button', { className: 'secondary', 'data-cancel': '', onclick: () => { selection = null; rerender(); } }, w(WORDS.cancel, lang))), hint(w(WORDS.clickProvince, lang)));
    } else if (moves.length) box.append(hint(w(WORDS.clickFigure, lang)));
    const r = row();
    if (builds.length && sel?.kind !== 'build') r.append(el('button', { className: 'secondary', 'data-select': 'build', onclick: () => { selection = { kind: 'build' }; rerender(); } }, `城 ${w(WORDS.build, lang)}`));
    if (pass) r.append(btn(pass, passLabel(step, lang), 'rs-primary'));
    box.append(r);
  }

  // Betray: click an enemy figure, then (if needed) which of your figures replaces it.
  const rep = of('replace');
  if (rep.length) {
    for (const m of rep) offers.handled.add(key(m));
    const targetGroup = (id: string): string | null => {
      const f = v.figures.find((x) => x.id === id);
      if (!f) return null;
      return f.where === 'province' ? groupKey(f.owner!, f.province!, unitKey(f)) : groupKey(f.owner!, `shrine${f.shrine}`, unitKey(f));
    };
    const firstOf = new Map<string, string>();
    for (const m of rep) { const g = targetGroup(m.target); if (g && !firstOf.has(g)) firstOf.set(g, m.target); }
    const choose1 = (target: string) => {
      const ms = rep.filter((m) => m.target === target);
      if (ms.length === 1) play(ms[0]!); else { selection = { kind: 'betray', target }; rerender(); }
    };
    for (const [g, target] of firstOf) offers.groups.set(g, () => choose1(target));
    const list = row();
    for (const [g, target] of firstOf) {
      const f = v.figures.find((x) => x.id === target)!;
      const where = f.where === 'province' ? provName(f.province!, lang) : `${w(WORDS.shrine, lang)} ${f.shrine! + 1}`;
      list.append(el('button', { className: 'secondary', 'data-target': target, 'data-group': g, onclick: () => choose1(target) }, unitIcon(unitKey(f), colour(v, f.owner!)), ` ${unitLabel(unitKey(f), lang)} — ${who(v, ctx, f.owner!)}, ${where}`));
    }
    const sel = selection?.kind === 'betray' && rep.some((m) => m.target === (selection as { target: string }).target) ? selection : null;
    if (sel?.target) {
      const g = targetGroup(sel.target);
      if (g) offers.chosen.add(g);
      box.append(row(el('span', { className: 'rs-label' }, w(WORDS.replaceWith, lang)), ...rep.filter((m) => m.target === sel.target).map((m) => btn(m, el('span', {}, unitIcon(m.unit, colour(v, ctx.you!)), ` ${unitLabel(m.unit, lang)}`)))));
    } else box.append(hint(w(WORDS.clickTarget, lang)));
    box.append(list);
  }

  // Placements (bought monster, Kenin, Samurai, Light, Raijin).
  const pl = of('place');
  if (pl.length) {
    for (const m of pl) offers.handled.add(key(m));
    for (const m of pl.filter((x) => x.province !== undefined && x.shrine === undefined)) {
      const toShrine = pl.some((x) => x.province === m.province && x.shrine !== undefined);
      offers.provinces.set(m.province!, toShrine ? () => { selection = { kind: 'place', province: m.province! }; rerender(); } : () => play(m));
    }
    for (const m of pl.filter((x) => x.province === undefined && x.shrine !== undefined)) offers.shrines.set(m.shrine!, () => play(m));
    const sel = selection?.kind === 'place' ? selection : null;
    if (sel?.province) {
      const p0 = sel.province;
      for (const m of pl.filter((x) => x.province === p0 && x.shrine !== undefined)) offers.shrines.set(m.shrine!, () => play(m));
      const stay = pl.find((x) => x.province === p0 && x.shrine === undefined);
      box.append(row(stay ? btn(stay, `${w(WORDS.stayIn, lang)} ${provName(p0, lang)}`) : null, el('span', { className: 'rs-hint' }, w(WORDS.orShrine, lang)),
        ...pl.filter((x) => x.province === p0 && x.shrine !== undefined).map((m) => btn(m, el('span', {}, toriiIcon(), ` ${kami(v.shrines[m.shrine!] as KamiId).name[lang]}`)))));
    } else box.append(hint(pl.some((m) => m.province !== undefined) ? w(WORDS.clickProvince, lang) : L('Click a glowing shrine.', 'Cliquez un sanctuaire en surbrillance.', 'Klicke einen leuchtenden Schrein.')[lang]));
    const r = row(...pl.filter((m) => m.province === undefined).map((m) => btn(m, el('span', {}, toriiIcon(), ` ${kami(v.shrines[m.shrine!] as KamiId).name[lang]}`))));
    if (pass) r.append(btn(pass, passLabel(step, lang)));
    box.append(r);
  }

  // Targets on the map: Ninja, Take Hostage.
  for (const type of ['ninja', 'takeHostage'] as const) {
    const ms = legal.filter((m) => m.type === type) as { type: typeof type; target: string }[];
    if (!ms.length) continue;
    const list = row();
    const seen = new Set<string>();
    for (const m of ms) {
      offers.handled.add(key(m));
      const f = v.figures.find((x) => x.id === m.target);
      if (!f || f.where !== 'province') continue;
      const g = groupKey(f.owner!, f.province!, unitKey(f));
      if (seen.has(g)) continue;
      seen.add(g);
      offers.groups.set(g, () => play(m));
      list.append(btn(m, el('span', {}, unitIcon(unitKey(f), colour(v, f.owner!)), ` ${unitLabel(unitKey(f), lang)} — ${who(v, ctx, f.owner!)}, ${provName(f.province!, lang)}`)));
    }
    box.append(hint(w(WORDS.clickTarget, lang)), list);
  }

  // Train / Ryujin: the offer, with a buy button on each affordable card.
  const buys = of('buy');
  if (buys.length || step === 'train' && legal.length) {
    box.append(offerGrid(v, ctx, buys, (m) => btn(m, `${describeMove(m, lang)}`, 'rs-primary small')));
  }


  // Single buttons: advantages, card prompts, reparations.
  const singles = row();
  for (const m of of('seppuku')) singles.append(btn(m, `⚔ ${describeMove(m, lang)}`, 'rs-primary', w(WORDS.actionHelp.seppuku, lang)));
  for (const m of of('hireRonin')) singles.append(btn(m, `浪 ${describeMove(m, lang)}`, 'rs-primary', w(WORDS.actionHelp.ronin, lang)));
  for (const m of of('mercy')) singles.append(btn(m, `慈 ${describeMove(m, lang)}`, 'rs-primary'));
  for (const m of of('monkey')) singles.append(btn(m, `猿 ${describeMove(m, lang)}`, 'rs-primary'));
  for (const m of of('benevolence')) singles.append(btn(m, `◎ → ${who(v, ctx, m.to)}`));
  for (const m of of('reparations')) singles.append(btn(m, `+1 ◎ → ${m.extra.map((x) => who(v, ctx, x)).join(', ')}`));
  if (pass && !offers.handled.has(key(pass))) singles.append(btn(pass, passLabel(step, lang, v.prompt?.action as string | undefined), rec.length ? 'rs-primary' : 'secondary'));
  if (singles.childNodes.length) box.append(singles);
  return box;
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

const PASS_LABEL: Record<string, W> = {
  recruit: L('Done recruiting', 'Fin du recrutement', 'Rekrutierung beenden'),
  marshal: L('End my march', 'Terminer ma manœuvre', 'Marsch beenden'),
  fujin: L('Stop moving', 'Arrêter les déplacements', 'Nicht mehr bewegen'),
  train: L('Buy nothing', 'Ne rien acheter', 'Nichts kaufen'),
  betray: L('End Betray', 'Terminer la Trahison', 'Verrat beenden'),
  place: L('Place nothing', 'Ne rien placer', 'Nichts aufstellen'),
  seppuku: L('No Seppuku', 'Pas de Seppuku', 'Kein Seppuku'),
  hostage: L('Take no hostage', 'Ne pas prendre d’otage', 'Keine Geisel nehmen'),
  ronin: L('Do not hire the Ronin', 'Ne pas engager les Ronins', 'Keine Ronins anheuern'),
};
function passLabel(step: string | undefined, lang: Lang, action?: string): string {
  const k = step === 'advantage' ? action ?? '' : step ?? '';
  return PASS_LABEL[k]?.[lang] ?? L('Decline', 'Refuser', 'Ablehnen')[lang];
}
const unitOrder = (u: string) => (u === 'daimyo' ? 0 : u === 'bushi' ? 1 : u === 'shinto' ? 2 : 3);

function toriiIcon(): SVGElement {
  return svg('svg', { viewBox: '0 0 24 20', width: 18, height: 15, class: 'rs-icon rs-torii' },
    svg('path', { d: 'M1,3 Q12,0 23,3 L22,6 L2,6 Z', fill: '#c92a2a' }), svg('rect', { x: 4, y: 8, width: 16, height: 2.4, fill: '#c92a2a' }),
    svg('rect', { x: 5.5, y: 5, width: 2.6, height: 15, fill: '#c92a2a' }), svg('rect', { x: 15.9, y: 5, width: 2.6, height: 15, fill: '#c92a2a' }));
}

function unitIcon(unit: string, c: string): SVGElement {
  const s = svg('svg', { viewBox: '-14 -14 28 28', width: 22, height: 22, class: 'rs-icon' });
  s.append(token(unit, c, 0, 0, 1, false, false));
  return s;
}

function mandateTile(id: MandateId, lang: Lang, o: { chosen?: boolean; disabled?: boolean } = {}): HTMLElement {
  const m = mandate(id);
  return el('button', { className: `rs-tile${o.chosen ? ' chosen' : ''}`, 'data-mandate': id, disabled: o.disabled, style: `--c:${MANDATE_COLOUR[id]}`, title: m.summary[lang] },
    el('b', { className: 'rs-kanji' }, MANDATE_KANJI[id]), el('strong', {}, m.name[lang]), el('small', {}, m.summary[lang]));
}

function battlePanel(v: Sv, ctx: BoardContext, legal: RsMove[], btn: (m: RsMove, label: Kid, cls?: string, tip?: string) => HTMLElement): HTMLElement {
  const lang = ctx.lang;
  const b = v.battle!;
  const box = el('div', { className: 'rs-battle', 'data-battle': b.province, 'data-revealed': b.revealed ? 'yes' : 'no' },
    el('h4', {}, `⚔ ${w(WORDS.battle, lang)} ${provName(b.province, lang)} `, el('span', { className: 'muted' }, `(#${b.order})`)));
  const actions = ['seppuku', 'hostage', 'ronin', 'poets'] as BidAction[];
  const table = el('table', { className: 'rs-bids' });
  table.append(el('tr', {}, el('th', {}, ''), el('th', {}, w(WORDS.force, lang)), el('th', {}, '◎'),
    ...actions.map((a) => el('th', { title: w(WORDS.actionHelp[a], lang) }, w(WORDS.actions[a], lang))), el('th', {}, '')));
  for (const s of b.involved) {
    const bid = b.bids[s];
    const mineRow = s === ctx.you;
    const tr = el('tr', { 'data-seat': s, className: mineRow ? 'mine' : '' },
      el('td', {}, el('span', { className: 'rs-mon-sm', style: `--clan:${colour(v, s)}` }, CLAN_KANJI[clanOf(v, s)]), ` ${who(v, ctx, s)}`),
      el('td', {}, String(v.forces?.[b.province]?.[s] ?? '')),
      el('td', {}, String(v.coins[s] ?? 0)));
    for (const a of actions) {
      const cell = el('td', { className: 'rs-bid' });
      if (bid) {
        cell.textContent = String(bid[a]);
        if (!b.revealed) cell.setAttribute('data-secret', 'bid');
        const won = b.revealed && bid[a] > 0 && b.involved.every((x) => x === s || (b.bids[x]?.[a] ?? 0) < bid[a] || ((b.bids[x]?.[a] ?? 0) === bid[a] && v.honor.indexOf(s) < v.honor.indexOf(x)));
        if (won) cell.classList.add('won');
      } else cell.append(el('span', { className: 'rs-hidden-bid', title: w(WORDS.hiddenBid, lang) }, '?'));
      tr.append(cell);
    }
    tr.append(el('td', { className: 'muted' }, b.revealed ? (b.winner === s ? `勝 ${w(WORDS.winner, lang)}` : b.hired === s ? w(WORDS.hired, lang) : '') : b.submitted[s] ? `✔ ${w(WORDS.submitted, lang)}` : w(WORDS.bidding, lang)));
    table.append(tr);
  }
  box.append(table);
  if (b.revealed && b.killed) box.append(el('p', { className: 'muted' }, `${w(WORDS.killed, lang)}: ${b.killed}`));
  // The viewer's own bid sheet: one button per legal amount.
  const sets = legal.filter((m): m is Extract<RsMove, { type: 'setBid' }> => m.type === 'setBid');
  const submit = legal.find((m) => m.type === 'submitBid');
  if ((sets.length || submit) && ctx.you !== null) {
    const mine = b.bids[ctx.you];
    const sheet = el('div', { className: 'rs-bid-sheet', 'data-secret': 'bid' }, el('h4', {}, el('b', { className: 'rs-kanji-i' }, '秘'), ` ${w(WORDS.yourBid, lang)}`, el('span', { className: 'muted' }, ` — ${w(WORDS.secretNote, lang)}`)));
    for (const a of actions) {
      const amounts = sets.filter((m) => m.action === a);
      const cur = mine?.[a] ?? 0;
      const r = el('div', { className: 'rs-bid-row', 'data-action': a },
        el('span', { className: 'rs-bid-name', title: w(WORDS.actionHelp[a], lang) }, w(WORDS.actions[a], lang), el('small', {}, ' ⓘ')));
      const values = unique([...amounts.map((m) => m.coins), cur]).sort((x, y) => x - y);
      for (const n of values) {
        const m = amounts.find((x) => x.coins === n);
        if (m) { const bb = btn(m, String(n), 'rs-amount'); bb.setAttribute('data-amount', String(n)); r.append(bb); }
        else r.append(el('button', { className: 'rs-amount on', disabled: true, 'data-amount': n, 'aria-pressed': 'true' }, String(n)));
      }
      sheet.append(r);
    }
    const total = mine ? mine.seppuku + mine.hostage + mine.ronin + mine.poets : 0;
    sheet.append(el('div', { className: 'rs-row-buttons' }, el('span', { className: 'rs-label' }, `${w(WORDS.total, lang)}: ${total} ${w(WORDS.of, lang)} ${v.coins[ctx.you] ?? 0} ◎`),
      submit ? btn(submit, `✔ ${describeMove(submit, lang)}`, 'rs-primary') : null));
    box.append(sheet);
  }
  return box;
}

// ---------------------------------------------------------------- season cards

function cardChip(id: string, lang: Lang): HTMLElement {
  const c = card(id);
  if (!c) return el('span', { className: 'rs-chip' }, id);
  return el('span', { className: `rs-chip${c.provisional ? ' provisional' : ''}`, 'data-card': id, style: `--t:${CARD_COLOUR[c.type]}`, title: cardTip(c, lang) }, c.name[lang]);
}
function cardTip(c: CardData, lang: Lang): string {
  return `${c.name[lang]} — ${WORDS.types[c.type]?.[lang] ?? c.type}, ${w(WORDS.cost, lang)} ${c.cost}\n${c.summary[lang]}${c.provisional ? `\n⚠ ${provisionalNote(lang, c.confidence)}` : ''}`;
}

function offerGrid(v: Sv, ctx: BoardContext, buys: Extract<RsMove, { type: 'buy' }>[], buyButton: ((m: Extract<RsMove, { type: 'buy' }>) => HTMLElement) | null): HTMLElement {
  const lang = ctx.lang;
  const box = el('div', { className: 'rs-offer', id: buyButton ? 'rs-offer-buy' : 'rs-offer' }, el('h4', {}, `${w(WORDS.offer, lang)} (${v.offer.length})`));
  const grid = el('div', { className: 'rs-cards' });
  const counts = new Map<string, number>();
  for (const id of v.offer) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of counts) {
    const c = card(id);
    if (!c) continue;
    const buy = buys.find((m) => m.card === id);
    const cardEl = el('div', { className: `rs-card${buy ? ' buyable' : ''}`, 'data-card': id, style: `--t:${CARD_COLOUR[c.type]}`, title: cardTip(c, lang) },
      el('div', { className: 'rs-card-head' }, el('span', { className: 'rs-cost', title: w(WORDS.cost, lang) }, String(c.cost)), el('strong', {}, c.name[lang]), n > 1 ? el('span', { className: 'rs-copies' }, `×${n}`) : null),
      el('div', { className: 'rs-card-type' }, WORDS.types[c.type]?.[lang] ?? c.type, c.monster ? ` · ${w(WORDS.force, lang)} ${monster(c.monster).force}${monster(c.monster).lowForce ? `/${monster(c.monster).lowForce}` : ''}` : '',
        c.provisional ? el('span', { className: 'rs-prov', title: provisionalNote(lang, c.confidence) }, ' ⚠') : null),
      el('p', {}, c.summary[lang]),
      buy && buyButton ? buyButton(buy) : null);
    grid.append(cardEl);
  }
  box.append(grid);
  return box;
}

// ---------------------------------------------------------------- clans

function clanPanels(v: Sv, ctx: BoardContext): HTMLElement {
  const lang = ctx.lang;
  const grid = el('div', { className: 'rs-clans' });
  for (const s of seats(v)) {
    const c = clanOf(v, s);
    const cd = clan(c);
    const ally = allyOf(v, s);
    const awaited = v.awaiting.includes(s);
    const reserve = v.figures.filter((f) => f.owner === s && f.where === 'reserve');
    const holdsLeft = v.strongholds.filter((h) => h.owner === s && h.province === null).length;
    const hostages = v.figures.filter((f) => f.where === 'hostage' && f.holder === s);
    const tokens = v.warTokens[s] ?? [];
    const honorRank = v.honor.indexOf(s) + 1;
    const ready = v.tea?.ready[s];
    const panel = el('div', {
      className: `rs-clan${awaited ? ' awaited' : ''}${s === ctx.you ? ' you' : ''}`, 'data-seat': s, 'data-clan': c, style: `--clan:${CLAN_COLOUR[c]}`,
      'data-coins': v.coins[s], 'data-ronin': v.ronin[s], 'data-vp': v.vp[s], 'data-honor-rank': honorRank, 'data-ready': v.tea ? (ready ? 'yes' : 'no') : '',
    });
    panel.append(el('div', { className: 'rs-clan-head' },
      el('span', { className: 'rs-mon', title: `${cd.name[lang]}: ${cd.ability[lang]}${cd.provisional ? `\n⚠ ${provisionalNote(lang, Object.entries(cd.confidence).map(([k, x]) => `${k} ${x}`).join(', '))}` : ''}` }, CLAN_KANJI[c]),
      el('div', {}, el('strong', {}, ctx.seatNames[s] ?? `#${s}`, s === ctx.you ? el('span', { className: 'rs-you' }, ` (${w(WORDS.you, lang)})`) : null),
        el('div', { className: 'rs-clan-name', title: cd.ability[lang] }, `${cd.name[lang]} · ${w(WORDS.income, lang)} ${cd.income}`)),
      el('span', { className: 'rs-honor-badge', title: `${w(WORDS.honor, lang)} ${honorRank}/${v.players}` }, `名 ${honorRank}`),
      awaited ? el('span', { className: 'rs-wait', title: w(WORDS.waitingFor, lang) }) : null));
    panel.append(el('div', { className: 'rs-stats' },
      stat('rs-vp', '★', v.vp[s] ?? 0, w(WORDS.vpLong, lang)),
      stat('rs-coins', '◎', v.coins[s] ?? 0, w(WORDS.coins, lang)),
      stat('rs-ronin', '浪', v.ronin[s] ?? 0, w(WORDS.ronin, lang)),
      stat('rs-tokens', '戦', tokens.length, `${w(WORDS.warTokens, lang)}: ${tokens.map((t) => `${provName(t.province, lang)} (${WORDS.seasons[t.season - 1]?.[lang]})`).join(', ') || '—'}`)));
    if (tokens.length) {
      panel.append(el('div', { className: 'rs-token-row', title: w(WORDS.warTokens, lang) }, ...tokens.map((t) => el('span', {
        className: `rs-wtok s${t.season}`, 'data-province': t.province, title: `${provName(t.province, lang)} — ${WORDS.seasons[t.season - 1]?.[lang]} (${t.season} ${w(WORDS.vp, lang)})`,
      }, PROVINCE_KANJI[t.province].slice(0, 1)))));
    }
    const res = el('div', { className: 'rs-reserve', title: w(WORDS.reserve, lang) }, el('span', { className: 'muted' }, `${w(WORDS.reserve, lang)}: `));
    const counts = new Map<string, number>();
    for (const f of reserve) counts.set(unitKey(f), (counts.get(unitKey(f)) ?? 0) + 1);
    if (holdsLeft) counts.set('stronghold', holdsLeft);
    for (const u of ['stronghold', 'daimyo', 'bushi', 'shinto', ...[...counts.keys()].filter((k) => isMonster(k))]) {
      const n = counts.get(u);
      if (!n) continue;
      res.append(el('span', { className: 'rs-res', 'data-unit': u, title: `${n} × ${unitLabel(u, lang)}` }, unitIcon(u, CLAN_COLOUR[c]), `×${n}`));
    }
    if (counts.size === 0) res.append('—');
    panel.append(res);
    if (hostages.length) {
      panel.append(el('div', { className: 'rs-hostages' }, el('span', { className: 'muted' }, `${w(WORDS.hostages, lang)}: `),
        ...hostages.map((f) => el('span', { className: 'rs-res', title: `${unitLabel(unitKey(f), lang)} — ${who(v, ctx, f.owner!)}` }, unitIcon(unitKey(f), colour(v, f.owner!))))));
    }
    const cards = v.cards[s] ?? [];
    panel.append(el('div', { className: 'rs-owned' }, ...(cards.length ? cards.map((id) => cardChip(id, lang)) : [el('span', { className: 'muted' }, w(WORDS.noCards, lang))])));
    const foot = el('div', { className: 'rs-clan-foot' });
    if (ally !== null) foot.append(el('span', { className: 'rs-ally', 'data-ally': ally }, `盟 ${w(WORDS.allyOf, lang)} `, el('b', { style: `color:${colour(v, ally)}` }, who(v, ctx, ally))));
    if (v.tea) foot.append(el('span', { className: `rs-ready ${ready ? 'yes' : ''}` }, ready ? `茶 ${w(WORDS.ready, lang)}` : `… ${w(WORDS.notReady, lang)}`));
    if (foot.childNodes.length) panel.append(foot);
    grid.append(panel);
  }
  return grid;
}
function stat(cls: string, icon: string, n: number, tip: string): HTMLElement {
  return el('span', { className: `rs-stat ${cls}`, title: tip }, el('i', {}, icon), el('b', {}, String(n)));
}

// ---------------------------------------------------------------- diplomacy: alliances, gifts, deals

function diplomacy(v: Sv, ctx: BoardContext, offers: Offers): HTMLElement | null {
  const lang = ctx.lang;
  const legal = ctx.legalMoves as RsMove[];
  const box = el('div', { className: 'rs-diplomacy', id: 'rs-diplomacy' }, el('h4', {}, `外交 ${w(WORDS.diplomacy, lang)}`));
  const play = (m: Move) => { selection = null; void ctx.play(m); };
  const al = el('p', { className: 'rs-alliances' });
  if (v.alliances.length) {
    for (const [a, b] of v.alliances) al.append(el('span', { className: 'rs-alliance', 'data-alliance': `${a}-${b}` }, el('b', { style: `color:${colour(v, a)}` }, who(v, ctx, a)), ' 盟 ', el('b', { style: `color:${colour(v, b)}` }, who(v, ctx, b))), ' ');
  } else al.append(el('span', { className: 'muted' }, w(WORDS.noAlliance, lang)));
  box.append(al);
  if (v.tea && ctx.you !== null) {
    for (const p of v.tea.proposals) {
      box.append(el('p', { className: 'rs-proposal', 'data-secret': 'proposal' }, p.to === ctx.you ? `${who(v, ctx, p.from)} ${w(WORDS.proposedBy, lang)}` : `${w(WORDS.proposedTo, lang)} ${who(v, ctx, p.to)}`));
    }
  }
  // Deals (private to the two clans).
  if (v.deals.length) {
    const ul = el('ul', { className: 'rs-deals' });
    for (const d of v.deals) {
      const li = el('li', { 'data-deal': d.id, 'data-status': d.status },
        `${w(WORDS.dealWith, lang)} ${d.id}: ${who(v, ctx, d.from)} → ${who(v, ctx, d.to)} «${d.terms}»`,
        d.coins + d.ronin ? el('span', { className: 'muted' }, ` (${w(WORDS.attached, lang)}: ${d.coins} ◎, ${d.ronin} 浪)`) : null,
        el('span', { className: 'muted' }, ` — ${d.status}`));
      for (const m of legal.filter((x) => (x.type === 'acceptDeal' || x.type === 'declineDeal' || x.type === 'withdrawDeal') && x.deal === d.id)) {
        offers.handled.add(key(m));
        li.append(' ', el('button', { className: 'secondary small', 'data-play': key(m), onclick: () => play(m) }, m.type === 'acceptDeal' ? w(WORDS.accept, lang) : m.type === 'declineDeal' ? w(WORDS.decline, lang) : w(WORDS.withdraw, lang)));
      }
      ul.append(li);
    }
    box.append(ul);
  }
  // Gifts: every legal gift is reachable through the three selects.
  const gifts = legal.filter((m): m is Extract<RsMove, { type: 'gift' }> => m.type === 'gift');
  for (const m of gifts) offers.handled.add(key(m));
  const dealPhase = ctx.you !== null && (v.phase === 'tea' || v.phase === 'political') && ctx.legalMoves.length > 0;
  if (gifts.length) {
    const targets = unique(gifts.map((m) => m.to));
    const to = el('select', { id: 'rs-gift-to' }, ...targets.map((s) => el('option', { value: s }, who(v, ctx, s)))) as HTMLSelectElement;
    const what = el('select', { id: 'rs-gift-what' }) as HTMLSelectElement;
    const amounts = new Set(gifts.map((m) => (m.coins ? `c${m.coins}` : `r${m.ronin}`)));
    for (const a of amounts) what.append(el('option', { value: a }, a.startsWith('c') ? `${a.slice(1)} ◎ (${w(WORDS.coins, lang)})` : `${a.slice(1)} 浪 (${w(WORDS.ronin, lang)})`));
    const send = () => {
      const a = what.value;
      const m = gifts.find((g) => g.to === Number(to.value) && (a.startsWith('c') ? g.coins === Number(a.slice(1)) && g.ronin === 0 : g.ronin === Number(a.slice(1)) && g.coins === 0));
      if (m) play(m);
    };
    box.append(el('div', { className: 'rs-row-buttons rs-gift' }, el('span', { className: 'rs-label' }, `贈 ${w(WORDS.gift, lang)}`), what, el('span', {}, w(WORDS.giftTo, lang)), to,
      el('button', { className: 'secondary', id: 'rs-gift-send', onclick: send }, w(WORDS.gift, lang))));
  }
  if (dealPhase) {
    const others = seats(v).filter((s) => s !== ctx.you);
    const to = el('select', { id: 'rs-deal-to' }, ...others.map((s) => el('option', { value: s }, who(v, ctx, s)))) as HTMLSelectElement;
    const terms = el('input', { id: 'rs-deal-terms', maxlength: 280, placeholder: w(WORDS.dealTerms, lang) }) as HTMLInputElement;
    const coins = el('input', { id: 'rs-deal-coins', type: 'number', min: 0, max: v.coins[ctx.you!] ?? 0, value: 0, title: w(WORDS.coins, lang), style: 'width:4.2em' }) as HTMLInputElement;
    const ronin = el('input', { id: 'rs-deal-ronin', type: 'number', min: 0, max: v.ronin[ctx.you!] ?? 0, value: 0, title: w(WORDS.ronin, lang), style: 'width:4.2em' }) as HTMLInputElement;
    box.append(el('details', { className: 'rs-deal-form' }, el('summary', {}, `約 ${w(WORDS.offerDeal, lang)}`),
      el('div', { className: 'rs-row-buttons' }, to, terms, el('span', {}, '◎'), coins, el('span', {}, '浪'), ronin,
        el('button', { className: 'secondary', id: 'rs-deal-send', onclick: () => {
          if (!terms.value.trim()) return;
          play({ type: 'offerDeal', to: Number(to.value), terms: terms.value.trim(), coins: Math.max(0, Number(coins.value) || 0), ronin: Math.max(0, Number(ronin.value) || 0) } as Move);
        } }, w(WORDS.offerDeal, lang)))));
  }
  return box;
}

// ---------------------------------------------------------------- final scoring

function finalScoring(v: Sv, ctx: BoardContext): HTMLElement | null {
  if (!v.winter) return null;
  const lang = ctx.lang;
  const table = el('table', { className: 'rs-final' }, el('tr', {}, el('th', {}, ''), el('th', {}, w(WORDS.beforeWinter, lang)), el('th', {}, w(WORDS.winterCards, lang)),
    el('th', {}, w(WORDS.warTokens, lang)), el('th', {}, w(WORDS.distinct, lang)), el('th', {}, w(WORDS.vp, lang))));
  const lines = [...v.winter].sort((a, b) => b.total - a.total);
  for (const l of lines) {
    table.append(el('tr', { 'data-seat': l.seat, className: v.result?.winners.includes(l.seat) ? 'rs-winner' : '' },
      el('td', {}, el('span', { className: 'rs-mon-sm', style: `--clan:${colour(v, l.seat)}` }, CLAN_KANJI[clanOf(v, l.seat)]), ` ${who(v, ctx, l.seat)}`),
      el('td', {}, String(l.vpBeforeWinter)), el('td', {}, `+${l.winterCards}`), el('td', {}, `+${l.warTokens}`),
      el('td', {}, `${l.distinctProvinces} → +${l.distinctBonus}`), el('td', {}, el('b', {}, String(l.total)))));
  }
  return el('div', { className: 'rs-result', id: 'rs-final' }, el('h4', {}, `❄ ${w(WORDS.result, lang)}`), table);
}

// ---------------------------------------------------------------- the rest: every legal move not covered above

function otherChoices(ctx: BoardContext, offers: Offers): HTMLElement | null {
  const rest = ctx.legalMoves.filter((m) => !offers.handled.has(key(m)) && m.type !== 'offerDeal');
  if (!rest.length) return null;
  const play = (m: Move) => { selection = null; void ctx.play(m); };
  return el('details', { className: 'rs-other', id: 'rs-other', open: rest.length <= 6 }, el('summary', {}, `${w(WORDS.otherChoices, ctx.lang)} (${rest.length})`),
    el('div', { className: 'rs-row-buttons' }, ...rest.slice(0, 200).map((m) => el('button', { className: 'secondary small', 'data-play': key(m), onclick: () => play(m) }, describeMove(m as RsMove, ctx.lang)))));
}

// ---------------------------------------------------------------- styles

const STYLE = `
.rs-board { --ink:#2d2418; font-size: .95rem; }
.rs-board .muted { color: #7a6d5a; }
.rs-strip { display:flex; flex-wrap:wrap; gap:.6rem 1rem; align-items:center; justify-content:space-between; background:linear-gradient(#fffaf0,#f7ecd6); border:1px solid #e0cfa9; border-radius:10px; padding:.45rem .7rem; margin-bottom:.5rem; }
.rs-when { display:flex; gap:.5rem; align-items:center; flex-wrap:wrap; }
.rs-seasons { display:flex; gap:.25rem; }
.rs-season { font-size:.78rem; padding:.15rem .45rem; border-radius:999px; color:#9a8b70; border:1px solid transparent; }
.rs-season b { font-size:.95rem; margin-right:.2rem; }
.rs-season.now { background:#b02a2a; color:#fff; font-weight:700; }
.rs-season.past { color:#6b5d45; text-decoration: line-through; text-decoration-color: #c9b58d; }
.rs-phase { font-weight:700; padding:.15rem .55rem; border-radius:6px; background:#efe3c6; }
.rs-phase.war { background:#b02a2a; color:#fff; }
.rs-phase.tea { background:#d3f0d1; color:#1f5a23; }
.rs-phase.political { background:#dbe9f8; color:#1c4f86; }
.rs-active { font-size:.85rem; }
.rs-active b { color:var(--c); }
.rs-track { display:flex; gap:.25rem; align-items:center; flex-wrap:wrap; }
.rs-track-label { font-size:.75rem; color:#7a6d5a; margin-right:.2rem; }
.rs-slot { position:relative; display:inline-flex; flex-direction:column; align-items:center; justify-content:center; width:3.3rem; height:3.2rem; border-radius:7px; border:1.5px dashed #cdb98f; background:#fffdf7; font-size:.68rem; color:#a39478; line-height:1.1; }
.rs-slot b { font-size:1.05rem; }
.rs-slot.filled { border:2px solid var(--clan); background:var(--c); color:#fff; box-shadow: inset 0 -3px 0 rgba(0,0,0,.15); }
.rs-slot.filled small { font-size:.6rem; max-width:3.1rem; overflow:hidden; text-overflow:ellipsis; white-space:nowrap; }
.rs-slot.facedown { background: repeating-linear-gradient(45deg, var(--c), var(--c) 5px, #00000030 5px, #00000030 9px); }
.rs-slot.current { outline:3px solid #ffd43b; outline-offset:1px; }
.rs-slot.next { border:2px dashed var(--clan); color:var(--clan); }
.rs-slot.next small { font-size:.58rem; text-align:center; }
.rs-slot .rs-chooser { position:absolute; top:-7px; right:-7px; font-style:normal; background:var(--clan); color:#fff; border:1.5px solid #fff; border-radius:50%; width:1.15rem; height:1.15rem; font-size:.62rem; display:flex; align-items:center; justify-content:center; }
.rs-own-tile { position:absolute; bottom:-1.05rem; font-size:.58rem; color:#5c4f3a; white-space:nowrap; font-style:normal; }
.rs-kami-mark { display:inline-flex; }
.rs-kanji-i { font-weight:700; }
.rs-pile { display:inline-flex; align-items:center; gap:.25rem; font-size:.75rem; color:#7a6d5a; margin-left:.3rem; }
.rs-pile i { display:inline-block; width:.9rem; height:1.1rem; border-radius:3px; background:repeating-linear-gradient(45deg,#8a6d3b,#8a6d3b 3px,#a8894f 3px,#a8894f 6px); box-shadow:2px 2px 0 #c9b58d; }
.rs-wait { width:.7rem; height:.7rem; border-radius:50%; background:#f08c00; animation: rs-glow .8s ease-in-out infinite alternate; }
.rs-prompt { display:flex; gap:.5rem; align-items:center; flex-wrap:wrap; padding:.55rem .8rem; border-radius:10px; background:#f1f3f5; border-left:6px solid #adb5bd; font-size:1rem; }
.rs-prompt.mine { background:#fff3bf; border-left-color:#f08c00; box-shadow:0 0 0 2px #ffe066 inset; }
.rs-prompt-who { display:inline-flex; gap:.15rem; }
.rs-mon-sm { display:inline-flex; align-items:center; justify-content:center; width:1.35rem; height:1.35rem; border-radius:50%; background:var(--clan); color:#fff; font-size:.75rem; font-weight:700; vertical-align:middle; }
.rs-actions { margin:.45rem 0 .6rem; display:flex; flex-direction:column; gap:.4rem; }
.rs-actions:empty { display:none; }
.rs-row-buttons { display:flex; flex-wrap:wrap; gap:.35rem; align-items:center; }
.rs-board button { font-size:.88rem; padding:.35rem .7rem; }
.rs-board button.small { font-size:.78rem; padding:.2rem .5rem; }
.rs-board button.rs-primary { background:#b02a2a; color:#fff; }
.rs-board button.secondary:hover:not(:disabled) { border-color:#b02a2a; }
.rs-label { font-weight:600; font-size:.88rem; }
.rs-hint { margin:0; font-size:.85rem; color:#7a5a10; }
.rs-hint::before { content:"➜ "; }
.rs-unit { background:#fff; color:var(--ink); border:1.5px solid #d9cfbf; display:inline-flex; align-items:center; gap:.15rem; }
.rs-unit.on { border-color:#f08c00; background:#fff3bf; box-shadow:0 0 0 2px #ffd43b; }
.rs-icon { vertical-align:middle; }
.rs-hand { background:#2d2418; color:#f8f0dc; border-radius:10px; padding:.5rem .7rem; }
.rs-hand h4 { margin:0 0 .4rem; font-size:.95rem; }
.rs-hand .muted { color:#cdbf9f; }
.rs-hand.small { padding:.3rem .6rem; font-size:.85rem; }
.rs-hand .rs-hint { color:#ffe8a3; margin-top:.4rem; }
.rs-tiles { display:flex; gap:.5rem; flex-wrap:wrap; }
.rs-board .rs-tile { width:9.3rem; min-height:8.2rem; display:flex; flex-direction:column; align-items:center; gap:.15rem; background:linear-gradient(#fffdf7,#f3e6c8); color:#2d2418; border:3px solid var(--c); border-radius:10px; padding:.4rem; text-align:center; box-shadow:0 3px 0 #00000040; transition: transform .1s; }
.rs-board .rs-tile:hover:not(:disabled) { transform: translateY(-3px); }
.rs-board .rs-tile.chosen { outline:4px solid #ffd43b; }
.rs-tile .rs-kanji { font-size:1.8rem; color:var(--c); line-height:1.1; }
.rs-tile small { font-size:.68rem; color:#5c4f3a; line-height:1.2; }
.rs-mini-tile { display:inline-block; background:var(--c); color:#fff; border-radius:5px; padding:0 .35rem; margin-right:.25rem; font-size:.8rem; }
.rs-map { width:100%; height:auto; display:block; border-radius:14px; user-select:none; }
.rs-map .rs-province.lit, .rs-map .rs-plate.lit, .rs-map .rs-shrine.lit, .rs-map .rs-fig.lit { cursor:pointer; }
.rs-map .rs-province.lit .rs-lit-fill { animation: rs-glow 1.4s ease-in-out infinite alternate; }
.rs-map .rs-province.lit:hover .rs-lit-fill { fill-opacity:.85; }
.rs-map .rs-fig.lit .halo { animation: rs-glow 1s ease-in-out infinite alternate; }
.rs-map .rs-shrine.lit rect:first-child { animation: rs-glow 1.4s ease-in-out infinite alternate; }
.rs-map .rs-pulse { animation: rs-pulse 1.3s ease-out infinite; transform-box: fill-box; transform-origin: center; }
@keyframes rs-glow { from { opacity:.7 } to { opacity:1 } }
@keyframes rs-pulse { from { opacity:1; transform: scale(.8) } to { opacity:0; transform: scale(1.5) } }
.rs-battle { border:2px solid #b02a2a; border-radius:10px; padding:.5rem .7rem; background:#fff5f5; }
.rs-battle h4 { margin:0 0 .3rem; color:#8a1c1c; }
.rs-bids { width:100%; font-size:.85rem; }
.rs-bids td, .rs-bids th { padding:.2rem .4rem; }
.rs-bids tr.mine { background:#fff3bf; }
.rs-bid { text-align:center; font-weight:700; }
.rs-bid.won { background:#ffe066; border-radius:4px; }
.rs-hidden-bid { display:inline-block; width:1.3rem; height:1.3rem; line-height:1.3rem; border-radius:4px; background:#2d2418; color:#f8f0dc; text-align:center; }
.rs-bid-sheet { margin-top:.5rem; background:#2d2418; color:#f8f0dc; border-radius:10px; padding:.5rem .7rem; }
.rs-bid-sheet h4 { margin:0 0 .3rem; color:#f8f0dc; }
.rs-bid-sheet .muted { color:#cdbf9f; }
.rs-bid-row { display:flex; flex-wrap:wrap; align-items:center; gap:.2rem; margin:.15rem 0; }
.rs-bid-name { width:10rem; font-weight:700; cursor:help; }
.rs-bid-name small { font-weight:400; color:#cdbf9f; }
.rs-board .rs-amount { min-width:2rem; padding:.2rem .4rem; background:#4a3d2a; color:#f8f0dc; border:1px solid #6d5b3f; }
.rs-board .rs-amount.on, .rs-board .rs-amount:disabled { background:#ffd43b; color:#2d2418; opacity:1; font-weight:800; }
.rs-clans { display:grid; grid-template-columns:repeat(auto-fill, minmax(15.5rem, 1fr)); gap:.5rem; margin:.6rem 0; }
.rs-clan { border:1px solid #e0cfa9; border-top:5px solid var(--clan); border-radius:10px; background:#fffdf7; padding:.45rem .6rem; display:flex; flex-direction:column; gap:.3rem; }
.rs-clan.awaited { box-shadow:0 0 0 3px #ffe066; }
.rs-clan.you { background:#fffaf0; }
.rs-clan-head { display:flex; gap:.45rem; align-items:center; }
.rs-clan-head > div { flex:1; min-width:0; }
.rs-clan-name { font-size:.78rem; color:#7a6d5a; }
.rs-mon { display:inline-flex; align-items:center; justify-content:center; width:2.1rem; height:2.1rem; border-radius:50%; background:var(--clan); color:#fff; font-weight:700; font-size:1.1rem; border:2px solid #fff; box-shadow:0 0 0 1.5px var(--clan); cursor:help; flex:none; }
.rs-you { color:#b02a2a; font-weight:600; }
.rs-honor-badge { font-size:.75rem; background:#efe3c6; padding:.1rem .35rem; border-radius:5px; }
.rs-stats { display:flex; gap:.5rem; }
.rs-stat { display:inline-flex; gap:.2rem; align-items:center; background:#f6efe0; border-radius:6px; padding:.05rem .45rem; font-size:.9rem; }
.rs-stat i { font-style:normal; color:#8a6d3b; }
.rs-stat.rs-vp i { color:#c92a2a; }
.rs-stat.rs-coins i { color:#b08a10; }
.rs-reserve, .rs-hostages { font-size:.78rem; display:flex; flex-wrap:wrap; align-items:center; gap:.2rem; }
.rs-res { display:inline-flex; align-items:center; font-size:.75rem; }
.rs-owned { display:flex; flex-wrap:wrap; gap:.2rem; font-size:.75rem; }
.rs-chip { border-left:4px solid var(--t); background:#f6efe0; border-radius:4px; padding:0 .35rem; cursor:help; }
.rs-chip.provisional::after { content:" ⚠"; color:#b08a10; }
.rs-token-row { display:flex; flex-wrap:wrap; gap:.2rem; }
.rs-wtok { display:inline-flex; align-items:center; justify-content:center; width:1.45rem; height:1.45rem; border-radius:50%; color:#fff; font-size:.72rem; font-weight:700; border:2px solid #fff; box-shadow:0 0 0 1px #b02a2a; background:#b02a2a; cursor:help; }
.rs-wtok.s2 { background:#c2410c; box-shadow:0 0 0 1px #c2410c; }
.rs-wtok.s3 { background:#7f1d1d; box-shadow:0 0 0 1px #7f1d1d; }
.rs-clan-foot { font-size:.8rem; display:flex; gap:.5rem; flex-wrap:wrap; }
.rs-ready.yes { color:#2b8a3e; font-weight:600; }
.rs-offer h4, .rs-diplomacy h4, .rs-result h4 { margin:.2rem 0 .35rem; }
.rs-cards { display:grid; grid-template-columns:repeat(auto-fill, minmax(11.5rem, 1fr)); gap:.45rem; }
.rs-card { border:1px solid #d9cfbf; border-top:6px solid var(--t); border-radius:9px; background:#fffdf7; padding:.35rem .5rem; font-size:.78rem; display:flex; flex-direction:column; gap:.2rem; cursor:help; }
.rs-card.buyable { box-shadow:0 0 0 2px #ffd43b; }
.rs-card p { margin:0; color:#5c4f3a; flex:1; }
.rs-card-head { display:flex; gap:.35rem; align-items:center; font-size:.85rem; }
.rs-cost { display:inline-flex; align-items:center; justify-content:center; width:1.4rem; height:1.4rem; border-radius:50%; background:#f2c14e; border:1.5px solid #a07818; font-weight:800; flex:none; }
.rs-copies { margin-left:auto; color:#7a6d5a; }
.rs-card-type { color:var(--t); font-weight:600; font-size:.72rem; text-transform:uppercase; letter-spacing:.03em; }
.rs-prov { color:#b08a10; }
.rs-offer, .rs-diplomacy, .rs-result { background:#fff; border:1px solid #e0cfa9; border-radius:10px; padding:.5rem .7rem; margin-bottom:.6rem; }
.rs-actions .rs-offer { background:#fffaf0; }
.rs-alliances { margin:.2rem 0; }
.rs-deals { margin:.2rem 0; padding-left:1.1rem; font-size:.85rem; }
.rs-deal-form summary { cursor:pointer; font-size:.88rem; }
.rs-deal-form input[type=text], #rs-deal-terms { flex:1; min-width:12rem; }
.rs-other summary { cursor:pointer; font-size:.85rem; color:#7a6d5a; }
.rs-final { width:100%; font-size:.9rem; }
.rs-final tr.rs-winner { background:#fff3bf; font-weight:700; }
.rs-bottom { display:grid; grid-template-columns: 1fr; gap:0; }
`;

// ---------------------------------------------------------------- the board

export const board: BoardUi = {
  render(root, ctx) {
    const v = ctx.view as Sv;
    if (!v || v.game !== 'rising-sun') { root.replaceChildren(); return; }
    // A selection belongs to one decision point; new legal moves or a new prompt clear it.
    const decision = JSON.stringify([v.prompt, ctx.legalMoves.length, v.politicalTrack.length, v.drawn]);
    if (decision !== selectionKey) { selection = null; selectionKey = decision; }
    const rerender = () => board.render(root, ctx);
    const offers: Offers = { provinces: new Map(), shrines: new Map(), groups: new Map(), chosen: new Set(), handled: new Set() };
    const actions = actionPanel(v, ctx, offers, rerender);
    const dipl = diplomacy(v, ctx, offers);
    const map = drawMap(v, ctx, offers);
    const others = otherChoices(ctx, offers);
    const trainingNow = actions.querySelector('#rs-offer-buy') !== null;
    root.replaceChildren(
      el('style', {}, STYLE),
      el('div', { className: 'rs-board', 'data-season': v.season, 'data-phase': v.phase, 'data-step': v.step },
        statusStrip(v, ctx),
        promptLine(v, ctx),
        actions,
        others,
        map,
        finalScoring(v, ctx),
        clanPanels(v, ctx),
        trainingNow ? null : offerGrid(v, ctx, [], null),
        dipl));
  },
};
