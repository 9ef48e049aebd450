// Starting a payment (booking-and-checkout §7 checkout/token, order/checkout): the cart's holder, with a guest
// token or as a signed-in member, opens a gateway session that freezes what is paid for (the cart's revision, priced lines, totals and
// claimed discounts) and its amount. Discounts are held to what earns them: a bank offer is paid with a card, the
// staff discount is paid by the signed-in staff member, e-mail verified, booking under it, SHARE points are the paying member's and are taken here (decision 012).
// What the member's own points or voucher pay in full is paid with no card and captured at once (decisions 012, 056).
import {
  BNPL_MAXIMUM,
  type CheckoutPaymentType,
  NO_CARD_PAYMENT_TYPES,
  type NoCardPaymentType,
  ORDER_ERROR_CODES,
  type WalletPaymentType,
  bnplAllowed,
  isBnplProvider,
  isWalletPayment,
  noCardPaymentOf,
} from "../../shared/contract/orders";
import { pointsToRedeem } from "../../shared/booking/share-points";
import type { CheckoutRequest } from "../../shared/contract/order-schemas";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { guestEmailBreaksStaffDiscount } from "../../shared/discounts";
import { todayIn } from "../../shared/booking/calendar";
import { type CheckoutSession, SandboxGateway, newSessionId } from "../gateway/gateway";
import { returnLocation } from "../gateway/hosted-page";
import { redeemPoints, restoreStatement, skuLinesOf } from "../members/share-ledger";
import { captureCheckout } from "./capture";
import { GUEST_CLAIMANT, type StaffClaimant, spendableVoucher, staffDiscountRefusal } from "./discounts";
import { type JsonAnswer, invalid, ok, refusal } from "./answers";
import { readOwnCart } from "./carts";
import type { OrderContext } from "./context";
import { payerOf } from "./payer";
import { OPEN_PAYMENT, isLiveCart } from "./rules";

const isNoCardPayment = (type: string): type is NoCardPaymentType => (NO_CARD_PAYMENT_TYPES as readonly string[]).includes(type);
/** What each no-card way to pay is for, as the 400 says it. */
const NO_CARD_RULES: Record<NoCardPaymentType, { only: string; must: string }> = {
  share: {
    only: "share pays only a total the cart's SHARE points cover in full",
    must: "a total SHARE points cover in full is paid with Payment-Type share",
  },
  voucher: {
    only: "voucher pays only a total the member's voucher covers in full, with no SHARE points",
    must: "a total the member's voucher covers in full is paid with Payment-Type voucher",
  },
};

/** How long a wallet token from checkout/token may be used. */
export const WALLET_TOKEN_TTL_SECONDS = 900;
const WALLET_TOKEN_KEY = (token: string) => `wallet-token:${token}`;
/** The page the gateway returns to, under one of the site's prefixes. */
export const BOOKING_REDIRECT_PAGE = "booking-redirect";

