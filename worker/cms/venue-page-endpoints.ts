// The CMS reads of the content pages (content-and-account §7): plan your visit, health and safety, sustainability,
// groups, anti-fraud, the ski passport, payment plans, food and beverage, the redeem steps and road-show offers.
// Reads the spec does not name (our penguins, birthday parties, food and beverage, road-show offers) follow its
// naming; decision 016 lists them.
import type { z } from "zod";
import {
  VENUE_PAGE_READS,
  groupPageSchema,
  groupsSchema,
  paymentPlansSchema,
  planYourVisitSchema,
  staffLandingsSchema,
  staffOffersPageSchema,
  venuePageSchema,
} from "../../shared/cms-venue-pages";
import type { CmsEndpoint } from "./endpoints";

/** A read that answers one part of a document; a part that is null (a plan the venue does not offer) answers Result 404. */
function partOf<S extends z.ZodObject>(path: string, doc: CmsEndpoint["doc"], schema: S, part: keyof z.infer<S> & string, result: z.ZodTypeAny): CmsEndpoint {
  return { path, doc, result, toResult: (stored) => (schema.parse(stored) as Record<string, unknown>)[part] ?? null };
}

export const VENUE_PAGE_ENDPOINTS: readonly CmsEndpoint[] = [
  partOf(VENUE_PAGE_READS.comePrepared, "plan-your-visit", planYourVisitSchema, "come_prepared", venuePageSchema),
  partOf(VENUE_PAGE_READS.yourGuide, "plan-your-visit", planYourVisitSchema, "your_guide", venuePageSchema),
  partOf(VENUE_PAGE_READS.ourPenguin, "plan-your-visit", planYourVisitSchema, "our_penguin", venuePageSchema),
  { path: VENUE_PAGE_READS.healthAndSafety, doc: "health-and-safety", result: venuePageSchema },
  { path: VENUE_PAGE_READS.sustainability, doc: "sustainability", result: venuePageSchema },
  partOf(VENUE_PAGE_READS.birthdayParties, "groups", groupsSchema, "birthday_parties", groupPageSchema),
  partOf(VENUE_PAGE_READS.schoolTrip, "groups", groupsSchema, "school_trip", groupPageSchema),
  // The spec's path, spelt as it is.
  partOf(VENUE_PAGE_READS.corporate, "groups", groupsSchema, "corporate", groupPageSchema),
  { path: VENUE_PAGE_READS.antiFraudDisclaimer, doc: "anti-fraud-disclaimer", result: venuePageSchema },
  { path: VENUE_PAGE_READS.skiPassportPassTicket, doc: "ski-passport-pass-ticket", result: venuePageSchema },
  partOf(VENUE_PAGE_READS.payments, "payment-plans", paymentPlansSchema, "payments", venuePageSchema),
  partOf(VENUE_PAGE_READS.tabbyInfo, "payment-plans", paymentPlansSchema, "tabby_info", venuePageSchema),
  partOf(VENUE_PAGE_READS.installmentPage, "payment-plans", paymentPlansSchema, "installment_page", venuePageSchema),
  { path: VENUE_PAGE_READS.foodAndBeverage, doc: "food-and-beverage", result: venuePageSchema },
  { path: VENUE_PAGE_READS.redeemProcess, doc: "redeem-process", result: venuePageSchema },
  { path: VENUE_PAGE_READS.roadShow, doc: "road-show", result: venuePageSchema },
  {
    path: VENUE_PAGE_READS.staffOffersPage,
    doc: "staff-landing",
    result: staffOffersPageSchema,
    toResult: (stored) => staffOffersPageSchema.parse(staffLandingsSchema.parse(stored)),
  },
];

