// The browser's order and payment calls (booking-and-checkout §7) to the worker's provider routes: site and language
// travel as headers, the guest token as X-Access-Token; answers are parsed with the shared zod schemas.
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  type AddOn,
  type BankOfferGroup,
  CHECK_OPERATION,
  type CheckBasketRequest,
  type CheckoutRequest,
  type GuestTokenRequest,
  OPERATION_HEADER,
  ORDER_PATHS,
  PAYMENT_TYPE_HEADER,
  type PaymentType,
  addOnsAnswerSchema,
  bankOffersAnswerSchema,
  checkoutAnswerSchema,
  checkoutTokenAnswerSchema,
  extendSessionAnswerSchema,
  fazaaAnswerSchema,
  guestTokenAnswerSchema,
  orderErrorAnswerSchema,
} from "../../shared/cart/api";
import { type BasketCheckOutcome, basketCheckOutcome } from "../../shared/cart/basket";
import { type Card, cardSchema } from "../../shared/catalogue";
import { type Locale, browserTimeZone } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { PROVIDER_BASE_PATH } from "./provider";

/** The public key the web shop sends with generate-token. */
export const WEB_SHOP_API_KEY = "snow-shop-web";

export type CheckoutSite = Pick<Tenant, "siteId" | "locationCode" | "bankOffer">;

/** Who calls: the site, the page's language and the guest token when one exists. */
export interface CallerOf {
  tenant: CheckoutSite;
  locale: Locale;
  jwt?: string | null;
}

/** A refused or failed call, normalised (§8): a code (the HTTP status when the answer has none) and a message. */
export interface CallFailure {
  ok: false;
  code: number;
  message: string;
}

export type CallResult<T> = ({ ok: true } & T) | CallFailure;

function headersOf(caller: CallerOf, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { "site-id": String(caller.tenant.siteId), lang: caller.locale, accept: "application/json", ...extra };
  if (caller.jwt) headers[ACCESS_TOKEN_HEADER] = caller.jwt;
  return headers;
}

/** GET calls carry Lang and TimeZone as query parameters (§7). */
function withQueryDefaults(path: string, locale: Locale): string {
  const url = new URL(path, "http://site.invalid");
  if (!url.searchParams.has("Lang")) url.searchParams.set("Lang", locale);
  if (!url.searchParams.has("TimeZone")) url.searchParams.set("TimeZone", browserTimeZone());
  return `${url.pathname}${url.search}`;
}

interface RawAnswer {
  status: number;
  body: unknown;
}

