-- Content documents of the embedded CMS, one per site, locale and key.
CREATE TABLE IF NOT EXISTS cms_documents (
  site TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  doc_key TEXT NOT NULL,
  body TEXT NOT NULL CHECK (json_valid(body)),
  -- Hash of the seed file the body came from; NULL once someone edited the document.
  seed_hash TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT NOT NULL DEFAULT 'seed',
  PRIMARY KEY (site, locale, doc_key)
);
