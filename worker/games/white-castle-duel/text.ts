/**
 * Words for The White Castle Duel in English, French and German: effects of cards and tiles
 * (generated from the data, so they always match what the engine does), moves and events.
 */
import type { GameEvent, Lang, Localized } from '../../engine/contract';
import { pluralForm } from '../../engine/plural';
import {
  BOARD, isInfluenceCard, isLanternCard, isStartingCard, influenceCard, lanternCard, merchandiseTile, startingCard,
  type ActionKind, type Benefit, type Color, type Cost, type Effect, type Gains, type Icon, type Icons,
} from './data';
import type { Pay, WcdMove } from './state';

type Forms = Record<Lang, [string, string]>;
const UNITS: Record<string, Forms> = {
  food: { en: ['food', 'food'], fr: ['nourriture', 'nourritures'], de: ['Nahrung', 'Nahrung'] },
  iron: { en: ['iron', 'iron'], fr: ['fer', 'fers'], de: ['Eisen', 'Eisen'] },
  pearl: { en: ['mother-of-pearl', 'mother-of-pearl'], fr: ['nacre', 'nacres'], de: ['Perlmutt', 'Perlmutt'] },
  coins: { en: ['coin', 'coins'], fr: ['pièce', 'pièces'], de: ['Münze', 'Münzen'] },
  seals: { en: ['Daimyo seal', 'Daimyo seals'], fr: ['sceau Daimyo', 'sceaux Daimyo'], de: ['Daimyo-Siegel', 'Daimyo-Siegel'] },
  coinOrSeal: { en: ['coin or Daimyo seal', 'coins and/or Daimyo seals'], fr: ['pièce ou sceau Daimyo', 'pièces et/ou sceaux Daimyo'], de: ['Münze oder Daimyo-Siegel', 'Münzen und/oder Daimyo-Siegel'] },
  anyResource: { en: ['resource of your choice', 'resources of your choice'], fr: ['ressource au choix', 'ressources au choix'], de: ['Rohstoff nach Wahl', 'Rohstoffe nach Wahl'] },
  points: { en: ['clan point', 'clan points'], fr: ['point de clan', 'points de clan'], de: ['Clanpunkt', 'Clanpunkte'] },
  exchange: { en: ['exchange token', 'exchange tokens'], fr: ['jeton Échange', 'jetons Échange'], de: ['Tauschplättchen', 'Tauschplättchen'] },
  flag: { en: ['Nobori flag', 'Nobori flags'], fr: ['drapeau Nobori', 'drapeaux Nobori'], de: ['Nobori-Fahne', 'Nobori-Fahnen'] },
  katana: { en: ['katana', 'katanas'], fr: ['katana', 'katanas'], de: ['Katana', 'Katanas'] },
  kabuto: { en: ['kabuto', 'kabutos'], fr: ['kabuto', 'kabutos'], de: ['Kabuto', 'Kabutos'] },
  blueCrane: { en: ['blue crane', 'blue cranes'], fr: ['grue bleue', 'grues bleues'], de: ['blauer Kranich', 'blaue Kraniche'] },
  whiteCrane: { en: ['white crane', 'white cranes'], fr: ['grue blanche', 'grues blanches'], de: ['weißer Kranich', 'weiße Kraniche'] },
};

export function qty(key: string, n: number, lang: Lang): string {
  const f = UNITS[key]?.[lang];
  if (!f) return `${n} ${key}`;
  return `${n} ${pluralForm(lang, n, { one: f[0], other: f[1] })}`;
}

const AND: Localized = { en: ' and ', fr: ' et ', de: ' und ' };
const OR: Localized = { en: ' or ', fr: ' ou ', de: ' oder ' };
const joinList = (parts: string[], lang: Lang): string => {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')}${AND[lang]}${parts[parts.length - 1]}`;
};

export const COLOR_NAMES: Record<Color, Localized> = {
  coral: { en: 'coral', fr: 'corail', de: 'korallrot' },
  black: { en: 'black', fr: 'noire', de: 'schwarz' },
  white: { en: 'white', fr: 'blanche', de: 'weiß' },
};
const COLOR_ADJ_DE: Record<Color, string> = { coral: 'korallrote', black: 'schwarze', white: 'weiße' };
const COLOR_TOKEN_FR: Record<Color, string> = { coral: 'corail', black: 'noir', white: 'blanc' };
const COLOR_TOKEN_DE: Record<Color, string> = { coral: 'korallroten', black: 'schwarzen', white: 'weißen' };

