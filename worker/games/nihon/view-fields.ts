/** The top-level fields of NIHON's view (NihonView in view.ts), described for bot authors. */
export const NIHON_VIEW_FIELDS: Readonly<Record<string, string>> = {
  turn: 'The game turn.',
  phase: '"orders" (order sheets are being written) or "over".',
  seat: "The viewer's seat, null for a spectator or the referee.",
  settings: "The match's settings.",
  clans: 'Each clan as everyone sees it.',
  honorTrack: 'Seats in honor order.',
  headsRank: 'Seats in the order of heads taken.',
  loanFloor: 'The lowest treasury a loan may bring a clan to.',
  provinces: 'Each province as this viewer sees it (fog of war), by id.',
  armies: 'The armies this viewer sees.',
  characters: 'The characters this viewer sees.',
  fleets: "The fleets this viewer sees (another clan's without their orders).",
  me: "The viewer's own clan in full: treasury, resources, order sheet draft, rows the rules now refuse; absent for spectators.",
  report: 'Events of the last turn this viewer may see.',
  result: 'The result once the game ended, else null.',
};
