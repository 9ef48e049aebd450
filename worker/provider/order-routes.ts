// The order calls under /api/provider (booking-and-checkout §7) at the shop's edge: each input checked with the
// contract's schema, per-client rate limits (reserve-mode checks, guest tokens, failed look-ups), the caller's
// proofs (guest token, cart secret) passed on, and the answer from the provider seam: the embedded ledger, or the
// upstream provider when PROVIDER_API_URL is set. Personal answers are never cached.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  BOOKING_REFERENCE_HEADER,
  CART_SECRET_HEADER,
  CHECK_OPERATION,
  CHECKOUT_PAYMENT_TYPES,
  OPERATION_HEADER,
  ORDER_PATHS,
  PAYMENT_TYPE_HEADER,
  WALLET_PAYMENT_TYPES,
} from "../../shared/contract/orders";
import {
  addOnsQuerySchema,
  bankOffersQuerySchema,
  captureRequestSchema,
  cartRequestSchema,
  checkBasketRequestSchema,
  checkoutRequestSchema,
  findBookingRequestSchema,
  guestTokenRequestSchema,
  invoiceQuerySchema,
  reservationCodeSchema,
} from "../../shared/contract/order-schemas";
import { type OrderAnswer, isFileAnswer, refusal } from "../orders/answers";
import type { OrderCalls } from "../orders/calls";
import type { OrderContext } from "../orders/context";
import { embeddedOrders } from "../orders/embedded";
import { callAs } from "../auth/member-edge";
import { RATE_RULES, type RateRule, clientKeyOf, takeEvent } from "../rate-limit";
import { invalidRequest, valid } from "../validation";
import type { Clock, ProviderEnv } from "./env";
import { upstreamBase } from "./upstream";
import { limitFailedLookups, limitGuesses, limitReserves, tooManyRequests } from "./lookup-limits";
import { upstreamOrders } from "./upstream-orders";
import { deliverConfirmation } from "../mail/outbox";
import { waitUntilOf } from "../observability/report";

/** Personal answers (orders, tokens, carts, PDFs, invoices) stay with the browser that asked, and not even there. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

type OrderContextOf = Context<ProviderEnv>;

/** The caller of an order call: site, language, time, client, shop origin and the proofs the request carries. */
export function orderContextOf(c: OrderContextOf, clock: Clock, bearer: string | null = null): OrderContext {
  return {
    bearer,
    env: c.env,
    tenant: c.get("providerTenant"),
    locale: c.get("providerLocale"),
    now: clock(),
    client: clientKeyOf(c.req.raw.headers),
    origin: new URL(c.req.url).origin,
    guestToken: c.req.header(ACCESS_TOKEN_HEADER)?.trim() || null,
    cartSecret: c.req.header(CART_SECRET_HEADER)?.trim() || null,
    reserveLimit: c.get("reserveLimit"),
  };
}

/** The provider seam of the order calls: the upstream when one is configured, else the embedded ledger. */
export function orderCallsFor(ctx: OrderContext): OrderCalls {
  return upstreamBase(ctx.env) ? upstreamOrders(ctx) : embeddedOrders(ctx);
}

function respond(c: OrderContextOf, answer: OrderAnswer): Response {
  const headers: Record<string, string> = { "Cache-Control": PERSONAL_CACHE_CONTROL };
  if (isFileAnswer(answer)) {
    headers["content-type"] = answer.contentType;
    if (answer.fileName) headers["content-disposition"] = `attachment; filename="${answer.fileName}"`;
    return c.body(typeof answer.file === "string" ? answer.file : answer.file.slice().buffer, 200, headers);
  }
  return c.json(answer.body as object, answer.status as 200, { ...headers, ...answer.headers });
}

/** Every request counts against the rule, per client address; over it, 429 with Retry-After and a message in the call's language. */
function limitEvery(rule: RateRule, clock: Clock): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    const taken = await takeEvent(c.env, rule, clientKeyOf(c.req.raw.headers), clock().getTime());
    if (!taken.ok) return tooManyRequests(c, taken.retryAfter);
    await next();
  };
}

/** The location query must be this site's location code (booking-and-checkout §1). */
const siteLocation: MiddlewareHandler<ProviderEnv> = async (c, next) => {
  const tenant = c.get("providerTenant");
  if (c.req.query("location") !== tenant.locationCode) {
    return invalidRequest(c, [{ field: "location", rule: "one_of", message: `location must be ${tenant.locationCode} for this site` }]);
  }
  await next();
};

const gatewayTypeHeader = z.object({
  [PAYMENT_TYPE_HEADER]: z.enum(CHECKOUT_PAYMENT_TYPES, { message: `Payment-Type must be one of ${CHECKOUT_PAYMENT_TYPES.join(", ")}` }),
});
const walletTypeHeader = z.object({
  [PAYMENT_TYPE_HEADER]: z.enum(WALLET_PAYMENT_TYPES, { message: `Payment-Type must be one of ${WALLET_PAYMENT_TYPES.join(", ")}` }),
});
const bookingReferenceHeader = z.object({ [BOOKING_REFERENCE_HEADER]: reservationCodeSchema });
const codeParam = z.object({ code: reservationCodeSchema });
/** ORDER_PATHS.bookingDetails as a route. */
const BOOKING_DETAILS_ROUTE = "/booking-details/:code";