export const ACTION_NAMES: Record<ActionKind | 'influence', Localized> = {
  garden: { en: 'Garden', fr: 'Jardin', de: 'Garten' },
  training: { en: 'Training', fr: 'Entraînement', de: 'Training' },
  courtier: { en: 'Courtier', fr: 'Courtisan', de: 'Höfling' },
  trade: { en: 'Trade', fr: 'Commerce', de: 'Handel' },
  lantern: { en: 'Lantern', fr: 'Lanterne', de: 'Laterne' },
  improve: { en: 'Improve', fr: 'Amélioration', de: 'Verbessern' },
  influence: { en: 'influence card', fr: 'carte Influence', de: 'Einflusskarte' },
};
const GARDEN_NAMES: Record<string, Localized> = {
  stone: { en: 'stone garden', fr: 'jardin minéral', de: 'Steingarten' },
  plant: { en: 'plant garden', fr: 'jardin végétal', de: 'Pflanzengarten' },
};
const YARD_NAMES: Record<string, Localized> = {
  basic: { en: 'basic training yard', fr: "terrain d'entraînement Novice", de: 'Anfänger-Trainingsplatz' },
  elite: { en: 'elite training yard', fr: "terrain d'entraînement Élite", de: 'Elite-Trainingsplatz' },
};
const PATH_NAMES: Record<string, Localized> = {
  left: { en: 'left', fr: 'gauche', de: 'linken' },
  right: { en: 'right', fr: 'droit', de: 'rechten' },
};
const TRADE_NAMES: Record<string, Localized> = {
  influence: { en: 'an influence card', fr: 'une carte Influence', de: 'eine Einflusskarte' },
  common: { en: 'common merchandise', fr: 'une marchandise commune', de: 'eine einfache Ware' },
  luxury: { en: 'luxury merchandise', fr: 'une marchandise de luxe', de: 'eine Luxusware' },
};
const BENEFIT_NAMES: Record<Benefit, Localized> = {
  food: { en: '1 food', fr: '1 nourriture', de: '1 Nahrung' },
  iron: { en: '1 iron', fr: '1 fer', de: '1 Eisen' },
  pearl: { en: '1 mother-of-pearl', fr: '1 nacre', de: '1 Perlmutt' },
  seal: { en: '1 Daimyo seal', fr: '1 sceau Daimyo', de: '1 Daimyo-Siegel' },
  coin: { en: '1 coin', fr: '1 pièce', de: '1 Münze' },
  exchange: { en: '1 exchange token', fr: '1 jeton Échange', de: '1 Tauschplättchen' },
  point: { en: '1 clan point', fr: '1 point de clan', de: '1 Clanpunkt' },
};
const ROUND_NAMES: Record<number, Localized> = {
  1: { en: 'Outgoing', fr: 'Aller', de: 'Hinweg' },
  2: { en: 'Return', fr: 'Retour', de: 'Rückweg' },
};
const RESOURCE_ONE: Record<string, Localized> = {
  food: { en: 'food', fr: 'nourriture', de: 'Nahrung' },
  iron: { en: 'iron', fr: 'fer', de: 'Eisen' },
  pearl: { en: 'mother-of-pearl', fr: 'nacre', de: 'Perlmutt' },
};

export function benefitName(b: Benefit, lang: Lang): string {
  return BENEFIT_NAMES[b]?.[lang] ?? String(b);
}
export function roundName(round: number, lang: Lang): string {
  return ROUND_NAMES[round]?.[lang] ?? String(round);
}

export function gainsText(g: Gains | Record<string, number>, lang: Lang): string {
  const order = ['food', 'iron', 'pearl', 'coins', 'seals', 'coinOrSeal', 'anyResource', 'points', 'exchange'];
  const parts = order.filter((k) => ((g as Record<string, number>)[k] ?? 0) > 0).map((k) => qty(k, (g as Record<string, number>)[k]!, lang));
  return joinList(parts, lang);
}
export function costText(c: Cost | Pay, lang: Lang): string {
  const t = gainsText(c as Record<string, number>, lang);
  return t || { en: 'nothing', fr: 'rien', de: 'nichts' }[lang];
}
export function iconsText(icons: Icons, lang: Lang): string {
  const order: Icon[] = ['flag', 'katana', 'kabuto', 'blueCrane', 'whiteCrane'];
  return joinList(order.filter((k) => (icons[k] ?? 0) > 0).map((k) => qty(k, icons[k]!, lang)), lang);
}

function lanternWord(color: Color | 'any', lang: Lang): string {
  if (color === 'any') return { en: 'one of your lanterns', fr: 'une de vos lanternes', de: 'eine deiner Laternen' }[lang];
  return { en: `your ${COLOR_NAMES[color].en} lantern`, fr: `votre lanterne ${COLOR_NAMES[color].fr}`, de: `deine ${COLOR_ADJ_DE[color]} Laterne` }[lang];
}

