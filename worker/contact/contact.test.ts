// The contact forms: the CMS read of each type on every site and language, POST /contact-form of each type with a
// captcha solved as the browser solves it (bad input 400 with nothing written; the captcha missing, wrong, forged,
// replayed; a double click; the client's rate limit), and ops listing and exporting the enquiries.
import { SELF } from "cloudflare:test";
import { clearRateCounters } from "../rate-limit-testing";
import { env } from "cloudflare:workers";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Challenge } from "altcha-lib/types";
import { beforeEach, describe, expect, it } from "vitest";
import { cmsAnswer } from "../../shared/cms";
import { CONTACT_FORM_READ, CONTACT_FORM_TYPES, CONTACT_FORM_TYPE_NUMBERS, contactFormSchema, type ContactEnquiryBody } from "../../shared/contact-form";
import { LOCALES } from "../../shared/locale";
import { TENANTS } from "../../tenants";
import { CONTACT_FORM_RATE } from "../provider/contact-routes";
import { CaptchaUnavailableError, captchaOf } from "../captcha/captcha";
import { CSV_COLUMNS, csvCell } from "../ops/enquiries";

const { DB } = env as unknown as { DB: D1Database };
const ARABIC = /[\u0600-\u06FF]/;
const ORIGIN = "https://shop.test";

interface Issue {
  field: string;
  rule: string;
}

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { headers });

async function challenge(siteId = "1"): Promise<Challenge> {
  const response = await get("/api/provider/captcha/challenge", { "site-id": siteId });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as Challenge;
}

/** A captcha answer as the widget makes it: base64 of the challenge and its solution. */
async function solvedCaptcha(siteId = "1"): Promise<string> {
  const c = await challenge(siteId);
  const solution = await solveChallenge({ challenge: c, deriveKey });
  expect(solution).not.toBeNull();
  return btoa(JSON.stringify({ challenge: c, solution }));
}

/** A date some days from now (the venue's today is within a day of UTC's). */
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function enquiry(overrides: Partial<ContactEnquiryBody> = {}): Omit<ContactEnquiryBody, "captcha"> {
  return {
    type: 1,
    first_name: "Layla",
    last_name: "Haddad",
    email: "Layla.Haddad@Example.com",
    mobile_region: "ae",
    mobile_number: "050 123 4567",
    message: "Do you sell gift cards for the Snow Park?",
    idempotency_key: crypto.randomUUID(),
    ...overrides,
  } as Omit<ContactEnquiryBody, "captcha">;
}

function send(body: unknown, { siteId = "1", lang = "en", ip = "198.51.100.7" }: { siteId?: string; lang?: string; ip?: string } = {}) {
  return SELF.fetch(`${ORIGIN}/api/provider/contact-form`, {
    method: "POST",
    headers: { "content-type": "application/json", "site-id": siteId, lang, origin: ORIGIN, "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
}

const count = async () => (await DB.prepare("SELECT count(*) AS n FROM contact_enquiries").first<{ n: number }>())!.n;
const usedCount = async () => (await DB.prepare("SELECT count(*) AS n FROM captcha_solutions_used").first<{ n: number }>())!.n;

async function expectIssue(response: Response, field: string, rule: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; issues: Issue[] };
  expect(body.error).toBe("invalid_request");
  expect(body.issues).toContainEqual(expect.objectContaining({ field, rule }));
}

beforeEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM contact_enquiries"), DB.prepare("DELETE FROM captcha_solutions_used")]);
  await clearRateCounters();
});

