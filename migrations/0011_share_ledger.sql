-- The SHARE points ledger (content-and-account §3, §6, §7; docs/decisions/012): one row per change of a member's
-- points, signed, per member and site. share_accounts.points stays the balance, kept by the trigger below from the
-- rows themselves, so the balance is the ledger's sum by construction and never below zero (its CHECK aborts a row
-- that would take it there). Rows are never changed or removed.
CREATE TABLE IF NOT EXISTS share_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mafid TEXT NOT NULL,
  site_id INTEGER NOT NULL,
  -- opening: the balance the account had before the ledger; earn: a paid booking's points; redeem: points paying a
  -- booking (taken when its payment starts); restore: a redemption given back because its payment did not complete.
  kind TEXT NOT NULL CHECK (kind IN ('opening', 'earn', 'redeem', 'restore')),
  points INTEGER NOT NULL CHECK ((kind = 'redeem' AND points < 0) OR (kind <> 'redeem' AND points > 0)),
  currency_amount REAL NOT NULL,
  currency TEXT NOT NULL,
  reservation_code TEXT,
  checkout_session_id TEXT,
  -- The booking's lines as [{sku, title, quantity, amount}] (GET share-transactions with show_sku=true).
  sku_lines TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(sku_lines)),
  created_at TEXT NOT NULL
);
-- One earn, one redeem and one restore per payment at most: a capture repeated, or a restore raced, adds nothing.
CREATE UNIQUE INDEX IF NOT EXISTS share_transactions_once ON share_transactions (checkout_session_id, kind) WHERE checkout_session_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS share_transactions_by_member ON share_transactions (mafid, id);

-- The balances so far become the ledger's opening rows (before the trigger, which would count them twice).
INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, created_at)
SELECT mafid, CASE sponsor_id WHEN '91' THEN 2 ELSE 1 END, 'opening', points, points / 10.0, 'AED', created_at
FROM share_accounts WHERE points > 0;

CREATE TRIGGER IF NOT EXISTS share_transactions_balance AFTER INSERT ON share_transactions
BEGIN
  UPDATE share_accounts SET points = points + NEW.points WHERE mafid = NEW.mafid;
END;

CREATE TRIGGER IF NOT EXISTS share_transactions_kept BEFORE UPDATE ON share_transactions
BEGIN
  SELECT RAISE(ABORT, 'share_transactions rows are never changed');
END;

CREATE TRIGGER IF NOT EXISTS share_transactions_never_removed BEFORE DELETE ON share_transactions
BEGIN
  SELECT RAISE(ABORT, 'share_transactions rows are never removed');
END;
