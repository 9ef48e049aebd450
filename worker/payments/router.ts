// The checkout calls of the embedded provider (booking-and-checkout §7): checkout token, checkout, capture, and
// the paid order's reads (booking details, ticket PDF, find a booking, invoice). Mounted on the provider router.
import { Hono } from "hono";
import type { ProviderEnv } from "../provider/router";

export const paymentsRouter = new Hono<ProviderEnv>();
