import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { env } from "cloudflare:workers";

// An app whose page rendering always fails, as a broken deployment or a failing store would.
const failing = createApp(() => {
  throw new Error("rendering failed");
});

describe("last-resort error page", () => {
  it("answers a page request with HTML in the path's language and a link home", async () => {
    const response = await failing.request("/ar-om/snow-oman/faq", { headers: { accept: "text/html" } }, env);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain("حدث خطأ أثناء عرض صفحة الخطأ.");
    expect(html).toContain('href="/ar-om/snow-oman"');
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("answers an English page with the English text and the default home outside the sites", async () => {
    const response = await failing.request("/somewhere", { headers: { accept: "text/html" } }, env);
    const html = await response.text();
    expect(html).toContain("An error occurred while showing the error page.");
    expect(html).toContain('href="/en-ae/ski-dubai"');
  });

  it("answers an API caller with JSON", async () => {
    const response = await failing.request("/en-ae/ski-dubai", { headers: { accept: "application/json" } }, env);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: "internal_error" });
  });
});
