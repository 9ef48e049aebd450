// HTTP face of the provider under /api/provider: availability and daily prices (booking-and-checkout §7), the
// ski-school and catalogue calls (content-and-account §7), and the order calls (./order-routes.ts). The site comes
// from the site-id header, the language from the Lang query or the lang header; every input goes through the one
// validator, and every call through the provider seam (embedded or upstream).
import { type Context, Hono } from "hono";
import { LANG_HEADER } from "../../shared/contract/orders";
import { localeOfCall } from "../../shared/locale";
import { serverTiming } from "../middleware/edge";
import { invalidRequest, issuesOf, parseInput, valid } from "../validation";
import { ProviderClient } from "./client";
import type { Clock, ProviderEnv } from "./env";
import { createAccountRoutes } from "./account-routes";
import { createCardRoutes } from "./cards-routes";
import { createOrderGuestRoutes } from "./order-guest-routes";
import { createMemberRoutes } from "./member-routes";
import { createOrderRoutes } from "./order-routes";
import { createShareRoutes } from "./share-routes";
import { createContactRoutes } from "./contact-routes";
import {
  availabilityParamsSchema,
  cardsQuerySchema,
  dailyPriceParamsSchema,
  experienceCategoryBodySchema,
  langQuerySchema,
  lessonsByLevelBodySchema,
  providerHeadersSchema,
  searchParamsSchema,
} from "./requests";
import { ProviderUnavailableError } from "./upstream";
import { busyAnswer, DatabaseBusyError } from "../d1-busy";
import { staffIdentifierSchema } from "../../shared/cms-venue-pages";
import { refusal } from "../orders/answers";
import { RATE_RULES, clientKeyOf, openAttempt } from "../rate-limit";
import { z } from "zod";
import { log } from "../observability/log";
import { reportServerError } from "../observability/report";

/** The Server-Timing metric of the provider's answers: the worker's own time, read by `npm run bench`. */
export const PROVIDER_TIMING_METRIC = "provider";

