// The member's saved-card calls under /api/provider (content-and-account §7 "Cards"; docs/decisions/013), each run as
// the caller through the member edge (bearer, refresh, sign-out), its input checked by the contract's strict schemas
// before anything is written, and never cached. GET /cards and GET /cards/{name} stay the catalogue's.
import { type Context, Hono } from "hono";
import { z } from "zod";
import { CARD_PATHS, addCardRequestSchema, cardIdSchema, messageStatusRequestSchema, startTokenisationRequestSchema } from "../../shared/contract/cards";
import { limitAccountChanges, limitIdLookups } from "./account-limits";
import { callAs } from "../auth/member-edge";
import type { CardCalls } from "../members/cards-calls";
import { embeddedCards } from "../members/cards-embedded";
import type { JsonAnswer } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { valid } from "../validation";
import type { Clock, ProviderEnv } from "./env";
import { PERSONAL_CACHE_CONTROL, orderContextOf } from "./order-routes";
import { upstreamBase } from "./upstream";
import { upstreamCards } from "./upstream-cards";

/** The provider seam of the card calls: the upstream when one is configured, else the embedded provider. */
export function cardCallsFor(ctx: OrderContext): CardCalls {
  return upstreamBase(ctx.env) ? upstreamCards(ctx) : embeddedCards(ctx);
}

const cardParamSchema = z.object({ id: cardIdSchema });
const MARK_DEFAULT_ROUTE = "/cards/mark-as-default/:id";
const CARD_ROUTE = "/cards/:id";

export function createCardRoutes(clock: Clock): Hono<ProviderEnv> {
  const router = new Hono<ProviderEnv>();
  // Personal answers, 400s included; only these methods of /cards and /cards/:id (their GETs are the catalogue's).
  const personal = async (c: Context<ProviderEnv>, next: () => Promise<void>) => {
    await next();
    c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  };
  for (const path of [CARD_PATHS.startTokenisation, CARD_PATHS.list, CARD_PATHS.messageStatus, MARK_DEFAULT_ROUTE]) router.use(path, personal);
  router.on(["POST"], CARD_PATHS.addCard, personal);
  router.on(["DELETE"], CARD_ROUTE, personal);
  // Changes count against the account's change limit per session; ids that answer 404 are failed look-ups.
  for (const path of [CARD_PATHS.startTokenisation, CARD_PATHS.messageStatus, MARK_DEFAULT_ROUTE]) router.use(path, limitAccountChanges(clock));
  router.on(["POST"], CARD_PATHS.addCard, limitAccountChanges(clock));
  router.on(["DELETE"], CARD_ROUTE, limitAccountChanges(clock));
  router.use(MARK_DEFAULT_ROUTE, limitIdLookups(clock));
  router.on(["DELETE"], CARD_ROUTE, limitIdLookups(clock));

  const cards = (c: Context<ProviderEnv>, run: (calls: CardCalls) => Promise<JsonAnswer>) =>
    callAs(c, clock, (bearer) => orderContextOf(c, clock, bearer), (ctx) => run(cardCallsFor(ctx)));
  const respond = (c: Context<ProviderEnv>, answer: JsonAnswer) => c.json(answer.body as object, answer.status as 200, answer.headers);

  router.post(CARD_PATHS.startTokenisation, valid("json", startTokenisationRequestSchema), async (c) =>
    respond(c, await cards(c, (calls) => calls.startTokenisation(c.req.valid("json")))),
  );
  router.post(CARD_PATHS.addCard, valid("json", addCardRequestSchema), async (c) => respond(c, await cards(c, (calls) => calls.addCard(c.req.valid("json")))));
  router.get(CARD_PATHS.list, async (c) => respond(c, await cards(c, (calls) => calls.list())));
  router.put(MARK_DEFAULT_ROUTE, valid("param", cardParamSchema), async (c) => respond(c, await cards(c, (calls) => calls.markDefault(c.req.valid("param").id))));
  router.delete(CARD_ROUTE, valid("param", cardParamSchema), async (c) => respond(c, await cards(c, (calls) => calls.remove(c.req.valid("param").id))));
  router.post(CARD_PATHS.messageStatus, valid("json", messageStatusRequestSchema), async (c) =>
    respond(c, await cards(c, (calls) => calls.messageStatus(c.req.valid("json")))),
  );
  return router;
}
