/** Words for the log: every event and every move in English, French and German. */
import type { GameEvent, Lang, Localized } from '../../engine/contract';
import { card, isCard, isMandate, isMonster, isProvince, kami, KAMI_IDS, mandate, province } from './data';
import type { KamiId, RsMove } from './types';
import { counted } from '../../engine/plural';

/** "1 coin", "2 coins" in each language (the log and the move names count coins often). */
const COIN = { en: { one: 'coin', other: 'coins' }, fr: { one: 'pièce', other: 'pièces' }, de: { one: 'Münze', other: 'Münzen' } } as const;
const coins = (n: number, lang: Lang): string => counted(lang, n, COIN[lang]);

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

const WHY: Record<string, Localized> = {
  harvest: L('the Harvest', 'la Récolte', 'die Ernte'),
  income: L('income', 'revenu', 'Einkommen'),
  hostages: L('released hostages', 'otages libérés', 'freigelassene Geiseln'),
  betray: L('Betray', 'Trahison', 'Verrat'),
  seppuku: L('Seppuku', 'Seppuku', 'Seppuku'),
  hostage: L('Take Hostage', 'Prise d’otage', 'Geisel nehmen'),
  ronin: L('Hire Ronin', 'Engager des Ronins', 'Ronins anheuern'),
  poets: L('Imperial Poets', 'Poètes impériaux', 'Kaiserliche Dichter'),
  battle: L('the battle', 'la bataille', 'den Kampf'),
  koi: L('the Koi ability', 'la capacité des Koï', 'die Koi-Fähigkeit'),
};
const ACTION: Record<string, Localized> = {
  seppuku: WHY.seppuku!, hostage: WHY.hostage!, ronin: WHY.ronin!, poets: WHY.poets!,
};
/** A bid action's name; an own-property lookup, so a move naming "constructor" cannot reach Object's. */
const bidAction = (a: unknown): Localized =>
  (typeof a === 'string' && Object.prototype.hasOwnProperty.call(ACTION, a) ? ACTION[a]! : L(String(a), String(a), String(a)));
const PLACE_WHY: Record<string, Localized> = {
  kenin: L('Path of the Kenin', 'Voie du Kenin', 'Pfad der Kenin'),
  samurai: L('Path of the Samurai', 'Voie du Samouraï', 'Pfad des Samurai'),
  light: L('Path of the Light', 'Voie de la Lumière', 'Pfad des Lichts'),
  raijin: L('Raijin', 'Raijin', 'Raijin'),
  monster: L('its new monster', 'son nouveau monstre', 'sein neues Monster'),
};
const SEASONS = [L('Spring', 'Printemps', 'Frühling'), L('Summer', 'Été', 'Sommer'), L('Autumn', 'Automne', 'Herbst'), L('Winter', 'Hiver', 'Winter')];

export function whyText(why: unknown, lang: Lang): string {
  if (typeof why !== 'string') return '';
  if (WHY[why]) return WHY[why]![lang];
  if (isCard(why)) return card(why)!.name[lang];
  if ((KAMI_IDS as readonly string[]).includes(why)) return kami(why as KamiId).name[lang];
  return why;
}
const provinceName = (p: unknown): string => (isProvince(p) ? province(p).name.en : String(p));
const mandateName = (m: unknown, lang: Lang): string => (isMandate(m) ? mandate(m).name[lang] : String(m));
const cardName = (c: unknown, lang: Lang): string => (typeof c === 'string' && isCard(c) ? card(c)!.name[lang] : String(c));
/** "koi-bushi-3" -> "Bushi", "monster-oni-of-skulls" -> "Oni of Skulls", "turtle-stronghold-2" -> stronghold. */
export function figureName(id: unknown, lang: Lang): string {
  const s = String(id);
  if (s.startsWith('monster-')) { const m = s.slice(8); return isCard(m) ? card(m)!.name[lang] : m; }
  if (s.includes('-stronghold-')) return L('stronghold', 'forteresse', 'Festung')[lang];
  if (s.includes('-daimyo')) return 'Daimyo';
  if (s.includes('-shinto-')) return 'Shinto';
  if (s.includes('-bushi-')) return 'Bushi';
  return s;
}
/** English article: "a Bushi", but "Oni of Skulls" (monsters are named figures). */
const article = (name: string, lang: Lang, id?: unknown): string => {
  if (lang !== 'en') return name;
  const named = (typeof id === 'string' && (id.startsWith('monster-') || isMonster(id)));
  return named ? name : `a ${name}`;
};
const unitName = (u: unknown, lang: Lang): string => (isMonster(u) ? cardName(u, lang) : u === 'daimyo' ? 'Daimyo' : u === 'shinto' ? 'Shinto' : u === 'bushi' ? 'Bushi' : String(u));
const shrineName = (i: unknown, lang: Lang): string => L(`shrine ${Number(i) + 1}`, `sanctuaire ${Number(i) + 1}`, `Schrein ${Number(i) + 1}`)[lang];
const list = (xs: string[], lang: Lang): string => {
  if (xs.length <= 1) return xs.join('');
  const and = L('and', 'et', 'und')[lang];
  return `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`;
};

