// The basket check from the browser's side: the request built from the cart, the discounts it claims, when the
// check is skipped, check or reserve mode, and which buy-now-pay-later providers a total allows.
import { describe, expect, it } from "vitest";
import { checkBasketRequestSchema } from "../contract/order-schemas";
import {
  basketCheckSkipReason,
  basketRequestOf,
  bnplEligibility,
  cartDiscountKinds,
  cartListTotal,
  discountClaimsOf,
} from "./basket";
import { applyDiscount, emptyCart, removeDiscount, savePackage } from "./state";
import { bookingItem } from "./test-items";

const adults = (n: number) => ({ adult: n, junior: 0, child: 0, infant: 0 });

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
  state = applyDiscount(state, { type: "faz3aDiscount", code: "7001234567" });
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
    const req = basketRequestOf(state, { mode: "reserve" });
    expect(req).toMatchObject({
      cartId: "SKD-7K2Q9M4XPA",
      promoCode: "SNOW10",
      redeemAmount: 25,
      maf_discount_code: "a@b.co",
      fazaa_discount_code: "7001234567",
      offerBin: "424242",
      offerGroupId: 3,
      tabbyIsEnabled: false,
      tamaraIsEnabled: false,
    });
  });
  it("asks for the pay-later links the cart's total allows on the site (bnplEligibility of cartListTotal)", () => {
    const uae = { currency: "AED" as const, buyNowPayLater: { tabby: true, tamara: true } };
    // 300 and 40 of add-ons: the line without tickets is not priced, so not counted.
    expect(cartListTotal(state)).toBe(340);
    expect(basketRequestOf(state, { mode: "reserve", payLater: uae })).toMatchObject({ tabbyIsEnabled: true, tamaraIsEnabled: true });
    const large = savePackage(state, bookingItem({ uniqueID: "u3", sellPrice: 2800 }));
    expect(basketRequestOf(large, { mode: "reserve", payLater: uae })).toMatchObject({ tabbyIsEnabled: true, tamaraIsEnabled: false });
    const oman = { currency: "OMR" as const, buyNowPayLater: { tabby: false, tamara: false } };
    expect(basketRequestOf(state, { mode: "reserve", payLater: oman })).toMatchObject({ tabbyIsEnabled: false, tamaraIsEnabled: false });
    expect(basketRequestOf(emptyCart(), { mode: "reserve", payLater: uae })).toMatchObject({ tabbyIsEnabled: false, tamaraIsEnabled: false });
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

describe("discounts the cart claims", () => {
  const cart = savePackage(emptyCart(), bookingItem());
  it("names each claim in the words of the request, SHARE points among them", () => {
    let state = applyDiscount(cart, { type: "PromoCode", couponCode: " SNOW10 " });
    state = applyDiscount(state, { type: "share", aedAmount: 25 });
    expect(discountClaimsOf(state)).toEqual({
      promoCode: "SNOW10",
      promoId: null,
      offerGroupId: null,
      maf_discount_code: null,
      fazaa_discount_code: null,
      voucherCode: null,
      redeemAmount: 25,
    });
    expect(cartDiscountKinds(state)).toEqual(["promo", "points"]);
  });
  it("counts a bank offer by its offer group, the staff discount by its e-mail, Fazaa by its card", () => {
    expect(cartDiscountKinds({ ...cart, offerGroupId: 11 })).toEqual(["bankOffer"]);
    expect(cartDiscountKinds(applyDiscount(cart, { type: "mafDiscount", email: { fullEmail: "amira.haddad@maf.ae" } }))).toEqual(["staff"]);
    const fazaa = applyDiscount(cart, { type: "faz3aDiscount", code: "7001234567" });
    expect(cartDiscountKinds(fazaa)).toEqual(["fazaa"]);
    expect(cartDiscountKinds(removeDiscount(fazaa, "faz3aDiscount"))).toEqual([]);
    // A member's voucher is a way to pay, as points are: it is sent, and keeps no discount out.
    const voucher = applyDiscount(fazaa, { type: "voucher", code: "VCH-1000003-01" });
    expect(discountClaimsOf(voucher).voucherCode).toBe("VCH-1000003-01");
    expect(cartDiscountKinds(voucher)).toEqual(["fazaa"]);
  });
  it("an empty or blank promo code is no claim", () => {
    expect(discountClaimsOf(applyDiscount(cart, { type: "PromoCode", couponCode: "  " })).promoCode).toBeNull();
    expect(discountClaimsOf(cart, "XMAS").promoCode).toBe("XMAS");
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
