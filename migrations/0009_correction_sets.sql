-- Correction sets (worker/corrections/routes.ts): a group's edition of a game's component data,
-- shared by its id. Immutable once saved (a new version is a new set), so every match that copied
-- it and every link to it mean the same data.
CREATE TABLE correction_sets (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  title TEXT NOT NULL,
  -- The validated set, JSON (at most 64 KB: worker/engine/corrections.ts MAX_SET_BYTES).
  body TEXT NOT NULL,
  author_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX correction_sets_game ON correction_sets (game, created_at);
