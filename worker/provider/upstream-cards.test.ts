// The saved-card calls through the provider seam: with PROVIDER_API_URL set, the member's cards live at the upstream
// provider (here a first copy of the shop on its own database), its gateway page sends the member back to this
// shop's payments page, every call carries the bearer token, and its refusals pass through in the contract's shapes.
import { describe, expect, it } from "vitest";
import type { SavedCard } from "../../shared/contract/cards";
import { DEMO, memberBrowser } from "../auth/testing";
import { SECOND_SHOP as SHOP, FIRST_SHOP as UPSTREAM, upstreamSeam } from "./upstream-seam.fixture";
import { TOKENISE_TEST_CARDS } from "../gateway/tokenise-page";

const seam = upstreamSeam();
const { upstreamEnv, upstream, shop, shopEnv } = seam;
const upstreamCalls = seam.calls;

type Browser = ReturnType<typeof memberBrowser>;
const call = (browser: Browser, method: string, path: string, body?: unknown) =>
  browser.shop(`/api/provider${path}`, {
    method,
    headers: { "site-id": "1", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("saved cards through the seam", () => {
  it("adds, lists, marks default and deletes at the upstream, with the bearer token; the gateway returns to this shop", async () => {
    const browser = seam.browser();
    expect((await browser.signIn(DEMO.omar.email)).status).toBe(302);

    upstreamCalls.length = 0;
    const started = await call(browser, "POST", "/credit-card", {});
    expect(started.status).toBe(200);
    expect(started.headers.get("cache-control")).toBe("private, no-store");
    const { tokenisationId, redirectUrl } = ((await started.json()) as { data: { tokenisationId: string; redirectUrl: string } }).data;
    expect(redirectUrl.startsWith(`${UPSTREAM}/sandbox-pay/tokenise/`)).toBe(true);
    expect(upstreamCalls).toEqual([{ line: "POST /api/provider/credit-card", bearer: true }]);

    // The member on the upstream's gateway page, sent back to this shop's payments page.
    const back = await upstream.request(
      redirectUrl,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ action: "save", number: TOKENISE_TEST_CARDS.visa, expiry: "12/30", cvv: "123", holder: "Omar Haddad" }).toString() },
      upstreamEnv,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`${SHOP}/en-ae/ski-dubai/accounts/payments?tokenisation=${tokenisationId}&outcome=tokenised`);

    const saved = await call(browser, "POST", "/cards", { tokenisationId });
    expect(saved.status).toBe(200);
    const card = ((await saved.json()) as { data: SavedCard }).data;
    expect(card).toMatchObject({ brand: "visa", last4: "4242", isDefault: true });
    expect(await upstreamEnv.DB.prepare("SELECT mafid FROM member_cards WHERE id = ?").bind(card.id).first("mafid")).toBe(DEMO.omar.mafid);
    expect(await shopEnv.DB.prepare("SELECT COUNT(*) AS n FROM member_cards WHERE id = ?").bind(card.id).first("n")).toBe(0);

    const replay = await call(browser, "POST", "/cards", { tokenisationId });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ error: "tokenisation_used" });

    upstreamCalls.length = 0;
    const listed = await call(browser, "GET", "/cards-list");
    expect(((await listed.json()) as { cards: SavedCard[] }).cards.map((c) => c.id)).toEqual([card.id]);
    expect((await call(browser, "PUT", `/cards/mark-as-default/${card.id}`)).status).toBe(200);
    const unknown = await call(browser, "DELETE", "/cards/crd_ffffffffffffffffffffffff");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "card_not_found" });
    expect(((await (await call(browser, "DELETE", `/cards/${card.id}`)).json()) as { cards: SavedCard[] }).cards).toEqual([]);
    expect(upstreamCalls.map((c) => c.line)).toEqual([
      "GET /api/provider/cards-list",
      `PUT /api/provider/cards/mark-as-default/${card.id}`,
      "DELETE /api/provider/cards/crd_ffffffffffffffffffffffff",
      `DELETE /api/provider/cards/${card.id}`,
    ]);
    expect(upstreamCalls.every((c) => c.bearer)).toBe(true);
  });
});
