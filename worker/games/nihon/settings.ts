/**
 * NIHON settings: every gap the rulebook leaves (the ambiguities A1..A56 of
 * shared/research/nihon-rules-digest.md, section 24) and every text-mandated map override is a named
 * setting here, with the recommended default. A referee may change them per match (at creation, or
 * between turns through the referee console, which calls `withSettings`). This is the ONE place where
 * they are documented: `description` is the English explanation shown to players.
 */
import type { Localized, OptionSpec, ParsedOptions } from '../../engine/contract';
import { HELP, choiceLabel } from './settings-words';

type Base = { key: string; ref: string; label: Localized; description: string };
export type SettingDef =
  | (Base & { kind: 'boolean'; default: boolean })
  | (Base & { kind: 'number'; default: number; min: number; max: number; choices: number[] })
  | (Base & { kind: 'choice'; default: string; choices: string[] });

const L = (en: string, fr: string, de: string): Localized => ({ en, fr, de });

export const SETTINGS = [
  // ---- set-up (A55 and the annex) ----
  { key: 'startTreasury', kind: 'number', default: 0, min: 0, max: 50, choices: [0, 5, 10, 20], ref: 'A55', label: L('Starting treasury', 'Trésor de départ', 'Startkasse'), description: 'Koku each clan holds at the start (the rulebook gives none).' },
  { key: 'startStress', kind: 'number', default: 0, min: 0, max: 10, choices: [0, 1, 2], ref: 'A55', label: L('Starting stress', 'Stress de départ', 'Startstress'), description: 'Stress of each clan at the start.' },
  { key: 'startingHeads', kind: 'choice', default: 'leaders', choices: ['leaders', 'none'], ref: 'annex', label: L('Starting heads', 'Têtes coupées de départ', 'Start-Köpfe'), description: 'Each clan distributes 3 heads among its characters at set-up. Leaders: one each to the daimyo, the general and the bodyguard (the Samurai* of the Shisuke and Yamana keep their printed head); None: the 3 heads are not handed out.' },
  { key: 'startingArmy', kind: 'number', default: 0, min: 0, max: 9, choices: [0, 3, 5], ref: 'A55', label: L('Starting army samurai', 'Samouraïs de l’armée de départ', 'Samurai der Startarmee'), description: 'When > 0 each clan starts with army 1 of this many samurai in its first province, led by its general; 0 = armies are created on turn 1 (recommended).' },
  { key: 'clanAssignment', kind: 'choice', default: 'fixed', choices: ['fixed', 'random'], ref: 'platform', label: L('Clan assignment', 'Attribution des clans', 'Clan-Zuteilung'), description: 'Fixed: seat 1 plays Joroya, then Nokamura, Ruchemon, Shisuke, Utachi, Yamana; Random: a seeded draw. Clans not played start as minor clans.' },
  // ---- map overrides ----
  { key: 'lakeLaoGai', kind: 'boolean', default: true, ref: 'FR 59-63', label: L('Lake Lao Gaï (Bizen–Omi)', 'Lac Lao Gaï (Bizen–Omi)', 'Lao-Gaï-See (Bizen–Omi)'), description: 'The rulebook joins Bizen and Omi by Lake Lao Gaï, a link that counts as a river. Off: the geographic map only.' },
  { key: 'iwamiOnGreatOcean', kind: 'boolean', default: false, ref: 'FR 643-661, A52', label: L('Iwami on the Great Ocean', 'Iwami sur le Grand Océan', 'Iwami am Großen Ozean'), description: 'The battle example lands from the Great Ocean in Iwami, which is not geographic. On: Iwami is also a coast of the Great Ocean.' },
  // ---- end of game ----
  { key: 'turnLimit', kind: 'number', default: 100, min: 2, max: 200, choices: [20, 50, 100], ref: 'A1', label: L('Last turn', 'Dernier tour', 'Letzte Runde'), description: 'The game ends after this turn (100 seasons = 25 years); most prestige wins.' },
  { key: 'victoryPrestige', kind: 'number', default: 20, min: 1, max: 999, choices: [10, 15, 20], ref: 'FR 20-25', label: L('Prestige to become Shogun', 'Prestige pour devenir Shogun', 'Prestige für den Shogun'), description: 'A clan with at least this prestige and twice everyone else\'s wins at once.' },
  { key: 'heianCondition', kind: 'boolean', default: true, ref: 'A2', label: L('Heian condition for victory', 'Condition de Heian', 'Heian-Bedingung'), description: 'The immediate win also needs Heian neutral or held by the winner (stated only in the introduction).' },
  { key: 'turnLimitTie', kind: 'choice', default: 'draw', choices: ['draw', 'shared'], ref: 'FR 26', label: L('Tie at the last turn', 'Égalité au dernier tour', 'Gleichstand in der letzten Runde'), description: 'Draw: a tie for most prestige is a draw (no winner); Shared win: the tied clans share the win.' },
  { key: 'fallOfNihon', kind: 'choice', default: 'no-winner', choices: ['no-winner', 'prestige'], ref: 'A3', label: L('Fall of Nihon', 'Chute du Nihon', 'Fall von Nihon'), description: 'When a power that is no player takes Heian the game ends: nobody wins, or the players are ranked by prestige.' },
  // ---- finance ----
  { key: 'pillageIncomeLoss', kind: 'number', default: 2, min: 0, max: 6, choices: [0, 1, 2], ref: 'A5', label: L('Income lost when pillaged', 'Perte de revenu si pillée', 'Einkommensverlust bei Plünderung'), description: 'A pillaged (not risen) province yields max(0, 2 x population - this).' },
  { key: 'loanFloorPerLender', kind: 'number', default: 3, min: 0, max: 10, choices: [0, 3, 5], ref: 'FR 324-331', label: L('Loan floor per lender city', 'Plancher par ville prêteuse', 'Kreditgrenze je Geldgeberstadt'), description: 'The loan floor grows by this for each of Settsu and Satsuma held by a minor clan.' },
  { key: 'overspend', kind: 'choice', default: 'reject', choices: ['reject', 'allow'], ref: 'A8', label: L('Spending beyond the floor', 'Dépense au-delà du plancher', 'Ausgaben unter die Grenze'), description: 'Refuse: an expense that would take the treasury below minus the floor is not made (in row order); Allow: it is made and bankruptcy decides at the end of the turn.' },
  { key: 'upkeepShortfall', kind: 'choice', default: 'disband', choices: ['disband', 'debt'], ref: 'A7', label: L('Unpaid upkeep', 'Entretien impayé', 'Unbezahlter Unterhalt'), description: 'Upkeep is paid at step 21. Disband: samurai the clan cannot pay are disbanded from the highest-numbered army, then unpaid castles are destroyed; Debt: upkeep is always paid, even below the floor.' },
  { key: 'resourceShortfall', kind: 'choice', default: 'cancel-all', choices: ['cancel-all', 'cancel-excess'], ref: 'FR 313-315', label: L('Missing resources', 'Ressources manquantes', 'Fehlende Ressourcen'), description: 'When a clan lacks enough of a resource in a phase, all its uses of it in that phase are cancelled (rulebook), or only the excess.' },
  { key: 'marketIncome', kind: 'number', default: 4, min: 0, max: 10, choices: [2, 4, 6], ref: 'FR 276', label: L('Market income', 'Revenu d’un marché', 'Markteinkommen'), description: 'Koku for each market in an owned province.' },
  // ---- tests and battles ----
  { key: 'visionTies', kind: 'choice', default: 'ge', choices: ['ge', 'gt'], ref: 'A11', label: L('Vision checks', 'Tests de vision', 'Sichtprüfungen'), description: 'Equal is enough: a thing is seen when vision >= concealment (all other tests need strictly more); Strictly more: everywhere.' },
  { key: 'duelBothRoll', kind: 'boolean', default: true, ref: 'A12', label: L('Both duellists roll', 'Les deux duellistes lancent', 'Beide Duellanten würfeln'), description: 'In duels both characters roll the d6 modifier, as in the worked example; elsewhere only the actor rolls.' },
  { key: 'bonusModifier', kind: 'choice', default: 'fewer-minus-one', choices: ['fewer-minus-one', 'more-plus-one'], ref: 'A13', label: L('Battle bonus modifier', 'Modificateur de bonus', 'Bonusmodifikator'), description: 'The side with fewer battle bonuses gets -1 (formula and example), or the side with more gets +1 (opening sentence).' },
  { key: 'majorSuccessFloor', kind: 'number', default: 1, min: 0, max: 3, choices: [0, 1, 2], ref: 'A15', label: L('Major success floor', 'Plancher du succès majeur', 'Untergrenze großer Erfolg'), description: 'A battle is a major success when the winner scores at least 2 x max(loser, this).' },
  { key: 'captureRule', kind: 'choice', default: 'attack-order', choices: ['attack-order', 'any-battle'], ref: 'A17', label: L('Taking a province', 'Prise de province', 'Provinzeroberung'), description: 'Attack order: a province is taken only by an army ordered to attack it, winning in its final province against the owner (success without a castle, major success with one); Any battle: any win against the owner in his province takes it (no castle) .' },
  { key: 'loneCastle', kind: 'choice', default: 'fights', choices: ['fights', 'blocks'], ref: 'A18', label: L('Castle without an army', 'Château sans armée', 'Burg ohne Armee'), description: 'It fights: a lone castle fights with 0 troops, +1 castle, no general (cap 3), +1d6; It blocks: it stops the army but does not fight (the province cannot be taken while it stands).' },
  { key: 'undefendedCapture', kind: 'boolean', default: true, ref: 'A17', label: L('Undefended provinces', 'Provinces sans défense', 'Unverteidigte Provinzen'), description: 'An army ordered to attack a final province where no army and no castle defends takes it without a battle.' },
  { key: 'badPosition', kind: 'choice', default: 'ordered-path', choices: ['ordered-path', 'last-step'], ref: 'A20', label: L('Bad position', 'Mauvaise position', 'Schlechte Stellung'), description: 'Ordered path: bad position when the step into the battle province, or any later ordered step, crosses a sea, a pass, a river or a lake, and exhaustion judged on the whole ordered path; Last step: only the step into the battle province and the path travelled.' },
  { key: 'crushLoss', kind: 'choice', default: 'ronin-creature-samurai', choices: ['ronin-creature-samurai', 'samurai-first'], ref: 'A24', label: L('Loss on a failed repression', 'Perte en répression ratée', 'Verlust bei gescheiterter Unterdrückung'), description: 'Which troop an army loses on a major failure of "move and crush the revolt".' },
  { key: 'technology', kind: 'boolean', default: false, ref: 'A33', label: L('Teppo technology', 'Technologie Teppo', 'Teppo-Technologie'), description: 'The rulebook gives no way to acquire Teppo: off, the technology bonus is never awarded; on, a clan holding the "teppo" flag (referee) gets it.' },
  { key: 'minorAlliance', kind: 'choice', default: 'competitive', choices: ['competitive', 'best-rival'], ref: 'A23', label: L('Minor alliance test', 'Test d’alliance mineure', 'Probe Bündnis mit Kleinmacht'), description: 'Competition: every clan seeking the minor tests against max(1, minor value); only the best total counts and a tie between clans gives nobody; Best rival: the difficulty is the best rival total (minimum 1).' },
  { key: 'minorResist', kind: 'number', default: 1, min: 0, max: 5, choices: [1, 2, 3], ref: 'A23', label: L('Minor diplomacy value', 'Valeur diplomatique des mineurs', 'Diplomatiewert der Kleinmächte'), description: 'The Diplomacy (Piety for temples) of a minor resisting an alliance.' },
  { key: 'pillagedMinorBonus', kind: 'choice', default: 'by-other', choices: ['by-other', 'any', 'none'], ref: 'A23', label: L('Bonus when the minor was pillaged', 'Bonus si le mineur a été pillé', 'Bonus bei geplünderter Kleinmacht'), description: 'The +1 to seek a minor alliance when the minor was pillaged this turn: by another clan (recommended), by anybody, or never.' },
  // ---- rituals ----
  { key: 'fortressOnPlains', kind: 'boolean', default: false, ref: 'A26', label: L('Fortress on plains', 'Forteresse en plaine', 'Festung in Ebenen'), description: 'Fortress and Earth Dragon give thresholds for difficult and rough terrain only; on: plains need Piety 3.' },
  { key: 'tyrantBlocksAll', kind: 'boolean', default: true, ref: 'A27', label: L('Tyrant blocks all armies', 'Le Tyran bloque toutes les armées', 'Tyrann blockiert alle Armeen'), description: 'The Tyrant of the waters blockade applies to every army (Light feet included) except those walking on the waves.' },
  { key: 'creaturePillage', kind: 'choice', default: 'population', choices: ['population', 'any'], ref: 'A31', label: L('Creature pillage', 'Pillage des créatures', 'Plünderung durch Kreaturen'), description: 'At the end of the turn a province is pillaged by creatures when they number at least its population (recommended), or when any stands there.' },
  { key: 'forbiddenHonor', kind: 'number', default: 10, min: 1, max: 10, choices: [1, 3, 10], ref: 'A32', label: L('Forbidden ritual honour loss', 'Perte d’honneur des rituels interdits', 'Ehrverlust verbotene Rituale'), description: 'Honour modifier lost for each forbidden ritual cast.' },
  // ---- honour, prestige, initiative ----
  { key: 'honorMagnitude', kind: 'number', default: 1, min: 1, max: 3, choices: [1, 2], ref: 'A34', label: L('Honour gain/loss size', 'Ampleur des gains d’honneur', 'Größe der Ehränderungen'), description: 'Size of each honour gain or loss whose magnitude the rulebook leaves unstated; summed per turn.' },
  { key: 'honorFallTie', kind: 'choice', default: 'lower-first', choices: ['lower-first', 'higher-first'], ref: 'A35', label: L('Honour fall pass ties', 'Égalités de la descente', 'Gleichstand beim Abstieg'), description: 'Order of clans with equal negative modifiers in the fall pass.' },
  { key: 'initiativeRank', kind: 'choice', default: 'heads', choices: ['heads', 'honour'], ref: 'A36', label: L('Initiative "rank"', '« Rang » d’initiative', 'Initiative-„Rang“'), description: 'What "rank" means in initiative codes: the heads ranking (ties to the more honourable) or the honour track.' },
  { key: 'mostProvincesTie', kind: 'choice', default: 'nobody', choices: ['nobody', 'all'], ref: 'A37', label: L('Most provinces tie', 'Égalité du plus de provinces', 'Gleichstand meiste Provinzen'), description: 'Who gets the prestige for most provinces on a tie.' },
  // ---- orders ----
  { key: 'pilgrimagePresence', kind: 'boolean', default: true, ref: 'A38', label: L('Pilgrim must be there', 'Le pèlerin doit être présent', 'Pilger muss anwesend sein'), description: 'The daimyo must stand in the sanctuary province he makes a pilgrimage to.' },
  { key: 'armyMembersAct', kind: 'boolean', default: false, ref: 'A40', label: L('Army members act in the province', 'Membres d’armée agissent', 'Armeemitglieder handeln'), description: 'Off: a character inside an army (or guarding) cannot give an order that needs him to stand in a province; he remains a target there.' },
  { key: 'giftsNeedRelation', kind: 'boolean', default: true, ref: 'A43', label: L('Gifts need a relation', 'Dons et relation', 'Geschenke brauchen Beziehung'), description: 'Gifts are only allowed to friends or allies, or at Heian (to a clan or the court).' },
  { key: 'governorVision', kind: 'choice', default: 'governor', choices: ['governor', 'best-character'], ref: 'A45', label: L('Vision from a governor', 'Vision du gouverneur', 'Sicht des Statthalters'), description: 'The vision a governor gives on his province: his Intrigue, or the best Intrigue among the clan\'s characters.' },
  { key: 'minorVision', kind: 'number', default: 1, min: 0, max: 3, choices: [0, 1, 2], ref: 'A21', label: L('Vision of a minor', 'Vision d’un mineur', 'Sicht einer Kleinmacht'), description: 'The Vision a minor opposes to raids, sabotage and incitement on its own province.' },
  { key: 'minorFleets', kind: 'boolean', default: true, ref: 'A47', label: L('Minor fleets', 'Flottes mineures', 'Flotten der Kleinmächte'), description: 'A minor province with a ships resource (not allied) keeps one supremacy fleet in each adjacent sea.' },
  { key: 'nanbanProvince', kind: 'choice', default: 'bungo', choices: ['bungo', 'none'], ref: 'A47', label: L('Nanban', 'Nanban', 'Nanban'), description: 'The province of the Nanban minor (Krishito); the only clan allied with it gets +1 fleet.' },
  { key: 'escortSimultaneous', kind: 'boolean', default: true, ref: 'A48', label: L('Escorts protect simultaneously', 'Escortes simultanées', 'Geleitschutz gleichzeitig'), description: 'A raid or transport fleet escorted by a supremacy fleet of its clan stays protected even when the escort is dispersed in the same removal.' },
  { key: 'newArmyGeneral', kind: 'boolean', default: true, ref: 'FR 722, step 8/31', label: L('Generals of new armies', 'Généraux des nouvelles armées', 'Generäle neuer Armeen'), description: 'A general named for an army created this turn takes command when the army is created (step 31) instead of waiting a turn.' },
  { key: 'coastalSeaVision', kind: 'boolean', default: false, ref: 'FR 1893', label: L('Coasts see the sea', 'Les côtes voient la mer', 'Küsten sehen das Meer'), description: 'On: a clan also sees the fleets of seas adjacent to its own coastal provinces (only its own fleets give sea vision by the rulebook).' },
] as const satisfies readonly SettingDef[];

