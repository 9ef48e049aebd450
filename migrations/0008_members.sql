-- Members (docs/decisions/010): the shop's sessions of signed-in members (the relying party's side: tokens stay
-- here, the browser holds only a signed, opaque cookie), and the embedded provider's member records, created at
-- a member's first sign-in. Orders and payments remember the member who paid. Times of sessions are epoch ms.

CREATE TABLE IF NOT EXISTS member_sessions (
  -- SHA-256 of the session id the cookie carries.
  id_hash TEXT PRIMARY KEY,
  -- The site and identity client the member signed in with; refreshes use the same client.
  site_slug TEXT NOT NULL,
  client_id TEXT NOT NULL,
  subject TEXT NOT NULL,
  mafid TEXT NOT NULL,
  -- What the pages show of the member (SessionMember, JSON): no call to the provider for each page.
  member TEXT NOT NULL CHECK (json_valid(member)),
  access_token TEXT NOT NULL,
  access_expires_at INTEGER NOT NULL,
  refresh_token TEXT,
  -- A refresh token is used for at most REFRESH_TOKEN_MAX_AGE_S after sign-in.
  refresh_expires_at INTEGER NOT NULL,
  id_token TEXT,
  -- Set while one request refreshes the tokens, so parallel requests wait for it instead of refreshing again.
  refreshing_until INTEGER,
  created_at INTEGER NOT NULL,
  -- The cookie's end (SESSION_COOKIE_MAX_AGE_S after sign-in).
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_sessions_by_subject ON member_sessions (subject);

-- The embedded provider's members (content-and-account §3 user record and user information).
CREATE TABLE IF NOT EXISTS members (
  mafid TEXT PRIMARY KEY,
  subject TEXT NOT NULL UNIQUE,
  user_ak TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL COLLATE NOCASE,
  title TEXT CHECK (title IS NULL OR title IN ('mr', 'mrs', 'ms', 'miss')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  gender TEXT CHECK (gender IS NULL OR gender IN ('male', 'female')),
  date_of_birth TEXT,
  nationality TEXT,
  country_of_residence TEXT,
  mobile_number TEXT,
  mobile_region TEXT,
  mobile_dial_code TEXT,
  checkout_migration_reminder INTEGER NOT NULL DEFAULT 0,
  profile_migration_reminder INTEGER NOT NULL DEFAULT 0,
  -- A blocked member's calls answer 403, and the shop signs them out.
  blocked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Share (loyalty) memberships by member id; a member with a row here is a share member. The demo share member of
-- the development identity provider (Sara, MAF-1000001) has one on Dubai's sponsor.
CREATE TABLE IF NOT EXISTS share_accounts (
  mafid TEXT PRIMARY KEY,
  member_id TEXT NOT NULL UNIQUE,
  sponsor_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT OR IGNORE INTO share_accounts (mafid, member_id, sponsor_id) VALUES ('MAF-1000001', 'SHR-35-0000001', '35');

-- A member's checkout and order belong to the member (not to a guest token); the checkout keeps the member's
-- details as they were when it started (JSON, the guest token's fields), as a guest's checkout keeps its token.
ALTER TABLE checkout_sessions ADD COLUMN member_mafid TEXT;
ALTER TABLE checkout_sessions ADD COLUMN member_details TEXT CHECK (member_details IS NULL OR json_valid(member_details));
ALTER TABLE orders ADD COLUMN member_mafid TEXT;
CREATE INDEX IF NOT EXISTS orders_by_member ON orders (member_mafid) WHERE member_mafid IS NOT NULL;
