// The request id on every answer and error page, the JSON log lines an operator follows, and error reports to Sentry.
import { SELF, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// An app whose page rendering always fails, as a broken deployment or a failing store would.
const failing = createApp(() => {
  throw new TypeError("rendering failed");
});

/** The JSON lines written to the console while `work` runs. */
async function linesDuring(work: () => unknown): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const keep = (...args: unknown[]) => void written.push(args.map(String).join(" "));
  const spies = [vi.spyOn(console, "log").mockImplementation(keep), vi.spyOn(console, "warn").mockImplementation(keep), vi.spyOn(console, "error").mockImplementation(keep)];
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the request id", () => {
  it("is on every kind of answer, a new UUID for each request", async () => {
    const ids = new Set<string>();
    for (const path of ["/api/health", "/en-ae/ski-dubai", "/EN-AE/ski-dubai/", "/api/no-such-call", "/en-us/nowhere"]) {
      const response = await SELF.fetch(`https://shop.test${path}`, { redirect: "manual" });
      const id = response.headers.get("x-request-id");
      expect(id, path).toMatch(UUID);
      ids.add(id!);
    }
    expect(ids.size).toBe(5);
  });

  it("is Cloudflare's ray id when the edge gave one, and never a value of another shape", async () => {
    const ray = await SELF.fetch("https://shop.test/api/health", { headers: { "cf-ray": "8f1b2c3d4e5f6a7b-DXB" } });
    expect(ray.headers.get("x-request-id")).toBe("8f1b2c3d4e5f6a7b-DXB");
    for (const forged of ['"><script>alert(1)</script>', "a b c d e f g h", "x".repeat(65), "short"]) {
      const response = await SELF.fetch("https://shop.test/api/health", { headers: { "cf-ray": forged } });
      expect(response.headers.get("x-request-id"), forged).toMatch(UUID);
    }
  });

  it("is shown on the error page in the page's language, the same as the header", async () => {
    for (const [path, words] of [
      ["/en-ae/ski-dubai/faq", "Reference: "],
      ["/ar-om/snow-oman/faq", "الرقم المرجعي: "],
    ] as const) {
      const response = await failing.request(path, { headers: { accept: "text/html", "cf-ray": "7a7a7a7a7a7a7a7a-MCT" } }, env);
      expect(response.status).toBe(500);
      expect(response.headers.get("x-request-id")).toBe("7a7a7a7a7a7a7a7a-MCT");
      expect(await response.text()).toContain(`${words}<bdi>7a7a7a7a7a7a7a7a-MCT</bdi>`);
    }
  });

  it("is in the JSON body of an API caller's 500", async () => {
    const response = await failing.request("/en-ae/ski-dubai", { headers: { accept: "application/json" } }, env);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string; requestId: string };
    expect(body.error).toBe("internal_error");
    expect(body.requestId).toBe(response.headers.get("x-request-id"));
  });
});

describe("the logs", () => {
  it("write a thrown error as one JSON line with the request id, site, path and stack", async () => {
    let response: Response | undefined;
    const lines = await linesDuring(async () => {
      response = await failing.request("/ar-om/snow-oman/faq", { headers: { accept: "text/html" } }, env);
    });
    const id = response!.headers.get("x-request-id");
    const error = lines.find((line) => line.message === "server error");
    expect(error).toMatchObject({
      level: "error",
      requestId: id,
      method: "GET",
      path: "/ar-om/snow-oman/faq",
      site: "snow-oman",
      errorName: "TypeError",
      errorMessage: "rendering failed",
    });
    expect(String(error!.stack)).toContain("rendering failed");
    const request = lines.find((line) => line.message === "request");
    expect(request).toMatchObject({ level: "error", requestId: id, status: 500, site: "snow-oman" });
    expect(typeof request!.durationMs).toBe("number");
  });

  it("write one line per request with its status, and the provider's site from its site-id header", async () => {
    const lines = await linesDuring(() =>
      failing.request("/api/provider/ski-levels", { headers: { "site-id": "3", lang: "ar" } }, { ...env, LOG_LEVEL: "info" }),
    );
    expect(lines.filter((line) => line.message === "request")).toEqual([
      expect.objectContaining({ level: "info", method: "GET", path: "/api/provider/ski-levels", site: "snow-oman", status: 200 }),
    ]);
  });

  it("leave out the lines below LOG_LEVEL", async () => {
    const lines = await linesDuring(() => failing.request("/api/health", {}, { ...env, LOG_LEVEL: "warn" }));
    expect(lines.filter((line) => line.message === "request")).toEqual([]);
  });
});

describe("error reports", { timeout: 30_000 }, () => {
  it("go to Sentry with the request id when SENTRY_DSN is set", async () => {
    const sent: { url: string; body: string }[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith("https://sentry.test/")) return realFetch(input, init);
      sent.push({ url, body: typeof init?.body === "string" ? init.body : new TextDecoder().decode(init?.body as ArrayBuffer) });
      return new Response("{}", { status: 200 });
    });
    const ctx = createExecutionContext();
    let response: Response | undefined;
    await linesDuring(async () => {
      response = await failing.request("/en-ae/ski-dubai/faq?email=sam@example.com", { headers: { accept: "text/html", cookie: "__Host-member_session=secret" } }, { ...env, SENTRY_DSN: "https://public@sentry.test/42" }, ctx);
      await waitOnExecutionContext(ctx);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain("https://sentry.test/api/42/envelope/");
    expect(sent[0]!.body).toContain("rendering failed");
    expect(sent[0]!.body).toContain(response!.headers.get("x-request-id")!);
    // Neither the member's cookie nor the query's e-mail leave the shop.
    expect(sent[0]!.body).not.toContain("secret");
    expect(sent[0]!.body).not.toContain("sam@example.com");
  });

  it("are not sent without a DSN", async () => {
    const fetched = vi.spyOn(globalThis, "fetch");
    await linesDuring(() => failing.request("/en-ae/ski-dubai/faq", { headers: { accept: "text/html" } }, env));
    expect(fetched).not.toHaveBeenCalled();
  });
});