/**
 * Events that only edit a pending choice, superseded by the same seat's next edit: the match page
 * groups consecutive log entries made of these into one line. A bid amount (setBid) writes
 * bidChanged (private to the bidder, as before) and, after a submitted bid, bidReopened.
 */
export const GROUPED_EVENTS: readonly string[] = ['bidChanged', 'bidReopened'];

export function describeEvent(e: GameEvent, lang: Lang, seatNames: string[]): string {
  const n = (x: unknown): string => (typeof x === 'number' && seatNames[x] !== undefined ? seatNames[x]! : `#${String(x)}`);
  const t = (en: string, fr: string, de: string): string => ({ en, fr, de })[lang];
  const a = e as Record<string, any>;
  const a_ = (name: string, id: unknown): string => article(name, 'en', id);
  const why = a.why ? ` (${whyText(a.why, lang)})` : '';
  switch (e.type) {
    case 'seasonStarted': return t(`${SEASONS[a.season - 1]!.en} begins.`, `Le ${SEASONS[a.season - 1]!.fr.toLowerCase()} commence.`, `Der ${SEASONS[a.season - 1]!.de} beginnt.`);
    case 'warProvincesDrawn': { const ps = (a.provinces as string[]).map(provinceName).join(', '); return t(`War provinces, in order: ${ps}.`, `Provinces de guerre, dans l’ordre : ${ps}.`, `Kriegsprovinzen in Reihenfolge: ${ps}.`); }
    case 'cardsRemoved': return t(a.cards.length === 1 ? 'An unbought season card leaves the game.' : `${a.cards.length} unbought season cards leave the game.`, a.cards.length === 1 ? 'Une carte de saison non achetée quitte la partie.' : `${a.cards.length} cartes de saison non achetées quittent la partie.`, a.cards.length === 1 ? 'Eine nicht gekaufte Jahreszeitkarte wird abgelegt.' : `${a.cards.length} nicht gekaufte Jahreszeitkarten werden abgelegt.`);
    case 'cardsLaidOut': return t(`${a.cards.length} season cards are on offer.`, `${a.cards.length} cartes de saison sont disponibles.`, `${a.cards.length} Jahreszeitkarten liegen aus.`);
    case 'hostageReleased': return t(`${n(a.seat)} releases a hostage (${figureName(a.figure, lang)} of ${n(a.owner)}).`, `${n(a.seat)} libère un otage (${figureName(a.figure, lang)} de ${n(a.owner)}).`, `${n(a.seat)} lässt eine Geisel frei (${figureName(a.figure, lang)} von ${n(a.owner)}).`);
    case 'alliancesDissolved': return t('Last season’s alliances end.', 'Les alliances de la saison passée prennent fin.', 'Die Bündnisse der letzten Jahreszeit enden.');
    case 'teaCeremony': return t('The Tea Ceremony begins: propose and accept alliances.', 'La cérémonie du thé commence : proposez et acceptez des alliances.', 'Die Teezeremonie beginnt: Bündnisse vorschlagen und annehmen.');
    case 'teaReady': return t(`${n(a.seat)} is ready.`, `${n(a.seat)} est prêt.`, `${n(a.seat)} ist bereit.`);
    case 'teaEnded': return t('The Tea Ceremony ends.', 'La cérémonie du thé se termine.', 'Die Teezeremonie endet.');
    case 'allianceProposed': return t(`${n(a.from)} proposes an alliance to ${n(a.to)}.`, `${n(a.from)} propose une alliance à ${n(a.to)}.`, `${n(a.from)} schlägt ${n(a.to)} ein Bündnis vor.`);
    case 'allianceDeclined': return t(`${n(a.to)} declines ${n(a.from)}’s alliance.`, `${n(a.to)} refuse l’alliance de ${n(a.from)}.`, `${n(a.to)} lehnt das Bündnis von ${n(a.from)} ab.`);
    case 'allianceWithdrawn': return t(`${n(a.from)} withdraws its proposal to ${n(a.to)}.`, `${n(a.from)} retire sa proposition à ${n(a.to)}.`, `${n(a.from)} zieht seinen Vorschlag an ${n(a.to)} zurück.`);
    case 'allianceProposalLapsed': return t(`The proposal from ${n(a.from)} to ${n(a.to)} lapses.`, `La proposition de ${n(a.from)} à ${n(a.to)} devient caduque.`, `Der Vorschlag von ${n(a.from)} an ${n(a.to)} verfällt.`);
    case 'allianceFormed': return t(`${n(a.seats[0])} and ${n(a.seats[1])} are now allies.`, `${n(a.seats[0])} et ${n(a.seats[1])} sont désormais alliés.`, `${n(a.seats[0])} und ${n(a.seats[1])} sind jetzt verbündet.`);
    case 'allianceBroken': return t(`${n(a.seat)} betrays its ally ${n(a.ally)}: the alliance is broken.`, `${n(a.seat)} trahit son allié ${n(a.ally)} : l’alliance est rompue.`, `${n(a.seat)} verrät seinen Verbündeten ${n(a.ally)}: Das Bündnis ist gebrochen.`);
    case 'gift': return t(`${n(a.from)} gives ${n(a.to)} ${coins(a.coins, 'en')} and ${a.ronin} Ronin.`, `${n(a.from)} donne à ${n(a.to)} ${coins(a.coins, 'fr')} et ${a.ronin} Ronin.`, `${n(a.from)} gibt ${n(a.to)} ${coins(a.coins, 'de')} und ${a.ronin} Ronin.`);
    case 'dealOffered': return t(`${n(a.deal.from)} offers ${n(a.deal.to)} a deal: “${a.deal.terms}”.`, `${n(a.deal.from)} propose un accord à ${n(a.deal.to)} : « ${a.deal.terms} ».`, `${n(a.deal.from)} bietet ${n(a.deal.to)} eine Absprache an: „${a.deal.terms}“.`);
    case 'dealAccepted': return t(`${n(a.to)} accepts deal ${a.deal} from ${n(a.from)}.`, `${n(a.to)} accepte l’accord ${a.deal} de ${n(a.from)}.`, `${n(a.to)} nimmt Absprache ${a.deal} von ${n(a.from)} an.`);
    case 'dealDeclined': return t(`${n(a.to)} declines deal ${a.deal}.`, `${n(a.to)} refuse l’accord ${a.deal}.`, `${n(a.to)} lehnt Absprache ${a.deal} ab.`);
    case 'dealWithdrawn': return t(`${n(a.from)} withdraws deal ${a.deal}.`, `${n(a.from)} retire l’accord ${a.deal}.`, `${n(a.from)} zieht Absprache ${a.deal} zurück.`);
    case 'dealExpired': return t(`Deal ${a.deal} expires unanswered.`, `L’accord ${a.deal} expire sans réponse.`, `Absprache ${a.deal} verfällt unbeantwortet.`);
    case 'mandateTurn': return t(`Mandate ${a.step}: ${n(a.seat)} draws four tiles.`, `Mandat ${a.step} : ${n(a.seat)} pioche quatre tuiles.`, `Aktion ${a.step}: ${n(a.seat)} zieht vier Kärtchen.`);
    case 'mandatesDrawn': { const ms = (a.tiles as string[]).map((m) => mandateName(m, lang)).join(', '); return t(`You drew: ${ms}.`, `Vous avez pioché : ${ms}.`, `Du hast gezogen: ${ms}.`); }
    case 'mandateChosen': return a.faceDown
      ? t(`${n(a.seat)} plays a tile face down and declares ${mandateName(a.mandate, lang)}.`, `${n(a.seat)} pose une tuile face cachée et annonce ${mandateName(a.mandate, lang)}.`, `${n(a.seat)} legt ein Kärtchen verdeckt ab und sagt ${mandateName(a.mandate, lang)} an.`)
      : t(`${n(a.seat)} chooses ${mandateName(a.mandate, lang)}.`, `${n(a.seat)} choisit ${mandateName(a.mandate, lang)}.`, `${n(a.seat)} wählt ${mandateName(a.mandate, lang)}.`);
    case 'lotusTile': return t(`Your face-down tile is ${mandateName(a.tile, lang)}.`, `Votre tuile face cachée est ${mandateName(a.tile, lang)}.`, `Dein verdecktes Kärtchen ist ${mandateName(a.tile, lang)}.`);
    case 'recruited': return a.shrine !== null
      ? t(`${n(a.seat)} summons ${a_(unitName(a.unit, lang), a.unit)} and sends it to ${shrineName(a.shrine, lang)}.`, `${n(a.seat)} invoque un ${unitName(a.unit, lang)} et l’envoie au ${shrineName(a.shrine, lang)}.`, `${n(a.seat)} stellt einen ${unitName(a.unit, lang)} auf und entsendet ihn zu ${shrineName(a.shrine, lang)}.`)
      : t(`${n(a.seat)} summons ${a_(unitName(a.unit, lang), a.unit)} in ${provinceName(a.province)}${a.bonus ? ' (bonus)' : ''}.`, `${n(a.seat)} invoque un ${unitName(a.unit, lang)} en ${provinceName(a.province)}${a.bonus ? ' (bonus)' : ''}.`, `${n(a.seat)} stellt einen ${unitName(a.unit, lang)} in ${provinceName(a.province)} auf${a.bonus ? ' (Bonus)' : ''}.`);
    case 'effectOrderChosen': return a.seat === a.first
      ? t(`${n(a.seat)} resolves its own effects next.`, `${n(a.seat)} résout ensuite ses propres effets.`, `${n(a.seat)} handelt als Nächstes die eigenen Effekte ab.`)
      : t(`${n(a.seat)} lets the effects of ${n(a.first)} resolve next.`, `${n(a.seat)} fait résoudre ensuite les effets de ${n(a.first)}.`, `${n(a.seat)} lässt als Nächstes die Effekte von ${n(a.first)} abhandeln.`);
    case 'recruitDone': return t(`${n(a.seat)} has recruited.`, `${n(a.seat)} a recruté.`, `${n(a.seat)} hat rekrutiert.`);
    case 'placed': { const where = a.shrine !== null ? shrineName(a.shrine, lang) : provinceName(a.province); const w = PLACE_WHY[a.why]?.[lang] ?? a.why; return t(`${n(a.seat)} places ${a_(figureName(a.figure, lang), a.figure)} in ${where} (${w}).`, `${n(a.seat)} place un ${figureName(a.figure, lang)} : ${where} (${w}).`, `${n(a.seat)} stellt einen ${figureName(a.figure, lang)} nach ${where} (${w}).`); }
    case 'placementDeclined': { const w = PLACE_WHY[a.why]?.[lang] ?? a.why; return t(`${n(a.seat)} places nothing (${w}).`, `${n(a.seat)} ne place rien (${w}).`, `${n(a.seat)} stellt nichts auf (${w}).`); }
    case 'cardDeclined': return t(`${n(a.seat)} does not use ${cardName(a.card, lang)}.`, `${n(a.seat)} n’utilise pas ${cardName(a.card, lang)}.`, `${n(a.seat)} nutzt ${cardName(a.card, lang)} nicht.`);
    case 'moved': return t(`${n(a.seat)} moves ${a_(figureName(a.piece, lang), a.piece)} from ${provinceName(a.from)} to ${provinceName(a.to)}${a.bySea ? ' by sea' : ''}.`, `${n(a.seat)} déplace un ${figureName(a.piece, lang)} de ${provinceName(a.from)} vers ${provinceName(a.to)}${a.bySea ? ' par la mer' : ''}.`, `${n(a.seat)} bewegt einen ${figureName(a.piece, lang)} von ${provinceName(a.from)} nach ${provinceName(a.to)}${a.bySea ? ' über See' : ''}.`);
    case 'marshalDone': return t(`${n(a.seat)} ends its march.`, `${n(a.seat)} termine sa manœuvre.`, `${n(a.seat)} beendet seinen Marsch.`);
    case 'fujinDone': return t(`${n(a.seat)} ends Fujin’s moves.`, `${n(a.seat)} termine les déplacements de Fujin.`, `${n(a.seat)} beendet die Bewegungen von Fujin.`);
    case 'strongholdBuilt': return t(`${n(a.seat)} builds a stronghold in ${provinceName(a.province)} for ${coins(a.cost, 'en')}.`, `${n(a.seat)} construit une forteresse en ${provinceName(a.province)} pour ${coins(a.cost, 'fr')}.`, `${n(a.seat)} errichtet für ${coins(a.cost, 'de')} eine Festung in ${provinceName(a.province)}.`);
    case 'cardBought': return t(`${n(a.seat)} buys ${cardName(a.card, lang)} for ${coins(a.cost, 'en')}.`, `${n(a.seat)} achète ${cardName(a.card, lang)} pour ${coins(a.cost, 'fr')}.`, `${n(a.seat)} kauft ${cardName(a.card, lang)} für ${coins(a.cost, 'de')}.`);
    case 'trainPassed': return t(`${n(a.seat)} buys nothing.`, `${n(a.seat)} n’achète rien.`, `${n(a.seat)} kauft nichts.`);
    case 'benevolence': return t(`${n(a.seat)} hands a coin to ${n(a.to)} (Benevolence).`, `${n(a.seat)} donne une pièce à ${n(a.to)} (Bienveillance).`, `${n(a.seat)} gibt ${n(a.to)} eine Münze (Wohlwollen).`);
    case 'harvestRewards': return t(`${n(a.seat)} harvests ${list((a.provinces as string[]).map(provinceName), lang) || 'nothing'}: ${a.vp} VP, ${coins(a.coins, 'en')}, ${a.ronin} Ronin.`, `${n(a.seat)} récolte ${list((a.provinces as string[]).map(provinceName), lang) || 'rien'} : ${a.vp} PV, ${coins(a.coins, 'fr')}, ${a.ronin} Ronin.`, `${n(a.seat)} erntet ${list((a.provinces as string[]).map(provinceName), lang) || 'nichts'}: ${a.vp} SP, ${coins(a.coins, 'de')}, ${a.ronin} Ronin.`);
    case 'betrayed': { const where = a.shrine !== undefined ? shrineName(a.shrine, lang) : provinceName(a.province); return t(`${n(a.seat)} replaces ${a_(figureName(a.target, lang), a.target)} of ${n(a.owner)} in ${where} with its own ${unitName(a.unit, lang)}.`, `${n(a.seat)} remplace un ${figureName(a.target, lang)} de ${n(a.owner)} (${where}) par son ${unitName(a.unit, lang)}.`, `${n(a.seat)} ersetzt einen ${figureName(a.target, lang)} von ${n(a.owner)} in ${where} durch seinen ${unitName(a.unit, lang)}.`); }
    case 'betrayDone': return t(`${n(a.seat)} ends its Betray.`, `${n(a.seat)} termine sa Trahison.`, `${n(a.seat)} beendet seinen Verrat.`);
    case 'kamiTurn': return t('Kami turn: the shrines are resolved left to right.', 'Tour des Kami : les sanctuaires sont résolus de gauche à droite.', 'Schreine abhandeln: von links nach rechts.');
    case 'shrineEmpty': return t(`Nobody worships ${kami(a.kami).name.en}.`, `Personne n’honore ${kami(a.kami).name.fr}.`, `Niemand huldigt ${kami(a.kami).name.de}.`);
    case 'shrineWon': return t(`${n(a.seat)} wins the favor of ${kami(a.kami).name.en}${a.byHonor ? ' (tie broken by honor)' : ''}.`, `${n(a.seat)} obtient la faveur de ${kami(a.kami).name.fr}${a.byHonor ? ' (égalité départagée par l’honneur)' : ''}.`, `${n(a.seat)} erhält die Gunst von ${kami(a.kami).name.de}${a.byHonor ? ' (Gleichstand über Ehre entschieden)' : ''}.`);
    case 'honorGained': return t(`${n(a.seat)} gains honor (${counted('en', a.steps, { one: 'step', other: 'steps' })})${why}.`, `${n(a.seat)} gagne de l’honneur (${counted('fr', a.steps, { one: 'cran', other: 'crans' })})${why}.`, `${n(a.seat)} gewinnt Ehre (${counted('de', a.steps, { one: 'Feld', other: 'Felder' })})${why}.`);
    case 'honorLost': return t(`${n(a.seat)} loses honor${why}.`, `${n(a.seat)} perd de l’honneur${why}.`, `${n(a.seat)} verliert Ehre${why}.`);
    case 'honorToTop': return t(`${n(a.seat)} goes to the top of the honor track.`, `${n(a.seat)} passe en tête de la piste d’honneur.`, `${n(a.seat)} steht jetzt oben auf der Ehrenleiste.`);
    case 'vpGained': return t(`${n(a.seat)} gains ${a.vp} VP${why}.`, `${n(a.seat)} gagne ${a.vp} PV${why}.`, `${n(a.seat)} erhält ${a.vp} SP${why}.`);
    case 'vpLost': return t(`${n(a.seat)} loses ${a.vp} VP to ${n(a.to)}${why}.`, `${n(a.seat)} perd ${a.vp} PV au profit de ${n(a.to)}${why}.`, `${n(a.seat)} verliert ${a.vp} SP an ${n(a.to)}${why}.`);
    case 'coinsGained': return t(`${n(a.seat)} takes ${coins(a.coins, 'en')}${why}.`, `${n(a.seat)} prend ${coins(a.coins, 'fr')}${why}.`, `${n(a.seat)} nimmt ${coins(a.coins, 'de')}${why}.`);
    case 'roninGained': return t(`${n(a.seat)} takes ${a.ronin} Ronin${why}.`, `${n(a.seat)} prend ${a.ronin} Ronin${why}.`, `${n(a.seat)} nimmt ${a.ronin} Ronin${why}.`);
    case 'coinsTaken': return t(`${n(a.seat)} takes ${coins(a.coins, 'en')} from ${n(a.from)}${why}.`, `${n(a.seat)} prend ${coins(a.coins, 'fr')} à ${n(a.from)}${why}.`, `${n(a.seat)} nimmt ${n(a.from)} ${coins(a.coins, 'de')} ab${why}.`);
    case 'figuresKilled': { const who = list((a.owners as number[]).map(n), lang); return t(`${counted('en', a.figures.length, { one: 'figure', other: 'figures' })} of ${who} killed${a.province ? ' in ' + provinceName(a.province) : ''}${why}.`, `${a.figures.length === 1 ? '1 figurine' : `${a.figures.length} figurines`} de ${who} ${a.figures.length === 1 ? 'tuée' : 'tuées'}${a.province ? ' en ' + provinceName(a.province) : ''}${why}.`, `${counted('de', a.figures.length, { one: 'Figur', other: 'Figuren' })} von ${who} besiegt${a.province ? ' in ' + provinceName(a.province) : ''}${why}.`); }
    case 'warPhase': return t('The war phase begins.', 'La phase de guerre commence.', 'Die Kriegsphase beginnt.');
    case 'koiConversion': return t(`${n(a.seat)} turns ${a.ronin} Ronin into coins.`, `${n(a.seat)} change ${a.ronin} Ronin en pièces.`, `${n(a.seat)} tauscht ${a.ronin} Ronin in Münzen.`);
    case 'warTokenDiscarded': return t(`${provinceName(a.province)}: nobody has Force there; the token is discarded.`, `${provinceName(a.province)} : personne n’y a de Force ; le jeton est défaussé.`, `${provinceName(a.province)}: Niemand hat dort Stärke; das Plättchen wird abgelegt.`);
    case 'warTokenTaken': return t(`${n(a.seat)} takes the ${provinceName(a.province)} war token.`, `${n(a.seat)} prend le jeton de guerre de ${provinceName(a.province)}.`, `${n(a.seat)} erhält das Provinzplättchen ${provinceName(a.province)}.`);
    case 'alliesNoBattle': return t(`${provinceName(a.province)}: only allies are there, no battle.`, `${provinceName(a.province)} : seuls des alliés sont présents, pas de bataille.`, `${provinceName(a.province)}: Nur Verbündete, kein Kampf.`);
    case 'battleStarted': return t(`Battle in ${provinceName(a.province)} between ${list((a.seats as number[]).map(n), lang)}.`, `Bataille en ${provinceName(a.province)} entre ${list((a.seats as number[]).map(n), lang)}.`, `Kampf in ${provinceName(a.province)} zwischen ${list((a.seats as number[]).map(n), lang)}.`);
    case 'bidSubmitted': return t(`${n(a.seat)} has submitted its bid.`, `${n(a.seat)} a remis sa mise.`, `${n(a.seat)} hat sein Gebot abgegeben.`);
    case 'bidReopened': return t(`${n(a.seat)} changes its bid.`, `${n(a.seat)} modifie sa mise.`, `${n(a.seat)} ändert sein Gebot.`);
    case 'bidChanged': case 'bidConfirmed': { const b = a.bid; return t(`Your bid: Seppuku ${b.seppuku}, Hostage ${b.hostage}, Ronin ${b.ronin}, Poets ${b.poets}.`, `Votre mise : Seppuku ${b.seppuku}, Otage ${b.hostage}, Ronin ${b.ronin}, Poètes ${b.poets}.`, `Dein Gebot: Seppuku ${b.seppuku}, Geisel ${b.hostage}, Ronin ${b.ronin}, Dichter ${b.poets}.`); }
    case 'bidsRevealed': { const parts = Object.entries(a.bids as Record<string, any>).map(([x, b]) => `${n(Number(x))} ${b.seppuku}/${b.hostage}/${b.ronin}/${b.poets}`).join('; '); return t(`Bids revealed (Seppuku/Hostage/Ronin/Poets): ${parts}.`, `Mises révélées (Seppuku/Otage/Ronin/Poètes) : ${parts}.`, `Gebote aufgedeckt (Seppuku/Geisel/Ronin/Dichter): ${parts}.`); }
    case 'advantageUnclaimed': return t(`Nobody bid on ${ACTION[a.action]!.en}.`, `Personne n’a misé sur ${ACTION[a.action]!.fr}.`, `Niemand hat auf ${ACTION[a.action]!.de} geboten.`);
    case 'advantageWon': return t(`${n(a.seat)} wins ${ACTION[a.action]!.en} with ${a.bid}${a.byHonor ? ' (tie broken by honor)' : ''}.`, `${n(a.seat)} remporte ${ACTION[a.action]!.fr} avec ${a.bid}${a.byHonor ? ' (égalité départagée par l’honneur)' : ''}.`, `${n(a.seat)} gewinnt ${ACTION[a.action]!.de} mit ${a.bid}${a.byHonor ? ' (Gleichstand über Ehre)' : ''}.`);
    case 'advantageEmpty': return t(`${n(a.seat)} has nothing to do with ${ACTION[a.action]!.en}.`, `${n(a.seat)} ne peut rien faire de ${ACTION[a.action]!.fr}.`, `${n(a.seat)} kann ${ACTION[a.action]!.de} nicht nutzen.`);
    case 'advantageDeclined': return t(`${n(a.seat)} declines ${ACTION[a.action]!.en}.`, `${n(a.seat)} renonce à ${ACTION[a.action]!.fr}.`, `${n(a.seat)} verzichtet auf ${ACTION[a.action]!.de}.`);
    case 'seppuku': return t(`${n(a.seat)} commits Seppuku with ${counted('en', a.figures.length, { one: 'figure', other: 'figures' })}.`, `${n(a.seat)} fait Seppuku avec ${counted('fr', a.figures.length, { one: 'figurine', other: 'figurines' })}.`, `${n(a.seat)} begeht Seppuku mit ${counted('de', a.figures.length, { one: 'Figur', other: 'Figuren' })}.`);
    case 'hostageTaken': return t(`${n(a.seat)} takes ${a_(figureName(a.figure, lang), a.figure)} of ${n(a.owner)} hostage.`, `${n(a.seat)} prend en otage un ${figureName(a.figure, lang)} de ${n(a.owner)}.`, `${n(a.seat)} nimmt einen ${figureName(a.figure, lang)} von ${n(a.owner)} als Geisel.`);
    case 'roninHired': return t(`${n(a.seat)} hires ${a.ronin + a.coinsAsRonin} Ronin.`, `${n(a.seat)} engage ${a.ronin + a.coinsAsRonin} Ronin.`, `${n(a.seat)} heuert ${a.ronin + a.coinsAsRonin} Ronin an.`);
    case 'battleWon': return t(`${n(a.seat)} wins the battle of ${provinceName(a.province)}${a.byHonor ? ' (tie broken by honor)' : ''}.`, `${n(a.seat)} remporte la bataille de ${provinceName(a.province)}${a.byHonor ? ' (égalité départagée par l’honneur)' : ''}.`, `${n(a.seat)} gewinnt den Kampf um ${provinceName(a.province)}${a.byHonor ? ' (Gleichstand über Ehre)' : ''}.`);
    case 'mercyShown': return t(`${n(a.seat)} shows Mercy: the losers’ figures are spared.`, `${n(a.seat)} fait preuve de Miséricorde : les figurines des perdants sont épargnées.`, `${n(a.seat)} zeigt Gnade: Die Figuren der Verlierer werden verschont.`);
    case 'poets': return t(`${n(a.seat)}’s Imperial Poets sing of ${a.killed} fallen.`, `Les Poètes impériaux de ${n(a.seat)} chantent ${a.killed} morts.`, `Die Dichter von ${n(a.seat)} besingen ${a.killed} Gefallene.`);
    case 'bidsDiscarded': return t(`The losers discard their bids.`, `Les perdants défaussent leurs mises.`, `Die Verlierer legen ihre Gebote ab.`);
    case 'reparationsPaid': { const parts = Object.entries(a.paid as Record<string, number>).map(([x, c]) => `${n(Number(x))} ${c}`).join(', '); return t(`${n(a.seat)} shares its ${coins(a.total, 'en')} among the losers: ${parts}.`, `${n(a.seat)} partage ses ${coins(a.total, 'fr')} entre les perdants : ${parts}.`, `${n(a.seat)} verteilt seine ${coins(a.total, 'de')} an die Verlierer: ${parts}.`); }
    case 'battleEnded': return t(`The battle of ${provinceName(a.province)} is over.`, `La bataille de ${provinceName(a.province)} est terminée.`, `Der Kampf um ${provinceName(a.province)} ist vorbei.`);
    case 'seasonEnded': return t('The season ends: coins and Ronin are discarded, Shinto come back from the shrines.', 'La saison se termine : pièces et Ronins sont défaussés, les Shinto reviennent des sanctuaires.', 'Die Jahreszeit endet: Münzen und Ronins werden abgelegt, die Shinto kehren von den Schreinen zurück.');
    case 'winter': return t('Winter has come: final scoring.', 'L’hiver est là : décompte final.', 'Der Winter ist da: Schlusswertung.');
    case 'winterScored': return t(`${n(a.seat)}: ${a.winterCards} VP from winter cards, ${a.warTokens} from war tokens, ${a.distinctBonus} for ${a.distinctProvinces} provinces; total ${a.total}.`, `${n(a.seat)} : ${a.winterCards} PV de cartes d’hiver, ${a.warTokens} de jetons de guerre, ${a.distinctBonus} pour ${a.distinctProvinces} provinces ; total ${a.total}.`, `${n(a.seat)}: ${a.winterCards} SP aus Winterbonus, ${a.warTokens} aus Provinzplättchen, ${a.distinctBonus} für ${a.distinctProvinces} Provinzen; gesamt ${a.total}.`);
    case 'gameOver': return t(`Game over. Winner: ${list((a.winners as number[]).map(n), lang)}.`, `Partie terminée. Vainqueur : ${list((a.winners as number[]).map(n), lang)}.`, `Spielende. Sieger: ${list((a.winners as number[]).map(n), lang)}.`);
    default: return e.type;
  }
}