describe("ContactForm/GetContactFormByType", () => {
  it("answers each type's form on every site in both languages, parsed by the shared schema", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        for (const type of CONTACT_FORM_TYPE_NUMBERS) {
          const response = await get(`${tenant.cmsPath}/${CONTACT_FORM_READ}?Lang=${locale}&Type=${type}`);
          expect(response.status, `${tenant.slug} ${locale} ${type}`).toBe(200);
          const form = contactFormSchema.parse(cmsAnswer(contactFormSchema).parse(await response.json()).Result);
          expect(form.type).toBe(type);
          expect(ARABIC.test(form.title)).toBe(locale === "ar");
          expect(form.seo.meta_title).toContain("|");
        }
      }
    }
  });

  it("asks birthdays for a date and a head count, schools and companies for their name", async () => {
    const read = async (type: number) =>
      contactFormSchema.parse(((await (await get(`/api/cms/snow-oman/${CONTACT_FORM_READ}?Lang=ar&Type=${type}`)).json()) as { Result: unknown }).Result);
    expect(Object.keys((await read(1)).fields)).toEqual([]);
    expect((await read(2)).fields.preferred_date).toBeDefined();
    expect((await read(3)).fields.organisation?.label).toMatch(ARABIC);
    expect((await read(4)).fields.organisation).toBeDefined();
  });

  it("refuses a missing or unknown Type with the field and the rule", async () => {
    await expectIssue(await get(`/api/cms/ski-dubai/${CONTACT_FORM_READ}?Lang=en`), "Type", "required");
    await expectIssue(await get(`/api/cms/ski-dubai/${CONTACT_FORM_READ}?Lang=en&Type=5`), "Type", "one_of");
  });
});

