// Layout rules that depend on more than the route: the booking bar, the inverted header and the remembered route.
import { describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { HEADER_INVERT_SCROLL_PX, LAST_ROUTE_STORAGE_KEY, bookingBarVisible, headerInverted, rememberRouteScript, routeToRemember } from "./layout";
import { SITE_ROUTES } from "./routes";

const route = (id: string) => {
  const found = SITE_ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

const QUIET = { bottomBarShown: false, mobileMenuOpen: false };
const CONFIG = { hide_booking_bar: false, enable_booking_bar_ski_school: true };

describe("bookingBarVisible", () => {
  it("shows the bar on an ordinary page with nothing hiding it", () => {
    expect(bookingBarVisible(route("home"), CONFIG, QUIET)).toBe(true);
    expect(bookingBarVisible(route("faq"), CONFIG, QUIET)).toBe(true);
    expect(bookingBarVisible(route("ski-lessons"), CONFIG, QUIET)).toBe(true);
  });

  it("shows the bar on an ordinary page before the site configuration is known", () => {
    expect(bookingBarVisible(route("home"), null, QUIET)).toBe(true);
  });

  it("hides the bar on the routes the layout rules name", () => {
    for (const id of ["accounts", "accounts.dashboard", "plan-your-visit.come-prepared", "booking-confirmed", "extra.gear", "booking", "booking.buy-tickets", "page-not-found", "contact-us", "find-your-booking", "unauthorized", "sitemap", "booking-failed"]) {
      expect(bookingBarVisible(route(id), CONFIG, QUIET), id).toBe(false);
    }
  });

  it("hides the bar when the CMS says hide_booking_bar", () => {
    expect(bookingBarVisible(route("home"), { ...CONFIG, hide_booking_bar: true }, QUIET)).toBe(false);
  });

  it("hides the bar while the bottom bar is shown", () => {
    expect(bookingBarVisible(route("home"), CONFIG, { bottomBarShown: true, mobileMenuOpen: false })).toBe(false);
  });

  it("hides the bar while the mobile menu is open", () => {
    expect(bookingBarVisible(route("home"), CONFIG, { bottomBarShown: false, mobileMenuOpen: true })).toBe(false);
  });

  it("shows the bar on alpine-vouchers and ski-academy only when the ski-school bar is enabled", () => {
    for (const id of ["alpine-vouchers", "ski-academy"]) {
      expect(bookingBarVisible(route(id), CONFIG, QUIET), id).toBe(true);
      expect(bookingBarVisible(route(id), { ...CONFIG, enable_booking_bar_ski_school: false }, QUIET), id).toBe(false);
      expect(bookingBarVisible(route(id), null, QUIET), id).toBe(false);
      expect(bookingBarVisible(route(id), { hide_booking_bar: true, enable_booking_bar_ski_school: true }, QUIET), id).toBe(false);
    }
    // Other pages do not depend on the ski-school switch.
    expect(bookingBarVisible(route("home"), { ...CONFIG, enable_booking_bar_ski_school: false }, QUIET)).toBe(true);
  });
});

describe("headerInverted", () => {
  it("turns inverted after 60 px of scroll, not at 60", () => {
    expect(HEADER_INVERT_SCROLL_PX).toBe(60);
    expect(headerInverted(route("home"), 0)).toBe(false);
    expect(headerInverted(route("home"), 60)).toBe(false);
    expect(headerInverted(route("home"), 61)).toBe(true);
    expect(headerInverted(route("faq"), 500)).toBe(true);
  });

  it("is inverted from the top under /accounts and /sitemap", () => {
    expect(headerInverted(route("accounts"), 0)).toBe(true);
    expect(headerInverted(route("accounts.profile.memberships"), 0)).toBe(true);
    expect(headerInverted(route("sitemap"), 0)).toBe(true);
    expect(headerInverted(route("booking"), 0)).toBe(false);
  });
});

describe("routeToRemember", () => {
  it("remembers unauthorized, page-not-found and the callback as home", () => {
    expect(routeToRemember("unauthorized", "")).toBe("");
    expect(routeToRemember("page-not-found", "")).toBe("");
    expect(routeToRemember("callback", "?code=abc&state=xyz")).toBe("");
  });

  it("remembers a route with a message query as home", () => {
    expect(routeToRemember("faq", "?message=session-expired")).toBe("");
    expect(routeToRemember("accounts/dashboard", "?tab=1&message=")).toBe("");
  });

  it("remembers a path shown as the not-found screen as home", () => {
    expect(routeToRemember("accounts/unknown", "", true)).toBe("");
  });

  it("keeps any other route with its query", () => {
    expect(routeToRemember("ski-lessons", "?level=2&lesson=0&age=8")).toBe("ski-lessons?level=2&lesson=0&age=8");
    expect(routeToRemember("passes-packages/snowpark", "")).toBe("passes-packages/snowpark");
    expect(routeToRemember("accounts/dashboard", "")).toBe("accounts/dashboard");
    expect(routeToRemember("booking/buy-tickets", "?messages=2")).toBe("booking/buy-tickets?messages=2");
    expect(routeToRemember("", "")).toBe("");
  });
});

describe("rememberRouteScript", () => {
  it("stores the route as given, whatever the address held, and nothing in it can end the script", () => {
    const awkward = [
      "/en-ae/ski-dubai",
      "/ar-om/snow-oman/faq?topic=</script><script>alert(1)</script>",
      "/en-ae/ski-dubai/faq?q=\u2028\u2029\"'\\`${x}",
      "/ar-ae/ski-dubai/explore?date=2026-11-27&adult=2&عربي=نعم",
    ];
    for (const route of awkward) {
      const script = rememberRouteScript(route);
      expect(script).not.toMatch(/[<\u2028\u2029]/);
      const localStorage: Record<string, string> = {};
      runInNewContext(script, { localStorage });
      expect(localStorage[LAST_ROUTE_STORAGE_KEY]).toBe(route);
    }
  });

  it("goes on when storage is blocked", () => {
    const blocked = new Proxy({}, { set: () => { throw new Error("SecurityError"); } });
    expect(() => runInNewContext(rememberRouteScript("/en-ae/ski-dubai"), { localStorage: blocked })).not.toThrow();
  });
});
