// Test support for the order calls (imported by worker/orders/*.test.ts only): sites seeded directly, a slot of
// chosen capacity, and the order router behind the provider's site and language checks with a controlled clock.
import { Hono } from "hono";
import { env } from "cloudflare:workers";
import type { BasketLine } from "../../shared/cart/api";
import { addDays, todayIn } from "../../shared/booking/calendar";
import type { SiteSlug, Tenant } from "../../shared/tenant";
import { TENANTS } from "../../tenants";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import type { CardSeed } from "../../tenants/catalogue/types";
import type { Env } from "../env";
import { performanceAk } from "../provider/calendar";
import { checkLanguage, checkSiteId } from "../provider/requests";
import type { ProviderEnv } from "../provider/router";
import { seedCatalogue } from "../provider/store";
import { type Clock, createOrdersRouter } from "./router";
import { seedPromoCodes } from "./discounts";

export const testEnv = env as unknown as Env & { GUEST_API_KEY?: string };
export const db = testEnv.DB;

export const tenantOf = (slug: SiteSlug): Tenant => TENANTS.find((t) => t.slug === slug)!;

/** Seeds a site's catalogue and promo codes now (not once per isolate), so each test finds them. */
export async function prepareSite(slug: SiteSlug, now = new Date()): Promise<Tenant> {
  const tenant = tenantOf(slug);
  await seedCatalogue(db, tenant.siteId, CATALOGUE_SEEDS[slug], todayIn(tenant.timeZone, now));
  await seedPromoCodes(db, tenant);
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
export function lineOf(card: CardSeed, date: string, performance: string | null, guests: Partial<Record<"adult" | "junior" | "child" | "infant", number>> = { adult: 1 }, more: Partial<BasketLine> = {}): BasketLine {
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

/** Held places of a slot at `now` (live holds only) and sold places. */
export async function takenIn(tenant: Tenant, eventAk: string, date: string, performance: string | null, now = new Date()): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(quantity), 0) AS taken FROM slot_ledger WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3
       AND (?4 IS NULL OR performance_ak = ?4) AND (state = 'sold' OR expires_at > ?5)`,
    )
    .bind(tenant.siteId, eventAk, date, performance, now.toISOString())
    .first<{ taken: number }>();
  return row!.taken;
}

/** Rows of every table the order calls write, to show a refusal wrote nothing. */
export async function rowCounts(): Promise<Record<string, number>> {
  const tables = ["carts", "slot_ledger", "guest_tokens", "promo_codes", "hold_guard"];
  const results = await db.batch<{ n: number }>(tables.map((t) => db.prepare(`SELECT COUNT(*) AS n FROM ${t}`)));
  return Object.fromEntries(tables.map((t, i) => [t, results[i]!.results[0]!.n]));
}

/** The order router behind the provider's site-id and language checks, on a clock the test moves. */
export function clockedOrders(clock: Clock) {
  const app = new Hono<ProviderEnv>();
  app.use("*", async (c, next) => {
    const site = checkSiteId(c.req.header("site-id"));
    const language = checkLanguage(c.req.query("Lang"), c.req.header("lang"));
    if (!site.ok || !language.ok) return c.json({ error: "invalid_request" }, 400);
    c.set("providerTenant", site.value);
    c.set("providerLocale", language.value);
    await next();
  });
  app.route("/", createOrdersRouter(clock));
  return {
    call(method: "GET" | "POST", path: string, init: { site?: number; lang?: string; body?: unknown; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { "site-id": String(init.site ?? 1), ...(init.headers ?? {}) };
      if (init.lang) headers.lang = init.lang;
      if (init.body !== undefined) headers["content-type"] = "application/json";
      const body = init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      return app.request(`https://shop.test${path}`, { method, headers, body }, testEnv);
    },
  };
}
