-- The outbox of the confirmation e-mails (docs/decisions: e-mail): one row per paid order, written in the capture's own
-- transaction, so every order has exactly one, whatever the number of captures. A sender claims a row for a while
-- (state 'sending' until claimed_until), sends, and marks it 'sent'; a failed try waits until next_attempt_at; after
-- the last try the row is 'failed' and logged. Times are ISO-8601 UTC.
CREATE TABLE IF NOT EXISTS order_mails (
  reservation_code TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL,
  -- The shop's address (scheme and host) when the order was paid: the e-mail's link leads there.
  origin TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_until TEXT,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS order_mails_due ON order_mails (next_attempt_at) WHERE state IN ('pending', 'sending');
