// Linking a member's own account into another member's family with a one-time code: the person joins only by
// entering the code while signed in as themselves; a code works once, for a day, never for its maker; a guessed
// code is a failed look-up; bad input is 400 with nothing written.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, memberBrowser, memberCall, signedIn } from "../auth/testing";
import { RATE_RULES } from "../rate-limit";

const DB = (env as unknown as { DB: D1Database }).DB;

type Browser = Awaited<ReturnType<typeof signedIn>>;

async function invite(browser: Browser): Promise<string> {
  const answer = await memberCall(browser, "POST", "/sub-account/link", { action: "invite" });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  const { code, expiresAt } = ((await answer.json()) as { data: { code: string; expiresAt: string } }).data;
  expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
  return code;
}

const people = async (browser: Browser) => ((await (await memberCall(browser, "GET", "/primary-and-sub-accounts")).json()) as { users: { id: string; firstName: string }[] }).users;
const OMAR_DETAILS = { title: "mr", firstName: "Omar", lastName: "Haddad", dateOfBirth: "1988-11-02", nationality: "OM", countryOfResidence: "AE", mobile: "+971501234567", mobileRegion: "ae" };

describe("linking an account into a family", () => {
  it("adds the person who enters the family's code, once; the code is spent and never kept in clear", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await invite(fatima);
    const stored = await DB.prepare("SELECT code_hash FROM sub_account_link_codes").all<{ code_hash: string }>();
    expect(stored.results.some((r) => r.code_hash.includes(code.replace("-", "")))).toBe(false);

    // Its maker cannot use it.
    const own = await memberCall(fatima, "POST", "/sub-account/link", { action: "accept", code });
    expect(own.status).toBe(422);
    expect(((await own.json()) as { error: string }).error).toBe("link_own_account");

    const omar = await signedIn(DEMO.omar.email);
    expect((await memberCall(omar, "POST", "/info/apply", OMAR_DETAILS)).status).toBe(200);
    const before = await people(fatima);
    // Typed in lower case with spaces, it still reads.
    const joined = await memberCall(omar, "POST", "/sub-account/link", { action: "accept", code: code.toLowerCase().replace("-", " ") });
    expect(joined.status, await joined.clone().text()).toBe(200);
    expect(await joined.json()).toEqual({ data: { familyOf: "Fatima" } });
    const after = await people(fatima);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ firstName: "Omar", lastName: "Haddad", dateOfBirth: "1988-11-02", relation: "other", isPrimary: false });
    // Spent: a second use is refused; a new code for the same family says it is linked already.
    const again = await memberCall(omar, "POST", "/sub-account/link", { action: "accept", code });
    expect(again.status).toBe(404);
    const second = await invite(fatima);
    const twice = await memberCall(omar, "POST", "/sub-account/link", { action: "accept", code: second });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: string }).error).toBe("already_linked");
    // Omar's own family is untouched: he joined hers, she did not join his.
    expect((await people(omar)).length).toBe(1);
  });

  it("refuses an expired or replaced code, a guest, and bad input with nothing written", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const first = await invite(fatima);
    const replacement = await invite(fatima);
    const sara = await signedIn(DEMO.sara.email);
    const count = async () => (await DB.prepare("SELECT COUNT(*) AS n FROM sub_accounts").first<{ n: number }>())!.n;
    const n = await count();
    expect((await memberCall(sara, "POST", "/sub-account/link", { action: "accept", code: first })).status).toBe(404);
    await DB.prepare("UPDATE sub_account_link_codes SET expires_at = ?1").bind(new Date(Date.now() - 1000).toISOString()).run();
    expect((await memberCall(sara, "POST", "/sub-account/link", { action: "accept", code: replacement })).status).toBe(404);
    const guest = await memberCall(memberBrowser(), "POST", "/sub-account/link", { action: "invite" });
    expect(guest.status).toBe(401);
    for (const body of [{ action: "accept" }, { action: "accept", code: "short" }, { action: "accept", code: "ILOU0ILOU0" }, { action: "join", code: "ABCDE12345" }, { action: "invite", mafid: "MAF-1000001" }]) {
      const answer = await memberCall(sara, "POST", "/sub-account/link", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(n);
  });

  it("asks for the person's title and date of birth before they join", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await invite(fatima);
    const sara = await signedIn(DEMO.sara.email);
    await DB.prepare("UPDATE members SET date_of_birth = NULL WHERE email = ?1").bind(DEMO.sara.email).run();
    const answer = await memberCall(sara, "POST", "/sub-account/link", { action: "accept", code }, 1, { lang: "ar" });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { error: string; message: string };
    expect(body.error).toBe("details_missing");
  });

  it("counts guessed codes as failed look-ups of the client", async () => {
    const sara = await signedIn(DEMO.sara.email);
    const client = { "cf-connecting-ip": "203.0.113.91" };
    for (let i = 0; i < RATE_RULES.lookupFailure.max; i++) {
      const guess = `ABCDE${String(i).padStart(5, "0")}`;
      expect((await memberCall(sara, "POST", "/sub-account/link", { action: "accept", code: guess }, 1, client)).status).toBe(404);
    }
    expect((await memberCall(sara, "POST", "/sub-account/link", { action: "accept", code: "ABCDE99999" }, 1, client)).status).toBe(429);
  });
});
