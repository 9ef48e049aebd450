// Which CMS read each content page renders (the one content-page module serves them all), with what a page adds:
// a group page's enquiry type, a payment plan that only venues with buy-now-pay-later offer, a listing of offers.
import { GROUP_ENQUIRY_TYPES, type VenuePageRead } from "../../shared/cms-venue-pages";

export interface ContentRoute {
  read: Exclude<VenuePageRead, "staffOffersPage">;
  /** The contact form type its enquiries go to (contact-us/{type}). */
  enquiry?: number;
  /** A buy-now-pay-later plan: a venue without Tabby or Tamara says it does not offer it, with status 404. */
  paymentPlan?: boolean;
  /** The venue's current offers listed under the sections. */
  offers?: boolean;
}

/** By path below the site prefix (the route table's CONTENT_PAGE_KINDS "content-page" entries). */
export const CONTENT_ROUTES: Readonly<Record<string, ContentRoute>> = {
  "birthday-parties": { read: "birthdayParties", enquiry: GROUP_ENQUIRY_TYPES.birthdays },
  "school-group": { read: "schoolTrip", enquiry: GROUP_ENQUIRY_TYPES.schools },
  "corporate-group": { read: "corporate", enquiry: GROUP_ENQUIRY_TYPES.company },
  "plan-your-visit/come-prepared": { read: "comePrepared" },
  "plan-your-visit/our-penguin": { read: "ourPenguin" },
  "plan-your-visit/your-guide": { read: "yourGuide" },
  "learn-to/challenge-yourself": { read: "skiPassportPassTicket" },
  "health-safety": { read: "healthAndSafety" },
  "food-beverage": { read: "foodAndBeverage" },
  sustainability: { read: "sustainability" },
  "anti-fraud-disclaimer": { read: "antiFraudDisclaimer" },
  "interest-free-payments": { read: "tabbyInfo", paymentPlan: true },
  "zero-installment-plan": { read: "installmentPage", paymentPlan: true },
  "road-show-offers": { read: "roadShow", offers: true },
  pdf: { read: "redeemProcess" },
};

/** The path below the prefix of a page request (a data request's ".data" left out). */
export function pathBelowPrefix(url: string, params: { lang?: string; site?: string }): string {
  const pathname = new URL(url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const prefix = `/${params.lang}/${params.site}/`;
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : "";
}
