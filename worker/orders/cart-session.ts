// Extending and releasing a cart's booking session: only for the holder of the cart's secret; anyone else gets
// the same 404 as for a cart that does not exist. The cart is changed in D1 first, then its seats follow at the seat
// authority; one out of reach answers 503 (try again), and a release sent again gives back what is left.
import type { JsonAnswer } from "./answers";
import { ok, refusal } from "./answers";
import { readOwnCart } from "./carts";
import type { OrderContext } from "./context";
import { extendSession, releaseStatements } from "./holds";
import { extendSeats, releaseSeats, seatHoldsOf } from "./seats";

export async function extendCart(ctx: OrderContext, cartId: string): Promise<JsonAnswer> {
  const cart = await readOwnCart(ctx.env.DB, ctx.tenant.siteId, cartId, ctx.cartSecret);
  if (!cart) return refusal("cartNotFound", ctx.locale);
  const outcome = await extendSession(ctx.env.DB, cart, ctx.now);
  if (!outcome.ok) return refusal(outcome.reason === "ended" ? "sessionEnded" : "cannotExtend", ctx.locale);
  await extendSeats(ctx.env, ctx.tenant.siteId, cart.cartId, await seatHoldsOf(ctx.env.DB, cart), outcome.expiresAt, ctx.now);
  return ok({ expiresAt: outcome.expiresAt, extensions: outcome.extensions });
}

export async function releaseCart(ctx: OrderContext, cartId: string): Promise<JsonAnswer> {
  const cart = await readOwnCart(ctx.env.DB, ctx.tenant.siteId, cartId, ctx.cartSecret);
  if (!cart) return refusal("cartNotFound", ctx.locale);
  const holds = await seatHoldsOf(ctx.env.DB, cart);
  await ctx.env.DB.batch(releaseStatements(ctx.env.DB, ctx.tenant.siteId, cart.cartId, ctx.now));
  // A paid cart's seats are sold: the seat authority gives back held seats only.
  await releaseSeats(ctx.env, ctx.tenant.siteId, cart.cartId, holds);
  return ok({ cartId: cart.cartId, state: cart.state === "paid" ? "paid" : "released" });
}
