// React Router's route config, generated from the shared route table: every page under the locale-site prefix.
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { type PageKind, SITE_ROUTES } from "../shared/routes";

const MODULES: Record<PageKind, string> = {
  home: "routes/home.tsx",
  placeholder: "routes/placeholder.tsx",
  "browser-placeholder": "routes/browser-placeholder.tsx",
  faq: "routes/faq.tsx",
  legal: "routes/legal.tsx",
  sitemap: "routes/sitemap.tsx",
  cms: "routes/cms-page.tsx",
  blog: "routes/cms-page.tsx",
  "not-found": "routes/not-found.tsx",
  explore: "routes/explore.tsx",
  "pass-detail": "routes/pass-detail.tsx",
  lessons: "routes/lessons.tsx",
  "ski-academy": "routes/ski-academy.tsx",
  "alpine-vouchers": "routes/alpine-vouchers.tsx",
  memberships: "routes/memberships.tsx",
  "ice-rink": "routes/ice-rink.tsx",
  events: "routes/events.tsx",
  offers: "routes/offers.tsx",
  "buy-tickets": "routes/booking/buy-tickets.tsx",
  "add-activity": "routes/booking/add-activity.tsx",
  "add-ons": "routes/booking/add-ons.tsx",
  "personal-details": "routes/booking/personal-details.tsx",
  payment: "routes/booking/payment.tsx",
  "booking-redirect": "routes/booking/booking-redirect.tsx",
  "booking-confirmed": "routes/booking/booking-confirmed.tsx",
  "booking-failed": "routes/booking/booking-failed.tsx",
  "find-your-booking": "routes/booking/find-your-booking.tsx",
  unauthorized: "routes/account/unauthorized.tsx",
  "account-dashboard": "routes/account/dashboard.tsx",
  "account-personal-details": "routes/account/personal-details.tsx",
  "account-transactions": "routes/account/transactions.tsx",
  "account-family": "routes/account/family.tsx",
  "account-gear": "routes/account/gear.tsx",
  "account-waiver": "routes/account/waiver.tsx",
  "account-ski-school": "routes/account/ski-school.tsx",
  "account-passport": "routes/account/passport.tsx",
  "account-share": "routes/account/share.tsx",
  "account-memberships": "routes/account/memberships.tsx",
  "account-alpine": "routes/account/alpine.tsx",
  "account-home": "routes/account/to-dashboard.tsx",
  "content-page": "routes/content-page.tsx",
  "staff-offers": "routes/staff-offers.tsx",
  "booking-home": "routes/booking/to-cart.tsx",
};

export default [
  route(":lang/:site", "routes/site.tsx", { id: "site" }, [
    ...SITE_ROUTES.map((r) =>
      r.path === "" ? index(MODULES[r.page], { id: r.id }) : route(r.path, MODULES[r.page], { id: r.id }),
    ),
    route("*", "routes/not-found.tsx", { id: "site-not-found" }),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
