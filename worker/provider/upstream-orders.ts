// The order calls answered by an upstream provider (PROVIDER_API_URL): the same paths, headers and bodies as the
// contract of shared/contract, each answer checked with the shared schema of its status before it is passed on.
// A relative page address in an answer (the hosted payment page) is made absolute on the upstream's origin, and
// the return page sent upstream is made absolute on this shop's origin, so the guest moves between the two.
import { z } from "zod";
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  BOOKING_REFERENCE_HEADER,
  CART_SECRET_HEADER,
  CHECK_OPERATION,
  OPERATION_HEADER,
  ORDER_PATHS,
  PAYMENT_TYPE_HEADER,
} from "../../shared/contract/orders";
import {
  addOnsAnswerSchema,
  bankOffersAnswerSchema,
  captureAnswerSchema,
  checkBasketSuccessSchema,
  checkoutAnswerSchema,
  checkoutTokenAnswerSchema,
  extendSessionAnswerSchema,
  fazaaAnswerSchema,
  findBookingAnswerSchema,
  guestTokenAnswerSchema,
  invalidRequestSchema,
  orderErrorAnswerSchema,
  orderSchema,
  releaseCartAnswerSchema,
} from "../../shared/contract/order-schemas";
import { type JsonAnswer, refusal } from "../orders/answers";
import type { OrderCalls } from "../orders/calls";
import type { OrderContext } from "../orders/context";
import { guestApiKeyOf } from "../orders/embedded";
import { ProviderUnavailableError, type UpstreamRequest, upstreamBase, upstreamFetch, upstreamJson } from "./upstream";

const notFoundSchema = z.object({ error: z.literal("not_found"), message: z.string().optional() });

/** Statuses an upstream may refuse with, each with the shape it must have. */
const REFUSAL_SCHEMAS: Record<number, z.ZodType> = {
  400: invalidRequestSchema,
  401: orderErrorAnswerSchema,
  403: orderErrorAnswerSchema,
  404: orderErrorAnswerSchema.or(notFoundSchema),
  409: orderErrorAnswerSchema,
  422: orderErrorAnswerSchema,
  429: orderErrorAnswerSchema,
};

/** The caller's proofs as the upstream takes them: guest token, cart secret, and a member's bearer token. */
export function upstreamProofs(ctx: OrderContext): Record<string, string | null> {
  return { [ACCESS_TOKEN_HEADER]: ctx.guestToken, [CART_SECRET_HEADER]: ctx.cartSecret, authorization: ctx.bearer ? `Bearer ${ctx.bearer}` : null };
}

/** The headers of an upstream answer passed on: Retry-After, and a rejected token's challenge (the shop then refreshes). */
export function answerHeadersOf(response: Response): { headers?: Record<string, string> } {
  const headers: Record<string, string> = {};
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter) headers["Retry-After"] = retryAfter;
  const challenge = response.headers.get("www-authenticate");
  if (challenge) headers["WWW-Authenticate"] = challenge;
  return Object.keys(headers).length ? { headers } : {};
}

