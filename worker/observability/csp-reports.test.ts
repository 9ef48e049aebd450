// POST /api/csp-reports: a browser's Content-Security-Policy violation reports (report-uri and the Reporting API) are
// logged as one JSON line per violation, without query strings; bad, oversized, cross-site or too many reports are
// refused and log nothing, and the limit never holds back another client or another route.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RATE_RULES, type RateEnv, counterOf } from "../rate-limit";
import { clearRateCounters } from "../rate-limit-testing";
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH } from "./csp-reports";

const rateEnv = env as unknown as RateEnv;
const ORIGIN = "https://shop.test";

function send(body: unknown, contentType: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${CSP_REPORT_PATH}`, {
    method: "POST",
    headers: { "content-type": contentType, "cf-connecting-ip": "203.0.113.9", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

// What Chrome sends to report-uri for an inline script the policy blocks.
const LEGACY = {
  "csp-report": {
    "document-uri": `${ORIGIN}/en-ae/ski-dubai/find-your-booking?email=sam@example.com&code=ABC123#top`,
    referrer: "https://www.google.com/",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'self'; script-src 'self' 'nonce-abc'; report-uri /api/csp-reports; report-to csp",
    disposition: "enforce",
    "blocked-uri": "https://evil.example/steal.js?token=secret-token",
    "line-number": 12,
    "column-number": 3,
    "source-file": `${ORIGIN}/assets/root.js?v=1`,
    "status-code": 200,
    "script-sample": "",
  },
};

// What Chrome sends to the Reporting API endpoint: a batch of reports.
const REPORTING = [
  {
    type: "csp-violation",
    age: 10,
    url: `${ORIGIN}/en-ae/ski-dubai/cart?session=s3cret`,
    user_agent: "Chromium test",
    body: {
      documentURL: `${ORIGIN}/en-ae/ski-dubai/cart?session=s3cret`,
      referrer: "",
      blockedURL: "https://tracker.example/pixel.gif?uid=42",
      effectiveDirective: "img-src",
      originalPolicy: "default-src 'self'; report-to csp",
      sourceFile: null,
      sample: "",
      disposition: "enforce",
      statusCode: 200,
      lineNumber: null,
      columnNumber: null,
    },
  },
  {
    type: "csp-violation",
    age: 12,
    url: `${ORIGIN}/ar-om/snow-oman/faq`,
    user_agent: "Chromium test",
    body: { documentURL: `${ORIGIN}/ar-om/snow-oman/faq`, blockedURL: "inline", effectiveDirective: "script-src-elem", disposition: "enforce", sample: "alert(1)" },
  },
];

let written: string[] = [];
beforeEach(async () => {
  await clearRateCounters();
  written = [];
  for (const level of ["log", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(" ")));
  }
});
afterEach(() => vi.restoreAllMocks());

const violationLines = () => written.filter((line) => line.includes('"csp-violation"')).map((line) => JSON.parse(line) as Record<string, unknown>);

