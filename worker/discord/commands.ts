// The slash commands (no imports: `npm run discord:register` loads this file in Node).
/** The slash commands, as registered by `npm run discord:register`. */
export const COMMANDS = [
  { name: 'link', description: 'Link your Discord account to your Tenka account', options: [{ type: 3, name: 'code', description: 'The code from the Account page', required: true }] },
  { name: 'matches', description: 'Your matches, and where it is your turn' },
  { name: 'status', description: 'The public state of a match', options: [{ type: 3, name: 'match', description: 'Match id', required: true }] },
  { name: 'play', description: 'Your move in a match, as buttons when the choices are few', options: [{ type: 3, name: 'match', description: 'Match id', required: true }] },
];
