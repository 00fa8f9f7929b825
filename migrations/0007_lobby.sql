-- The public lobby (worker/lobby/): what a stranger filters open matches by. Hand-written (0004–0006
-- come from other branches). Matches made before it are private, unrated in the lobby's eyes, English
-- and without timer: none of them is listed.
ALTER TABLE `matches` ADD `public` integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE `matches` ADD `rated` integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE `matches` ADD `table_lang` text NOT NULL DEFAULT 'en';--> statement-breakpoint
ALTER TABLE `matches` ADD `timer_kind` text NOT NULL DEFAULT 'none';--> statement-breakpoint
-- Only open public matches are ever listed: partial indexes stay as small as the lobby itself. They
-- also lead with status and public, so the planner (which has no statistics) prefers them to
-- matches_status for the lobby's query (test/worker/lobby.test.ts checks the plan).
CREATE INDEX `matches_lobby` ON `matches` (`status`, `public`, `created_at`) WHERE `public` = 1 AND `status` = 'open';--> statement-breakpoint
CREATE INDEX `matches_lobby_game` ON `matches` (`status`, `public`, `game`, `created_at`) WHERE `public` = 1 AND `status` = 'open';
