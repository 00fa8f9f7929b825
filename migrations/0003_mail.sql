CREATE TABLE `mail_capture` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`headers` text NOT NULL,
	`idempotency_key` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_capture_idempotency_key_unique` ON `mail_capture` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `mail_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_tokens_user` ON `mail_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `match_mail_overrides` (
	`user_id` text NOT NULL,
	`match_id` text NOT NULL,
	`settings` text NOT NULL,
	PRIMARY KEY(`user_id`, `match_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_mail` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email` text,
	`email_key` text,
	`verified_at` integer,
	`lang` text DEFAULT 'en' NOT NULL,
	`settings` text,
	`deleted_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_mail_email` ON `user_mail` (`email_key`);