type Def = (typeof SETTINGS)[number];
type ValueOf<D> = D extends { kind: 'boolean' } ? boolean : D extends { kind: 'number' } ? number : D extends { choices: readonly (infer C)[] } ? C : never;
export type NihonSettings = { [D in Def as D['key']]: ValueOf<D> } & { players?: number };

export const DEFAULT_SETTINGS: NihonSettings = Object.fromEntries(SETTINGS.map((s) => [s.key, s.default])) as unknown as NihonSettings;

/** The create-form specs (numbers are offered as choices of their usual values). */
export const OPTION_SPECS: OptionSpec[] = SETTINGS.map((s): OptionSpec => {
  // French and German help and every choice's words live in settings-words.ts.
  const help = { en: s.description, fr: HELP[s.key]?.fr ?? s.description, de: HELP[s.key]?.de ?? s.description };
  if (s.kind === 'boolean') return { key: s.key, kind: 'boolean', default: s.default, label: s.label, help };
  const values = s.kind === 'number' ? (s.choices as readonly number[]).map(String) : (s.choices as readonly string[]);
  const def = String(s.default);
  const all = values.includes(def) ? values : [def, ...values];
  return { key: s.key, kind: 'choice', default: def, choices: all.map((v) => ({ value: v, label: choiceLabel(s.key, v) })), label: s.label, help };
});

