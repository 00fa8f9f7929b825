/**
 * Ids of the sections of The White Castle Duel rules reference. Every event and every rejection
 * of the engine names one of them in its `rule` field; the rules pages use them as anchors.
 * A few sections are anchors only (set-up steps, lantern cards, the scoring categories, paying):
 * the engine applies them without an event or a refusal of their own.
 */

export const RULE = {
  // Set-up
  setupCastle: 'white-castle-duel/setup/castle',
  setupFirstGame: 'white-castle-duel/setup/first-game',
  setupPlayers: 'white-castle-duel/setup/players',
  firstPlayer: 'white-castle-duel/setup/first-player',
  startingCards: 'white-castle-duel/setup/starting-cards',
  // Rounds and turns
  rounds: 'white-castle-duel/rounds/outgoing-and-return',
  maintenance: 'white-castle-duel/rounds/maintenance',
  turnOrder: 'white-castle-duel/turn/order',
  exchange: 'white-castle-duel/turn/exchange-token',
  place: 'white-castle-duel/turn/place-lantern',
  take: 'white-castle-duel/turn/take-lantern',
  lanternReward: 'white-castle-duel/turn/lantern-reward',
  twoActions: 'white-castle-duel/turn/two-actions',
  decline: 'white-castle-duel/turn/decline-for-well',
  endTurn: 'white-castle-duel/turn/end',
  undo: 'white-castle-duel/turn/undo',
  // Resources and caps
  coinsSeals: 'white-castle-duel/resources/coins-and-seals',
  resources: 'white-castle-duel/resources/tracks',
  convert: 'white-castle-duel/resources/convert-seals',
  clanPoints: 'white-castle-duel/resources/clan-points',
  exchangeCap: 'white-castle-duel/resources/exchange-tokens',
  // Cards
  lanternCards: 'white-castle-duel/cards/lantern-cards',
  buyInfluence: 'white-castle-duel/cards/buy-influence',
  scroll: 'white-castle-duel/cards/scroll',
  emptyDeck: 'white-castle-duel/cards/empty-deck',
  // Actions
  garden: 'white-castle-duel/actions/garden',
  training: 'white-castle-duel/actions/training',
  courtier: 'white-castle-duel/actions/courtier',
  trade: 'white-castle-duel/actions/trade',
  lanternAction: 'white-castle-duel/actions/lantern',
  improve: 'white-castle-duel/actions/improve',
  well: 'white-castle-duel/actions/well',
  // Annex effects
  activate: 'white-castle-duel/effects/activate-lantern',
  discount: 'white-castle-duel/effects/discounted-action',
  takeLanternCard: 'white-castle-duel/effects/lantern-card',
  wellEffect: 'white-castle-duel/effects/well',
  gain: 'white-castle-duel/effects/gain',
  pay: 'white-castle-duel/effects/pay',
  anyResource: 'white-castle-duel/effects/any-resource',
  influenceEffect: 'white-castle-duel/effects/influence-card',
  choice: 'white-castle-duel/effects/choice',
  // Scoring
  finalScoring: 'white-castle-duel/scoring/final',
  leftovers: 'white-castle-duel/scoring/leftovers',
  flags: 'white-castle-duel/scoring/nobori-flags',
  weapons: 'white-castle-duel/scoring/katanas-and-kabutos',
  cranes: 'white-castle-duel/scoring/origami',
  tiebreak: 'white-castle-duel/scoring/tiebreak',
  // Moves
  malformed: 'white-castle-duel/moves/format',
  gameOver: 'white-castle-duel/moves/game-over',
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];

/** Every rule id the engine cites in events and rejections. */
export const WHITE_CASTLE_DUEL_RULE_IDS: readonly RuleId[] = Object.values(RULE);
