// Bindings and settings the worker runs with, and the per-request variables its middleware sets.
import type { SiteConfiguration } from "../shared/cms";
import type { ResolvedLocation } from "../shared/tenant";

export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  /** "demo" (unset: the default of npm start and the tests) or "production" (worker/mode.ts, docs/decisions/041). */
  SHOP_MODE?: string;
  /** How guests pay: "sandbox" (demo only) or "upstream" (the provider at PROVIDER_API_URL); required in production. */
  PAYMENT_GATEWAY?: string;
  /** The rate limits' counters, one Durable Object per rule and key (worker/rate-counter.ts). */
  RATE_COUNTER: DurableObjectNamespace<import("./rate-counter").RateCounter>;
  /** The seat authority: one Durable Object per calendar and day (worker/orders/seat-ledger.ts). */
  SEAT_LEDGER: DurableObjectNamespace<import("./orders/seat-ledger").SeatLedger>;
  SITE_CONFIG_TTL_SECONDS?: string;
  /** Seconds an anonymous page may be served from the isolate's page cache (worker/page-cache.ts); "0" turns it off. */
  PAGE_CACHE_TTL_SECONDS?: string;
  /** Milliseconds the page cache trusts a content version read from D1 before reading it again (default 1000; 0: every request). */
  PAGE_CACHE_VERSION_RECHECK_MS?: string;
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
  /** The identity provider's issuer URL (OpenID discovery at {issuer}/.well-known/openid-configuration); sign-in is off without it. */
  IDENTITY_ISSUER?: string;
  /** Optional: per-site identity client ids, "site-slug=client-id,…", overriding tenants/ (a deployment's own ids). */
  IDENTITY_CLIENT_IDS?: string;
  /** Milliseconds a member's request waits for a token refresh before answering "try again" (default 10000). */
  IDENTITY_REFRESH_WAIT_MS?: string;
  /** Secret: the identity clients' secrets, "client-id:secret,…". */
  IDENTITY_CLIENT_SECRETS?: string;
  /** The privacy center (https); opened with the language and a member's access token. Unset: the privacy policy page. */
  PRIVACY_CENTER_URL?: string;
  /** Secret: the key that signs the session and sign-in cookies (at least 32 characters). */
  SESSION_SECRET?: string;
  /** The SMTP server of the shop's e-mails (worker/mail/settings.ts); no e-mail is sent without it. */
  SMTP_HOST?: string;
  /** Its port (default 465 with SMTP_SECURE=tls, else 587). */
  SMTP_PORT?: string;
  /** tls (implicit TLS), starttls (the default) or none (a local mail catcher only). */
  SMTP_SECURE?: string;
  SMTP_USER?: string;
  /** Secret: the SMTP password. */
  SMTP_PASSWORD?: string;
  /** The sender of the shop's e-mails: "Name <address>" or an address. */
  MAIL_FROM?: string;
  /** Lowest level of log lines written: debug, info (default), warn or error (worker/observability/log.ts). */
  LOG_LEVEL?: string;
  /** Secret: Sentry's DSN; errors of the worker and the browser are reported there when set, else only logged. */
  SENTRY_DSN?: string;
  /** The environment reports are filed under in Sentry (e.g. production, staging). */
  SENTRY_ENVIRONMENT?: string;
}

export interface Variables {
  /** The request's id (worker/observability/request-log.ts): on the answer, its log lines and its error page. */
  requestId: string;
  /** The site and language of a page request; null for paths outside the prefixes. */
  location: ResolvedLocation | null;
  siteConfig: SiteConfiguration | null;
  secureHeadersNonce?: string;
  /** The signed-in member's session of this request (worker/auth), loaded once by the member edge; null for a guest. */
  memberSession?: import("./auth/sessions").MemberSession | null;
  /** A staff member's draft of one document, rendered in its place on this page only (worker/ops/preview.ts). */
  contentDraft?: import("./cms/client").ContentDraft;
}

export interface AppEnv {
  Bindings: Env;
  Variables: Variables;
}