const DISCOUNT_UNIT: Record<string, string> = { garden: 'food', training: 'iron', courtier: 'pearl', trade: 'anyResource' };

export function effectText(e: Effect, lang: Lang): string {
  switch (e.kind) {
    case 'gain': {
      const g = gainsText(e, lang);
      return { en: `gain ${g}`, fr: `gagnez ${g}`, de: `erhalte ${g}` }[lang];
    }
    case 'well':
      return { en: `take ${e.count === 1 ? 'a well benefit' : `${e.count} well benefits`}`, fr: `gagnez ${e.count === 1 ? 'un bénéfice du puits' : `${e.count} bénéfices du puits`}`, de: `nimm ${e.count === 1 ? 'einen Brunnenvorteil' : `${e.count} Brunnenvorteile`}` }[lang];
    case 'lanternCard':
      return e.activate
        ? { en: 'take a lantern card from the row, then activate your lantern of its colour', fr: 'prenez une carte Lanterne de la rangée, puis activez votre lanterne de sa couleur', de: 'nimm eine Laternenkarte aus der Auslage und aktiviere dann deine Laterne ihrer Farbe' }[lang]
        : { en: 'take a lantern card from the row', fr: 'prenez une carte Lanterne de la rangée', de: 'nimm eine Laternenkarte aus der Auslage' }[lang];
    case 'activate':
      return { en: `activate ${lanternWord(e.color, lang)}`, fr: `activez ${lanternWord(e.color, lang)}`, de: `aktiviere ${lanternWord(e.color, lang)}` }[lang];
    case 'improve':
      return { en: `improve up to ${e.count} influence card${e.count === 1 ? '' : 's'}`, fr: `améliorez jusqu'à ${e.count} carte${e.count === 1 ? '' : 's'} Influence`, de: `verbessere bis zu ${e.count} Einflusskarte${e.count === 1 ? '' : 'n'}` }[lang];
    case 'action': {
      const name = ACTION_NAMES[e.action][lang];
      const d = e.discount ? qty(DISCOUNT_UNIT[e.action]!, e.discount, lang) : '';
      return {
        en: `do the ${name} action${d ? `, paying ${d} less` : ''}`,
        fr: `effectuez l'action ${name}${d ? ` en payant ${d} de moins` : ''}`,
        de: `führe die Aktion ${name} aus${d ? ` (${d} billiger)` : ''}`,
      }[lang];
    }
    case 'influence':
      return e.free
        ? { en: 'take the top card of a deck for free and do its scroll', fr: "prenez gratuitement la première carte d'un paquet et effectuez son parchemin", de: 'nimm die oberste Karte eines Stapels kostenlos und führe ihre Schriftrolle aus' }[lang]
        : { en: 'buy the top card of a deck and do its scroll', fr: "achetez la première carte d'un paquet et effectuez son parchemin", de: 'kaufe die oberste Karte eines Stapels und führe ihre Schriftrolle aus' }[lang];
    case 'choice':
      return e.options.map((o) => effectsText(o, lang)).join(OR[lang]);
  }
}

export function effectsText(list: Effect[], lang: Lang): string {
  if (list.length === 0) return { en: 'nothing', fr: 'rien', de: 'nichts' }[lang];
  return joinList(list.map((e) => effectText(e, lang)), lang);
}

export function scrollText(scroll: { cost?: Cost; effects: Effect[] }, lang: Lang): string {
  const body = effectsText(scroll.effects, lang);
  if (!scroll.cost) return body;
  const c = costText(scroll.cost, lang);
  return { en: `pay ${c} to ${body}`, fr: `payez ${c} pour : ${body}`, de: `zahle ${c}, um: ${body}` }[lang];
}

/** A card or tile name for the log. */
export function cardName(id: string, lang: Lang): string {
  if (isInfluenceCard(id)) return influenceCard(id).name[lang];
  if (isLanternCard(id)) {
    const c = lanternCard(id);
    const what = effectsText(c.reward, lang);
    return { en: `${COLOR_NAMES[c.color].en} lantern card (${what})`, fr: `carte Lanterne ${COLOR_NAMES[c.color].fr} (${what})`, de: `${COLOR_ADJ_DE[c.color]} Laternenkarte (${what})` }[lang];
  }
  if (isStartingCard(id)) {
    const c = startingCard(id);
    // (By its printed letter: the engine's id never reaches the screen.)
    const letter = id.replace(/^SR-/, '');
    return { en: `starting card ${letter} (${gainsText(c.gain, lang)})`, fr: `carte de départ ${letter} (${gainsText(c.gain, lang)})`, de: `Startkarte ${letter} (${gainsText(c.gain, lang)})` }[lang];
  }
  try {
    const m = merchandiseTile(id);
    const luxury = m.pile === 'luxury';
    return { en: `${luxury ? 'luxury' : 'common'} merchandise (${iconsText(m.icons, lang)})`, fr: `marchandise ${luxury ? 'de luxe' : 'commune'} (${iconsText(m.icons, lang)})`, de: `${luxury ? 'Luxusware' : 'einfache Ware'} (${iconsText(m.icons, lang)})` }[lang];
  } catch {
    return id;
  }
}

