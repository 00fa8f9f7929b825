// `npm run discord:register`: registers the slash commands (/link, /matches, /status, /play) with
// Discord for the application in DISCORD_APPLICATION_ID, authenticated by DISCORD_BOT_TOKEN.
// DISCORD_GUILD_ID registers them in one server only (instant, for testing); DISCORD_API_BASE
// points elsewhere than https://discord.com/api/v10 (tests use a local fake).
import { COMMANDS } from '../worker/discord/commands';

const appId = process.env.DISCORD_APPLICATION_ID;
const token = process.env.DISCORD_BOT_TOKEN;
if (!appId || !token) {
  console.error('Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN (Discord developer portal → your application).');
  process.exit(2);
}
const base = process.env.DISCORD_API_BASE ?? 'https://discord.com/api/v10';
const guild = process.env.DISCORD_GUILD_ID;
const url = guild ? `${base}/applications/${appId}/guilds/${guild}/commands` : `${base}/applications/${appId}/commands`;
const res = await fetch(url, { method: 'PUT', headers: { Authorization: `Bot ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(COMMANDS) });
if (!res.ok) {
  console.error(`Discord answered ${res.status}: ${await res.text()}`);
  process.exit(1);
}
console.log(`Registered ${COMMANDS.length} commands${guild ? ` in guild ${guild}` : ' globally'}: ${COMMANDS.map((c) => `/${c.name}`).join(', ')}`);
