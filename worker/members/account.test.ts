// The member's account data through the shop (real sign-in at the development identity provider): sub-accounts,
// gear, waivers, passports, vouchers and the dashboard answer only their owner; a guest gets 401; bad input gets
// 400 naming the field and rule, and writes nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_SUB_ACCOUNTS, TOO_MANY_SUB_ACCOUNTS } from "../../shared/contract/account";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { makeCart } from "../orders/checkout.fixture";
import { todayIn } from "../../shared/booking/calendar";
import { DEMO, memberBrowser, memberCall, signedIn, memberPaysByCard } from "../auth/testing";

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

  it("keeps at most MAX_SUB_ACCOUNTS family members, and says so in the call's language", async () => {
    const sara = await signedIn(DEMO.sara.email);
    const already = (await people(sara)).length - 1;
    for (let i = already; i < MAX_SUB_ACCOUNTS; i++) {
      expect((await memberCall(sara, "POST", "/sub-account", { ...CHILD, lastName: "Al Mansoori" })).status).toBe(200);
    }
    const before = await count("sub_accounts");
    const refused = await memberCall(sara, "POST", "/sub-account?Lang=ar", { ...CHILD, lastName: "Al Mansoori" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: "too_many_sub_accounts", message: TOO_MANY_SUB_ACCOUNTS.ar });
    expect(await count("sub_accounts")).toBe(before);
    await DB.prepare("DELETE FROM sub_accounts WHERE mafid = ?1").bind(DEMO.sara.mafid).run();
  });

  it("holds the limit when twenty additions are sent at once", async () => {
    const sara = await signedIn(DEMO.sara.email);
    const already = (await people(sara)).length - 1;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => memberCall(sara, "POST", "/sub-account", { ...CHILD, lastName: "Al Mansoori" }).then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(MAX_SUB_ACCOUNTS - already);
    expect(answers.filter((status) => status !== 200 && status !== 422)).toEqual([]);
    expect((await people(sara)).length - 1).toBe(MAX_SUB_ACCOUNTS);
    await DB.prepare("DELETE FROM sub_accounts WHERE mafid = ?1").bind(DEMO.sara.mafid).run();
  });

  it("answers in Arabic for the 404", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const answer = await memberCall(omar, "POST", "/update-sub-account?Lang=ar", { ...CHILD, id: YOUSEF });
    expect(answer.status).toBe(404);
    expect((await json<{ message: string }>(answer)).message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("gear", () => {
  it("serves the gear document per venue and language with a version, public and cacheable", async () => {
    const guest = memberBrowser();
    const en = await guest.shop("/api/provider/docs/ski_dubai/default-document-library/gear-en.json?v=1763900000000", { headers: { "site-id": "1" } });
    expect(en.status).toBe(200);
    expect(en.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const doc = await json<{ equipments: { id: string; title: string }[]; gear: unknown[]; levels: unknown[]; height_meta: { min: number; max: number }; weight_meta: object }>(en);
    expect(doc.equipments.map((e) => e.id)).toEqual(["ski", "snowboard"]);
    expect(doc.gear.length).toBeGreaterThan(0);
    expect(doc.levels.length).toBeGreaterThan(0);
    expect(doc.height_meta).toMatchObject({ unit: "cm" });
    const ar = await json<{ equipments: { title: string }[] }>(await guest.shop("/api/provider/docs/snow_oman/default-document-library/gear-ar.json", { headers: { "site-id": "3" } }));
    expect(ar.equipments[0]!.title).toMatch(/[\u0600-\u06FF]/);
    expect((await guest.shop("/api/provider/docs/ski_nowhere/default-document-library/gear-en.json", { headers: { "site-id": "1" } })).status).toBe(404);
    expect((await guest.shop("/api/provider/docs/ski_dubai/default-document-library/gear-fr.json", { headers: { "site-id": "1" } })).status).toBe(404);
    expect((await guest.shop("/api/provider/docs/ski_dubai/default-document-library/gear-en.json?v=abc", { headers: { "site-id": "1" } })).status).toBe(400);
  });

  it("refuses bad gear with 400 naming the field and rule, and writes nothing", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const before = await count("person_gear");
    const cases: [unknown, string, string][] = [
      [{ ...GEAR, userId: YOUSEF, height: 500 }, "height", "max"],
      [{ ...GEAR, userId: YOUSEF, weight: 2 }, "weight", "min"],
      [{ ...GEAR, userId: YOUSEF, equipment: "sledge" }, "equipment", "one_of"],
      [{ ...GEAR, userId: YOUSEF, items: ["boots", "boots"] }, "items", "unique"],
      [{ ...GEAR, userId: YOUSEF, items: ["jetpack"] }, "items.0", "one_of"],
      [{ ...GEAR, userId: YOUSEF, notes: "left\u0007boot" }, "notes", "safe_text"],
      [{ ...GEAR, userId: "../etc" }, "userId", "regex"],
      [{ ...GEAR }, "userId", "required"],
    ];
    for (const [body, field, rule] of cases) {
      const answer = await memberCall(fatima, "POST", "/gear", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const issues = (await json<{ issues: { field: string; rule: string }[] }>(answer)).issues;
      expect(issues.find((i) => i.field === field)?.rule, JSON.stringify(issues)).toBe(rule);
    }
    expect(await count("person_gear")).toBe(before);
  });

  it("saves and reads each person's gear; member B neither reads nor changes A's", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const saved = await memberCall(fatima, "POST", "/gear", { ...GEAR, userId: YOUSEF, notes: "Prefers a blue helmet" });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("private, no-store");
    expect((await json<{ data: object }>(saved)).data).toMatchObject({ userId: YOUSEF, equipment: "ski", height: 135, shoeSize: 34.5, notes: "Prefers a blue helmet" });
    const read = await json<{ data: { userId: string; items: string[] } }>(await memberCall(fatima, "GET", `/gear/${YOUSEF}`));
    expect(read.data).toMatchObject({ userId: YOUSEF, items: ["boots", "helmet"] });
    expect(await json(await memberCall(fatima, "GET", `/gear/${MARIAM}`))).toEqual({ data: null });
    const all = await json<{ data: { userId: string }[] }>(await memberCall(fatima, "GET", "/gear/user"));
    expect(all.data.map((g) => g.userId)).toContain(YOUSEF);

    const omar = await signedIn(DEMO.omar.email);
    const stranger = await memberCall(omar, "GET", `/gear/${YOUSEF}`);
    const unknown = await memberCall(omar, "GET", "/gear/SUB-NOBODY");
    expect(stranger.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await stranger.json()).toEqual(await unknown.json());
    expect((await memberCall(omar, "POST", "/gear", { ...GEAR, userId: YOUSEF, height: 200 })).status).toBe(404);
    const omarsAll = await json<{ data: { userId: string }[] }>(await memberCall(omar, "GET", "/gear/user"));
    expect(omarsAll.data.map((g) => g.userId)).not.toContain(YOUSEF);
    const stored = await DB.prepare("SELECT mafid, json_extract(gear, '$.height') AS height FROM person_gear WHERE user_id = ?1").bind(YOUSEF).first();
    expect(stored).toEqual({ mafid: DEMO.fatima.mafid, height: 135 });
  });
});

describe("waivers", () => {
  it("serves the waiver document per language", async () => {
    const guest = memberBrowser();
    const en = await guest.shop("/api/provider/docs/ski_dubai/web-assets/waiver-meta-en.json?v=1763900000000", { headers: { "site-id": "1" } });
    expect(en.status).toBe(200);
    const doc = await json<{ skillList: { id: string }[]; requirementList: { id: string; required: boolean; text: string }[] }>(en);
    expect(doc.skillList.length).toBeGreaterThan(1);
    expect(doc.requirementList.filter((r) => r.required).length).toBeGreaterThan(0);
    const ar = await json<{ requirementList: { text: string }[] }>(await guest.shop("/api/provider/docs/ski_egypt/web-assets/waiver-meta-ar.json", { headers: { "site-id": "4" } }));
    expect(ar.requirementList[0]!.text).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a waiver without every required consent, a wrong date or a bad name, and writes nothing", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const before = await count("person_waivers");
    const cases: [unknown, string, string][] = [
      [{ ...waiverOf(MARIAM), acceptedRequirements: ["risks"] }, "acceptedRequirements", "required_requirements"],
      [{ ...waiverOf(MARIAM), acceptedRequirements: ["risks", "health", "rules", "helmet", "parachute"] }, "acceptedRequirements.4", "one_of"],
      [{ ...waiverOf(MARIAM), date: "2020-01-01" }, "date", "today"],
      [{ ...waiverOf(MARIAM), signatureName: "<script>" }, "signatureName", "alpha_spaces"],
      [{ ...waiverOf(MARIAM), skill: "olympian" }, "skill", "one_of"],
    ];
    for (const [body, field, rule] of cases) {
      const answer = await memberCall(fatima, "POST", "/waiver", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const issues = (await json<{ issues: { field: string; rule: string }[] }>(answer)).issues;
      expect(issues.find((i) => i.field === field)?.rule, JSON.stringify(issues)).toBe(rule);
    }
    expect(await count("person_waivers")).toBe(before);
  });

  it("signs and reads each person's waiver; member B neither reads nor signs A's", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const saved = await memberCall(fatima, "POST", "/waiver", waiverOf(MARIAM));
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await json<{ data: object }>(saved)).data).toMatchObject({ userId: MARIAM, skill: "beginner", signatureName: "Fatima Rahman", valid: true });
    expect((await json<{ data: { userId: string } }>(await memberCall(fatima, "GET", `/waiver/${MARIAM}`))).data.userId).toBe(MARIAM);
    const all = await json<{ data: { userId: string }[] }>(await memberCall(fatima, "GET", "/waiver/user"));
    expect(all.data.map((w) => w.userId)).toContain(MARIAM);

    const omar = await signedIn(DEMO.omar.email);
    const stranger = await memberCall(omar, "GET", `/waiver/${MARIAM}`);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(await (await memberCall(omar, "GET", "/waiver/SUB-NOBODY")).json());
    expect((await memberCall(omar, "POST", "/waiver", { ...waiverOf(MARIAM), signatureName: "Omar Haddad" })).status).toBe(404);
    expect((await json<{ data: unknown[] }>(await memberCall(omar, "GET", "/waiver/user"))).data).toEqual([]);
    const stored = await DB.prepare("SELECT mafid, signature_name FROM person_waivers WHERE user_id = ?1").bind(MARIAM).first();
    expect(stored).toEqual({ mafid: DEMO.fatima.mafid, signature_name: "Fatima Rahman" });
  });
});