export function upstreamOrders(ctx: OrderContext): OrderCalls {
  const { env, tenant, locale } = ctx;
  const base = upstreamBase(env)!;
  const upstreamOrigin = new URL(base).origin;
  const proofs = upstreamProofs(ctx);

  async function call(request: UpstreamRequest, success: z.ZodType): Promise<JsonAnswer> {
    const response = await upstreamFetch(env, tenant, locale, { ...request, headers: { ...proofs, ...request.headers } });
    const schema = response.status === 200 ? success : REFUSAL_SCHEMAS[response.status];
    if (!schema) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${request.path}`);
    const body = await upstreamJson(response, schema, request.path);
    return { status: response.status, body, ...answerHeadersOf(response) };
  }

  /** A page address of the upstream, absolute. */
  const onUpstream = (url: string | null) => (url === null ? null : new URL(url, upstreamOrigin).href);

  async function file(path: string, headers: Record<string, string>, contentType: RegExp) {
    const response = await upstreamFetch(env, tenant, locale, { method: "GET", path, headers: { ...proofs, ...headers } });
    if (response.status !== 200) {
      const schema = REFUSAL_SCHEMAS[response.status];
      if (!schema) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${path}`);
      return { status: response.status, body: await upstreamJson(response, schema, path), ...answerHeadersOf(response) };
    }
    const type = response.headers.get("content-type") ?? "";
    if (!contentType.test(type)) throw new ProviderUnavailableError(`the provider answered ${type} for ${path}`);
    const disposition = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
    return { status: 200 as const, file: new Uint8Array(await response.arrayBuffer()), contentType: type, ...(disposition ? { fileName: disposition[1] } : {}) };
  }

  return {
    // The web shop's key is checked here as the embedded provider checks it, then the shop's own key goes upstream.
    generateToken: async (input, apiKey) =>
      apiKey !== guestApiKeyOf(env)
        ? refusal("accessDenied", locale)
        : call({ method: "POST", path: ORDER_PATHS.generateToken, body: input, headers: { [API_KEY_HEADER]: guestApiKeyOf(env) } }, guestTokenAnswerSchema),
    async checkBasket(input, mode) {
      // Over the reserve limit (counted at this edge), nothing goes upstream.
      const limited = await ctx.reserveLimit;
      if (limited) return limited;
      const path = `${ORDER_PATHS.checkBasket}?${new URLSearchParams({ location: tenant.locationCode })}`;
      const answer = await call({ method: "POST", path, body: input, headers: mode === "check" ? { [OPERATION_HEADER]: CHECK_OPERATION } : {} }, checkBasketSuccessSchema);
      if (answer.status !== 200) return answer;
      const body = answer.body as z.infer<typeof checkBasketSuccessSchema>;
      return { ...answer, body: { ...body, tabbyWebUrl: onUpstream(body.tabbyWebUrl), tamaraHrefUrl: onUpstream(body.tamaraHrefUrl) } };
    },
    extendSession: (cartId) => call({ method: "POST", path: ORDER_PATHS.extendSession, body: { cartId } }, extendSessionAnswerSchema),
    releaseCart: (cartId) => call({ method: "POST", path: ORDER_PATHS.releaseCart, body: { cartId } }, releaseCartAnswerSchema),
    addOns: (cardId) => call({ method: "GET", path: `${ORDER_PATHS.addOns}?${new URLSearchParams({ cardId: String(cardId), Lang: locale })}` }, addOnsAnswerSchema),
    bankOffers: (query) =>
      call({ method: "GET", path: `${ORDER_PATHS.bankOffers}?${new URLSearchParams({ ...query, ids: query.ids ?? "", Lang: locale })}` }, bankOffersAnswerSchema),
    fazaaOffers: () => call({ method: "GET", path: `${ORDER_PATHS.fazaa}?Lang=${locale}` }, fazaaAnswerSchema),
    checkoutToken: (paymentType) =>
      call(
        { method: "POST", path: `${ORDER_PATHS.checkoutToken}?${new URLSearchParams({ location: tenant.locationCode })}`, headers: { [PAYMENT_TYPE_HEADER]: paymentType } },
        checkoutTokenAnswerSchema,
      ),
    async checkout(input, paymentType) {
      const returnUrl = new URL(input.returnUrl, ctx.origin).href;
      const answer = await call(
        { method: "POST", path: ORDER_PATHS.checkout, body: { ...input, returnUrl }, headers: { [PAYMENT_TYPE_HEADER]: paymentType } },
        checkoutAnswerSchema,
      );
      if (answer.status !== 200) return answer;
      const body = answer.body as z.infer<typeof checkoutAnswerSchema>;
      return { ...answer, body: { ...body, redirectUrl: onUpstream(body.redirectUrl) } };
    },
    capture: (checkoutSessionId) => call({ method: "POST", path: ORDER_PATHS.capture, body: { checkoutSessionId } }, captureAnswerSchema),
    bookingDetails: (code) => call({ method: "GET", path: `${ORDER_PATHS.bookingDetails(code)}?isGuest=true&Lang=${locale}` }, orderSchema),
    ticketPdf: (code) => file(`${ORDER_PATHS.ticketPdf}?Lang=${locale}`, { [BOOKING_REFERENCE_HEADER]: code }, /^application\/pdf/),
    invoice: (code, lang) =>
      file(`${ORDER_PATHS.invoice}?${new URLSearchParams({ reservationCode: code, ...(lang ? { lang } : {}), Lang: locale })}`, {}, /^text\/html/),
    searchBooking: (code, email) => call({ method: "POST", path: ORDER_PATHS.searchBooking, body: { reservationCode: code, email } }, findBookingAnswerSchema),
  };
}
