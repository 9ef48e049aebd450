// Test support for the order calls (imported by worker/**/*.test.ts only): sites seeded directly, a slot of chosen
// capacity, and the whole app (edge, provider router, sandbox pages) on a clock the test moves, calling like a
// shop's browser: each caller its own client address, and the secret of every cart it made sent back with it.
import { env } from "cloudflare:workers";
import { addDays, todayIn } from "../../shared/booking/calendar";
import { CART_SECRET_HEADER, ORDER_PATHS } from "../../shared/contract/orders";
import type { BasketLine } from "../../shared/contract/order-schemas";
import type { SiteSlug, Tenant } from "../../shared/tenant";
import { TENANTS } from "../../tenants";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import type { CardSeed } from "../../tenants/catalogue/types";
import { createApp } from "../app";
import type { Env } from "../env";
import { performanceAk } from "../provider/calendar";
import type { Clock } from "../provider/env";
import { seedCatalogue } from "../provider/store";
import { seedDiscountStatements } from "./discounts";
import { seatLedgerOf } from "./seat-ledger";

export const testEnv = env as unknown as Env;
export const db = testEnv.DB;
export const ORIGIN = "https://shop.test";

export const tenantOf = (slug: SiteSlug): Tenant => TENANTS.find((t) => t.slug === slug)!;

/** Seeds a site's catalogue, promo codes, staff list and Fazaa cards now (not once per isolate), so each test finds them. */
export async function prepareSite(slug: SiteSlug, now = new Date()): Promise<Tenant> {
  const tenant = tenantOf(slug);
  await seedCatalogue(db, tenant.siteId, CATALOGUE_SEEDS[slug], todayIn(tenant.timeZone, now));
  await db.batch(seedDiscountStatements(db, tenant));
  return tenant;
}

/** The first card of a site whose first ticket books against a calendar (by event AK suffix). */
export function cardOn(slug: SiteSlug, eventSuffix: string): CardSeed {
  const card = CATALOGUE_SEEDS[slug].cards.find((c) => c.tickets[0]!.event_ak.endsWith(`.EVN.${eventSuffix}`));
  if (!card) throw new Error(`no card on ${eventSuffix}`);
  return card;
}

/** A day of the venue `days` after today. */
export function dayAfter(tenant: Tenant, days: number, now = new Date()): string {
  return addDays(todayIn(tenant.timeZone, now), days);
}

/** The AK of a performance ({event}.{HHmm}.{YYYYMMDD}) and its capacity set to `capacity`. */
export async function slotOf(tenant: Tenant, card: CardSeed, date: string, time: string, capacity?: number): Promise<string> {
  const eventAk = card.tickets[0]!.event_ak;
  const ak = performanceAk(eventAk, time.replace(":", ""), date);
  if (capacity !== undefined) {
    const changed = await db
      .prepare("UPDATE calendar_performances SET capacity = ?4 WHERE site_id = ?1 AND event_ak = ?2 AND performance_ak = ?3")
      .bind(tenant.siteId, eventAk, ak, capacity)
      .run();
    if (!changed.meta.changes) throw new Error(`no performance ${ak}`);
  }
  return ak;
}

let lineCounter = 0;
/** One basket line of a card's first ticket for `adults` adults (and other guests), on a date and performance. */
export function lineOf(
  card: CardSeed,
  date: string,
  performance: string | null,
  guests: Partial<Record<"adult" | "junior" | "child" | "infant", number>> = { adult: 1 },
  more: Partial<BasketLine> = {},
): BasketLine {
  return {
    uniqueID: `line-${++lineCounter}`,
    cardId: card.id,
    date,
    tickets: [{ ticketId: card.tickets[0]!.id, performanceAk: performance, quantities: { adult: 0, junior: 0, child: 0, infant: 0, ...guests } }],
    upgrade: false,
    addOns: [],
    ...more,
  };
}

