// The SHARE calls through the provider seam: with PROVIDER_API_URL set, the points history, joining and the simulation
// come from the upstream provider (here a first copy of the shop on its own database) with the member's bearer token,
// each answer checked with the contract's schemas; the shop's edge refuses bad input before any call goes upstream.
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

describe("SHARE calls through the seam", () => {
  it("sends the member's SHARE calls upstream with the bearer token, and refuses another site's sponsor at the edge", async () => {
    const browser = memberBrowser(undefined, (url, init) => shop.request(url, init, shopEnv), SHOP);
    expect((await browser.signIn(DEMO.sara.email)).status).toBe(302);

    upstreamCalls = [];
    const history = await memberCall(browser, "GET", "/share-transactions?page_size=10&show_sku=true&sponsor_id=35");
    expect(history.status).toBe(200);
    expect(history.headers.get("cache-control")).toBe("private, no-store");
    const page = (await history.json()) as { data: { transactions: { type: string; points: number }[]; next_cursor: string | null } };
    expect(page.data.transactions.at(-1)).toMatchObject({ type: "opening", points: 2450 });
    expect(upstreamCalls).toEqual([{ line: "GET /api/provider/share-transactions", bearer: true }]);

    const simulated = await memberCall(browser, "POST", "/share-simulate", { pay_in_amount: 50, trx_amount: 60 });
    expect(simulated.status).toBe(200);
    expect(await simulated.json()).toMatchObject({ data: { earn_points: 15, redeem_points: 100 } });

    upstreamCalls = [];
    const wrong = await memberCall(browser, "GET", "/share-transactions?page_size=10&show_sku=true&sponsor_id=91");
    expect(wrong.status).toBe(400);
    expect(upstreamCalls).toEqual([]);
  });

  it("joins SHARE upstream, and passes a guest's 401 through", async () => {
    const browser = memberBrowser(undefined, (url, init) => shop.request(url, init, shopEnv), SHOP);
    expect((await browser.signIn(DEMO.omar.email)).status).toBe(302);
    const joined = await memberCall(browser, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.omar.email)}&sponsor_id=35`);
    expect(joined.status, await joined.clone().text()).toBe(200);
    expect(await joined.json()).toMatchObject({ data: { sponsor_id: "35", balance_points: 0 } });
    expect(await upstreamEnv.DB.prepare("SELECT sponsor_id FROM share_accounts WHERE mafid = ?1").bind(DEMO.omar.mafid).first("sponsor_id")).toBe("35");

    const guest = memberBrowser(undefined, (url, init) => shop.request(url, init, shopEnv), SHOP);
    const answer = await memberCall(guest, "GET", "/share-transactions?sponsor_id=35");
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.signInRequired);
  });
});
