/**
 * Why the validator refuses an order step, by its code (validate.ts), in English, French and German:
 * the words a mail's answer gives a clan whose written order was refused (issue 31), before the
 * engine's own English sentence (which names the pieces). Worker-side only: the board shows its
 * own words and never loads these.
 */
import type { Lang, Seat } from '../../engine/contract';
import { stepOutcome } from './draft';
import type { NihonMove, NihonState } from './types';

type Words = { en: string; fr: string; de: string };
const w = (en: string, fr: string, de: string): Words => ({ en, fr, de });

const MALFORMED = w('the order is not written as the order language says', 'l’ordre n’est pas écrit comme le veut le langage des ordres', 'der Befehl ist nicht so geschrieben, wie die Befehlssprache es verlangt');

export const REFUSAL_WORDS: Record<string, Words> = {
  'allied-elsewhere': w('the province is allied with another clan', 'la province est alliée à un autre clan', 'die Provinz ist mit einem anderen Clan verbündet'),
  'already-there': w('the character is already in that army', 'le personnage est déjà dans cette armée', 'die Figur ist schon in diesem Heer'),
  'army-exists': w('this army is already in play', 'cette armée est déjà en jeu', 'dieses Heer ist schon im Spiel'),
  'attack-at-sea': w('an attack ends in a province', 'une attaque se termine dans une province', 'ein Angriff endet in einer Provinz'),
  'attack-own': w('the province is already yours', 'la province est déjà à vous', 'die Provinz gehört dir schon'),
  'bad-army-number': w('armies are numbered 1 to 9', 'les armées sont numérotées de 1 à 9', 'Heere sind von 1 bis 9 nummeriert'),
  'bad-beneficiary': w('the beneficiary is a major clan, a minor clan or a temple', 'le bénéficiaire est un clan majeur, un clan mineur ou un temple', 'der Empfänger ist ein großer Clan, ein kleiner Clan oder ein Tempel'),
  'bad-clan': w('name another major clan in play', 'nommez un autre clan majeur en jeu', 'nenne einen anderen großen Clan im Spiel'),
  'bad-hostage': w('a hostage is another free character of your clan', 'un otage est un autre personnage libre de votre clan', 'eine Geisel ist eine andere freie Figur deines Clans'),
  'bad-number': w('a number is out of its range', 'un nombre est hors de ses limites', 'eine Zahl liegt außerhalb ihres Bereichs'),
  'bad-path': w('the army cannot follow this path', 'l’armée ne peut pas suivre ce chemin', 'das Heer kann diesem Weg nicht folgen'),
  'bad-profile': w('the profile is civil, military, holyman or daimyo', 'le profil est civil, military, holyman ou daimyo', 'das Profil ist civil, military, holyman oder daimyo'),
  'bad-ritual': w('the ritual’s level must be below the caster’s Piety', 'le niveau du rituel doit être inférieur à la Piété du lanceur', 'die Stufe des Rituals muss unter der Frömmigkeit des Wirkenden liegen'),
  'bad-target': w('the target is not one this order can name', 'cette cible ne convient pas à cet ordre', 'dieses Ziel passt nicht zu diesem Befehl'),
  'bad-unit': MALFORMED,
  'castle-complete': w('the castle is already complete', 'le château est déjà achevé', 'die Burg ist schon fertig'),
  'crush-at-sea': w('a repression ends in a province', 'une répression se termine dans une province', 'eine Niederschlagung endet in einer Provinz'),
  daimyo: w('the daimyo cannot be given as a hostage', 'le daimyo ne peut pas être donné en otage', 'der Daimyo kann nicht als Geisel gegeben werden'),
  'daimyo-alive': w('a daimyo is promoted only when the daimyo is dead', 'on ne promeut un daimyo qu’à la mort du daimyo', 'ein Daimyo wird nur nach dem Tod des Daimyo ernannt'),
  diplomacy: w('the character needs Diplomacy 1', 'le personnage doit avoir Diplomatie 1', 'die Figur braucht Diplomatie 1'),
  'empty-gift': w('a gift gives koku, resources, a hostage or a ritual', 'un don donne des koku, des ressources, un otage ou un rituel', 'ein Geschenk gibt Koku, Ressourcen, eine Geisel oder ein Ritual'),
  'has-building-or-resource': w('the province has a building or a resource', 'la province a un bâtiment ou une ressource', 'die Provinz hat ein Gebäude oder eine Ressource'),
  'has-protector': w('the target already has a protector', 'la cible a déjà un protecteur', 'das Ziel hat schon einen Beschützer'),
  'holyman-alive': w('a holy man is promoted only when the clan has none', 'on ne promeut un saint homme que si le clan n’en a pas', 'ein heiliger Mann wird nur ernannt, wenn der Clan keinen hat'),
  hostage: w('a hostage cannot act', 'un otage ne peut pas agir', 'eine Geisel kann nicht handeln'),
  'inside-army': w('the character is in an army or guarding: it must leave first (order MOVE)', 'le personnage est dans une armée ou garde quelqu’un : il doit d’abord partir (ordre DEPLACER)', 'die Figur ist in einem Heer oder bewacht jemanden: Sie muss erst gehen (Befehl MOVE)'),
  'is-guard': w('the target is itself a bodyguard', 'la cible est elle-même garde du corps', 'das Ziel ist selbst Leibwächter'),
  'jade-court': w('nobody enters the Jade Court', 'personne n’entre à la Cour de Jade', 'niemand betritt den Jadehof'),
  'no-army': w('this army does not exist: name the province where it is created', 'cette armée n’existe pas : nommez la province où elle est créée', 'dieses Heer gibt es nicht: nenne die Provinz, in der es aufgestellt wird'),
  'no-castle': w('the province has no castle or construction', 'la province n’a ni château ni chantier', 'die Provinz hat weder Burg noch Baustelle'),
  'no-governor': w('the province has no governor: a province acts only with its governor present', 'la province n’a pas de gouverneur : une province n’agit qu’avec son gouverneur présent', 'die Provinz hat keinen Statthalter: Eine Provinz handelt nur, wenn ihr Statthalter da ist'),
  'no-hostage': w('you hold no hostage of this clan', 'vous ne détenez aucun otage de ce clan', 'du hältst keine Geisel dieses Clans'),
  'no-relation': w('gifts go to allies, or are made at Heian', 'les dons vont aux alliés, ou se font à Heian', 'Geschenke gehen an Verbündete oder werden in Heian gemacht'),
  'no-revolt': w('the province is not in revolt', 'la province n’est pas en révolte', 'die Provinz ist nicht im Aufstand'),
  'no-river': w('the character is neither on nor next to a river or lake', 'le personnage n’est ni sur ni près d’une rivière ou d’un lac', 'die Figur ist weder an noch neben einem Fluss oder See'),
  'no-sanctuary': w('the province has no sanctuary', 'la province n’a pas de sanctuaire', 'die Provinz hat kein Heiligtum'),
  'no-target': w('only raid fleets have a target', 'seules les flottes en razzia ont une cible', 'nur Flotten auf Raubzug haben ein Ziel'),
  'not-a-boolean': MALFORMED,
  'not-a-list': MALFORMED,
  'not-a-minor': w('the province is not held by a minor clan, temple or tribe', 'la province n’est pas tenue par un clan mineur, un temple ou une tribu', 'die Provinz gehört keinem kleinen Clan, Tempel oder Stamm'),
  'not-a-minor-clan': w('only a minor clan (not a temple or tribe) can be annexed', 'seul un clan mineur (pas un temple ni une tribu) peut être annexé', 'nur ein kleiner Clan (kein Tempel, kein Stamm) kann angegliedert werden'),
  'not-a-rival-province': w('revolts only concern provinces of other major clans', 'les révoltes ne concernent que les provinces des autres clans majeurs', 'Aufstände betreffen nur Provinzen anderer großer Clans'),
  'not-adjacent': w('the province is not next to the character', 'la province n’est pas voisine du personnage', 'die Provinz liegt nicht neben der Figur'),
  'not-allied': w('not allied with your clan', 'pas allié à votre clan', 'nicht mit deinem Clan verbündet'),
  'not-an-object': MALFORMED,
  'not-coastal': w('the province is not on the coast of that sea', 'la province n’est pas sur la côte de cette mer', 'die Provinz liegt nicht an der Küste dieses Meeres'),
  'not-daimyo': w('only the daimyo gives this order', 'seul le daimyo donne cet ordre', 'nur der Daimyo gibt diesen Befehl'),
  'not-friendly': w('the province or army is not your clan’s or an ally’s', 'la province ou l’armée n’est ni à votre clan ni à un allié', 'die Provinz oder das Heer gehört weder deinem Clan noch einem Verbündeten'),
  'not-giftable': w('this cannot be given', 'cela ne peut pas être donné', 'das kann nicht verschenkt werden'),
  'not-in-province': w('the character is not in that province', 'le personnage n’est pas dans cette province', 'die Figur ist nicht in dieser Provinz'),
  'not-known': w('your clan does not know this ritual', 'votre clan ne connaît pas ce rituel', 'dein Clan kennt dieses Ritual nicht'),
  'not-neutral': w('the province is not neutral', 'la province n’est pas neutre', 'die Provinz ist nicht neutral'),
  'not-same-province': w('the target is not in the same province', 'la cible n’est pas dans la même province', 'das Ziel ist nicht in derselben Provinz'),
  'not-there': w('the character is not where the order needs it', 'le personnage n’est pas là où l’ordre l’exige', 'die Figur ist nicht dort, wo der Befehl sie braucht'),
  'not-your-army': w('not an army of your clan', 'pas une armée de votre clan', 'kein Heer deines Clans'),
  'not-your-character': w('not a free character of your clan', 'pas un personnage libre de votre clan', 'keine freie Figur deines Clans'),
  'not-your-province': w('not a province of your clan', 'pas une province de votre clan', 'keine Provinz deines Clans'),
  'own-province': w('a raid or sabotage targets another power’s province', 'une razzia ou un sabotage vise la province d’une autre puissance', 'ein Raubzug oder eine Sabotage zielt auf die Provinz einer anderen Macht'),
  piety: w('not enough Piety', 'pas assez de Piété', 'nicht genug Frömmigkeit'),
  plain: w('this ritual cannot be cast on a plain', 'ce rituel ne peut pas être lancé sur une plaine', 'dieses Ritual kann nicht auf einer Ebene gewirkt werden'),
  'ten-characters': w('the clan already has ten characters', 'le clan a déjà dix personnages', 'der Clan hat schon zehn Figuren'),
  'to-major-only': w('only a major clan can receive this', 'seul un clan majeur peut recevoir cela', 'nur ein großer Clan kann das erhalten'),
  'too-far': w('too far: the character’s province or one next to it', 'trop loin : la province du personnage ou une voisine', 'zu weit: die Provinz der Figur oder eine benachbarte'),
  'too-many': w('at most 12 fleets', 'au plus 12 flottes', 'höchstens 12 Flotten'),
  'two-armies': w('the character is already general of another army', 'le personnage est déjà général d’une autre armée', 'die Figur ist schon Feldherr eines anderen Heeres'),
  'two-provinces': w('the character is already governor of another province', 'le personnage est déjà gouverneur d’une autre province', 'die Figur ist schon Statthalter einer anderen Provinz'),
  'unknown-field': MALFORMED,
  'unknown-order': w('not an order this unit can be given', 'pas un ordre que cette unité peut recevoir', 'kein Befehl, den diese Einheit erhalten kann'),
  'unknown-province': w('no such province', 'province inconnue', 'unbekannte Provinz'),
  'unknown-ritual': w('your clan does not know this ritual', 'votre clan ne connaît pas ce rituel', 'dein Clan kennt dieses Ritual nicht'),
  'unknown-sea': w('no such sea', 'mer inconnue', 'unbekanntes Meer'),
  wounded: w('the character is wounded', 'le personnage est blessé', 'die Figur ist verwundet'),
};

/** Why an order step is refused in `lang` (each reason once), or null when it is not refused or no words fit. */
export function refusalWords(s: NihonState, seat: Seat, move: NihonMove, lang: Lang): string | null {
  if (!move || typeof move !== 'object' || move.type !== 'order') return null;
  let r;
  try {
    r = stepOutcome(s, seat, s.sheets[seat] ?? {}, move.unit, move.order);
  } catch {
    return null;
  }
  if (r.ok) return null;
  const said = [...new Set(r.errors.map((e) => (Object.hasOwn(REFUSAL_WORDS, e.code) ? REFUSAL_WORDS[e.code]![lang] : null)))];
  return said.every((x) => x !== null) && said.length ? said.join('; ') : null;
}
