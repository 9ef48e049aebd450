// The checkout calls of the embedded provider (booking-and-checkout §7): checkout token, checkout, capture, and
// the paid order's reads (booking details, ticket PDF, find a booking, invoice). Mounted on the provider router.
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  ACCESS_TOKEN_HEADER,
  BNPL_MAXIMUM,
  type CheckoutRequest,
  ORDER_ERROR_CODES,
  type OrderErrorAnswer,
  PAYMENT_TYPE_HEADER,
  WALLET_PAYMENT_TYPES,
  captureRequestSchema,
  checkoutRequestSchema,
  findBookingRequestSchema,
  reservationCodeSchema,
} from "../../shared/cart/api";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { ProviderEnv } from "../provider/router";
import { renderTicketPdf } from "../tickets/pdf";
import { type FieldIssue, badRequest, issuesOf, jsonBodyOf } from "../validation";
import { SandboxGateway } from "./gateway";
import { guestOfRequest, issueFoundBookingToken } from "./guest-access";
import { invoiceHtml } from "./invoice";
import { captureCheckout, pricedCartOf, readCart, readOrder } from "./orders";
import { say } from "./texts";

/** Ways to pay the gateway takes at checkout (SHARE points never reach it). */
export const GATEWAY_PAYMENT_TYPES = ["card", "apple_pay", "google_pay", "tabby", "tamara"] as const;
/** How long a wallet token from checkout/token may be used. */
export const WALLET_TOKEN_TTL_SECONDS = 900;
const WALLET_TOKEN_KEY = (token: string) => `wallet-token:${token}`;
/** The page the gateway returns to, under one of the site's prefixes. */
export const BOOKING_REDIRECT_PAGE = "booking-redirect";

export const paymentsRouter = new Hono<ProviderEnv>();

const invalid = (c: Context, issues: FieldIssue[]) => c.json({ error: "invalid_request", issues }, 400);
const unauthorized = (c: Context) => c.json({ error: "unauthorized" }, 401);
const paymentTypeIssue = (message: string, rule = "one_of"): FieldIssue => ({ field: PAYMENT_TYPE_HEADER, rule, message });

function orderError(c: Context, code: number, errorMessage: string, status: 409 | 422) {
  const answer: OrderErrorAnswer = { code, errorMessage, productErrorList: [] };
  return c.json(answer, status);
}

