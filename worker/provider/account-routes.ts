// The member's account calls under /api/provider (content-and-account §7; docs/decisions/011): sub-accounts, gear,
// waivers, ski-school passports, vouchers and the dashboard, each run as the caller through the member edge
// (bearer, refresh, sign-out) with its input checked by the contract's schemas, never cached; and the public
// gear and waiver metadata documents, which are the same for everyone and may be cached.
import { type Context, Hono } from "hono";
import { z } from "zod";
import { ACCOUNT_PATHS, DOCUMENT_MAX_AGE_S } from "../../shared/contract/account";
import { HOLDINGS_PATH } from "../../shared/contract/holdings";
import { SUB_ACCOUNT_LINK_PATH, linkRequestSchema } from "../../shared/contract/sub-account-link";
import {
  documentQuerySchema,
  exerciseAnswersRequestSchema,
  gearRequestSchema,
  passportQuerySchema,
  personIdSchema,
  subAccountRequestSchema,
  updateSubAccountRequestSchema,
  waiverRequestSchema,
} from "../../shared/contract/account-schemas";
import { isLocale } from "../../shared/locale";
import { callAs } from "../auth/member-edge";
import { limitAccountChanges, limitIdLookups } from "./account-limits";
import type { AccountCalls, AccountDocuments } from "../members/account-calls";
import { embeddedAccount, embeddedAccountDocuments } from "../members/account-embedded";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { valid } from "../validation";
import type { Clock, ProviderEnv } from "./env";
import { PERSONAL_CACHE_CONTROL, orderContextOf } from "./order-routes";
import { upstreamBase } from "./upstream";
import { upstreamAccount, upstreamAccountDocuments } from "./upstream-account";

/** The provider seam of the account calls: the upstream when one is configured, else the embedded provider. */
export function accountCallsFor(ctx: OrderContext): AccountCalls {
  return upstreamBase(ctx.env) ? upstreamAccount(ctx) : embeddedAccount(ctx);
}

const personParamSchema = z.object({ userId: personIdSchema });
const documentParamSchema = z.object({ location: z.string().regex(/^[a-z_]{1,40}$/, "is a venue location code"), file: z.string().max(40) });
/** The person routes' patterns (one of each for the cache rule). */
const GEAR_OF_ROUTE = "/gear/:userId";
const WAIVER_OF_ROUTE = "/waiver/:userId";
const SUB_ACCOUNT_ROUTE = "/sub-account/:userId";
const GEAR_DOCUMENT_ROUTE = "/docs/:location/default-document-library/:file";
const WAIVER_DOCUMENT_ROUTE = "/docs/:location/web-assets/:file";

/** The language of a document's file name (gear-en.json, waiver-meta-ar.json), or null for any other name. */
function documentLanguage(file: string, stem: string) {
  const match = new RegExp(`^${stem}-([a-z]{2})\\.json$`).exec(file);
  return match && isLocale(match[1]) ? match[1] : null;
}