export function createProviderRouter(clock: Clock = () => new Date()): Hono<ProviderEnv> {
  const router = new Hono<ProviderEnv>();

  // Server-Timing: provider;dur={ms} on every answer, the worker's own time, read by `npm run bench`.
  router.use("*", serverTiming(PROVIDER_TIMING_METRIC));
  router.use("*", async (c, next) => {
    const headers = parseInput(providerHeadersSchema, { "site-id": c.req.header("site-id") });
    const lang = parseInput(langQuerySchema, { Lang: c.req.query("Lang") });
    if (!headers.success || !lang.success) {
      return invalidRequest(c, [...(headers.success ? [] : issuesOf(headers.error)), ...(lang.success ? [] : issuesOf(lang.error))]);
    }
    const locale = localeOfCall(lang.data.Lang, c.req.header(LANG_HEADER));
    c.set("providerTenant", headers.data["site-id"]);
    c.set("providerLocale", locale);
    c.header("Content-Language", locale);
    await next();
  });

  const clientOf = (c: Context<ProviderEnv>) => new ProviderClient(c.env, c.get("providerTenant"), c.get("providerLocale"), { now: clock });

  // ---------- Availability and prices ----------
  router.post("/viva/rest-calender-availability/:eventAk/:from/:to/true", valid("param", availabilityParamsSchema), async (c) => {
    const { eventAk, from, to } = c.req.valid("param");
    return c.json(await clientOf(c).availability(eventAk, from, to));
  });

  router.post("/viva/rest-search-calender-availability/:codes/:from/:to/true", valid("param", searchParamsSchema), async (c) => {
    const { codes, from, to } = c.req.valid("param");
    return c.json(await clientOf(c).searchAvailability(codes, from, to));
  });

  router.post("/viva/product-daily-price/:productAk/:from/:to", valid("param", dailyPriceParamsSchema), async (c) => {
    const { productAk, from, to } = c.req.valid("param");
    return c.json(await clientOf(c).dailyPrices(productAk, from, to));
  });

  // ---------- Ski school and catalogue ----------
  router.get("/ski-school", async (c) => c.json({ data: await clientOf(c).skiSchool() }));
  router.get("/ski-levels", async (c) => c.json({ data: await clientOf(c).skiLevels() }));
  router.get("/ski-school-tabs", async (c) => c.json({ data: await clientOf(c).skiSchoolTabs() }));
  router.get("/get-all-event-cards", async (c) => c.json({ data: await clientOf(c).eventCards() }));
  router.get("/get-all-offers", async (c) => c.json({ data: await clientOf(c).offers() }));

  // The staff landing by its identifier; an identifier nobody issued (or whose offers ended) is a 404, counted as a
  // failed look-up of the client's address (RATE_RULES.lookupFailureAddress, a ceiling). An identifier can be guessed,
  // so each attempt counts before it is answered.
  router.get("/get-maf-staff-landing-page", valid("query", z.object({ identifier: staffIdentifierSchema })), async (c) => {
    const attempt = await openAttempt(c.env, RATE_RULES.lookupFailureAddress, clientKeyOf(c.req.raw.headers), clock().getTime());
    if (!attempt.ok) {
      const refused = refusal("tooManyRequests", c.get("providerLocale"), [], { "Retry-After": String(attempt.retryAfter) });
      return c.json(refused.body as object, refused.status as 429, refused.headers);
    }
    const landing = await clientOf(c).staffLanding(c.req.valid("query").identifier);
    await attempt.settle(landing === null);
    return landing ? c.json({ data: landing }) : c.json({ error: "not_found", message: "There are no staff offers for this identifier." }, 404);
  });

  router.post("/lessons-by-level", valid("json", lessonsByLevelBodySchema), async (c) => c.json({ data: await clientOf(c).lessonsByLevel(c.req.valid("json")) }));

  router.post("/experience-category-tab", valid("json", experienceCategoryBodySchema), async (c) =>
    c.json({ data: await clientOf(c).experienceCategoryTab(c.req.valid("json").experience_category_id) }),
  );

  router.get("/cards", valid("query", cardsQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const cards = await clientOf(c).cards({ kinds: query.kind, experienceCategoryId: query.experience });
    return c.json({ data: cards });
  });

  router.get("/cards/:name", async (c) => {
    const name = c.req.param("name");
    if (!/^[a-z0-9-]{1,80}$/.test(name)) return c.json({ error: "not_found" }, 404);
    const card = await clientOf(c).card(name);
    return card ? c.json({ data: card }) : c.json({ error: "not_found" }, 404);
  });

  // ---------- Orders, discounts and payments (booking-and-checkout §7) ----------
  router.route("/", createOrderRoutes(clock));
  // ---------- The member's calls (content-and-account §7) ----------
  router.route("/", createMemberRoutes(clock));
  // ---------- The member's account data and its metadata documents (content-and-account §7) ----------
  router.route("/", createAccountRoutes(clock));
  // ---------- The member's saved payment cards (content-and-account §7 "Cards") ----------
  router.route("/", createCardRoutes(clock));
  // ---------- The member's SHARE points: history, opt-in, simulation (content-and-account §7) ----------
  router.route("/", createShareRoutes(clock));
  // ---------- Who goes with which ticket of a member's order (docs/decisions/014) ----------
  router.route("/", createOrderGuestRoutes(clock));
  // ---------- The contact form and its captcha (docs/decisions/017) ----------
  router.route("/", createContactRoutes(clock));

  router.onError((error, c) => {
    if (error instanceof ProviderUnavailableError) return c.json({ error: "provider_unavailable", message: error.message }, 502);
    if (error instanceof DatabaseBusyError) {
      log("warn", "database busy", { error });
      return busyAnswer(c, c.get("providerLocale"));
    }
    reportServerError(c, error, "provider");
    return c.json({ error: "internal_error", message: "An error occurred. Please try again.", requestId: c.get("requestId") }, 500);
  });
  return router;
}
