// Extending and releasing a cart's booking session: only for the holder of the cart's secret; anyone else gets
// the same 404 as for a cart that does not exist. The cart is changed in D1 first, then its seats follow at the seat
// authority; one out of reach answers 503 (try again), and a release sent again gives back what is left.
import type { JsonAnswer } from "./answers";
import { ok, refusal } from "./answers";
import { readOwnCart } from "./carts";
import type { OrderContext } from "./context";
import { extendSession, releaseOwnCartStatements } from "./holds";
import { hashSecret, sameHash } from "./rules";
import { type SeatHold, extendSeats, releaseSeats, seatHoldsOf } from "./seats";

export async function extendCart(ctx: OrderContext, cartId: string): Promise<JsonAnswer> {
  const cart = await readOwnCart(ctx.env.DB, ctx.tenant.siteId, cartId, ctx.cartSecret);
  if (!cart) return refusal("cartNotFound", ctx.locale);
  const outcome = await extendSession(ctx.env.DB, cart, ctx.now);
  if (!outcome.ok) return refusal(outcome.reason === "ended" ? "sessionEnded" : "cannotExtend", ctx.locale);
  await extendSeats(ctx.env, ctx.tenant.siteId, cart.cartId, await seatHoldsOf(ctx.env.DB, cart), outcome.expiresAt, ctx.now);
  return ok({ expiresAt: outcome.expiresAt, extensions: outcome.extensions });
}

/**
 * Releases the caller's cart in one D1 batch: the cart is read and released only when the secret sent is its
 * secret (an unknown cart and another's answer the same 404, and nothing changes); then its seats are given back.
 */
export async function releaseCart(ctx: OrderContext, cartId: string): Promise<JsonAnswer> {
  if (!ctx.cartSecret) return refusal("cartNotFound", ctx.locale);
  const secretHash = await hashSecret(ctx.cartSecret);
  const [cartRows, ledgerRows] = await ctx.env.DB.batch(releaseOwnCartStatements(ctx.env.DB, ctx.tenant.siteId, cartId, secretHash, ctx.now));
  const cart = cartRows!.results[0] as { cart_id: string; state: string; seat_holds: string | null; secret_hash: string | null } | undefined;
  if (!cart || !sameHash(cart.secret_hash, secretHash)) return refusal("cartNotFound", ctx.locale);
  const recorded = cart.seat_holds ? (JSON.parse(cart.seat_holds) as SeatHold[]) : [];
  // A cart held before the seat authority: what it held is its slot_ledger rows, read by the batch before it deleted them.
  const holds = recorded.length
    ? recorded
    : (ledgerRows!.results as { event_ak: string; date: string; performance_ak: string | null; quantity: number }[]).map((r, i) => ({
        uniqueID: `ledger-${i}`,
        eventAk: r.event_ak,
        date: r.date,
        performanceAk: r.performance_ak,
        quantity: r.quantity,
      }));
  // A paid cart's seats are sold: the seat authority gives back held seats only.
  await releaseSeats(ctx.env, ctx.tenant.siteId, cart.cart_id, holds);
  return ok({ cartId: cart.cart_id, state: cart.state === "paid" ? "paid" : "released" });
}
