// The two modes as a caller meets them (docs/decisions/041): demo serves the sandbox and seeds its demo data;
// production has no sandbox at all, seeds nothing of the demo, and serves nothing until every setting it needs is there.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TENANTS } from "../tenants";
import { CATALOGUE_SEEDS } from "../tenants/catalogue";
import app from "./test-entry";
import type { Env } from "./env";
import { SHOP_BUILD } from "./build-info";
import { type ModeEnv, REFUSAL_LOG_MESSAGE, configurationProblems } from "./mode";
import { ensureDiscountsSeeded } from "./orders/discounts";
import { capture, count, payWithCard, startCheckout } from "./orders/checkout.fixture";
import { ensureCatalogueSeeded } from "./provider/store";
import { ensureMember } from "./members/store";
import { memberBrowser, memberCall } from "./auth/testing";

const ORIGIN = "https://shop.test";
const bindings = env as unknown as Env;
const DUBAI = TENANTS.find((t) => t.slug === "ski-dubai")!;

/** Every setting production needs, as a deployment sets them (the test worker's own secrets for the rest). */
const PRODUCTION: Partial<Env> & Record<string, string> = {
  SHOP_MODE: "production",
  PAYMENT_GATEWAY: "upstream",
  PROVIDER_API_URL: "https://provider.example/api/provider",
  IDENTITY_ISSUER: "https://id.example",
  SMTP_HOST: "smtp.example",
  SMTP_SECURE: "tls",
  MAIL_FROM: "Ski Dubai <bookings@example.com>",
};
const production = (overrides: Record<string, string | undefined> = {}): Env => ({ ...bindings, ...PRODUCTION, ...overrides }) as Env;
const call = (path: string, appEnv: Env, init: RequestInit = {}) => app.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), appEnv);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/api/health names the mode and the build", () => {
  it("demo by default, production when set; the build baked in at build time", async () => {
    const demo = await call("/api/health", { ...bindings });
    expect(demo.status).toBe(200);
    expect(await demo.json()).toEqual({ ok: true, mode: "demo", build: SHOP_BUILD });
    // The commit (or SHOP_BUILD_ID) the test worker was built from; "unknown" only outside a git checkout.
    expect(SHOP_BUILD).toMatch(/^[\w.+-]+$/);
    const live = await call("/api/health", production());
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true, mode: "production", build: SHOP_BUILD });
    expect(live.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the sandbox gateway exists in demo only", () => {
  const SESSION = `cs_${"0".repeat(32)}`;
  const sandboxPaths = ["/sandbox-pay", `/sandbox-pay/${SESSION}`, "/sandbox-pay/bnpl/tabby", `/sandbox-pay/tokenise/${SESSION}`, "/sandbox-pay/anything/else"];

  it("answers 404 on every sandbox page and call in production, for reads and posts", async () => {
    for (const path of sandboxPaths) {
      expect((await call(path, production())).status, `GET ${path}`).toBe(404);
      const post = await call(path, production(), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" },
        body: "action=card&number=4242424242424242&expiry=12%2F39&cvc=123&name=Sam",
      });
      expect(post.status, `POST ${path}`).toBe(404);
    }
  });

  it("a sandbox checkout that exists cannot be paid through a production worker, so capture sells nothing", async () => {
    // A checkout session made by the demo shop on the same database (the worst case: a database moved between modes).
    const { sessionId } = await startCheckout("card");
    const paid = await call(`/sandbox-pay/${sessionId}`, production(), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ action: "card", number: "4242424242424242", expiry: "12/39", cvc: "123", name: "Sam Guest" }).toString(),
    });
    expect(paid.status).toBe(404);
    expect(await count("SELECT COUNT(*) AS n FROM checkout_sessions WHERE id = ?1 AND state = 'pending'", sessionId)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE checkout_session_id = ?1", sessionId)).toBe(0);
  });

  it("serves the same pages in demo (the test that the 404 above can fail)", async () => {
    const { sessionId } = await startCheckout("card");
    expect((await call(`/sandbox-pay/${sessionId}`, { ...bindings })).status).toBe(200);
    expect((await payWithCard(sessionId, "4242424242424242")).status).toBe(303);
    expect((await capture(sessionId)).status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE checkout_session_id = ?1", sessionId)).toBe(1);
  });
});

