-- One ledger that cannot be cheated (docs/decisions/008): carts belong to whoever holds their secret and count
-- every change of what they hold; a checkout session freezes what is paid for; an order opens with the token it
-- was bought with or a find-your-booking token made for it; every look-up is rate-limited in one table; the staff
-- list and the Fazaa cards are kept instead of trusted from an e-mail's domain or a number's shape.

-- Only the SHA-256 of a cart's secret is kept; the browser holds the secret and sends it as X-Cart-Secret.
ALTER TABLE carts ADD COLUMN secret_hash TEXT;
-- Counted up by every reserve-mode check that changes the lines, the discounts or the amount.
ALTER TABLE carts ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
-- SHA-256 of the cart's content (request lines, priced lines, totals, discounts), to tell a change from a repeat.
ALTER TABLE carts ADD COLUMN content_hash TEXT;
-- The discounts the cart claims beyond its promo code, as checked by the last reserve-mode basket check (JSON).
ALTER TABLE carts ADD COLUMN claims TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(claims));

-- What a checkout pays for, frozen when it starts: the cart revision, the priced lines, the totals, the promo code
-- and the other discounts claimed.
ALTER TABLE checkout_sessions ADD COLUMN cart_revision INTEGER;
ALTER TABLE checkout_sessions ADD COLUMN promo_code TEXT;
ALTER TABLE checkout_sessions ADD COLUMN lines TEXT CHECK (lines IS NULL OR json_valid(lines));
ALTER TABLE checkout_sessions ADD COLUMN totals TEXT CHECK (totals IS NULL OR json_valid(totals));
ALTER TABLE checkout_sessions ADD COLUMN claims TEXT CHECK (claims IS NULL OR json_valid(claims));
CREATE INDEX IF NOT EXISTS checkout_sessions_open_by_cart ON checkout_sessions (cart_id) WHERE state IN ('pending', 'challenge');

-- An order opens with a guest token that started a checkout of its cart (checkout_sessions.token_hash), or with
-- a find-your-booking token made for it: this column. A token made for an e-mail alone opens nothing.
ALTER TABLE guest_tokens ADD COLUMN order_code TEXT;

-- Every rate-limited event (a reserve-mode check, a failed look-up, a refused ops call …) by rule and key; rows
-- older than their rule's window are deleted as new ones come.
CREATE TABLE IF NOT EXISTS rate_events (
  id INTEGER PRIMARY KEY,
  rule TEXT NOT NULL,
  key TEXT NOT NULL,
  at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_events_by_key ON rate_events (rule, key, at_ms);
DROP TABLE IF EXISTS ops_auth_failures;

-- The operator's staff who may take the staff discount (mafDiscount), kept by the ops team.
CREATE TABLE IF NOT EXISTS staff_members (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  name TEXT NOT NULL,
  -- 0 once removed: a removed seeded entry is not seeded again.
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- The ops token's name that added or removed it, or 'seed'.
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Fazaa cards the programme has issued (demo cards locally), valid until the day named (inclusive).
CREATE TABLE IF NOT EXISTS fazaa_cards (
  card_number TEXT PRIMARY KEY,
  valid_until TEXT NOT NULL
);
