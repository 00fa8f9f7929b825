/** Words for NIHON events and moves in English, French and German. */
import type { GameEvent, Lang } from '../../engine/contract';
import { PROVINCES, SEAS } from './data/map';
import { RITUAL_BY_ID } from './data/rituals';
import { MINOR_WORD, ORDER_WORD, OUTCOME, UNKNOWN, VALUE, WINNER } from './describe-words';
import type { NihonMove } from './types';
import { PROV_NAME_LANG, RITUAL_DE, SEA_DE, localName } from './ui/text';

type T = [en: string, fr: string, de: string];
const EV: Record<string, T> = {
  'missed-turn': ['{clan} sent no orders: standing orders apply.', '{clan} n’a pas envoyé d’ordres : les ordres permanents s’appliquent.', '{clan} hat keine Befehle geschickt: Daueraufträge gelten.'],
  'alliance-broken': ['The alliance between {clan} and {other} is broken.', 'L’alliance entre {clan} et {other} est rompue.', 'Das Bündnis zwischen {clan} und {other} ist gebrochen.'],
  'alliance': ['{clan} and {other} are now allies.', '{clan} et {other} sont désormais alliés.', '{clan} und {other} sind nun verbündet.'],
  'order-cancelled': ['{char}: order {order} cancelled ({reason}).', '{char} : ordre {order} annulé ({reason}).', '{char}: Befehl {order} aufgehoben ({reason}).'],
  'order-failed': ['{char}: order {order} failed ({reason}).', '{char} : l’ordre {order} échoue ({reason}).', '{char}: Befehl {order} gescheitert ({reason}).'],
  'status-lost': ['{char} is no longer {status}.', '{char} n’est plus {status}.', '{char} ist nicht mehr {status}.'],
  'nomination-dropped': ['{char} was named both general and governor: he governs.', '{char} nommé général et gouverneur : il gouverne.', '{char} wurde General und Statthalter: er regiert.'],
  'nomination-failed': ['{char} could not take up his post ({reason}).', '{char} n’a pas pu prendre son poste ({reason}).', '{char} konnte sein Amt nicht antreten ({reason}).'],
  'hostages-executed': ['{clan} executed the hostages of {victim}.', '{clan} a exécuté les otages de {victim}.', '{clan} hat die Geiseln von {victim} hingerichtet.'],
  'hostages-released': ['{clan} released the hostages of {victim}.', '{clan} a libéré les otages de {victim}.', '{clan} hat die Geiseln von {victim} freigelassen.'],
  'character-wounded': ['{char} is wounded ({cause}).', '{char} est blessé ({cause}).', '{char} ist verwundet ({cause}).'],
  'character-killed': ['{name} is dead ({cause}).', '{name} est mort ({cause}).', '{name} ist tot ({cause}).'],
  'aggression': ['{char} attacked {target} in {province}: {outcome}.', '{char} a agressé {target} en {province} : {outcome}.', '{char} griff {target} in {province} an: {outcome}.'],
  'assassination': ['{char} tried to assassinate {target}: {outcome}.', '{char} a tenté d’assassiner {target} : {outcome}.', '{char} versuchte {target} zu ermorden: {outcome}.'],
  'assassination-suffered': ['Someone tried to assassinate {target}: {outcome}.', 'Quelqu’un a tenté d’assassiner {target} : {outcome}.', 'Jemand versuchte {target} zu ermorden: {outcome}.'],
  'order-corrupted': ['{target} was corrupted and lost his order.', '{target} a été corrompu et perd son ordre.', '{target} wurde bestochen und verliert seinen Befehl.'],
  'corruption': ['{char} tried to corrupt {target}: {outcome}.', '{char} a tenté de corrompre {target} : {outcome}.', '{char} versuchte {target} zu bestechen: {outcome}.'],
  'ritual': ['{char} performed the ritual {ritual}.', '{char} a accompli le rituel {ritual}.', '{char} vollzog das Ritual {ritual}.'],
  'ritual-seen': ['The ritual {ritual} struck {place}.', 'Le rituel {ritual} a frappé {place}.', 'Das Ritual {ritual} traf {place}.'],
  'bodyguard': ['{char} now protects {target}.', '{char} protège désormais {target}.', '{char} schützt nun {target}.'],
  'general-installed': ['{char} commands {army}.', '{char} commande {army}.', '{char} befehligt {army}.'],
  'governor-installed': ['{char} governs {province}.', '{char} gouverne {province}.', '{char} regiert {province}.'],
  'raid': ['{char} raided {province}: {outcome}.', '{char} a pillé {province} : {outcome}.', '{char} plünderte {province}: {outcome}.'],
  'province-pillaged': ['{province} was pillaged ({by}).', '{province} a été pillée ({by}).', '{province} wurde geplündert ({by}).'],
  'sabotage': ['{char} sabotaged the castle of {province}: {outcome}.', '{char} a saboté le château de {province} : {outcome}.', '{char} sabotierte die Burg von {province}: {outcome}.'],
  'income': ['{clan} collected {provinces} koku of taxes, {extra} of extra taxes, {markets} from markets.', '{clan} perçoit {provinces} kokus d’impôts, {extra} d’impôts supplémentaires, {markets} des marchés.', '{clan} erhält {provinces} Koku Steuern, {extra} Sondersteuern, {markets} aus Märkten.'],
  'gift': ['{char} gave a present to {to}.', '{char} a offert un présent à {to}.', '{char} machte {to} ein Geschenk.'],
  'gift-cancelled': ['A gift of {kind} was cancelled: not enough {kind}.', 'Un don de {kind} est annulé : ressource insuffisante.', 'Ein Geschenk von {kind} entfällt: nicht genug.'],
  'resources': ['{clan} received its resources.', '{clan} a reçu ses ressources.', '{clan} hat seine Ressourcen erhalten.'],
  'ashigaru-levied': ['{province} levied {n} ashigaru.', '{province} a levé {n} ashigarus.', '{province} hob {n} Ashigaru aus.'],
  'castle-destroyed': ['The castle of {province} was destroyed.', 'Le château de {province} a été détruit.', 'Die Burg von {province} wurde zerstört.'],
  'samurai-dismissed': ['{army} dismissed {n} samurai.', '{army} a licencié {n} samouraïs.', '{army} entließ {n} Samurai.'],
  'upkeep-shortfall': ['{clan} could not pay its upkeep: {samurai} samurai disbanded.', '{clan} n’a pas pu payer l’entretien : {samurai} samouraïs licenciés.', '{clan} konnte den Unterhalt nicht zahlen: {samurai} Samurai entlassen.'],
  'temporary-fleet-refused': ['{clan} could not pay its temporary fleet.', '{clan} n’a pas pu payer sa flotte temporaire.', '{clan} konnte die Behelfsflotte nicht bezahlen.'],
  'fleets-cancelled': ['{clan} ordered {ordered} fleets but has ships for {allowed}: fleets cancelled.', '{clan} a ordonné {ordered} flottes pour {allowed} navires : flottes annulées.', '{clan} befahl {ordered} Flotten für {allowed} Schiffe: Flotten gestrichen.'],
  'fleets': ['{clan} placed its fleets.', '{clan} a positionné ses flottes.', '{clan} hat seine Flotten aufgestellt.'],
  'fleet-raid': ['A fleet of {clan} raided {province} for {koku} koku.', 'Une flotte de {clan} a pillé {province} pour {koku} koku.', 'Eine Flotte von {clan} plünderte {province} für {koku} Koku.'],
  'fleet-raid-failed': ['A fleet raid on {province} failed ({reason}).', 'Le pillage maritime de {province} échoue ({reason}).', 'Der Seeraub in {province} scheiterte ({reason}).'],
  'minor-alliance-attempt': ['{char} sought the alliance of {province}.', '{char} a cherché l’alliance de {province}.', '{char} suchte das Bündnis von {province}.'],
  'minor-allied': ['{province} is now allied with {clan}.', '{province} est désormais alliée à {clan}.', '{province} ist nun mit {clan} verbündet.'],
  'minor-relation-broken': ['{clan} attacked {province}, breaking its alliance.', '{clan} a attaqué {province} et rompu leur alliance.', '{clan} griff {province} an und brach das Bündnis.'],
  'friendship': ['{province} is now a friend of {clan}.', '{province} est désormais amie de {clan}.', '{province} ist nun mit {clan} befreundet.'],
  'imperial-favour': ['{clan} wins the imperial favour.', '{clan} obtient la faveur impériale.', '{clan} erhält die kaiserliche Gunst.'],
  'imperial-disgrace': ['{clan} falls into imperial disgrace.', '{clan} tombe en disgrâce impériale.', '{clan} fällt in kaiserliche Ungnade.'],
  'honor-modifier': ['{clan}: honour modifier {delta} ({reason}).', '{clan} : modificateur d’honneur {delta} ({reason}).', '{clan}: Ehrmodifikator {delta} ({reason}).'],
  'incite': ['{char} incited {province} to revolt: {outcome}.', '{char} a encouragé la révolte de {province} : {outcome}.', '{char} stiftete {province} zum Aufstand an: {outcome}.'],
  'revolt-raised': ['Revolt in {province} rises to {level}.', 'La révolte de {province} monte à {level}.', 'Der Aufstand in {province} steigt auf {level}.'],
  'army-created': ['{army} was raised in {province}.', '{army} a été créée en {province}.', '{army} wurde in {province} aufgestellt.'],
  'army-not-created': ['{army} could not be raised ({reason}).', '{army} n’a pas pu être créée ({reason}).', '{army} konnte nicht aufgestellt werden ({reason}).'],
  'recruitment': ['{army} recruited troops.', '{army} a recruté des troupes.', '{army} hat Truppen angeworben.'],
  'character-moved': ['{char} went to {province}.', '{char} s’est rendu en {province}.', '{char} ging nach {province}.'],
  'joined-army': ['{char} joined {army}.', '{char} a rejoint {army}.', '{char} trat {army} bei.'],
  'army-order-lost': ['{army} had lost its order.', '{army} avait perdu son ordre.', '{army} hatte ihren Befehl verloren.'],
  'army-path-invalid': ['{army} could not follow its path ({reason}).', '{army} n’a pas pu suivre son chemin ({reason}).', '{army} konnte ihrem Weg nicht folgen ({reason}).'],
  'army-moved': ['{army} moved to {to}.', '{army} s’est déplacée jusqu’en {to}.', '{army} zog nach {to}.'],
  'castle-blocks': ['The castle of {province} stopped {army}.', 'Le château de {province} a arrêté {army}.', 'Die Burg von {province} hielt {army} auf.'],
  'battle': ['Battle in {province}: {winner} (score {score}).', 'Bataille en {province} : {winner} (score {score}).', 'Schlacht in {province}: {winner} (Wertung {score}).'],
  'battle-seen': ['A battle was fought in {province}.', 'Une bataille a eu lieu en {province}.', 'In {province} wurde eine Schlacht geschlagen.'],
  'major-battle': ['Major battle in {province}: {winner} crushed its enemy.', 'Bataille majeure en {province} : {winner} a écrasé son ennemi.', 'Große Schlacht in {province}: {winner} vernichtete den Feind.'],
  'army-dissolved': ['{army} was dissolved ({why}).', '{army} a été dissoute ({why}).', '{army} wurde aufgelöst ({why}).'],
  'province-taken': ['{clan} took {province}.', '{clan} s’est emparé de {province}.', '{clan} eroberte {province}.'],
  'rituals-learnt': ['{clan} learnt the rituals of the {element} temple.', '{clan} a appris les rituels du temple {element}.', '{clan} lernte die Rituale des Tempels {element}.'],
  'negotiation': ['Negotiation with the rebels of {province}: {outcome}.', 'Négociation avec les révoltés de {province} : {outcome}.', 'Verhandlung mit den Aufständischen von {province}: {outcome}.'],
  'repression': ['{army} put down the revolt of {province}: {outcome}.', '{army} a maté la révolte de {province} : {outcome}.', '{army} schlug den Aufstand in {province} nieder: {outcome}.'],
  'army-returned': ['{army} returned to {to}.', '{army} est revenue en {to}.', '{army} kehrte nach {to} zurück.'],
  'new-daimyo': ['{clan} has a new daimyo.', '{clan} a un nouveau daimyo.', '{clan} hat einen neuen Daimyo.'],
  'promotion': ['{char} promoted a new samurai.', '{char} a promu un nouveau samouraï.', '{char} beförderte einen neuen Samurai.'],
  'pilgrimage': ['{char} made a pilgrimage to {province}.', '{char} a accompli un pèlerinage en {province}.', '{char} pilgerte nach {province}.'],
  'province-given': ['{clan} gave {province} away.', '{clan} a donné {province}.', '{clan} verschenkte {province}.'],
  'annexation': ['{char} sought to annex {province}: {outcome}.', '{char} a tenté d’annexer {province} : {outcome}.', '{char} versuchte {province} anzugliedern: {outcome}.'],
  'province-annexed': ['{clan} annexed {province}.', '{clan} a annexé {province}.', '{clan} gliederte {province} an.'],
  'healed': ['{char} is healed.', '{char} est guéri.', '{char} ist geheilt.'],
  'castle-sabotaged': ['The castle works of {province} were sabotaged.', 'Les travaux du château de {province} ont été sabotés.', 'Der Burgbau in {province} wurde sabotiert.'],
  'castle-unpaid': ['The castle works of {province} could not be paid.', 'Les travaux du château de {province} n’ont pu être payés.', 'Der Burgbau in {province} konnte nicht bezahlt werden.'],
  'castle-stage': ['A castle stage was built in {province} ({stage}/3).', 'Une étape de château a été bâtie en {province} ({stage}/3).', 'Eine Burgstufe wurde in {province} gebaut ({stage}/3).'],
  'bankruptcy': ['{clan} is bankrupt.', '{clan} fait banqueroute.', '{clan} ist bankrott.'],
  'revolt-spreads': ['The revolt spreads in {province} ({level}).', 'La révolte s’étend en {province} ({level}).', 'Der Aufstand breitet sich in {province} aus ({level}).'],
  'independence': ['{province} has become independent.', '{province} est devenue indépendante.', '{province} ist unabhängig geworden.'],
  'markets': ['The markets are now in {provinces}.', 'Les marchés sont désormais en {provinces}.', 'Die Märkte sind nun in {provinces}.'],
  'honor': ['The honour ranks have been adjusted.', 'Les rangs d’honneur ont été ajustés.', 'Die Ehrenränge wurden angepasst.'],
  'prestige': ['Prestige has been adjusted.', 'Le prestige a été ajusté.', 'Das Prestige wurde angepasst.'],
  'game-over': ['The game is over ({why}).', 'La partie est terminée ({why}).', 'Das Spiel ist vorbei ({why}).'],
  'spy': ['{char} spied on {province}.', '{char} a espionné {province}.', '{char} spionierte {province} aus.'],
  'turn-resolved': ['Turn {turn} has been resolved.', 'Le tour {turn} a été résolu.', 'Runde {turn} wurde ausgewertet.'],
  'sheet-saved': ['{clan} saved its order sheet.', '{clan} a enregistré sa feuille d’ordres.', '{clan} hat seinen Befehlsbogen gespeichert.'],
  'sheet-final': ['{clan} marked its orders final.', '{clan} a validé ses ordres.', '{clan} hat seine Befehle abgeschlossen.'],
  'teppo': ['The referee changed the Teppo of {clan}.', 'L’arbitre a changé le Teppo de {clan}.', 'Der Schiedsrichter änderte das Teppo von {clan}.'],
  // How many settings changed (their names and values are in the match's settings, in every language).
  'settings-changed': ['The referee changed {changed} setting(s).', 'L’arbitre a changé {changed} réglage(s).', 'Der Schiedsrichter hat {changed} Einstellung(en) geändert.'],
  'stale-orders': ['{clan} marked final with stale orders; they will be dropped: {units}.', '{clan} a validé avec des ordres périmés ; ils seront écartés : {units}.', '{clan} hat mit veralteten Befehlen abgeschlossen; sie entfallen: {units}.'],
  'orders-dropped': ['Stale orders of {clan} were dropped: {units}.', 'Des ordres périmés de {clan} ont été écartés : {units}.', 'Veraltete Befehle von {clan} sind entfallen: {units}.'],
  'clan-abandoned': ['{clan} abandoned the struggle.', '{clan} a abandonné la lutte.', '{clan} hat den Kampf aufgegeben.'],
};

