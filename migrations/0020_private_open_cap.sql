-- Private open matches are capped too (docs/security.md "Caps per account"). Hand-written.
-- A claim says which of the creator's two counts it holds a place in: public (listed in the lobby,
-- at most 10 open) or private (reached by its link, at most 30 open). Claims already there were
-- public ones.
ALTER TABLE `open_match_claims` ADD `public` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A creator's open private matches, counted at each private creation.
CREATE INDEX `matches_open_private_by_creator` ON `matches` (`created_by`) WHERE `public` = 0 AND `status` = 'open';
