// The route table: every page under a locale-site prefix, with the layout rules of the spec as flags.
import { type LayoutFlags, layoutFlagsFor } from "./layout-rules";

export { pathWithin } from "./layout-rules";

/** Which page module renders a route. */
export type PageKind =
  | "home"
  | "placeholder" // a server-rendered page whose own content arrives with a later feature: title and "coming soon"
  | "browser-placeholder" // the same, rendered in the browser only (accounts, booking, extra)
  | "faq"
  | "legal"
  | "sitemap"
  | "cms" // the catch-all {name}: a CMS page or the not-found screen
  | "blog"
  | "not-found"
  // the catalogue: listings and details of passes, packages, lessons, memberships and events
  | "explore"
  | "pass-detail"
  | "lessons"
  | "ski-academy"
  | "alpine-vouchers"
  | "memberships"
  | "ice-rink"
  | "events"
  | "offers"
  // the purchase path: booking steps, payment and its outcome, finding a booking
  | "buy-tickets"
  | "add-activity"
  | "add-ons"
  | "personal-details"
  | "payment"
  | "booking-redirect"
  | "booking-confirmed"
  | "booking-failed"
  | "find-your-booking"
  // the member's pages: sign-in required, the account dashboard, personal details, the member's bookings
  | "unauthorized"
  | "account-dashboard"
  | "account-personal-details"
  | "account-transactions"
  | "account-family"
  | "account-gear"
  | "account-waiver"
  | "account-ski-school"
  | "account-passport"
  | "account-share"
  | "account-payments"
  | "account-memberships"
  | "account-alpine"
  // accounts and my-account: the way to the dashboard
  | "account-home"
  // the after-purchase steps of a member's booking: who goes with each ticket, gear, waivers, the summary
  | "extra-add-guest"
  | "extra-gear"
  | "extra-waiver"
  | "extra-confirm"
  // the content pages from the CMS (plan your visit, groups, policies, payment plans, offers), the staff landing and
  // the bare booking path, which leads to the cart
  | "content-page"
  | "staff-offers"
  | "booking-home"
  // the contact forms with their captcha (docs/decisions/017)
  | "contact-us";

/** The account's front door below a site prefix: accounts and my-account lead here. */
export const DASHBOARD_PATH = "accounts/dashboard";

export interface RouteEntry extends LayoutFlags {
  /** Stable id, also the key of the page title in the dictionaries. */
  id: string;
  /** Path below the prefix in React Router syntax ("" is the home page). */
  path: string;
  page: PageKind;
}

function entry(id: string, path: string, page: PageKind): RouteEntry {
  return { id, path, page, ...layoutFlagsFor(path) };
}

const ACCOUNT_CHILDREN = [
  "alpine",
  "dashboard",
  "payments",
  "profile",
  "share",
  "ski-school",
  "transactions",
  "alpine/ski-group-lessons",
  "alpine/snowboard-group-lessons",
  "profile/memberships",
  "profile/personal-details",
  "profile/set-your-gear",
  "profile/waiver-form",
  "ski-school/ski-passport",
  "ski-school/snowboard-passport",
];

const CONTENT_PAGES = [
  "alpine-vouchers",
  "anti-fraud-disclaimer",
  "birthday-parties",
  "booking-failed",
  "booking-redirect",
  "booking-confirmed/:id?",
  "contact-us/:type?",
  "corporate-group",
  "events",
  "find-your-booking",
  "food-beverage",
  "health-safety",
  "ice-rink",
  "interest-free-payments",
  "maf-employee-offers",
  "memberships",
  "my-account",
  "offers",
  "passes-packages/explore",
  "passes-packages/:name?",
  "payment",
  "pdf",
  "road-show-offers",
  "school-group",
  "ski-academy",
  "ski-lessons",
  "snowboard-lessons",
  "sustainability",
  "unauthorized",
  "zero-installment-plan",
  "learn-to/challenge-yourself",
  "plan-your-visit/come-prepared",
  "plan-your-visit/our-penguin",
  "plan-your-visit/your-guide",
];

/** Content pages the catalogue renders with its own module; the rest are placeholders until their feature. */
export const CATALOGUE_PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  "passes-packages/explore": "explore",
  "passes-packages/:name?": "pass-detail",
  "ski-lessons": "lessons",
  "snowboard-lessons": "lessons",
  "ski-academy": "ski-academy",
  "alpine-vouchers": "alpine-vouchers",
  memberships: "memberships",
  "ice-rink": "ice-rink",
  events: "events",
  offers: "offers",
  payment: "payment",
  "booking-redirect": "booking-redirect",
  "booking-confirmed/:id?": "booking-confirmed",
  "booking-failed": "booking-failed",
  "find-your-booking": "find-your-booking",
  unauthorized: "unauthorized",
  "my-account": "account-home",
};

