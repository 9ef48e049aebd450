// The basket check (booking-and-checkout §4, §7 check-basket): prices the lines on the server, applies the
// discounts, and in reserve mode holds every line's places for the cart's session, all or nothing. A new cart gets
// a secret its creator keeps; changing an existing cart needs that secret, and a change voids any payment page
// still open on the cart's earlier content.
import { BOOKING_SESSION_MS, type BasketMode, type BnplProvider, ORDER_ERROR_CODES, bnplAllowed } from "../../shared/contract/orders";
import type { BasketTotal, CheckBasketSuccess, CheckedBasketRequest } from "../../shared/contract/order-schemas";
import { todayIn } from "../../shared/booking/calendar";
import { roundAmount, vatSplit } from "../../shared/booking/pricing";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { ensureCatalogueSeeded } from "../provider/store";
import { type JsonAnswer, invalid, ok, refusal } from "./answers";
import {
  type CartContent,
  contentHash,
  insertCartStatement,
  newReservationCode,
  readOwnCart,
  updateCartStatement,
  voidStalePaymentsStatement,
} from "./carts";
import type { OrderContext } from "./context";
import { GUEST_CLAIMANT, type StaffClaimant, applyDiscounts } from "./discounts";
import { pointsToRedeem } from "../../shared/booking/share-points";
import { memberOf } from "../members/embedded";
import { type ShareAccount, pointsHeldForCart, readShareAccount, restoreEndedRedemptions } from "../members/share-ledger";
import { readGuestToken } from "./guest-tokens";
import { reserveHolds } from "./holds";
import { seatHoldsOf } from "./seats";
import { priceBasket } from "./pricing";
import { hashSecret, isLiveCart, newSecret } from "./rules";

/** Path of the sandbox gateway's buy-now-pay-later plan page (served by the worker at /sandbox-pay). */
export const SANDBOX_BNPL_PATH = (provider: BnplProvider) => `/sandbox-pay/bnpl/${provider}`;

export const BASKET_OK_MESSAGE = { en: "Basket checked.", ar: "تم التحقق من السلة." } as const;


function bnplUrl(tenant: Tenant, provider: BnplProvider, enabled: boolean, gross: number, origin: string, cartId: string | null, locale: Locale) {
  if (!enabled || !bnplAllowed(tenant, provider, gross)) return null;
  const query = new URLSearchParams({ site: String(tenant.siteId), amount: String(gross), currency: tenant.currency, lang: locale });
  if (cartId) query.set("cartId", cartId);
  return `${origin}${SANDBOX_BNPL_PATH(provider)}?${query}`;
}

/**
 * The caller's SHARE account when they are a signed-in SHARE member, with ended redemptions given back first and the
 * points this cart's open payment pages hold counted as theirs; else null.
 */
async function shareRedeemerOf(ctx: OrderContext, cartId: string | null): Promise<ShareAccount | { answer: JsonAnswer } | null> {
  if (!ctx.bearer || !ctx.tenant.containsShare) return null;
  const found = await memberOf(ctx);
  if (!found.ok) return { answer: found.answer };
  if (found.member.share_member_id === null) return null;
  await restoreEndedRedemptions(ctx.env.DB, found.member.mafid, ctx.now);
  const account = await readShareAccount(ctx.env.DB, found.member.mafid);
  // Back from a payment page still open: its points come back when this cart is paid anew, so they count here.
  const held = account && cartId ? await pointsHeldForCart(ctx.env.DB, found.member.mafid, cartId) : 0;
  return account ? { ...account, points: account.points + held } : null;
}

/** Who claims the staff discount (a member's token the provider refused: that answer). */
async function staffClaimantOf(ctx: OrderContext): Promise<StaffClaimant | { answer: JsonAnswer }> {
  if (!ctx.bearer) return GUEST_CLAIMANT;
  const found = await memberOf(ctx);
  if (!found.ok) return { answer: found.answer };
  return { signedIn: true, verifiedEmail: found.verifiedEmail };
}

/** The signed-in member's id for a voucher (null for a guest; a member's token the provider refused: that answer). */
async function voucherHolderOf(ctx: OrderContext): Promise<string | null | { answer: JsonAnswer }> {
  if (!ctx.bearer) return null;
  const found = await memberOf(ctx);
  if (!found.ok) return { answer: found.answer };
  return found.member.mafid;
}

/** End of a new booking session started at `now`. */
export function sessionEndFrom(now: Date): string {
  return new Date(now.getTime() + BOOKING_SESSION_MS).toISOString();
}

/**
 * The whole basket check of one request; nothing is written unless the answer is a reserve-mode success. A cart id
 * the caller cannot prove is theirs (no secret, another's secret, an unknown id) answers 404, all alike; their own
 * cart that has ended gives way to a new cart.
 */
