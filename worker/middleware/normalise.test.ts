import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const get = (path: string, init?: RequestInit) => SELF.fetch(`https://shop.test${path}`, { redirect: "manual", ...init });

describe("URL normalisation", () => {
  it("lower-cases a path with upper-case letters with a 301, keeping the query", async () => {
    const response = await get("/EN-AE/Ski-Dubai/FAQ?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en-ae/ski-dubai/faq?x=1");
  });
});
