// The Hono app around an injected page handler, so tests can run middleware and /api without the React build.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { AUTH_PATHS } from "../shared/contract/members";
import { createAuthRouter, privacyCenterOrigin } from "./auth/router";
import { memberPages } from "./auth/pages";
import { cmsRouter } from "./cms/router";
import { busyAnswer, busyHeaders, DatabaseBusyError, retryWhileLocked } from "./d1-busy";
import type { AppEnv } from "./env";
import { createSandboxGatewayPages } from "./gateway/hosted-page";
import { createTokenisePages } from "./gateway/tokenise-page";
import { lastResortPage } from "./last-resort";
import { SHOP_BUILD } from "./build-info";
import { demoOnly, refuseWhenMisconfigured, shopModeOf } from "./mode";
import { answerWrongMethods, capBodies, sameOriginOnly } from "./middleware/edge";
import { resolveLocation, rootRedirect } from "./middleware/locale";
import { normaliseUrl } from "./middleware/normalise";
import { loadSiteConfiguration } from "./middleware/site-config";
import { newsletterRouter } from "./newsletter/router";
import { intlWarmRouter } from "./intl-warm";
import { opsRouter } from "./ops/router";
import { previewDrafts } from "./ops/preview";
import { createConsoleRouter } from "./console/router";
import { seoRouter } from "./seo/router";
import { CLIENT_ERROR_PATH } from "../shared/contract/client-errors";
import { clientErrorsRouter } from "./observability/client-errors";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, cspReportsRouter } from "./observability/csp-reports";
import { log } from "./observability/log";
import { reportServerError } from "./observability/report";
import { requestLog } from "./observability/request-log";
import type { Clock } from "./provider/env";
import { createProviderRouter } from "./provider/router";

export type PageHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

export interface AppOptions {
  /** The clock of the order calls and the payment pages; tests move it. */
  clock?: Clock;
  /** Runs once a page's site and language are known, before its configuration and member session (the page cache). */
  beforePages?: MiddlewareHandler<AppEnv>;
}

// The Vite dev server (npm run dev) talks to the page over a websocket for hot updates.
const devConnect = import.meta.env?.DEV ? ["ws:", "wss:"] : [];

/** HSTS: one year, subdomains included (browsers then refuse plain HTTP to the shop for that long). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The tag manager, added by the consent script only after a choice that grants something (docs/decisions/018).
    scriptSrc: ["'self'", NONCE, "https://www.googletagmanager.com"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com", ...devConnect],
    frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    // The page that hands a member over to the privacy center posts its form there (worker/auth/router.ts).
    formAction: ["'self'", (c) => (c.req.method === "POST" && c.req.path === AUTH_PATHS.privacyCenter ? (privacyCenterOrigin(c.env) ?? "") : "")],
    objectSrc: ["'none'"],
    // Violations are reported to the shop and logged (worker/observability/csp-reports.ts): report-uri for every
    // browser, report-to for those with the Reporting API (which then ignore report-uri).
    reportUri: CSP_REPORT_PATH,
    reportTo: CSP_REPORT_GROUP,
  },
  reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: CSP_REPORT_PATH }],
  strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "SAMEORIGIN",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  crossOriginEmbedderPolicy: false,
});

export function createApp(pageHandler: PageHandler, options: AppOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const app = new Hono<AppEnv>();

  // First: every answer below, error pages included, carries the request id, and every request ends with a log line.
  app.use("*", requestLog);
  app.use("*", securityHeaders);
  // A worker whose settings do not fit its mode answers every request 503, naming them (worker/mode.ts).
  app.use("*", refuseWhenMisconfigured);
  // The sandbox gateway exists in the demo mode only: in production its pages and calls are 404, whatever the method.
  app.use("/sandbox-pay", demoOnly);
  app.use("/sandbox-pay/*", demoOnly);
  // Every D1 call of the request is tried again while the database is locked for a moment (worker/d1-busy.ts).
  app.use("*", async (c, next) => {
    if (c.env?.DB) c.env = { ...c.env, DB: retryWhileLocked(c.env.DB) };
    await next();
  });
  app.use("*", normaliseUrl);
  app.use("*", answerWrongMethods(app));
  app.use("*", sameOriginOnly);
  app.use("*", capBodies);

  // A trivial route: liveness, the mode and build a deployment's smoke test checks, and the rendering benchmark's baseline.
  app.get("/api/health", (c) => c.json({ ok: true, mode: shopModeOf(c.env ?? {}), build: SHOP_BUILD }, 200, { "Cache-Control": "no-store" }));
  app.route("/api/cms", cmsRouter);
  app.route("/api/newsletter", newsletterRouter);
  // The browser's error reports, logged beside the server's (worker/observability/client-errors.ts).
  app.route(CLIENT_ERROR_PATH, clientErrorsRouter);
  // What the Content-Security-Policy blocked, as the browser reports it (worker/observability/csp-reports.ts).
  app.route(CSP_REPORT_PATH, cspReportsRouter);
  app.route("/api/provider", createProviderRouter(clock));
  // The script of the page's Intl warm-up worker (shared/intl-warm.ts).
  app.route("/api/intl-warm", intlWarmRouter);
  // The sandbox payment gateway's hosted pages (card form, 3-D Secure challenge, wallet and pay-later approvals).
  // A card page is never kept by the browser's history cache or a proxy.
  app.use("/sandbox-pay/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  app.route("/sandbox-pay", createSandboxGatewayPages(clock));
  // Its hosted "add a card" page: a saved card's number is tokenised there, never at the shop (docs/decisions/013).
  app.route("/sandbox-pay/tokenise", createTokenisePages(clock));
  // Sign-in, the identity provider's return, sign-out and "who is signed in" (the shop as relying party).
  app.route("/", createAuthRouter(clock));
  // Operations for scripts (maintenance, configuration, content, staff list, change log): token-guarded and uncached.
  app.route("/api/ops", opsRouter);
  app.all("/api/*", (c) => c.json({ error: "not_found", message: `No API call at ${c.req.path}` }, 404));

  // The staff console: staff signed in through the identity provider, each limited to their venues (docs/decisions/054).
  app.route("/ops", createConsoleRouter(clock));
  // sitemap.xml and robots.txt from the venues' CMS site maps.
  app.route("/", seoRouter);

  app.get("/", rootRedirect);
  app.use("*", resolveLocation);
  // A preview link's draft, before the page cache so a preview is never served from it nor stored in it.
  app.use("*", previewDrafts);
  if (options.beforePages) app.use("*", options.beforePages);
  app.use("*", loadSiteConfiguration, memberPages(clock));
  // Pages are read, never posted to.
  app.get("*", (c) => pageHandler(c));

  app.onError((error, c) => {
    const api = c.req.path.startsWith("/api/") || !c.req.header("accept")?.includes("text/html");
    const requestId = c.get("requestId");
    if (error instanceof DatabaseBusyError) {
      log("warn", "database busy", { error });
      return api ? busyAnswer(c) : c.html(lastResortPage(c.req.path, "busy", requestId), 503, busyHeaders());
    }
    reportServerError(c, error);
    if (api) {
      return c.json({ error: "internal_error", message: "An error occurred. Please try again.", requestId }, 500);
    }
    return c.html(lastResortPage(c.req.path, "error", requestId), 500);
  });
  return app;
}
