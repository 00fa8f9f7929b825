-- Profiles (worker/profiles/): what a user shows of themselves, and the games they like.
-- Everyone starts public, as before profiles existed (leaderboards already named them).
ALTER TABLE `users` ADD `profile_visibility` text NOT NULL DEFAULT 'public';--> statement-breakpoint
ALTER TABLE `users` ADD `profile_ratings` integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE `users` ADD `profile_history` integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE `users` ADD `favourite_games` text NOT NULL DEFAULT '[]';--> statement-breakpoint
-- A user's finished matches, newest first (the profile's history): from their seat rows.
CREATE INDEX `matches_finished` ON `matches` (`status`, `finished_at`) WHERE `status` = 'finished';
