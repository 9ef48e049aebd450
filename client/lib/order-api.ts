// The browser's calls for a paid order (booking-and-checkout §7, content-and-account §7): capture after payment,
// booking details, ticket PDF, find a booking and invoice, all provider calls with the guest token header.
import {
  ACCESS_TOKEN_HEADER,
  type CaptureAnswer,
  ORDER_PATHS,
  type Order,
  captureAnswerSchema,
  findBookingAnswerSchema,
  orderSchema,
} from "../../shared/cart/api";
import { type Locale, browserTimeZone } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { PROVIDER_BASE_PATH } from "./provider";

type SiteOf = Pick<Tenant, "siteId">;

/** Header naming the order a ticket PDF is made for. */
export const BOOKING_REFERENCE_HEADER = "booking-reference";
/** Session storage key of the guest token that opens a booking (booking-confirmed, find-your-booking). */
export const ORDER_TOKEN_STORAGE_KEY = "order_access_token";

/** Why an order call gave nothing: no or a refused token, no such order, or anything else. */
export type OrderFailure = "unauthorized" | "not_found" | "error";
export type OrderResult<T> = { ok: true; value: T } | { ok: false; failure: OrderFailure; status: number };

function headersFor(site: SiteOf, locale: Locale, token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return {
    "site-id": String(site.siteId),
    lang: locale,
    accept: "application/json",
    ...(token ? { [ACCESS_TOKEN_HEADER]: token } : {}),
    ...extra,
  };
}

/** A GET path with the Lang and TimeZone query every GET call carries (§7). */
export function withGetQuery(path: string, locale: Locale, timeZone: string = browserTimeZone()): string {
  const url = new URL(path, "http://site.invalid");
  if (!url.searchParams.has("Lang") && !url.searchParams.has("lang")) url.searchParams.set("Lang", locale);
  if (!url.searchParams.has("TimeZone")) url.searchParams.set("TimeZone", timeZone);
  return `${PROVIDER_BASE_PATH}${url.pathname}${url.search}`;
}

export function failureOfStatus(status: number): OrderFailure {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 404) return "not_found";
  return "error";
}

async function call(input: string, init: RequestInit): Promise<Response | null> {
  try {
    return await fetch(input, init);
  } catch {
    return null;
  }
}

/**
 * POST /order/capture: the answer is returned whatever its status (the caller inspects it, §8); "not_found" when the
 * provider knows no such checkout session; null when the call failed or the answer is not a capture answer.
 */
