// The route table against booking-and-checkout §2: every route exists once with its id and path,
// and each layout flag is set exactly where the layout rules say.
import { describe, expect, it } from "vitest";
import { SITE_ROUTES, routeIdOf } from "./routes";

/** Every route under a prefix (booking-and-checkout §2), as id → path in React Router syntax. */
const SPEC_ROUTES: Record<string, string> = {
  home: "",
  accounts: "accounts",
  "accounts.alpine": "accounts/alpine",
  "accounts.dashboard": "accounts/dashboard",
  "accounts.payments": "accounts/payments",
  "accounts.profile": "accounts/profile",
  "accounts.share": "accounts/share",
  "accounts.ski-school": "accounts/ski-school",
  "accounts.transactions": "accounts/transactions",
  "accounts.alpine.ski-group-lessons": "accounts/alpine/ski-group-lessons",
  "accounts.alpine.snowboard-group-lessons": "accounts/alpine/snowboard-group-lessons",
  "accounts.profile.memberships": "accounts/profile/memberships",
  "accounts.profile.personal-details": "accounts/profile/personal-details",
  "accounts.profile.set-your-gear": "accounts/profile/set-your-gear",
  "accounts.profile.waiver-form": "accounts/profile/waiver-form",
  "accounts.ski-school.ski-passport": "accounts/ski-school/ski-passport",
  "accounts.ski-school.snowboard-passport": "accounts/ski-school/snowboard-passport",
  "alpine-vouchers": "alpine-vouchers",
  "anti-fraud-disclaimer": "anti-fraud-disclaimer",
  "birthday-parties": "birthday-parties",
  booking: "booking",
  "booking.add-ons": "booking/add-ons",
  "booking.buy-tickets": "booking/buy-tickets",
  "booking.personal-details": "booking/personal-details",
  "booking.add-activity": "booking/add-activity/:name?",
  "booking-failed": "booking-failed",
  "booking-redirect": "booking-redirect",
  "booking-confirmed": "booking-confirmed/:id?",
  "contact-us": "contact-us/:type?",
  "corporate-group": "corporate-group",
  events: "events",
  faq: "faq",
  "find-your-booking": "find-your-booking",
  "food-beverage": "food-beverage",
  "health-safety": "health-safety",
  "ice-rink": "ice-rink",
  "interest-free-payments": "interest-free-payments",
  "maf-employee-offers": "maf-employee-offers",
  memberships: "memberships",
  "my-account": "my-account",
  offers: "offers",
  "page-not-found": "page-not-found",
  "passes-packages.explore": "passes-packages/explore",
  "passes-packages": "passes-packages/:name?",
  payment: "payment",
  pdf: "pdf",
  "privacy-policy": "privacy-policy",
  "road-show-offers": "road-show-offers",
  "school-group": "school-group",
  sitemap: "sitemap",
  "ski-academy": "ski-academy",
  "ski-lessons": "ski-lessons",
  "snowboard-lessons": "snowboard-lessons",
  sustainability: "sustainability",
  "terms-conditions": "terms-conditions",
  unauthorized: "unauthorized",
  "zero-installment-plan": "zero-installment-plan",
  "learn-to.challenge-yourself": "learn-to/challenge-yourself",
  "plan-your-visit.come-prepared": "plan-your-visit/come-prepared",
  "plan-your-visit.our-penguin": "plan-your-visit/our-penguin",
  "plan-your-visit.your-guide": "plan-your-visit/your-guide",
  "extra.add-guest": "extra/add-guest/:id?",
  "extra.confirm": "extra/confirm/:id?",
  "extra.gear": "extra/gear/:id?",
  "extra.waiver": "extra/waiver/:id?",
  blog: "blog/:name",
  "cms-page": ":name",
};

const ACCOUNTS = Object.keys(SPEC_ROUTES).filter((id) => id === "accounts" || id.startsWith("accounts."));
const BOOKING = Object.keys(SPEC_ROUTES).filter((id) => id === "booking" || id.startsWith("booking."));
const EXTRA = Object.keys(SPEC_ROUTES).filter((id) => id.startsWith("extra."));

/** The layout rules of booking-and-checkout §2 and content-and-account §2, as route ids. */
const FOOTER_HIDDEN = new Set(["booking-confirmed", ...EXTRA, ...BOOKING, "booking-failed"]);
const BOOKING_BAR_HIDDEN = new Set([
  ...ACCOUNTS,
  "plan-your-visit.come-prepared",
  "booking-confirmed",
  ...EXTRA,
  ...BOOKING,
  "page-not-found",
  "contact-us",
  "find-your-booking",
  "unauthorized",
  "sitemap",
  "booking-failed",
]);
const SERVER_RENDERED_MEMBER_PAGES = new Set(["accounts.dashboard", "accounts.transactions", "accounts.profile.personal-details"]);
const CLIENT_ONLY = new Set([...ACCOUNTS, ...BOOKING, ...EXTRA].filter((id) => !SERVER_RENDERED_MEMBER_PAGES.has(id)));
const INVERTED_HEADER = new Set([...ACCOUNTS, "sitemap"]);
const NEEDS_SKI_SCHOOL_BAR = new Set(["alpine-vouchers", "ski-academy"]);

