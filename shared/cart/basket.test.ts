import { describe, expect, it } from "vitest";
import { BNPL_MAXIMUM as API_BNPL, ORDER_ERROR_CODES, checkBasketRequestSchema } from "./api";
import {
  BNPL_MAXIMUM,
  GENERIC_ERROR_MESSAGE,
  NO_LINE_ITEMS_CODE,
  SLOT_BOOKED_NOW_CODE,
  basketCheckHeaders,
  basketCheckMode,
  basketCheckOutcome,
  basketCheckSkipReason,
  basketRequestOf,
  bnplEligibility,
  isSlotBookedNow,
} from "./basket";
import { applyDiscount, emptyCart, savePackage } from "./state";
import { bookingItem } from "./test-items";

const adults = (n: number) => ({ adult: n, junior: 0, child: 0, infant: 0 });

describe("constants", () => {
  it("match the order contract", () => {
    expect(NO_LINE_ITEMS_CODE).toBe(ORDER_ERROR_CODES.noLineItems);
    expect(SLOT_BOOKED_NOW_CODE).toBe(ORDER_ERROR_CODES.slotBookedNow);
    expect(BNPL_MAXIMUM).toEqual(API_BNPL);
    expect(GENERIC_ERROR_MESSAGE).toBe("COMMON.ERROR_MESSAGES.ERROR_OCCURRED");
  });
});

describe("basketRequestOf", () => {
  const line = bookingItem({
    uniqueID: "u1",
    cardID: 11,
    upgradeSelection: true,
    isPassTimebasedSelection: true,
    tickets: [{ ticketId: 101, performanceAk: "PERF.1", performanceTime: "10:00", quantities: adults(2) }],
    addOnsSelection: [
      { ak: "GLOVES", title: "Gloves", amount: 20, counter: 2 },
      { ak: "LOCKER", title: "Locker", amount: 10, counter: 0 },
    ],
  });
  let state = savePackage(emptyCart(), line);
  state = savePackage(state, bookingItem({ uniqueID: "u2", tickets: [] }));
  state = { ...state, reservationCode: "SKD-7K2Q9M4XPA", offerBin: "424242", offerGroupId: 3 };
  state = applyDiscount(state, { type: "PromoCode", couponCode: " SNOW10 " });
  state = applyDiscount(state, { type: "mafDiscount", email: { fullEmail: "a@b.co" } });
  state = applyDiscount(state, { type: "faz3aDiscount", code: "FZ1" });
  state = applyDiscount(state, { type: "share", aedAmount: 25 });

  it("builds lines from the cart, leaving out lines without tickets and add-ons not taken", () => {
    const req = basketRequestOf(state, { mode: "reserve" });
    expect(req.lineItems).toEqual([
      {
        uniqueID: "u1",
        cardId: 11,
        date: "2026-07-01",
        tickets: [{ ticketId: 101, performanceAk: "PERF.1", quantities: adults(2) }],
        upgrade: true,
        addOns: [{ ak: "GLOVES", quantity: 2 }],
      },
    ]);
    expect(checkBasketRequestSchema.safeParse(req).success).toBe(true);
  });
  it("carries the cart's discounts, bank offer and, in reserve mode, its cart id", () => {
    const req = basketRequestOf(state, { mode: "reserve", tabbyIsEnabled: true });
    expect(req).toMatchObject({
      cartId: "SKD-7K2Q9M4XPA",
      promoCode: "SNOW10",
      redeemAmount: 25,
      maf_discount_code: "a@b.co",
      fazaa_discount_code: "FZ1",
      offerBin: "424242",
      offerGroupId: 3,
      tabbyIsEnabled: true,
      tamaraIsEnabled: false,
    });
  });
  it("sends no cart id in check mode, and options override the promo code", () => {
    const req = basketRequestOf(state, { mode: "check", promoCode: null, redeemAmount: 0 });
    expect(req.cartId).toBeNull();
    expect(req.promoCode).toBeNull();
    expect(req.redeemAmount).toBe(0);
    expect(basketRequestOf(state, { mode: "check", promoCode: "XMAS" }).promoCode).toBe("XMAS");
  });
});

describe("basketCheckSkipReason", () => {
  const timed = bookingItem({
    isPassTimebasedSelection: true,
    tickets: [{ ticketId: 1, performanceAk: null, performanceTime: null, quantities: adults(1) }],
  });
  const cart = savePackage(emptyCart(), bookingItem());
  it("skips on pages returning from payment", () => {
    expect(basketCheckSkipReason(cart, new URLSearchParams("checkout_session_id=cs_1"))).toBe("payment-return");
    expect(basketCheckSkipReason(cart, { orderId: "SKD-1" })).toBe("payment-return");
    expect(basketCheckSkipReason(cart, { paymentId: ["p1"] })).toBe("payment-return");
    expect(basketCheckSkipReason(cart, { orderId: "" })).toBeNull();
  });
  it("skips a single line without tickets, or no tickets at all", () => {
    expect(basketCheckSkipReason(savePackage(emptyCart(), bookingItem({ tickets: [] })), {})).toBe("single-line-without-tickets");
    let two = savePackage(emptyCart(), bookingItem({ uniqueID: "a", tickets: [] }));
    two = savePackage(two, bookingItem({ uniqueID: "b", tickets: [] }));
    expect(basketCheckSkipReason(two, {})).toBe("no-tickets");
    expect(basketCheckSkipReason(emptyCart(), {})).toBe("empty-cart");
  });
  it("checks several lines when one of them has tickets", () => {
    let two = savePackage(emptyCart(), bookingItem({ uniqueID: "a", tickets: [] }));
    two = savePackage(two, bookingItem({ uniqueID: "b" }));
    expect(basketCheckSkipReason(two, {})).toBeNull();
  });
  it("skips while a time-based ticket lacks a performance", () => {
    expect(basketCheckSkipReason(savePackage(emptyCart(), timed), {})).toBe("performance-missing");
    const explicit = bookingItem({
      tickets: [{ ticketId: 1, performanceAk: null, performanceTime: null, quantities: adults(1), isTimebased: true }],
    });
    expect(basketCheckSkipReason(savePackage(emptyCart(), explicit), {})).toBe("performance-missing");
    const chosen = { ...timed, tickets: [{ ...timed.tickets[0]!, performanceAk: "P1" }] };
    expect(basketCheckSkipReason(savePackage(emptyCart(), chosen), {})).toBeNull();
    const notTimed = { ...timed, tickets: [{ ...timed.tickets[0]!, isTimebased: false }] };
    expect(basketCheckSkipReason(savePackage(emptyCart(), notTimed), {})).toBeNull();
  });
});

