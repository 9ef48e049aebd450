// The basket check (booking-and-checkout §4, §7 check-basket): prices the lines on the server, applies the
// discounts, and in reserve mode holds every line's places for the cart's session, all or nothing.
import {
  BNPL_MAXIMUM,
  type BasketTotal,
  type CheckBasketRequest,
  type CheckBasketSuccess,
  ORDER_ERROR_CODES,
  type OrderErrorAnswer,
  VAT_RATE,
} from "../../shared/cart/api";
import { todayIn } from "../../shared/booking/calendar";
import { roundAmount } from "../../shared/booking/pricing";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import type { Env } from "../env";
import type { FieldIssue } from "../validation";
import { ensureCatalogueSeeded } from "../provider/store";
import { insertCartStatement, isLiveCart, newReservationCode, readCart, sessionEndFrom, updateCartStatement } from "./carts";
import { applyDiscounts } from "./discounts";
import { reserveHolds } from "./holds";
import { priceBasket } from "./pricing";
import { BASKET_OK_MESSAGE, orderError } from "./texts";

/** Path of the sandbox gateway's buy-now-pay-later approval page (served by the worker at /sandbox-pay). */
export const SANDBOX_BNPL_PATH = (provider: "tabby" | "tamara") => `/sandbox-pay/bnpl/${provider}`;

export type BasketCheckResult =
  | { status: 200; body: CheckBasketSuccess }
  | { status: 400; body: { error: "invalid_request"; issues: FieldIssue[] } }
  | { status: 409 | 422; body: OrderErrorAnswer };

export interface BasketCheckOptions {
  /** check: price and validate only; reserve: hold the places under the cart id. */
  mode: "check" | "reserve";
  now: Date;
  /** Origin of the shop, for the pay-later page links. */
  origin: string;
}

/** Gross (VAT included) split into net and tax at VAT_RATE, each rounded to the site's decimals. */
export function vatSplit(gross: number, decimals: 2 | 3): { net: number; tax: number } {
  const net = roundAmount(gross / (1 + VAT_RATE), decimals);
  return { net, tax: roundAmount(gross - net, decimals) };
}

function bnplUrl(tenant: Tenant, provider: "tabby" | "tamara", enabled: boolean, gross: number, options: BasketCheckOptions, cartId: string | null, locale: Locale) {
  if (!enabled || !tenant.buyNowPayLater[provider] || gross <= 0 || gross > BNPL_MAXIMUM[provider][tenant.currency]) return null;
  const query = new URLSearchParams({ site: String(tenant.siteId), amount: String(gross), currency: tenant.currency, lang: locale });
  if (cartId) query.set("cartId", cartId);
  return `${options.origin}${SANDBOX_BNPL_PATH(provider)}?${query}`;
}

/** The whole basket check of one request; nothing is written unless the answer is a reserve-mode success. */
export async function checkBasket(env: Pick<Env, "DB" | "CACHE">, tenant: Tenant, locale: Locale, request: CheckBasketRequest, options: BasketCheckOptions): Promise<BasketCheckResult> {
  const db = env.DB;
  const { now } = options;
  const today = todayIn(tenant.timeZone, now);
  await ensureCatalogueSeeded(db, env.CACHE, tenant.siteId, CATALOGUE_SEEDS[tenant.slug], today);

  const priced = await priceBasket(db, tenant, locale, request.lineItems, today);
  if (!priced.ok) {
    if (priced.kind === "invalid") return { status: 400, body: { error: "invalid_request", issues: priced.issues } };
    return { status: 409, body: orderError(ORDER_ERROR_CODES.notSoldOnDate, locale, priced.uniqueIDs) };
  }
  const { basket } = priced;

  const applied = await applyDiscounts(db, tenant, request, basket.lines, basket.subtotal, now, today);
  if (!applied.ok) return { status: 422, body: orderError(applied.code, locale) };
  const { discounts } = applied;

  const gross = roundAmount(Math.max(0, basket.subtotal - discounts.discount), tenant.decimals);
  const totals: BasketTotal = {
    gross,
    ...vatSplit(gross, tenant.decimals),
    currency: tenant.currency,
    subtotal: basket.subtotal,
    promo_code_amount: discounts.promo_code_amount,
    christmas_promo: discounts.christmas_promo,
    bank_offer_amount: discounts.bank_offer_amount,
    maf_amount: discounts.maf_amount,
    fazaa_amount: discounts.fazaa_amount,
    share_amount: discounts.share_amount,
    discount: discounts.discount,
  };

  let cartId: string | null = null;
  let expiresAt: string | null = null;
  if (options.mode === "reserve") {
    const existing = request.cartId ? await readCart(db, request.cartId) : null;
    const live = isLiveCart(existing, tenant.siteId, now);
    cartId = live ? existing.cartId : newReservationCode(tenant.slug);
    expiresAt = live ? existing.expiresAt : sessionEndFrom(now);
    const content = { lines: request.lineItems, pricedLines: basket.lines, totals, promoCode: discounts.promoCode };
    const held = await reserveHolds(db, {
      siteId: tenant.siteId,
      cartId,
      holds: basket.holds,
      expiresAt,
      now,
      cartWrites: [live ? updateCartStatement(db, tenant.siteId, cartId, content, now) : insertCartStatement(db, tenant.siteId, cartId, expiresAt, content, now)],
    });
    if (!held.ok) {
      return held.reason === "places"
        ? { status: 409, body: orderError(ORDER_ERROR_CODES.slotBookedNow, locale, held.uniqueIDs) }
        : { status: 409, body: orderError(ORDER_ERROR_CODES.sessionEnded, locale) };
    }
  }

  return {
    status: 200,
    body: {
      lineItemsSoap: basket.lines,
      lineItems: { basketTotal: totals },
      cartId,
      expiresAt,
      googleToken: null,
      tabbyWebUrl: bnplUrl(tenant, "tabby", request.tabbyIsEnabled, gross, options, cartId, locale),
      tamaraHrefUrl: bnplUrl(tenant, "tamara", request.tamaraIsEnabled, gross, options, cartId, locale),
      bank_offer_claimed: discounts.bank_offer_claimed,
      offerGroupId: discounts.offerGroupId,
      msg: BASKET_OK_MESSAGE[locale],
    },
  };
}
