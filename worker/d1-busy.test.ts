// A database locked for a moment: calls are tried again and write once; a lock that stays gives 503, never 500.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { BUSY_RETRY_DELAYS_MS, DatabaseBusyError, isDatabaseBusy, retryWhileLocked } from "./d1-busy";
import type { Env } from "./env";
import { failureOf } from "../shared/contract/orders";
import { busyError, lockedFor } from "./d1-busy-testing";

const { DB } = env as unknown as { DB: D1Database };

/** A batch of two writes and a count, as the ledger writes: it goes through whole or not at all. */
async function writeTwiceAndCount(db: D1Database, key: string): Promise<number> {
  const [, , counted] = await db.batch<{ n: number }>([
    db.prepare("INSERT INTO rate_events (rule, key, at_ms) VALUES ('test', ?1, ?2)").bind(key, Date.now()),
    db.prepare("DELETE FROM rate_events WHERE key = ?1 AND at_ms < 0").bind(key),
    db.prepare("SELECT count(*) AS n FROM rate_events WHERE key = ?1").bind(key),
  ]);
  return counted!.results[0]!.n;
}

const countEvents = async (key: string) =>
  (await DB.prepare("SELECT count(*) AS n FROM rate_events WHERE key = ?1").bind(key).first<{ n: number }>())!.n;

describe("a locked database", () => {
  it("is told apart from other errors", () => {
    expect(isDatabaseBusy(busyError())).toBe(true);
    expect(isDatabaseBusy(new Error("D1_ERROR: no such table: nowhere: SQLITE_ERROR"))).toBe(false);
    expect(isDatabaseBusy(new Error("D1_ERROR: UNIQUE constraint failed: rate_events.id: SQLITE_CONSTRAINT"))).toBe(false);
    expect(isDatabaseBusy("SQLITE_BUSY")).toBe(false);
  });

  it("gets a batch tried again until it goes through, and the batch writes once", async () => {
    const key = `busy-batch-${crypto.randomUUID()}`;
    const { database, state } = lockedFor(DB, 2);
    expect(await writeTwiceAndCount(retryWhileLocked(database), key)).toBe(1);
    expect(state.calls).toBe(3);
    expect(await countEvents(key)).toBe(1);
  });

  it("gets a statement tried again, and it writes once", async () => {
    const key = `busy-run-${crypto.randomUUID()}`;
    const { database, state } = lockedFor(DB, 3);
    const db = retryWhileLocked(database);
    await db.prepare("INSERT INTO rate_events (rule, key, at_ms) VALUES (?1, ?2, ?3)").bind("test", key, Date.now()).run();
    expect(state.calls).toBe(4);
    expect(await countEvents(key)).toBe(1);
    const row = await db.prepare("SELECT key FROM rate_events WHERE key = ?1").bind(key).first<{ key: string }>();
    expect(row?.key).toBe(key);
    expect(await db.prepare("SELECT key FROM rate_events WHERE key = ?1").bind(key).first("key")).toBe(key);
    expect((await db.prepare("SELECT key FROM rate_events WHERE key = ?1").bind(key).all()).results).toEqual([{ key }]);
    expect(await db.prepare("SELECT key FROM rate_events WHERE key = ?1").bind(key).raw()).toEqual([[key]]);
  });

  it("throws DatabaseBusyError once the lock outlasts every try, with nothing written", async () => {
    const key = `busy-always-${crypto.randomUUID()}`;
    const { database, state } = lockedFor(DB, Number.POSITIVE_INFINITY);
    const attempt = writeTwiceAndCount(retryWhileLocked(database), key);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(state.calls).toBe(BUSY_RETRY_DELAYS_MS.length + 1);
    expect(await countEvents(key)).toBe(0);
  });

  it("does not try other errors again", async () => {
    const { database, state } = lockedFor(DB, 0);
    const db = retryWhileLocked(database);
    await expect(db.prepare("SELECT * FROM no_such_table").all()).rejects.toThrow(/no such table/);
    expect(state.calls).toBe(1);
  });

  it("wraps a database once, and its statements go into a batch of the real database", async () => {
    const db = retryWhileLocked(DB);
    expect(retryWhileLocked(db)).toBe(db);
    const key = `busy-mixed-${crypto.randomUUID()}`;
    await db.batch([db.prepare("INSERT INTO rate_events (rule, key, at_ms) VALUES ('test', ?1, 1)").bind(key), DB.prepare("INSERT INTO rate_events (rule, key, at_ms) VALUES ('test', ?1, 2)").bind(key)]);
    expect(await countEvents(key)).toBe(2);
  });
});

