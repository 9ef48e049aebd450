// The account calls through the provider seam: with PROVIDER_API_URL set, a member's sub-accounts, gear and the
// metadata documents come from the upstream provider (here a first copy of the shop on its own database), the
// member's calls with the bearer token; its refusals pass through in the contract's shapes.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { createApp } from "../app";
import { DEMO, memberBrowser, memberCall } from "../auth/testing";
import type { Env } from "../env";

const SHOP = "https://second-shop.test";
const UPSTREAM = "https://first-shop.test";
const bindings = env as unknown as Env & { UPSTREAM_DB: D1Database; UPSTREAM_CACHE: KVNamespace };
const upstreamEnv: Env = { ...bindings, DB: bindings.UPSTREAM_DB, CACHE: bindings.UPSTREAM_CACHE, PROVIDER_API_URL: "", SHOP_ORIGINS: SHOP };
const shopEnv: Env = { ...bindings, PROVIDER_API_URL: `${UPSTREAM}/api/provider` };
const upstream = createApp((c) => c.text("page"));
const shop = createApp((c) => c.text("page"));
const realFetch = globalThis.fetch;
let upstreamCalls: { line: string; bearer: boolean }[] = [];

beforeEach(() => {
  upstreamCalls = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(UPSTREAM)) return realFetch(input as RequestInfo, init);
    const request = new Request(input as RequestInfo, init);
    upstreamCalls.push({ line: `${request.method} ${new URL(request.url).pathname}`, bearer: request.headers.get("authorization")?.startsWith("Bearer ") ?? false });
    return upstream.request(request, undefined, upstreamEnv);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("account calls through the seam", () => {
  it("sends the member's account calls upstream with the bearer token, and the documents without one", async () => {
    const browser = memberBrowser(undefined, (url, init) => shop.request(url, init, shopEnv), SHOP);
    expect((await browser.signIn(DEMO.fatima.email)).status).toBe(302);

    upstreamCalls = [];
    const listed = await memberCall(browser, "GET", "/primary-and-sub-accounts");
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    const users = ((await listed.json()) as { users: { id: string; firstName: string }[] }).users;
    expect(users.map((u) => u.firstName)).toEqual(expect.arrayContaining(["Fatima", "Yousef", "Mariam"]));
    expect(upstreamCalls).toEqual([{ line: "GET /api/provider/primary-and-sub-accounts", bearer: true }]);

    const gear = { userId: "SUB-1000003-02", equipment: "snowboard", items: ["boots"], level: "first_time", height: 120, weight: 24, shoeSize: 31 };
    expect((await memberCall(browser, "POST", "/gear", gear)).status).toBe(200);
    expect(await upstreamEnv.DB.prepare("SELECT mafid FROM person_gear WHERE user_id = ?1").bind(gear.userId).first("mafid")).toBe(DEMO.fatima.mafid);
    const stranger = await memberCall(browser, "GET", "/waiver/SUB-NOBODY");
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ error: "person_not_found" });

    upstreamCalls = [];
    const doc = await shop.request(`${SHOP}/api/provider/docs/ski_dubai/web-assets/waiver-meta-en.json?v=17`, { headers: { "site-id": "1" } }, shopEnv);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { skillList: unknown[] }).skillList.length).toBeGreaterThan(0);
    expect(upstreamCalls).toEqual([{ line: "GET /api/provider/docs/ski_dubai/web-assets/waiver-meta-en.json", bearer: false }]);
  });

  it("passes a guest's 401 through", async () => {
    const guest = memberBrowser(undefined, (url, init) => shop.request(url, init, shopEnv), SHOP);
    const answer = await memberCall(guest, "GET", "/user/dashboard");
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.signInRequired);
  });
});