describe("a CSP violation report", () => {
  it("sent to report-uri (application/csp-report) is answered 204 and logged as one line with the request id", async () => {
    const response = await send(LEGACY, "application/csp-report");
    expect(response.status).toBe(204);
    const lines = violationLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "warn",
      message: "csp violation",
      event: "csp-violation",
      requestId: response.headers.get("x-request-id"),
      directive: "script-src-elem",
      blockedUri: "https://evil.example/steal.js",
      documentPath: "/en-ae/ski-dubai/find-your-booking",
      sourceFile: `${ORIGIN}/assets/root.js`,
      line: 12,
      column: 3,
      disposition: "enforce",
    });
  });

  it("sent to the Reporting API endpoint (application/reports+json) logs one line per violation", async () => {
    const response = await send(REPORTING, "application/reports+json");
    expect(response.status).toBe(204);
    const lines = violationLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      event: "csp-violation",
      requestId: response.headers.get("x-request-id"),
      directive: "img-src",
      blockedUri: "https://tracker.example/pixel.gif",
      documentPath: "/en-ae/ski-dubai/cart",
    });
    expect(lines[1]).toMatchObject({ directive: "script-src-elem", blockedUri: "inline", documentPath: "/ar-om/snow-oman/faq", sample: "alert(1)" });
  });

  it("never logs a query string, a fragment or the policy", async () => {
    await send(LEGACY, "application/csp-report");
    await send(REPORTING, "application/reports+json");
    const all = written.join("\n");
    for (const secret of ["sam@example.com", "ABC123", "secret-token", "s3cret", "uid=42", "?v=1", "#top", "nonce-abc"]) expect(all).not.toContain(secret);
  });

  it("keeps a blocked keyword or scheme, and reduces another scheme's URL to its scheme and host", async () => {
    const blocked = async (uri: string) => {
      written = [];
      expect((await send({ "csp-report": { ...LEGACY["csp-report"], "blocked-uri": uri } }, "application/csp-report")).status).toBe(204);
      return violationLines()[0]!.blockedUri;
    };
    expect(await blocked("eval")).toBe("eval");
    expect(await blocked("data")).toBe("data");
    expect(await blocked("")).toBe("");
    expect(await blocked("data:image/png;base64,AAAA")).toBe("data:");
    expect(await blocked("blob:https://shop.test/6f1c")).toBe("blob:");
    expect(await blocked("chrome-extension://abcdef/inject.js?k=v")).toBe("chrome-extension://abcdef");
  });

  it.each([
    ["an unknown field", { "csp-report": { ...LEGACY["csp-report"], cookie: "x" } }, "application/csp-report", "csp-report.cookie", "unknown_field"],
    ["an unknown top-level field", { ...LEGACY, extra: 1 }, "application/csp-report", "extra", "unknown_field"],
    ["no document", { "csp-report": { ...LEGACY["csp-report"], "document-uri": undefined } }, "application/csp-report", "csp-report.document-uri", "required"],
    ["a directive too long", { "csp-report": { ...LEGACY["csp-report"], "violated-directive": "x".repeat(201) } }, "application/csp-report", "csp-report.violated-directive", "max"],
    ["a report of another type", [{ ...REPORTING[0], type: "deprecation" }], "application/reports+json", "0.type", "one_of"],
    ["an unknown body field", [{ ...REPORTING[0], body: { ...REPORTING[0]!.body, cookie: "x" } }], "application/reports+json", "0.body.cookie", "unknown_field"],
    ["an empty batch", [], "application/reports+json", "(body)", "min"],
    ["a single report where a batch is due", REPORTING[0], "application/reports+json", "(body)", "type"],
    ["a batch where a single report is due", REPORTING, "application/csp-report", "(body)", "type"],
  ])("is refused with 400 for %s, naming the field and rule", async (_what, body, contentType, field, rule) => {
    const response = await send(body, contentType);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: { field: string; rule: string }[] };
    expect(answer.issues).toContainEqual(expect.objectContaining({ field, rule }));
    expect(violationLines()).toEqual([]);
  });

  it("is refused with 400 in any other content type, or when not JSON", async () => {
    for (const contentType of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
      const response = await send(LEGACY, contentType);
      expect(response.status, contentType).toBe(400);
      expect(((await response.json()) as { issues: { rule: string }[] }).issues).toContainEqual(expect.objectContaining({ rule: "content_type" }));
    }
    for (const body of ["{", "null", "42", '"x"', "[[]]", '{"csp-report": null}']) {
      expect((await send(body, "application/csp-report")).status, body).toBe(400);
      expect((await send(body, "application/reports+json")).status, body).toBe(400);
    }
    expect(violationLines()).toEqual([]);
  });

  it("is refused with 413 when larger than the cap, and 403 from another site", async () => {
    const big = { "csp-report": { ...LEGACY["csp-report"], "original-policy": "x".repeat(CSP_REPORT_MAX_BYTES) } };
    expect((await send(big, "application/csp-report")).status).toBe(413);
    expect((await send(LEGACY, "application/csp-report", { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(violationLines()).toEqual([]);
    // A browser's own report (same origin) passes, with or without Origin.
    expect((await send(LEGACY, "application/csp-report", { origin: ORIGIN, "sec-fetch-site": "same-origin" })).status).toBe(204);
  });

  it("is limited per client: past the limit 429 with Retry-After, nothing more logged, no one else held back", async () => {
    for (let i = 0; i < RATE_RULES.cspReport.max; i++) expect((await send(LEGACY, "application/csp-report")).status).toBe(204);
    const refused = await send(REPORTING, "application/reports+json");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(violationLines()).toHaveLength(RATE_RULES.cspReport.max);
    // Another client is not held back by this one.
    expect((await send(LEGACY, "application/csp-report", { "cf-connecting-ip": "203.0.113.10" })).status).toBe(204);
    // The same client's other calls count under their own rules: its browser error reports still pass.
    const errorReport = await SELF.fetch(`${ORIGIN}/api/client-errors`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.9" },
      body: JSON.stringify({ kind: "error", message: "x", page: "/en-ae/ski-dubai" }),
    });
    expect(errorReport.status).toBe(204);
    const rule = RATE_RULES.clientError;
    expect((await counterOf(rateEnv, rule, "203.0.113.9").peek(rule.windowSeconds * 1000, Date.now())).n).toBe(1);
  });
});
