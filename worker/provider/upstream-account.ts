// The account calls answered by an upstream provider (PROVIDER_API_URL): the contract's paths with the member's
// bearer token, each answer checked with the shared schema of its status before it is passed on. The metadata
// documents are fetched without a token.
import { z } from "zod";
import { ACCOUNT_DOCUMENT_PATHS, ACCOUNT_PATHS } from "../../shared/contract/account";
import {
  allGearAnswerSchema,
  allWaiversAnswerSchema,
  dashboardAnswerSchema,
  exerciseAnswersAnswerSchema,
  gearAnswerSchema,
  gearDocumentSchema,
  passportAnswerSchema,
  personNotFoundSchema,
  primaryAndSubAccountsAnswerSchema,
  subAccountAnswerSchema,
  tooManySubAccountsSchema,
  vouchersAnswerSchema,
  waiverAnswerSchema,
  waiverDocumentSchema,
} from "../../shared/contract/account-schemas";
import { HOLDINGS_PATH, SUB_ACCOUNT_PATH, deletedSubAccountAnswerSchema, holdingsAnswerSchema } from "../../shared/contract/holdings";
import { SUB_ACCOUNT_LINK_PATH, linkAcceptAnswerSchema, linkInviteAnswerSchema, linkRefusalSchema } from "../../shared/contract/sub-account-link";
import { invalidRequestSchema, orderErrorAnswerSchema } from "../../shared/contract/order-schemas";
import type { AccountCalls, AccountDocuments } from "../members/account-calls";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { ProviderUnavailableError, type UpstreamRequest, upstreamFetch, upstreamJson } from "./upstream";
import { answerHeadersOf, upstreamProofs } from "./upstream-orders";

const REFUSAL_SCHEMAS: Record<number, z.ZodType> = {
  400: invalidRequestSchema,
  401: orderErrorAnswerSchema,
  403: orderErrorAnswerSchema,
  404: personNotFoundSchema,
  422: tooManySubAccountsSchema,
};

async function callUpstream(ctx: OrderContext, request: UpstreamRequest, success: z.ZodType, refusals: Record<number, z.ZodType>): Promise<JsonAnswer> {
  const response = await upstreamFetch(ctx.env, ctx.tenant, ctx.locale, request);
  const schema = response.status === 200 ? success : refusals[response.status];
  if (!schema) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${request.path}`);
  return { status: response.status, body: await upstreamJson(response, schema, request.path), ...answerHeadersOf(response) };
}

export function upstreamAccount(ctx: OrderContext): AccountCalls {
  const proofs = upstreamProofs(ctx);
  const call = (request: UpstreamRequest, success: z.ZodType) => callUpstream(ctx, { ...request, headers: { ...proofs, ...request.headers } }, success, REFUSAL_SCHEMAS);
  const lang = `Lang=${ctx.locale}`;
  return {
    createSubAccount: (input) => call({ method: "POST", path: ACCOUNT_PATHS.createSubAccount, body: input }, subAccountAnswerSchema),
    updateSubAccount: (input) => call({ method: "POST", path: ACCOUNT_PATHS.updateSubAccount, body: input }, subAccountAnswerSchema),
    deleteSubAccount: (id) => call({ method: "DELETE", path: SUB_ACCOUNT_PATH(id) }, deletedSubAccountAnswerSchema),
    linkSubAccount: (input) =>
      callUpstream(
        ctx,
        { method: "POST", path: SUB_ACCOUNT_LINK_PATH, body: input, headers: proofs },
        input.action === "invite" ? linkInviteAnswerSchema : linkAcceptAnswerSchema,
        { ...REFUSAL_SCHEMAS, 404: linkRefusalSchema, 409: linkRefusalSchema, 422: linkRefusalSchema },
      ),
    primaryAndSubAccounts: () => call({ method: "GET", path: `${ACCOUNT_PATHS.primaryAndSubAccounts}?${lang}` }, primaryAndSubAccountsAnswerSchema),
    saveGear: (input) => call({ method: "POST", path: ACCOUNT_PATHS.saveGear, body: input }, gearAnswerSchema),
    gearOf: (userId) => call({ method: "GET", path: `${ACCOUNT_PATHS.gearOf(userId)}?${lang}` }, gearAnswerSchema),
    allGear: () => call({ method: "GET", path: `${ACCOUNT_PATHS.allGear}?${lang}` }, allGearAnswerSchema),
    saveWaiver: (input) => call({ method: "POST", path: ACCOUNT_PATHS.saveWaiver, body: input }, waiverAnswerSchema),
    waiverOf: (userId) => call({ method: "GET", path: `${ACCOUNT_PATHS.waiverOf(userId)}?${lang}` }, waiverAnswerSchema),
    allWaivers: () => call({ method: "GET", path: `${ACCOUNT_PATHS.allWaivers}?${lang}` }, allWaiversAnswerSchema),
    skiPassport: (type, userId) =>
      call({ method: "GET", path: `${ACCOUNT_PATHS.skiPassport}?${new URLSearchParams({ type, userId, Lang: ctx.locale })}` }, passportAnswerSchema),
    exerciseAnswers: (input) => call({ method: "POST", path: ACCOUNT_PATHS.exerciseAnswers, body: input }, exerciseAnswersAnswerSchema),
    vouchers: () => call({ method: "GET", path: `${ACCOUNT_PATHS.vouchers}?${lang}` }, vouchersAnswerSchema),
    dashboard: () => call({ method: "GET", path: `${ACCOUNT_PATHS.dashboard}?${lang}` }, dashboardAnswerSchema),
    holdings: () => call({ method: "GET", path: `${HOLDINGS_PATH}?${lang}` }, holdingsAnswerSchema),
  };
}

export function upstreamAccountDocuments(ctx: OrderContext): AccountDocuments {
  // An unknown document is a 404 whatever the upstream's body says.
  const notFound: Record<number, z.ZodType> = { 404: z.unknown().transform(() => ({ error: "not_found" })) };
  const withVersion = (path: string, version: string | undefined) => (version ? `${path}?v=${version}` : path);
  return {
    gearMeta: (location, lang, version) =>
      callUpstream(ctx, { method: "GET", path: withVersion(ACCOUNT_DOCUMENT_PATHS.gearMeta(location, lang), version) }, gearDocumentSchema, notFound),
    waiverMeta: (location, lang, version) =>
      callUpstream(ctx, { method: "GET", path: withVersion(ACCOUNT_DOCUMENT_PATHS.waiverMeta(location, lang), version) }, waiverDocumentSchema, notFound),
  };
}