const isReserveMode = (c: OrderContextOf) => c.req.header(OPERATION_HEADER)?.toLowerCase() !== CHECK_OPERATION;

export function createOrderRoutes(clock: Clock): Hono<ProviderEnv> {
  const router = new Hono<ProviderEnv>();
  // Every answer of these calls, refusals and bad input included, stays out of every cache.
  const personal: MiddlewareHandler<ProviderEnv> = async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  };
  for (const path of Object.values(ORDER_PATHS)) router.use(typeof path === "string" ? path : BOOKING_DETAILS_ROUTE, personal);
  /** Runs an order call as the request's guest or signed-in member (the member edge: bearer, refresh, sign-out). */
  const orders = <A extends OrderAnswer>(c: OrderContextOf, run: (calls: OrderCalls) => Promise<A>) =>
    callAs(c, clock, (bearer) => orderContextOf(c, clock, bearer), (ctx) => run(orderCallsFor(ctx)));
  // Look-ups opened with a proof nobody can guess: a failure counts, a success is never refused (lookup-limits.ts).
  const failures = limitFailedLookups(clock);

  // ---------- Guest token ----------
  router.post(ORDER_PATHS.generateToken, valid("json", guestTokenRequestSchema), limitEvery(RATE_RULES.guestToken, clock), async (c) =>
    respond(c, await orders(c, (o) => o.generateToken(c.req.valid("json"), c.req.header(API_KEY_HEADER) ?? null))),
  );

  // ---------- Basket check ----------
  router.post(
    ORDER_PATHS.checkBasket,
    siteLocation,
    valid("json", checkBasketRequestSchema),
    limitReserves(clock),
    failures,
    async (c) => respond(c, await orders(c, (o) => o.checkBasket(c.req.valid("json"), isReserveMode(c) ? "reserve" : "check"))),
  );

  // ---------- Session ----------
  router.post(ORDER_PATHS.extendSession, valid("json", cartRequestSchema), failures, async (c) =>
    respond(c, await orders(c, (o) => o.extendSession(c.req.valid("json").cartId))),
  );
  router.post(ORDER_PATHS.releaseCart, valid("json", cartRequestSchema), failures, async (c) =>
    respond(c, await orders(c, (o) => o.releaseCart(c.req.valid("json").cartId))),
  );

  // ---------- Discounts and add-ons ----------
  router.get(ORDER_PATHS.bankOffers, valid("query", bankOffersQuerySchema), async (c) => respond(c, await orders(c, (o) => o.bankOffers(c.req.valid("query")))));
  router.get(ORDER_PATHS.fazaa, async (c) => respond(c, await orders(c, (o) => o.fazaaOffers())));
  router.get(ORDER_PATHS.addOns, valid("query", addOnsQuerySchema), async (c) => respond(c, await orders(c, (o) => o.addOns(c.req.valid("query").cardId))));

  // ---------- Checkout and capture ----------
  router.post(ORDER_PATHS.checkoutToken, siteLocation, valid("header", walletTypeHeader), async (c) =>
    respond(c, await orders(c, (o) => o.checkoutToken(c.req.valid("header")[PAYMENT_TYPE_HEADER]))),
  );
  router.post(ORDER_PATHS.checkout, valid("header", gatewayTypeHeader), valid("json", checkoutRequestSchema), failures, async (c) =>
    respond(c, await orders(c, (o) => o.checkout(c.req.valid("json"), c.req.valid("header")[PAYMENT_TYPE_HEADER]))),
  );
  router.post(ORDER_PATHS.capture, valid("json", captureRequestSchema), failures, async (c) => {
    const answer = await orders(c, (o) => o.capture(c.req.valid("json").checkoutSessionId));
    // A paid order's confirmation e-mail leaves after the answer: the guest never waits for the mail server, and a
    // failure leaves it in the outbox for the scheduled handler (worker/mail/outbox.ts). Sent once, however many captures.
    const code = answer.status === 200 ? (answer.body as { status?: string; reservationCode?: string | null }).reservationCode : null;
    const waitUntil = waitUntilOf(c);
    if (code && waitUntil && !upstreamBase(c.env)) waitUntil(deliverConfirmation(c.env, code, clock()));
    return respond(c, answer);
  });

  // ---------- The paid order's reads ----------
  router.get(BOOKING_DETAILS_ROUTE, valid("param", codeParam), failures, async (c) => respond(c, await orders(c, (o) => o.bookingDetails(c.req.valid("param").code))));
  router.get(ORDER_PATHS.ticketPdf, valid("header", bookingReferenceHeader), failures, async (c) =>
    respond(c, await orders(c, (o) => o.ticketPdf(c.req.valid("header")[BOOKING_REFERENCE_HEADER]))),
  );
  router.get(ORDER_PATHS.invoice, valid("query", invoiceQuerySchema), failures, async (c) => {
    const query = c.req.valid("query");
    return respond(c, await orders(c, (o) => o.invoice(query.reservationCode, query.lang)));
  });
  // The e-mail of a reservation code can be guessed: each attempt counts before it is answered.
  router.post(ORDER_PATHS.searchBooking, valid("json", findBookingRequestSchema), limitGuesses(clock), async (c) => {
    const body = c.req.valid("json");
    return respond(c, await orders(c, (o) => o.searchBooking(body.reservationCode, body.email)));
  });
  return router;
}
