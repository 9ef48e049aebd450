// The order calls of booking-and-checkout §7 (guest token, basket check, session, discounts, add-ons, checkout,
// capture, the paid order's reads) made through client/api/api.ts and read with the contract's schemas. Loaded by
// the booking pages and the cart pieces only: the schema library comes with their first call.
import {
  API_KEY_HEADER,
  BANK_OFFER_BU_CODES,
  BANK_OFFER_REGIONS,
  BOOKING_REFERENCE_HEADER,
  CHECK_OPERATION,
  type BasketMode,
  type CheckoutPaymentType,
  OPERATION_HEADER,
  ORDER_PATHS,
  PAYMENT_TYPE_HEADER,
  WEB_SHOP_API_KEY,
  type WalletPaymentType,
} from "../../shared/contract/orders";
import type {
  AddOn,
  BankOfferGroup,
  CaptureAnswer,
  CheckBasketRequest,
  CheckBasketSuccess,
  CheckoutRequest,
  FazaaOffer,
  GuestTokenRequest,
  Order,
} from "../../shared/contract/order-schemas";
import type { Tenant } from "../../shared/tenant";
import { type CallResult, type Caller, callProvider, callProviderFile } from "../api/api";
import { schemasOf } from "../api/lazy-schemas";

/** The contract's answer schemas load with the first order call, beside its request (docs/decisions/028). */
const schema = schemasOf(() => import("../../shared/contract/order-schemas"));

/** Starts loading the contract's schemas before the first order call needs them (a failure is tried again then). */
export function preloadOrderSchemas(): void {
  schema("checkBasketSuccessSchema").catch(() => {});
}

/** The caller of the order calls: its site also names the location code, the bank-offer region and its pay-later providers. */
export interface OrderCaller extends Caller {
  tenant: Pick<Tenant, "siteId" | "locationCode" | "bankOffer" | "currency" | "buyNowPayLater">;
}

/** A cart the caller holds: its reservation code and the secret its reserve answer gave. */
export interface HeldCart {
  cartId: string;
  cartSecret: string | null;
}

/** The held cart of a cart state, when it holds one. */
export function heldCartOf(cart: { reservationCode: string | null; cartSecret: string | null }): HeldCart | null {
  return cart.reservationCode ? { cartId: cart.reservationCode, cartSecret: cart.cartSecret } : null;
}

const mapped = <T, U>(result: CallResult<T>, map: (data: T) => U): CallResult<U> => (result.ok ? { ...result, data: map(result.data) } : result);

/** The guest token for the guest's details (sent with the web shop's API key). */
export async function generateToken(caller: OrderCaller, guest: GuestTokenRequest): Promise<CallResult<string>> {
  const answer = await callProvider(caller, ORDER_PATHS.generateToken, schema("guestTokenAnswerSchema"), {
    method: "POST",
    body: guest,
    headers: { [API_KEY_HEADER]: WEB_SHOP_API_KEY },
  });
  return mapped(answer, (a) => a.data.data.token);
}


/**
 * The basket check in reserve mode (places held under the cart id; a known cart's secret travels with it) or check
 * mode (nothing held).
 */
export function checkBasket(
  caller: OrderCaller,
  request: CheckBasketRequest,
  mode: BasketMode,
  cartSecret: string | null = null,
): Promise<CallResult<CheckBasketSuccess>> {
  return callProvider(caller, ORDER_PATHS.checkBasket, schema("checkBasketSuccessSchema"), {
    method: "POST",
    query: { location: caller.tenant.locationCode },
    body: request,
    headers: mode === "check" ? { [OPERATION_HEADER]: CHECK_OPERATION } : {},
    cartSecret: mode === "reserve" && request.cartId ? cartSecret : null,
  });
}

/** Extends the booking session of a held cart. */
export function extendSession(caller: Caller, cart: HeldCart): Promise<CallResult<{ expiresAt: string; extensions: number }>> {
  return callProvider(caller, ORDER_PATHS.extendSession, schema("extendSessionAnswerSchema"), {
    method: "POST",
    body: { cartId: cart.cartId },
    cartSecret: cart.cartSecret,
  });
}

/**
 * Releases a cart's holds. keepalive lets the call finish while the page is being left (location switch, logout); a
 * failure only leaves the holds to expire at the session's end.
 */
export async function releaseCart(caller: Caller, cart: HeldCart): Promise<boolean> {
  const answer = await callProvider(caller, ORDER_PATHS.releaseCart, schema("releaseCartAnswerSchema"), {
    method: "POST",
    body: { cartId: cart.cartId },
    cartSecret: cart.cartSecret,
    keepalive: true,
  });
  return answer.ok;
}