/** The origins a checkout may return to: this shop's, and the shops a deployment lists in SHOP_ORIGINS. */
export function returnOrigins(origin: string, shopOrigins: string | undefined): string[] {
  const listed = (shopOrigins ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter((o) => /^https?:\/\/[^/\s]+$/.test(o));
  return [origin, ...listed];
}

/**
 * The session's language when returnUrl is this site's booking-redirect page, as a path of this shop or an absolute
 * address on one of the allowed origins; null for anything else (another host, another site or page, a trick).
 */
export function returnPageOf(returnUrl: string, tenant: Tenant, origins: readonly string[]): { url: string; locale: Locale } | null {
  const own = origins[0]!;
  if (returnUrl.includes("\\") || /^\/\//.test(returnUrl) || /[\s\u0000-\u001f]/.test(returnUrl)) return null;
  const relative = returnUrl.startsWith("/");
  if (!relative && !origins.some((o) => returnUrl.startsWith(`${o}/`))) return null;
  let url: URL;
  try {
    url = new URL(returnUrl, own);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  for (const locale of ["en", "ar"] as const) {
    if (url.pathname === `${tenant.prefixes[locale]}/${BOOKING_REDIRECT_PAGE}`) {
      return { url: relative ? url.pathname + url.search : url.href, locale };
    }
  }
  return null;
}

/** A wallet token for one of the two wallet kinds, bound to the site and kind (§7 checkout/token). */
export async function walletToken(ctx: OrderContext, paymentType: WalletPaymentType): Promise<JsonAnswer> {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = `wt_${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  await ctx.env.CACHE.put(WALLET_TOKEN_KEY(token), JSON.stringify({ siteId: ctx.tenant.siteId, type: paymentType }), {
    expirationTtl: WALLET_TOKEN_TTL_SECONDS,
  });
  return ok({ token });
}

/** Opens the payment of the caller's live cart; see the module note for what it refuses. */
export async function startCheckout(ctx: OrderContext, request: CheckoutRequest, paymentType: CheckoutPaymentType): Promise<JsonAnswer> {
  const { tenant, locale, now } = ctx;
  const db = ctx.env.DB;
  const paying = await payerOf(ctx);
  if (!paying.ok) return paying.answer;
  const { payer } = paying;

  const returnPage = returnPageOf(request.returnUrl, tenant, returnOrigins(ctx.origin, ctx.env.SHOP_ORIGINS));
  if (!returnPage) {
    return invalid([
      {
        field: "returnUrl",
        rule: "booking_redirect",
        message: `returnUrl must be this site's ${BOOKING_REDIRECT_PAGE} page (${tenant.prefixes.en}/${BOOKING_REDIRECT_PAGE} or ${tenant.prefixes.ar}/${BOOKING_REDIRECT_PAGE})`,
      },
    ]);
  }
  if (isWalletPayment(paymentType) && request.walletToken !== undefined) {
    const bound = await ctx.env.CACHE.get<{ siteId: number; type: string }>(WALLET_TOKEN_KEY(request.walletToken), "json");
    if (!bound || bound.siteId !== tenant.siteId || bound.type !== paymentType) {
      return invalid([{ field: "walletToken", rule: "wallet_token", message: "walletToken is not a token of checkout/token for this site and Payment-Type" }]);
    }
  }

  const cart = await readOwnCart(db, tenant.siteId, request.cartId, ctx.cartSecret);
  if (!cart) return refusal("cartNotFound", locale);
  if (!isLiveCart(cart, now)) return refusal("sessionEnded", locale);
  if (!cart.totals || cart.pricedLines.length === 0) return refusal("noLineItems", locale);
  if (request.revision !== undefined && request.revision !== cart.revision) return refusal("cartChanged", locale);
  if (cart.claims.offerGroupId !== null && paymentType !== "card") return refusal("bankOfferNeedsCard", locale);
  if (cart.claims.mafEmail) {
    // Held again here: the cart may have been priced by one caller and be paid by another (a guest token, another
    // member), and the staff member may have left the list since.
    const claimant: StaffClaimant = payer.memberMafid ? { signedIn: true, verifiedEmail: payer.verifiedEmail } : GUEST_CLAIMANT;
    if (claimant.signedIn && claimant.verifiedEmail !== null && claimant.verifiedEmail !== cart.claims.mafEmail) return refusal("mafNotOwnBooking", locale);
    const refused = await staffDiscountRefusal(db, claimant, cart.claims.mafEmail);
    if (refused) return refusal(refused, locale);
  }
  if (guestEmailBreaksStaffDiscount(cart.claims.mafEmail, payer.details.email)) return refusal("mafNotOwnBooking", locale);
  if (cart.claims.voucherCode) {
    // Held again here: the payer must be the member the voucher is on, and it must not have been spent meanwhile (in
    // another tab's booking, say); the capture spends it, once, in the sale's own transaction.
    const voucher = await spendableVoucher(db, tenant.siteId, cart.claims.voucherCode, payer.memberMafid, todayIn(tenant.timeZone, now));
    if (!voucher.ok) return refusal(voucher.error, locale);
  }

  const gross = cart.totals.gross;
  // SHARE points (decision 012): a signed-in SHARE member's, taken when the payment starts.
  const pointsAmount = cart.claims.redeemAmount > 0 ? cart.totals.share_amount : 0;
  if (pointsAmount > 0 && (!payer.memberMafid || !tenant.containsShare)) return refusal("pointsNotAllowed", locale);
  // What the member's points and voucher pay in full is paid with no card and no payment page (never a card payment
  // of nothing), and only that: as share when points pay the last part (they come after the voucher), as voucher when
  // the voucher alone pays it (decision 056).
  const noCard = noCardPaymentOf({ left: gross, points: pointsAmount, voucher: cart.claims.voucherCode ? cart.totals.voucher_amount : 0 });
  const pointsOnly = noCard === "share";
  if (isNoCardPayment(paymentType) && paymentType !== noCard) {
    return invalid([{ field: "Payment-Type", rule: "not_available", message: NO_CARD_RULES[paymentType].only }]);
  }
  if (noCard && paymentType !== noCard) {
    return invalid([{ field: "Payment-Type", rule: "one_of", message: NO_CARD_RULES[noCard].must }]);
  }
  if (isBnplProvider(paymentType) && !bnplAllowed(tenant, paymentType, gross)) {
    const maximum = BNPL_MAXIMUM[paymentType][tenant.currency];
    return invalid([
      {
        field: "Payment-Type",
        rule: "not_available",
        message:
          tenant.buyNowPayLater[paymentType] && maximum > 0
            ? `${paymentType} is offered only up to ${maximum} ${tenant.currency}`
            : `${paymentType} is not offered on this site`,
      },
    ]);
  }

  // One payment page per cart: the new session is written in one transaction with the stopping of the cart's other
  // open pages (another tab, a request sent again) and, with SHARE points, with their points coming back and this
  // session's being taken. Checkouts of one cart at the same moment are thus ordered: the later one wins, its page is
  // the one open, the earlier one's page says it was stopped, and the member's points are held once.
  const gateway = new SandboxGateway(db);
  const sessionId = newSessionId();
  const at = now.toISOString();
  const create = gateway.createStatement(
    sessionId,
    {
      cartId: cart.cartId,
      siteId: tenant.siteId,
      locale: returnPage.locale,
      paymentType,
      amount: gross,
      currency: tenant.currency,
      returnUrl: returnPage.url,
      tokenHash: payer.tokenHash,
      memberMafid: payer.memberMafid,
      memberDetails: payer.memberMafid ? payer.details : null,
      cartRevision: cart.revision,
      lines: cart.pricedLines,
      totals: cart.totals,
      promoCode: cart.promoCode,
      claims: cart.claims,
    },
    now,
  );
  const stopOthers = db
    .prepare(`UPDATE checkout_sessions SET state = 'cancelled', failure_code = ?1, updated_at = ?2 WHERE cart_id = ?3 AND id <> ?4 AND ${OPEN_PAYMENT}`)
    .bind(ORDER_ERROR_CODES.paymentReplaced, at, cart.cartId, sessionId);
  if (pointsAmount > 0) {
    const taken = await redeemPoints(
      db,
      {
        mafid: payer.memberMafid!,
        siteId: tenant.siteId,
        checkoutSessionId: sessionId,
        reservationCode: cart.cartId,
        points: pointsToRedeem(pointsAmount),
        amount: pointsAmount,
        currency: tenant.currency,
        skuLines: skuLinesOf(cart.pricedLines),
      },
      now,
      {
        // The cart's other open pages stop and their points come back first: the member's points are never held
        // twice for one cart.
        before: [stopOthers, restoreStatement(db, payer.memberMafid, now), create],
        // Points alone: approved at once, no card (guarded on the points being taken).
        then: pointsOnly
          ? [
              db
                .prepare(
                  `UPDATE checkout_sessions SET state = 'approved', updated_at = ?1 WHERE id = ?2 AND state = 'pending'
                     AND EXISTS (SELECT 1 FROM share_transactions WHERE checkout_session_id = ?2 AND kind = 'redeem')`,
                )
                .bind(at, sessionId),
            ]
          : [],
      },
    );
    if (!taken) {
      await db
        .prepare(`UPDATE checkout_sessions SET state = 'cancelled', failure_code = ?1, updated_at = ?2 WHERE id = ?3 AND ${OPEN_PAYMENT}`)
        .bind(ORDER_ERROR_CODES.pointsNotEnough, at, sessionId)
        .run();
      return refusal("pointsNotEnough", locale);
    }
  } else {
    // A voucher alone: approved at once, no card, in the same batch.
    const approve = db.prepare(`UPDATE checkout_sessions SET state = 'approved', updated_at = ?1 WHERE id = ?2 AND state = 'pending'`).bind(at, sessionId);
    await db.batch(noCard ? [stopOthers, create, approve] : [stopOthers, create]);
  }
  const session = (await gateway.readSession(sessionId))!;
  if (noCard) {
    // Captured here: the member goes straight to the return page, which confirms the booking. The capture spends the
    // voucher in the sale's own transaction; one spent meanwhile (another window's booking) sold nothing and took
    // nothing, so the answer is the voucher's own, on the page the member is on.
    await captureCheckout(ctx, session.id);
    const after = await gateway.readSession(session.id);
    if (after?.state === "refunded" && after.failureCode === ORDER_ERROR_CODES.voucherUsedDuringPayment) return refusal("voucherUsed", locale);
    // The same checkout sent twice at once (a request sent again): the one that sold the cart answers both, so each
    // answer leads to the one booking (the payer's own: nothing else pays a no-card total).
    const sold =
      after?.state === "refunded" && after.failureCode === ORDER_ERROR_CODES.alreadyPaid
        ? await db
            .prepare("SELECT id FROM checkout_sessions WHERE cart_id = ?1 AND state = 'captured' AND member_mafid IS ?2 AND amount = 0 LIMIT 1")
            .bind(cart.cartId, payer.memberMafid)
            .first<{ id: string }>()
        : null;
    if (sold) return noCardAnswer(ctx.origin, (await gateway.readSession(sold.id))!);
    return noCardAnswer(ctx.origin, session);
  }
  return ok({ redirectUrl: `${ctx.origin}/sandbox-pay/${session.id}`, checkoutSessionId: session.id });
}

/** A no-card checkout's answer: straight to the shop's return page, which opens the booking. */
function noCardAnswer(origin: string, session: CheckoutSession): JsonAnswer {
  const back = returnLocation(session);
  return ok({ redirectUrl: back.startsWith("/") ? `${origin}${back}` : back, checkoutSessionId: session.id });
}

