// The scheduled handler's clean-up: ended rows go in bounded batches, live rows and every record of money stay.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Env } from "../env";
import { RATE_RULES } from "../rate-limit";
import worker from "../test-entry";
import { CHECKOUT_SESSION_RETENTION_MS, SWEEP_BATCH, SWEEP_MAX_BATCHES } from "./clean-up";

const { DB } = env as unknown as { DB: D1Database };
const NOW = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3600_000;

/** One run of the worker's scheduled handler, as the cron trigger makes it. */
async function runScheduled() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/15 * * * *", scheduledTime: new Date(NOW) }), env as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
}
const count = async (sql: string, ...params: unknown[]) => (await DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;

beforeEach(async () => {
  await DB.batch(
    ["rate_events", "member_sessions", "slot_ledger", "checkout_sessions", "payment_ledger", "orders", "carts"].map((table) => DB.prepare(`DELETE FROM ${table}`)),
  );
});

async function event(rule: string, key: string, atMs: number) {
  await DB.prepare("INSERT INTO rate_events (rule, key, at_ms) VALUES (?1, ?2, ?3)").bind(rule, key, atMs).run();
}

async function memberSession(id: string, expiresAt: number) {
  await DB.prepare(
    `INSERT INTO member_sessions (id_hash, site_slug, client_id, subject, mafid, member, access_token, access_expires_at, refresh_expires_at, created_at, expires_at)
     VALUES (?1, 'ski-dubai', 'snow-venues-web', 'sub', 'MAF-1', '{}', 'token', ?2, ?2, ?3, ?2)`,
  )
    .bind(id, expiresAt, NOW - 2 * HOUR)
    .run();
}

async function cart(id: string, state: "open" | "paid" | "released", expiresAt: number) {
  await DB.prepare("INSERT INTO carts (cart_id, site_id, state, expires_at) VALUES (?1, 1, ?2, ?3)").bind(id, state, iso(expiresAt)).run();
}

async function hold(code: string, state: "held" | "sold", expiresAt: number | null) {
  await DB.prepare(
    "INSERT INTO slot_ledger (site_id, event_ak, date, performance_ak, quantity, state, expires_at, reservation_code) VALUES (1, 'SKD.EVN.SWEEP', '2030-02-01', NULL, 2, ?1, ?2, ?3)",
  )
    .bind(state, expiresAt === null ? null : iso(expiresAt), code)
    .run();
}

async function session(id: string, cartId: string, state: string, updatedAt: number) {
  await DB.prepare(
    `INSERT INTO checkout_sessions (id, cart_id, site_id, locale, payment_type, amount, currency, state, return_url, created_at, updated_at)
     VALUES (?1, ?2, 1, 'en', 'card', 100, 'AED', ?3, '/en-ae/ski-dubai/booking-redirect', ?4, ?4)`,
  )
    .bind(id, cartId, state, iso(updatedAt))
    .run();
}

const ids = async (sql: string) => (await DB.prepare(sql).all<{ id: string }>()).results.map((r) => r.id).sort();

describe("the scheduled clean-up", () => {
  it("deletes rate-limit events older than their own rule's window, and keeps the rest", async () => {
    const reserve = RATE_RULES.reserve.windowSeconds * 1000;
    const contact = RATE_RULES.contactForm.windowSeconds * 1000;
    await event("reserve", "old", NOW - reserve - 1);
    await event("reserve", "recent", NOW - reserve + 60_000);
    // Older than the reserve window but within the contact form's hour: still counts, so it stays.
    await event("contact-form", "within-hour", NOW - reserve - 60_000);
    await event("contact-form", "old", NOW - contact - 1);
    // A rule no code knows any more: gone once older than the longest window.
    const longest = Math.max(...Object.values(RATE_RULES).map((r) => r.windowSeconds)) * 1000;
    await event("retired-rule", "old", NOW - longest - 1);
    await event("retired-rule", "recent", NOW - 1000);
    await runScheduled();
    const left = (await DB.prepare("SELECT rule || ':' || key AS id FROM rate_events").all<{ id: string }>()).results.map((r) => r.id).sort();
    expect(left).toEqual(["contact-form:within-hour", "reserve:recent", "retired-rule:recent"]);
  });

  it("works in bounded batches: a backlog larger than one run is finished by the next", async () => {
    const cap = SWEEP_BATCH * SWEEP_MAX_BATCHES;
    const old = NOW - RATE_RULES.reserve.windowSeconds * 1000 - 1;
    await DB.prepare("INSERT INTO rate_events (rule, key, at_ms) SELECT 'reserve', 'backlog', ?1 FROM json_each(?2)")
      .bind(old, JSON.stringify(Array.from({ length: cap + 300 }, (_, i) => i)))
      .run();
    await event("reserve", "live", NOW);
    await runScheduled();
    expect(await count("SELECT count(*) AS n FROM rate_events WHERE key = 'backlog'")).toBe(300);
    await runScheduled();
    expect(await count("SELECT count(*) AS n FROM rate_events WHERE key = 'backlog'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM rate_events WHERE key = 'live'")).toBe(1);
  });

  it("deletes member sessions past their end and keeps the live ones", async () => {
    await memberSession("ended", NOW - 1);
    await memberSession("ends-now", NOW);
    await memberSession("live", NOW + HOUR);
    await runScheduled();
    expect(await ids("SELECT id_hash AS id FROM member_sessions")).toEqual(["live"]);
  });

  it("deletes staff console sessions past their end and keeps the live ones", async () => {
    const staffSession = (id: string, expiresAt: number) =>
      DB.prepare("INSERT INTO staff_sessions (id_hash, subject, email, name, venues, created_at, expires_at) VALUES (?1, 'demo-ops', 'ops@example.com', 'Ops', '[\"*\"]', ?2, ?3)")
        .bind(id, expiresAt - HOUR, expiresAt)
        .run();
    await staffSession("staff-ended", NOW - 1);
    await staffSession("staff-ends-now", NOW);
    await staffSession("staff-live", NOW + HOUR);
    await runScheduled();
    expect(await ids("SELECT id_hash AS id FROM staff_sessions")).toEqual(["staff-live"]);
    await DB.prepare("DELETE FROM staff_sessions").run();
  });

  it("deletes holds whose booking session ended, never a live hold or a sold seat", async () => {
    await hold("SKD-ENDED", "held", NOW - 1);
    await hold("SKD-LIVE", "held", NOW + 10 * 60_000);
    await hold("SKD-SOLD", "sold", null);
    await runScheduled();
    expect(await ids("SELECT reservation_code AS id FROM slot_ledger WHERE event_ak = 'SKD.EVN.SWEEP'")).toEqual(["SKD-LIVE", "SKD-SOLD"]);
  });

  it("deletes checkout sessions that never moved money once their cart ended and the retention passed; keeps the rest", async () => {
    const old = NOW - CHECKOUT_SESSION_RETENTION_MS - HOUR;
    await cart("SKD-ENDED", "open", NOW - 2 * CHECKOUT_SESSION_RETENTION_MS);
    await cart("SKD-RELEASED", "released", NOW - 2 * CHECKOUT_SESSION_RETENTION_MS);
    await cart("SKD-LIVE", "open", NOW + 20 * 60_000);
    await cart("SKD-PAID", "paid", NOW - 2 * CHECKOUT_SESSION_RETENTION_MS);
    // Gone: declined, cancelled or abandoned on the payment page, long ago, on carts that ended.
    await session("cs_declined", "SKD-ENDED", "declined", old);
    await session("cs_abandoned", "SKD-ENDED", "pending", old);
    await session("cs_challenge", "SKD-RELEASED", "challenge", old);
    await session("cs_cancelled", "SKD-RELEASED", "cancelled", old);
    // Kept: within the retention, a cart still live, money moved, an order, SHARE points.
    await session("cs_recent", "SKD-ENDED", "declined", NOW - HOUR);
    await session("cs_live_cart", "SKD-LIVE", "pending", old);
    await session("cs_approved", "SKD-ENDED", "approved", old);
    await session("cs_refunded", "SKD-ENDED", "refunded", old);
    await session("cs_captured", "SKD-PAID", "captured", old);
    await session("cs_points", "SKD-ENDED", "cancelled", old);
    await DB.batch([
      DB.prepare("INSERT INTO payment_ledger (checkout_session_id, kind, amount, currency) VALUES ('cs_approved', 'charge', 100, 'AED')"),
      DB.prepare("INSERT INTO payment_ledger (checkout_session_id, kind, amount, currency) VALUES ('cs_refunded', 'charge', 100, 'AED')"),
      DB.prepare("INSERT INTO payment_ledger (checkout_session_id, kind, amount, currency) VALUES ('cs_refunded', 'refund', 100, 'AED')"),
      DB.prepare(
        `INSERT INTO orders (reservation_code, site_id, checkout_session_id, status, locale, email, guest, lines, totals, payment_type)
         VALUES ('SKD-PAID', 1, 'cs_captured', 'confirmed', 'en', 'sam@example.com', '{}', '[]', '{}', 'card')`,
      ),
      DB.prepare(
        `INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, checkout_session_id, created_at)
         VALUES ('MAF-SWEEP', 1, 'restore', 10, 1, 'AED', 'cs_points', ?1)`,
      ).bind(iso(old)),
    ]);
    const before = await count("SELECT count(*) AS n FROM payment_ledger");
    await runScheduled();
    expect(await ids("SELECT id FROM checkout_sessions")).toEqual(["cs_approved", "cs_captured", "cs_live_cart", "cs_points", "cs_recent", "cs_refunded"]);
    // Nothing of the money, the orders or the carts went with them.
    expect(await count("SELECT count(*) AS n FROM payment_ledger")).toBe(before);
    expect(await count("SELECT count(*) AS n FROM orders WHERE reservation_code = 'SKD-PAID'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM carts")).toBe(4);
  });

  it("runs again without finding anything more to delete", async () => {
    await memberSession("live", NOW + HOUR);
    await hold("SKD-LIVE", "held", NOW + 60_000);
    await runScheduled();
    await runScheduled();
    expect(await count("SELECT count(*) AS n FROM member_sessions")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM slot_ledger WHERE event_ak = 'SKD.EVN.SWEEP'")).toBe(1);
  });
});
