// The SHARE calls the account and checkout pages make (content-and-account §7 Loyalty; docs/decisions/012) through
// client/api/api.ts with the contract's schemas: the points history (10 a page, with the booking's lines, the site's
// sponsor and the cursor of the page before), joining SHARE, and the simulation. Member calls carry the session cookie.
import { SHARE_PATHS, SHARE_TRANSACTIONS_PAGE_SIZE } from "../../shared/contract/share";
import {
  type ShareOptIn,
  type ShareSimulateRequest,
  type ShareSimulation,
  type ShareTransactionsPage,
  shareOptInAnswerSchema,
  shareSimulateAnswerSchema,
  shareTransactionsAnswerSchema,
} from "../../shared/contract/share-schemas";
import type { Tenant } from "../../shared/tenant";
import { type CallResult, type Caller, callProvider } from "../api/api";

type ShareCaller = Pick<Caller, "locale"> & { tenant: Tenant };
const asMember = (caller: ShareCaller): Caller => ({ tenant: caller.tenant, locale: caller.locale, token: null });

/** One page of the member's points history, newest first; `cursor` is the page before's next_cursor. */
export async function fetchShareTransactions(caller: ShareCaller, cursor: string | null): Promise<CallResult<ShareTransactionsPage>> {
  const answer = await callProvider(asMember(caller), SHARE_PATHS.transactions, shareTransactionsAnswerSchema, {
    query: {
      page_size: SHARE_TRANSACTIONS_PAGE_SIZE,
      show_sku: "true",
      sponsor_id: caller.tenant.loyaltySponsorId,
      ...(cursor ? { cursor } : {}),
    },
  });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

/** Joins SHARE with the member's own e-mail on the site's sponsor (harmless when already a member). */
export async function optInShare(caller: ShareCaller, email: string): Promise<CallResult<ShareOptIn>> {
  const answer = await callProvider(asMember(caller), SHARE_PATHS.optIn, shareOptInAnswerSchema, {
    method: "POST",
    query: { email, sponsor_id: caller.tenant.loyaltySponsorId },
  });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

/** What paying `pay_in_amount` of `trx_amount` by card would earn, and what the rest in points would cost (SHARE members). */
export async function simulateShare(caller: ShareCaller, request: ShareSimulateRequest): Promise<CallResult<ShareSimulation>> {
  const answer = await callProvider(asMember(caller), SHARE_PATHS.simulate, shareSimulateAnswerSchema, { method: "POST", body: request });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}
