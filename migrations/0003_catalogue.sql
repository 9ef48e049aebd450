-- The embedded provider's catalogue: cards per site, calendar days, performances and daily prices materialised
-- from tenants/catalogue for a rolling window, and the seat ledger (holds and sales) counted against capacity.
-- AKs compare case-insensitively (COLLATE NOCASE), so searches sent lower-cased find upper-case calendars.

CREATE TABLE IF NOT EXISTS catalogue_cards (
  site_id INTEGER NOT NULL CHECK (site_id BETWEEN 1 AND 4),
  card_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  -- JSON array of booking-bar experience category ids.
  experience_category_ids TEXT NOT NULL CHECK (json_valid(experience_category_ids)),
  category_card_type INTEGER,
  -- Lessons: bit (level - 1) set for each level the lesson teaches; 0 for other cards.
  level_mask INTEGER NOT NULL DEFAULT 0,
  lesson_type INTEGER,
  age_type INTEGER,
  is_table INTEGER NOT NULL DEFAULT 0,
  is_movie INTEGER NOT NULL DEFAULT 0,
  -- Last day (YYYY-MM-DD) of the card's latest discount window; NULL without one.
  offer_ends TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  -- The bilingual card as seeded (tenants/catalogue CardSeed); answers take one language from it.
  body TEXT NOT NULL CHECK (json_valid(body)),
  -- Hash of the seed the row came from; NULL once someone edited the card, so reseeding keeps the edit.
  seed_hash TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (site_id, card_id),
  UNIQUE (site_id, name)
);
CREATE INDEX IF NOT EXISTS catalogue_cards_by_kind ON catalogue_cards (site_id, kind, sort_order);

-- One row per calendar (event AK) and day. A day the calendar is closed is kept with is_active 0.
CREATE TABLE IF NOT EXISTS calendar_days (
  site_id INTEGER NOT NULL,
  event_ak TEXT NOT NULL COLLATE NOCASE,
  date TEXT NOT NULL,
  -- Places that day; for a time-based calendar the sum of its performances.
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  max_total INTEGER,
  price REAL,
  color_code_tag TEXT CHECK (color_code_tag IN ('green', 'orange', 'red')),
  PRIMARY KEY (site_id, event_ak, date)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS calendar_performances (
  site_id INTEGER NOT NULL,
  event_ak TEXT NOT NULL COLLATE NOCASE,
  date TEXT NOT NULL,
  performance_ak TEXT NOT NULL COLLATE NOCASE,
  time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  PRIMARY KEY (site_id, event_ak, date, performance_ak)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS product_daily_prices (
  site_id INTEGER NOT NULL,
  product_ak TEXT NOT NULL COLLATE NOCASE,
  date TEXT NOT NULL,
  price REAL NOT NULL CHECK (price >= 0),
  color_code_tag TEXT NOT NULL CHECK (color_code_tag IN ('green', 'orange', 'red')),
  PRIMARY KEY (site_id, product_ak, date)
) WITHOUT ROWID;

-- Every seat taken: held rows count until expires_at (ISO-8601 UTC, as strftime('%Y-%m-%dT%H:%M:%fZ')) has passed,
-- sold rows for good. Free places = capacity − Σ sold − Σ live holds, per day and per performance.
CREATE TABLE IF NOT EXISTS slot_ledger (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  event_ak TEXT NOT NULL COLLATE NOCASE,
  date TEXT NOT NULL,
  performance_ak TEXT COLLATE NOCASE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  state TEXT NOT NULL CHECK (state IN ('held', 'sold')),
  expires_at TEXT,
  reservation_code TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (state = 'sold' OR expires_at IS NOT NULL)
);
CREATE INDEX IF NOT EXISTS slot_ledger_by_slot ON slot_ledger (site_id, event_ak, date, performance_ak);
CREATE INDEX IF NOT EXISTS slot_ledger_by_reservation ON slot_ledger (reservation_code) WHERE reservation_code IS NOT NULL;
