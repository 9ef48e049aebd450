-- The seats of each calendar and day are kept by a Durable Object of their own (worker/orders/seat-ledger.ts,
-- docs/decisions/048). slot_ledger is no longer written: each day's object takes over its rows when first used.

-- What a cart's last reserve-mode check held there, so release, extension and capture know which days to ask.
ALTER TABLE carts ADD COLUMN seat_holds TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(seat_holds));

-- The days whose object has ever held a seat, written before its first hold: the calendar asks only their objects
-- (every other day has nothing taken). The days of slot_ledger's rows are such days from the start.
CREATE TABLE IF NOT EXISTS seat_days (
  site_id INTEGER NOT NULL,
  event_ak TEXT NOT NULL COLLATE NOCASE,
  date TEXT NOT NULL,
  PRIMARY KEY (site_id, event_ak, date)
);
INSERT OR IGNORE INTO seat_days (site_id, event_ak, date)
  SELECT DISTINCT site_id, event_ak, date FROM slot_ledger WHERE state IN ('held', 'sold');