export function createAccountRoutes(clock: Clock): Hono<ProviderEnv> {
  const router = new Hono<ProviderEnv>();
  // Only these paths: the router is mounted beside the catalogue calls, whose answers may be cached.
  const personalPaths = [...Object.values(ACCOUNT_PATHS).flatMap((p) => (typeof p === "string" ? [p] : [])), GEAR_OF_ROUTE, WAIVER_OF_ROUTE, HOLDINGS_PATH, SUB_ACCOUNT_LINK_PATH];
  for (const path of personalPaths) {
    router.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    });
    router.use(path, limitAccountChanges(clock));
  }
  // DELETE /sub-account/{id} only (the pattern would also match /sub-account/link).
  router.on(["DELETE"], SUB_ACCOUNT_ROUTE, async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  });
  router.on(["DELETE"], SUB_ACCOUNT_ROUTE, limitAccountChanges(clock));
  router.on(["DELETE"], SUB_ACCOUNT_ROUTE, limitIdLookups(clock));
  // Calls naming a person (or a link code) that may not exist: their 404s are failed look-ups of the client.
  for (const path of [GEAR_OF_ROUTE, WAIVER_OF_ROUTE, ACCOUNT_PATHS.updateSubAccount, ACCOUNT_PATHS.skiPassport, SUB_ACCOUNT_LINK_PATH]) {
    router.use(path, limitIdLookups(clock));
  }
  const account = (c: Context<ProviderEnv>, run: (calls: AccountCalls) => Promise<JsonAnswer>) =>
    callAs(c, clock, (bearer) => orderContextOf(c, clock, bearer), (ctx) => run(accountCallsFor(ctx)));
  const respond = (c: Context<ProviderEnv>, answer: JsonAnswer) => c.json(answer.body as object, answer.status as 200, answer.headers);

  // ---------- Sub-accounts ----------
  router.post(ACCOUNT_PATHS.createSubAccount, valid("json", subAccountRequestSchema), async (c) =>
    respond(c, await account(c, (a) => a.createSubAccount(c.req.valid("json")))),
  );
  router.post(ACCOUNT_PATHS.updateSubAccount, valid("json", updateSubAccountRequestSchema), async (c) =>
    respond(c, await account(c, (a) => a.updateSubAccount(c.req.valid("json")))),
  );
  router.post(SUB_ACCOUNT_LINK_PATH, valid("json", linkRequestSchema), async (c) => respond(c, await account(c, (a) => a.linkSubAccount(c.req.valid("json")))));
  router.delete(SUB_ACCOUNT_ROUTE, valid("param", personParamSchema), async (c) =>
    respond(c, await account(c, (a) => a.deleteSubAccount(c.req.valid("param").userId))),
  );
  router.get(ACCOUNT_PATHS.primaryAndSubAccounts, async (c) => respond(c, await account(c, (a) => a.primaryAndSubAccounts())));

  // ---------- Gear (the member's people only; /gear/user before /gear/:userId) ----------
  router.post(ACCOUNT_PATHS.saveGear, valid("json", gearRequestSchema), async (c) => respond(c, await account(c, (a) => a.saveGear(c.req.valid("json")))));
  router.get(ACCOUNT_PATHS.allGear, async (c) => respond(c, await account(c, (a) => a.allGear())));
  router.get(GEAR_OF_ROUTE, valid("param", personParamSchema), async (c) => respond(c, await account(c, (a) => a.gearOf(c.req.valid("param").userId))));

  // ---------- Waivers ----------
  router.post(ACCOUNT_PATHS.saveWaiver, valid("json", waiverRequestSchema), async (c) => respond(c, await account(c, (a) => a.saveWaiver(c.req.valid("json")))));
  router.get(ACCOUNT_PATHS.allWaivers, async (c) => respond(c, await account(c, (a) => a.allWaivers())));
  router.get(WAIVER_OF_ROUTE, valid("param", personParamSchema), async (c) => respond(c, await account(c, (a) => a.waiverOf(c.req.valid("param").userId))));

  // ---------- Ski-school passports ----------
  router.get(ACCOUNT_PATHS.skiPassport, valid("query", passportQuerySchema), async (c) => {
    const { type, userId } = c.req.valid("query");
    return respond(c, await account(c, (a) => a.skiPassport(type, userId)));
  });
  router.post(ACCOUNT_PATHS.exerciseAnswers, valid("json", exerciseAnswersRequestSchema), async (c) =>
    respond(c, await account(c, (a) => a.exerciseAnswers(c.req.valid("json")))),
  );

  // ---------- Vouchers and the dashboard ----------
  router.get(ACCOUNT_PATHS.vouchers, async (c) => respond(c, await account(c, (a) => a.vouchers())));
  router.get(ACCOUNT_PATHS.dashboard, async (c) => respond(c, await account(c, (a) => a.dashboard())));
  router.get(HOLDINGS_PATH, async (c) => respond(c, await account(c, (a) => a.holdings())));

  // ---------- The metadata documents: public, no member edge, cacheable ----------
  const documentsOf = (c: Context<ProviderEnv>): AccountDocuments =>
    upstreamBase(c.env) ? upstreamAccountDocuments(orderContextOf(c, clock)) : embeddedAccountDocuments;
  const serveDocument = (kind: "gearMeta" | "waiverMeta", stem: string) => async (c: Context<ProviderEnv>) => {
    const { location, file } = documentParamSchema.parse(c.req.param());
    const lang = documentLanguage(file, stem);
    if (!lang) return c.json({ error: "not_found" }, 404);
    const answer = await documentsOf(c)[kind](location, lang, c.req.query("v"));
    const cache = answer.status === 200 ? `public, max-age=${DOCUMENT_MAX_AGE_S}` : "no-store";
    return c.json(answer.body as object, answer.status as 200, { "Cache-Control": cache });
  };
  router.get(GEAR_DOCUMENT_ROUTE, valid("param", documentParamSchema), valid("query", documentQuerySchema), serveDocument("gearMeta", "gear"));
  router.get(WAIVER_DOCUMENT_ROUTE, valid("param", documentParamSchema), valid("query", documentQuerySchema), serveDocument("waiverMeta", "waiver-meta"));
  return router;
}
