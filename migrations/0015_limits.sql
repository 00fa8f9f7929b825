-- Per-account caps (docs/security.md, "Limits"). Hand-written.
-- A public match being opened holds a place among its creator's open public matches until its
-- row is in `matches` (worker/lobby/create.ts): the cap is checked and the place taken in one
-- statement, so matches opened at the same instant cannot pass it together. A claim left behind
-- (the Worker stopped in between) stops counting after a minute.
CREATE TABLE `open_match_claims` (
  `match_id` text PRIMARY KEY NOT NULL,
  `user_id` text NOT NULL,
  `created_at` integer NOT NULL
);--> statement-breakpoint
CREATE INDEX `open_match_claims_user` ON `open_match_claims` (`user_id`, `created_at`);--> statement-breakpoint
-- A creator's open public matches, counted at each public creation.
CREATE INDEX `matches_open_by_creator` ON `matches` (`created_by`) WHERE `public` = 1 AND `status` = 'open';--> statement-breakpoint
-- A user's correction sets, counted at each save (worker/corrections/routes.ts MAX_SETS_PER_USER).
CREATE INDEX `correction_sets_author` ON `correction_sets` (`author_id`);
