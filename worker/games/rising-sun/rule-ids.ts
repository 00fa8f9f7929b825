/**
 * Every rule id the Rising Sun engine cites in its events and rejections, of the form
 * `rising-sun/<section>/<rule>`. The rules page uses them as anchors.
 */
export const R = {
  // moves in general
  malformed: 'rising-sun/moves/malformed',
  notAwaited: 'rising-sun/moves/not-your-turn',
  gameOver: 'rising-sun/moves/game-over',
  wrongStep: 'rising-sun/moves/wrong-step',
  // seasonal set-up
  warProvinces: 'rising-sun/season/war-provinces',
  cardsLaidOut: 'rising-sun/season/cards-laid-out',
  income: 'rising-sun/season/income',
  hostagesReleased: 'rising-sun/season/hostages-released',
  // tea ceremony, alliances, gifts, deals
  teaCeremony: 'rising-sun/tea/ceremony',
  teaAlliance: 'rising-sun/tea/alliance',
  teaOneAlly: 'rising-sun/tea/one-ally',
  teaReady: 'rising-sun/tea/ready',
  gifts: 'rising-sun/diplomacy/gifts',
  noGiftsInWar: 'rising-sun/diplomacy/no-gifts-in-war',
  deals: 'rising-sun/diplomacy/deals',
  // political phase
  politicalTrack: 'rising-sun/political/track',
  chooseMandate: 'rising-sun/political/choose-mandate',
  recruit: 'rising-sun/recruit/per-stronghold',
  recruitBonus: 'rising-sun/recruit/bonus',
  recruitReserve: 'rising-sun/recruit/reserve',
  shintoToShrine: 'rising-sun/recruit/shinto-to-shrine',
  marshal: 'rising-sun/marshal/move',
  marshalOnce: 'rising-sun/marshal/once-per-figure',
  marshalAdjacent: 'rising-sun/marshal/adjacent',
  marshalShrine: 'rising-sun/marshal/shrine-shinto-stay',
  marshalStronghold: 'rising-sun/marshal/stronghold-bonus',
  train: 'rising-sun/train/buy-one',
  trainCost: 'rising-sun/train/cost',
  trainBonus: 'rising-sun/train/bonus-discount',
  monsterSummon: 'rising-sun/train/monster-summon',
  harvest: 'rising-sun/harvest/coin',
  harvestBonus: 'rising-sun/harvest/rewards',
  betray: 'rising-sun/betray/replace',
  betrayAlliance: 'rising-sun/betray/alliance-broken',
  betrayDifferent: 'rising-sun/betray/different-players',
  betrayImmune: 'rising-sun/betray/immune',
  betraySameType: 'rising-sun/betray/same-type',
  // Kami
  kamiTurn: 'rising-sun/kami/majority',
  amaterasu: 'rising-sun/kami/amaterasu',
  fujin: 'rising-sun/kami/fujin',
  hachiman: 'rising-sun/kami/hachiman',
  raijin: 'rising-sun/kami/raijin',
  ryujin: 'rising-sun/kami/ryujin',
  susanoo: 'rising-sun/kami/susanoo',
  tsukuyomi: 'rising-sun/kami/tsukuyomi',
  // honor
  honorTies: 'rising-sun/honor/ties',
  effectOrder: 'rising-sun/honor/order-of-effects',
  // war
  warStart: 'rising-sun/war/start-effects',
  warEmpty: 'rising-sun/war/no-force',
  warSingle: 'rising-sun/war/single-clan',
  warAllies: 'rising-sun/war/allies-only',
  battle: 'rising-sun/war/battle',
  bids: 'rising-sun/war/secret-bids',
  seppuku: 'rising-sun/war/seppuku',
  hostage: 'rising-sun/war/take-hostage',
  hireRonin: 'rising-sun/war/hire-ronin',
  outcome: 'rising-sun/war/outcome',
  poets: 'rising-sun/war/imperial-poets',
  reparations: 'rising-sun/war/reparations',
  // season end and winter
  seasonEnd: 'rising-sun/season-end/cleanup',
  winterCards: 'rising-sun/winter/winter-cards',
  winterTokens: 'rising-sun/winter/war-tokens',
  winterTies: 'rising-sun/winter/ties',
  // clans
  koi: 'rising-sun/clan/koi',
  lotus: 'rising-sun/clan/lotus',
  turtle: 'rising-sun/clan/turtle',
  dragonfly: 'rising-sun/clan/dragonfly',
  bonsai: 'rising-sun/clan/bonsai',
  // figures
  daimyoImmune: 'rising-sun/figures/daimyo-immune',
  // season cards
  cardSummon: 'rising-sun/cards/after-summon',
  cardEndRecruit: 'rising-sun/cards/end-of-recruit',
  cardWar: 'rising-sun/cards/war-upgrade',
  cardVirtue: 'rising-sun/cards/virtue',
  cardMonster: 'rising-sun/cards/monster',
  cardEnhancement: 'rising-sun/cards/enhancement',
} as const;

export type RuleId = (typeof R)[keyof typeof R];

export const RISING_SUN_RULE_IDS: readonly RuleId[] = Object.values(R);
