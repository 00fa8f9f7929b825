-- Ratings (worker/ratings/): one Glicko-2 rating per user per game, the history of each change,
-- and the matches already applied. Hand-written (other branches add 0004 and 0005).
CREATE TABLE `ratings` (
	`user_id` text NOT NULL,
	`game` text NOT NULL,
	`rating` real NOT NULL,
	`rd` real NOT NULL,
	`volatility` real NOT NULL,
	`games` integer NOT NULL,
	`version` integer NOT NULL,
	`last_match_id` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `game`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ratings_game_rating` ON `ratings` (`game`, `rating`);--> statement-breakpoint
CREATE TABLE `rating_history` (
	`match_id` text NOT NULL,
	`user_id` text NOT NULL,
	`game` text NOT NULL,
	`seat` integer NOT NULL,
	`rating_before` real NOT NULL,
	`rd_before` real NOT NULL,
	`rating_after` real NOT NULL,
	`rd_after` real NOT NULL,
	`score` real NOT NULL,
	`left` integer NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`match_id`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rating_history_user` ON `rating_history` (`user_id`, `game`, `at`);--> statement-breakpoint
CREATE TABLE `rated_matches` (
	`match_id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`applied_at` integer NOT NULL
);
