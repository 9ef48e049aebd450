// Carts and guests written straight into D1, their holds straight into the seat authority, for the payment tests;
// and the calls a browser makes.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { ACCESS_TOKEN_HEADER, CART_SECRET_HEADER, PAYMENT_TYPE_HEADER } from "../../shared/contract/orders";
import type { BasketTotal, PricedLine } from "../../shared/contract/order-schemas";
import { vatSplit } from "../../shared/booking/pricing";
import { TENANTS } from "../../tenants";
import { hashSecret, newSecret } from "./rules";
import { seatLedgerOf } from "./seat-ledger";
import { type SeatHold, extendSeats } from "./seats";
import { newClientAddress } from "./testing";

export const { DB, CACHE } = env as unknown as { DB: D1Database; CACHE: KVNamespace };
export const ORIGIN = "https://shop.test";
export const DUBAI = TENANTS.find((t) => t.slug === "ski-dubai")!;
export const OMAN = TENANTS.find((t) => t.slug === "snow-oman")!;
export const EVENT_AK = "SKD.EVN.TEST";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const randomText = (length: number, alphabet = ALPHABET) =>
  [...crypto.getRandomValues(new Uint8Array(length))].map((b) => alphabet[b % alphabet.length]).join("");

export async function makeGuest(siteId: number, email = `guest-${randomText(6).toLowerCase()}@example.com`, expiresInMs = 3_600_000) {
  const token = randomText(40, ALPHABET + "abcdefghijklmnopqrstuvwxyz");
  await DB.prepare(
    `INSERT INTO guest_tokens (token_hash, site_id, email, title, first_name, last_name, mobile, country, nationality, expires_at)
     VALUES (?, ?, ?, 'mr', 'Sam', 'Guest', '+971501234567', 'AE', 'AE', ?)`,
  )
    .bind(await hashSecret(token), siteId, email, new Date(Date.now() + expiresInMs).toISOString())
    .run();
  return { token, email };
}

export interface CartOptions {
  siteId?: number;
  prefix?: string;
  expiresInMs?: number;
  gross?: number;
  promoCode?: string;
  currency?: BasketTotal["currency"];
  /** The cart's lines instead of the default pass (their gross is taken as the total). */
  lines?: PricedLine[];
}

/** A reserved cart: two adults and one child on one day, held at the seat authority until the cart ends. */
export async function makeCart(options: CartOptions = {}) {
  const siteId = options.siteId ?? DUBAI.siteId;
  const cartId = `${options.prefix ?? "SKD"}-${randomText(10)}`;
  const expiresAt = new Date(Date.now() + (options.expiresInMs ?? 1_800_000)).toISOString();
  const gross = options.lines ? options.lines.reduce((sum, l) => sum + l.gross, 0) : (options.gross ?? 450);
  const lines: PricedLine[] = options.lines ?? [
    {
      uniqueID: "line-1",
      cardId: 101,
      title: "Snow Classic",
      date: "2030-01-15",
      performanceAk: null,
      time: null,
      tickets: [
        { ticketId: 1, ak: "SKD.PRD.ADULT", guestType: "adult", quantity: 2, unitPrice: 175, amount: 350 },
        { ticketId: 2, ak: "SKD.PRD.CHILD", guestType: "child", quantity: 1, unitPrice: 100, amount: 100 },
      ],
      addOns: [{ ak: "SKD.ADD.GLOVES", title: "Gloves", quantity: 1, unitPrice: 0, amount: 0 }],
      gross,
    },
  ];
  const tenant = TENANTS.find((t) => t.siteId === siteId) ?? DUBAI;
  const totals: BasketTotal = {
    gross,
    ...vatSplit(gross, 2, tenant.vatRate),
    currency: options.currency ?? tenant.currency,
    subtotal: gross,
    promo_code_amount: 0,
    christmas_promo: false,
    bank_offer_amount: 0,
    maf_amount: 0,
    fazaa_amount: 0, voucher_amount: 0,
    share_amount: 0,
    discount: 0,
  };
  const secret = newSecret();
  await DB.prepare(
    `INSERT INTO carts (cart_id, site_id, state, expires_at, lines, priced_lines, totals, promo_code, secret_hash)
     VALUES (?, ?, 'open', ?, '[]', ?, ?, ?, ?)`,
  )
    .bind(cartId, siteId, expiresAt, JSON.stringify(lines), JSON.stringify(totals), options.promoCode ?? null, await hashSecret(secret))
    .run();
  await holdFixtureSeats(siteId, cartId, EVENT_AK, 3, expiresAt);
  return { cartId, expiresAt, secret };
}

/**
 * Holds `quantity` places of a calendar on the fixture's day for a cart written straight into D1, at the seat
 * authority, and records them on the cart as a reserve-mode check does.
 */
