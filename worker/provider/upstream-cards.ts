// The saved-card calls answered by an upstream provider (PROVIDER_API_URL): the contract's paths and methods with the
// member's bearer token, each answer checked with the shared schema of its status before it is passed on. The shop
// names its own payments page as the return page, so the upstream's gateway sends the member back here.
import { z } from "zod";
import {
  CARD_PATHS,
  PAYMENTS_PAGE,
  cardRefusalSchema,
  cardsListAnswerSchema,
  savedCardAnswerSchema,
  startTokenisationAnswerSchema,
} from "../../shared/contract/cards";
import { invalidRequestSchema, orderErrorAnswerSchema } from "../../shared/contract/order-schemas";
import type { CardCalls } from "../members/cards-calls";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { ProviderUnavailableError, type UpstreamRequest, upstreamFetch, upstreamJson } from "./upstream";
import { answerHeadersOf, upstreamProofs } from "./upstream-orders";

const REFUSAL_SCHEMAS: Record<number, z.ZodType> = {
  400: invalidRequestSchema,
  401: orderErrorAnswerSchema,
  403: orderErrorAnswerSchema,
  404: cardRefusalSchema,
  409: cardRefusalSchema,
  422: cardRefusalSchema,
  429: cardRefusalSchema,
};

export function upstreamCards(ctx: OrderContext): CardCalls {
  const proofs = upstreamProofs(ctx);
  const call = async (request: UpstreamRequest, success: z.ZodType): Promise<JsonAnswer> => {
    const response = await upstreamFetch(ctx.env, ctx.tenant, ctx.locale, { ...request, headers: { ...proofs, ...request.headers } });
    const schema = response.status === 200 ? success : REFUSAL_SCHEMAS[response.status];
    if (!schema) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${request.path}`);
    return { status: response.status, body: await upstreamJson(response, schema, request.path), ...answerHeadersOf(response) };
  };
  const lang = `Lang=${ctx.locale}`;
  return {
    startTokenisation: (input) =>
      call(
        { method: "POST", path: CARD_PATHS.startTokenisation, body: { returnUrl: input.returnUrl ?? `${ctx.origin}${ctx.tenant.prefixes[ctx.locale]}/${PAYMENTS_PAGE}` } },
        startTokenisationAnswerSchema,
      ),
    addCard: (input) => call({ method: "POST", path: CARD_PATHS.addCard, body: input }, savedCardAnswerSchema),
    list: () => call({ method: "GET", path: `${CARD_PATHS.list}?${lang}` }, cardsListAnswerSchema),
    markDefault: (id) => call({ method: "PUT", path: CARD_PATHS.markDefault(id) }, cardsListAnswerSchema),
    remove: (id) => call({ method: "DELETE", path: CARD_PATHS.remove(id) }, cardsListAnswerSchema),
    messageStatus: (input) => call({ method: "POST", path: CARD_PATHS.messageStatus, body: input }, savedCardAnswerSchema),
  };
}
