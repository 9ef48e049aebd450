// Bindings and settings the worker runs with, and the per-request variables its middleware sets.
import type { SiteConfiguration } from "../shared/cms";
import type { ResolvedLocation } from "../shared/tenant";

export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  SITE_CONFIG_TTL_SECONDS?: string;
  PROVIDER_API_URL?: string;
  CMS_API_URL?: string;
  /** Secret: the ops tokens, "name:sha256hex,name2:sha256hex" (worker/ops/access.ts). */
  OPS_TOKENS?: string;
  /** The public key the web shop sends with generate-token; "snow-shop-web" (WEB_SHOP_API_KEY) when unset. */
  GUEST_API_KEY?: string;
  /**
   * Other shops (origins, comma-separated) that use this one as their upstream provider: their booking-redirect
   * pages are accepted as checkout return pages, and the sandbox payment pages may send the guest back there.
   */
  SHOP_ORIGINS?: string;
}

export interface Variables {
  /** The site and language of a page request; null for paths outside the prefixes. */
  location: ResolvedLocation | null;
  siteConfig: SiteConfiguration | null;
  secureHeadersNonce?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: Variables;
}
