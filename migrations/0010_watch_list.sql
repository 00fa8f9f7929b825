-- The lobby's "Watch" list (worker/lobby/watch.ts): public matches in play, most recently moved
-- first. A partial index as small as the list itself, like the lobby's (0007).
CREATE INDEX `matches_watch` ON `matches` (`status`, `public`, `updated_at`) WHERE `public` = 1 AND `status` = 'active';--> statement-breakpoint
CREATE INDEX `matches_watch_game` ON `matches` (`status`, `public`, `game`, `updated_at`) WHERE `public` = 1 AND `status` = 'active';
