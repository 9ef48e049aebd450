-- Who goes with which ticket of a member's order (docs/decisions/014): each ticket assigned to a person of the
-- member's account (the member or a sub-account) or to a guest named for that order only. Every row names the
-- owner's mafid and every read and write is keyed on it, so one member never reaches another's order.

-- A guest named for one order (quick guest user): a person on that order only, with the age group of a ticket.
CREATE TABLE IF NOT EXISTS order_guests (
  id TEXT PRIMARY KEY,
  mafid TEXT NOT NULL,
  reservation_code TEXT NOT NULL,
  title TEXT NOT NULL CHECK (title IN ('mr', 'mrs', 'ms', 'miss')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  age_group TEXT NOT NULL CHECK (age_group IN ('adult', 'junior', 'child', 'infant')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS order_guests_by_order ON order_guests (reservation_code, mafid);

-- One row per assigned ticket (order_tickets.code); assigning a ticket again replaces its row. A person holds at most
-- one ticket of a line (one visit), also when two assignments race: the unique index aborts the later batch.
CREATE TABLE IF NOT EXISTS ticket_assignments (
  ticket_code TEXT PRIMARY KEY,
  reservation_code TEXT NOT NULL,
  unique_id TEXT NOT NULL,
  mafid TEXT NOT NULL,
  person_id TEXT NOT NULL,
  person_kind TEXT NOT NULL CHECK (person_kind IN ('member', 'sub_account', 'guest')),
  assigned_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS ticket_assignments_one_per_visit ON ticket_assignments (reservation_code, unique_id, person_id);

-- A card payment the bank is still confirming (the sandbox's processing test cards): the session stays open
-- ('pending') until settles_at, then becomes what settles_as says. Capture answers pending until then.
ALTER TABLE checkout_sessions ADD COLUMN settles_at TEXT;
ALTER TABLE checkout_sessions ADD COLUMN settles_as TEXT CHECK (settles_as IS NULL OR settles_as IN ('approve', 'decline'));
