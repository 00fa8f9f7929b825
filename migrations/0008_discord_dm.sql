-- Discord direct messages (worker/push/discord-dm.ts): when Discord refuses to deliver a DM to a
-- linked user (error 50007: DMs closed or the bot shares no server with them), DMs to them stop
-- until they link again; Account says why.
ALTER TABLE discord_links ADD COLUMN dm_blocked_at INTEGER;
