// POST /api/csp-reports: the browser's reports of what the Content-Security-Policy blocked (worker/app.ts names this
// endpoint in the policy: `report-uri` for every browser, `report-to csp` with Reporting-Endpoints for the Reporting
// API). Like the browser's error reports (client-errors.ts): checked with zod, limited per client and in size,
// same-origin only (the edge rule; a browser may send its report without Origin, which passes), and logged as one
// JSON line per violation. URLs are cut to their origin and path before they are logged: a query or a fragment can
// carry an e-mail or a token.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { RATE_RULES, clientKeyOf, takeEvent } from "../rate-limit";
import { WHOLE_INPUT, invalidRequest, issuesOf, parseInput } from "../validation";
import { log } from "./log";

export const CSP_REPORT_PATH = "/api/csp-reports";
/** The Reporting API's name of the endpoint (`report-to csp`, `Reporting-Endpoints: csp="…"`). */
export const CSP_REPORT_GROUP = "csp";
/** Largest body of one request, in bytes: a report, or a batch of a few, with room for the policy each repeats. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
/** Reports one Reporting API batch may hold. */
export const CSP_REPORTS_PER_BATCH = 20;

const LEGACY_TYPE = "application/csp-report";
const REPORTING_TYPE = "application/reports+json";

const url = z.string().max(2048);
const directive = z.string().max(200);
const policy = z.string().max(4096);
const sample = z.string().max(200);
const position = z.number().int().min(0).max(10_000_000);
const statusCode = z.number().int().min(0).max(999);
const disposition = z.enum(["enforce", "report"]);

/** A legacy report, one per request: `{"csp-report": {…}}` with the field names of CSP level 2. */
export const legacyReportSchema = z
  .object({
    "csp-report": z
      .object({
        "document-uri": url,
        referrer: url.optional(),
        "violated-directive": directive,
        "effective-directive": directive.optional(),
        "original-policy": policy.optional(),
        disposition: disposition.optional(),
        "blocked-uri": url.optional(),
        "line-number": position.optional(),
        "column-number": position.optional(),
        "source-file": url.optional(),
        "status-code": statusCode.optional(),
        "script-sample": sample.optional(),
      })
      .strict(),
  })
  .strict();

/** A Reporting API batch: an array of reports, here of CSP violations only. */
export const reportingBatchSchema = z
  .array(
    z
      .object({
        type: z.literal("csp-violation"),
        age: z.number().min(0).optional(),
        url: url.optional(),
        user_agent: z.string().max(500).optional(),
        body: z
          .object({
            documentURL: url,
            referrer: url.nullish(),
            blockedURL: url.nullish(),
            effectiveDirective: directive,
            originalPolicy: policy.nullish(),
            sourceFile: url.nullish(),
            sample: sample.nullish(),
            disposition: disposition.nullish(),
            statusCode: statusCode.nullish(),
            lineNumber: position.nullish(),
            columnNumber: position.nullish(),
          })
          .strict(),
      })
      .strict(),
  )
  .min(1)
  .max(CSP_REPORTS_PER_BATCH);

/** One violation as it is logged. */
interface Violation {
  directive: string;
  blockedUri: string | null;
  documentPath: string;
  sourceFile: string | null;
  line: number | null;
  column: number | null;
  disposition: string | null;
  sample: string | null;
}

/**
 * A URL without what may carry personal data: origin and path for web URLs, scheme and host for another scheme's
 * (an extension's id tells which extension injected something), the scheme alone for data: and blob:; a keyword the
 * browser writes instead of a URL (`inline`, `eval`, `data`) stays as it is.
 */
export function withoutQuery(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    // Not a URL: a keyword, or a path; never anything after ? or #.
    return value.split(/[?#]/, 1)[0]!;
  }
  if (["http:", "https:", "ws:", "wss:"].includes(parsed.protocol)) return `${parsed.origin}${parsed.pathname}`;
  if (parsed.protocol === "data:" || parsed.protocol === "blob:" || !parsed.host) return parsed.protocol;
  return `${parsed.protocol}//${parsed.host}`;
}

/** The path of the page that was blocked: the document's path, never its query. */
function pathOf(value: string): string {
  try {
    return new URL(value).pathname;
  } catch {
    return withoutQuery(value);
  }
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

function fromLegacy(report: z.infer<typeof legacyReportSchema>): Violation[] {
  const r = report["csp-report"];
  return [
    {
      directive: r["effective-directive"] ?? r["violated-directive"],
      blockedUri: r["blocked-uri"] === undefined ? null : withoutQuery(r["blocked-uri"]),
      documentPath: pathOf(r["document-uri"]),
      sourceFile: r["source-file"] === undefined ? null : withoutQuery(r["source-file"]),
      line: orNull(r["line-number"]),
      column: orNull(r["column-number"]),
      disposition: orNull(r.disposition),
      sample: r["script-sample"] || null,
    },
  ];
}

function fromReporting(batch: z.infer<typeof reportingBatchSchema>): Violation[] {
  return batch.map(({ body }) => ({
    directive: body.effectiveDirective,
    blockedUri: body.blockedURL == null ? null : withoutQuery(body.blockedURL),
    documentPath: pathOf(body.documentURL),
    sourceFile: body.sourceFile == null ? null : withoutQuery(body.sourceFile),
    line: orNull(body.lineNumber),
    column: orNull(body.columnNumber),
    disposition: orNull(body.disposition),
    sample: body.sample || null,
  }));
}

const CONTENT_TYPE_ISSUE = {
  field: WHOLE_INPUT,
  rule: "content_type",
  message: `the body must be a CSP report, sent as content-type ${LEGACY_TYPE} or ${REPORTING_TYPE}`,
};
const NOT_JSON_ISSUE = { field: WHOLE_INPUT, rule: "json", message: "the body must be JSON" };

export const cspReportsRouter = new Hono<AppEnv>();

cspReportsRouter.post("/", async (c) => {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== LEGACY_TYPE && mediaType !== REPORTING_TYPE) return invalidRequest(c, [CONTENT_TYPE_ISSUE]);
  let body: unknown;
  try {
    // Read as bytes: the runtime warns when a body of these content types is read as text.
    body = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
  } catch {
    return invalidRequest(c, [NOT_JSON_ISSUE]);
  }
  let violations: Violation[];
  if (mediaType === LEGACY_TYPE) {
    const parsed = parseInput(legacyReportSchema, body);
    if (!parsed.success) return invalidRequest(c, issuesOf(parsed.error));
    violations = fromLegacy(parsed.data);
  } else {
    const parsed = parseInput(reportingBatchSchema, body);
    if (!parsed.success) return invalidRequest(c, issuesOf(parsed.error));
    violations = fromReporting(parsed.data);
  }

  // Under a rule of its own, so reports count against nothing else the client does.
  const taken = await takeEvent(c.env, RATE_RULES.cspReport, clientKeyOf(c.req.raw.headers), Date.now());
  if (!taken.ok) {
    c.header("Retry-After", String(taken.retryAfter));
    return c.json({ error: "too_many_requests", message: "Too many CSP reports; try again later." }, 429);
  }
  for (const violation of violations) log("warn", "csp violation", { event: "csp-violation", ...violation });
  return c.body(null, 204);
});
