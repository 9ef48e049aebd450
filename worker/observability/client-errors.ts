// POST /api/client-errors: the browser's error reports (client/errors/error-report.ts), checked with zod, limited per
// client and in size, logged as one JSON line each (JSON escapes every control character, so a report cannot forge a
// line of its own) and reported to Sentry when it is set up. Same-origin only, like every state-changing request.
import { Hono } from "hono";
import { z } from "zod";
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from "../../shared/contract/client-errors";
import type { AppEnv } from "../env";
import { RATE_RULES, clientKeyOf, takeEvent } from "../rate-limit";
import { valid } from "../validation";
import { log } from "./log";
import { sendToSentry, waitUntilOf } from "./report";

export const clientErrorSchema = z
  .object({
    kind: z.enum(CLIENT_ERROR_KINDS),
    name: z.string().min(1).max(CLIENT_ERROR_LIMITS.name).optional(),
    message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
    stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
    page: z
      .string()
      .max(CLIENT_ERROR_LIMITS.page)
      .regex(/^\/(?!\/)[^?#\s]*$/, "page is a path of this shop, without query or fragment"),
  })
  .strict();

export const clientErrorsRouter = new Hono<AppEnv>();

clientErrorsRouter.post("/", valid("json", clientErrorSchema), async (c) => {
  const taken = await takeEvent(c.env, RATE_RULES.clientError, clientKeyOf(c.req.raw.headers), Date.now());
  if (!taken.ok) {
    c.header("Retry-After", String(taken.retryAfter));
    return c.json({ error: "too_many_requests", message: "Too many error reports; try again later." }, 429);
  }
  const report = c.req.valid("json");
  log("error", "browser error", {
    source: "browser",
    kind: report.kind,
    page: report.page,
    errorName: report.name ?? "Error",
    errorMessage: report.message,
    ...(report.stack ? { stack: report.stack } : {}),
    userAgent: c.req.header("user-agent")?.slice(0, 300) ?? null,
  });
  const error = Object.assign(new Error(report.message), { name: report.name ?? "Error" });
  error.stack = report.stack ?? `${error.name}: ${report.message}`;
  const waitUntil = waitUntilOf(c);
  const sending = sendToSentry(c.env, { error, source: "browser", request: c.req.raw, waitUntil, extra: { kind: report.kind, page: report.page } });
  waitUntil?.(sending);
  return c.body(null, 204);
});