/** The content pages served by the one content-page module (its sections from the CMS) and the staff landing. */
export const CONTENT_PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  "anti-fraud-disclaimer": "content-page",
  "birthday-parties": "content-page",
  "corporate-group": "content-page",
  "food-beverage": "content-page",
  "health-safety": "content-page",
  "interest-free-payments": "content-page",
  "maf-employee-offers": "staff-offers",
  pdf: "content-page",
  "road-show-offers": "content-page",
  "school-group": "content-page",
  sustainability: "content-page",
  "zero-installment-plan": "content-page",
  "contact-us/:type?": "contact-us",
  "learn-to/challenge-yourself": "content-page",
  "plan-your-visit/come-prepared": "content-page",
  "plan-your-visit/our-penguin": "content-page",
  "plan-your-visit/your-guide": "content-page",
};

/** The account pages with their own modules (rendered in the browser only); the rest are placeholders until their feature. */
const ACCOUNT_PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  dashboard: "account-dashboard",
  "profile/personal-details": "account-personal-details",
  transactions: "account-transactions",
  profile: "account-family",
  "profile/set-your-gear": "account-gear",
  "profile/waiver-form": "account-waiver",
  "ski-school": "account-ski-school",
  "ski-school/ski-passport": "account-passport",
  "ski-school/snowboard-passport": "account-passport",
  share: "account-share",
  "profile/memberships": "account-memberships",
  alpine: "account-alpine",
  "alpine/ski-group-lessons": "account-alpine",
  "alpine/snowboard-group-lessons": "account-alpine",
  payments: "account-payments",
};

/** The booking steps' own modules (rendered in the browser only, like every booking page). */
const BOOKING_PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  "add-ons": "add-ons",
  "buy-tickets": "buy-tickets",
  "personal-details": "personal-details",
  "add-activity/:name?": "add-activity",
};

const BOOKING_CHILDREN = ["add-ons", "buy-tickets", "personal-details", "add-activity/:name?"];
const EXTRA_PAGES = ["add-guest", "confirm", "gear", "waiver"].map((p) => `extra/${p}/:id?`);
/** The after-purchase steps' own modules (rendered in the browser only, member pages). */
const EXTRA_PAGE_KINDS: Readonly<Record<string, PageKind>> = {
  "extra/add-guest/:id?": "extra-add-guest",
  "extra/gear/:id?": "extra-gear",
  "extra/waiver/:id?": "extra-waiver",
  "extra/confirm/:id?": "extra-confirm",
};

/** Route id from a path: "accounts/profile/memberships" → "accounts.profile.memberships". */
export function routeIdOf(path: string): string {
  if (path === "") return "home";
  return path
    .split("/")
    .filter((s) => !s.startsWith(":"))
    .join(".");
}

export const SITE_ROUTES: readonly RouteEntry[] = [
  entry("home", "", "home"),
  entry("accounts", "accounts", "account-home"),
  ...ACCOUNT_CHILDREN.map((p) => entry(routeIdOf(`accounts/${p}`), `accounts/${p}`, ACCOUNT_PAGE_KINDS[p] ?? "browser-placeholder")),
  entry("booking", "booking", "booking-home"),
  ...BOOKING_CHILDREN.map((p) => entry(routeIdOf(`booking/${p}`), `booking/${p}`, BOOKING_PAGE_KINDS[p] ?? "browser-placeholder")),
  ...EXTRA_PAGES.map((p) => entry(routeIdOf(p), p, EXTRA_PAGE_KINDS[p] ?? "browser-placeholder")),
  ...CONTENT_PAGES.map((p) => entry(routeIdOf(p), p, CATALOGUE_PAGE_KINDS[p] ?? CONTENT_PAGE_KINDS[p] ?? "placeholder")),
  entry("faq", "faq", "faq"),
  entry("privacy-policy", "privacy-policy", "legal"),
  entry("terms-conditions", "terms-conditions", "legal"),
  entry("sitemap", "sitemap", "sitemap"),
  entry("page-not-found", "page-not-found", "not-found"),
  entry("blog", "blog/:name", "blog"),
  entry("cms-page", ":name", "cms"),
];