const LI: Record<Lang, number> = { en: 0, fr: 1, de: 2 };

/** The six outcomes of an abandonment (FR 1910-1956), in our words. */
const ROLE_WORDS: Record<string, [string, string, string]> = {
  leave: ['the player leaves', 'le joueur quitte la partie', 'der Spieler verlässt das Spiel'],
  'new-clan': ['a new clan', 'un nouveau clan', 'ein neuer Clan'],
  rebel: ['rebellion of the tribe', 'rébellion de la tribu', 'Aufstand des Stammes'],
  exile: ['exile at the Jade Court', 'exil à la cour de Jade', 'Exil am Jadehof'],
  temples: ['the temples awaken', 'le réveil des temples', 'das Erwachen der Tempel'],
  whispers: ['whispers in the dark', 'des murmures dans les ténèbres', 'Flüstern in der Finsternis'],
};
const CLAN_KEYS = new Set(['clan', 'other', 'victim', 'winner', 'loser', 'attacker', 'targetClan', 'owner', 'from']);
const PLACE_KEYS = new Set(['province', 'place', 'to', 'from', 'path', 'provinces', 'sea']);
const CHAR_KEYS = new Set(['char', 'target', 'intended', 'of', 'demon', 'promoted', 'by', 'name']);
const WORD_KEYS = new Set(['reason', 'cause', 'why', 'stopped', 'how', 'status', 'threat', 'profile', 'element', 'kind', 'by']);
const CLAN_WORD: [string, string, string] = ['clan', 'clan', 'Clan'];
const ARMY_WORD: [string, string, string] = ['army', 'armée', 'Armee'];
const FLEETS_WORD: [string, string, string] = ['fleets', 'flottes', 'Flotten'];
const ALLIANCES_WORD: [string, string, string] = ['alliances', 'alliances', 'Bündnisse'];
const PROV_NAME = new Map(PROVINCES.map((p) => [p.id, p.name]));
const SEA_BY_ID = new Map(SEAS.map((x) => [x.id, x]));

