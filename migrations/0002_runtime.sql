CREATE TABLE `app_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_match_archive` (
	`match_id` text PRIMARY KEY NOT NULL,
	`export` text,
	`r2_key` text,
	`gzip_bytes` integer,
	`json_bytes` integer,
	`finished_at` integer NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_match_archive`("match_id", "export", "r2_key", "gzip_bytes", "json_bytes", "finished_at") SELECT "match_id", "export", NULL, NULL, NULL, "finished_at" FROM `match_archive`;--> statement-breakpoint
DROP TABLE `match_archive`;--> statement-breakpoint
ALTER TABLE `__new_match_archive` RENAME TO `match_archive`;--> statement-breakpoint
PRAGMA foreign_keys=ON;