// The SHARE calls through the provider seam: with PROVIDER_API_URL set, the points history, joining and the simulation
// come from the upstream provider (here a first copy of the shop on its own database) with the member's bearer token,
// each answer checked with the contract's schemas; the shop's edge refuses bad input before any call goes upstream.
import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { DEMO, memberCall } from "../auth/testing";
import { upstreamSeam } from "./upstream-seam.fixture";

const seam = upstreamSeam();
const { upstreamEnv, upstream } = seam;
const upstreamCalls = seam.calls;

describe("SHARE calls through the seam", () => {
  it("sends the member's SHARE calls upstream with the bearer token, and refuses another site's sponsor at the edge", async () => {
    const browser = seam.browser();
    expect((await browser.signIn(DEMO.sara.email)).status).toBe(302);

    upstreamCalls.length = 0;
    const history = await memberCall(browser, "GET", "/share-transactions?page_size=10&show_sku=true&sponsor_id=35");
    expect(history.status).toBe(200);
    expect(history.headers.get("cache-control")).toBe("private, no-store");
    const page = (await history.json()) as { data: { transactions: { type: string; points: number }[]; next_cursor: string | null } };
    expect(page.data.transactions.at(-1)).toMatchObject({ type: "opening", points: 2450 });
    expect(upstreamCalls).toEqual([{ line: "GET /api/provider/share-transactions", bearer: true }]);

    const simulated = await memberCall(browser, "POST", "/share-simulate", { pay_in_amount: 50, trx_amount: 60 });
    expect(simulated.status).toBe(200);
    expect(await simulated.json()).toMatchObject({ data: { earn_points: 15, redeem_points: 100 } });

    upstreamCalls.length = 0;
    const wrong = await memberCall(browser, "GET", "/share-transactions?page_size=10&show_sku=true&sponsor_id=91");
    expect(wrong.status).toBe(400);
    expect(upstreamCalls).toEqual([]);
  });

  it("joins SHARE upstream, and passes a guest's 401 through", async () => {
    const browser = seam.browser();
    expect((await browser.signIn(DEMO.omar.email)).status).toBe(302);
    const joined = await memberCall(browser, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.omar.email)}&sponsor_id=35`);
    expect(joined.status, await joined.clone().text()).toBe(200);
    expect(await joined.json()).toMatchObject({ data: { sponsor_id: "35", balance_points: 0 } });
    expect(await upstreamEnv.DB.prepare("SELECT sponsor_id FROM share_accounts WHERE mafid = ?1").bind(DEMO.omar.mafid).first("sponsor_id")).toBe("35");

    const guest = seam.browser();
    const answer = await memberCall(guest, "GET", "/share-transactions?sponsor_id=35");
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.signInRequired);
  });
});
