-- Cards keep only what seeding and reading need. Listings read every card of a site (a few dozen rows) and filter
-- the parsed cards with the shared rule cardMatches (shared/booking/collections.ts), so the filter columns of
-- 0003 (kind, experience_category_ids, category_card_type, level_mask, lesson_type, age_type, is_table, is_movie,
-- offer_ends) and the index on kind go. SQLite drops columns by rebuilding the table; every row is copied, so
-- edited cards (seed_hash NULL) keep their edits.

CREATE TABLE catalogue_cards_slim (
  site_id INTEGER NOT NULL CHECK (site_id BETWEEN 1 AND 4),
  card_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  -- The bilingual card as seeded (tenants/catalogue CardSeed); answers take one language from it.
  body TEXT NOT NULL CHECK (json_valid(body)),
  -- Hash of the seed the row came from; NULL once someone edited the card, so reseeding keeps the edit.
  seed_hash TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (site_id, card_id),
  UNIQUE (site_id, name)
);

INSERT INTO catalogue_cards_slim (site_id, card_id, name, sort_order, body, seed_hash, updated_at)
  SELECT site_id, card_id, name, sort_order, body, seed_hash, updated_at FROM catalogue_cards;

DROP INDEX IF EXISTS catalogue_cards_by_kind;
DROP TABLE catalogue_cards;
ALTER TABLE catalogue_cards_slim RENAME TO catalogue_cards;
