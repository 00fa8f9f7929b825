-- Personal API tokens (worker/tokens/): each is a session (its `sessions` row, SHA-256 of its id,
-- ended by a revocation like a logout, so match objects learn it through worker/auth.ts
-- Revocations) with a name, scopes and a last use. The token itself is never stored.
CREATE TABLE `api_tokens` (
  `id` text PRIMARY KEY NOT NULL,
  `user_id` text NOT NULL REFERENCES `users`(`id`) ON DELETE CASCADE,
  `session_hash` text NOT NULL,
  `name` text NOT NULL,
  `scopes` text NOT NULL,
  `created_at` integer NOT NULL,
  `expires_at` integer NOT NULL,
  `last_used_at` integer,
  `revoked_at` integer
);--> statement-breakpoint
CREATE INDEX `api_tokens_user` ON `api_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `api_tokens_session` ON `api_tokens` (`session_hash`);--> statement-breakpoint
-- Bot accounts (docs/bots.md "Bot accounts"): the instant the account declared itself a bot; never undone.
ALTER TABLE `users` ADD `bot_since` integer;
