-- Linking another member's own account into a family (docs/decisions/015): a one-time code the family's member
-- makes (only its SHA-256 digest is kept; one open code per member, a new one replaces it), and the sub-account it
-- makes in that family, which remembers whose account it is (linked_mafid).
ALTER TABLE sub_accounts ADD COLUMN linked_mafid TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS sub_accounts_linked ON sub_accounts (mafid, linked_mafid) WHERE linked_mafid IS NOT NULL;

CREATE TABLE IF NOT EXISTS sub_account_link_codes (
  code_hash TEXT PRIMARY KEY,
  mafid TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL
);
