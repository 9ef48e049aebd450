-- One counter per site and language, moved by every write to its CMS documents (insert, update, delete), whoever
-- makes it: ops, seeding, or a statement run straight against D1. The anonymous page cache (worker/page-cache.ts)
-- reads it with one primary-key look-up per request to know whether a stored page is still current.
-- D1 counts the triggers' writes in a statement's meta.changes: a write to one document reports 2.
CREATE TABLE IF NOT EXISTS cms_content_versions (
  site TEXT NOT NULL,
  locale TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (site, locale)
);

CREATE TRIGGER IF NOT EXISTS cms_documents_inserted AFTER INSERT ON cms_documents
BEGIN
  INSERT INTO cms_content_versions (site, locale, version) VALUES (new.site, new.locale, 1)
  ON CONFLICT (site, locale) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS cms_documents_updated AFTER UPDATE ON cms_documents
BEGIN
  INSERT INTO cms_content_versions (site, locale, version) VALUES (new.site, new.locale, 1)
  ON CONFLICT (site, locale) DO UPDATE SET version = version + 1;
END;

-- A document moved to another site or language changes the one it left too.
CREATE TRIGGER IF NOT EXISTS cms_documents_moved AFTER UPDATE OF site, locale ON cms_documents
WHEN old.site <> new.site OR old.locale <> new.locale
BEGIN
  INSERT INTO cms_content_versions (site, locale, version) VALUES (old.site, old.locale, 1)
  ON CONFLICT (site, locale) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS cms_documents_deleted AFTER DELETE ON cms_documents
BEGIN
  INSERT INTO cms_content_versions (site, locale, version) VALUES (old.site, old.locale, 1)
  ON CONFLICT (site, locale) DO UPDATE SET version = version + 1;
END;

-- Documents stored before this migration count as version 1 of their site and language.
INSERT OR IGNORE INTO cms_content_versions (site, locale, version) SELECT DISTINCT site, locale, 1 FROM cms_documents;