describe("POST /contact-form", () => {
  it("stores an enquiry of each type with its own fields, trimmed, and answers its reference", async () => {
    const bodies = [
      enquiry(),
      enquiry({ type: CONTACT_FORM_TYPES.birthdays, group_size: 14, preferred_date: daysAhead(20), first_name: "سارة", last_name: "المنصوري" }),
      enquiry({ type: CONTACT_FORM_TYPES.schools, organisation: "Al Noor Primary School", group_size: 60, preferred_date: daysAhead(40) }),
      enquiry({ type: CONTACT_FORM_TYPES.company, organisation: "Gulf Logistics LLC", group_size: 35 }),
    ];
    for (const [i, body] of bodies.entries()) {
      const response = await send({ ...body, captcha: await solvedCaptcha(String(i + 1)) }, { siteId: String(i + 1), lang: i === 1 ? "ar" : "en" });
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const answer = (await response.json()) as { reference: string };
      expect(answer.reference).toMatch(/^ENQ-[A-Z2-9]{10}$/);
    }
    const rows = (await DB.prepare("SELECT * FROM contact_enquiries ORDER BY site_id").all<Record<string, unknown>>()).results;
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ type: 1, email: "layla.haddad@example.com", mobile: "+971501234567", organisation: null, group_size: null });
    expect(rows[1]).toMatchObject({ site_id: 2, locale: "ar", type: 2, first_name: "سارة", group_size: 14 });
    expect(rows[2]).toMatchObject({ site_id: 3, type: 3, organisation: "Al Noor Primary School", group_size: 60 });
    expect(rows[3]).toMatchObject({ site_id: 4, type: 4, organisation: "Gulf Logistics LLC" });
  });

  it("refuses bad input with the field and the rule, and writes nothing", async () => {
    const captcha = await solvedCaptcha();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: "L" }, "first_name", "min"],
      [{ first_name: "Layla2" }, "first_name", "alpha_spaces"],
      [{ last_name: "" }, "last_name", "required"],
      [{ email: "not-an-email" }, "email", "email"],
      [{ mobile_number: "12" }, "mobile_number", "phone"],
      [{ mobile_region: "zz" }, "mobile_region", "one_of"],
      [{ message: "short" }, "message", "min"],
      [{ message: "x".repeat(2001) }, "message", "max"],
      [{ message: "Please call me back \u202Ereversed" }, "message", "safe_text"],
      [{ type: 7 }, "type", "one_of"],
      [{ type: 2, group_size: 10 }, "preferred_date", "required"],
      [{ type: 2, group_size: 10, preferred_date: "2020-01-01" }, "preferred_date", "not_past"],
      [{ type: 3, group_size: 10, organisation: "S\u0000chool" }, "organisation", "safe_text"],
      [{ type: 4 }, "organisation", "required"],
      [{ group_size: 0 }, "group_size", "min"],
      [{ idempotency_key: "1" }, "idempotency_key", "uuid"],
      [{ admin: true }, "admin", "unknown_field"],
    ];
    for (const [override, field, rule] of cases) {
      await expectIssue(await send({ ...enquiry(override as Partial<ContactEnquiryBody>), captcha }), field, rule);
    }
    expect(await count()).toBe(0);
    expect(await usedCount()).toBe(0);
    // The captcha was never spent on bad input: it still sends one enquiry.
    expect((await send({ ...enquiry(), captcha })).status).toBe(201);
  });

  it("refuses a missing, malformed, forged, wrongly solved or replayed captcha on the captcha field", async () => {
    await expectIssue(await send(enquiry()), "captcha", "required");
    await expectIssue(await send({ ...enquiry(), captcha: "not base64 json" }), "captcha", "captcha_invalid");

    // Forged: a challenge signed with another key.
    const real = await challenge();
    const forgedChallenge = { ...real, signature: "0".repeat(real.signature!.length) };
    const forgedSolution = await solveChallenge({ challenge: forgedChallenge, deriveKey });
    await expectIssue(await send({ ...enquiry(), captcha: btoa(JSON.stringify({ challenge: forgedChallenge, solution: forgedSolution })) }), "captcha", "captcha_invalid");

    // Wrong: the right challenge with a key that is not its solution.
    const solution = await solveChallenge({ challenge: real, deriveKey });
    const wrongKey = solution!.derivedKey.replace(/^./, (ch) => (ch === "0" ? "1" : "0"));
    await expectIssue(await send({ ...enquiry(), captcha: btoa(JSON.stringify({ challenge: real, solution: { ...solution!, derivedKey: wrongKey } })) }), "captcha", "captcha_invalid");

    // Replayed: a solution that sent one enquiry does not send another.
    const captcha = btoa(JSON.stringify({ challenge: real, solution }));
    expect((await send({ ...enquiry(), captcha })).status).toBe(201);
    await expectIssue(await send({ ...enquiry(), captcha }), "captcha", "captcha_replayed");
    expect(await count()).toBe(1);
  });

  it("sends one enquiry for a double click: the repeat gets the same reference", async () => {
    const body = { ...enquiry({ type: 2, group_size: 8, preferred_date: daysAhead(10) }), captcha: await solvedCaptcha() };
    const [a, b] = await Promise.all([send(body), send(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(((await a.json()) as { reference: string }).reference).toBe(((await b.json()) as { reference: string }).reference);
    const again = await send(body);
    expect(again.status).toBe(200);
    expect(await count()).toBe(1);
  });

  it("holds a client after its enquiries of the hour with 429 and Retry-After; another client is not held", async () => {
    for (let i = 0; i < CONTACT_FORM_RATE.max; i++) expect((await send({ ...enquiry(), captcha: await solvedCaptcha() }, { ip: "203.0.113.9" })).status).toBe(201);
    const held = await send({ ...enquiry(), captcha: await solvedCaptcha() }, { ip: "203.0.113.9" });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send({ ...enquiry(), captcha: await solvedCaptcha() }, { ip: "203.0.113.10" })).status).toBe(201);
    expect(await count()).toBe(CONTACT_FORM_RATE.max + 1);
  });

  it("refuses a post from another site (the origin check of every state-changing call)", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/provider/contact-form`, {
      method: "POST",
      headers: { "content-type": "application/json", "site-id": "1", origin: "https://evil.example" },
      body: JSON.stringify({ ...enquiry(), captcha: "x" }),
    });
    expect(response.status).toBe(403);
    expect(await count()).toBe(0);
  });
});

describe("ops: the enquiries", () => {
  const ops = (path: string, token = "test-ops-token") => SELF.fetch(`${ORIGIN}/api/ops${path}`, { headers: { authorization: `Bearer ${token}` } });

  it("lists them newest first by site and type, and exports them as CSV with formulas made plain text", async () => {
    await send({ ...enquiry({ message: "=HYPERLINK(\"http://evil\") please call, \"soon\"" }), captcha: await solvedCaptcha() });
    await send({ ...enquiry({ type: 2, group_size: 12, preferred_date: daysAhead(15), first_name: "مريم" }), captcha: await solvedCaptcha("3") }, { siteId: "3", lang: "ar" });

    const all = (await (await ops("/enquiries")).json()) as { enquiries: { site: string; type: number; reference: string }[] };
    expect(all.enquiries.map((e) => e.site).sort()).toEqual(["ski-dubai", "snow-oman"]);
    const oman = (await (await ops("/enquiries?site=snow-oman&type=2")).json()) as { enquiries: { first_name: string; locale: string }[] };
    expect(oman.enquiries).toEqual([expect.objectContaining({ first_name: "مريم", locale: "ar" })]);
    await expectIssue(await ops("/enquiries?site=atlantis"), "site", "one_of");

    const csv = await ops("/enquiries/export?site=ski-dubai");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const text = await csv.text();
    const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe('"reference","created_at","site","locale","type","type_name","first_name","last_name","email","mobile","organisation","group_size","preferred_date","message","handled_at","handled_by"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"") please call, ""soon"""`);
  });

  it("neutralises a formula after any separator a spreadsheet may split on, and quotes every field", async () => {
    const sent = await send({ ...enquiry({ message: "Totals;=1+2 and |+SUM(A1) ;  @cmd, -2+3", organisation: "Frost;=HYPERLINK(1)" }), captcha: await solvedCaptcha() });
    expect(sent.status).toBe(201);
    const text = await (await ops("/enquiries/export?site=ski-dubai")).text();
    const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(CSV_COLUMNS.map((c) => `"${c}"`).join(","));
    // Every field quoted, so no separator inside one is read as a new field by a comma reader.
    expect(row).toMatch(/^"[^"]*"(,"([^"]|"")*")+$/);
    expect(row).toContain(`"Frost;'=HYPERLINK(1)"`);
    expect(row).toContain(`"Totals;'=1+2 and |'+SUM(A1) ;  '@cmd, '-2+3"`);
    // Read as a semicolon, tab or pipe separated file, no field starts with a formula character.
    for (const separator of [";", "\t", "|", ","]) {
      for (const field of row!.split(separator)) expect(field.replace(/^[\s"]+/, ""), `${separator} ${field}`).not.toMatch(/^[=+\-@]/);
    }
  });

  it("makes a formula plain text at the start of a cell and after each separator (csvCell)", () => {
    expect(csvCell("=1+2")).toBe(`"'=1+2"`);
    expect(csvCell("a;=1+2")).toBe(`"a;'=1+2"`);
    expect(csvCell("a\t+1")).toBe(`"a\t'+1"`);
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    expect(csvCell("a\r\n@x")).toBe(`"a\r\n'@x"`);
    expect(csvCell(12)).toBe(`"12"`);
    expect(csvCell(null)).toBe(`""`);
    expect(csvCell(`say "hi"`)).toBe(`"say ""hi"""`);
  });

  it("answers 401 without an ops token", async () => {
    expect((await ops("/enquiries", "wrong-token")).status).toBe(401);
    expect((await SELF.fetch(`${ORIGIN}/api/ops/enquiries/export`)).status).toBe(401);
  });
});

describe("the captcha seam's configuration", () => {
  const KEY = "k".repeat(40);
  it("is ALTCHA with an HMAC key, and says what a hosted captcha lacks in the spec's words", () => {
    expect(captchaOf({ CAPTCHA_HMAC_KEY: KEY }).config()).toEqual({ kind: "altcha", challengeUrl: "/api/provider/captcha/challenge" });
    expect(captchaOf({ CAPTCHA_HMAC_KEY: KEY, CAPTCHA_SITE_KEY: "site-key", CAPTCHA_VERSION: "v3" }).config()).toEqual({ kind: "hosted", siteKey: "site-key", version: "v3" });
    expect(() => captchaOf({ CAPTCHA_SITE_KEY: "site-key" })).toThrow(new CaptchaUnavailableError("No version provided"));
    expect(() => captchaOf({ CAPTCHA_VERSION: "v3" })).toThrow(new CaptchaUnavailableError("No key provided"));
    expect(() => captchaOf({ CAPTCHA_HMAC_KEY: "short" })).toThrow(new CaptchaUnavailableError("No key provided"));
  });

  it("refuses an expired challenge as expired", async () => {
    const seam = captchaOf({ CAPTCHA_HMAC_KEY: KEY, CAPTCHA_COST: "5", CAPTCHA_MAX_COUNTER: "8" });
    const old = await seam.challenge(Date.now() - 60 * 60 * 1000);
    const solution = await solveChallenge({ challenge: old, deriveKey });
    expect(await seam.check(btoa(JSON.stringify({ challenge: old, solution })), Date.now())).toMatchObject({ ok: false, rule: "captcha_expired" });
  });

  it("answers the page's configuration call, never cached", async () => {
    const response = await get("/api/provider/captcha/config", { "site-id": "2" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ kind: "altcha", challengeUrl: "/api/provider/captcha/challenge" });
  });
});
