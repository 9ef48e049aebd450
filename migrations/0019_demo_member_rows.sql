-- The demo members' rows that migrations 0008-0011 wrote (Sara's SHARE account and its opening ledger row, Fatima's
-- two children, their passport results and her voucher) leave every database where that demo member has no member
-- record yet (docs/decisions/041). A deployment's database is migrated before it serves anyone, so it never keeps
-- them and a real member given one of those ids by a real identity provider inherits nothing. In the demo mode the
-- worker writes them again with the demo member's first record (worker/members/demo-members.ts). A local database
-- whose demo member has already signed in keeps the rows as that member left them. Migrations 0008-0011 stay as
-- they were applied: D1 never runs an applied migration again, so editing one would change nothing there.

-- Sara (MAF-1000001): the ledger's rows are never removed (0011), except here, with the guard lifted for this one
-- statement and put back as it was.
DROP TRIGGER IF EXISTS share_transactions_never_removed;
DELETE FROM share_transactions
WHERE mafid = 'MAF-1000001' AND NOT EXISTS (SELECT 1 FROM members WHERE mafid = 'MAF-1000001');
CREATE TRIGGER IF NOT EXISTS share_transactions_never_removed BEFORE DELETE ON share_transactions
BEGIN
  SELECT RAISE(ABORT, 'share_transactions rows are never removed');
END;
DELETE FROM share_accounts
WHERE mafid = 'MAF-1000001' AND member_id = 'SHR-35-0000001'
  AND NOT EXISTS (SELECT 1 FROM members WHERE mafid = 'MAF-1000001');

-- Fatima (MAF-1000003).
DELETE FROM passport_assessments
WHERE mafid = 'MAF-1000003' AND user_id IN ('SUB-1000003-01', 'SUB-1000003-02')
  AND NOT EXISTS (SELECT 1 FROM members WHERE mafid = 'MAF-1000003');
DELETE FROM sub_accounts
WHERE mafid = 'MAF-1000003' AND id IN ('SUB-1000003-01', 'SUB-1000003-02')
  AND NOT EXISTS (SELECT 1 FROM members WHERE mafid = 'MAF-1000003');
DELETE FROM member_vouchers
WHERE mafid = 'MAF-1000003' AND code = 'VCH-1000003-01'
  AND NOT EXISTS (SELECT 1 FROM members WHERE mafid = 'MAF-1000003');
