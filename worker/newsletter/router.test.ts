import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const { DB } = env as unknown as { DB: D1Database };

interface Issue {
  field: string;
  rule: string;
  message: string;
}

function signUp(body: unknown, headers: Record<string, string> = { "site-id": "1", lang: "en" }) {
  return SELF.fetch("https://shop.test/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function rowCount(): Promise<number> {
  const row = await DB.prepare("SELECT count(*) AS n FROM newsletter_subscriptions").first<{ n: number }>();
  return row?.n ?? 0;
}

async function expectRefused(response: Response, field: string, rule: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; issues: Issue[] };
  expect(body.error).toBe("invalid_request");
  expect(body.issues).toContainEqual(expect.objectContaining({ field, rule }));
  return body.issues;
}

describe("POST /api/newsletter", () => {
  it("subscribes an email, trimmed and lower-cased, to the general newsletter by default", async () => {
    const response = await signUp({ email: "  Skier.One@Example.COM " }, { "site-id": "3", lang: "ar" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "skier.one@example.com", newsletter_type: "general", status: "subscribed" });
    const row = await DB.prepare("SELECT site_id, email, newsletter_type, locale, created_at FROM newsletter_subscriptions WHERE email = ?")
      .bind("skier.one@example.com")
      .first<{ site_id: number; email: string; newsletter_type: string; locale: string; created_at: string }>();
    expect(row).toMatchObject({ site_id: 3, email: "skier.one@example.com", newsletter_type: "general", locale: "ar" });
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers a repeat sign-up with already_subscribed and keeps a single row", async () => {
    const first = await signUp({ email: "repeat@example.com", newsletter_type: "offers" });
    expect(((await first.json()) as { status: string }).status).toBe("subscribed");
    const before = await rowCount();
    const again = await signUp({ email: "REPEAT@example.com", newsletter_type: "offers" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ email: "repeat@example.com", newsletter_type: "offers", status: "already_subscribed" });
    expect(await rowCount()).toBe(before);
  });

  it("keeps sign-ups of different sites and newsletters apart", async () => {
    const dubai = await signUp({ email: "both@example.com" }, { "site-id": "1", lang: "en" });
    const oman = await signUp({ email: "both@example.com" }, { "site-id": "3", lang: "en" });
    const offers = await signUp({ email: "both@example.com", newsletter_type: "offers" }, { "site-id": "1", lang: "en" });
    for (const response of [dubai, oman, offers]) expect(((await response.json()) as { status: string }).status).toBe("subscribed");
  });

  it("lets two simultaneous sign-ups of one address make one row", async () => {
    const before = await rowCount();
    const answers = await Promise.all([signUp({ email: "race@example.com" }), signUp({ email: "race@example.com" })]);
    const statuses = await Promise.all(answers.map(async (r) => ((await r.json()) as { status: string }).status));
    expect(statuses.sort()).toEqual(["already_subscribed", "subscribed"]);
    expect(await rowCount()).toBe(before + 1);
  });

  describe("refuses bad input with 400, naming field and rule, and stores nothing", () => {
    it("a missing email", async () => {
      const before = await rowCount();
      await expectRefused(await signUp({ newsletter_type: "general" }), "email", "required");
      expect(await rowCount()).toBe(before);
    });

    it("an email of spaces only", async () => {
      const before = await rowCount();
      await expectRefused(await signUp({ email: "   " }), "email", "required");
      expect(await rowCount()).toBe(before);
    });

    it("an invalid email", async () => {
      const before = await rowCount();
      await expectRefused(await signUp({ email: "not-an-email@" }), "email", "email");
      expect(await rowCount()).toBe(before);
    });

    it("an email that is not a string", async () => {
      const before = await rowCount();
      await expectRefused(await signUp({ email: 42 }), "email", "type");
      expect(await rowCount()).toBe(before);
    });

    it("an email of 255 characters (254 is accepted)", async () => {
      const domain = "@example.com";
      const before = await rowCount();
      await expectRefused(await signUp({ email: "a".repeat(255 - domain.length) + domain }), "email", "max");
      expect(await rowCount()).toBe(before);
      const ok = await signUp({ email: "b".repeat(254 - domain.length) + domain });
      expect(ok.status).toBe(200);
      expect(await rowCount()).toBe(before + 1);
    });

    it.each([
      ["0", "one_of"],
      ["5", "one_of"],
      ["one", "regex"],
      ["1.5", "regex"],
      ["", "regex"],
    ])("a site-id of %j (%s)", async (siteId, rule) => {
      const before = await rowCount();
      await expectRefused(await signUp({ email: "site@example.com" }, { "site-id": siteId, lang: "en" }), "site-id", rule);
      expect(await rowCount()).toBe(before);
    });

    it("a missing site-id", async () => {
      const before = await rowCount();
      await expectRefused(await signUp({ email: "site@example.com" }, { lang: "en" }), "site-id", "required");
      expect(await rowCount()).toBe(before);
    });

    it("a missing or unknown lang", async () => {
      const before = await rowCount();
      await expectRefused(await signUp({ email: "lang@example.com" }, { "site-id": "1" }), "lang", "required");
      await expectRefused(await signUp({ email: "lang@example.com" }, { "site-id": "1", lang: "fr" }), "lang", "one_of");
      expect(await rowCount()).toBe(before);
    });

    it("a bad newsletter_type", async () => {
      const before = await rowCount();
      await expectRefused(await signUp({ email: "type@example.com", newsletter_type: "General News!" }), "newsletter_type", "regex");
      await expectRefused(await signUp({ email: "type@example.com", newsletter_type: "x".repeat(33) }), "newsletter_type", "regex");
      expect(await rowCount()).toBe(before);
    });

    it("a body that is not JSON", async () => {
      const before = await rowCount();
      await expectRefused(await signUp("{email: nope"), "(body)", "json");
      expect(await rowCount()).toBe(before);
    });

    it("a JSON body that is not an object", async () => {
      const before = await rowCount();
      await expectRefused(await signUp(["a@example.com"]), "(body)", "type");
      expect(await rowCount()).toBe(before);
    });

    it("every problem of the headers at once, before the body is read", async () => {
      const issues = await expectRefused(await signUp({ email: "" }, { "site-id": "9", lang: "de" }), "site-id", "one_of");
      expect(issues.map((i) => i.field).sort()).toEqual(["lang", "site-id"]);
    });
  });

  it("refuses a body larger than the limit", async () => {
    const before = await rowCount();
    const response = await signUp({ email: "big@example.com", padding: "x".repeat(10_000) });
    expect(response.status).toBe(413);
    expect(await rowCount()).toBe(before);
  });

  it("answers only POST: another method is 405 naming it", async () => {
    const response = await SELF.fetch("https://shop.test/api/newsletter");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
