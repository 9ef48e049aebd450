// The SHARE calls as the provider seam offers them (content-and-account §6, §7; docs/decisions/012): answered by the
// embedded provider (./share-embedded.ts) or an upstream over HTTP (worker/provider/upstream-share.ts), each with the
// member's access token as a bearer token. The shop's edge has checked the input (and the site's sponsor) already.
import type { ShareSimulateRequest } from "../../shared/contract/share-schemas";
import type { JsonAnswer } from "../orders/answers";

export interface ShareTransactionsInput {
  pageSize: number;
  showSku: boolean;
  sponsorId: string;
  cursor: string | undefined;
}

export interface ShareCalls {
  transactions(input: ShareTransactionsInput): Promise<JsonAnswer>;
  optIn(email: string, sponsorId: string): Promise<JsonAnswer>;
  simulate(input: ShareSimulateRequest): Promise<JsonAnswer>;
}