export async function holdFixtureSeats(siteId: number, cartId: string, eventAk: string, quantity: number, expiresAt: string): Promise<void> {
  await DB.prepare("UPDATE carts SET seat_holds = ?2 WHERE cart_id = ?1")
    .bind(cartId, JSON.stringify([{ uniqueID: "fixture", eventAk, date: HOLD_DATE, performanceAk: null, quantity }]))
    .run();
  const scope = { siteId, eventAk, date: HOLD_DATE };
  const held = await seatLedgerOf(testSeats, scope).hold(scope, {
    cartId,
    tx: null,
    lines: [{ uniqueID: "fixture", performanceAk: null, quantity }],
    capacity: { day: 1_000_000, performances: {} },
    expiresAtMs: Date.parse(expiresAt),
    nowMs: Date.now(),
  });
  if (!held.ok) throw new Error(`the fixture's cart could not hold its places: ${JSON.stringify(held)}`);
}

/** The day the fixture's carts hold places on. */
export const HOLD_DATE = "2030-01-15";
const testSeats = env as unknown as import("./seat-ledger").SeatLedgerEnv;
const holdScope = (siteId: number) => ({ siteId, eventAk: EVENT_AK, date: HOLD_DATE });

/** Places of the fixture's day held or sold at `now` (the seat authority's count). */
export async function fixtureSeatsTaken(siteId = DUBAI.siteId, now = new Date()): Promise<number> {
  const scope = holdScope(siteId);
  return (await seatLedgerOf(testSeats, scope).taken(scope, now.getTime())).day;
}

/** A fixture cart's places at the seat authority: held (live) and sold. */
export async function cartSeatsOf(cartId: string, siteId = DUBAI.siteId): Promise<{ held: number; sold: number }> {
  const scope = holdScope(siteId);
  return seatLedgerOf(testSeats, scope).cartSeats(scope, cartId, Date.now());
}

/** Ends a cart's booking session now: the cart and its holds expire together. */
export async function expireCart(cartId: string) {
  const past = new Date(Date.now() - 1000).toISOString();
  const row = await DB.prepare("UPDATE carts SET expires_at = ? WHERE cart_id = ? RETURNING site_id, seat_holds")
    .bind(past, cartId)
    .first<{ site_id: number; seat_holds: string }>();
  if (!row) return;
  await extendSeats(testSeats, row.site_id, cartId, JSON.parse(row.seat_holds) as SeatHold[], past, new Date());
}

/** This test file's browser: its own client address, so its failed look-ups count apart from other files'. */
const CLIENT = newClientAddress();

export function api(
  method: "GET" | "POST",
  path: string,
  init: { site?: number; token?: string; secret?: string; headers?: Record<string, string>; body?: unknown; lang?: string } = {},
) {
  const headers: Record<string, string> = { "site-id": String(init.site ?? DUBAI.siteId), "cf-connecting-ip": CLIENT, ...init.headers };
  if (init.secret) headers[CART_SECRET_HEADER] = init.secret;
  if (init.token) headers[ACCESS_TOKEN_HEADER] = init.token;
  if (init.lang) headers.lang = init.lang;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return SELF.fetch(`${ORIGIN}/api/provider${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

export function checkout(
  token: string,
  cart: { cartId: string; secret: string },
  paymentType = "card",
  options: { site?: number; returnUrl?: string; walletToken?: string; revision?: number } = {},
) {
  const { cartId, secret } = cart;
  return api("POST", "/order/checkout", {
    site: options.site,
    token,
    secret,
    headers: { [PAYMENT_TYPE_HEADER]: paymentType },
    body: {
      returnUrl: options.returnUrl ?? "/en-ae/ski-dubai/booking-redirect",
      cartId,
      ...(options.walletToken ? { walletToken: options.walletToken } : {}),
      ...(options.revision ? { revision: options.revision } : {}),
    },
  });
}

export function hostedPage(sessionId: string) {
  return SELF.fetch(`${ORIGIN}/sandbox-pay/${sessionId}`, { redirect: "manual" });
}

/** Posts the hosted page's form as the browser does: from the page itself (same origin). */
export function postHosted(sessionId: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/sandbox-pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function payWithCard(sessionId: string, number: string, overrides: Record<string, string> = {}) {
  return postHosted(sessionId, { action: "card", number, expiry: "12/39", cvc: "123", name: "Sam Guest", ...overrides });
}

export function capture(sessionId: string, site = DUBAI.siteId) {
  return api("POST", "/order/capture", { site, body: { checkoutSessionId: sessionId } });
}

export async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await DB.prepare(sql).bind(...params).first<{ n: number }>();
  return row?.n ?? 0;
}

/** A guest with an open cart and a checkout session started with the given way to pay. */
export async function startCheckout(paymentType = "card", options: CartOptions & { returnUrl?: string; site?: number } = {}) {
  const guest = await makeGuest(options.siteId ?? DUBAI.siteId);
  const cart = await makeCart(options);
  const response = await checkout(guest.token, cart, paymentType, { site: options.siteId, returnUrl: options.returnUrl });
  if (response.status !== 200) throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as { redirectUrl: string; checkoutSessionId: string };
  return { guest, cart, sessionId: answer.checkoutSessionId, redirectUrl: answer.redirectUrl };
}