export async function checkBasket(ctx: OrderContext, request: CheckedBasketRequest, mode: BasketMode): Promise<JsonAnswer> {
  const { tenant, locale, now } = ctx;
  const db = ctx.env.DB;
  const today = todayIn(tenant.timeZone, now);

  // The guest token, the cart and the basket's prices are read at once (reads only); answered in this order.
  const [tokenFound, existing, priced] = await Promise.all([
    ctx.guestToken === null ? true : readGuestToken(db, tenant.siteId, ctx.guestToken, now).then(Boolean),
    mode === "reserve" && request.cartId ? readOwnCart(db, tenant.siteId, request.cartId, ctx.cartSecret) : null,
    ensureCatalogueSeeded(ctx.env, tenant.siteId, CATALOGUE_SEEDS[tenant.slug], today).then(() => priceBasket(db, tenant, locale, request.lineItems, today)),
  ]);
  // A guest token, when sent, must be one of this site's (§6: it travels on basket and checkout calls).
  if (!tokenFound) return refusal("accessDenied", locale);
  if (mode === "reserve" && request.cartId && !existing) return refusal("cartNotFound", locale);
  if (!priced.ok) {
    if (priced.kind === "invalid") return invalid(priced.issues);
    return refusal(priced.kind === "party" ? "tooManyGuests" : "notSoldOnDate", locale, priced.uniqueIDs);
  }
  const { basket } = priced;

  // Points need a signed-in SHARE member (their session's token), and a balance that covers them (decision 012).
  const asked = request.redeemAmount > 0 ? await shareRedeemerOf(ctx, request.cartId ?? null) : null;
  // A member's token the provider refused (expired): that answer, so the shop refreshes and asks again.
  if (asked && "answer" in asked) return asked.answer;
  const redeemer = asked;
  // The staff discount is the signed-in staff member's own, with their e-mail verified.
  const claimant = request.maf_discount_code ? await staffClaimantOf(ctx) : GUEST_CLAIMANT;
  if ("answer" in claimant) return claimant.answer;
  // A voucher is the signed-in member's own: who is asking, from their session's token.
  const holder = request.voucherCode ? await voucherHolderOf(ctx) : null;
  if (holder !== null && typeof holder === "object") return holder.answer;
  const applied = await applyDiscounts(ctx.env, tenant, request, basket.lines, basket.subtotal, now, today, redeemer !== null, claimant, holder);
  if (!applied.ok) return refusal(applied.error, locale);
  const { discounts } = applied;
  if (redeemer && pointsToRedeem(discounts.share_amount) > redeemer.points) return refusal("pointsNotEnough", locale);

  const gross = roundAmount(Math.max(0, basket.subtotal - discounts.discount), tenant.decimals);
  const totals: BasketTotal = {
    gross,
    ...vatSplit(gross, tenant.decimals, tenant.vatRate),
    currency: tenant.currency,
    subtotal: basket.subtotal,
    promo_code_amount: discounts.promo_code_amount,
    christmas_promo: discounts.christmas_promo,
    bank_offer_amount: discounts.bank_offer_amount,
    maf_amount: discounts.maf_amount,
    fazaa_amount: discounts.fazaa_amount,
    voucher_amount: discounts.voucher_amount,
    share_amount: discounts.share_amount,
    discount: discounts.discount,
  };

  let cartId: string | null = null;
  let cartSecret: string | null = null;
  let expiresAt: string | null = null;
  let revision: number | null = null;
  if (mode === "reserve") {
    // The rate limit counted meanwhile: over it, nothing is held or written (429).
    const limited = await ctx.reserveLimit;
    if (limited) return limited;
    const live = existing !== null && isLiveCart(existing, now);
    cartId = live ? existing.cartId : newReservationCode(tenant);
    cartSecret = live ? null : newSecret();
    expiresAt = live ? existing.expiresAt : sessionEndFrom(now);
    const content: CartContent = { lines: request.lineItems, pricedLines: basket.lines, totals, promoCode: discounts.promoCode, claims: discounts.claims };
    const hash = await contentHash(content);
    const cartWrite = live
      ? updateCartStatement(db, tenant.siteId, existing, content, hash, now, basket.holds)
      : insertCartStatement(db, tenant.siteId, cartId, await hashSecret(cartSecret!), expiresAt, content, hash, now, basket.holds);
    const held = await reserveHolds(ctx.env, {
      siteId: tenant.siteId,
      cartId,
      holds: basket.holds,
      previous: live ? await seatHoldsOf(db, existing) : [],
      expiresAt,
      now,
      cartWrites: [cartWrite],
      newCart: !live,
      after: live ? [voidStalePaymentsStatement(db, cartId, ORDER_ERROR_CODES.paymentStoppedCartChanged, now)] : [],
    });
    if (!held.ok) return held.reason === "places" ? refusal("slotBookedNow", locale, held.uniqueIDs) : refusal("sessionEnded", locale);
    revision = (held.cartRows[0] as { revision?: number } | undefined)?.revision ?? null;
  }

  const body: CheckBasketSuccess = {
    lineItemsSoap: basket.lines,
    lineItems: { basketTotal: totals },
    cartId,
    cartSecret,
    revision,
    expiresAt,
    googleToken: null,
    tabbyWebUrl: bnplUrl(tenant, "tabby", request.tabbyIsEnabled, gross, ctx.origin, cartId, locale),
    tamaraHrefUrl: bnplUrl(tenant, "tamara", request.tamaraIsEnabled, gross, ctx.origin, cartId, locale),
    bank_offer_claimed: discounts.bank_offer_claimed,
    offerGroupId: discounts.offerGroupId,
    msg: BASKET_OK_MESSAGE[locale],
  };
  return ok(body);
}
