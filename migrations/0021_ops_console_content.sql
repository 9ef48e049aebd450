-- The staff console's content and enquiries: drafts of documents previewed before they are published, an enquiry
-- marked handled, and a change log that also records enquiries handled (its action list is a CHECK, so the table is
-- rebuilt with its rows and ids kept).

-- A draft of one document, shown only on the page its preview link opens, until it expires; never published.
CREATE TABLE IF NOT EXISTS cms_drafts (
  -- 32 random bytes, base64url: the preview link's secret.
  id TEXT PRIMARY KEY CHECK (length(id) = 43),
  site TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  doc_key TEXT NOT NULL,
  body TEXT NOT NULL CHECK (json_valid(body)),
  -- Who made it (the staff member's e-mail or the ops token's name).
  created_by TEXT NOT NULL,
  expires_at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cms_drafts_by_expiry ON cms_drafts (expires_at_ms);

ALTER TABLE contact_enquiries ADD COLUMN handled_at TEXT;
ALTER TABLE contact_enquiries ADD COLUMN handled_by TEXT;

CREATE TABLE ops_changes_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Who made the change: the ops token's name or the staff member's e-mail (never a token).
  token_name TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('maintenance', 'configuration', 'content', 'enquiry')),
  site TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  -- The document's key, or the enquiry's reference.
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