async function call(caller: CallerOf, method: "GET" | "POST", path: string, body?: unknown, extra?: Record<string, string>): Promise<RawAnswer> {
  const target = method === "GET" ? withQueryDefaults(path, caller.locale) : path;
  const headers = headersOf(caller, body === undefined ? extra : { "content-type": "application/json", ...extra });
  const response = await fetch(`${PROVIDER_BASE_PATH}${target}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
}

/** Any refusal as code and message: the first productErrorList entry, else code and errorMessage, else the status. */
export function failureOf(answer: RawAnswer): CallFailure {
  const error = orderErrorAnswerSchema.safeParse(answer.body);
  if (error.success) {
    const first = error.data.productErrorList[0];
    if (first) return { ok: false, code: first.errorNumber, message: first.errorDescription };
    return { ok: false, code: error.data.code, message: error.data.errorMessage };
  }
  return { ok: false, code: answer.status >= 400 ? answer.status : 500, message: "" };
}

const networkFailure = (): CallFailure => ({ ok: false, code: 500, message: "" });

/** The guest token for the guest's details; null on any failure (§8: guest-token failures give false). */
export async function generateToken(caller: CallerOf, guest: GuestTokenRequest): Promise<string | null> {
  try {
    const answer = await call(caller, "POST", ORDER_PATHS.generateToken, guest, { [API_KEY_HEADER]: WEB_SHOP_API_KEY });
    if (answer.status !== 200) return null;
    const parsed = guestTokenAnswerSchema.safeParse(answer.body);
    return parsed.success ? parsed.data.data.data.token : null;
  } catch {
    return null;
  }
}

export type BasketMode = "reserve" | "check";

/** The basket check in reserve mode (places held under the cart id) or check mode (nothing held); the §8 outcome. */
export async function checkBasket(caller: CallerOf, request: CheckBasketRequest, mode: BasketMode): Promise<BasketCheckOutcome> {
  try {
    const extra: Record<string, string> = mode === "check" ? { [OPERATION_HEADER]: CHECK_OPERATION } : {};
    const answer = await call(caller, "POST", ORDER_PATHS.checkBasket(caller.tenant.locationCode), request, extra);
    return basketCheckOutcome(answer.status, answer.body);
  } catch {
    return basketCheckOutcome(500, null);
  }
}

/** The add-ons sold beside a card; none on any failure. */
export async function fetchAddOns(caller: CallerOf, cardId: number): Promise<AddOn[]> {
  try {
    const answer = await call(caller, "GET", ORDER_PATHS.addOns(cardId));
    const parsed = addOnsAnswerSchema.safeParse(answer.body);
    return answer.status === 200 && parsed.success ? parsed.data.data : [];
  } catch {
    return [];
  }
}

/** The bank offers of the venue's region and business unit; none on any failure (§8). */
/** Regions whose banks run card offers (§7: region OMN or UAE); elsewhere there is nothing to ask for. */
export const BANK_OFFER_REGIONS: readonly string[] = ["UAE", "OMN"];

export async function fetchBankOffers(caller: CallerOf): Promise<BankOfferGroup[]> {
  if (!BANK_OFFER_REGIONS.includes(caller.tenant.bankOffer.region)) return [];
  try {
    const query = new URLSearchParams({ ids: "", region: caller.tenant.bankOffer.region, bucode: caller.tenant.bankOffer.buCode });
    const answer = await call(caller, "GET", `${ORDER_PATHS.bankOffers}?${query}`);
    const parsed = bankOffersAnswerSchema.safeParse(answer.body);
    return answer.status === 200 && parsed.success ? parsed.data.Result.value.offerGroups : [];
  } catch {
    return [];
  }
}

export interface FazaaOffer {
  id: number;
  title: string;
  percentage: number;
  description: string;
}

/** The Fazaa card discounts on offer; none on any failure (§8). */
export async function fetchFazaaOffers(caller: CallerOf): Promise<FazaaOffer[]> {
  try {
    const answer = await call(caller, "GET", ORDER_PATHS.fazaa);
    const parsed = fazaaAnswerSchema.safeParse(answer.body);
    return answer.status === 200 && parsed.success ? parsed.data.Result : [];
  } catch {
    return [];
  }
}

/** A wallet token for one of the two wallet kinds; the refusal is passed on (§7). */
export async function checkoutToken(caller: CallerOf, paymentType: PaymentType): Promise<CallResult<{ token: string }>> {
  try {
    const answer = await call(caller, "POST", ORDER_PATHS.checkoutToken(caller.tenant.locationCode), undefined, { [PAYMENT_TYPE_HEADER]: paymentType });
    const parsed = checkoutTokenAnswerSchema.safeParse(answer.body);
    if (answer.status === 200 && parsed.success) return { ok: true, token: parsed.data.token };
    return failureOf(answer);
  } catch {
    return networkFailure();
  }
}

/** Starts the payment of a held cart: the hosted payment page to open. */
export async function checkout(
  caller: CallerOf,
  request: CheckoutRequest,
  paymentType: PaymentType,
): Promise<CallResult<{ redirectUrl: string; checkoutSessionId: string }>> {
  try {
    const answer = await call(caller, "POST", ORDER_PATHS.checkout, request, { [PAYMENT_TYPE_HEADER]: paymentType });
    const parsed = checkoutAnswerSchema.safeParse(answer.body);
    if (answer.status === 200 && parsed.success) return { ok: true, ...parsed.data };
    return failureOf(answer);
  } catch {
    return networkFailure();
  }
}

/** Extends the booking session of a held cart. */
export async function extendSession(caller: CallerOf, cartId: string): Promise<CallResult<{ expiresAt: string; extensions: number }>> {
  try {
    const answer = await call(caller, "POST", ORDER_PATHS.extendSession, { cartId });
    const parsed = extendSessionAnswerSchema.safeParse(answer.body);
    if (answer.status === 200 && parsed.success) return { ok: true, ...parsed.data };
    return failureOf(answer);
  } catch {
    return networkFailure();
  }
}

/** Releases a cart's holds; true when the provider confirmed it (a failure leaves the holds to expire on their own). */
export async function releaseCart(caller: CallerOf, cartId: string): Promise<boolean> {
  try {
    const answer = await call(caller, "POST", ORDER_PATHS.releaseCart, { cartId });
    return answer.status >= 200 && answer.status < 300;
  } catch {
    return false;
  }
}

export type CardLookup = { ok: true; card: Card } | { ok: false; reason: "not-found" | "error" };

/** One card by its URL name, in the page's language. */
export async function fetchCard(caller: CallerOf, name: string): Promise<CardLookup> {
  if (!/^[a-z0-9-]{1,80}$/.test(name)) return { ok: false, reason: "not-found" };
  try {
    const answer = await call(caller, "GET", `/cards/${name}`);
    if (answer.status === 404) return { ok: false, reason: "not-found" };
    const parsed = cardSchema.safeParse((answer.body as { data?: unknown } | null)?.data);
    if (answer.status !== 200 || !parsed.success) return { ok: false, reason: "error" };
    return { ok: true, card: parsed.data };
  } catch {
    return { ok: false, reason: "error" };
  }
}
