// The order calls of the embedded provider (booking-and-checkout §7): guest token, basket check with seat holds,
// session extension and release, add-ons, bank offers and partner discounts. Mounted on the provider router.
import { Hono } from "hono";
import type { ProviderEnv } from "../provider/router";

export const ordersRouter = new Hono<ProviderEnv>();
