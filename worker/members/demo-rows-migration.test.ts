// Migration 0019 on the databases it meets: one migrated from scratch (a deployment's) ends without the demo members'
// rows; a local one keeps the rows of a demo member who has signed in; the demo mode brings the rest back with the
// demo member's first record (docs/decisions/041).
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { ensureMember } from "./store";

interface Migration {
  name: string;
  queries: string[];
}
const { DB, TEST_MIGRATIONS } = env as unknown as { DB: D1Database; TEST_MIGRATIONS: Migration[] };
const migration = (prefix: string) => TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix))!;

const count = async (sql: string): Promise<number> => (await DB.prepare(sql).first<{ n: number }>())!.n;

/** The demo members' rows, per table. */
async function demoRows(): Promise<Record<string, number>> {
  return {
    share_accounts: await count("SELECT COUNT(*) AS n FROM share_accounts WHERE mafid = 'MAF-1000001'"),
    share_transactions: await count("SELECT COUNT(*) AS n FROM share_transactions WHERE mafid = 'MAF-1000001'"),
    sub_accounts: await count("SELECT COUNT(*) AS n FROM sub_accounts WHERE mafid = 'MAF-1000003'"),
    passport_assessments: await count("SELECT COUNT(*) AS n FROM passport_assessments WHERE mafid = 'MAF-1000003'"),
    member_vouchers: await count("SELECT COUNT(*) AS n FROM member_vouchers WHERE mafid = 'MAF-1000003'"),
  };
}
const NONE = { share_accounts: 0, share_transactions: 0, sub_accounts: 0, passport_assessments: 0, member_vouchers: 0 };
const ALL = { share_accounts: 1, share_transactions: 1, sub_accounts: 2, passport_assessments: 8, member_vouchers: 1 };

const claimsOf = (mafid: string) => ({ sub: `subject-${mafid}`, mafid, email: `${mafid.toLowerCase()}@example.com`, given_name: "Demo", family_name: "Member" });

it("leaves a database migrated from scratch, as a deployment's is, without any demo member's data", async () => {
  expect(await count("SELECT COUNT(*) AS n FROM members")).toBe(0);
  expect(await demoRows()).toEqual(NONE);
});

it("takes the rows out where the demo member never signed in, keeps a signed-in one's, and guards the ledger again", async () => {
  // The rows as migrations 0008-0011 wrote them on a local database before 0019: Fatima's replayed from 0010, Sara's
  // account (0008) with the balance 0009 gave it as 0011's opening ledger row.
  const fatima = migration("0010").queries.filter((q) => /INSERT OR IGNORE INTO (sub_accounts|passport_assessments|member_vouchers)\b/.test(q));
  expect(fatima).toHaveLength(3);
  await DB.batch([
    ...fatima.map((q) => DB.prepare(q)),
    DB.prepare("INSERT OR IGNORE INTO share_accounts (mafid, member_id, sponsor_id) VALUES ('MAF-1000001', 'SHR-35-0000001', '35')"),
    DB.prepare(
      `INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, created_at)
       VALUES ('MAF-1000001', 1, 'opening', 2450, 245.0, 'AED', '2026-01-01T00:00:00.000Z')`,
    ),
  ]);
  expect(await demoRows()).toEqual(ALL);
  // Sara has signed in on this database (her record made without the demo seed); Fatima never has.
  await ensureMember({ DB, SHOP_MODE: "production" }, claimsOf("MAF-1000001") as never);

  await DB.batch(migration("0019").queries.map((q) => DB.prepare(q)));

  expect(await demoRows()).toEqual({ ...NONE, share_accounts: 1, share_transactions: 1 });
  expect(await count("SELECT points AS n FROM share_accounts WHERE mafid = 'MAF-1000001'")).toBe(2450);
  // The ledger's guard is back as 0011 made it.
  await expect(DB.prepare("DELETE FROM share_transactions WHERE mafid = 'MAF-1000001'").run()).rejects.toThrow(/never removed/);

  // In the demo mode Fatima's rows come back with her first record.
  await ensureMember({ DB, SHOP_MODE: "demo" }, claimsOf("MAF-1000003") as never);
  expect(await demoRows()).toEqual(ALL);
});

it("gives a demo member signing in for the first time in demo their data, the SHARE balance once", async () => {
  await ensureMember({ DB, SHOP_MODE: "demo" }, claimsOf("MAF-1000001") as never);
  await ensureMember({ DB, SHOP_MODE: "demo" }, claimsOf("MAF-1000003") as never);
  expect(await demoRows()).toEqual(ALL);
  expect(await count("SELECT points AS n FROM share_accounts WHERE mafid = 'MAF-1000001'")).toBe(2450);
});
