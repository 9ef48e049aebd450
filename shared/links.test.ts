// CMS links: external ones are kept, internal ones land under the current locale-site prefix.
import { describe, expect, it } from "vitest";
import { isExternalUrl, localizedHref } from "./links";

describe("isExternalUrl", () => {
  it.each(["https://www.example.com", "http://example.com/a", "HTTPS://EXAMPLE.COM", "tel:+97144094000", "mailto:info@example.com"])(
    "%s is external",
    (url) => expect(isExternalUrl(url)).toBe(true),
  );

  it.each(["/faq", "faq", "/", "", "/en-ae/ski-dubai/faq", "#top", "//example.com", "javascript:alert(1)", "httpsfoo"])(
    "%s is not external",
    (url) => expect(isExternalUrl(url)).toBe(false),
  );
});

describe("localizedHref", () => {
  const oman = "/ar-om/snow-oman";

  it("puts an internal path under the prefix, with or without its leading slash", () => {
    expect(localizedHref(oman, "/faq")).toBe("/ar-om/snow-oman/faq");
    expect(localizedHref(oman, "faq")).toBe("/ar-om/snow-oman/faq");
    expect(localizedHref(oman, "/passes-packages/explore?date=2025-01-31")).toBe("/ar-om/snow-oman/passes-packages/explore?date=2025-01-31");
  });

  it("sends the root and the empty path to the prefix's home page", () => {
    expect(localizedHref(oman, "/")).toBe(oman);
    expect(localizedHref(oman, "")).toBe(oman);
  });

  it("keeps external links as they are", () => {
    expect(localizedHref(oman, "https://www.example.com/x")).toBe("https://www.example.com/x");
    expect(localizedHref(oman, "tel:+96824000000")).toBe("tel:+96824000000");
    expect(localizedHref(oman, "mailto:a@example.com")).toBe("mailto:a@example.com");
  });

  it("keeps links that already carry a full prefix (the venue switcher)", () => {
    expect(localizedHref(oman, "/en-ae/ski-dubai")).toBe("/en-ae/ski-dubai");
    expect(localizedHref(oman, "/en-eg/ski-egypt/faq")).toBe("/en-eg/ski-egypt/faq");
  });

  it("never turns a protocol-relative link into an external one", () => {
    expect(localizedHref(oman, "//evil.example")).toBe("/ar-om/snow-oman/evil.example");
  });
});
