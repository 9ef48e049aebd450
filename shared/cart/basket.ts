// The basket check from the browser's side (booking-and-checkout §4, §7, §8): the request built from the cart,
// when to skip the call, check or reserve mode, reading the answer into success or an error, and which
// buy-now-pay-later providers a total allows. Plain functions; the schema library is not loaded.
import type {
  ACCESS_TOKEN_HEADER as ACCESS_TOKEN_HEADER_OF_API,
  BasketLine,
  BNPL_MAXIMUM as BNPL_MAXIMUM_OF_API,
  CHECK_OPERATION as CHECK_OPERATION_OF_API,
  CHECKOUT_SESSION_PARAM as CHECKOUT_SESSION_PARAM_OF_API,
  CheckBasketRequest,
  CheckBasketSuccess,
  ORDER_ERROR_CODES as ORDER_ERROR_CODES_OF_API,
  OPERATION_HEADER as OPERATION_HEADER_OF_API,
} from "./api";
import type { Locale } from "../locale";
import type { BookingItem, BookingTicket, CartState } from "./state";
import { discountOf } from "./state";

/** The generic message key shown when an answer names no error (§8). */
export const GENERIC_ERROR_MESSAGE = "COMMON.ERROR_MESSAGES.ERROR_OCCURRED";
/** Code of a success answer without lineItemsSoap (§8). */
export const NO_LINE_ITEMS_CODE: (typeof ORDER_ERROR_CODES_OF_API)["noLineItems"] = 1000;
/** Code of a line whose time slot (or day) has no room any more (§8). */
export const SLOT_BOOKED_NOW_CODE: (typeof ORDER_ERROR_CODES_OF_API)["slotBookedNow"] = 5035;
export const SLOT_BOOKED_NOW_MESSAGE: Readonly<Record<Locale, string>> = {
  en: "The selected time slot is booked now. Please choose another time.",
  ar: "تم حجز الفترة الزمنية المختارة الآن. يرجى اختيار وقت آخر.",
};

const OPERATION_HEADER: typeof OPERATION_HEADER_OF_API = "operation";
const CHECK_OPERATION: typeof CHECK_OPERATION_OF_API = "check";
const ACCESS_TOKEN_HEADER: typeof ACCESS_TOKEN_HEADER_OF_API = "X-Access-Token";
const CHECKOUT_SESSION_PARAM: typeof CHECKOUT_SESSION_PARAM_OF_API = "checkout_session_id";

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
  mode: "check" | "reserve";
  /** Overrides the cart's PromoCode discount; null removes it. */
  promoCode?: string | null;
  promoId?: number | null;
  /** Loyalty points redeemed, in the site's currency; defaults to the cart's share discount. */
  redeemAmount?: number;
  tabbyIsEnabled?: boolean;
  tamaraIsEnabled?: boolean;
  offerCartId?: string | null;
}

function lineTickets(item: BookingItem): BasketLine["tickets"] {
  return item.tickets.map((t) => ({ ticketId: t.ticketId, performanceAk: t.performanceAk, quantities: { ...t.quantities } }));
}

/**
 * The check-basket payload: one line per cart line that has tickets (a line still being chosen is left out, the
 * provider cannot price it), with its upgrade and the add-ons taken; discounts come from the cart unless given.
 */
