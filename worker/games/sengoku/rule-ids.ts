/**
 * Ids of the sections of the Sengoku rules reference. Every event and every rejection names one of
 * them in its `rule` field, and the rules pages use exactly these ids as anchors.
 */

export const TACTIC_IDS = [
  'scout', 'mountain-pass', 'navy', 'squad', 'ninja', 'kyoto',
  'support', 'rebel', 'exile', 'prisoner', 'decoy', 'retreat',
] as const;
export type TacticId = (typeof TACTIC_IDS)[number];

export const DAIMYO_IDS = [
  'uesugi-kenshin', 'takeda-shingen', 'oda-nobunaga', 'mori-motonari', 'chosokabe-motochika', 'otomo-sorin',
] as const;
export type DaimyoId = (typeof DAIMYO_IDS)[number];

export const SENGOKU_RULE_IDS = [
  'sengoku/setup/board',
  'sengoku/setup/player-count',
  'sengoku/setup/first-player',
  'sengoku/deployment/turn-order',
  'sengoku/deployment/roll',
  'sengoku/deployment/deploy',
  'sengoku/deployment/katana',
  'sengoku/tactics/general',
  ...TACTIC_IDS.map((id) => `sengoku/tactics/${id}`),
  'sengoku/war/order',
  'sengoku/war/empty-province',
  'sengoku/war/strength',
  'sengoku/war/winner-and-karo',
  'sengoku/war/reinforcements',
  'sengoku/scoring/final',
  'sengoku/advanced/setup',
  'sengoku/advanced/draft',
  'sengoku/advanced/daimyo-pawn',
  'sengoku/advanced/daimyo-cards',
  ...DAIMYO_IDS.map((id) => `sengoku/advanced/${id}`),
] as const;

export const RULE = {
  board: 'sengoku/setup/board',
  playerCount: 'sengoku/setup/player-count',
  firstPlayer: 'sengoku/setup/first-player',
  turnOrder: 'sengoku/deployment/turn-order',
  roll: 'sengoku/deployment/roll',
  deploy: 'sengoku/deployment/deploy',
  katana: 'sengoku/deployment/katana',
  tactics: 'sengoku/tactics/general',
  warOrder: 'sengoku/war/order',
  emptyProvince: 'sengoku/war/empty-province',
  strength: 'sengoku/war/strength',
  winnerAndKaro: 'sengoku/war/winner-and-karo',
  reinforcements: 'sengoku/war/reinforcements',
  final: 'sengoku/scoring/final',
  advancedSetup: 'sengoku/advanced/setup',
  draft: 'sengoku/advanced/draft',
  daimyoPawn: 'sengoku/advanced/daimyo-pawn',
  daimyoCards: 'sengoku/advanced/daimyo-cards',
} as const;

export const tacticRule = (card: TacticId): string => `sengoku/tactics/${card}`;
export const daimyoRule = (card: DaimyoId): string => `sengoku/advanced/${card}`;
