// The environment of the provider calls under /api/provider: the app's, plus the site and language of the call
// (from its site-id header and Lang query or lang header) and the clock the order calls read.
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { AppEnv } from "../env";
import type { JsonAnswer } from "../orders/answers";

export type Clock = () => Date;

export interface ProviderEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & {
    providerTenant: Tenant;
    providerLocale: Locale;
    /** A reserve-mode check's rate limit, counted while the basket is priced (lookup-limits.ts limitReserves). */
    reserveLimit?: Promise<JsonAnswer | null>;
  };
}