// ---------- Checkout token (wallet kinds) ----------
paymentsRouter.post("/checkout/token", async (c) => {
  const tenant = c.get("providerTenant");
  const location = c.req.query("location");
  if (location !== tenant.locationCode) {
    return invalid(c, [{ field: "location", rule: "one_of", message: `location must be ${tenant.locationCode} for this site` }]);
  }
  const type = c.req.header(PAYMENT_TYPE_HEADER);
  if (!(WALLET_PAYMENT_TYPES as readonly string[]).includes(type ?? "")) {
    return invalid(c, [paymentTypeIssue(`Payment-Type must be one of ${WALLET_PAYMENT_TYPES.join(", ")}`)]);
  }
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = `wt_${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  await c.env.CACHE.put(WALLET_TOKEN_KEY(token), JSON.stringify({ siteId: tenant.siteId, type }), { expirationTtl: WALLET_TOKEN_TTL_SECONDS });
  return c.json({ token });
});

/** The session's language when returnUrl is this site's booking-redirect page on this origin; else null. */
export function returnPageOf(returnUrl: string, tenant: Tenant, origin: string): { path: string; locale: Locale } | null {
  if (!returnUrl.startsWith("/") && !returnUrl.startsWith(origin + "/")) return null;
  if (returnUrl.startsWith("//") || returnUrl.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  for (const locale of ["en", "ar"] as const) {
    if (url.pathname === `${tenant.prefixes[locale]}/${BOOKING_REDIRECT_PAGE}`) return { path: url.pathname + url.search, locale };
  }
  return null;
}

// ---------- Checkout ----------
paymentsRouter.post("/order/checkout", async (c) => {
  const tenant = c.get("providerTenant");
  const locale = c.get("providerLocale");
  const db = c.env.DB;
  const guest = await guestOfRequest(db, c.req.header(ACCESS_TOKEN_HEADER), tenant.siteId);
  if (!guest) return unauthorized(c);

  const typeParsed = z.enum(GATEWAY_PAYMENT_TYPES).safeParse(c.req.header(PAYMENT_TYPE_HEADER));
  if (!typeParsed.success) return invalid(c, [paymentTypeIssue(`Payment-Type must be one of ${GATEWAY_PAYMENT_TYPES.join(", ")}`)]);
  const paymentType = typeParsed.data;
  const body = await jsonBodyOf(c);
  if (!body.ok) return invalid(c, [body.issue]);
  const parsed = checkoutRequestSchema.safeParse(body.value);
  if (!parsed.success) return badRequest(c, parsed.error);
  const request: CheckoutRequest = parsed.data;

  const returnPage = returnPageOf(request.returnUrl, tenant, new URL(c.req.url).origin);
  if (!returnPage) {
    return invalid(c, [
      {
        field: "returnUrl",
        rule: "booking_redirect",
        message: `returnUrl must be this site's ${BOOKING_REDIRECT_PAGE} page (${tenant.prefixes.en}/${BOOKING_REDIRECT_PAGE} or ${tenant.prefixes.ar}/${BOOKING_REDIRECT_PAGE})`,
      },
    ]);
  }

  if (paymentType === "apple_pay" || paymentType === "google_pay") {
    if (request.walletToken !== undefined) {
      const bound = await c.env.CACHE.get<{ siteId: number; type: string }>(WALLET_TOKEN_KEY(request.walletToken), "json");
      if (!bound || bound.siteId !== tenant.siteId || bound.type !== paymentType) {
        return invalid(c, [{ field: "walletToken", rule: "wallet_token", message: "walletToken is not a token of checkout/token for this site and Payment-Type" }]);
      }
    }
  }

  const cart = await readCart(db, request.cartId);
  if (!cart || cart.site_id !== tenant.siteId || cart.state !== "open" || cart.expires_at <= new Date().toISOString()) {
    return orderError(c, ORDER_ERROR_CODES.sessionEnded, say(locale, "sessionEnded"), 409);
  }
  const priced = pricedCartOf(cart);
  if (!priced) return orderError(c, ORDER_ERROR_CODES.noLineItems, say(locale, "cartNotPriced"), 409);
  const gross = priced.totals.gross;

  if (paymentType === "tabby" || paymentType === "tamara") {
    const maximum = BNPL_MAXIMUM[paymentType][tenant.currency];
    if (!tenant.buyNowPayLater[paymentType] || gross > maximum) {
      return invalid(c, [
        paymentTypeIssue(
          tenant.buyNowPayLater[paymentType]
            ? `${paymentType} is offered only up to ${maximum} ${tenant.currency}`
            : `${paymentType} is not offered on this site`,
          "not_available",
        ),
      ]);
    }
  }

  const session = await new SandboxGateway(db).createSession({
    cartId: cart.cart_id,
    siteId: tenant.siteId,
    locale: returnPage.locale,
    paymentType,
    amount: gross,
    currency: tenant.currency,
    returnUrl: returnPage.path,
    tokenHash: guest.tokenHash,
  });
  return c.json({ redirectUrl: `/sandbox-pay/${session.id}`, checkoutSessionId: session.id });
});

// ---------- Capture ----------
paymentsRouter.post("/order/capture", async (c) => {
  const tenant = c.get("providerTenant");
  const body = await jsonBodyOf(c);
  if (!body.ok) return invalid(c, [body.issue]);
  const parsed = captureRequestSchema.safeParse(body.value);
  if (!parsed.success) return badRequest(c, parsed.error);
  const answer = await captureCheckout(c.env.DB, new SandboxGateway(c.env.DB), parsed.data.checkoutSessionId, tenant.siteId);
  if (!answer) return c.json({ error: "not_found", message: "No checkout session with this id on this site" }, 404);
  return c.json(answer);
});

