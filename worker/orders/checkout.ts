// Starting a payment (booking-and-checkout §7 checkout/token, order/checkout): the cart's holder, with a guest
// token or as a signed-in member, opens a gateway session that freezes what is paid for (the cart's revision, priced lines, totals and
// claimed discounts) and its amount. Discounts are held to what earns them: a bank offer is paid with a card, the
// staff discount books under the staff e-mail.
import { BNPL_MAXIMUM, type GatewayPaymentType, type WalletPaymentType, bnplAllowed, isBnplProvider, isWalletPayment } from "../../shared/contract/orders";
import type { CheckoutRequest } from "../../shared/contract/order-schemas";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { guestEmailBreaksStaffDiscount } from "../../shared/discounts";
import { SandboxGateway } from "../gateway/gateway";
import { type JsonAnswer, invalid, ok, refusal } from "./answers";
import { readOwnCart } from "./carts";
import type { OrderContext } from "./context";
import { payerOf } from "./payer";
import { isLiveCart } from "./rules";

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
export async function startCheckout(ctx: OrderContext, request: CheckoutRequest, paymentType: GatewayPaymentType): Promise<JsonAnswer> {
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
  if (guestEmailBreaksStaffDiscount(cart.claims.mafEmail, payer.details.email)) return refusal("mafNotOwnBooking", locale);

  const gross = cart.totals.gross;
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

  const session = await new SandboxGateway(db).createSession(
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
  return ok({ redirectUrl: `${ctx.origin}/sandbox-pay/${session.id}`, checkoutSessionId: session.id });
}

