// Extending and releasing a cart's booking session: only for the holder of the cart's secret; anyone else gets
// the same 404 as for a cart that does not exist.
import type { JsonAnswer } from "./answers";
import { ok, refusal } from "./answers";
import { readOwnCart } from "./carts";
import type { OrderContext } from "./context";
import { extendSession, releaseStatements } from "./holds";

export async function extendCart(ctx: OrderContext, cartId: string): Promise<JsonAnswer> {
  const cart = await readOwnCart(ctx.env.DB, ctx.tenant.siteId, cartId, ctx.cartSecret);
  if (!cart) return refusal("cartNotFound", ctx.locale);
  const outcome = await extendSession(ctx.env.DB, cart, ctx.now);
  if (outcome.ok) return ok({ expiresAt: outcome.expiresAt, extensions: outcome.extensions });
  return refusal(outcome.reason === "ended" ? "sessionEnded" : "cannotExtend", ctx.locale);
}

export async function releaseCart(ctx: OrderContext, cartId: string): Promise<JsonAnswer> {
  const cart = await readOwnCart(ctx.env.DB, ctx.tenant.siteId, cartId, ctx.cartSecret);
  if (!cart) return refusal("cartNotFound", ctx.locale);
  await ctx.env.DB.batch(releaseStatements(ctx.env.DB, ctx.tenant.siteId, cart.cartId, ctx.now));
  return ok({ cartId: cart.cartId, state: cart.state === "paid" ? "paid" : "released" });
}
