-- Absences (README, "Absences"): a player's declared windows away, and what happens to their
-- seats meanwhile (deadlines extended within each match's allowance, or a stand-in plays).
-- Hand-written (0004 is another branch's); worker/db/schema.ts declares the same table.
CREATE TABLE `absences` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`mode` text NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`time_zone` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `absences_user_end` ON `absences` (`user_id`,`ends_at`);
