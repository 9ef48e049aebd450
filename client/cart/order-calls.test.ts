// The order calls as the provider routes receive them: path and query, site and language headers, the guest token,
// the cart secret where a cart is changed, extended, released or paid, check mode, the web shop's API key; and what a
// page gets back.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_ERRORS } from "../../shared/contract/orders";
import { basketAnswer } from "../../shared/cart/test-items";
import {
  captureCheckout,
  checkBasket,
  checkoutToken,
  extendSession,
  fetchAddOns,
  fetchBankOffers,
  fetchBookingDetails,
  fetchInvoice,
  fetchTicketPdf,
  generateToken,
  releaseCart,
  searchBooking,
  startCheckout,
} from "./order-calls";
import { type SentRequest, stubFetch } from "../api/test-fetch";

const answer = (status: number, body: unknown) => stubFetch([status, body]);
const headers = (s: SentRequest) => s.headers;
const body = (s: SentRequest) => s.body;

afterEach(() => vi.unstubAllGlobals());

const DUBAI = {
  tenant: { siteId: 1, locationCode: "ski_dubai" as const, bankOffer: { region: "UAE" as const, buCode: "SKD" }, currency: "AED" as const, buyNowPayLater: { tabby: true, tamara: true } },
  locale: "ar" as const,
  token: "guest-token-guest-token",
};
const SECRET = "c".repeat(32);
const line = { uniqueID: "a", cardId: 1, date: "2026-12-12", tickets: [{ ticketId: 1, performanceAk: null, quantities: { adult: 1, junior: 0, child: 0, infant: 0 } }], upgrade: false, addOns: [] };
const request = { lineItems: [line], redeemAmount: 0, tabbyIsEnabled: false, tamaraIsEnabled: false };
const success = basketAnswer({ cartSecret: SECRET });

describe("checkBasket", () => {
  it("reserve mode: the site's location, the guest token, no operation header; the answer with secret and revision", async () => {
    const sent = answer(200, success);
    const result = await checkBasket(DUBAI, request, "reserve");
    expect(sent[0]!.url).toBe("/api/provider/order/check-basket?location=ski_dubai");
    expect(headers(sent[0]!)).toMatchObject({ "site-id": "1", lang: "ar", "X-Access-Token": DUBAI.token });
    expect(headers(sent[0]!).operation).toBeUndefined();
    expect(headers(sent[0]!)["X-Cart-Secret"]).toBeUndefined();
    expect(result).toMatchObject({ ok: true, data: { cartId: "SKD-7K2Q9M4XPA", cartSecret: SECRET, revision: 1 } });
  });

  it("a held cart's secret travels with a reserve that names the cart, never in check mode", async () => {
    const sent = answer(200, { ...success, cartSecret: null, revision: 2 });
    await checkBasket(DUBAI, { ...request, cartId: "SKD-7K2Q9M4XPA" }, "reserve", SECRET);
    expect(headers(sent[0]!)["X-Cart-Secret"]).toBe(SECRET);
    await checkBasket(DUBAI, request, "check", SECRET);
    expect(headers(sent[1]!)).toMatchObject({ operation: "check" });
    expect(headers(sent[1]!)["X-Cart-Secret"]).toBeUndefined();
  });

  it("a refusal in the contract's words, naming the line; 5037 for too many guests", async () => {
    answer(422, { code: 5037, errorMessage: "x", productErrorList: [{ errorNumber: 5037, errorDescription: "x", uniqueID: "a" }] });
    expect(await checkBasket(DUBAI, request, "reserve")).toMatchObject({ ok: false, code: 5037, uniqueID: "a", message: ORDER_ERRORS.tooManyGuests.ar });
  });
});