describe("a worker missing a setting it needs serves nothing", () => {
  const everywhere = ["/api/health", "/", "/en-ae/ski-dubai", "/api/cms/ski-dubai/get-header", "/api/ops/log", "/auth/sign-in?site=ski-dubai&lang=en", `/sandbox-pay/cs_${"0".repeat(32)}`];

  it("answers every request 503 in plain text naming each missing setting, and logs it once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const missing = production({ PAYMENT_GATEWAY: undefined, SESSION_SECRET: "", OPS_TOKENS: undefined });
    for (const path of everywhere) {
      const response = await call(path, missing);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      for (const name of ["PAYMENT_GATEWAY", "SESSION_SECRET", "OPS_TOKENS"]) expect(text, path).toContain(name);
      // Names only: a secret's value is never shown.
      expect(text).not.toContain(bindings.IDENTITY_CLIENT_SECRETS!);
    }
    // Each request also ends with its own request line (a 503 is logged at error level); the refusal is logged once.
    const lines = errors.mock.calls.map((args) => JSON.parse(String(args[0])) as { message: string; status?: number; settings?: { setting: string }[] });
    const refusals = lines.filter((line) => line.message === REFUSAL_LOG_MESSAGE);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.settings!.map((p) => p.setting)).toEqual(["PAYMENT_GATEWAY", "SESSION_SECRET", "OPS_TOKENS"]);
    expect(JSON.stringify(refusals[0])).not.toContain(bindings.IDENTITY_CLIENT_SECRETS!);
    expect(lines.filter((line) => line.message === "request").map((line) => line.status)).toEqual(everywhere.map(() => 503));
  });

  it("refuses the sandbox as production's payment path, and an upstream payment path without a provider", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const sandbox = await call("/en-ae/ski-dubai", production({ PAYMENT_GATEWAY: "sandbox", PROVIDER_API_URL: "" }));
    expect(sandbox.status).toBe(503);
    expect(await sandbox.text()).toMatch(/PAYMENT_GATEWAY sandbox is for the demo mode only/);
    const noProvider = await call("/api/health", production({ PROVIDER_API_URL: "" }));
    expect(noProvider.status).toBe(503);
    expect(await noProvider.text()).toMatch(/PROVIDER_API_URL is required by PAYMENT_GATEWAY=upstream/);
  });

  it("refuses an unknown mode rather than taking it for demo", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const typo = await call("/sandbox-pay/bnpl/tabby", { ...bindings, SHOP_MODE: "prod" } as Env);
    expect(typo.status).toBe(503);
    expect(await typo.text()).toContain("SHOP_MODE must be one of demo, production");
  });

  it("names every setting production needs, and nothing when all are there", () => {
    const names = (e: ModeEnv) => configurationProblems(e).map((p) => p.setting);
    expect(names({ SHOP_MODE: "production" })).toEqual([
      "PAYMENT_GATEWAY",
      "IDENTITY_ISSUER",
      "IDENTITY_CLIENT_SECRETS",
      "SESSION_SECRET",
      "OPS_TOKENS",
      "CAPTCHA_HMAC_KEY",
      "SMTP_HOST",
      "MAIL_FROM",
    ]);
    expect(names({ ...bindings, ...PRODUCTION })).toEqual([]);
    // Plain http is refused for what production reaches over the internet.
    expect(names({ ...bindings, ...PRODUCTION, PROVIDER_API_URL: "http://provider.example", IDENTITY_ISSUER: "http://id.example" })).toEqual([
      "PROVIDER_API_URL",
      "IDENTITY_ISSUER",
    ]);
    // E-mail over an unencrypted link is for the local mail catcher only.
    expect(names({ ...bindings, ...PRODUCTION, SMTP_SECURE: "none" })).toEqual(["SMTP_SECURE"]);
    // A hosted captcha stands in for the HMAC key.
    expect(
      names({ ...bindings, ...PRODUCTION, CAPTCHA_HMAC_KEY: "", CAPTCHA_SITE_KEY: "site", CAPTCHA_VERSION: "v3", CAPTCHA_SECRET_KEY: "secret" }),
    ).toEqual([]);
    // Demo needs nothing: every setting has a local default.
    expect(names({})).toEqual([]);
  });
});

