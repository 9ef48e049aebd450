-- A share member's points balance (content-and-account §7 share balance). The demo share member starts with some.
ALTER TABLE share_accounts ADD COLUMN points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0);
UPDATE share_accounts SET points = 2450 WHERE mafid = 'MAF-1000001';
