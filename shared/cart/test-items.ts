// Cart lines and basket answers for the cart rule tests.
import type { BasketTotal, CheckBasketSuccess } from "../contract/order-schemas";
import type { BookingItem } from "./state";

export function bookingItem(overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    cardID: 11,
    cardType: "passes",
    cardName: "snow-classic",
    date: "2026-07-01",
    uniqueID: "11-2026-07-01-a",
    sellPrice: 300,
    title: "Snow Classic",
    people: { adult: 2, junior: 0, child: 0, infant: 0 },
    tickets: [{ ticketId: 101, performanceAk: null, performanceTime: null, quantities: { adult: 2, junior: 0, child: 0, infant: 0 } }],
    addOnsSelection: [],
    isPassTimebasedSelection: false,
    upgradeSelection: false,
    tableSelection: 0,
    booking_bar: null,
    ...overrides,
  };
}

/** A basket total: 300 less a 15 promo discount, VAT included. */
export const BASKET_TOTAL: BasketTotal = {
  gross: 285,
  net: 271.43,
  tax: 13.57,
  currency: "AED",
  subtotal: 300,
  promo_code_amount: 15,
  christmas_promo: false,
  bank_offer_amount: 0,
  maf_amount: 0,
  fazaa_amount: 0, voucher_amount: 0,
  share_amount: 0,
  discount: 15,
};

/** A successful reserve-mode basket check: a new cart with its secret, revision 1, held until 10:30 UTC. */
export function basketAnswer(overrides: Partial<CheckBasketSuccess> = {}): CheckBasketSuccess {
  return {
    lineItemsSoap: [],
    lineItems: { basketTotal: BASKET_TOTAL },
    cartId: "SKD-7K2Q9M4XPA",
    cartSecret: "c".repeat(32),
    revision: 1,
    expiresAt: "2026-12-01T10:30:00.000Z",
    googleToken: null,
    tabbyWebUrl: null,
    tamaraHrefUrl: null,
    bank_offer_claimed: false,
    offerGroupId: null,
    msg: "ok",
    ...overrides,
  };
}
