// The order calls as the provider routes receive them: path, site and language headers, the guest token, check
// mode, the web shop's API key; and what a page gets back on refusals and failures.
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkBasket, checkout, checkoutToken, fetchAddOns, fetchBankOffers, fetchCard, generateToken } from "./checkout-api";

const DUBAI = { tenant: { siteId: 1, locationCode: "ski_dubai" as const, bankOffer: { region: "UAE" as const, buCode: "SKD" } }, locale: "ar" as const };

function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

const request = { lineItems: [{ uniqueID: "a", cardId: 1, date: "2026-12-12", tickets: [{ ticketId: 1, performanceAk: null, quantities: { adult: 1, junior: 0, child: 0, infant: 0 } }], upgrade: false, addOns: [] }], redeemAmount: 0, tabbyIsEnabled: false, tamaraIsEnabled: false };

describe("checkBasket", () => {
  it("reserve mode: no operation header, the guest token and the site's location", async () => {
    const calls = answer(409, { code: 5035, errorMessage: "x", productErrorList: [{ errorNumber: 5035, errorDescription: "booked", uniqueID: "a" }] });
    const outcome = await checkBasket({ ...DUBAI, jwt: "guest-token-guest-token" }, request, "reserve");
    expect(calls[0]!.url).toBe("/api/provider/order/check-basket?location=ski_dubai");
    expect(headersOf(calls[0]!.init)).toMatchObject({ "site-id": "1", lang: "ar", "X-Access-Token": "guest-token-guest-token" });
    expect(headersOf(calls[0]!.init).operation).toBeUndefined();
    expect(outcome).toMatchObject({ ok: false, code: 5035, message: "booked", uniqueID: "a" });
  });

  it("check mode sends operation=check; a network failure is an error, never a throw", async () => {
    const calls = answer(200, { lineItemsSoap: [], lineItems: { basketTotal: { gross: 1 } }, cartId: null });
    expect((await checkBasket(DUBAI, request, "check")).ok).toBe(true);
    expect(headersOf(calls[0]!.init).operation).toBe("check");
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await checkBasket(DUBAI, request, "reserve")).toMatchObject({ ok: false });
  });
});

describe("generateToken", () => {
  const guest = { title: "mr" as const, email: "a@b.co", firstName: "Ali", lastName: "Hassan", mobile: "+971501234567", dateOfBirth: "1990-01-01", country: "AE", nationality: "AE" };
  it("sends the web shop's API key and gives the token", async () => {
    const calls = answer(200, { data: { data: { token: "t".repeat(30) } } });
    expect(await generateToken(DUBAI, guest)).toBe("t".repeat(30));
    expect(headersOf(calls[0]!.init)["x-api-key"]).toBe("snow-shop-web");
  });
  it("gives null on a refusal", async () => {
    answer(400, { error: "invalid_request" });
    expect(await generateToken(DUBAI, guest)).toBeNull();
  });
});

describe("checkout", () => {
  it("names the way to pay in Payment-Type and gives the hosted page", async () => {
    const calls = answer(200, { redirectUrl: "/sandbox-pay/abc", checkoutSessionId: "cs_1234567890" });
    const started = await checkout({ ...DUBAI, jwt: "tok" }, { returnUrl: "/ar-ae/ski-dubai/booking-redirect", cartId: "SKD-7K2Q9M4XPA" }, "card");
    expect(started).toEqual({ ok: true, redirectUrl: "/sandbox-pay/abc", checkoutSessionId: "cs_1234567890" });
    expect(headersOf(calls[0]!.init)["Payment-Type"]).toBe("card");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ returnUrl: "/ar-ae/ski-dubai/booking-redirect", cartId: "SKD-7K2Q9M4XPA" });
  });
  it("passes a refusal on as code and message", async () => {
    answer(409, { code: 5040, errorMessage: "ended", productErrorList: [] });
    expect(await checkout(DUBAI, { returnUrl: "/x", cartId: "SKD-7K2Q9M4XPA" }, "card")).toEqual({ ok: false, code: 5040, message: "ended" });
  });
  it("wallet token for a wallet kind", async () => {
    const calls = answer(200, { token: "wallet-1" });
    expect(await checkoutToken(DUBAI, "apple_pay")).toEqual({ ok: true, token: "wallet-1" });
    expect(calls[0]!.url).toBe("/api/provider/checkout/token?location=ski_dubai");
  });
});

describe("reads", () => {
  it("add-ons: GET with Lang and TimeZone; a failure gives none", async () => {
    const calls = answer(200, { data: [{ ak: "GLOVES", title: "Gloves", description: "", price: 15, maxQuantity: 4 }] });
    expect((await fetchAddOns(DUBAI, 10)).map((a) => a.ak)).toEqual(["GLOVES"]);
    expect(calls[0]!.url).toMatch(/^\/api\/provider\/add-ons\?cardId=10&Lang=ar&TimeZone=/);
    answer(500, {});
    expect(await fetchAddOns(DUBAI, 10)).toEqual([]);
  });
  it("a card: not found vs failed", async () => {
    answer(404, { error: "not_found" });
    expect(await fetchCard(DUBAI, "nope")).toEqual({ ok: false, reason: "not-found" });
    expect(await fetchCard(DUBAI, "Bad Name")).toEqual({ ok: false, reason: "not-found" });
    answer(500, {});
    expect(await fetchCard(DUBAI, "snow-park")).toEqual({ ok: false, reason: "error" });
  });
});

describe("fetchBankOffers", () => {
  it("asks for the offers of the UAE and Oman and none where no bank runs one (Egypt)", async () => {
    const calls = answer(200, { Result: { value: { offerGroups: [] } } });
    expect(await fetchBankOffers(DUBAI)).toEqual([]);
    expect(calls[0]!.url).toContain("region=UAE");
    const egypt = { ...DUBAI, tenant: { ...DUBAI.tenant, siteId: 4, bankOffer: { region: "EGY" as const, buCode: "SKE" } } };
    expect(await fetchBankOffers(egypt as unknown as typeof DUBAI)).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
