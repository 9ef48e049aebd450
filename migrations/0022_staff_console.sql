-- The staff console (docs/decisions/054): staff signed in through the identity provider, one row per sign-in. The
-- browser holds only a random id in a signed __Host- cookie; the row keeps its hash, who signed in and the venues
-- the provider's venue_ops claim gave them. No tokens are kept: the console calls nothing with them.
CREATE TABLE IF NOT EXISTS staff_sessions (
  id_hash TEXT PRIMARY KEY,
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  -- JSON array of site slugs, or ["*"] for every venue.
  venues TEXT NOT NULL CHECK (json_valid(venues)),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_sessions_by_expiry ON staff_sessions (expires_at);

-- The change log also records the staff discount list (action 'staff': site 'all', no language, doc_key the e-mail),
-- and its token_name is the ops token's name or the signed-in staff member's e-mail. SQLite cannot change a CHECK,
-- so the table is made again with its rows.
CREATE TABLE ops_changes_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Who made the change: the ops token's name (never the token) or the staff member's e-mail.
  token_name TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('maintenance', 'configuration', 'content', 'enquiry', 'staff')),
  site TEXT NOT NULL,
  locale TEXT CHECK (CASE WHEN locale IS NULL THEN action = 'staff' ELSE locale IN ('en', 'ar') END),
  -- The document's key, the enquiry's reference, or the staff member's e-mail.
  doc_key TEXT NOT NULL,
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT NOT NULL CHECK (json_valid(after))
);
INSERT INTO ops_changes_next (id, at, token_name, action, site, locale, doc_key, before, after)
  SELECT id, at, token_name, action, site, locale, doc_key, before, after FROM ops_changes;
DROP TABLE ops_changes;
ALTER TABLE ops_changes_next RENAME TO ops_changes;
CREATE INDEX IF NOT EXISTS ops_changes_by_site ON ops_changes (site, id);
CREATE INDEX IF NOT EXISTS ops_changes_by_document ON ops_changes (site, locale, doc_key, id);
