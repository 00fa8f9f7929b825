-- The lobby's "Watch" list (worker/lobby/watch.ts): public matches in play, most recently moved
-- first. A partial index as small as the list itself, like the lobby's (0007).
CREATE INDEX `matches_watch` ON `matches` (`status`, `public`, `updated_at`) WHERE `public` = 1 AND `status` = 'active';--> statement-breakpoint
CREATE INDEX `matches_watch_game` ON `matches` (`status`, `public`, `game`, `updated_at`) WHERE `public` = 1 AND `status` = 'active';
--> statement-breakpoint
-- Seats the built-in bot plays (worker/match/bot-seats.ts), a JSON array: they have no account, so
-- no match_seats row; the lobby counts them as taken and My matches marks them.
ALTER TABLE `matches` ADD `bot_seats` text NOT NULL DEFAULT '[]';