describe("ski passports", () => {
  it("answers each level's questions as Passed, Need Reassessment or Not Assessed, in both languages", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const answer = await memberCall(fatima, "GET", `/skischool_passport?type=ski&userId=${YOUSEF}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const passport = (await json<{ data: { type: string; levels: { id: string; questions: { id: string; status: string }[] }[] } }>(answer)).data;
    expect(passport.type).toBe("ski");
    const status = Object.fromEntries(passport.levels.flatMap((l) => l.questions.map((q) => [q.id, q.status])));
    expect(status).toMatchObject({ "ski-1-1": "Passed", "ski-2-2": "Need Reassessment", "ski-3-1": "Not Assessed" });
    const ar = await json<{ data: { levels: { title: string; questions: { statusText: string }[] }[] } }>(
      await memberCall(fatima, "GET", `/skischool_passport?type=snowboard&userId=${YOUSEF}&Lang=ar`),
    );
    expect(ar.data.levels[0]!.title).toMatch(/[\u0600-\u06FF]/);
    expect(ar.data.levels[0]!.questions[0]!.statusText).toBe("يحتاج إلى إعادة تقييم");
    expect((await memberCall(fatima, "GET", `/skischool_passport?type=skating&userId=${YOUSEF}`)).status).toBe(400);
  });

  it("stores the member's exercise answers for their own people only; bad answers write nothing", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const before = await count("passport_exercise_answers");
    const unknownQuestion = await memberCall(fatima, "POST", "/skischool_excercise_answers", { userId: MARIAM, type: "ski", answers: [{ questionId: "ski-1-2", answer: "yes" }, { questionId: "ski-9-9", answer: "yes" }] });
    expect(unknownQuestion.status).toBe(400);
    expect((await json<{ issues: { field: string; rule: string }[] }>(unknownQuestion)).issues).toEqual([expect.objectContaining({ field: "answers.1.questionId", rule: "one_of" })]);
    const badAnswer = await memberCall(fatima, "POST", "/skischool_excercise_answers", { userId: MARIAM, type: "ski", answers: [{ questionId: "ski-1-2", answer: "maybe" }] });
    expect(badAnswer.status).toBe(400);
    expect((await memberCall(fatima, "POST", "/skischool_excercise_answers", { userId: MARIAM, type: "ski", answers: [] })).status).toBe(400);
    expect(await count("passport_exercise_answers")).toBe(before);

    const saved = await memberCall(fatima, "POST", "/skischool_excercise_answers", { userId: MARIAM, type: "ski", answers: [{ questionId: "ski-1-2", answer: "yes" }] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ data: { saved: 1 } });
    const passport = await json<{ data: { levels: { questions: { id: string; answer: string | null; status: string }[] }[] } }>(
      await memberCall(fatima, "GET", `/skischool_passport?type=ski&userId=${MARIAM}`),
    );
    // The member's answer is kept beside the instructors' assessment, which it does not change.
    expect(passport.data.levels[0]!.questions.find((q) => q.id === "ski-1-2")).toMatchObject({ answer: "yes", status: "Need Reassessment" });

    const omar = await signedIn(DEMO.omar.email);
    expect((await memberCall(omar, "GET", `/skischool_passport?type=ski&userId=${MARIAM}`)).status).toBe(404);
    const written = await count("passport_exercise_answers");
    expect((await memberCall(omar, "POST", "/skischool_excercise_answers", { userId: MARIAM, type: "ski", answers: [{ questionId: "ski-1-2", answer: "not_yet" }] })).status).toBe(404);
    expect(await count("passport_exercise_answers")).toBe(written);
  });
});

describe("vouchers and the dashboard", () => {
  it("lists the member's own vouchers on the site, in the call's language", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const answer = await memberCall(fatima, "GET", "/get-vouchers-list");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect((await json<{ data: { vouchers: object[] } }>(answer)).data.vouchers).toEqual([
      // The seeded voucher runs until 2027-06-30; after that day it lists as expired.
      { code: "VCH-1000003-01", title: "Family Snow Park voucher", value: 150, currency: "AED", validUntil: "2027-06-30", status: today() <= "2027-06-30" ? "active" : "expired" },
    ]);
    const ar = await json<{ data: { vouchers: { title: string }[] } }>(await memberCall(fatima, "GET", "/get-vouchers-list?Lang=ar"));
    expect(ar.data.vouchers[0]!.title).toMatch(/[\u0600-\u06FF]/);
    // Another site's list has none of Dubai's vouchers; another member has none of Fatima's.
    expect((await json<{ data: { vouchers: unknown[] } }>(await memberCall(fatima, "GET", "/get-vouchers-list", undefined, 3))).data.vouchers).toEqual([]);
    const omar = await signedIn(DEMO.omar.email);
    expect((await json<{ data: { vouchers: unknown[] } }>(await memberCall(omar, "GET", "/get-vouchers-list"))).data.vouchers).toEqual([]);
  });

  it("counts the member's upcoming bookings, family members and waivers to sign", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const before = (await json<{ data: { upcomingBookings: number; subAccounts: number; waiversToSign: number; activeVouchers: number } }>(await memberCall(fatima, "GET", "/user/dashboard"))).data;
    const family = await people(fatima);
    expect(before.subAccounts).toBe(family.length - 1);
    expect(before.activeVouchers).toBe(today() <= "2027-06-30" ? 1 : 0);
    expect(before.upcomingBookings).toBe(0);
    const signed = await json<{ data: { userId: string }[] }>(await memberCall(fatima, "GET", "/waiver/user"));
    expect(before.waiversToSign).toBe(family.length - signed.data.length);
    const unsigned = family.find((p) => !signed.data.some((w) => w.userId === p.id))!;
    expect((await memberCall(fatima, "POST", "/waiver", { ...waiverOf(unsigned.id) })).status).toBe(200);
    const after = (await json<{ data: { waiversToSign: number } }>(await memberCall(fatima, "GET", "/user/dashboard"))).data;
    expect(after.waiversToSign).toBe(before.waiversToSign - 1);

    const omar = await signedIn(DEMO.omar.email);
    const omars = (await json<{ data: { subAccounts: number; activeVouchers: number } }>(await memberCall(omar, "GET", "/user/dashboard"))).data;
    expect(omars).toMatchObject({ subAccounts: 0, activeVouchers: 0 });
  });
});

describe("the dashboard's bookings", () => {
  it("counts a booking the member has just paid for as upcoming", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const details = { title: "mr", firstName: "Omar", lastName: "Haddad", dateOfBirth: "1988-11-02", nationality: "OM", countryOfResidence: "AE", mobile: "+971501234567", mobileRegion: "ae" };
    expect((await memberCall(omar, "POST", "/info/apply", details)).status).toBe(200);
    const dashboard = async () => (await json<{ data: { upcomingBookings: number } }>(await memberCall(omar, "GET", "/user/dashboard"))).data.upcomingBookings;
    const before = await dashboard();
    const cart = await makeCart();
    await memberPaysByCard(omar, cart);
    expect(await dashboard()).toBe(before + 1);
  });
});
