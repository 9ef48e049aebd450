// Who asks an order call and when: the site and language of the call, the clock, the client for rate limits, the
// shop's own address and the proofs the caller holds (guest token, cart secret, a member's access token).
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { Env } from "../env";
import type { JsonAnswer } from "./answers";

export interface OrderContext {
  env: Env;
  tenant: Tenant;
  locale: Locale;
  /** The time of the call: every rule of the ledger reads it from here, so tests move it. */
  now: Date;
  /** The rate-limit key of the caller (worker/rate-limit.ts clientKeyOf). */
  client: string;
  /** The shop's origin (scheme and host): return pages and pay-later links are built on it. */
  origin: string;
  /** X-Access-Token, when sent. */
  guestToken: string | null;
  /** X-Cart-Secret, when sent. */
  cartSecret: string | null;
  /** The signed-in member's access token (the shop's member edge adds it from the session), sent as a bearer token. */
  bearer: string | null;
  /**
   * A reserve-mode check's rate limit, being counted (worker/provider/lookup-limits.ts): awaited before anything is
   * held or sent upstream; its refusal (429) is the answer then. Absent when the call is not limited.
   */
  reserveLimit?: Promise<JsonAnswer | null>;
}
