// POST /api/client-errors: a browser's error report is logged as one JSON line; bad, oversized, cross-site or too many
// reports are refused and log nothing.
import { SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_ERROR_PATH } from "../../shared/contract/client-errors";
import { RATE_RULES } from "../rate-limit";
import { clearRateCounters } from "../rate-limit-testing";

function send(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`https://shop.test${CLIENT_ERROR_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.9", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const REPORT = { kind: "error", name: "TypeError", message: "x is undefined", stack: "TypeError: x is undefined\n    at cart.js:1:2", page: "/en-ae/ski-dubai/booking/add-ons" };

let written: string[] = [];
beforeEach(async () => {
  await clearRateCounters();
  written = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(" ")));
});
afterEach(() => vi.restoreAllMocks());

const browserLines = () => written.filter((line) => line.includes('"browser error"'));

describe("a browser's error report", () => {
  it("is answered 204 and logged as one JSON line with the request id", async () => {
    const response = await send(REPORT, { "user-agent": "Chromium test" });
    expect(response.status).toBe(204);
    const lines = browserLines();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "error",
      message: "browser error",
      requestId: response.headers.get("x-request-id"),
      source: "browser",
      kind: "error",
      page: REPORT.page,
      errorName: "TypeError",
      errorMessage: "x is undefined",
      stack: REPORT.stack,
      userAgent: "Chromium test",
    });
  });

  it("cannot forge a log line of its own: line breaks stay inside the JSON string", async () => {
    const forged = 'oops\n{"level":"info","message":"request","status":200}';
    expect((await send({ ...REPORT, message: forged })).status).toBe(204);
    const lines = browserLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(JSON.parse(lines[0]!).errorMessage).toBe(forged);
  });

  it.each([
    ["an unknown field", { ...REPORT, cookie: "x" }, "cookie", "unknown_field"],
    ["a page with its query", { ...REPORT, page: "/en-ae/ski-dubai/find-your-booking?email=sam@example.com" }, "page", "regex"],
    ["a page on another site", { ...REPORT, page: "//evil.test/x" }, "page", "regex"],
    ["a message too long", { ...REPORT, message: "x".repeat(1001) }, "message", "max"],
    ["an unknown kind", { ...REPORT, kind: "warning" }, "kind", "one_of"],
    ["no message", { ...REPORT, message: undefined }, "message", "required"],
  ])("is refused with 400 for %s, naming the field and rule", async (_what, body, field, rule) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: { field: string; rule: string }[] };
    expect(answer.issues).toContainEqual(expect.objectContaining({ field, rule }));
    expect(browserLines()).toEqual([]);
  });

  it("is refused when not JSON, larger than 8 KB, or sent from another site", async () => {
    expect((await send("kind=error", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(400);
    expect((await send({ ...REPORT, stack: "y".repeat(9000) })).status).toBe(413);
    expect((await send(REPORT, { origin: "https://evil.test", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(browserLines()).toEqual([]);
  });

  it("is limited per client: past the limit 429 with Retry-After, and nothing more is logged", async () => {
    for (let i = 0; i < RATE_RULES.clientError.max; i++) expect((await send(REPORT)).status).toBe(204);
    const refused = await send(REPORT);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(browserLines()).toHaveLength(RATE_RULES.clientError.max);
    // Another client is not held back by this one.
    expect((await send(REPORT, { "cf-connecting-ip": "203.0.113.10" })).status).toBe(204);
  });
});
