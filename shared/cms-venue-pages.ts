// Zod schemas of the venue's content pages (plan your visit, groups, policies, payment plans, staff and road-show
// offers): one page shape (hero, introduction, sections of text, lists, steps, facts and cards) shared by every
// document, so one set of building blocks renders them all.
import { z } from "zod";
import { imageSchema } from "./image";

const text = z.string().trim().min(1);
/** A call to action: an internal path below the site prefix ("birthday-parties", "/passes-packages/snow-park")
 * or an external http(s)/tel/mailto address. */
const venueLink = z.object({ title: text, url: text });
const venueSeo = z.object({ meta_title: text, meta_description: text });

export const venueCardSchema = z.object({
  title: text,
  description: z.string(),
  image: imageSchema.optional(),
  /** A short line under the description (a price, a duration, a group size). */
  note: z.string().optional(),
  cta: venueLink.optional(),
});
export type VenueCard = z.infer<typeof venueCardSchema>;

/** A section: a heading and any of a paragraph, a list, numbered steps, label/value facts and cards. */
export const venueSectionSchema = z.object({
  title: text,
  body: z.string().optional(),
  items: z.array(text).optional(),
  steps: z.array(text).optional(),
  facts: z.array(z.object({ label: text, value: text })).optional(),
  cards: z.array(venueCardSchema).optional(),
  cta: venueLink.optional(),
});
export type VenueSection = z.infer<typeof venueSectionSchema>;

export const venuePageSchema = z.object({
  seo: venueSeo,
  hero: z.object({ title: text, subtitle: z.string(), image: imageSchema }),
  intro: text,
  sections: z.array(venueSectionSchema).min(1),
  /** The page's main call to action, after its sections. */
  cta: venueLink.optional(),
});
export type VenuePage = z.infer<typeof venuePageSchema>;

/** The contact form types of content-and-account §3 that the group pages send enquiries to (contact-us/{type}). */
export const GROUP_ENQUIRY_TYPES = { birthdays: 2, schools: 3, company: 4 } as const;

/** A group page: the venue page and its enquiry box, whose button opens the contact form of the page's type. */
export const groupPageSchema = venuePageSchema.extend({
  enquiry: z.object({ title: text, description: text, cta_title: text }),
});
export type GroupPage = z.infer<typeof groupPageSchema>;

// ---------- Documents ----------
/** PlanYourVisit: come prepared, your guide (Abu Dhabi and Oman have their own) and the penguins. */
export const planYourVisitSchema = z.object({
  come_prepared: venuePageSchema,
  your_guide: venuePageSchema,
  our_penguin: venuePageSchema,
});
/** Birthday parties, school trips (SchoolTrip) and corporate events (Corporate/GeCorporate). */
export const groupsSchema = z.object({
  birthday_parties: groupPageSchema,
  school_trip: groupPageSchema,
  corporate: groupPageSchema,
});
/** Payments: how to pay; TabbyInfo (interest-free payments) and InstallmentPage (zero-instalment bank plans) are null
 * where the venue offers no such plan. */
export const paymentPlansSchema = z.object({
  payments: venuePageSchema,
  tabby_info: venuePageSchema.nullable(),
  installment_page: venuePageSchema.nullable(),
});

export const staffIdentifierSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,59}$/, "identifier is 2 to 60 lower-case letters, digits and hyphens");

/** One staff landing (maf-employee-offers?identifier=): its organisation, the last day of its offers and its page. */
export const staffLandingSchema = z.object({
  identifier: staffIdentifierSchema,
  organisation: text,
  valid_until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date is YYYY-MM-DD"),
  page: venuePageSchema,
});
export type StaffLanding = z.infer<typeof staffLandingSchema>;

/** The staff landing pages of a site: the page without an identifier, the words for an unknown one, each landing. */
export const staffLandingsSchema = z.object({
  general: venuePageSchema,
  unknown_identifier: z.object({ title: text, description: text, cta: venueLink }),
  landings: z.array(staffLandingSchema),
});

/** Answer of the staff offers page read: the document without its landings. */
export const staffOffersPageSchema = staffLandingsSchema.omit({ landings: true });
export type StaffOffersPage = z.infer<typeof staffOffersPageSchema>;

/** The documents of the content pages, by key (registered with the other documents in shared/cms.ts). */
export const VENUE_PAGE_DOCUMENTS = {
  "plan-your-visit": planYourVisitSchema,
  "health-and-safety": venuePageSchema,
  sustainability: venuePageSchema,
  groups: groupsSchema,
  "anti-fraud-disclaimer": venuePageSchema,
  "ski-passport-pass-ticket": venuePageSchema,
  "payment-plans": paymentPlansSchema,
  "food-and-beverage": venuePageSchema,
  "redeem-process": venuePageSchema,
  "road-show": venuePageSchema,
  "staff-landing": staffLandingsSchema,
} as const;

/** The CMS reads of the content pages (paths below the site's CMS path), by the name a page's loader uses. */
export const VENUE_PAGE_READS = {
  comePrepared: "api/PlanYourVisit/GetComePrepared",
  yourGuide: "api/PlanYourVisit/GetYourGuide",
  ourPenguin: "api/PlanYourVisit/GetOurPenguin",
  healthAndSafety: "api/HealthAndSafety/GetHealthAndSafety",
  sustainability: "api/Sustainability/GetSustainability",
  birthdayParties: "api/BirthdayParty/GetBirthdayParty",
  schoolTrip: "api/SchoolTrip/GetSchoolTrip",
  corporate: "api/Corporate/GeCorporate",
  antiFraudDisclaimer: "api/AntiFraudDisclaimer/GetAntiFraudDisclaimer",
  skiPassportPassTicket: "api/SkiPassportPassTicket/GetSkiPassportPassTicket",
  payments: "api/Payments/GetPayments",
  tabbyInfo: "api/TabbyInfo/GetTabbyInfo",
  installmentPage: "api/InstallmentPage/GetAll",
  foodAndBeverage: "api/FoodAndBeverage/GetFoodAndBeverage",
  redeemProcess: "api/RedeemProcess/GetAll",
  roadShow: "api/RoadShow/GetRoadShowOffers",
  /** The staff offers page without a landing: its general page and the words for an unknown identifier (never the
   * list of landings, which open only by their identifier). */
  staffOffersPage: "api/StaffOffers/GetStaffOffersPage",
} as const;
export type VenuePageRead = keyof typeof VENUE_PAGE_READS;
/** The group pages' reads answer a page with its enquiry box. */
export type VenuePageAnswer<K extends VenuePageRead> = K extends "staffOffersPage"
  ? StaffOffersPage
  : K extends "birthdayParties" | "schoolTrip" | "corporate"
    ? GroupPage
    : VenuePage;
