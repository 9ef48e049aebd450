-- Orders of the embedded provider: guest tokens, carts (a cart id is the reservation code; its places are held in
-- slot_ledger under that code), promo codes, checkout sessions of the sandbox gateway with its payment ledger,
-- paid orders and their tickets. Times are ISO-8601 UTC as strftime('%Y-%m-%dT%H:%M:%fZ').

-- Only a hash of each guest token is kept; the browser holds the token itself.
CREATE TABLE IF NOT EXISTS guest_tokens (
  token_hash TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  title TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  country TEXT NOT NULL,
  nationality TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS carts (
  cart_id TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'paid', 'released')),
  -- End of the booking session: the cart's holds in slot_ledger carry the same expires_at.
  expires_at TEXT NOT NULL,
  extensions INTEGER NOT NULL DEFAULT 0,
  -- The last reserve-mode basket: request lines, priced lines and totals (JSON), and the promo code applied.
  lines TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(lines)),
  priced_lines TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(priced_lines)),
  totals TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(totals)),
  promo_code TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS promo_codes (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed')),
  value REAL NOT NULL CHECK (value > 0),
  -- JSON array of card ids the code applies to; NULL for every card.
  card_ids TEXT CHECK (card_ids IS NULL OR json_valid(card_ids)),
  -- Inclusive dates (YYYY-MM-DD); a festive code compares them in the Dubai time zone.
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  festive INTEGER NOT NULL DEFAULT 0,
  max_uses INTEGER,
  used_count INTEGER NOT NULL DEFAULT 0,
  seed_hash TEXT,
  UNIQUE (site_id, code),
  CHECK (max_uses IS NULL OR used_count <= max_uses)
);

CREATE TABLE IF NOT EXISTS checkout_sessions (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  site_id INTEGER NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  payment_type TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  -- pending → approved | declined | cancelled (the hosted page); approved → captured | refunded (capture).
  state TEXT NOT NULL CHECK (state IN ('pending', 'challenge', 'approved', 'declined', 'cancelled', 'captured', 'refunded')),
  return_url TEXT NOT NULL,
  card_last4 TEXT,
  failure_code INTEGER,
  -- The guest token the checkout was made with (hash), so the order belongs to that guest.
  token_hash TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS checkout_sessions_by_cart ON checkout_sessions (cart_id);

-- Money moved by the sandbox gateway: at most one charge and one refund per checkout session.
CREATE TABLE IF NOT EXISTS payment_ledger (
  id INTEGER PRIMARY KEY,
  checkout_session_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('charge', 'refund')),
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (checkout_session_id, kind)
);

CREATE TABLE IF NOT EXISTS orders (
  reservation_code TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL,
  checkout_session_id TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'refunded')),
  locale TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  guest TEXT NOT NULL CHECK (json_valid(guest)),
  lines TEXT NOT NULL CHECK (json_valid(lines)),
  totals TEXT NOT NULL CHECK (json_valid(totals)),
  payment_type TEXT NOT NULL,
  paid_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS order_tickets (
  code TEXT PRIMARY KEY,
  reservation_code TEXT NOT NULL,
  seq INTEGER NOT NULL,
  unique_id TEXT NOT NULL,
  guest_type TEXT NOT NULL,
  title TEXT NOT NULL,
  date TEXT NOT NULL,
  time TEXT,
  UNIQUE (reservation_code, seq)
);

-- Never keeps a row: the last statement of a hold batch inserts here only when the batch went wrong (fewer places
-- held than asked, or the cart is no longer open), and the failing CHECK aborts the whole batch (one transaction),
-- so a cart's previous holds stay as they were.
CREATE TABLE IF NOT EXISTS hold_guard (
  reason TEXT NOT NULL,
  CONSTRAINT hold_guard_places CHECK (reason <> 'places'),
  CONSTRAINT hold_guard_cart CHECK (reason <> 'cart')
);
