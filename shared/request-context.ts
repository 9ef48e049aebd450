// What the worker hands to React Router for each page request: site, language, configuration and content reads.
import { createContext } from "react-router";
import type {
  BookingBarFilterData,
  CheckSkillLevelPopup,
  ContentPage,
  ErrorPageContent,
  ExploreFilterData,
  ExploreHero,
  FaqContent,
  FooterContent,
  GuestAges,
  HeaderContent,
  HomeContent,
  IceSkatingContent,
  LegalContent,
  LessonsByLevelFilter,
  LevelFilter,
  MaintenanceContent,
  MembershipsContent,
  ShineAtSkiSchool,
  SiteConfiguration,
  SitemapContent,
  SkiSchoolTabTitleAndHero,
  SkiSchoolTabs,
} from "./cms";
import type { StaffLanding, VenuePageAnswer, VenuePageRead } from "./cms-venue-pages";
import type { ContactForm, ContactFormType } from "./contact-form";
import type { CardFilter } from "./booking/collections";
import type { ListingPrices } from "./booking/listing-prices";
import type { AvailabilityAnswer, Card, DailyPrice, SearchAvailabilityAnswer } from "./catalogue";
import type { ResolvedLocation } from "./tenant";
import type { MemberInformation, MemberOrder, SessionMember } from "./contract/member-schemas";

/** The CMS reads a page may make for the request's site and language; null where the CMS has nothing. */
export interface ContentReader {
  header(): Promise<HeaderContent | null>;
  footer(): Promise<FooterContent | null>;
  home(): Promise<HomeContent | null>;
  errorAndMaintenance(): Promise<{ maintenance_page: MaintenanceContent; not_found_page: ErrorPageContent } | null>;
  faq(page?: string): Promise<FaqContent | null>;
  legal(): Promise<LegalContent | null>;
  sitemap(): Promise<SitemapContent | null>;
  contentPage(name: string): Promise<ContentPage | null>;
  /** Booking bar: experience categories and blocked dates. */
  bookingBarFilterData(): Promise<BookingBarFilterData | null>;
  /** Explore page (passes-packages/explore): filters, hero and empty-state call to action. */
  exploreFilterData(): Promise<ExploreFilterData | null>;
  exploreHero(): Promise<ExploreHero | null>;
  /** Ski school screens. */
  shineAtSkiSchool(): Promise<ShineAtSkiSchool | null>;
  levelFilter(): Promise<LevelFilter | null>;
  lessonsByLevelFilter(): Promise<LessonsByLevelFilter | null>;
  checkSkillLevelPopup(): Promise<CheckSkillLevelPopup | null>;
  skiSchoolTabs(): Promise<SkiSchoolTabs | null>;
  skiSchoolTabTitleAndHero(): Promise<SkiSchoolTabTitleAndHero | null>;
  /** Guest counter labels. */
  guestAges(): Promise<GuestAges | null>;
  memberships(): Promise<MembershipsContent | null>;
  iceSkating(): Promise<IceSkatingContent | null>;
  /** The content pages (plan your visit, groups, policies, payment plans, offers) by their read's name. */
  venuePage<K extends VenuePageRead>(read: K): Promise<VenuePageAnswer<K> | null>;
  /** The contact form of one type (ContactForm/GetContactFormByType). */
  contactForm(type: ContactFormType): Promise<ContactForm | null>;
}

/** Which cards a page lists: the one filter of shared/booking/collections, applied there by cardMatches. */
export type { CardFilter } from "./booking/collections";

/** The provider reads of one page request (catalogue, availability, prices), bound to its site and language. */
export interface CatalogueReader {
  cards(filter?: CardFilter): Promise<Card[]>;
  /** One card by its URL key, or null. */
  card(name: string): Promise<Card | null>;
  availability(eventAk: string, from: string, to: string): Promise<AvailabilityAnswer>;
  /** Several calendars together: the merged days, and each code's own days in codeList. */
  searchAvailability(codes: readonly string[], from: string, to: string): Promise<SearchAvailabilityAnswer>;
  dailyPrices(productAk: string, from: string, to: string): Promise<DailyPrice[]>;
  /** The staff landing of an identifier (maf-employee-offers), or null for one the provider does not know. */
  staffLanding(identifier: string): Promise<StaffLanding | null>;
  /**
   * Every card's listing price on the venue's today, by card name (shared/booking/listing-prices.ts): the price a home
   * or menu card that opens a product shows. Empty when the provider cannot answer.
   */
  listingPrices(): Promise<ListingPrices>;
}

/**
 * The signed-in member's own reads for a page rendered on the server (the dashboard, the bookings, the personal
 * details), made with the session the request already opened; null where the provider did not answer (the page
 * offers another try in the browser).
 */
export interface MemberReader {
  orders(): Promise<MemberOrder[] | null>;
  information(): Promise<MemberInformation | null>;
}

/** What the document layer tells the page cache (worker/page-cache.ts) about the page it renders. */
export interface PageCacheReport {
  /** Every route the page matched declares it the same for every anonymous visitor (client/document/handle.ts). */
  shared(): void;
}

export interface ShopRequestContext {
  location: ResolvedLocation | null;
  siteConfig: SiteConfiguration | null;
  /** Nonce of this response's Content-Security-Policy, for the inline scripts of hydration. */
  nonce: string;
  content: ContentReader | null;
  catalogue: CatalogueReader | null;
  /** The signed-in member of this request (from the session cookie), or null for a guest. */
  member: SessionMember | null;
  /** The member's own reads (null for a guest). */
  memberReads: MemberReader | null;
  /** Where the document layer says whether the page may be kept for other visitors; without a call, it is not. */
  pageCache: PageCacheReport;
  /** The request's id (its X-Request-Id), shown on a failed page as a reference the visitor can quote. */
  requestId: string;
  /** Logs a failure of the page's loaders or render as JSON with the request, and reports it where reporting is set up. */
  reportError: (error: unknown) => void;
}

export const shopContext = createContext<ShopRequestContext>();
