// The member calls answered by an upstream provider (PROVIDER_API_URL): the contract's paths with the member's
// bearer token, each answer checked with the shared schema of its status before it is passed on.
import { z } from "zod";
import { MEMBER_PATHS } from "../../shared/contract/members";
import { checkSessionAnswerSchema, memberOrdersAnswerSchema, shareBalanceAnswerSchema, userDetailsAnswerSchema, userInfoAnswerSchema } from "../../shared/contract/member-schemas";
import { invalidRequestSchema, orderErrorAnswerSchema } from "../../shared/contract/order-schemas";
import type { MemberCalls } from "../members/calls";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { ProviderUnavailableError, type UpstreamRequest, upstreamFetch, upstreamJson } from "./upstream";
import { answerHeadersOf, upstreamProofs } from "./upstream-orders";

const notShareMemberSchema = z.object({ error: z.literal("not_a_share_member"), message: z.string().optional() });
const REFUSAL_SCHEMAS: Record<number, z.ZodType> = { 400: invalidRequestSchema, 401: orderErrorAnswerSchema, 403: orderErrorAnswerSchema, 404: notShareMemberSchema };

export function upstreamMembers(ctx: OrderContext): MemberCalls {
  const proofs = upstreamProofs(ctx);
  async function call(request: UpstreamRequest, success: z.ZodType): Promise<JsonAnswer> {
    const response = await upstreamFetch(ctx.env, ctx.tenant, ctx.locale, { ...request, headers: { ...proofs, ...request.headers } });
    const schema = response.status === 200 ? success : REFUSAL_SCHEMAS[response.status];
    if (!schema) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${request.path}`);
    return { status: response.status, body: await upstreamJson(response, schema, request.path), ...answerHeadersOf(response) };
  }
  return {
    userDetails: () => call({ method: "GET", path: `${MEMBER_PATHS.userDetails}?Lang=${ctx.locale}` }, userDetailsAnswerSchema),
    checkSession: () => call({ method: "POST", path: MEMBER_PATHS.checkSession, body: {} }, checkSessionAnswerSchema),
    userInfo: (email) => call({ method: "POST", path: MEMBER_PATHS.userInfo, body: { email } }, userInfoAnswerSchema),
    applyInfo: (input) => call({ method: "POST", path: MEMBER_PATHS.applyInfo, body: input }, userInfoAnswerSchema),
    orders: () => call({ method: "GET", path: `${MEMBER_PATHS.orders}?Lang=${ctx.locale}` }, memberOrdersAnswerSchema),
    shareBalance: () => call({ method: "GET", path: `${MEMBER_PATHS.shareBalance}?Lang=${ctx.locale}` }, shareBalanceAnswerSchema),
  };
}
