-- Saved payment cards (docs/decisions/013). Two tables, two owners:
--   card_tokenisations belongs to the sandbox payment gateway: one row per "add a card" visit to its hosted page,
--   bound to the member who started it, holding the gateway's token and the card's display facts once the page
--   tokenised the card. It is read server to server when the shop saves the card, and is used at most once.
--   member_cards belongs to the provider: the member's saved card profiles on one site.
-- Neither ever holds a card number or a CVV: only the gateway's token, the brand, the first six and last four
-- digits, the expiry and the holder's name.

CREATE TABLE IF NOT EXISTS card_tokenisations (
  id TEXT PRIMARY KEY,
  mafid TEXT NOT NULL,
  site_id INTEGER NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  return_url TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'tokenised', 'declined', 'cancelled')),
  token TEXT UNIQUE,
  brand TEXT,
  bin TEXT,
  last4 TEXT,
  exp_month INTEGER,
  exp_year INTEGER,
  holder_name TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  consumed_at TEXT
);
CREATE INDEX IF NOT EXISTS card_tokenisations_by_member ON card_tokenisations (mafid, created_at);

CREATE TABLE IF NOT EXISTS member_cards (
  id TEXT PRIMARY KEY,
  mafid TEXT NOT NULL,
  site_id INTEGER NOT NULL,
  -- The tokenisation it came from: UNIQUE, so one tokenisation makes one card even when replayed at once.
  tokenisation_id TEXT NOT NULL UNIQUE,
  gateway_token TEXT NOT NULL UNIQUE,
  brand TEXT NOT NULL CHECK (brand IN ('visa', 'mastercard', 'amex', 'other')),
  bin TEXT NOT NULL CHECK (length(bin) = 6),
  last4 TEXT NOT NULL CHECK (length(last4) = 4),
  exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year INTEGER NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
  holder_name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  -- The site configuration's card warning for this card: shown until the member dismisses it.
  message_status TEXT NOT NULL DEFAULT 'shown' CHECK (message_status IN ('shown', 'dismissed')),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS member_cards_by_member ON member_cards (mafid, site_id, created_at);
-- At most one default card per member and site.
CREATE UNIQUE INDEX IF NOT EXISTS member_cards_one_default ON member_cards (mafid, site_id) WHERE is_default = 1;
