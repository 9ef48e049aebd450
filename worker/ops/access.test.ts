// Who gets in to the ops calls: a listed token by its name; no token or a wrong one is 401 and changes nothing;
// ten refusals from one client within five minutes and it gets 429 until the window moves on.
import { SELF } from "cloudflare:test";
import { clearRateCounters } from "../rate-limit-testing";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seedCms } from "../cms/store";
import { createApp } from "../app";
import type { Env } from "../env";
import { OPS_FAILURE_LIMIT, OPS_FAILURE_WINDOW_SECONDS, parseOpsTokens, sha256, tokenNameFor } from "./access";

const { DB } = env as unknown as { DB: D1Database };
const TOKEN = "test-ops-token";

function opsCall(path: string, init: { method?: string; token?: string | null; ip?: string; body?: unknown; authorization?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.authorization !== undefined) headers.authorization = init.authorization;
  else if (init.token !== null) headers.authorization = `Bearer ${init.token ?? TOKEN}`;
  if (init.ip) headers["cf-connecting-ip"] = init.ip;
  return SELF.fetch(`https://shop.test/api/ops${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function omanMaintenance(): Promise<unknown> {
  const { results } = await DB.prepare("SELECT json_extract(body, '$.enable_maintenance_page') AS on_ FROM cms_documents WHERE site = 'snow-oman' AND doc_key = 'site-settings' ORDER BY locale").all<{ on_: number }>();
  return results.map((r) => r.on_);
}
const logCount = async () => (await DB.prepare("SELECT count(*) AS n FROM ops_changes").first<{ n: number }>())!.n;

beforeEach(async () => {
  await seedCms(DB);
});

afterEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM ops_changes"), DB.prepare("DELETE FROM cms_documents WHERE seed_hash IS NULL")]);
  await clearRateCounters();
});

describe("OPS_TOKENS", () => {
  it("lists tokens by name with their SHA-256, skipping entries that are not name:sha256hex", () => {
    const hash = "a".repeat(64);
    const tokens = parseOpsTokens(` alice:${hash},broken, bob:${"B".repeat(64)},carol:abc,:${hash}`);
    expect(tokens.map((t) => t.name)).toEqual(["alice", "bob"]);
    expect(tokens[0]!.hash).toHaveLength(32);
    expect(parseOpsTokens(undefined)).toEqual([]);
    expect(parseOpsTokens("")).toEqual([]);
  });

  it("matches a presented token to the name whose hash it has", async () => {
    const hex = [...(await sha256("secret-two"))].map((b) => b.toString(16).padStart(2, "0")).join("");
    const tokens = parseOpsTokens(`one:${"0".repeat(64)},two:${hex}`);
    expect(await tokenNameFor("secret-two", tokens)).toBe("two");
    expect(await tokenNameFor("secret-tw", tokens)).toBeNull();
    expect(await tokenNameFor("", tokens)).toBeNull();
  });
});

describe("access to the ops calls", () => {
  it("lets a listed token in and names it", async () => {
    const response = await opsCall("");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ token: "ops-test", sites: ["ski-dubai", "snow-abu-dhabi", "snow-oman", "ski-egypt"] });
    const other = await opsCall("", { token: "night-shift-token" });
    expect(await other.json()).toMatchObject({ token: "night-shift" });
  });

  it.each([
    ["no token", { token: null }],
    ["a wrong token", { token: "test-ops-tokem" }],
    ["the token's hash instead of the token", { token: "f76377731404f399e8768eba44c29b90e7e2dd43faffd7cfb916d64e185997be" }],
    ["another scheme", { authorization: `Basic ${TOKEN}` }],
  ])("refuses %s with 401 and changes nothing", async (_what, init) => {
    const before = await omanMaintenance();
    const response = await opsCall("/maintenance/snow-oman", { ...init, method: "PUT", ip: "198.51.100.1", body: { enable_maintenance_page: true } });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ error: "unauthorized" });
    expect(await omanMaintenance()).toEqual(before);
    expect(await logCount()).toBe(0);
  });

  it("refuses every read without a token too", async () => {
    for (const path of ["/maintenance/all", "/config/ski-dubai", "/content/ski-egypt/ar/home", "/log", "/no-such-call"]) {
      expect((await opsCall(path, { token: null, ip: "198.51.100.2" })).status, path).toBe(401);
    }
  });

  it("refuses everyone when no tokens are configured", async () => {
    const app = createApp((c) => c.text("page"));
    const response = await app.request("/api/ops/maintenance/all", { headers: { authorization: `Bearer ${TOKEN}` } }, { ...(env as unknown as Env), OPS_TOKENS: "" });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/OPS_TOKENS/);
  });
});

describe("repeated refusals", () => {
  it(`answer 429 after ${OPS_FAILURE_LIMIT} refusals within ${OPS_FAILURE_WINDOW_SECONDS / 60} minutes, even with the right token`, async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < OPS_FAILURE_LIMIT; i++) expect((await opsCall("/log", { token: `guess-${i}`, ip })).status).toBe(401);

    const blocked = await opsCall("/maintenance/snow-oman", { method: "PUT", ip, body: { enable_maintenance_page: true } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(OPS_FAILURE_WINDOW_SECONDS);
    expect(blocked.headers.get("cache-control")).toBe("no-store");
    expect(await blocked.json()).toMatchObject({ error: "too_many_attempts" });
    expect(await omanMaintenance()).toEqual([0, 0]);

    // Another client is not blocked by this one.
    expect((await opsCall("/log", { ip: "203.0.113.8" })).status).toBe(200);
  });

  it("guesses sent all at once are held to the same limit", async () => {
    const ip = "203.0.113.10";
    const statuses = (await Promise.all(Array.from({ length: 3 * OPS_FAILURE_LIMIT }, (_, i) => opsCall("/log", { token: `guess-${i}`, ip })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(OPS_FAILURE_LIMIT);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect((await opsCall("/log", { ip })).status).toBe(429);
  });

  it("stop counting once they are older than the window", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < OPS_FAILURE_LIMIT; i++) await opsCall("/log", { token: null, ip });
    expect((await opsCall("/log", { ip })).status).toBe(429);
    const later = Date.now() + OPS_FAILURE_WINDOW_SECONDS * 1000 + 1000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect((await opsCall("/log", { ip })).status).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it("are counted for local requests (no CF-Connecting-IP) under one key", async () => {
    for (let i = 0; i < OPS_FAILURE_LIMIT; i++) await opsCall("/log", { token: null });
    expect((await opsCall("/log")).status).toBe(429);
  });
});