/** The database as seen by code under test, noting every statement prepared on it. */
function recordingDb(db: D1Database, statements: string[]): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => (statements.push(sql), target.prepare(sql));
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe("production seeds no demo data", () => {
  it("writes no demo catalogue, promo codes, staff list or Fazaa cards (demo does)", async () => {
    for (const mode of ["production", "demo"] as const) {
      const statements: string[] = [];
      const db = recordingDb(bindings.DB, statements);
      // A venue day no test uses, so the catalogue's once-a-day marker cannot hide a write.
      const day = mode === "production" ? "2031-02-03" : "2031-02-04";
      await ensureCatalogueSeeded({ DB: db, CACHE: bindings.CACHE, SHOP_MODE: mode }, DUBAI.siteId, CATALOGUE_SEEDS["ski-dubai"], day);
      await ensureDiscountsSeeded({ DB: db, SHOP_MODE: mode }, { ...DUBAI, siteId: mode === "production" ? 901 : 902 });
      const writes = statements.filter((sql) => /\b(INSERT|UPDATE|DELETE)\b/i.test(sql));
      if (mode === "production") expect(writes).toEqual([]);
      else {
        expect(writes.some((sql) => sql.includes("catalogue_cards"))).toBe(true);
        expect(writes.some((sql) => sql.includes("promo_codes"))).toBe(true);
        expect(writes.some((sql) => sql.includes("staff_members"))).toBe(true);
        expect(writes.some((sql) => sql.includes("fazaa_cards"))).toBe(true);
      }
    }
  });

  it("gives a member whose id is a demo member's none of the demo member's data", async () => {
    // A real identity provider may issue MAF-1000003 to a real person: in production they get a new, empty record.
    const claims = { sub: "real-subject-3", mafid: "MAF-1000003", email: "real.person@example.com", given_name: "Real", family_name: "Person" };
    await bindings.DB.prepare("DELETE FROM members WHERE mafid = 'MAF-1000003'").run();
    const statements: string[] = [];
    await ensureMember({ DB: recordingDb(bindings.DB, statements), SHOP_MODE: "production" }, claims as never);
    const demoTables = /sub_accounts|passport_assessments|member_vouchers|share_accounts \(|share_transactions/;
    expect(statements.filter((sql) => /INSERT/i.test(sql) && demoTables.test(sql))).toEqual([]);

    // Demo writes them with the demo member's first record.
    await bindings.DB.prepare("DELETE FROM members WHERE mafid = 'MAF-1000003'").run();
    const demoStatements: string[] = [];
    await ensureMember({ DB: recordingDb(bindings.DB, demoStatements), SHOP_MODE: "demo" }, claims as never);
    expect(demoStatements.filter((sql) => /INSERT/i.test(sql) && demoTables.test(sql)).length).toBeGreaterThan(0);
    expect(await count("SELECT COUNT(*) AS n FROM sub_accounts WHERE mafid = 'MAF-1000003' AND id LIKE 'SUB-1000003-%'")).toBe(2);
  });

  it("brings Sara's SHARE account with its opening 2,450 points with her first sign-in in demo", async () => {
    const browser = memberBrowser();
    expect((await browser.signIn("sara.share@example.com")).status).toBe(302);
    const balance = await memberCall(browser, "GET", "/share-balance");
    expect(balance.status).toBe(200);
    expect(JSON.stringify(await balance.json())).toMatch(/2450/);
  });
});