/** Validate untrusted options; names the faulty field. Unknown keys are refused. */
export function parseSettings(raw: unknown): ParsedOptions<NihonSettings> {
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_SETTINGS } };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, field: '', message: 'options must be an object' };
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const def = (SETTINGS as readonly SettingDef[]).find((s) => s.key === k);
    if (!def) return { ok: false, field: k, message: `unknown setting "${k}"` };
    if (def.kind === 'boolean') {
      if (v === true || v === 'true') out[k] = true;
      else if (v === false || v === 'false') out[k] = false;
      else return { ok: false, field: k, message: `${k} must be true or false` };
    } else if (def.kind === 'number') {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < def.min || n > def.max) return { ok: false, field: k, message: `${k} must be an integer from ${def.min} to ${def.max}` };
      out[k] = n;
    } else {
      if (typeof v !== 'string' || !def.choices.includes(v)) return { ok: false, field: k, message: `${k} must be one of ${def.choices.join(', ')}` };
      out[k] = v;
    }
  }
  return { ok: true, options: out as unknown as NihonSettings };
}

/** Referee console: change settings between turns (validated the same way). */
export function mergeSettings(current: NihonSettings, patch: unknown): ParsedOptions<NihonSettings> {
  const parsed = parseSettings(patch);
  if (!parsed.ok) return parsed;
  const out: Record<string, unknown> = { ...current };
  for (const k of Object.keys(patch as object)) out[k] = (parsed.options as unknown as Record<string, unknown>)[k];
  return { ok: true, options: out as unknown as NihonSettings };
}
