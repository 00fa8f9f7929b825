-- Reliability and completion figures (worker/match/holders.ts, worker/reliability/): one row per
-- holder of a seat (a user in a match; a replacement is a new holder with their own row), written
-- by the match object's D1 queue (kind `holders`), never on a move's path; and when a match started.
CREATE TABLE `seat_holders` (
	`match_id` text NOT NULL,
	`holder` integer NOT NULL,
	`seat` integer NOT NULL,
	`user_id` text NOT NULL,
	`game` text NOT NULL,
	`timer_kind` text NOT NULL,
	`joined_at` integer NOT NULL,
	`left_at` integer,
	`how` text NOT NULL,
	`deadlines_met` integer NOT NULL DEFAULT 0,
	`deadlines_missed` integer NOT NULL DEFAULT 0,
	PRIMARY KEY (`match_id`, `holder`)
);--> statement-breakpoint
CREATE INDEX `seat_holders_user` ON `seat_holders` (`user_id`, `left_at`);--> statement-breakpoint
ALTER TABLE `matches` ADD `started_at` integer;--> statement-breakpoint
CREATE INDEX `matches_started` ON `matches` (`game`, `started_at`) WHERE `started_at` IS NOT NULL;
