// The SHARE calls answered by an upstream provider (PROVIDER_API_URL): the contract's paths and queries with the
// member's bearer token, each answer checked with the shared schema of its status before it is passed on.
import { z } from "zod";
import { invalidRequestSchema, orderErrorAnswerSchema } from "../../shared/contract/order-schemas";
import { SHARE_PATHS } from "../../shared/contract/share";
import { shareNotFoundSchema, shareOptInAnswerSchema, shareSimulateAnswerSchema, shareTransactionsAnswerSchema } from "../../shared/contract/share-schemas";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import type { ShareCalls } from "../members/share-calls";
import { ProviderUnavailableError, type UpstreamRequest, upstreamFetch, upstreamJson } from "./upstream";
import { answerHeadersOf, upstreamProofs } from "./upstream-orders";

const REFUSAL_SCHEMAS: Record<number, z.ZodType> = { 400: invalidRequestSchema, 401: orderErrorAnswerSchema, 403: orderErrorAnswerSchema, 404: shareNotFoundSchema };

export function upstreamShare(ctx: OrderContext): ShareCalls {
  const proofs = upstreamProofs(ctx);
  async function call(request: UpstreamRequest, success: z.ZodType): Promise<JsonAnswer> {
    const response = await upstreamFetch(ctx.env, ctx.tenant, ctx.locale, { ...request, headers: { ...proofs, ...request.headers } });
    const schema = response.status === 200 ? success : REFUSAL_SCHEMAS[response.status];
    if (!schema) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${request.path}`);
    return { status: response.status, body: await upstreamJson(response, schema, request.path), ...answerHeadersOf(response) };
  }
  return {
    transactions: (input) => {
      const query = new URLSearchParams({ page_size: String(input.pageSize), show_sku: String(input.showSku), sponsor_id: input.sponsorId, Lang: ctx.locale });
      if (input.cursor !== undefined) query.set("cursor", input.cursor);
      return call({ method: "GET", path: `${SHARE_PATHS.transactions}?${query}` }, shareTransactionsAnswerSchema);
    },
    optIn: (email, sponsorId) =>
      call({ method: "POST", path: `${SHARE_PATHS.optIn}?${new URLSearchParams({ email, sponsor_id: sponsorId })}` }, shareOptInAnswerSchema),
    simulate: (input) => call({ method: "POST", path: SHARE_PATHS.simulate, body: input }, shareSimulateAnswerSchema),
  };
}
