// The basket check from the browser's side (booking-and-checkout §4, §7): the request built from the cart, when
// to skip the call, check or reserve mode, and which buy-now-pay-later providers a total allows. Plain functions
// on the contract's constants; the schema library is not loaded (answers are read by client/api/api.ts).
import { type BasketMode, type BnplProvider, type BnplTenant, CHECKOUT_SESSION_PARAM, bnplAllowed } from "../contract/orders";
import type { BasketLine, CheckBasketRequest } from "../contract/order-schemas";
import { type DiscountClaims, type DiscountKind, claimedDiscounts } from "../discounts";
import type { BookingItem, BookingTicket, CartState } from "./state";
import { discountOf } from "./state";

/** Query parameters that mark a page returning from payment: the basket is not checked there (§4). */
export const PAYMENT_RETURN_PARAMS = [
  "orderId",
  "order_id",
  CHECKOUT_SESSION_PARAM,
  "checkoutSessionId",
  "paymentId",
  "payment_id",
] as const;

export interface BasketRequestOptions {
  /** Reserve mode sends the cart's reservation code so its holds are replaced; check mode sends none. */
  mode: BasketMode;
  /** Overrides the cart's PromoCode discount; null removes it. */
  promoCode?: string | null;
  promoId?: number | null;
  /** Loyalty points redeemed, in the site's currency; defaults to the cart's share discount. */
  redeemAmount?: number;
  /**
   * The site's pay-later providers and currency: tabbyIsEnabled / tamaraIsEnabled follow bnplEligibility for the
   * cart's total (cartListTotal), whichever page checks the basket. Without it neither is asked for.
   */
  payLater?: BnplTenant;
  offerCartId?: string | null;
}

function lineTickets(item: BookingItem): BasketLine["tickets"] {
  return item.tickets.map((t) => ({ ticketId: t.ticketId, performanceAk: t.performanceAk, quantities: { ...t.quantities } }));
}

/** What the cart claims, in the words of the check-basket request (the promo code unless given). */
export function discountClaimsOf(state: Pick<CartState, "discount" | "offerGroupId">, promoCode?: string | null): Required<DiscountClaims> {
  const promo = promoCode !== undefined ? promoCode : (discountOf(state, "PromoCode")?.couponCode ?? null);
  return {
    promoCode: promo?.trim() ? promo.trim() : null,
    promoId: null,
    offerGroupId: state.offerGroupId,
    maf_discount_code: discountOf(state, "mafDiscount")?.email.fullEmail ?? null,
    fazaa_discount_code: discountOf(state, "faz3aDiscount")?.code ?? null,
    voucherCode: discountOf(state, "voucher")?.code ?? null,
    redeemAmount: discountOf(state, "share")?.aedAmount ?? 0,
  };
}

/** The kinds of discount the cart claims (one of promo, bank offer, staff and Fazaa at most, shared/discounts.ts). */
export function cartDiscountKinds(state: Pick<CartState, "discount" | "offerGroupId">): DiscountKind[] {
  return claimedDiscounts(discountClaimsOf(state));
}

/**
 * The check-basket payload: one line per cart line that has tickets (a line still being chosen is left out, the
 * provider cannot price it), with its upgrade and the add-ons taken; discounts come from the cart unless given.
 */
export function basketRequestOf(state: CartState, options: BasketRequestOptions): CheckBasketRequest {
  const claims = discountClaimsOf(state, options.promoCode);
  const payLater = options.payLater ? bnplEligibility(options.payLater, cartListTotal(state)) : { tabby: false, tamara: false };
  const lineItems: BasketLine[] = state.bookingData
    .filter((item) => item.tickets.length > 0)
    .map((item) => ({
      uniqueID: item.uniqueID,
      cardId: item.cardID,
      date: item.date,
      tickets: lineTickets(item),
      upgrade: item.upgradeSelection,
      addOns: item.addOnsSelection.filter((a) => a.counter > 0).map((a) => ({ ak: a.ak, quantity: a.counter })),
    }));
  return {
    cartId: options.mode === "reserve" ? state.reservationCode : null,
    promoCode: claims.promoCode,
    promoId: options.promoId ?? null,
    lineItems,
    redeemAmount: options.redeemAmount ?? claims.redeemAmount ?? 0,
    tabbyIsEnabled: payLater.tabby,
    tamaraIsEnabled: payLater.tamara,
    maf_discount_code: claims.maf_discount_code,
    fazaa_discount_code: claims.fazaa_discount_code,
    voucherCode: claims.voucherCode,
    offerGroupId: claims.offerGroupId,
    offerBin: state.offerBin,
    offerCartId: options.offerCartId ?? null,
  };
}

export type BasketSkipReason =
  | "empty-cart"
  | "payment-return"
  | "single-line-without-tickets"
  | "no-tickets"
  | "performance-missing";

type QueryLike = URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function queryHas(query: QueryLike, key: string): boolean {
  if (query instanceof URLSearchParams) return (query.get(key) ?? "") !== "";
  const value = query[key];
  if (Array.isArray(value)) return value.some((v) => v !== "");
  return typeof value === "string" && value !== "";
}

function isTimebased(item: BookingItem, ticket: BookingTicket): boolean {
  return ticket.isTimebased ?? item.isPassTimebasedSelection;
}

/**
 * Why the basket check is skipped, or null to make it (§4): the page carries an order id, checkout session id or
 * payment id; the cart is a single line without tickets; a time-based ticket has no performance chosen yet.
 */
export function basketCheckSkipReason(state: Pick<CartState, "bookingData">, query: QueryLike): BasketSkipReason | null {
  if (PAYMENT_RETURN_PARAMS.some((key) => queryHas(query, key))) return "payment-return";
  if (state.bookingData.length === 0) return "empty-cart";
  if (state.bookingData.length === 1 && state.bookingData[0]!.tickets.length === 0) return "single-line-without-tickets";
  // Several lines none of which has tickets yet: nothing to price (the request needs one line at least).
  if (state.bookingData.every((item) => item.tickets.length === 0)) return "no-tickets";
  const missing = state.bookingData.some((item) => item.tickets.some((t) => isTimebased(item, t) && !t.performanceAk));
  return missing ? "performance-missing" : null;
}

// ---------- Buy now, pay later (§4, §9) ----------
export type { BnplTenant };

/**
 * The cart's total before the provider prices it: each priced line's price with its add-ons taken. Discounts only
 * lower it, and the provider checks the maximum again on the total it computes (a link is never given above it).
 */
export function cartListTotal(state: Pick<CartState, "bookingData">): number {
  return state.bookingData
    .filter((item) => item.tickets.length > 0)
    .reduce((sum, item) => sum + item.sellPrice + item.addOnsSelection.reduce((s, a) => s + a.amount * a.counter, 0), 0);
}

/** Which pay-later providers a total allows on a site (the contract's bnplAllowed, for both). */
export function bnplEligibility(tenant: BnplTenant, total: number): Record<BnplProvider, boolean> {
  return { tabby: bnplAllowed(tenant, "tabby", total), tamara: bnplAllowed(tenant, "tamara", total) };
}
