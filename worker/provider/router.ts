// HTTP face of the provider under /api/provider: availability and daily prices (booking-and-checkout §7), the
// ski-school and catalogue calls (content-and-account §7). The site comes from the site-id header, the language
// from the Lang query or the lang header.
import { type Context, Hono } from "hono";
import { CARD_KINDS, type CardKind } from "../../shared/catalogue";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { AppEnv } from "../env";
import type { z } from "zod";
import { type FieldIssue, badRequest, fieldIssues, jsonBodyOf } from "../validation";
import { ProviderClient, ProviderUnavailableError } from "./client";
import { ordersRouter } from "../orders/router";
import { paymentsRouter } from "../payments/router";
import {
  cardsQuerySchema,
  checkAk,
  checkCodes,
  checkLanguage,
  checkRange,
  checkSiteId,
  experienceCategoryBodySchema,
  lessonsByLevelBodySchema,
} from "./requests";

export type ProviderEnv = AppEnv & { Variables: AppEnv["Variables"] & { providerTenant: Tenant; providerLocale: Locale } };

function invalid(c: Context, issues: FieldIssue[]) {
  return c.json({ error: "invalid_request", issues }, 400);
}

export const providerRouter = new Hono<ProviderEnv>();

providerRouter.use("*", async (c, next) => {
  const site = checkSiteId(c.req.header("site-id"));
  if (!site.ok) return invalid(c, site.issues);
  const language = checkLanguage(c.req.query("Lang"), c.req.header("lang"));
  if (!language.ok) return invalid(c, language.issues);
  c.set("providerTenant", site.value);
  c.set("providerLocale", language.value);
  c.header("Content-Language", language.value);
  await next();
});

const clientOf = (c: Context<ProviderEnv>) => new ProviderClient(c.env, c.get("providerTenant"), c.get("providerLocale"));

// ---------- Availability and prices ----------
/** The Server-Timing metric of the availability and price answers: the worker's own time, read by `npm run bench`. */
export const PROVIDER_TIMING_METRIC = "provider";

/** The answer with `Server-Timing: provider;dur={ms}`, timed from the handler's start (2 decimals). */
function timedJson(c: Context<ProviderEnv>, started: number, answer: unknown) {
  c.header("Server-Timing", `${PROVIDER_TIMING_METRIC};dur=${(performance.now() - started).toFixed(2)}`);
  return c.json(answer);
}

providerRouter.post("/viva/rest-calender-availability/:eventAk/:from/:to/true", async (c) => {
  const started = performance.now();
  const { eventAk, from, to } = c.req.param();
  const issues = [...checkAk("eventAK", eventAk), ...checkRange(from, to)];
  if (issues.length) return invalid(c, issues);
  return timedJson(c, started, await clientOf(c).availability(eventAk, from, to));
});

providerRouter.post("/viva/rest-search-calender-availability/:codes/:from/:to/true", async (c) => {
  const started = performance.now();
  const { codes, from, to } = c.req.param();
  const checked = checkCodes(codes);
  const issues = [...(checked.ok ? [] : checked.issues), ...checkRange(from, to)];
  if (!checked.ok || issues.length) return invalid(c, issues);
  return timedJson(c, started, await clientOf(c).searchAvailability(checked.value, from, to));
});

providerRouter.post("/viva/product-daily-price/:productAk/:from/:to", async (c) => {
  const started = performance.now();
  const { productAk, from, to } = c.req.param();
  const issues = [...checkAk("productAK", productAk), ...checkRange(from, to)];
  if (issues.length) return invalid(c, issues);
  return timedJson(c, started, await clientOf(c).dailyPrices(productAk, from, to));
});

// ---------- Ski school and catalogue ----------
/** A call's body checked by its schema; a body that is not JSON is named as such. */
async function bodyOf<T extends z.ZodType>(c: Context, schema: T): Promise<{ ok: true; data: z.infer<T> } | { ok: false; issues: FieldIssue[] }> {
  const raw = await jsonBodyOf(c);
  if (!raw.ok) return { ok: false, issues: [raw.issue] };
  const parsed = schema.safeParse(raw.value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: fieldIssues(parsed.error) };
}

providerRouter.get("/ski-school", async (c) => c.json({ data: await clientOf(c).skiSchool() }));
providerRouter.get("/ski-levels", async (c) => c.json({ data: await clientOf(c).skiLevels() }));
providerRouter.get("/ski-school-tabs", async (c) => c.json({ data: await clientOf(c).skiSchoolTabs() }));
providerRouter.get("/get-all-event-cards", async (c) => c.json({ data: await clientOf(c).eventCards() }));
providerRouter.get("/get-all-offers", async (c) => c.json({ data: await clientOf(c).offers() }));

providerRouter.post("/lessons-by-level", async (c) => {
  const parsed = await bodyOf(c, lessonsByLevelBodySchema);
  if (!parsed.ok) return invalid(c, parsed.issues);
  return c.json({ data: await clientOf(c).lessonsByLevel(parsed.data) });
});

providerRouter.post("/experience-category-tab", async (c) => {
  const parsed = await bodyOf(c, experienceCategoryBodySchema);
  if (!parsed.ok) return invalid(c, parsed.issues);
  return c.json({ data: await clientOf(c).experienceCategoryTab(parsed.data.experience_category_id) });
});

providerRouter.get("/cards", async (c) => {
  const parsed = cardsQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return badRequest(c, parsed.error);
  const kinds = parsed.data.kind?.split(",");
  const unknown = kinds?.find((k) => !(CARD_KINDS as readonly string[]).includes(k));
  if (unknown !== undefined) {
    return invalid(c, [{ field: "kind", rule: "card_kind", message: `kind must be one of ${CARD_KINDS.join(", ")}` }]);
  }
  const cards = await clientOf(c).cards({ kinds: kinds as CardKind[] | undefined, experienceCategoryId: parsed.data.experience });
  return c.json({ data: cards });
});

providerRouter.get("/cards/:name", async (c) => {
  const name = c.req.param("name");
  if (!/^[a-z0-9-]{1,80}$/.test(name)) return c.json({ error: "not_found" }, 404);
  const card = await clientOf(c).card(name);
  return card ? c.json({ data: card }) : c.json({ error: "not_found" }, 404);
});

// ---------- Orders, discounts and payments (booking-and-checkout §7) ----------
providerRouter.route("/", ordersRouter);
providerRouter.route("/", paymentsRouter);

providerRouter.onError((error, c) => {
  if (error instanceof ProviderUnavailableError) return c.json({ error: "provider_unavailable", message: error.message }, 502);
  console.error(error);
  return c.json({ error: "internal_error", message: "An error occurred. Please try again." }, 500);
});