/** The add-ons sold beside a card; none on any failure. */
export async function fetchAddOns(caller: OrderCaller, cardId: number): Promise<AddOn[]> {
  const answer = await callProvider(caller, ORDER_PATHS.addOns, schema("addOnsAnswerSchema"), { query: { cardId } });
  return answer.ok ? answer.data.data : [];
}

/** Whether the venue's banks run card offers (§7: region UAE or OMN); elsewhere there is nothing to ask for. */
function hasBankOffers(tenant: OrderCaller["tenant"]): boolean {
  return (BANK_OFFER_REGIONS as readonly string[]).includes(tenant.bankOffer.region) && tenant.bankOffer.buCode in BANK_OFFER_BU_CODES;
}

/** The bank offers of the venue's region and business unit; none on any failure (§8). */
export async function fetchBankOffers(caller: OrderCaller): Promise<BankOfferGroup[]> {
  if (!hasBankOffers(caller.tenant)) return [];
  const answer = await callProvider(caller, ORDER_PATHS.bankOffers, schema("bankOffersAnswerSchema"), {
    query: { ids: "", region: caller.tenant.bankOffer.region, bucode: caller.tenant.bankOffer.buCode },
  });
  return answer.ok ? answer.data.Result.value.offerGroups : [];
}

/** The Fazaa card discounts on offer; none on any failure (§8). */
export async function fetchFazaaOffers(caller: OrderCaller): Promise<FazaaOffer[]> {
  const answer = await callProvider(caller, ORDER_PATHS.fazaa, schema("fazaaAnswerSchema"));
  return answer.ok ? answer.data.Result : [];
}

/** A wallet token for one of the two wallet kinds. */
export async function checkoutToken(caller: OrderCaller, paymentType: WalletPaymentType): Promise<CallResult<string>> {
  const answer = await callProvider(caller, ORDER_PATHS.checkoutToken, schema("checkoutTokenAnswerSchema"), {
    method: "POST",
    query: { location: caller.tenant.locationCode },
    headers: { [PAYMENT_TYPE_HEADER]: paymentType },
  });
  return mapped(answer, (a) => a.token);
}

/** Starts the payment of a held cart (at the revision the page shows): the hosted payment page to open. */
export function startCheckout(
  caller: OrderCaller,
  request: CheckoutRequest,
  paymentType: CheckoutPaymentType,
  cartSecret: string | null,
): Promise<CallResult<{ redirectUrl: string; checkoutSessionId: string }>> {
  return callProvider(caller, ORDER_PATHS.checkout, schema("checkoutAnswerSchema"), {
    method: "POST",
    body: request,
    headers: { [PAYMENT_TYPE_HEADER]: paymentType },
    cartSecret,
  });
}

/** Captures a checkout session (idempotent): whatever became of the payment, or the refusal (4043: no such session). */
export function captureCheckout(caller: Caller, checkoutSessionId: string): Promise<CallResult<CaptureAnswer>> {
  return callProvider(caller, ORDER_PATHS.capture, schema("captureAnswerSchema"), { method: "POST", body: { checkoutSessionId } });
}

/** A paid order, opened with the guest token in the caller, or (no token) with the signed-in member's session. */
export function fetchBookingDetails(caller: Caller, code: string): Promise<CallResult<Order>> {
  return callProvider(caller, ORDER_PATHS.bookingDetails(code), schema("orderSchema"), { query: { isGuest: caller.token ? "true" : "false" } });
}

/** The tickets of a paid order as a PDF. */
export function fetchTicketPdf(caller: Caller, code: string): Promise<CallResult<Blob>> {
  return callProviderFile(caller, ORDER_PATHS.ticketPdf, "application/pdf", { headers: { [BOOKING_REFERENCE_HEADER]: code } });
}

/** The invoice page of a paid order, in the page's language. */
export function fetchInvoice(caller: Caller, code: string): Promise<CallResult<Blob>> {
  return callProviderFile(caller, ORDER_PATHS.invoice, "text/html", { query: { reservationCode: code, lang: caller.locale } });
}

/** Find-your-booking: reservation code and e-mail give a token that opens that order alone. */
export async function searchBooking(caller: Caller, reservationCode: string, email: string): Promise<CallResult<{ reservationCode: string; token: string }>> {
  const answer = await callProvider(caller, ORDER_PATHS.searchBooking, schema("findBookingAnswerSchema"), { method: "POST", body: { reservationCode, email } });
  return mapped(answer, (a) => ({ reservationCode: a.reservation_code, token: a.token }));
}
