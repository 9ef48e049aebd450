-- Operations: the change log of every ops change (who, when, what before and after) and the failed ops
-- sign-ins per client, which rate-limit guessing of ops tokens. Times are ISO-8601 UTC.
CREATE TABLE IF NOT EXISTS ops_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The name of the ops token that made the change (never the token).
  token_name TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('maintenance', 'configuration', 'content')),
  site TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  doc_key TEXT NOT NULL,
  -- JSON: the changed fields (maintenance, configuration) or the whole document (content), before and after.
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT NOT NULL CHECK (json_valid(after))
);
CREATE INDEX IF NOT EXISTS ops_changes_by_site ON ops_changes (site, id);

-- One row per refused ops request (no or wrong token); rows older than the window are deleted as new ones come.
CREATE TABLE IF NOT EXISTS ops_auth_failures (
  id INTEGER PRIMARY KEY,
  client TEXT NOT NULL,
  at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ops_auth_failures_by_client ON ops_auth_failures (client, at_ms);
