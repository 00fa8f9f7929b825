-- Sessions that end everywhere (worker/auth.ts Revocations): a logout marks its row ended instead
-- of deleting it, so a match that seats the user later can be told to refuse that session too; a
-- password reset keeps on the account the instant before which every session of the user ended.
ALTER TABLE `sessions` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `sessions_ended_before` integer;