export async function captureOrder(
  site: SiteOf,
  locale: Locale,
  checkoutSessionId: string,
  token: string | null,
): Promise<CaptureAnswer | "not_found" | null> {
  const response = await call(`${PROVIDER_BASE_PATH}${ORDER_PATHS.capture}`, {
    method: "POST",
    headers: headersFor(site, locale, token, { "content-type": "application/json" }),
    body: JSON.stringify({ checkoutSessionId }),
  });
  if (!response) return null;
  if (response.status === 404 || response.status === 400) return "not_found";
  try {
    const parsed = captureAnswerSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** An order answer as such, or wrapped in data / Result as provider answers sometimes are. */
export function orderOfAnswer(answer: unknown): Order | null {
  for (const candidate of [answer, (answer as { data?: unknown } | null)?.data, (answer as { Result?: unknown } | null)?.Result]) {
    const parsed = orderSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** GET booking-details/{code}?isGuest=true with the guest token. */
export async function fetchBookingDetails(site: SiteOf, locale: Locale, code: string, token: string | null): Promise<OrderResult<Order>> {
  if (!token) return { ok: false, failure: "unauthorized", status: 401 };
  const response = await call(withGetQuery(ORDER_PATHS.bookingDetails(encodeURIComponent(code)), locale), {
    headers: headersFor(site, locale, token),
  });
  if (!response) return { ok: false, failure: "error", status: 0 };
  if (!response.ok) return { ok: false, failure: failureOfStatus(response.status), status: response.status };
  try {
    const order = orderOfAnswer(await response.json());
    return order ? { ok: true, value: order } : { ok: false, failure: "error", status: response.status };
  } catch {
    return { ok: false, failure: "error", status: response.status };
  }
}

/** GET generate-ticket-pdf with booking-reference and the guest token: the PDF as a Blob. */
export async function fetchTicketPdf(site: SiteOf, locale: Locale, code: string, token: string | null): Promise<OrderResult<Blob>> {
  const response = await call(withGetQuery(ORDER_PATHS.ticketPdf, locale), {
    headers: headersFor(site, locale, token, { [BOOKING_REFERENCE_HEADER]: code, accept: "application/pdf" }),
  });
  if (!response) return { ok: false, failure: "error", status: 0 };
  if (!response.ok) return { ok: false, failure: failureOfStatus(response.status), status: response.status };
  const blob = await response.blob().catch(() => null);
  return blob && blob.size > 0 ? { ok: true, value: blob } : { ok: false, failure: "error", status: response.status };
}

/** GET invoice?reservationCode=&lang= with the guest token: the invoice page as an HTML Blob. */
export async function fetchInvoice(site: SiteOf, locale: Locale, code: string, token: string | null): Promise<OrderResult<Blob>> {
  const response = await call(withGetQuery(ORDER_PATHS.invoice(encodeURIComponent(code), locale), locale), {
    headers: headersFor(site, locale, token, { accept: "text/html" }),
  });
  if (!response) return { ok: false, failure: "error", status: 0 };
  if (!response.ok) return { ok: false, failure: failureOfStatus(response.status), status: response.status };
  const text = await response.text().catch(() => null);
  return text ? { ok: true, value: new Blob([text], { type: "text/html;charset=utf-8" }) } : { ok: false, failure: "error", status: response.status };
}

/** POST search-booking with reservation code and email: a token that opens the order. */
export async function searchBooking(
  site: SiteOf,
  locale: Locale,
  reservationCode: string,
  email: string,
): Promise<OrderResult<{ reservationCode: string; token: string }>> {
  const response = await call(`${PROVIDER_BASE_PATH}${ORDER_PATHS.searchBooking}`, {
    method: "POST",
    headers: headersFor(site, locale, null, { "content-type": "application/json" }),
    body: JSON.stringify({ reservationCode, email }),
  });
  if (!response) return { ok: false, failure: "error", status: 0 };
  if (!response.ok) return { ok: false, failure: response.status === 400 ? "not_found" : failureOfStatus(response.status), status: response.status };
  try {
    const parsed = findBookingAnswerSchema.safeParse(await response.json());
    return parsed.success
      ? { ok: true, value: { reservationCode: parsed.data.reservation_code, token: parsed.data.token } }
      : { ok: false, failure: "error", status: response.status };
  } catch {
    return { ok: false, failure: "error", status: response.status };
  }
}

/** Saves a file the browser holds (a Blob) under a name, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readOrderToken(storage: SessionStore | null = safeSessionStorage()): string | null {
  try {
    return storage?.getItem(ORDER_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function storeOrderToken(token: string, storage: SessionStore | null = safeSessionStorage()): void {
  try {
    storage?.setItem(ORDER_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage blocked: the token still works for this page through the caller's own copy.
  }
}

/** The tab's session storage, or null where it is blocked (reading window.sessionStorage then throws). */
export function safeSessionStorage(): SessionStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The `token` query parameter of a URL, stored for this tab when present; null without one. */
export function tokenFromHref(href: string, storage: SessionStore | null = safeSessionStorage()): string | null {
  const token = new URL(href, "http://site.invalid").searchParams.get("token");
  if (!token) return null;
  storeOrderToken(token, storage);
  return token;
}

/**
 * Moves a `token` query parameter into session storage and removes it from the address bar (content-and-account §2),
 * keeping every other parameter. Gives the token to use: the URL's, else the one stored earlier.
 */
export function takeTokenFromUrl(
  location: Pick<Location, "href">,
  history: Pick<History, "replaceState" | "state">,
  storage: SessionStore | null,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get("token");
  if (!token) return readOrderToken(storage);
  storeOrderToken(token, storage);
  url.searchParams.delete("token");
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return token;
}
