// The member calls under /api/provider (content-and-account §7: user details, check session, user info, apply info,
// the member's orders) at the shop's edge: input checked with the contract's schemas, the caller's session turned
// into a bearer token by the member edge, and the answer from the provider seam. Never cached.
import { type Context, Hono } from "hono";
import { MEMBER_PATHS } from "../../shared/contract/members";
import { type MemberInformation, applyInfoRequestSchema, userInfoRequestSchema } from "../../shared/contract/member-schemas";
import { callAs } from "../auth/member-edge";
import { updateSessionMember } from "../auth/sessions";
import type { MemberCalls } from "../members/calls";
import { embeddedMembers } from "../members/embedded";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { valid } from "../validation";
import type { Clock, ProviderEnv } from "./env";
import { PERSONAL_CACHE_CONTROL, orderContextOf } from "./order-routes";
import { upstreamBase } from "./upstream";
import { upstreamMembers } from "./upstream-members";

/** The provider seam of the member calls: the upstream when one is configured, else the embedded provider. */
export function memberCallsFor(ctx: OrderContext): MemberCalls {
  return upstreamBase(ctx.env) ? upstreamMembers(ctx) : embeddedMembers(ctx);
}

export function createMemberRoutes(clock: Clock): Hono<ProviderEnv> {
  const router = new Hono<ProviderEnv>();
  // Only these paths: the router is mounted beside the catalogue calls, whose answers may be cached.
  for (const path of Object.values(MEMBER_PATHS)) {
    router.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    });
  }
  const members = (c: Context<ProviderEnv>, run: (calls: MemberCalls) => Promise<JsonAnswer>) =>
    callAs(c, clock, (bearer) => orderContextOf(c, clock, bearer), (ctx) => run(memberCallsFor(ctx)));
  const respond = (c: Context<ProviderEnv>, answer: JsonAnswer) => c.json(answer.body as object, answer.status as 200, answer.headers);

  router.get(MEMBER_PATHS.userDetails, async (c) => respond(c, await members(c, (m) => m.userDetails())));
  router.post(MEMBER_PATHS.checkSession, async (c) => respond(c, await members(c, (m) => m.checkSession())));
  router.post(MEMBER_PATHS.userInfo, valid("json", userInfoRequestSchema), async (c) => respond(c, await members(c, (m) => m.userInfo(c.req.valid("json").email))));
  router.post(MEMBER_PATHS.applyInfo, valid("json", applyInfoRequestSchema), async (c) => {
    const answer = await members(c, (m) => m.applyInfo(c.req.valid("json")));
    // The pages show the member's new names and avatar at once.
    const session = c.get("memberSession");
    if (answer.status === 200 && session) {
      const info = (answer.body as { data: MemberInformation }).data;
      await updateSessionMember(c.env.DB, session, { ...session.member, firstName: info.firstName, lastName: info.lastName, gender: info.gender });
    }
    return respond(c, answer);
  });
  router.get(MEMBER_PATHS.orders, async (c) => respond(c, await members(c, (m) => m.orders())));
  router.get(MEMBER_PATHS.shareBalance, async (c) => respond(c, await members(c, (m) => m.shareBalance())));
  return router;
}
