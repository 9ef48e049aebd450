// The member's own reads of a page rendered on the server (the dashboard, the bookings, the personal details): the
// same member calls as the browser's, through the same member edge and provider seam, with the session the request
// opened once (worker/auth/pages.ts). An answer that is not the data (a refusal, an outage, a malformed upstream)
// reads as null and the page offers another try in the browser.
import type { Context } from "hono";
import { memberInformationSchema, memberOrdersAnswerSchema } from "../../shared/contract/member-schemas";
import type { MemberReader } from "../../shared/request-context";
import { callAs } from "../auth/member-edge";
import type { AppEnv } from "../env";
import type { JsonAnswer } from "../orders/answers";
import type { Clock, ProviderEnv } from "../provider/env";
import { memberCallsFor } from "../provider/member-routes";
import { orderContextOf } from "../provider/order-routes";
import type { MemberCalls } from "./calls";

/** The member reads of a page request, or null for a guest or a path outside the sites. */
export function memberReaderFor(c: Context<AppEnv>, clock: Clock): MemberReader | null {
  const location = c.get("location");
  const session = c.get("memberSession");
  if (!location || !session) return null;
  // The member edge reads the request's site and language as the provider router sets them.
  const provider = c as unknown as Context<ProviderEnv>;
  provider.set("providerTenant", location.tenant);
  provider.set("providerLocale", location.locale);
  const run = async (call: (calls: MemberCalls) => Promise<JsonAnswer>): Promise<unknown> => {
    const answer = await callAs(provider, clock, (bearer) => orderContextOf(provider, clock, bearer), (ctx) => call(memberCallsFor(ctx)));
    return answer.status === 200 ? answer.body : null;
  };
  return {
    async orders() {
      const parsed = memberOrdersAnswerSchema.safeParse(await run((calls) => calls.orders()));
      return parsed.success ? parsed.data.data.orders : null;
    },
    async information() {
      const body = await run((calls) => calls.userInfo(session.member.email));
      const parsed = memberInformationSchema.safeParse((body as { data?: unknown } | null)?.data);
      return parsed.success ? parsed.data : null;
    },
  };
}