function tokenText(color: Color, lang: Lang): string {
  return { en: `a ${COLOR_NAMES[color].en} lantern token`, fr: `un pion Lanterne ${COLOR_TOKEN_FR[color]}`, de: `einen ${COLOR_TOKEN_DE[color]} Laternenstein` }[lang];
}

/** A castle location as the log names it ("location 3" for L3: the engine's id stays out of sight). */
function locationText(id: string, lang: Lang): string {
  const n = id.replace(/\D/g, '');
  return { en: `location ${n}`, fr: `lieu ${n}`, de: `Ort ${n}` }[lang];
}

/** A castle slot as the log names it: "deck 2" for D2, "action space 3" for A3 (never the engine's id). */
function slotText(slot: string, lang: Lang): string {
  const n = slot.slice(1);
  if (slot.startsWith('D')) return { en: `deck ${n}`, fr: `paquet ${n}`, de: `Stapel ${n}` }[lang];
  if (slot.startsWith('A')) return { en: `action space ${n}`, fr: `case Action ${n}`, de: `Aktionsfeld ${n}` }[lang];
  return slot;
}

export function describeMove(move: WcdMove, lang: Lang): string {
  const t = moveText(move, lang);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function moveText(move: WcdMove, lang: Lang): string {
  const L = lang;
  switch (move.type) {
    case 'start-card': return { en: `Pick ${cardName(move.card, L)}`, fr: `Choisir la ${cardName(move.card, L)}`, de: `${cardName(move.card, L)} wählen` }[L];
    case 'exchange': return { en: `Use an exchange token: swap the action tiles of ${slotText(move.a, L)} and ${slotText(move.b, L)}`, fr: `Utiliser un jeton Échange : intervertir les tuiles Action de la ${slotText(move.a, L)} et de la ${slotText(move.b, L)}`, de: `Tauschplättchen nutzen: Aktionsplättchen von ${slotText(move.a, L)} und ${slotText(move.b, L)} tauschen` }[L];
    case 'place': return { en: `Place ${tokenText(move.color, L)} on ${move.location}`, fr: `Placer ${tokenText(move.color, L)} sur ${move.location}`, de: `${tokenText(move.color, L)} auf ${move.location} setzen` }[L];
    case 'take': return { en: `Take back the top lantern token of ${move.location}`, fr: `Reprendre le pion Lanterne au sommet de ${move.location}`, de: `Den obersten Laternenstein von ${move.location} zurücknehmen` }[L];
    case 'buy': return move.pay && Object.keys(move.pay).length
      ? { en: `Buy the top card of deck ${move.deck}, paying ${costText(move.pay, L)}`, fr: `Acheter la première carte du paquet ${move.deck} en payant ${costText(move.pay, L)}`, de: `Oberste Karte von Stapel ${move.deck} kaufen, zahle ${costText(move.pay, L)}` }[L]
      : { en: `Take the top card of deck ${move.deck}`, fr: `Prendre la première carte du paquet ${move.deck}`, de: `Oberste Karte von Stapel ${move.deck} nehmen` }[L];
    case 'scroll': return move.pay && Object.keys(move.pay).length
      ? { en: `Do the scroll action, paying ${costText(move.pay, L)}`, fr: `Effectuer l'action Parchemin en payant ${costText(move.pay, L)}`, de: `Schriftrolle ausführen, zahle ${costText(move.pay, L)}` }[L]
      : { en: 'Do the scroll action', fr: "Effectuer l'action Parchemin", de: 'Schriftrolle ausführen' }[L];
    case 'garden': return { en: `Garden: a clan seal in column ${move.column + 1} of the ${GARDEN_NAMES[move.garden]?.en}`, fr: `Jardin : un sceau Clan dans la colonne ${move.column + 1} du ${GARDEN_NAMES[move.garden]?.fr}`, de: `Garten: ein Clansiegel in Spalte ${move.column + 1} des ${GARDEN_NAMES[move.garden]?.de}s` }[L];
    case 'training': return { en: `Training: a clan seal in the ${YARD_NAMES[move.yard]?.en}, reward ${move.reward + 1}`, fr: `Entraînement : un sceau Clan sur le ${YARD_NAMES[move.yard]?.fr}, récompense ${move.reward + 1}`, de: `Training: ein Clansiegel auf den ${YARD_NAMES[move.yard]?.de}, Belohnung ${move.reward + 1}` }[L];
    case 'courtier': {
      const path = move.path ? { en: ` on the ${PATH_NAMES[move.path]?.en} path`, fr: ` sur le chemin ${PATH_NAMES[move.path]?.fr}`, de: ` auf dem ${PATH_NAMES[move.path]?.de} Pfad` }[L] : '';
      return { en: `Courtier: climb ${move.steps} step${move.steps === 1 ? '' : 's'}${path}`, fr: `Courtisan : monter de ${move.steps} case${move.steps === 1 ? '' : 's'}${path}`, de: `Höfling: ${move.steps} Stufe${move.steps === 1 ? '' : 'n'} aufsteigen${path}` }[L];
    }
    case 'trade': return { en: `Trade ${costText(move.pay, L)} for ${TRADE_NAMES[move.option]?.en}`, fr: `Échanger ${costText(move.pay, L)} contre ${TRADE_NAMES[move.option]?.fr}`, de: `${costText(move.pay, L)} gegen ${TRADE_NAMES[move.option]?.de} handeln` }[L];
    case 'lantern': return { en: `Activate ${lanternWord(move.color, L)}`, fr: `Activer ${lanternWord(move.color, L)}`, de: `${lanternWord(move.color, L)} aktivieren` }[L];
    case 'improve': return { en: `Improve ${cardName(move.card, L)}`, fr: `Améliorer ${cardName(move.card, L)}`, de: `${cardName(move.card, L)} verbessern` }[L];
    case 'decline': return { en: `Decline ${slotText(move.slot, L)} for a well benefit: ${benefitName(move.benefit, L)}`, fr: `Renoncer à ${slotText(move.slot, L)} pour un bénéfice du puits : ${benefitName(move.benefit, L)}`, de: `Auf ${slotText(move.slot, L)} verzichten für einen Brunnenvorteil: ${benefitName(move.benefit, L)}` }[L];
    case 'well': return { en: `Well benefit: ${benefitName(move.benefit, L)}`, fr: `Bénéfice du puits : ${benefitName(move.benefit, L)}`, de: `Brunnenvorteil: ${benefitName(move.benefit, L)}` }[L];
    case 'resource': return { en: `Take 1 ${RESOURCE_ONE[move.resource]?.en}`, fr: `Prendre 1 ${RESOURCE_ONE[move.resource]?.fr}`, de: `1 ${RESOURCE_ONE[move.resource]?.de} nehmen` }[L];
    case 'keep': return { en: `Keep ${qty('coins', move.coins, L)} and ${qty('seals', move.seals, L)}`, fr: `Garder ${qty('coins', move.coins, L)} et ${qty('seals', move.seals, L)}`, de: `${qty('coins', move.coins, L)} und ${qty('seals', move.seals, L)} behalten` }[L];
    case 'lantern-card': return { en: `Take the ${cardName(move.card, L)}`, fr: `Prendre la ${cardName(move.card, L)}`, de: `Die ${cardName(move.card, L)} nehmen` }[L];
    case 'choose': return { en: `Choose reward ${move.option + 1}`, fr: `Choisir la récompense ${move.option + 1}`, de: `Belohnung ${move.option + 1} wählen` }[L];
    case 'skip': return { en: 'Skip this step', fr: 'Passer cette étape', de: 'Diesen Schritt auslassen' }[L];
    case 'convert': return { en: `Convert ${qty('seals', BOARD.conversion.seals, L)} into 1 ${RESOURCE_ONE[move.resource]?.en}`, fr: `Convertir ${qty('seals', BOARD.conversion.seals, L)} en 1 ${RESOURCE_ONE[move.resource]?.fr}`, de: `${qty('seals', BOARD.conversion.seals, L)} in 1 ${RESOURCE_ONE[move.resource]?.de} umwandeln` }[L];
    case 'undo': return { en: 'Undo the last step', fr: 'Annuler la dernière étape', de: 'Letzten Schritt zurücknehmen' }[L];
    case 'end-turn': return { en: 'End the turn', fr: 'Terminer le tour', de: 'Zug beenden' }[L];
  }
}

const str = (x: unknown): string => (typeof x === 'string' ? x : String(x));
const num = (x: unknown): number => (typeof x === 'number' ? x : Number(x));

export function describeEvent(e: GameEvent, lang: Lang, seatNames: string[]): string {
  const L = lang;
  const P = typeof e.seat === 'number' ? (seatNames[e.seat] ?? `Seat ${e.seat + 1}`) : '';
  const color = (c: unknown): string => COLOR_NAMES[c as Color]?.[L] ?? str(c);
  switch (e.type) {
    case 'start-card': return { en: `${P} picks ${cardName(str(e.card), L)}`, fr: `${P} choisit la ${cardName(str(e.card), L)}`, de: `${P} wählt ${cardName(str(e.card), L)}` }[L];
    case 'round-start': {
      const fp = seatNames[num(e.firstPlayer)] ?? `Seat ${num(e.firstPlayer) + 1}`;
      return { en: `The ${roundName(num(e.round), L)} round begins; ${fp} plays first`, fr: `La manche ${roundName(num(e.round), L)} commence ; ${fp} joue en premier`, de: `Die Runde ${roundName(num(e.round), L)} beginnt; ${fp} beginnt` }[L];
    }
    case 'exchange': {
      // The tiles that were on a and b (the event carries them): their names, not the slots' ids.
      const [ta, tb] = Array.isArray(e.tiles) ? (e.tiles as string[]).map((t) => ACTION_NAMES[t as ActionKind]?.[L]) : [];
      if (ta && tb) return { en: `${P} uses an exchange token and swaps the ${ta} and ${tb} action tiles`, fr: `${P} utilise un jeton Échange et intervertit les tuiles Action ${ta} et ${tb}`, de: `${P} nutzt ein Tauschplättchen und tauscht die Aktionsplättchen ${ta} und ${tb}` }[L];
      return { en: `${P} uses an exchange token and swaps the action tiles of ${slotText(str(e.a), L)} and ${slotText(str(e.b), L)}`, fr: `${P} utilise un jeton Échange et intervertit les tuiles Action de la ${slotText(str(e.a), L)} et de la ${slotText(str(e.b), L)}`, de: `${P} nutzt ein Tauschplättchen und tauscht die Aktionsplättchen von ${slotText(str(e.a), L)} und ${slotText(str(e.b), L)}` }[L];
    }
    case 'place': return { en: `${P} places ${tokenText(e.color as Color, L)} on ${locationText(str(e.location), L)} (covered lantern: ${color(e.covered)})`, fr: `${P} place ${tokenText(e.color as Color, L)} sur le ${locationText(str(e.location), L)} (lanterne recouverte : ${color(e.covered)})`, de: `${P} setzt ${tokenText(e.color as Color, L)} auf ${locationText(str(e.location), L)} (verdeckte Laterne: ${color(e.covered)})` }[L];
    case 'take': return { en: `${P} takes back ${tokenText(e.color as Color, L)} from ${locationText(str(e.location), L)}`, fr: `${P} reprend ${tokenText(e.color as Color, L)} sur le ${locationText(str(e.location), L)}`, de: `${P} nimmt ${tokenText(e.color as Color, L)} von ${locationText(str(e.location), L)} zurück` }[L];
    case 'lantern-activated': return { en: `${P} activates ${lanternWord(e.color as Color, L).replace('your', 'their')}`, fr: `${P} active ${lanternWord(e.color as Color, L).replace('votre', 'sa')}`, de: `${P} aktiviert ${lanternWord(e.color as Color, L).replace('deine', 'seine')}` }[L];
    case 'gain': {
      const g = gainsText((e.gains ?? {}) as Record<string, number>, L);
      const lost = gainsText((e.lost ?? {}) as Record<string, number>, L);
      const lostText = lost ? { en: ` (${lost} lost: cap reached)`, fr: ` (${lost} perdu : plafond atteint)`, de: ` (${lost} verloren: Obergrenze erreicht)` }[L] : '';
      return { en: `${P} gains ${g || 'nothing'}${lostText}`, fr: `${P} gagne ${g || 'rien'}${lostText}`, de: `${P} erhält ${g || 'nichts'}${lostText}` }[L];
    }
    case 'coins-seals': {
      const lost = num(e.lost);
      const delta = (e.delta ?? {}) as { coins?: number; seals?: number };
      if (lost <= 0 && (delta.coins ?? 0) >= 0 && (delta.seals ?? 0) >= 0) {
        const g = gainsText({ coins: delta.coins ?? 0, seals: delta.seals ?? 0 }, L);
        return { en: `${P} gains ${g || 'nothing'}`, fr: `${P} gagne ${g || 'rien'}`, de: `${P} erhält ${g || 'nichts'}` }[L];
      }
      const lostText = lost > 0 ? { en: ` (${lost} discarded: at most ${BOARD.caps.coinsAndSeals} together)`, fr: ` (${lost} défaussé${lost > 1 ? 's' : ''} : ${BOARD.caps.coinsAndSeals} au plus)`, de: ` (${lost} abgeworfen: höchstens ${BOARD.caps.coinsAndSeals} zusammen)` }[L] : '';
      return { en: `${P} keeps ${qty('coins', num(e.coins), L)} and ${qty('seals', num(e.seals), L)}${lostText}`, fr: `${P} garde ${qty('coins', num(e.coins), L)} et ${qty('seals', num(e.seals), L)}${lostText}`, de: `${P} behält ${qty('coins', num(e.coins), L)} und ${qty('seals', num(e.seals), L)}${lostText}` }[L];
    }
    case 'fan-tile': return { en: `${P} goes past ${num(e.tile)} clan points and takes the +${num(e.tile)} tile`, fr: `${P} dépasse ${num(e.tile)} points de clan et prend la tuile +${num(e.tile)}`, de: `${P} überschreitet ${num(e.tile)} Clanpunkte und nimmt das +${num(e.tile)}-Plättchen` }[L];
    case 'decline': {
      const what = e.action === 'influence' ? ACTION_NAMES.influence[L] : ACTION_NAMES[e.action as ActionKind]?.[L] ?? str(e.action);
      const slot = slotText(str(e.slot), L);
      return { en: `${P} declines ${what} (${slot}) for a well benefit: ${benefitName(e.benefit as Benefit, L)}`, fr: `${P} renonce à ${what} (${slot}) pour un bénéfice du puits : ${benefitName(e.benefit as Benefit, L)}`, de: `${P} verzichtet auf ${what} (${slot}) für einen Brunnenvorteil: ${benefitName(e.benefit as Benefit, L)}` }[L];
    }
    case 'well': return { en: `${P} takes a well benefit: ${benefitName(e.benefit as Benefit, L)}`, fr: `${P} prend un bénéfice du puits : ${benefitName(e.benefit as Benefit, L)}`, de: `${P} nimmt einen Brunnenvorteil: ${benefitName(e.benefit as Benefit, L)}` }[L];
    case 'influence': {
      const card = cardName(str(e.card), L);
      const next = e.revealed ? { en: `; the next card of the deck is ${cardName(str(e.revealed), L)}`, fr: ` ; la carte suivante du paquet est ${cardName(str(e.revealed), L)}`, de: `; die nächste Karte des Stapels ist ${cardName(str(e.revealed), L)}` }[L] : '';
      if (e.free) return { en: `${P} takes ${card} from deck ${num(e.deck)} for free${next}`, fr: `${P} prend gratuitement ${card} du paquet ${num(e.deck)}${next}`, de: `${P} nimmt ${card} kostenlos von Stapel ${num(e.deck)}${next}` }[L];
      const pay = costText((e.pay ?? {}) as Pay, L);
      return { en: `${P} buys ${card} from deck ${num(e.deck)} for ${pay}${next}`, fr: `${P} achète ${card} du paquet ${num(e.deck)} pour ${pay}${next}`, de: `${P} kauft ${card} von Stapel ${num(e.deck)} für ${pay}${next}` }[L];
    }
    case 'scroll': return { en: `${P} does the scroll of ${cardName(str(e.card), L)}`, fr: `${P} effectue le parchemin de ${cardName(str(e.card), L)}`, de: `${P} führt die Schriftrolle von ${cardName(str(e.card), L)} aus` }[L];
    case 'skip': {
      const what = ACTION_NAMES[e.what as ActionKind]?.[L] ?? ({ scroll: { en: 'the scroll', fr: 'le parchemin', de: 'die Schriftrolle' }, influence: { en: 'the influence card', fr: 'la carte Influence', de: 'die Einflusskarte' }, improve: { en: 'the improvement', fr: "l'amélioration", de: 'die Verbesserung' }, lanternCard: { en: 'the lantern card (the row is empty)', fr: 'la carte Lanterne (la rangée est vide)', de: 'die Laternenkarte (die Auslage ist leer)' } } as Record<string, Localized>)[str(e.what)]?.[L] ?? str(e.what);
      return e.auto
        ? { en: `${P} cannot use ${what}: skipped`, fr: `${P} ne peut pas utiliser ${what} : ignoré`, de: `${P} kann ${what} nicht nutzen: ausgelassen` }[L]
        : { en: `${P} passes on ${what}`, fr: `${P} renonce à ${what}`, de: `${P} verzichtet auf ${what}` }[L];
    }
    case 'action': return { en: `${P} does the ${ACTION_NAMES[e.action as ActionKind]?.en} action`, fr: `${P} effectue l'action ${ACTION_NAMES[e.action as ActionKind]?.fr}`, de: `${P} führt die Aktion ${ACTION_NAMES[e.action as ActionKind]?.de} aus` }[L];
    case 'garden': return { en: `${P} pays ${costText(e.paid as Pay, L)} and places a clan seal in column ${num(e.column) + 1} of the ${GARDEN_NAMES[str(e.garden)]?.en}`, fr: `${P} paie ${costText(e.paid as Pay, L)} et place un sceau Clan dans la colonne ${num(e.column) + 1} du ${GARDEN_NAMES[str(e.garden)]?.fr}`, de: `${P} zahlt ${costText(e.paid as Pay, L)} und setzt ein Clansiegel in Spalte ${num(e.column) + 1} des ${GARDEN_NAMES[str(e.garden)]?.de}s` }[L];
    case 'training': return { en: `${P} pays ${costText(e.paid as Pay, L)} and places a clan seal in the ${YARD_NAMES[str(e.yard)]?.en}`, fr: `${P} paie ${costText(e.paid as Pay, L)} et place un sceau Clan sur le ${YARD_NAMES[str(e.yard)]?.fr}`, de: `${P} zahlt ${costText(e.paid as Pay, L)} und setzt ein Clansiegel auf den ${YARD_NAMES[str(e.yard)]?.de}` }[L];
    case 'courtier': return { en: `${P} pays ${costText(e.paid as Pay, L)}; their courtier climbs the ${PATH_NAMES[str(e.path)]?.en} path from step ${num(e.from)} to ${num(e.to)}`, fr: `${P} paie ${costText(e.paid as Pay, L)} ; son courtisan monte le chemin ${PATH_NAMES[str(e.path)]?.fr} de la case ${num(e.from)} à ${num(e.to)}`, de: `${P} zahlt ${costText(e.paid as Pay, L)}; der Höfling steigt auf dem ${PATH_NAMES[str(e.path)]?.de} Pfad von Stufe ${num(e.from)} auf ${num(e.to)}` }[L];
    case 'trade': return { en: `${P} trades ${costText(e.pay as Pay, L)} for ${TRADE_NAMES[str(e.option)]?.en}`, fr: `${P} échange ${costText(e.pay as Pay, L)} contre ${TRADE_NAMES[str(e.option)]?.fr}`, de: `${P} handelt ${costText(e.pay as Pay, L)} gegen ${TRADE_NAMES[str(e.option)]?.de}` }[L];
    case 'merchandise': return { en: `${P} takes ${cardName(str(e.tile), L)}`, fr: `${P} prend la ${cardName(str(e.tile), L)}`, de: `${P} nimmt ${cardName(str(e.tile), L)}` }[L];
    case 'lantern-card': {
      const next = e.revealed ? { en: `; ${cardName(str(e.revealed), L)} is revealed`, fr: ` ; la ${cardName(str(e.revealed), L)} est révélée`, de: `; ${cardName(str(e.revealed), L)} wird aufgedeckt` }[L] : '';
      return { en: `${P} takes the ${cardName(str(e.card), L)}${next}`, fr: `${P} prend la ${cardName(str(e.card), L)}${next}`, de: `${P} nimmt die ${cardName(str(e.card), L)}${next}` }[L];
    }
    case 'improve': return { en: `${P} improves ${cardName(str(e.card), L)}`, fr: `${P} améliore ${cardName(str(e.card), L)}`, de: `${P} verbessert ${cardName(str(e.card), L)}` }[L];
    case 'convert': return { en: `${P} converts ${qty('seals', BOARD.conversion.seals, L)} into 1 ${RESOURCE_ONE[str(e.resource)]?.en}`, fr: `${P} convertit ${qty('seals', BOARD.conversion.seals, L)} en 1 ${RESOURCE_ONE[str(e.resource)]?.fr}`, de: `${P} wandelt ${qty('seals', BOARD.conversion.seals, L)} in 1 ${RESOURCE_ONE[str(e.resource)]?.de} um` }[L];
    case 'choose': return { en: `${P} chooses reward ${num(e.option) + 1}`, fr: `${P} choisit la récompense ${num(e.option) + 1}`, de: `${P} wählt Belohnung ${num(e.option) + 1}` }[L];
    case 'turn-end': return { en: `${P} ends turn ${num(e.turn)} of the ${roundName(num(e.round), L)} round`, fr: `${P} termine le tour ${num(e.turn)} de la manche ${roundName(num(e.round), L)}`, de: `${P} beendet Zug ${num(e.turn)} der Runde ${roundName(num(e.round), L)}` }[L];
    case 'undo': return { en: `${P} takes back a step`, fr: `${P} annule une étape`, de: `${P} nimmt einen Schritt zurück` }[L];
    case 'game-over': {
      const scores = Array.isArray(e.scores) ? (e.scores as number[]) : [];
      const list = scores.map((sc, i) => `${seatNames[i] ?? `Seat ${i + 1}`} ${sc}`).join(', ');
      return { en: `Final scoring: ${list}`, fr: `Décompte final : ${list}`, de: `Schlusswertung: ${list}` }[L];
    }
    default:
      return { en: `${P} ${e.type}`, fr: `${P} ${e.type}`, de: `${P} ${e.type}` }[L].trim();
  }
}
