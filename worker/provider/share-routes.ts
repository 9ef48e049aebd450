// The SHARE calls under /api/provider (content-and-account §6, §7, §9; docs/decisions/012) at the shop's edge: the
// query or body checked with the contract's schemas, the sponsor id held to the site's (35, or 91 for Abu Dhabi), the
// caller's session turned into a bearer token by the member edge, and the answer from the provider seam. Never cached.
import { type Context, Hono } from "hono";
import { SHARE_PATHS } from "../../shared/contract/share";
import { shareOptInQuerySchema, shareSimulateRequestSchema, shareTransactionsQuerySchema } from "../../shared/contract/share-schemas";
import { limitAccountChanges } from "./account-limits";
import { callAs } from "../auth/member-edge";
import { updateSessionMember } from "../auth/sessions";
import type { ShareCalls } from "../members/share-calls";
import { embeddedShare } from "../members/share-embedded";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { invalidRequest, valid } from "../validation";
import type { Clock, ProviderEnv } from "./env";
import { PERSONAL_CACHE_CONTROL, orderContextOf } from "./order-routes";
import { upstreamBase } from "./upstream";
import { upstreamShare } from "./upstream-share";

/** The provider seam of the SHARE calls: the upstream when one is configured, else the embedded provider. */
export function shareCallsFor(ctx: OrderContext): ShareCalls {
  return upstreamBase(ctx.env) ? upstreamShare(ctx) : embeddedShare(ctx);
}

export function createShareRoutes(clock: Clock): Hono<ProviderEnv> {
  const router = new Hono<ProviderEnv>();
  for (const path of Object.values(SHARE_PATHS)) {
    router.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    });
  }
  // Joining is a change to the account: it counts against the account's change limit per session.
  router.use(SHARE_PATHS.optIn, limitAccountChanges(clock));
  const share = (c: Context<ProviderEnv>, run: (calls: ShareCalls) => Promise<JsonAnswer>) =>
    callAs(c, clock, (bearer) => orderContextOf(c, clock, bearer), (ctx) => run(shareCallsFor(ctx)));
  const respond = (c: Context<ProviderEnv>, answer: JsonAnswer) => c.json(answer.body as object, answer.status as 200, answer.headers);
  /** The sponsor id must be the site's (§9: 91 for Abu Dhabi, 35 otherwise); null when it is. */
  const wrongSponsor = (c: Context<ProviderEnv>, sponsorId: string) => {
    const expected = c.get("providerTenant").loyaltySponsorId;
    return sponsorId === expected ? null : invalidRequest(c, [{ field: "sponsor_id", rule: "one_of", message: `sponsor_id must be ${expected} on this site` }]);
  };

  router.get(SHARE_PATHS.transactions, valid("query", shareTransactionsQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const refused = wrongSponsor(c, query.sponsor_id);
    if (refused) return refused;
    const input = { pageSize: query.page_size, showSku: query.show_sku === "true", sponsorId: query.sponsor_id, cursor: query.cursor };
    return respond(c, await share(c, (s) => s.transactions(input)));
  });
  router.post(SHARE_PATHS.optIn, valid("query", shareOptInQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const refused = wrongSponsor(c, query.sponsor_id);
    if (refused) return refused;
    const answer = await share(c, (s) => s.optIn(query.email, query.sponsor_id));
    // The account menu and the pages know the member as a SHARE member at once.
    const session = c.get("memberSession");
    if (answer.status === 200 && session && !session.member.isShareMember) {
      await updateSessionMember(c.env.DB, session, { ...session.member, isShareMember: true });
    }
    return respond(c, answer);
  });
  router.post(SHARE_PATHS.simulate, valid("json", shareSimulateRequestSchema), async (c) => respond(c, await share(c, (s) => s.simulate(c.req.valid("json")))));
  return router;
}
