-- Look-alike usernames (worker/username-skeleton.ts): each account's "skeleton" (lower case,
-- rn→m, vv→w, 0→o, 1→l, i→l, 5→s, -→_), unique, so "A1ice" cannot register beside "alice".
-- Existing accounts get theirs here; of existing look-alikes the oldest keeps the bare skeleton
-- (the others keep their names and logins, their skeleton suffixed with their id).
ALTER TABLE `users` ADD `username_skeleton` text;--> statement-breakpoint
UPDATE `users` SET `username_skeleton` = replace(replace(replace(replace(replace(replace(replace(lower(`username`), 'rn', 'm'), 'vv', 'w'), '0', 'o'), '1', 'l'), 'i', 'l'), '5', 's'), '-', '_') WHERE `username_skeleton` IS NULL;--> statement-breakpoint
UPDATE `users` SET `username_skeleton` = `username_skeleton` || '#' || `id` WHERE EXISTS (SELECT 1 FROM `users` AS `o` WHERE `o`.`username_skeleton` = `users`.`username_skeleton` AND (`o`.`created_at` < `users`.`created_at` OR (`o`.`created_at` = `users`.`created_at` AND `o`.`id` < `users`.`id`)));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS `users_username_skeleton_unique` ON `users` (`username_skeleton`);
