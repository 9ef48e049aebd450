// The demo members' own data (the members of the development identity provider, scripts/identity/demo-members.mjs):
// Sara's SHARE account with its opening balance, Fatima's two children with their ski-passport results and her Dubai
// voucher. Written when such a member first calls, in the demo mode only: a production database never holds them
// (migration 0019 takes out the rows the first migrations wrote; docs/decisions/041), so a real member who happens to
// get one of these ids at a real identity provider inherits nothing.
import { demoDataAllowed } from "../mode";

export const DEMO_MEMBER_IDS = ["MAF-1000001", "MAF-1000002", "MAF-1000003"] as const;

const STATEMENTS: readonly string[] = [
  `INSERT OR IGNORE INTO share_accounts (mafid, member_id, sponsor_id) VALUES ('MAF-1000001', 'SHR-35-0000001', '35')`,
  // The opening balance (2,450 points on Dubai), once: an account with any ledger row already has its history.
  `INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, created_at)
   SELECT 'MAF-1000001', 1, 'opening', 2450, 245.0, 'AED', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
   WHERE NOT EXISTS (SELECT 1 FROM share_transactions WHERE mafid = 'MAF-1000001')`,
  `INSERT OR IGNORE INTO sub_accounts (id, mafid, title, first_name, last_name, gender, date_of_birth, relation) VALUES
   ('SUB-1000003-01', 'MAF-1000003', 'mr', 'Yousef', 'Rahman', 'male', '2015-06-10', 'child'),
   ('SUB-1000003-02', 'MAF-1000003', 'miss', 'Mariam', 'Rahman', 'female', '2019-02-21', 'child')`,
  `INSERT OR IGNORE INTO passport_assessments (user_id, mafid, discipline, question_id, status, assessed_on) VALUES
   ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-1-1', 'passed', '2026-03-14'),
   ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-1-2', 'passed', '2026-03-14'),
   ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-1-3', 'passed', '2026-03-14'),
   ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-2-1', 'passed', '2026-04-02'),
   ('SUB-1000003-01', 'MAF-1000003', 'ski', 'ski-2-2', 'need_reassessment', '2026-04-02'),
   ('SUB-1000003-02', 'MAF-1000003', 'ski', 'ski-1-1', 'passed', '2026-04-02'),
   ('SUB-1000003-02', 'MAF-1000003', 'ski', 'ski-1-2', 'need_reassessment', '2026-04-02'),
   ('SUB-1000003-01', 'MAF-1000003', 'snowboard', 'snowboard-1-1', 'need_reassessment', '2026-05-09')`,
  `INSERT OR IGNORE INTO member_vouchers (code, mafid, site_id, title_en, title_ar, value, currency, valid_until) VALUES
   ('VCH-1000003-01', 'MAF-1000003', 1, 'Family Snow Park voucher', 'قسيمة حديقة الثلج للعائلة', 150, 'AED', '2027-06-30')`,
];

/**
 * Writes the demo members' data before a demo member's first record is made (demo mode only; a no-op for anyone
 * else). Idempotent: rows already there, changed or not, are left as they are.
 */
export async function seedDemoMemberData(env: { DB: D1Database; SHOP_MODE?: string }, mafid: string): Promise<void> {
  if (!demoDataAllowed(env) || !(DEMO_MEMBER_IDS as readonly string[]).includes(mafid)) return;
  await env.DB.batch(STATEMENTS.map((sql) => env.DB.prepare(sql)));
}
