// The CMS reads of content-and-account §7 served by this worker, each mapped to its stored document.
import { z } from "zod";
import {
  CMS_DOCUMENTS,
  type CmsDocumentKey,
  checkSkillLevelPopupSchema,
  contentPageSchema,
  exploreFilterDataSchema,
  exploreHeroSchema,
  lessonsByLevelFilterSchema,
  levelFilterSchema,
  shineAtSkiSchoolSchema,
  siteConfigurationSchema,
  siteSettingsSchema,
  skiSchoolTabTitleAndHeroSchema,
  skiSchoolTabsSchema,
} from "../../shared/cms";
import { composeSiteConfiguration } from "../../shared/site-configuration";
import type { Tenant } from "../../shared/tenant";
import { VENUE_PAGE_ENDPOINTS } from "./venue-page-endpoints";
import { CONTACT_FORM_ENDPOINTS } from "./contact-form-endpoints";

export interface CmsEndpoint {
  /** Path below the per-site CMS path. */
  path: string;
  doc: CmsDocumentKey;
  /** Schema of the answer's Result. */
  result: z.ZodTypeAny;
  /** Builds the Result from the stored document; query holds the call's own parameters. */
  toResult?: (doc: unknown, tenant: Tenant, query: URLSearchParams) => unknown;
  /** Answers kept in KV for SITE_CONFIG_TTL_SECONDS, read by every page request and every open page's recheck. */
  cached?: boolean;
  /** The call also takes lang and timeZone in lower case (spec §7, BookingBarFilterData), validated as Lang and TimeZone. */
  lowerCaseQuery?: boolean;
}

type SkiSchoolPart = keyof z.infer<(typeof CMS_DOCUMENTS)["ski-school"]>;
/** A ski school call answers one part of the site's ski-school document. */
function skiSchoolCall(call: string, part: SkiSchoolPart, result: z.ZodTypeAny): CmsEndpoint {
  return { path: `api/SkiSchool/${call}`, doc: "ski-school", result, toResult: (doc) => CMS_DOCUMENTS["ski-school"].parse(doc)[part] };
}

export const CMS_ENDPOINTS: readonly CmsEndpoint[] = [
  { path: "get-header", doc: "header", result: CMS_DOCUMENTS.header },
  { path: "api/Footer/GetFooter", doc: "footer", result: CMS_DOCUMENTS.footer },
  { path: "api/HomePage/GetAll", doc: "home", result: CMS_DOCUMENTS.home },
  {
    path: "api/SiteConfiguration/GetSiteConfiguration",
    doc: "site-settings",
    result: siteConfigurationSchema,
    toResult: (doc, tenant) => composeSiteConfiguration(tenant, siteSettingsSchema.parse(doc)),
    cached: true,
  },
  {
    path: "api/ErrorAndMaintenancePage/GetErrorAndMaintenancePage",
    doc: "error-and-maintenance",
    result: CMS_DOCUMENTS["error-and-maintenance"],
  },
  {
    path: "api/FAQ/GetFAQ",
    doc: "faq",
    result: CMS_DOCUMENTS.faq,
    // Optional Page parameter: only the entries added to that page.
    toResult: (doc, _tenant, query) => {
      const entries = CMS_DOCUMENTS.faq.parse(doc);
      const page = query.get("Page");
      return page ? entries.filter((e) => e.pageToAddTo.includes(page)) : entries;
    },
  },
  { path: "api/PrivacyPolicyAndTAndCs/GetPrivacyPolicyAndTAndCs", doc: "legal", result: CMS_DOCUMENTS.legal },
  { path: "api/Booking/GetBookingMessages", doc: "booking-messages", result: CMS_DOCUMENTS["booking-messages"] },
  { path: "api/Sitemap/GetSitemap", doc: "sitemap", result: CMS_DOCUMENTS.sitemap },
  {
    path: "api/ContentPage/GetContentPage",
    doc: "pages",
    result: contentPageSchema,
    // One page by its Name; absent pages answer Result 404 (handled by the router).
    toResult: (doc, _tenant, query) => CMS_DOCUMENTS.pages.parse(doc).find((p) => p.name === query.get("Name")) ?? null,
  },
  {
    path: "api/BookingBarFilterData/GetBookingBarFilterData",
    doc: "booking-bar-filter",
    result: CMS_DOCUMENTS["booking-bar-filter"],
    lowerCaseQuery: true,
  },
  {
    path: "api/PassesAndPackages/GetFilterData",
    doc: "passes-and-packages",
    result: exploreFilterDataSchema,
    toResult: (doc) => CMS_DOCUMENTS["passes-and-packages"].parse(doc).filter_data,
  },
  {
    path: "api/PassesAndPackages/GetHero",
    doc: "passes-and-packages",
    result: exploreHeroSchema,
    toResult: (doc) => CMS_DOCUMENTS["passes-and-packages"].parse(doc).hero,
  },
  skiSchoolCall("GetShineAtSkiSchool", "shine_at_ski_school", shineAtSkiSchoolSchema),
  skiSchoolCall("GetLevelFilter", "level_filter", levelFilterSchema),
  skiSchoolCall("GetLessonsByLevelFilter", "lessons_by_level_filter", lessonsByLevelFilterSchema),
  skiSchoolCall("GetCheckSkillLevelPopup", "check_skill_level_popup", checkSkillLevelPopupSchema),
  skiSchoolCall("GetSkiSchoolTabs", "tabs", skiSchoolTabsSchema),
  skiSchoolCall("GetSkiSchoolTabTitleAndHero", "tab_title_and_hero", skiSchoolTabTitleAndHeroSchema),
  { path: "api/GuestAges/GetGuestAges", doc: "guest-ages", result: CMS_DOCUMENTS["guest-ages"] },
  { path: "api/Memberships/GetAllMemberships", doc: "memberships", result: CMS_DOCUMENTS.memberships },
  // Every site has the document; a venue without an ice rink says so in its intro and lists no cards.
  { path: "api/IceSkating/GetAll", doc: "ice-skating", result: CMS_DOCUMENTS["ice-skating"] },
  // The content pages' reads (plan your visit, groups, policies, payment plans, offers).
  ...VENUE_PAGE_ENDPOINTS,
  // The contact form of one type (docs/decisions/017).
  ...CONTACT_FORM_ENDPOINTS,
];

export function endpointFor(path: string): CmsEndpoint | undefined {
  return CMS_ENDPOINTS.find((e) => e.path.toLowerCase() === path.toLowerCase());
}