describe("mode and headers", () => {
  it("forces reserve mode on buy-tickets pages", () => {
    expect(basketCheckMode("/en-ae/ski-dubai/booking/personal-details", true)).toBe("check");
    expect(basketCheckMode("/en-ae/ski-dubai/booking/buy-tickets", true)).toBe("reserve");
    expect(basketCheckMode("/en-ae/ski-dubai/booking/add-ons", false)).toBe("reserve");
  });
  it("sends operation=check only in check mode and the guest token when present", () => {
    expect(basketCheckHeaders("check", null)).toEqual({ "content-type": "application/json", operation: "check" });
    expect(basketCheckHeaders("reserve", "tok")).toEqual({ "content-type": "application/json", "X-Access-Token": "tok" });
  });
});

describe("basketCheckOutcome", () => {
  const success = {
    lineItemsSoap: [],
    lineItems: { basketTotal: { gross: 1 } },
    cartId: null,
    expiresAt: null,
    googleToken: null,
    tabbyWebUrl: null,
    tamaraHrefUrl: null,
    bank_offer_claimed: false,
    offerGroupId: null,
    msg: "ok",
  };
  it("gives the success answer", () => {
    const out = basketCheckOutcome(200, success);
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.success.msg).toBe("ok");
  });
  it("takes the first productErrorList entry first", () => {
    const out = basketCheckOutcome(409, {
      code: 409,
      errorMessage: "conflict",
      productErrorList: [
        { errorNumber: 5035, errorDescription: "The selected time slot is booked now", uniqueID: "u1" },
        { errorNumber: 5036, errorDescription: "Not sold" },
      ],
    });
    expect(out).toEqual({ ok: false, code: 5035, message: "The selected time slot is booked now", status: 409, uniqueID: "u1" });
    expect(isSlotBookedNow(out)).toBe(true);
  });
  it("then the answer's code and errorMessage", () => {
    expect(basketCheckOutcome(422, { code: 4101, errorMessage: "Unknown promo code", productErrorList: [] })).toMatchObject({
      ok: false,
      code: 4101,
      message: "Unknown promo code",
    });
  });
  it("then the generic message, with the HTTP status as code", () => {
    expect(basketCheckOutcome(500, "Internal error")).toMatchObject({ ok: false, code: 500, message: GENERIC_ERROR_MESSAGE });
    expect(basketCheckOutcome(0, null)).toMatchObject({ ok: false, code: 500, message: GENERIC_ERROR_MESSAGE, status: 500 });
    expect(basketCheckOutcome(502, { code: 7 })).toMatchObject({ code: 7, message: GENERIC_ERROR_MESSAGE });
  });
  it("reads a success answer without lineItemsSoap as error 1000 with the server's msg", () => {
    const { lineItemsSoap: _dropped, ...rest } = success;
    expect(basketCheckOutcome(200, { ...rest, msg: "Basket empty" })).toEqual({ ok: false, code: 1000, message: "Basket empty", status: 200, uniqueID: null });
    expect(basketCheckOutcome(200, {})).toMatchObject({ code: 1000, message: GENERIC_ERROR_MESSAGE });
    expect(isSlotBookedNow(basketCheckOutcome(200, {}))).toBe(false);
  });
});

describe("bnplEligibility", () => {
  const dubai = { currency: "AED" as const, buyNowPayLater: { tabby: true, tamara: true } };
  it("offers each provider up to its maximum", () => {
    expect(bnplEligibility(dubai, 2999)).toEqual({ tabby: true, tamara: true });
    expect(bnplEligibility(dubai, 3000)).toEqual({ tabby: true, tamara: true });
    expect(bnplEligibility(dubai, 3000.01)).toEqual({ tabby: true, tamara: false });
    expect(bnplEligibility(dubai, 5000)).toEqual({ tabby: true, tamara: false });
    expect(bnplEligibility(dubai, 5001)).toEqual({ tabby: false, tamara: false });
    expect(bnplEligibility(dubai, 0)).toEqual({ tabby: false, tamara: false });
  });
  it("never where the site lacks the provider or the currency has no maximum", () => {
    expect(bnplEligibility({ ...dubai, buyNowPayLater: { tabby: false, tamara: true } }, 100)).toEqual({ tabby: false, tamara: true });
    expect(bnplEligibility({ currency: "OMR", buyNowPayLater: { tabby: true, tamara: true } }, 10)).toEqual({ tabby: false, tamara: false });
  });
});
