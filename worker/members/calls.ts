// The member calls as the provider seam offers them (content-and-account §7 account calls): answered by the
// embedded provider (./embedded.ts) or an upstream over HTTP (worker/provider/upstream-members.ts), each with the
// member's access token as a bearer token.
import type { ApplyInfoRequest } from "../../shared/contract/member-schemas";
import type { JsonAnswer } from "../orders/answers";

export interface MemberCalls {
  userDetails(): Promise<JsonAnswer>;
  checkSession(): Promise<JsonAnswer>;
  userInfo(email: string): Promise<JsonAnswer>;
  applyInfo(input: ApplyInfoRequest): Promise<JsonAnswer>;
  orders(): Promise<JsonAnswer>;
  shareBalance(): Promise<JsonAnswer>;
}