export function describeMove(move: RsMove, lang: Lang): string {
  const t = (en: string, fr: string, de: string): string => ({ en, fr, de })[lang];
  const m = move as Record<string, any>;
  const seat = (x: unknown) => `#${String(x)}`;
  switch (move.type) {
    case 'proposeAlliance': return t(`Propose an alliance to ${seat(m.to)}`, `Proposer une alliance à ${seat(m.to)}`, `${seat(m.to)} ein Bündnis vorschlagen`);
    case 'acceptAlliance': return t(`Accept the alliance of ${seat(m.from)}`, `Accepter l’alliance de ${seat(m.from)}`, `Bündnis von ${seat(m.from)} annehmen`);
    case 'declineAlliance': return t(`Decline the alliance of ${seat(m.from)}`, `Refuser l’alliance de ${seat(m.from)}`, `Bündnis von ${seat(m.from)} ablehnen`);
    case 'withdrawAlliance': return t(`Withdraw the proposal to ${seat(m.to)}`, `Retirer la proposition à ${seat(m.to)}`, `Vorschlag an ${seat(m.to)} zurückziehen`);
    case 'ready': return t('Ready', 'Prêt', 'Bereit');
    case 'gift': return t(`Give ${coins(m.coins, 'en')} and ${m.ronin} Ronin to ${seat(m.to)}`, `Donner ${coins(m.coins, 'fr')} et ${m.ronin} Ronin à ${seat(m.to)}`, `${seat(m.to)} ${coins(m.coins, 'de')} und ${m.ronin} Ronin geben`);
    case 'offerDeal': return t(`Offer ${seat(m.to)} a deal`, `Proposer un accord à ${seat(m.to)}`, `${seat(m.to)} eine Absprache anbieten`);
    case 'acceptDeal': return t(`Accept deal ${m.deal}`, `Accepter l’accord ${m.deal}`, `Absprache ${m.deal} annehmen`);
    case 'declineDeal': return t(`Decline deal ${m.deal}`, `Refuser l’accord ${m.deal}`, `Absprache ${m.deal} ablehnen`);
    case 'withdrawDeal': return t(`Withdraw deal ${m.deal}`, `Retirer l’accord ${m.deal}`, `Absprache ${m.deal} zurückziehen`);
    case 'chooseMandate': return m.declare
      ? t(`Play tile ${m.index + 1} face down, declare ${mandateName(m.declare, lang)}`, `Poser la tuile ${m.index + 1} face cachée, annoncer ${mandateName(m.declare, lang)}`, `Kärtchen ${m.index + 1} verdeckt legen, ${mandateName(m.declare, lang)} ansagen`)
      : t(`Choose tile ${m.index + 1}`, `Choisir la tuile ${m.index + 1}`, `Kärtchen ${m.index + 1} wählen`);
    case 'recruit': return m.shrine !== undefined
      ? t(`Summon a ${unitName(m.unit, lang)} in ${provinceName(m.province)} and send it to ${shrineName(m.shrine, lang)}`, `Invoquer un ${unitName(m.unit, lang)} en ${provinceName(m.province)} et l’envoyer au ${shrineName(m.shrine, lang)}`, `${unitName(m.unit, lang)} in ${provinceName(m.province)} aufstellen und zu ${shrineName(m.shrine, lang)} entsenden`)
      : t(`Summon a ${unitName(m.unit, lang)} in ${provinceName(m.province)}`, `Invoquer un ${unitName(m.unit, lang)} en ${provinceName(m.province)}`, `${unitName(m.unit, lang)} in ${provinceName(m.province)} aufstellen`);
    case 'move': return t(`Move ${figureName(m.piece, lang)} to ${provinceName(m.to)}`, `Déplacer ${figureName(m.piece, lang)} vers ${provinceName(m.to)}`, `${figureName(m.piece, lang)} nach ${provinceName(m.to)} bewegen`);
    case 'buildStronghold': return t(`Build a stronghold in ${provinceName(m.province)}`, `Construire une forteresse en ${provinceName(m.province)}`, `Festung in ${provinceName(m.province)} errichten`);
    case 'buy': return t(`Buy ${cardName(m.card, lang)}`, `Acheter ${cardName(m.card, lang)}`, `${cardName(m.card, lang)} kaufen`);
    case 'replace': return t(`Replace ${figureName(m.target, lang)} with your ${unitName(m.unit, lang)}`, `Remplacer ${figureName(m.target, lang)} par votre ${unitName(m.unit, lang)}`, `${figureName(m.target, lang)} durch deinen ${unitName(m.unit, lang)} ersetzen`);
    case 'place': { const where = m.shrine !== undefined ? shrineName(m.shrine, lang) : provinceName(m.province); return t(`Place in ${where}`, `Placer : ${where}`, `Aufstellen: ${where}`); }
    case 'ninja': return t(`Kill ${figureName(m.target, lang)} (Path of the Ninja)`, `Tuer ${figureName(m.target, lang)} (Voie du Ninja)`, `${figureName(m.target, lang)} besiegen (Pfad des Ninja)`);
    case 'monkey': return t('Take a coin from each richest opponent', 'Prendre une pièce aux adversaires les plus riches', 'Den reichsten Gegnern je eine Münze nehmen');
    case 'benevolence': return t(`Hand the coin to ${seat(m.to)}`, `Donner la pièce à ${seat(m.to)}`, `Die Münze ${seat(m.to)} geben`);
    case 'setBid': { const a = bidAction(m.action); return t(`Bid ${m.coins} on ${a.en}`, `Miser ${m.coins} sur ${a.fr}`, `${m.coins} auf ${a.de} bieten`); }
    case 'submitBid': return t('Submit the bid', 'Valider la mise', 'Gebot abgeben');
    case 'seppuku': return t('Commit Seppuku', 'Faire Seppuku', 'Seppuku begehen');
    case 'takeHostage': return t(`Take ${figureName(m.target, lang)} hostage`, `Prendre ${figureName(m.target, lang)} en otage`, `${figureName(m.target, lang)} als Geisel nehmen`);
    case 'hireRonin': return t('Hire the Ronin', 'Engager les Ronins', 'Ronins anheuern');
    case 'mercy': return t('Spare the losers (Mercy)', 'Épargner les perdants (Miséricorde)', 'Die Verlierer verschonen (Gnade)');
    case 'reparations': return t(`Extra coin to ${(m.extra as number[]).map(seat).join(', ')}`, `Pièce supplémentaire à ${(m.extra as number[]).map(seat).join(', ')}`, `Zusätzliche Münze an ${(m.extra as number[]).map(seat).join(', ')}`);
    case 'resolveFirst': return t(`${seat(m.seat)}’s effects now`, `Effets de ${seat(m.seat)} maintenant`, `Effekte von ${seat(m.seat)} jetzt`);
    case 'pass': return t('Pass', 'Passer', 'Passen');
    default: return String(m.type);
  }
}