const route = (id: string) => {
  const found = SITE_ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

describe("the route table", () => {
  it("has every route of the spec once, with its id and path, and nothing else", () => {
    const table = Object.fromEntries(SITE_ROUTES.map((r) => [r.id, r.path]));
    expect(table).toEqual(SPEC_ROUTES);
    expect(new Set(SITE_ROUTES.map((r) => r.id)).size).toBe(SITE_ROUTES.length);
    expect(new Set(SITE_ROUTES.map((r) => r.path)).size).toBe(SITE_ROUTES.length);
    expect(ACCOUNTS).toHaveLength(16);
    expect(BOOKING).toHaveLength(5);
    expect(EXTRA).toHaveLength(4);
  });

  it("derives ids from paths without their parameters", () => {
    expect(routeIdOf("")).toBe("home");
    expect(routeIdOf("accounts/profile/memberships")).toBe("accounts.profile.memberships");
    expect(routeIdOf("booking-confirmed/:id?")).toBe("booking-confirmed");
    expect(routeIdOf("booking/add-activity/:name?")).toBe("booking.add-activity");
  });

  it.each(Object.keys(SPEC_ROUTES))("%s follows the layout rules", (id) => {
    const r = route(id);
    expect({
      hideFooter: r.hideFooter,
      hideBookingBar: r.hideBookingBar,
      clientOnly: r.clientOnly,
      invertedHeader: r.invertedHeader,
      bookingBarNeedsSkiSchool: r.bookingBarNeedsSkiSchool,
      notFound: r.notFound,
    }).toEqual({
      hideFooter: FOOTER_HIDDEN.has(id),
      hideBookingBar: BOOKING_BAR_HIDDEN.has(id),
      clientOnly: CLIENT_ONLY.has(id),
      invertedHeader: INVERTED_HEADER.has(id),
      bookingBarNeedsSkiSchool: NEEDS_SKI_SCHOOL_BAR.has(id),
      notFound: id === "page-not-found",
    });
  });

  it("keeps the session strip's place on the cart's own flow only: the booking steps and payment", () => {
    expect(SITE_ROUTES.filter((r) => r.holdsCart).map((r) => r.id).sort()).toEqual(
      ["booking", "booking.add-activity", "booking.add-ons", "booking.buy-tickets", "booking.personal-details", "payment"].sort(),
    );
    // Pages whose names merely start with "booking" or "payment" do not.
    for (const id of ["booking-redirect", "booking-confirmed", "booking-failed", "find-your-booking", "home"]) expect(route(id).holdsCart).toBe(false);
  });

  it("hides the footer on booking-confirmed, extra, booking and booking-failed only", () => {
    expect(SITE_ROUTES.filter((r) => r.hideFooter).map((r) => r.id).sort()).toEqual([...FOOTER_HIDDEN].sort());
    // Pages whose names merely start with "booking" keep their footer.
    expect(route("booking-redirect").hideFooter).toBe(false);
  });

  it("shows the booking bar on ordinary pages such as home, faq and ski-lessons", () => {
    for (const id of ["home", "faq", "ski-lessons", "snowboard-lessons", "passes-packages", "passes-packages.explore", "offers", "cms-page", "booking-redirect", "plan-your-visit.your-guide"]) {
      expect(route(id).hideBookingBar, id).toBe(false);
    }
  });

  it("renders accounts, booking and extra in the browser only, except the member pages rendered from the session", () => {
    const browserKinds = ["browser-placeholder", "buy-tickets", "add-activity", "add-ons", "personal-details", "account-dashboard", "account-personal-details", "account-transactions", "account-family", "account-gear", "account-waiver", "account-ski-school", "account-passport", "account-share", "account-memberships", "account-alpine", "account-home", "account-payments", "extra-add-guest", "extra-gear", "extra-waiver", "extra-confirm", "booking-home"];
    expect(SITE_ROUTES.filter((r) => r.clientOnly).every((r) => browserKinds.includes(r.page))).toBe(true);
    // my-account is a content page that leads to the dashboard (the worker redirects it before any render).
    expect(SITE_ROUTES.filter((r) => browserKinds.includes(r.page) && r.id !== "my-account" && !SERVER_RENDERED_MEMBER_PAGES.has(r.id)).map((r) => r.id).sort()).toEqual([...CLIENT_ONLY].sort());
    for (const id of SERVER_RENDERED_MEMBER_PAGES) expect(route(id).clientOnly, id).toBe(false);
  });

  it("gives the after-purchase steps their own modules", () => {
    expect(route("extra.add-guest").page).toBe("extra-add-guest");
    expect(route("extra.gear").page).toBe("extra-gear");
    expect(route("extra.waiver").page).toBe("extra-waiver");
    expect(route("extra.confirm").page).toBe("extra-confirm");
  });

  it("gives each kind of page its module", () => {
    expect(route("home").page).toBe("home");
    expect(route("faq").page).toBe("faq");
    expect(route("privacy-policy").page).toBe("legal");
    expect(route("terms-conditions").page).toBe("legal");
    expect(route("sitemap").page).toBe("sitemap");
    expect(route("blog").page).toBe("blog");
    expect(route("cms-page").page).toBe("cms");
    expect(route("page-not-found").page).toBe("not-found");
  });

  it("gives the catalogue pages their own modules and keeps the other content pages as placeholders", () => {
    expect(route("passes-packages.explore").page).toBe("explore");
    expect(route("passes-packages").page).toBe("pass-detail");
    expect(route("ski-lessons").page).toBe("lessons");
    expect(route("snowboard-lessons").page).toBe("lessons");
    for (const id of ["ski-academy", "alpine-vouchers", "memberships", "ice-rink", "events", "offers"]) {
      expect(route(id).page, id).toBe(id);
    }
    expect(route("contact-us").page).toBe("contact-us");
  });

  it("gives every content page of the header and footer a real module: the content page, the staff landing, the way to the cart", () => {
    const contentPages = ["birthday-parties", "school-group", "corporate-group", "plan-your-visit.come-prepared", "plan-your-visit.our-penguin", "plan-your-visit.your-guide", "learn-to.challenge-yourself", "health-safety", "food-beverage", "sustainability", "anti-fraud-disclaimer", "interest-free-payments", "zero-installment-plan", "road-show-offers", "pdf"];
    for (const id of contentPages) expect(route(id).page, id).toBe("content-page");
    expect(route("maf-employee-offers").page).toBe("staff-offers");
    expect(route("booking").page).toBe("booking-home");
    // The layout flags stay those of the spec's rules.
    expect(route("plan-your-visit.come-prepared").hideBookingBar).toBe(true);
    expect(route("booking").clientOnly).toBe(true);
  });

  it("gives the dashboard, personal details, the bookings, the family, gear, waiver, ski school, passports, share and unauthorized their own modules; the other account pages stay placeholders", () => {
    expect(route("accounts.dashboard").page).toBe("account-dashboard");
    expect(route("accounts.profile.personal-details").page).toBe("account-personal-details");
    expect(route("accounts.transactions").page).toBe("account-transactions");
    expect(route("accounts.profile").page).toBe("account-family");
    expect(route("accounts.profile.set-your-gear").page).toBe("account-gear");
    expect(route("accounts.profile.waiver-form").page).toBe("account-waiver");
    expect(route("accounts.ski-school").page).toBe("account-ski-school");
    expect(route("accounts.ski-school.ski-passport").page).toBe("account-passport");
    expect(route("accounts.ski-school.snowboard-passport").page).toBe("account-passport");
    expect(route("accounts.share").page).toBe("account-share");
    expect(route("accounts.profile.memberships").page).toBe("account-memberships");
    for (const id of ["accounts.alpine", "accounts.alpine.ski-group-lessons", "accounts.alpine.snowboard-group-lessons"]) expect(route(id).page, id).toBe("account-alpine");
    expect(route("accounts").page).toBe("account-home");
    expect(route("my-account").page).toBe("account-home");
    expect(route("accounts.payments").page).toBe("account-payments");
    expect(route("unauthorized").page).toBe("unauthorized");
    const ownModules = ["accounts.dashboard", "accounts.profile.personal-details", "accounts.transactions", "accounts.profile", "accounts.profile.set-your-gear", "accounts.profile.waiver-form", "accounts.ski-school", "accounts.ski-school.ski-passport", "accounts.ski-school.snowboard-passport", "accounts.share", "accounts.profile.memberships", "accounts.alpine", "accounts.alpine.ski-group-lessons", "accounts.alpine.snowboard-group-lessons", "accounts", "accounts.payments"];
    for (const id of ACCOUNTS.filter((a) => !ownModules.includes(a))) {
      expect(route(id).page, id).toBe("browser-placeholder");
    }
  });

  it("puts the catch-all last, after every static route", () => {
    expect(SITE_ROUTES.at(-1)?.id).toBe("cms-page");
  });
});