describe("the shop's answer while the database stays locked", () => {
  // Every request's D1 calls go through the retry (app.ts); this database never lets go.
  const lockedEnv = () => ({ ...(env as unknown as Env), DB: lockedFor(DB, Number.POSITIVE_INFINITY).database });
  const app = createApp(async (c) => c.json(await c.env.DB.prepare("SELECT 1 AS one").first()));
  const origin = "http://localhost";

  it("is 503 with Retry-After for an API call, and it changes nothing", async () => {
    const email = `busy-${crypto.randomUUID()}@example.com`;
    const response = await app.request(
      "/api/provider/generate-token",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin, "site-id": "1", "x-api-key": "snow-shop-web" },
        body: JSON.stringify({ title: "mr", email, firstName: "Sam", lastName: "Lee", mobile: "+971501234567", dateOfBirth: "1990-01-01", country: "AE", nationality: "AE" }),
      },
      lockedEnv(),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(await response.json()).toMatchObject({ code: 5030, errorMessage: expect.stringContaining("nothing was changed") });
    const guests = await DB.prepare("SELECT count(*) AS n FROM guest_tokens WHERE email = ?1").bind(email).first<{ n: number }>();
    expect(guests!.n).toBe(0);
  });

  it("is worded in the call's language", async () => {
    const response = await app.request(
      "/api/provider/generate-token?Lang=ar",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin, "site-id": "3", "x-api-key": "snow-shop-web" },
        body: JSON.stringify({ title: "ms", email: "layla@example.com", firstName: "Layla", lastName: "Nasser", mobile: "+96891234567", dateOfBirth: "1990-01-01", country: "OM", nationality: "OM" }),
      },
      lockedEnv(),
    );
    expect(response.status).toBe(503);
    const failure = failureOf(response.status, await response.json(), "ar", response.headers.get("retry-after"));
    expect(failure).toMatchObject({ code: 5030, message: "المتجر مشغول للحظات ولم يتغيّر شيء. يرجى المحاولة مرة أخرى.", retryAfter: 1 });
  });

  it("is 503 for an ops call", async () => {
    // A valid token: its call reads the database (a refused token is answered without it, its count kept apart).
    const response = await app.request("/api/ops/staff", { headers: { authorization: "Bearer test-ops-token" } }, lockedEnv());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
  });

  it("is a 503 page in the path's language for a page", async () => {
    const ar = await app.request("/ar-om/snow-oman/faq", { headers: { accept: "text/html" } }, lockedEnv());
    expect(ar.status).toBe(503);
    expect(ar.headers.get("retry-after")).toBe("1");
    const html = await ar.text();
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain("المتجر مشغول");
    expect(html).toContain('<a href="">حاول مرة أخرى</a>');
    const en = await app.request("/en-ae/ski-dubai/faq?topic=%3Cscript%3E", { headers: { accept: "text/html" } }, lockedEnv());
    expect(en.status).toBe(503);
    const english = await en.text();
    expect(english).toContain("The shop is busy for a moment.");
    // Asking again is the page's own address (an empty href): nothing of the request is written into the page.
    expect(english).toContain('<a href="">Try again</a>');
    expect(english).not.toMatch(/topic|%3Cscript/i);
  });

  it("is the page itself once the lock lets go within the tries", async () => {
    const response = await app.request("/en-ae/ski-dubai/faq", { headers: { accept: "text/html" } }, { ...(env as unknown as Env), DB: lockedFor(DB, 2).database });
    expect(response.status).toBe(200);
  });
});