export function basketRequestOf(state: CartState, options: BasketRequestOptions): CheckBasketRequest {
  const promo = discountOf(state, "PromoCode");
  const maf = discountOf(state, "mafDiscount");
  const fazaa = discountOf(state, "faz3aDiscount");
  const share = discountOf(state, "share");
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
  const promoCode = options.promoCode !== undefined ? options.promoCode : (promo?.couponCode ?? null);
  return {
    cartId: options.mode === "reserve" ? state.reservationCode : null,
    promoCode: promoCode?.trim() ? promoCode.trim() : null,
    promoId: options.promoId ?? null,
    lineItems,
    redeemAmount: options.redeemAmount ?? share?.aedAmount ?? 0,
    tabbyIsEnabled: options.tabbyIsEnabled ?? false,
    tamaraIsEnabled: options.tamaraIsEnabled ?? false,
    maf_discount_code: maf?.email.fullEmail ?? null,
    fazaa_discount_code: fazaa?.code ?? null,
    offerGroupId: state.offerGroupId,
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

/** Check mode when asked for, except on buy-tickets pages where the basket is always reserved (§4). */
export function basketCheckMode(pathname: string, wantCheck: boolean): "check" | "reserve" {
  return wantCheck && !pathname.includes("buy-tickets") ? "check" : "reserve";
}

/** Headers of a basket check: operation=check in check mode, the guest token when there is one. */
export function basketCheckHeaders(mode: "check" | "reserve", jwt: string | null): Record<string, string> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (mode === "check") headers[OPERATION_HEADER] = CHECK_OPERATION;
  if (jwt) headers[ACCESS_TOKEN_HEADER] = jwt;
  return headers;
}

export type BasketCheckOutcome =
  | { ok: true; success: CheckBasketSuccess }
  | { ok: false; code: number; message: string; status: number; uniqueID: string | null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/**
 * Reads a basket-check answer (§8). An error is taken from the first productErrorList entry (errorNumber,
 * errorDescription), else the answer's code and errorMessage, else the generic message; a success answer without
 * lineItemsSoap is error 1000 with the server's msg. A missing code falls back to the HTTP status (500 when none).
 */
export function basketCheckOutcome(httpStatus: number, body: unknown): BasketCheckOutcome {
  const status = Number.isInteger(httpStatus) && httpStatus > 0 ? httpStatus : 500;
  const b = isRecord(body) ? body : {};
  const first = Array.isArray(b.productErrorList) ? b.productErrorList.find(isRecord) : undefined;
  if (first) {
    return {
      ok: false,
      code: typeof first.errorNumber === "number" ? first.errorNumber : typeof b.code === "number" ? b.code : status,
      message: nonEmpty(first.errorDescription) ? first.errorDescription : nonEmpty(b.errorMessage) ? b.errorMessage : GENERIC_ERROR_MESSAGE,
      status,
      uniqueID: typeof first.uniqueID === "string" ? first.uniqueID : null,
    };
  }
  const succeeded = status >= 200 && status < 300;
  if (succeeded && Array.isArray(b.lineItemsSoap) && isRecord(b.lineItems) && isRecord(b.lineItems.basketTotal)) {
    return { ok: true, success: body as CheckBasketSuccess };
  }
  if (succeeded) {
    const message = nonEmpty(b.msg) ? b.msg : nonEmpty(b.errorMessage) ? b.errorMessage : GENERIC_ERROR_MESSAGE;
    return { ok: false, code: NO_LINE_ITEMS_CODE, message, status, uniqueID: null };
  }
  return {
    ok: false,
    code: typeof b.code === "number" ? b.code : status,
    message: nonEmpty(b.errorMessage) ? b.errorMessage : GENERIC_ERROR_MESSAGE,
    status,
    uniqueID: null,
  };
}

/** The refusal is the "slot booked now" one (shown with its own wording). */
export function isSlotBookedNow(outcome: BasketCheckOutcome): boolean {
  return !outcome.ok && outcome.code === SLOT_BOOKED_NOW_CODE;
}

// ---------- Buy now, pay later (§4, §9) ----------
/** Most a basket may total for each provider, per currency; 0 means not offered. */
export const BNPL_MAXIMUM: typeof BNPL_MAXIMUM_OF_API = {
  tabby: { AED: 5000, OMR: 0, EGP: 0 },
  tamara: { AED: 3000, OMR: 0, EGP: 0 },
};
export type BnplProvider = keyof typeof BNPL_MAXIMUM;

export interface BnplTenant {
  currency: "AED" | "OMR" | "EGP";
  buyNowPayLater: { tabby: boolean; tamara: boolean };
}

/** A provider is offered when the site has it and the total is above zero and within its maximum. */
export function bnplEligibility(tenant: BnplTenant, total: number): Record<BnplProvider, boolean> {
  const allowed = (provider: BnplProvider): boolean => {
    const maximum = BNPL_MAXIMUM[provider][tenant.currency];
    return tenant.buyNowPayLater[provider] && maximum > 0 && total > 0 && total <= maximum;
  };
  return { tabby: allowed("tabby"), tamara: allowed("tamara") };
}