export function humanize(id: string): string {
  return id.replace(/_/g, ' ').replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
}

/** A province or sea by its id, in the line's language (provinces keep their Japanese names). */
function placeName(id: string, lang: Lang): string | null {
  const local = PROV_NAME_LANG[id];
  if (local) return local[LI[lang]]!;
  const p = PROV_NAME.get(id);
  if (p) return p;
  const sea = SEA_BY_ID.get(id);
  if (sea) return lang === 'fr' ? sea.nameFr : lang === 'de' ? SEA_DE[id] ?? sea.name : sea.name;
  return null;
}
/** "joroya-2" → "army 2 of Joroya" (army ids are the clan's id and a number). */
function armyName(id: string, i: number): string {
  const m = /^([a-z]+)-(\d+)$/.exec(id);
  if (!m) return humanize(id);
  return `${ARMY_WORD[i]} ${m[2]} (${humanize(m[1]!)})`;
}
function ritualName(id: string, i: number): string {
  const r = RITUAL_BY_ID[id];
  if (!r) return humanize(id);
  return [r.name, r.nameFr, RITUAL_DE[id] ?? r.name][i]!;
}
/** A reason, cause or status: its words, "(already wounded)" kept apart; never an engine value on a French or German line. */
function valueWords(v: string, i: number): string {
  const paren = /^(.*) \((.*)\)$/.exec(v);
  if (paren) return `${valueWords(paren[1]!, i)} (${valueWords(paren[2]!, i)})`;
  const t = VALUE[v];
  if (t) return t[i]!;
  return i === 0 ? v.replace(/-/g, ' ') : UNKNOWN[i]!;
}
/** A row of an order sheet ("char:kibe_subaru", "army:2", "prov:kai", "fleets"). */
function unitName(u: string, lang: Lang, i: number): string {
  const c = u.indexOf(':');
  const kind = c < 0 ? u : u.slice(0, c), id = u.slice(c + 1);
  if (kind === 'char') return humanize(id);
  if (kind === 'army') return `${ARMY_WORD[i]} ${id}`;
  if (kind === 'prov') return placeName(id, lang) ?? humanize(id);
  if (kind === 'break-alliances') return ALLIANCES_WORD[i]!;
  return FLEETS_WORD[i]!;
}

