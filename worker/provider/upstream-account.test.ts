// The account calls through the provider seam: with PROVIDER_API_URL set, a member's sub-accounts, gear and the
// metadata documents come from the upstream provider (here a first copy of the shop on its own database), the
// member's calls with the bearer token; its refusals pass through in the contract's shapes.
import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { DEMO, memberCall } from "../auth/testing";
import { SECOND_SHOP as SHOP, upstreamSeam } from "./upstream-seam.fixture";

const seam = upstreamSeam();
const { upstreamEnv, upstream, shop, shopEnv } = seam;
const upstreamCalls = seam.calls;

describe("account calls through the seam", () => {
  it("sends the member's account calls upstream with the bearer token, and the documents without one", async () => {
    const browser = seam.browser();
    expect((await browser.signIn(DEMO.fatima.email)).status).toBe(302);

    upstreamCalls.length = 0;
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

    upstreamCalls.length = 0;
    const doc = await shop.request(`${SHOP}/api/provider/docs/ski_dubai/web-assets/waiver-meta-en.json?v=17`, { headers: { "site-id": "1" } }, shopEnv);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { skillList: unknown[] }).skillList.length).toBeGreaterThan(0);
    expect(upstreamCalls).toEqual([{ line: "GET /api/provider/docs/ski_dubai/web-assets/waiver-meta-en.json", bearer: false }]);
  });

  it("passes a guest's 401 through", async () => {
    const guest = seam.browser();
    const answer = await memberCall(guest, "GET", "/user/dashboard");
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.signInRequired);
  });
});