/** Places of a day (or of one performance) held and sold at `now`, as the seat authority counts them. */
export async function takenIn(tenant: Tenant, eventAk: string, date: string, performance: string | null, now = new Date()): Promise<number> {
  const scope = { siteId: tenant.siteId, eventAk, date };
  const taken = await seatLedgerOf(testEnv, scope).taken(scope, now.getTime());
  return performance === null ? taken.day : (taken.performances[performance.toUpperCase()] ?? 0);
}

/** A new promo code of 10% on every card of the site, good for one use: its code, starting with `prefix`. */
export async function singleUsePromoCode(tenant: Tenant, prefix: string): Promise<string> {
  const code = `${prefix}${Date.now() % 100000}`;
  await db
    .prepare(
      `INSERT INTO promo_codes (site_id, code, kind, value, card_ids, starts_on, ends_on, festive, max_uses, used_count, seed_hash)
       VALUES (?1, ?2, 'percentage', 10, NULL, '2000-01-01', '2999-12-31', 0, 1, 0, NULL)`,
    )
    .bind(tenant.siteId, code)
    .run();
  return code;
}

/** Rows of every table the order calls write, to show a refusal wrote nothing. */
export async function rowCounts(): Promise<Record<string, number>> {
  const tables = ["carts", "slot_ledger", "guest_tokens", "promo_codes", "hold_guard", "checkout_sessions", "payment_ledger", "orders"];
  const results = await db.batch<{ n: number }>(tables.map((t) => db.prepare(`SELECT COUNT(*) AS n FROM ${t}`)));
  return Object.fromEntries(tables.map((t, i) => [t, results[i]!.results[0]!.n]));
}

export const checkBasketPath = (location: string) => `${ORDER_PATHS.checkBasket}?location=${encodeURIComponent(location)}`;

let clientCounter = 0;
/** A client address of its own for each caller, so one test's rate-limited calls do not count against another's. */
export const newClientAddress = () => `198.51.100.${(++clientCounter % 250) + 1}:${clientCounter}`;

export interface CallInit {
  site?: number;
  lang?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The X-Cart-Secret to send; by default the secret of the cart named in the body, as its creator holds it. */
  secret?: string | null;
}

/**
 * The shop's app on a clock the test moves, called as one browser: its own client address, and the secret of every
 * cart a reserve-mode check gave it sent back whenever the body names that cart.
 */
export function clockedShop(clock: Clock, client = newClientAddress(), shopEnv: Env = testEnv) {
  const app = createApp((c) => c.text("page", 200), { clock });
  const secrets = new Map<string, string>();
  async function call(method: "GET" | "POST", path: string, init: CallInit = {}): Promise<Response> {
    const headers: Record<string, string> = { "site-id": String(init.site ?? 1), "cf-connecting-ip": client, ...(init.headers ?? {}) };
    if (init.lang) headers.lang = init.lang;
    if (init.body !== undefined) headers["content-type"] ??= "application/json";
    const cartId = (init.body as { cartId?: unknown } | undefined)?.cartId;
    const secret = init.secret !== undefined ? init.secret : typeof cartId === "string" ? (secrets.get(cartId.toUpperCase()) ?? null) : null;
    if (secret) headers[CART_SECRET_HEADER] = secret;
    const body = init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    const response = await app.request(`${ORIGIN}/api/provider${path}`, { method, headers, body }, shopEnv);
    if (response.status === 200 && path.startsWith(ORDER_PATHS.checkBasket)) {
      const answer = (await response.clone().json()) as { cartId?: string | null; cartSecret?: string | null };
      if (answer.cartId && answer.cartSecret) secrets.set(answer.cartId, answer.cartSecret);
    }
    return response;
  }
  return {
    app,
    client,
    call,
    /** The secret this caller holds for a cart (null when it made no such cart). */
    secretOf: (cartId: string) => secrets.get(cartId.toUpperCase()) ?? null,
    /** A request to any path of the shop (hosted payment pages, pages), as this browser. */
    fetch: (path: string, init: RequestInit = {}) =>
      app.request(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers: { "cf-connecting-ip": client, ...(init.headers as Record<string, string> | undefined) } }, shopEnv),
  };
}