describe("guest token", () => {
  const guest = { title: "mr" as const, email: "a@b.co", firstName: "Ali", lastName: "Hassan", mobile: "+971501234567", dateOfBirth: "1990-01-01", country: "AE", nationality: "AE" };
  it("sends the web shop's API key and gives the token", async () => {
    const sent = answer(200, { data: { data: { token: "t".repeat(30) } } });
    expect(await generateToken(DUBAI, guest)).toMatchObject({ ok: true, data: "t".repeat(30) });
    expect(headers(sent[0]!)["x-api-key"]).toBe("snow-shop-web");
    expect(body(sent[0]!)).toEqual(guest);
  });
  it("a refusal is a failure, never a token", async () => {
    answer(400, { error: "invalid_request", issues: [] });
    expect(await generateToken(DUBAI, guest)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("session", () => {
  it("extend and release name the cart and carry its secret; release keeps alive while the page is left", async () => {
    const sent = answer(200, { expiresAt: "2026-12-01T10:45:00.000Z", extensions: 1 });
    expect(await extendSession(DUBAI, { cartId: "SKD-7K2Q9M4XPA", cartSecret: SECRET })).toMatchObject({ ok: true, data: { extensions: 1 } });
    expect(sent[0]!.url).toBe("/api/provider/order/extend-session");
    expect(headers(sent[0]!)["X-Cart-Secret"]).toBe(SECRET);
    expect(body(sent[0]!)).toEqual({ cartId: "SKD-7K2Q9M4XPA" });

    const released = answer(200, { cartId: "SKD-7K2Q9M4XPA", state: "released" });
    expect(await releaseCart(DUBAI, { cartId: "SKD-7K2Q9M4XPA", cartSecret: SECRET })).toBe(true);
    expect(released[0]!.init.keepalive).toBe(true);
    expect(headers(released[0]!)["X-Cart-Secret"]).toBe(SECRET);
  });
  it("a cart the provider will not open (4041) is a failure with its words", async () => {
    answer(404, { code: 4041, errorMessage: "x", productErrorList: [] });
    expect(await extendSession(DUBAI, { cartId: "SKD-7K2Q9M4XPA", cartSecret: null })).toMatchObject({ ok: false, code: 4041, message: ORDER_ERRORS.cartNotFound.ar });
    expect(await releaseCart(DUBAI, { cartId: "SKD-7K2Q9M4XPA", cartSecret: null })).toBe(false);
  });
});

describe("checkout", () => {
  it("names the way to pay, the cart, its revision and secret; gives the hosted page", async () => {
    const sent = answer(200, { redirectUrl: "http://127.0.0.1:8788/sandbox-pay/cs_1", checkoutSessionId: "cs_1" });
    const started = await startCheckout(DUBAI, { returnUrl: "/ar-ae/ski-dubai/booking-redirect", cartId: "SKD-7K2Q9M4XPA", revision: 3 }, "card", SECRET);
    expect(started).toMatchObject({ ok: true, data: { redirectUrl: "http://127.0.0.1:8788/sandbox-pay/cs_1" } });
    expect(headers(sent[0]!)).toMatchObject({ "Payment-Type": "card", "X-Cart-Secret": SECRET, "X-Access-Token": DUBAI.token });
    expect(body(sent[0]!)).toEqual({ returnUrl: "/ar-ae/ski-dubai/booking-redirect", cartId: "SKD-7K2Q9M4XPA", revision: 3 });
  });
  it("a cart changed since the page showed it is refused with 5042; the staff e-mail rule with 4303", async () => {
    answer(409, { code: 5042, errorMessage: "x", productErrorList: [] });
    expect(await startCheckout(DUBAI, { returnUrl: "/x", cartId: "SKD-7K2Q9M4XPA", revision: 1 }, "card", SECRET)).toMatchObject({ ok: false, code: 5042, message: ORDER_ERRORS.cartChanged.ar });
    answer(422, { code: 4303, errorMessage: "x", productErrorList: [] });
    expect(await startCheckout({ ...DUBAI, locale: "en" }, { returnUrl: "/x", cartId: "SKD-7K2Q9M4XPA" }, "card", SECRET)).toMatchObject({ code: 4303, message: ORDER_ERRORS.mafNotOwnBooking.en });
  });
  it("a wallet token for a wallet kind, at the site's location", async () => {
    const sent = answer(200, { token: `wt_${"a".repeat(48)}` });
    expect(await checkoutToken(DUBAI, "apple_pay")).toMatchObject({ ok: true, data: `wt_${"a".repeat(48)}` });
    expect(sent[0]!.url).toBe("/api/provider/checkout/token?location=ski_dubai");
    expect(headers(sent[0]!)["Payment-Type"]).toBe("apple_pay");
  });
  it("capture names the session only", async () => {
    const sent = answer(200, { status: "failed", orderId: null, reservationCode: null, paymentType: "card", code: 6004, reason: "changed", amount: 100, currency: "AED" });
    expect(await captureCheckout({ tenant: { siteId: 1 }, locale: "en" }, `cs_${"0".repeat(32)}`)).toMatchObject({ ok: true, data: { status: "failed", code: 6004 } });
    expect(body(sent[0]!)).toEqual({ checkoutSessionId: `cs_${"0".repeat(32)}` });
    expect(headers(sent[0]!)["X-Access-Token"]).toBeUndefined();
  });
});

describe("reads", () => {
  it("add-ons: GET with cardId, Lang and TimeZone; a failure gives none", async () => {
    const sent = answer(200, { data: [{ ak: "GLOVES", title: "Gloves", description: "", price: 15, maxQuantity: 4 }] });
    expect((await fetchAddOns(DUBAI, 10)).map((a) => a.ak)).toEqual(["GLOVES"]);
    expect(sent[0]!.url).toMatch(/^\/api\/provider\/add-ons\?cardId=10&Lang=ar&TimeZone=/);
    answer(500, {});
    expect(await fetchAddOns(DUBAI, 10)).toEqual([]);
  });
  it("bank offers of the UAE and Oman, and none asked for where no bank runs one (Egypt)", async () => {
    const sent = answer(200, { Result: { value: { offerGroups: [] } } });
    expect(await fetchBankOffers(DUBAI)).toEqual([]);
    expect(sent[0]!.url).toContain("region=UAE&bucode=SKD");
    const egypt = { ...DUBAI, tenant: { ...DUBAI.tenant, siteId: 4, bankOffer: { region: "EGY" as const, buCode: "SKE" } } };
    expect(await fetchBankOffers(egypt)).toEqual([]);
    expect(sent).toHaveLength(1);
  });
  it("the paid order's reads carry the token; a refused token is 4010 in the page's language", async () => {
    const sent = answer(401, { code: 4010, errorMessage: "x", productErrorList: [{ errorNumber: 4010, errorDescription: "x" }] });
    expect(await fetchBookingDetails(DUBAI, "SKD-7K2Q9M4XPA")).toMatchObject({ ok: false, status: 401, code: 4010, message: ORDER_ERRORS.accessDenied.ar });
    expect(sent[0]!.url).toMatch(/^\/api\/provider\/booking-details\/SKD-7K2Q9M4XPA\?isGuest=true&Lang=ar&TimeZone=/);
    expect(headers(sent[0]!)["X-Access-Token"]).toBe(DUBAI.token);
    await fetchTicketPdf(DUBAI, "SKD-7K2Q9M4XPA");
    expect(headers(sent[1]!)).toMatchObject({ "booking-reference": "SKD-7K2Q9M4XPA", accept: "application/pdf" });
    await fetchInvoice(DUBAI, "SKD-7K2Q9M4XPA");
    expect(sent[2]!.url).toMatch(/^\/api\/provider\/invoice\?reservationCode=SKD-7K2Q9M4XPA&lang=ar&TimeZone=/);
  });
  it("find-your-booking: a token for the order, or 4042 alike for a wrong code or e-mail", async () => {
    answer(200, { reservation_code: "SKD-7K2Q9M4XPA", token: "f".repeat(32) });
    expect(await searchBooking(DUBAI, "SKD-7K2Q9M4XPA", "a@b.co")).toEqual({ ok: true, status: 200, data: { reservationCode: "SKD-7K2Q9M4XPA", token: "f".repeat(32) } });
    answer(404, { code: 4042, errorMessage: "x", productErrorList: [] });
    expect(await searchBooking({ ...DUBAI, locale: "en" }, "SKD-7K2Q9M4XPA", "a@b.co")).toMatchObject({ ok: false, code: 4042, message: ORDER_ERRORS.bookingNotFound.en });
  });
});
