// Who goes with which ticket, under /api/provider (docs/decisions/014): POST order/assign-guests, GET
// order-guests/{orderId} and POST quick-guest-user, each run as the caller through the member edge (bearer, refresh,
// sign-out), its input checked by the contract's schemas, never cached; answered by the embedded provider or, with
// PROVIDER_API_URL, by the upstream at the same paths, its answers checked with the same schemas.
import { type Context, Hono } from "hono";
import type { z } from "zod";
import {
  ORDER_GUEST_PATHS,
  assignGuestsRequestSchema,
  orderGuestRefusalSchema,
  orderGuestsAnswerSchema,
  orderIdParamSchema,
  orderNotFoundSchema,
  quickGuestAnswerSchema,
  quickGuestRequestSchema,
} from "../../shared/contract/order-guests";
import { invalidRequestSchema, orderErrorAnswerSchema } from "../../shared/contract/order-schemas";
import { callAs } from "../auth/member-edge";
import { type OrderGuestCalls, embeddedOrderGuests } from "../members/order-guests";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { valid } from "../validation";
import type { Clock, ProviderEnv } from "./env";
import { PERSONAL_CACHE_CONTROL, orderContextOf } from "./order-routes";
import { ProviderUnavailableError, type UpstreamRequest, upstreamBase, upstreamFetch, upstreamJson } from "./upstream";
import { answerHeadersOf, upstreamProofs } from "./upstream-orders";

const REFUSAL_SCHEMAS: Record<number, z.ZodType> = {
  400: invalidRequestSchema,
  401: orderErrorAnswerSchema,
  403: orderErrorAnswerSchema,
  404: orderNotFoundSchema,
  422: orderGuestRefusalSchema,
};

/** The upstream's answers at the contract's paths, with the member's bearer token. */
export function upstreamOrderGuests(ctx: OrderContext): OrderGuestCalls {
  const proofs = upstreamProofs(ctx);
  const call = async (request: UpstreamRequest, success: z.ZodType): Promise<JsonAnswer> => {
    const response = await upstreamFetch(ctx.env, ctx.tenant, ctx.locale, { ...request, headers: { ...proofs, ...request.headers } });
    const schema = response.status === 200 ? success : REFUSAL_SCHEMAS[response.status];
    if (!schema) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${request.path}`);
    return { status: response.status, body: await upstreamJson(response, schema, request.path), ...answerHeadersOf(response) };
  };
  return {
    assignGuests: (input) => call({ method: "POST", path: ORDER_GUEST_PATHS.assignGuests, body: input }, orderGuestsAnswerSchema),
    orderGuests: (orderId) => call({ method: "GET", path: `${ORDER_GUEST_PATHS.orderGuests(orderId)}?Lang=${ctx.locale}` }, orderGuestsAnswerSchema),
    quickGuest: (input) => call({ method: "POST", path: ORDER_GUEST_PATHS.quickGuest, body: input }, quickGuestAnswerSchema),
  };
}

/** The provider seam of the ticket holder calls. */
export function orderGuestCallsFor(ctx: OrderContext): OrderGuestCalls {
  return upstreamBase(ctx.env) ? upstreamOrderGuests(ctx) : embeddedOrderGuests(ctx);
}

const ORDER_GUESTS_ROUTE = "/order-guests/:orderId";

export function createOrderGuestRoutes(clock: Clock): Hono<ProviderEnv> {
  const router = new Hono<ProviderEnv>();
  for (const path of [ORDER_GUEST_PATHS.assignGuests, ORDER_GUEST_PATHS.quickGuest, ORDER_GUESTS_ROUTE]) {
    router.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    });
  }
  const run = (c: Context<ProviderEnv>, call: (calls: OrderGuestCalls) => Promise<JsonAnswer>) =>
    callAs(c, clock, (bearer) => orderContextOf(c, clock, bearer), (ctx) => call(orderGuestCallsFor(ctx)));
  const respond = (c: Context<ProviderEnv>, answer: JsonAnswer) => c.json(answer.body as object, answer.status as 200, answer.headers);

  router.post(ORDER_GUEST_PATHS.assignGuests, valid("json", assignGuestsRequestSchema), async (c) =>
    respond(c, await run(c, (calls) => calls.assignGuests(c.req.valid("json")))),
  );
  router.get(ORDER_GUESTS_ROUTE, valid("param", orderIdParamSchema), async (c) => respond(c, await run(c, (calls) => calls.orderGuests(c.req.valid("param").orderId))));
  router.post(ORDER_GUEST_PATHS.quickGuest, valid("json", quickGuestRequestSchema), async (c) => respond(c, await run(c, (calls) => calls.quickGuest(c.req.valid("json")))));
  return router;
}
