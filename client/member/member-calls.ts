// The member calls of content-and-account §7 (user details, user information and its change, the member's orders)
// made through client/api/api.ts with the member contract's schemas. The session cookie travels by itself (same
// origin); no guest token. Loaded by the account pages and the checkout only: the schema library comes with their first call.
import { MEMBER_PATHS } from "../../shared/contract/members";
import type { ApplyInfoRequest, MemberInformation, MemberOrder, ShareBalance } from "../../shared/contract/member-schemas";
import { type CallResult, type Caller, callProvider } from "../api/api";
import { schemasOf } from "../api/lazy-schemas";

/** The member contract's answer schemas load with the first member call, beside its request (docs/decisions/028). */
const schema = schemasOf(() => import("../../shared/contract/member-schemas"));

/** A member call never carries the guest token: the member's session is the proof. */
const asMember = (caller: Caller): Caller => ({ tenant: caller.tenant, locale: caller.locale, token: null });

/** The member's information (names, title, birth date, nationality, residence, mobile, share), by their e-mail. */
export async function fetchMemberInformation(caller: Caller, email: string): Promise<CallResult<MemberInformation>> {
  const answer = await callProvider(asMember(caller), MEMBER_PATHS.userInfo, schema("userInfoAnswerSchema"), { method: "POST", body: { email } });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

/** Saves the member's information; the answer is the information as saved, or a 400 naming the fields. */
export async function applyMemberInformation(caller: Caller, request: ApplyInfoRequest): Promise<CallResult<MemberInformation>> {
  const answer = await callProvider(asMember(caller), MEMBER_PATHS.applyInfo, schema("userInfoAnswerSchema"), { method: "POST", body: request });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

/** The member's bookings, upcoming first (soonest first), then past ones. */
export async function fetchMemberOrders(caller: Caller): Promise<CallResult<MemberOrder[]>> {
  const answer = await callProvider(asMember(caller), MEMBER_PATHS.orders, schema("memberOrdersAnswerSchema"));
  return answer.ok ? { ...answer, data: answer.data.data.orders } : answer;
}

/** A share member's points balance (only share members on SHARE sites get an answer). */
export function fetchShareBalance(caller: Caller): Promise<CallResult<ShareBalance>> {
  return callProvider(asMember(caller), MEMBER_PATHS.shareBalance, schema("shareBalanceAnswerSchema"));
}
