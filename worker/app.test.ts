// Security headers on every kind of answer the worker gives: pages, redirects, API answers and not-found answers.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const get = (path: string, init?: RequestInit) => SELF.fetch(`https://shop.test${path}`, { redirect: "manual", ...init });

const ANSWERS: [string, string, number][] = [
  ["a page", "/en-ae/ski-dubai", 200],
  ["an Arabic page", "/ar-om/snow-oman/faq", 200],
  ["a normalisation redirect", "/EN-AE/ski-dubai/", 301],
  ["the root redirect", "/", 302],
  ["an API answer", "/api/health", 200],
  ["a CMS answer", "/api/cms/ski-egypt/get-header?Lang=ar", 200],
  ["a CMS 404", "/api/cms/ski-paris/get-header", 404],
  ["a CMS 400", "/api/cms/ski-dubai/get-header?Lang=fr", 400],
  ["an unknown API call", "/api/no-such-call", 404],
  ["a path outside the prefixes", "/en-us/ski-dubai", 404],
];

function scriptSources(csp: string): string[] {
  const directive = csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe("security headers", () => {
  it.each(ANSWERS)("are on %s (%s → %i)", async (_what, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const csp = response.headers.get("content-security-policy");
    expect(csp).toBeTruthy();
    const sources = scriptSources(csp!);
    expect(sources).toContain("'self'");
    expect(sources.some((s) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(s))).toBe(true);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Violations are reported to the shop (worker/observability/csp-reports.ts), by report-uri and the Reporting API.
    expect(csp).toContain("report-uri /api/csp-reports");
    expect(csp).toContain("report-to csp");
    expect(response.headers.get("reporting-endpoints")).toBe('csp="/api/csp-reports"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("are on a POST redirect too", async () => {
    const response = await get("/en-ae/ski-dubai/Contact-Us", { method: "POST", body: "a=1" });
    expect(response.status).toBe(308);
    expect(response.headers.get("content-security-policy")).toMatch(/'nonce-/);
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("give every answer its own nonce", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const csp = (await get("/en-ae/ski-dubai")).headers.get("content-security-policy")!;
      nonces.add(scriptSources(csp).find((s) => s.startsWith("'nonce-"))!);
    }
    expect(nonces.size).toBe(3);
  });
});

describe("the unknown API call", () => {
  it("answers JSON 404 naming the path", async () => {
    const response = await get("/api/no-such-call");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });
});
