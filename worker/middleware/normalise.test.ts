// Server-side URL normalisation as a browser sees it: one permanent redirect to the lower-case path without a trailing slash.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { canonicalPath } from "./normalise";

const get = (path: string, init?: RequestInit) => SELF.fetch(`https://shop.test${path}`, { redirect: "manual", ...init });

describe("URL normalisation", () => {
  it("lower-cases a path with upper-case letters with a 301, keeping the query", async () => {
    const response = await get("/EN-AE/Ski-Dubai/FAQ?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en-ae/ski-dubai/faq?x=1");
  });

  it("keeps the case of the query while lower-casing the path", async () => {
    const response = await get("/en-ae/ski-dubai/Ski-Lessons?level=Beginner&Age=8");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en-ae/ski-dubai/ski-lessons?level=Beginner&Age=8");
  });

  it("leaves the case of paths containing /api alone", async () => {
    const cms = await get("/api/cms/ski-dubai/api/FAQ/GetFAQ");
    expect(cms.status).toBe(200);
    expect(cms.headers.get("location")).toBeNull();

    const underPrefix = await get("/en-ae/ski-dubai/api/Something");
    expect(underPrefix.status).not.toBe(301);
    expect(underPrefix.headers.get("location")).toBeNull();
  });

  it("removes a trailing slash with a 301, keeping the query", async () => {
    const response = await get("/en-ae/ski-dubai/faq/?Page=2");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en-ae/ski-dubai/faq?Page=2");

    const prefix = await get("/ar-om/snow-oman/");
    expect(prefix.status).toBe(301);
    expect(prefix.headers.get("location")).toBe("/ar-om/snow-oman");
  });

  it("removes the trailing slash of API paths too", async () => {
    const response = await get("/api/health/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/api/health");
  });

  it("fixes case and trailing slashes in one redirect that lands on the page", async () => {
    const first = await get("/EN-AE/Ski-Dubai/Passes-Packages/Explore//?date=2025-01-31");
    expect(first.status).toBe(301);
    const location = first.headers.get("location")!;
    expect(location).toBe("/en-ae/ski-dubai/passes-packages/explore?date=2025-01-31");

    const second = await get(location);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ page: "/en-ae/ski-dubai/passes-packages/explore", site: "ski-dubai", locale: "en" });
  });

  it("does not touch the root with the slash rule", async () => {
    const response = await get("/");
    // The root goes to a locale-site prefix (a temporary choice), never to an empty path.
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en-ae/ski-dubai");
  });

  it("keeps the method of other requests with a 308", async () => {
    const upper = await get("/EN-AE/ski-dubai/contact-us", { method: "POST", body: "x=1" });
    expect(upper.status).toBe(308);
    expect(upper.headers.get("location")).toBe("/en-ae/ski-dubai/contact-us");

    const slash = await get("/en-ae/ski-dubai/contact-us/", { method: "POST", body: "x=1" });
    expect(slash.status).toBe(308);
    expect(slash.headers.get("location")).toBe("/en-ae/ski-dubai/contact-us");
  });

  it("answers HEAD like GET, with a 301", async () => {
    const response = await get("/EN-AE/ski-dubai", { method: "HEAD" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en-ae/ski-dubai");
  });

  it("does not redirect a path that is already canonical", async () => {
    for (const path of ["/en-ae/ski-dubai", "/ar-eg/ski-egypt/faq", "/en-om/snow-oman/faq?Q=Upper", "/api/health"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("location"), path).toBeNull();
    }
  });
});

describe("canonicalPath", () => {
  it("gives the canonical path, or null when the path already is canonical", () => {
    expect(canonicalPath("/")).toBeNull();
    expect(canonicalPath("/en-ae/ski-dubai")).toBeNull();
    expect(canonicalPath("/En-Ae/Ski-Dubai/")).toBe("/en-ae/ski-dubai");
    expect(canonicalPath("/faq///")).toBe("/faq");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/api/cms/ski-dubai/api/FAQ/GetFAQ")).toBeNull();
    expect(canonicalPath("/api/cms/ski-dubai/api/FAQ/GetFAQ/")).toBe("/api/cms/ski-dubai/api/FAQ/GetFAQ");
  });
});
