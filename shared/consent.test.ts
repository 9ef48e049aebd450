// The stored consent choice: written and read back, anything else is no choice; the tag manager only after a grant.
import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_SETTINGS_PARAM, consentCookieValue, consentFromCookieHeader, consentSettingsHref, consentSettingsReturn, tagManagerAllowed, tagManagerUrl } from "./consent";

describe("consent state", () => {
  it("reads back every choice it writes, among other cookies", () => {
    for (const C0002 of [true, false]) {
      for (const C0003 of [true, false]) {
        for (const C0004 of [true, false]) {
          const choice = { C0002, C0003, C0004 };
          const header = `i18n_redirected=en-ae; ${CONSENT_COOKIE}=${consentCookieValue(choice)}; other=1`;
          expect(consentFromCookieHeader(header)).toEqual(choice);
        }
      }
    }
    expect(consentCookieValue({ C0002: true, C0003: false, C0004: true })).toBe("C0002:1|C0003:0|C0004:1");
  });

  it("is no choice without the cookie, or with a value it did not write", () => {
    for (const header of [
      null,
      "",
      "other=1",
      `${CONSENT_COOKIE}=`,
      `${CONSENT_COOKIE}=C0002:1|C0003:0`,
      `${CONSENT_COOKIE}=C0002:1|C0003:0|C0004:2`,
      `${CONSENT_COOKIE}=C0002:1|C0003:0|C0009:1`,
      `${CONSENT_COOKIE}=C0002:1|C0002:1|C0003:1`,
      `${CONSENT_COOKIE}=all`,
      `x${CONSENT_COOKIE}=C0002:1|C0003:1|C0004:1`,
    ]) {
      expect(consentFromCookieHeader(header), String(header)).toBeNull();
    }
  });

  it("loads the tag manager only after a choice that grants at least one category", () => {
    expect(tagManagerAllowed(null)).toBe(false);
    expect(tagManagerAllowed({ C0002: false, C0003: false, C0004: false })).toBe(false);
    expect(tagManagerAllowed({ C0002: true, C0003: false, C0004: false })).toBe(true);
    expect(tagManagerAllowed({ C0002: false, C0003: false, C0004: true })).toBe(true);
  });

  it("builds the tag manager's address from a container id only", () => {
    expect(tagManagerUrl("GTM-SKIDXB0")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-SKIDXB0");
    expect(tagManagerUrl("")).toBeNull();
    expect(tagManagerUrl('GTM-1"><script>')).toBeNull();
  });
});

describe("the footer's cookie settings link", () => {
  it("is the page's own query with the parameter after it", () => {
    expect(consentSettingsHref("")).toBe("?cookie-settings");
    expect(consentSettingsHref("?")).toBe("?cookie-settings");
    expect(consentSettingsHref("?date=2026-12-01&adult=2")).toBe("?date=2026-12-01&adult=2&cookie-settings");
  });
  it("never holds the parameter twice, whatever the page's query held", () => {
    expect(consentSettingsHref("?cookie-settings")).toBe("?cookie-settings");
    expect(consentSettingsHref("?a=1&cookie-settings=x&cookie-settings")).toBe("?a=1&cookie-settings");
  });
  it("comes back to the same page and query through the settings' return", () => {
    for (const search of ["", "?topic=snow", "?date=2026-12-01&adult=2", "?q=%D8%AB%D9%84%D8%AC&x=%26%3D"]) {
      const opened = new URL(`/ar-om/snow-oman/faq${consentSettingsHref(search)}`, "https://shop.test");
      expect(consentSettingsReturn(opened)).toBe(`/ar-om/snow-oman/faq${search}`);
    }
  });
});

describe("the cookie settings' return", () => {
  const at = (href: string) => consentSettingsReturn(new URL(href, "https://shop.test"));
  it("is the same page without the parameter, keeping its other query", () => {
    expect(CONSENT_SETTINGS_PARAM).toBe("cookie-settings");
    expect(at("/en-ae/ski-dubai?cookie-settings")).toBe("/en-ae/ski-dubai");
    expect(at("/ar-om/snow-oman/faq?cookie-settings=1")).toBe("/ar-om/snow-oman/faq");
    expect(at("/en-ae/ski-dubai/passes-packages/snow-park?date=2026-12-01&cookie-settings&adult=2")).toBe("/en-ae/ski-dubai/passes-packages/snow-park?date=2026-12-01&adult=2");
  });
  it("is null for a page not asked for the settings", () => {
    expect(at("/en-ae/ski-dubai")).toBeNull();
    expect(at("/en-ae/ski-dubai?cookie=settings")).toBeNull();
  });
  it("carries control and bidi characters of the address only percent-encoded, as the address parser wrote them", () => {
    expect(at("/en-ae/ski-dubai/faq\u202Egnp.exe?x=\u0007&cookie-settings")).toBe("/en-ae/ski-dubai/faq%E2%80%AEgnp.exe?x=%07");
  });
  it("stays on this site: a path starting with several slashes does not become another host", () => {
    expect(at("https://shop.test//evil.example/x?cookie-settings")).toBe("/evil.example/x");
    expect(at("https://shop.test///evil.example?cookie-settings")).toBe("/evil.example");
  });
});
