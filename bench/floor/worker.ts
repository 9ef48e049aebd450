// The floor of the reserve-mode benchmark: a worker that runs only the D1 batches a reserve-mode basket check and
// a release write (a new cart with its one hold, guarded; then the release), with nothing else: no edge, no
// validation, no pricing, no rate limit. `npm run bench` serves it beside the shop and compares the two rates.
import { todayIn } from "../../shared/booking/calendar";
import type { BasketTotal, PricedLine } from "../../shared/contract/order-schemas";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { skiDubai } from "../../tenants/ski-dubai";
import { NO_CLAIMS, insertCartStatement, newReservationCode } from "../../worker/orders/carts";
import { releaseStatements, reserveStatements } from "../../worker/orders/holds";
import { seedCatalogue } from "../../worker/provider/store";

interface FloorEnv {
  DB: D1Database;
}

/** What the shop stores for the bench's one-place cart, sent by the bench from a real answer of the shop. */
interface ReserveBody {
  eventAk: string;
  date: string;
  performanceAk: string | null;
  pricedLines: PricedLine[];
  totals: BasketTotal;
}

const SITE_ID = 1;
const SECRET_HASH = "0".repeat(64);

export default {
  async fetch(request: Request, env: FloorEnv): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === "/api/health") return Response.json({ ok: true });
    if (path === "/seed") {
      await seedCatalogue(env.DB, SITE_ID, CATALOGUE_SEEDS["ski-dubai"], todayIn("Asia/Dubai"));
      return Response.json({ ok: true });
    }
    if (path === "/reserve") {
      const body = (await request.json()) as ReserveBody;
      const now = new Date();
      const cartId = newReservationCode(skiDubai);
      const expiresAt = new Date(now.getTime() + 1_800_000).toISOString();
      const content = { lines: [], pricedLines: body.pricedLines, totals: body.totals, promoCode: null, claims: NO_CLAIMS };
      try {
        await env.DB.batch(
          reserveStatements(env.DB, {
            siteId: SITE_ID,
            cartId,
            holds: [{ uniqueID: "floor", eventAk: body.eventAk, date: body.date, performanceAk: body.performanceAk, quantity: 1 }],
            expiresAt,
            now,
            cartWrites: [insertCartStatement(env.DB, SITE_ID, cartId, SECRET_HASH, expiresAt, content, SECRET_HASH, now)],
          }),
        );
        return Response.json({ cartId });
      } catch {
        return Response.json({ refused: true }, { status: 409 });
      }
    }
    if (path === "/release") {
      const { cartId } = (await request.json()) as { cartId: string };
      await env.DB.batch(releaseStatements(env.DB, SITE_ID, cartId, new Date()));
      return Response.json({ cartId });
    }
    return new Response("not found", { status: 404 });
  },
};