// ---------- The paid order's reads: only for the guest whose email the order carries ----------
async function ownOrder(c: Context<ProviderEnv>, code: string | undefined) {
  const tenant = c.get("providerTenant");
  const db = c.env.DB;
  const guest = await guestOfRequest(db, c.req.header(ACCESS_TOKEN_HEADER), tenant.siteId);
  const checked = reservationCodeSchema.safeParse(code);
  if (!guest || !checked.success) return null;
  const stored = await readOrder(db, checked.data, tenant.siteId);
  if (!stored || stored.order.guest.email.toLowerCase() !== guest.email.toLowerCase()) return null;
  return stored.order;
}

paymentsRouter.get("/booking-details/:code", async (c) => {
  const code = c.req.param("code");
  const checked = reservationCodeSchema.safeParse(code);
  if (!checked.success) return invalid(c, issuesOf(checked.error).map((i) => ({ ...i, field: "code" })));
  const order = await ownOrder(c, code);
  return order ? c.json(order) : unauthorized(c);
});

paymentsRouter.get("/generate-ticket-pdf", async (c) => {
  const code = c.req.header("booking-reference");
  const checked = reservationCodeSchema.safeParse(code);
  if (!checked.success) return invalid(c, issuesOf(checked.error).map((i) => ({ ...i, field: "booking-reference" })));
  const order = await ownOrder(c, code);
  if (!order) return unauthorized(c);
  const tenant = c.get("providerTenant");
  const bytes = await renderTicketPdf({
    order,
    siteName: tenant.name,
    locale: c.get("providerLocale"),
    decimals: tenant.decimals,
    timeZone: tenant.timeZone,
  });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="tickets-${order.reservation_code}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
});

paymentsRouter.get("/invoice", async (c) => {
  const code = c.req.query("reservationCode");
  const lang = c.req.query("lang");
  const issues: FieldIssue[] = [];
  if (!reservationCodeSchema.safeParse(code).success) {
    issues.push({ field: "reservationCode", rule: "reservation_code", message: "a reservation code is like SKD-7K2Q9M4XPA" });
  }
  if (lang !== undefined && lang !== "en" && lang !== "ar") issues.push({ field: "lang", rule: "locale", message: "lang must be en or ar" });
  if (issues.length) return invalid(c, issues);
  const order = await ownOrder(c, code);
  if (!order) return unauthorized(c);
  const locale: Locale = lang === "en" || lang === "ar" ? lang : order.locale;
  c.header("cache-control", "private, no-store");
  return c.html(invoiceHtml(order, c.get("providerTenant"), locale));
});

paymentsRouter.post("/search-booking", async (c) => {
  const tenant = c.get("providerTenant");
  const body = await jsonBodyOf(c);
  if (!body.ok) return invalid(c, [body.issue]);
  const parsed = findBookingRequestSchema.safeParse(body.value);
  if (!parsed.success) return badRequest(c, parsed.error);
  const db = c.env.DB;
  const stored = await readOrder(db, parsed.data.reservationCode, tenant.siteId);
  // The same answer whether the code or the email is wrong, so codes cannot be probed by email.
  if (!stored || stored.order.guest.email.toLowerCase() !== parsed.data.email.toLowerCase()) {
    return c.json({ error: "not_found", message: say(c.get("providerLocale"), "bookingNotFound") }, 404);
  }
  const { guest } = stored.order;
  const token = await issueFoundBookingToken(db, tenant.siteId, {
    email: guest.email,
    title: guest.title,
    firstName: guest.firstName,
    lastName: guest.lastName,
    mobile: guest.mobile,
    ...stored.guestExtra,
  });
  return c.json({ reservation_code: stored.order.reservation_code, token });
});
