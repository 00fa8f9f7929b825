-- The life of a match (worker/match/lifecycle.ts): seats a player left, offered to a replacement
-- (the lobby's "Seats looking for a player"), and the statuses cancelled and expired (no new column).
ALTER TABLE `matches` ADD `vacant_seats` text NOT NULL DEFAULT '[]';--> statement-breakpoint
CREATE INDEX `matches_vacant` ON `matches` (`game`, `updated_at`) WHERE `status` = 'active' AND `public` = 1 AND `vacant_seats` != '[]';