function fmt(type: string, key: string, v: unknown, seatNames: string[], lang: Lang): string {
  const i = LI[lang];
  if (v === null || v === undefined) return '?';
  if (key === 'changed' && Array.isArray(v)) return String(v.length);
  if (Array.isArray(v)) return v.map((x) => fmt(type, key, x, seatNames, lang)).join(key === 'path' ? ' → ' : ', ');
  if (typeof v === 'number') {
    if (CLAN_KEYS.has(key) || key === 'to') return seatNames[v] ?? (v < 0 ? MINOR_WORD.clan![i]! : `${CLAN_WORD[i]} ${v + 1}`);
    return String(v);
  }
  if (typeof v === 'string') {
    if (key === 'name') return localName(v, lang);
    if (key === 'outcome') return OUTCOME[v]?.[i] ?? valueWords(v, i);
    if (key === 'winner') return WINNER[v]?.[i] ?? humanize(v);
    if (key === 'minor') return MINOR_WORD[v]?.[i] ?? valueWords(v, i);
    if (key === 'order') return ORDER_WORD[v]?.[i] ?? valueWords(v, i);
    if (key === 'ritual') return ritualName(v, i);
    if (key === 'army' || key === 'defenderArmies') return armyName(v, i);
    if (key === 'units') return unitName(v, lang, i);
    if (PLACE_KEYS.has(key)) { const p = placeName(v, lang); if (p) return p; }
    if (WORD_KEYS.has(key) || key === 'to') { if (VALUE[v] || !CHAR_KEYS.has(key)) return valueWords(v, i); }
    if (CHAR_KEYS.has(key)) return humanize(v);
    return humanize(v);
  }
  if (typeof v === 'object' && key === 'score') { const o = v as { a: number; d: number }; return `${o.a}–${o.d}`; }
  return '?';
}

