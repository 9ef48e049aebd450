// The member's account data through the shop (real sign-in at the development identity provider): sub-accounts,
// gear, waivers, passports, vouchers and the dashboard answer only their owner; a guest gets 401; bad input gets
// 400 naming the field and rule, and writes nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { todayIn } from "../../shared/booking/calendar";
import { DEMO, memberBrowser, memberCall } from "../auth/testing";

const DB = (env as unknown as { DB: D1Database }).DB;
const YOUSEF = "SUB-1000003-01";
const MARIAM = "SUB-1000003-02";
const today = () => todayIn("Asia/Dubai");

type Browser = ReturnType<typeof memberBrowser>;
interface Person {
  id: string;
  isPrimary: boolean;
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  age: number | null;
  ageGroup: string | null;
  relation: string | null;
}

async function signedIn(email: string): Promise<Browser> {
  const browser = memberBrowser();
  const answer = await browser.signIn(email);
  if (answer.status !== 302) throw new Error(`sign-in answered ${answer.status}`);
  return browser;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function count(table: string): Promise<number> {
  return (await DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

async function people(browser: Browser): Promise<Person[]> {
  const answer = await memberCall(browser, "GET", "/primary-and-sub-accounts");
  expect(answer.status).toBe(200);
  return (await json<{ users: Person[] }>(answer)).users;
}

const CHILD = { title: "miss", firstName: "Layla", lastName: "Rahman", dateOfBirth: "2020-09-01", relation: "child" };
const GEAR = { equipment: "ski", items: ["boots", "helmet"], level: "beginner", height: 135, weight: 32, shoeSize: 34.5 };
const waiverOf = (userId: string) => ({ userId, acceptedRequirements: ["risks", "health", "rules", "helmet"], skill: "beginner", signatureName: "Fatima Rahman", date: today() });

describe("a guest", () => {
  it("gets 401 (sign in) from every account call, and nothing is written", async () => {
    const guest = memberBrowser();
    const before = await Promise.all(["sub_accounts", "person_gear", "person_waivers", "passport_exercise_answers"].map(count));
    const calls: [string, string, unknown?][] = [
      ["POST", "/sub-account", CHILD],
      ["POST", "/update-sub-account", { ...CHILD, id: YOUSEF }],
      ["GET", "/primary-and-sub-accounts"],
      ["POST", "/gear", { ...GEAR, userId: YOUSEF }],
      ["GET", `/gear/${YOUSEF}`],
      ["GET", "/gear/user"],
      ["POST", "/waiver", waiverOf(YOUSEF)],
      ["GET", `/waiver/${YOUSEF}`],
      ["GET", "/waiver/user"],
      ["GET", `/skischool_passport?type=ski&userId=${YOUSEF}`],
      ["POST", "/skischool_excercise_answers", { userId: YOUSEF, type: "ski", answers: [{ questionId: "ski-1-1", answer: "yes" }] }],
      ["GET", "/get-vouchers-list"],
      ["GET", "/user/dashboard"],
    ];
    for (const [method, path, body] of calls) {
      const answer = await memberCall(guest, method as "GET" | "POST", path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect((await json<{ code: number }>(answer)).code).toBe(ORDER_ERROR_CODES.signInRequired);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await Promise.all(["sub_accounts", "person_gear", "person_waivers", "passport_exercise_answers"].map(count))).toEqual(before);
  });
});

describe("sub-accounts", () => {
  it("lists the member first, then the family, with ages and age groups", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const users = await people(fatima);
    expect(users[0]).toMatchObject({ isPrimary: true, firstName: "Fatima", lastName: "Rahman", ageGroup: "adult", relation: null });
    const user = await json<{ user: { user_ak: string } }>(await memberCall(fatima, "GET", "/get-user-info"));
    expect(users[0]!.id).toBe(user.user.user_ak);
    const yousef = users.find((u) => u.id === YOUSEF)!;
    const mariam = users.find((u) => u.id === MARIAM)!;
    expect(yousef).toMatchObject({ isPrimary: false, firstName: "Yousef", gender: "male", dateOfBirth: "2015-06-10", relation: "child" });
    expect(mariam).toMatchObject({ firstName: "Mariam", gender: "female", dateOfBirth: "2019-02-21" });
    expect(yousef.age).toBeGreaterThanOrEqual(10);
    expect(["junior", "child"]).toContain(mariam.ageGroup);
    expect(users.indexOf(yousef)).toBeLessThan(users.indexOf(mariam));
  });

  it("refuses bad input with 400 naming the field and rule, and writes nothing", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const before = await count("sub_accounts");
    const cases: [unknown, string, string][] = [
      [{ ...CHILD, firstName: undefined }, "firstName", "required"],
      [{ ...CHILD, firstName: "Lay\u202Ela" }, "firstName", "alpha_spaces"],
      [{ ...CHILD, lastName: "R2D2" }, "lastName", "alpha_spaces"],
      [{ ...CHILD, title: "dr" }, "title", "one_of"],
      [{ ...CHILD, dateOfBirth: "2020-02-30" }, "dateOfBirth", "custom"],
      [{ ...CHILD, relation: "neighbour" }, "relation", "one_of"],
      [{ ...CHILD, gender: "other" }, "gender", "one_of"],
      [{ ...CHILD, mafid: DEMO.omar.mafid }, "mafid", "unknown_field"],
    ];
    for (const [body, field, rule] of cases) {
      const answer = await memberCall(fatima, "POST", "/sub-account", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const issues = (await json<{ issues: { field: string; rule: string }[] }>(answer)).issues;
      expect(issues.some((i) => i.field === field), JSON.stringify(issues)).toBe(true);
      if (rule !== "custom") expect(issues.find((i) => i.field === field)!.rule).toBe(rule);
    }
    const future = await memberCall(fatima, "POST", "/sub-account", { ...CHILD, dateOfBirth: "2099-01-01" });
    expect(future.status).toBe(400);
    expect((await json<{ issues: { field: string; rule: string }[] }>(future)).issues).toEqual([expect.objectContaining({ field: "dateOfBirth", rule: "date" })]);
    const notJson = await fatima.shop("/api/provider/sub-account", { method: "POST", headers: { "site-id": "1", "content-type": "text/plain" }, body: "x" });
    expect(notJson.status).toBe(400);
    expect(await count("sub_accounts")).toBe(before);
  });

  it("creates and changes the member's own sub-accounts (gender from the title), private answers", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const created = await memberCall(fatima, "POST", "/sub-account", CHILD);
    expect(created.status, await created.clone().text()).toBe(200);
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const layla = (await json<{ data: Person }>(created)).data;
    expect(layla).toMatchObject({ isPrimary: false, firstName: "Layla", gender: "female", relation: "child", ageGroup: "child" });
    expect((await people(fatima)).map((p) => p.id)).toContain(layla.id);

    const changed = await memberCall(fatima, "POST", "/update-sub-account", { id: layla.id, title: "mr", firstName: "Zayd", lastName: "Rahman", dateOfBirth: "2016-01-05" });
    expect(changed.status).toBe(200);
    expect((await json<{ data: Person }>(changed)).data).toMatchObject({ id: layla.id, firstName: "Zayd", gender: "male", relation: null });
    // The member's own record is not a sub-account.
    const own = (await people(fatima))[0]!;
    expect((await memberCall(fatima, "POST", "/update-sub-account", { ...CHILD, id: own.id })).status).toBe(404);
    await DB.prepare("DELETE FROM sub_accounts WHERE id = ?1").bind(layla.id).run();
  });

  it("member B never sees or changes member A's family: another's id answers like an unknown one", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const omarsPeople = await people(omar);
    expect(omarsPeople.map((p) => p.id)).not.toContain(YOUSEF);
    const stranger = await memberCall(omar, "POST", "/update-sub-account", { ...CHILD, id: YOUSEF });
    const unknown = await memberCall(omar, "POST", "/update-sub-account", { ...CHILD, id: "SUB-NOBODY" });
    expect(stranger.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await stranger.json()).toEqual(await unknown.json());
    const yousef = await DB.prepare("SELECT first_name, mafid FROM sub_accounts WHERE id = ?1").bind(YOUSEF).first<{ first_name: string; mafid: string }>();
    expect(yousef).toEqual({ first_name: "Yousef", mafid: DEMO.fatima.mafid });
    // B's new sub-account is B's, and A does not see it.
    const made = await json<{ data: Person }>(await memberCall(omar, "POST", "/sub-account", { ...CHILD, firstName: "Hala" }));
    const fatima = await signedIn(DEMO.fatima.email);
    expect((await people(fatima)).map((p) => p.id)).not.toContain(made.data.id);
    await DB.prepare("DELETE FROM sub_accounts WHERE id = ?1").bind(made.data.id).run();
  });

  it("answers in Arabic for the 404", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const answer = await memberCall(omar, "POST", "/update-sub-account?Lang=ar", { ...CHILD, id: YOUSEF });
    expect(answer.status).toBe(404);
    expect((await json<{ message: string }>(answer)).message).toMatch(/[\u0600-\u06FF]/);
  });
});
