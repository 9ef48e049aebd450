// The CMS reads of one page request, bound to its site and language.
import { VENUE_PAGE_READS } from "../../shared/cms-venue-pages";
import { CONTACT_FORM_READ } from "../../shared/contact-form";
import type { ContentReader } from "../../shared/request-context";
import type { ResolvedLocation } from "../../shared/tenant";
import type { Env } from "../env";
import { CmsClient, type ContentDraft } from "./client";

/** The reads of one page; a staff member's draft, when the page previews one, is read in place of its document. */
export function contentReaderFor(env: Env, location: ResolvedLocation, draft?: ContentDraft): ContentReader {
  const client = new CmsClient(env, draft);
  const call = { tenant: location.tenant, locale: location.locale };
  return {
    header: () => client.read("get-header", call),
    footer: () => client.read("api/Footer/GetFooter", call),
    home: () => client.read("api/HomePage/GetAll", call),
    errorAndMaintenance: () => client.read("api/ErrorAndMaintenancePage/GetErrorAndMaintenancePage", call),
    faq: (page) => client.read("api/FAQ/GetFAQ", { ...call, query: page ? { Page: page } : {} }),
    legal: () => client.read("api/PrivacyPolicyAndTAndCs/GetPrivacyPolicyAndTAndCs", call),
    sitemap: () => client.read("api/Sitemap/GetSitemap", call),
    contentPage: (name) => client.read("api/ContentPage/GetContentPage", { ...call, query: { Name: name } }),
    bookingBarFilterData: () =>
      client.read("api/BookingBarFilterData/GetBookingBarFilterData", { ...call, timeZone: location.tenant.timeZone }),
    exploreFilterData: () => client.read("api/PassesAndPackages/GetFilterData", call),
    exploreHero: () => client.read("api/PassesAndPackages/GetHero", call),
    shineAtSkiSchool: () => client.read("api/SkiSchool/GetShineAtSkiSchool", call),
    levelFilter: () => client.read("api/SkiSchool/GetLevelFilter", call),
    lessonsByLevelFilter: () => client.read("api/SkiSchool/GetLessonsByLevelFilter", call),
    checkSkillLevelPopup: () => client.read("api/SkiSchool/GetCheckSkillLevelPopup", call),
    skiSchoolTabs: () => client.read("api/SkiSchool/GetSkiSchoolTabs", call),
    skiSchoolTabTitleAndHero: () => client.read("api/SkiSchool/GetSkiSchoolTabTitleAndHero", call),
    guestAges: () => client.read("api/GuestAges/GetGuestAges", call),
    memberships: () => client.read("api/Memberships/GetAllMemberships", call),
    iceSkating: () => client.read("api/IceSkating/GetAll", call),
    venuePage: (read) => client.read(VENUE_PAGE_READS[read], call),
    contactForm: (type) => client.read(CONTACT_FORM_READ, { ...call, query: { Type: String(type) } }),
  };
}
