// Error reporting (DESIGN decision 16): every server error and every browser error the shop hears of is logged as JSON,
// and also sent to Sentry through toucan-js (Sentry's client for Workers) when SENTRY_DSN is set. The SDK is loaded only
// when a report is sent, so a worker without a DSN never loads it.
import type { Env } from "../env";
import { currentLogScope, log } from "./log";

export type Reporting = Pick<Env, "SENTRY_DSN" | "SENTRY_ENVIRONMENT">;

export interface ErrorReport {
  error: unknown;
  /** Where it happened, as a tag: "worker", "page", "browser", "scheduled", "mail". */
  source: string;
  request?: Request;
  /** Keeps the sending alive after the answer (the invocation's waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
  extra?: Record<string, unknown>;
}

/** What the reporting needs of a Hono context (of the app or of any of its routers). */
export interface HandlerContext {
  env: Reporting | undefined;
  req: { raw: Request };
  /** Hono's getter throws when the request runs without an execution context. */
  readonly executionCtx: { waitUntil(promise: Promise<unknown>): void };
}

/** The invocation's waitUntil in a Hono handler, when it runs with one (tests calling app.request may not). */
export function waitUntilOf(c: HandlerContext): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined;
  }
}

/** Sends one error to Sentry when a DSN is configured; never throws (a failing report is logged as a warning). */
export async function sendToSentry(env: Reporting, report: ErrorReport): Promise<void> {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return;
  try {
    const { Toucan } = await import("toucan-js");
    const sentry = new Toucan({
      dsn,
      environment: env.SENTRY_ENVIRONMENT?.trim() || undefined,
      ...(report.waitUntil ? { context: { waitUntil: report.waitUntil, request: report.request } } : {}),
      request: report.request,
      // Only these headers go with a report: never cookies, never the query (it may hold an e-mail or a code).
      requestDataOptions: { allowedHeaders: ["user-agent", "referer", "cf-ray"], allowedCookies: [], allowedSearchParams: [] },
    });
    const requestId = currentLogScope()?.requestId;
    if (requestId) sentry.setTag("request_id", requestId);
    sentry.setTag("source", report.source);
    if (report.extra) sentry.setExtras(report.extra);
    sentry.captureException(report.error);
  } catch (error) {
    log("warn", "error report not sent", { error });
  }
}

/** Logs a server error with its request and reports it; the report's sending outlives the answer. */
export function reportServerError(c: HandlerContext, error: unknown, source = "worker"): void {
  log("error", "server error", { source, error });
  const waitUntil = waitUntilOf(c);
  const sending = sendToSentry(c.env ?? {}, { error, source, request: c.req.raw, waitUntil });
  waitUntil?.(sending);
}
