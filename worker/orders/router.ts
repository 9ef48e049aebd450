// The order calls of the embedded provider (booking-and-checkout §7): guest token, basket check with seat holds,
// session extension and release, add-ons, bank offers and partner discounts. Mounted on the provider router.
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  CHECK_OPERATION,
  OPERATION_HEADER,
  ORDER_ERROR_CODES,
  checkBasketRequestSchema,
  extendSessionRequestSchema,
  guestTokenRequestSchema,
  releaseCartRequestSchema,
} from "../../shared/cart/api";
import { todayIn } from "../../shared/booking/calendar";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { BANK_OFFER_BU_CODES, BANK_OFFER_REGIONS } from "../../tenants/catalogue/discounts";
import type { ProviderEnv } from "../provider/router";
import { ensureCatalogueSeeded, readCardsByIds } from "../provider/store";
import { type FieldIssue, fieldIssues, jsonBodyOf } from "../validation";
import { checkBasket } from "./basket";
import { readCart } from "./carts";
import { bankOfferGroups, fazaaOffers } from "./discounts";
import { guestApiKeyOf, issueGuestToken, readGuestToken } from "./guest-tokens";
import { extendSession, releaseStatements } from "./holds";
import { addOnsOf } from "./pricing";
import { orderError } from "./texts";

/** The clock of the order calls; tests mount a router with their own. */
export type Clock = () => Date;

function invalid(c: Context, issues: FieldIssue[]) {
  return c.json({ error: "invalid_request", issues }, 400);
}

async function bodyOf<T extends z.ZodType>(c: Context, schema: T): Promise<{ ok: true; data: z.infer<T> } | { ok: false; issues: FieldIssue[] }> {
  const raw = await jsonBodyOf(c);
  if (!raw.ok) return { ok: false, issues: [raw.issue] };
  const parsed = schema.safeParse(raw.value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: fieldIssues(parsed.error) };
}

const bankOffersQuerySchema = z.object({
  region: z.enum(BANK_OFFER_REGIONS, { message: `region must be one of ${BANK_OFFER_REGIONS.join(", ")}` }),
  bucode: z.enum(Object.keys(BANK_OFFER_BU_CODES) as [keyof typeof BANK_OFFER_BU_CODES], { message: "bucode must be one of SMO, SRA, SKD" }),
  ids: z
    .string()
    .regex(/^(\d{1,6}(,\d{1,6})*)?$/, "ids is a comma-separated list of offer group ids")
    .optional(),
  Lang: z.string().optional(),
  TimeZone: z.string().optional(),
});

const addOnsQuerySchema = z.object({ cardId: z.coerce.number({ message: "cardId is a card id" }).int().positive() });

export function createOrdersRouter(clock: Clock = () => new Date()) {
  const router = new Hono<ProviderEnv>();

  // ---------- Guest token ----------
  router.post("/generate-token", async (c) => {
    const env = c.env;
    if (c.req.header(API_KEY_HEADER) !== guestApiKeyOf(env)) return c.json({ error: "unauthorized" }, 401);
    const parsed = await bodyOf(c, guestTokenRequestSchema);
    if (!parsed.ok) return invalid(c, parsed.issues);
    const token = await issueGuestToken(c.env.DB, c.get("providerTenant").siteId, parsed.data, clock());
    return c.json({ data: { data: { token } } });
  });

  // ---------- Basket check ----------
  router.post("/order/check-basket", async (c) => {
    const tenant = c.get("providerTenant");
    const locale = c.get("providerLocale");
    const location = c.req.query("location");
    if (location !== tenant.locationCode) {
      return invalid(c, [{ field: "location", rule: "location", message: `location must be ${tenant.locationCode} for this site` }]);
    }
    const parsed = await bodyOf(c, checkBasketRequestSchema);
    if (!parsed.ok) return invalid(c, parsed.issues);
    const now = clock();
    const token = c.req.header(ACCESS_TOKEN_HEADER);
    if (token !== undefined && !(await readGuestToken(c.env.DB, tenant.siteId, token, now))) return c.json({ error: "unauthorized" }, 401);
    const mode = c.req.header(OPERATION_HEADER)?.toLowerCase() === CHECK_OPERATION ? "check" : "reserve";
    const result = await checkBasket(c.env, tenant, locale, parsed.data, { mode, now, origin: new URL(c.req.url).origin });
    return c.json(result.body, result.status);
  });

  // ---------- Session ----------
  router.post("/order/extend-session", async (c) => {
    const parsed = await bodyOf(c, extendSessionRequestSchema);
    if (!parsed.ok) return invalid(c, parsed.issues);
    const locale = c.get("providerLocale");
    const outcome = await extendSession(c.env.DB, c.get("providerTenant").siteId, parsed.data.cartId, clock());
    if (outcome.ok) return c.json({ expiresAt: outcome.expiresAt, extensions: outcome.extensions });
    if (outcome.reason === "unknown") return c.json({ error: "not_found" }, 404);
    const code = outcome.reason === "ended" ? ORDER_ERROR_CODES.sessionEnded : ORDER_ERROR_CODES.cannotExtend;
    return c.json(orderError(code, locale), 409);
  });

  router.post("/order/release", async (c) => {
    const parsed = await bodyOf(c, releaseCartRequestSchema);
    if (!parsed.ok) return invalid(c, parsed.issues);
    const siteId = c.get("providerTenant").siteId;
    const cart = await readCart(c.env.DB, parsed.data.cartId);
    if (!cart || cart.siteId !== siteId) return c.json({ error: "not_found" }, 404);
    await c.env.DB.batch(releaseStatements(c.env.DB, siteId, cart.cartId));
    return c.json({ cartId: cart.cartId, state: cart.state === "paid" ? "paid" : "released" });
  });

  // ---------- Discounts ----------
  router.get("/api/BankDiscount/GetBanksOffers", (c) => {
    const parsed = bankOffersQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, fieldIssues(parsed.error));
    const { region, bucode, ids } = parsed.data;
    if (BANK_OFFER_BU_CODES[bucode] !== region) {
      return invalid(c, [{ field: "bucode", rule: "region", message: `bucode ${bucode} does not belong to region ${region}` }]);
    }
    const idList = ids ? ids.split(",").map(Number) : [];
    return c.json({ Result: { value: { offerGroups: bankOfferGroups(region, c.get("providerLocale"), idList) } } });
  });

  router.get("/api/FazaaCardDiscount/GetAll", (c) => c.json({ Result: fazaaOffers(c.get("providerLocale"), c.get("providerTenant")) }));

  // ---------- Add-ons ----------
  router.get("/add-ons", async (c) => {
    const parsed = addOnsQuerySchema.safeParse({ cardId: c.req.query("cardId") });
    if (!parsed.success) return invalid(c, fieldIssues(parsed.error));
    const tenant = c.get("providerTenant");
    const locale = c.get("providerLocale");
    await ensureCatalogueSeeded(c.env.DB, c.env.CACHE, tenant.siteId, CATALOGUE_SEEDS[tenant.slug], todayIn(tenant.timeZone, clock()));
    const cards = await readCardsByIds(c.env.DB, tenant.siteId, locale, [parsed.data.cardId]);
    if (!cards.has(parsed.data.cardId)) return c.json({ error: "not_found" }, 404);
    const data = addOnsOf(tenant).map((a) => ({ ak: a.ak, title: a.title[locale], description: a.description[locale], price: a.price, maxQuantity: a.maxQuantity }));
    return c.json({ data });
  });

  return router;
}

export const ordersRouter = createOrdersRouter();
