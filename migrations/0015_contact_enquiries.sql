-- Contact enquiries of the embedded provider (docs/decisions/017): one row per enquiry sent from a contact form,
-- and the captcha solutions already used, kept until their challenge expires so a solution is accepted once.

CREATE TABLE IF NOT EXISTS contact_enquiries (
  id INTEGER PRIMARY KEY,
  -- The reference the visitor is shown and ops quote: "ENQ-" and 10 letters and digits.
  reference TEXT NOT NULL UNIQUE CHECK (length(reference) = 14),
  site_id INTEGER NOT NULL CHECK (site_id BETWEEN 1 AND 4),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  -- Contact form types: 1 general, 2 birthdays, 3 schools, 4 company.
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 4),
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 200),
  last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  mobile TEXT NOT NULL CHECK (length(mobile) BETWEEN 7 AND 20),
  organisation TEXT CHECK (organisation IS NULL OR length(organisation) <= 400),
  group_size INTEGER CHECK (group_size IS NULL OR group_size BETWEEN 1 AND 500),
  preferred_date TEXT CHECK (preferred_date IS NULL OR length(preferred_date) = 10),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 8000),
  -- The page's key for this enquiry: a repeat of it (a double click, a retry) finds this row instead of a new one.
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (site_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS contact_enquiries_by_site ON contact_enquiries (site_id, created_at);

CREATE TABLE IF NOT EXISTS captcha_solutions_used (
  -- The challenge's HMAC signature: one solution per challenge.
  signature TEXT PRIMARY KEY,
  expires_at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS captcha_solutions_used_by_expiry ON captcha_solutions_used (expires_at_ms);