export function describeNihonEvent(e: GameEvent, lang: Lang, seatNames: string[]): string {
  const t = EV[e.type];
  if (!t) return e.type;
  const line = t[LI[lang]]!.replace(/\{(\w+)\}/g, (_, k: string) => fmt(e.type, k, (e as Record<string, unknown>)[k], seatNames, lang));
  // A line that opens on an army ("army 2 (Joroya) …") starts with a capital; names are left as they are.
  return t[LI[lang]]!.startsWith('{army}') ? line.charAt(0).toUpperCase() + line.slice(1) : line;
}

export function eventTypesDescribed(): string[] {
  return Object.keys(EV);
}

export function describeNihonMove(m: NihonMove, lang: Lang): string {
  const i = LI[lang];
  switch (m.type) {
    case 'submit-orders':
      // An empty sheet is how the board clears the whole draft.
      if (!Object.keys(m.sheet ?? {}).length) return ['Clear the whole sheet', 'Effacer toute la feuille', 'Ganzen Bogen leeren'][i]!;
      return ['Submit an order sheet', 'Envoyer une feuille d’ordres', 'Befehlsbogen abgeben'][i]!;
    case 'order': { const u = unitName(m.unit, lang, i); return [`Order for ${u}`, `Ordre pour ${u}`, `Befehl für ${u}`][i]!; }
    case 'clear-order': { const u = unitName(m.unit, lang, i); return [`Clear the order of ${u}`, `Effacer l’ordre de ${u}`, `Befehl für ${u} löschen`][i]!; }
    case 'mark-final': return ['Mark the orders final', 'Valider les ordres', 'Befehle abschließen'][i]!;
    case 'unmark-final': return ['Reopen the orders', 'Rouvrir les ordres', 'Befehle wieder öffnen'][i]!;
    case 'abandon': return ['Abandon the clan', 'Abandonner le clan', 'Den Clan aufgeben'][i]!;
    case 'resolve-now': return ['Resolve the turn now', 'Résoudre le tour maintenant', 'Runde jetzt auswerten'][i]!;
    case 'abandon-clan': {
      // The referee's console lists every outcome of the rulebook: name it, with its detail.
      const r = m.role;
      const role = (ROLE_WORDS[r.role] ?? [r.role, r.role, r.role])[i]!;
      const detail = r.role === 'new-clan' ? `: ${r.provinces.map((p) => placeName(p, lang) ?? humanize(p)).join(', ')}` : r.role === 'rebel' ? `: ${r.tribe === 'ainu' ? 'Ainu' : 'Emishi'}` : r.role === 'exile' && r.army ? `: ${r.army.samurai} ${['samurai', 'samouraïs', 'Samurai'][i]}, ${placeName(r.army.province, lang) ?? humanize(r.army.province)}` : '';
      return [`Clan ${m.seat + 1} abandons: ${role}${detail}`, `Le clan ${m.seat + 1} abandonne : ${role}${detail}`, `Clan ${m.seat + 1} gibt auf: ${role}${detail}`][i]!;
    }
    case 'set-teppo': return [`Teppo for clan ${m.seat + 1}`, `Teppo pour le clan ${m.seat + 1}`, `Teppo für Clan ${m.seat + 1}`][i]!;
  }
  return (m as { type: string }).type;
}
