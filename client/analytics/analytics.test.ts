// The always-loaded data layer wiring: consent defaults first, events as GA4 expects them, the consent update.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EcommerceEvent, type PageViewEvent, consentUpdate, defaultConsent } from "../../shared/analytics";

const fakeWindow: { dataLayer?: unknown[] } = {};

beforeAll(() => {
  (globalThis as { window?: unknown }).window = fakeWindow;
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("analytics", () => {
  it("pushes the consent defaults (denied, 500 ms wait) as a gtag command from the server's inline script", async () => {
    const { consentDefaultsScript } = await import("./analytics");
    new Function("window", consentDefaultsScript())(fakeWindow);
    const first = fakeWindow.dataLayer?.[0] as IArguments;
    expect(Object.prototype.toString.call(first)).toBe("[object Arguments]");
    expect([...first]).toEqual(defaultConsent());
  });

  it("keeps an existing data layer", async () => {
    const { consentDefaultsScript } = await import("./analytics");
    const page = { dataLayer: [{ event: "earlier" }] as unknown[] };
    new Function("window", consentDefaultsScript())(page);
    expect(page.dataLayer).toHaveLength(2);
  });

  it("pushes a page view as it is", async () => {
    const { track } = await import("./analytics-events");
    const event: PageViewEvent = {
      event: "page_view",
      user_type: "Guest",
      page_path: "/en-ae/ski-dubai",
      page_title: "Ski Dubai",
      page_location: "https://x/en-ae/ski-dubai",
      language: "en",
    };
    track(event);
    expect(fakeWindow.dataLayer?.at(-1)).toEqual(event);
  });

  it("clears the previous ecommerce object before an ecommerce event, and ignores null", async () => {
    const { track } = await import("./analytics-events");
    const before = fakeWindow.dataLayer!.length;
    track(null);
    expect(fakeWindow.dataLayer!.length).toBe(before);
    const event: EcommerceEvent = { event: "view_cart", user_type: "Guest", ecommerce: { currency: "AED", value: 1, items: [] } };
    track(event);
    expect(fakeWindow.dataLayer!.slice(-2)).toEqual([{ ecommerce: null }, event]);
  });

  it("grants consent per category as a gtag update command", async () => {
    const { grantConsent } = await import("./analytics-events");
    grantConsent({ C0002: true, C0003: false, C0004: true });
    expect([...(fakeWindow.dataLayer!.at(-1) as IArguments)]).toEqual(consentUpdate({ C0002: true, C0003: false, C0004: true }));
  });
});
