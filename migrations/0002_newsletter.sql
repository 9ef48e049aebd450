-- Newsletter sign-ups of the embedded provider: one row per site, email and newsletter; a repeat sign-up adds nothing.
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL CHECK (site_id BETWEEN 1 AND 4),
  -- Stored trimmed and lower-cased, so the same address in another case is the same subscription.
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  newsletter_type TEXT NOT NULL CHECK (length(newsletter_type) BETWEEN 1 AND 32),
  -- Language of the page the visitor signed up from, for the language of the mails.
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (site_id, email, newsletter_type)
);
