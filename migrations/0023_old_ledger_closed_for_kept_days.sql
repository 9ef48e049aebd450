-- During a gradual deploy an earlier version of the shop may still serve some requests, and it holds places by writing
-- slot_ledger. A day whose seat object is in use (listed in seat_days, written before its first hold) never counts
-- slot_ledger again, so such a hold would sell a place twice (docs/decisions/048). It is refused: the earlier
-- version's batch fails and nothing of it is written. A day no object keeps yet still takes the hold, and its object
-- takes that row over when it is first used, as it takes over every row written before it.
CREATE TRIGGER IF NOT EXISTS slot_ledger_closed_for_kept_days
BEFORE INSERT ON slot_ledger
WHEN EXISTS (SELECT 1 FROM seat_days s WHERE s.site_id = NEW.site_id AND s.event_ak = NEW.event_ak AND s.date = NEW.date)
BEGIN
  SELECT RAISE(ABORT, 'the places of this day are kept by its seat object');
END;
