// Zod schemas of the CMS documents and answers, used by the embedded CMS, the upstream proxy and the pages.
import { z } from "zod";
import { LEVEL_GROUP_KEYS, type LevelGroupKey } from "./booking/levels";
import { SKI_SCHOOL_EXPERIENCE_TYPES } from "./enumerations";
import { imageSchema } from "./image";
import { VENUE_PAGE_DOCUMENTS } from "./cms-venue-pages";
import { CONTACT_FORM_DOCUMENTS } from "./contact-form";
import type { NavbarItemView } from "./cms-views";
import { isoDateSchema } from "./catalogue-fields";
import { bookingMessagesSchema } from "./cms-messages";
import { richText } from "./rich-text";
import { WEEKDAYS, type Weekday, minutesOfDay } from "./working-hours";

// The booking messages' document has a module of its own, which the booking steps load without the others' schemas.
export { bookingMessagesSchema, generalMessageSchema, type BookingMessages } from "./cms-messages";

/** Every CMS answer is wrapped as {Result, Success}. */
export function cmsAnswer<T extends z.ZodTypeAny>(result: T) {
  return z.object({ Result: result, Success: z.boolean() });
}


export const linkSchema = z.object({ title: z.string().min(1), url: z.string().min(1) });
export type CmsLink = z.infer<typeof linkSchema>;

const localizedTitle = z.object({ en: z.string() });

// ---------- Header ----------
export const subMenuItemSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  localized_title: localizedTitle,
  url: z.string().min(1),
  icon: imageSchema.optional(),
});

export const menuItemSchema = z.object({
  id: z.number().int(),
  menu_item: z.object({
    title: z.string().min(1),
    localized_title: localizedTitle,
    url: z.string(),
    icon: imageSchema.optional(),
  }),
  sub_menu_item: z.array(subMenuItemSchema),
});

export const eventCardSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  /** Price per person, in the site's currency. */
  price: z.number().nonnegative(),
  /** Path of the pass below the prefix (passes-packages/{name}). */
  route: z.string().min(1),
  /** Identifier of the card details, used on the Egypt site. */
  card_details_id: z.string().optional(),
});

export const tabSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  localized_title: localizedTitle,
  cards_info: z.array(z.object({ card: eventCardSchema, icon: imageSchema.optional(), description: z.string() })),
  tabs_cta: linkSchema.optional(),
});

export const navbarItemSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  /** Set for a direct link; empty when the item opens menu_items or tabs. */
  cta_url: z.string(),
  left_title_icon: imageSchema.optional(),
  right_title_icon: imageSchema.optional(),
  menu_items: z.array(menuItemSchema),
  tabs: z.array(tabSchema),
});
/** A navigation entry as the browser receives it: the site layout's projection of the document (cms-views.ts). */
export type NavbarItem = NavbarItemView;

/** A time on the venue's clock, "hh:mm" ("24:00" is the end of the day). */
const clockTimeSchema = z.string().regex(/^\d{2}:\d{2}$/).refine((time) => minutesOfDay(time) !== null, "a time from 00:00 to 24:00");
/** One day's opening; null is a day the venue stays closed. A closing at or before the opening runs past midnight. */
const dayHoursSchema = z.object({ open: clockTimeSchema, close: clockTimeSchema }).strict().nullable();
/** The venue's hours for each day of the week, on its own clock (shared/working-hours.ts). */
export const weeklyHoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>).strict();

export const headerSchema = z.object({
  global_message: z.object({ id: z.string(), text: z.string(), is_active: z.boolean(), cta: linkSchema.optional() }),
  global_header: z.object({
    environments: z.array(z.object({ id: z.number().int(), title: z.string().min(1), url: z.string().min(1) })),
    live_update: z.object({
      title: z.string(),
      start_working_hour_time: z.string().regex(/^\d{2}:\d{2}$/),
      end_working_hour_time: z.string().regex(/^\d{2}:\d{2}$/),
      /**
       * The hours per day of the week: when present, the one source of the live status and of every page that shows
       * hours; a CMS without it gives one range (the two fields above) for every day.
       */
      weekly_hours: weeklyHoursSchema.optional(),
      live_status_category: z.array(
        z.object({
          title: z.string(),
          live_status_subcategory: z.array(
            z.object({ title: z.string(), status_text: z.string(), status_color_id: z.number().int() }),
          ),
        }),
      ),
      cta: linkSchema.optional(),
    }),
    language: z.array(z.object({ key: z.enum(["en", "ar"]), title: z.string().min(1) })),
    cta_items: z.array(linkSchema),
    global_message_icons: z.array(imageSchema),
  }),
  main_header: z.object({
    logo: imageSchema,
    event_logo_home_page: imageSchema.optional(),
    event_logo_other_pages: imageSchema.optional(),
    navbar_items: z.array(navbarItemSchema),
    sign_in_cta: linkSchema,
    video_cta: z.object({ url: z.string() }),
    scroll_video_icon: imageSchema.optional(),
    empty_cart_state: z.object({ title: z.string(), description: z.string(), cta: linkSchema }),
    cart_icon: imageSchema.optional(),
    my_account: z.object({ show_share: z.boolean() }),
    avatar_female_icon: imageSchema,
    avatar_male_icon: imageSchema,
  }),
});
export type HeaderContent = z.infer<typeof headerSchema>;

// ---------- Footer ----------
const footerSection = z.object({ title: z.string().min(1), links: z.array(linkSchema) });
export const footerSchema = z.object({
  main_footer: z.object({
    first_section: footerSection,
    second_section: footerSection,
    third_section: footerSection,
    fourth_section: footerSection,
    newsletter: z.object({
      title: z.string().min(1),
      description: z.string(),
      placeholder: z.string(),
      cta_title: z.string().min(1),
      community_description: z.string(),
      joined_text: z.string(),
    }),
  }),
  sub_footer: z.object({
    social_items: z.array(
      z.object({ name: z.enum(["instagram", "facebook", "x", "youtube", "tiktok", "linkedin"]), url: z.string().url() }),
    ),
    app_store_cta: z.object({ url: z.string().url(), image: imageSchema }),
    google_play_cta: z.object({ url: z.string().url(), image: imageSchema }),
    payment_logos: z.array(imageSchema),
    copyright: z.string().min(1),
  }),
});
export type FooterContent = z.infer<typeof footerSchema>;

// ---------- Home ----------
export const seoSchema = z.object({ meta_title: z.string().min(1), meta_description: z.string().min(1) });
export const homeCardSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  description: z.string(),
  /** "From" price per person in the site's currency. */
  price: z.number().nonnegative(),
  label_text: z.string(),
  url: z.string().min(1),
  image: imageSchema.optional(),
});
export const homeSchema = z.object({
  seo: seoSchema,
  hero: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    cta: linkSchema,
    video_url: z.string().optional(),
    image: imageSchema.optional(),
  }),
  opening_hours: z.object({
    title: z.string().min(1),
    /** Free-text rows of an older CMS: not shown, the hours come from the header's weekly hours (one source). */
    rows: z.array(z.object({ days: z.string().min(1), hours: z.string().min(1) })).optional(),
    note: z.string().optional(),
  }),
  sections: z.array(
    z.object({
      id: z.number().int(),
      title: z.string().min(1),
      description: z.string(),
      cards: z.array(homeCardSchema),
      great_moment: z
        .object({ id: z.number().int(), title: z.string(), description: z.string(), image: imageSchema.optional(), cta: linkSchema.optional() })
        .optional(),
    }),
  ),
});
export type HomeContent = z.infer<typeof homeSchema>;

// ---------- Site configuration ----------
/**
 * A saved-card warning (content-and-account §3 card_warning_message_ski_school; docs/decisions/013): the message shows
 * on each of the member's saved cards whose number starts with one of card_Ids, BIN prefixes of 1 to 6 digits.
 */
export const cardWarningSchema = z
  .object({
    card_Ids: z.array(z.string().regex(/^\d{1,6}$/, "is a BIN prefix of 1 to 6 digits")).min(1).max(50),
    message: z.string().min(1).max(500),
  })
  .strict();
export type CardWarning = z.infer<typeof cardWarningSchema>;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const HEX_COLOUR_MESSAGE = "is a colour as # and six hex digits, e.g. #0B1F3A";

/** The editable part of a site's configuration, as stored per site and locale. */
export const siteSettingsSchema = z
  .object({
    title: z.string().min(1, "is required"),
    enable_maintenance_page: z.boolean(),
    hide_booking_bar: z.boolean(),
    hide_adult: z.boolean(),
    hide_junior: z.boolean(),
    hide_child: z.boolean(),
    enable_booking_bar_passes_and_packages: z.boolean(),
    enable_booking_bar_ski_school: z.boolean(),
    promo_code_color: z.string().regex(HEX_COLOUR, HEX_COLOUR_MESSAGE),
    maf_staff_color_code: z.string().regex(HEX_COLOUR, HEX_COLOUR_MESSAGE),
    socialMediaLinks: z.array(linkSchema),
    siteLogo: imageSchema,
    maintenance_background_image: imageSchema.optional(),
    join_share_configuration: z
      .object({
        card_logo: imageSchema,
        text: z.object({ title: z.string(), text_color_code: z.string(), background_color_code: z.string() }),
      })
      .optional(),
    card_warning_message_ski_school: z.array(cardWarningSchema).max(20).optional(),
  })
  .strict();
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The answer of /api/SiteConfiguration/GetSiteConfiguration: the venue's fixed facts plus its settings. */
export const siteConfigurationSchema = siteSettingsSchema.extend({
  site_id: z.number().int(),
  location: z.string(),
  code: z.string(),
  currency: z.string(),
  decimalNumber: z.union([z.literal(2), z.literal(3)]),
  containsShare: z.boolean(),
  timezone: z.string(),
  countryDetails: z.object({ iso3: z.string().length(3), dial_code: z.string(), region_code: z.string() }),
  client_name: z.string(),
});
export type SiteConfiguration = z.infer<typeof siteConfigurationSchema>;

// ---------- Error and maintenance ----------
export const maintenancePageSchema = z.object({
  title: z.string(),
  web_mobile_title: z.string(),
  subtitle: z.string(),
  /** HTML. */
  description_highlighted: richText(z.string()),
  logo: z.object({ image_url: z.string() }).optional(),
  cta: linkSchema.optional(),
  seo: seoSchema.optional(),
});
export type MaintenanceContent = z.infer<typeof maintenancePageSchema>;

export const errorPageSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  /** HTML. */
  description_highlighted: richText(z.string()),
  cta: linkSchema.optional(),
});
export type ErrorPageContent = z.infer<typeof errorPageSchema>;

export const errorAndMaintenanceSchema = z.object({
  maintenance_page: maintenancePageSchema,
  not_found_page: errorPageSchema,
});

// ---------- FAQ, legal, sitemap, booking messages, pages ----------
export const faqSchema = z.array(
  z.object({
    lang: z.enum(["en", "ar"]),
    site: z.string(),
    question: z.string().min(1),
    /** HTML answer. */
    answer: richText(z.string().min(1)),
    /** Page paths (below the prefix) whose FAQ block shows this entry. */
    pageToAddTo: z.array(z.string()),
  }),
);
export type FaqContent = z.infer<typeof faqSchema>;

const legalDocument = z.object({
  title: z.string().min(1),
  last_updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Each body is HTML. */
  sections: z.array(z.object({ title: z.string().min(1), body: richText(z.string().min(1)) })),
});
export const legalSchema = z.object({ privacy_policy: legalDocument, terms_and_conditions: legalDocument });
export type LegalContent = z.infer<typeof legalSchema>;

export const sitemapSchema = z.object({
  title: z.string().min(1),
  sections: z.array(z.object({ title: z.string().min(1), links: z.array(linkSchema) })),
});
export type SitemapContent = z.infer<typeof sitemapSchema>;

/** A page served by the catch-all route or the blog. */
export const contentPageSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  seo: seoSchema,
  title: z.string().min(1),
  /** HTML body. */
  body: richText(z.string().min(1)),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPagesSchema = z.array(contentPageSchema);

// ---------- Booking screens: booking bar, explore page, ski school, guest ages, memberships, ice rink ----------
/** A calendar day key, YYYY-MM-DD, that exists: the catalogue's date. */
export const dateKeySchema = isoDateSchema;

const urlKey = z.string().regex(/^[a-z0-9-]+$/, "a URL key is lower-case letters, digits and hyphens");


export const experienceCategorySchema = z.object({
  /** One of EXPERIENCE_CATEGORY_IDS (tenants/catalogue/types.ts). */
  id: z.number().int().positive(),
  title: z.string().min(1),
  booking_bar_subtitle: z.string(),
  booking_bar_icon: imageSchema,
  url_key: urlKey,
  localized_title: localizedTitle,
  ski_school_experience_category_type: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
});
export type ExperienceCategory = z.infer<typeof experienceCategorySchema>;

/** Answer of api/BookingBarFilterData/GetBookingBarFilterData. */
export const bookingBarFilterDataSchema = z.object({
  experience_categories: z.array(experienceCategorySchema).min(1),
  /** Days the venue is closed (maintenance, private events); the date picker disables them. */
  blocked_dates: z.array(dateKeySchema),
});
export type BookingBarFilterData = z.infer<typeof bookingBarFilterDataSchema>;

/** Sort orders of the explore page, first is the default. */
export const EXPLORE_SORT_KEYS = ["recommended", "price-asc", "price-desc"] as const;
export type ExploreSortKey = (typeof EXPLORE_SORT_KEYS)[number];

/** Answer of api/PassesAndPackages/GetFilterData: the explore page's filters. */
export const exploreFilterDataSchema = z.object({
  title: z.string().min(1),
  categories: z.array(z.object({ id: z.number().int().positive(), title: z.string().min(1), url_key: urlKey })).min(1),
  sort_options: z.array(z.object({ key: z.enum(EXPLORE_SORT_KEYS), title: z.string().min(1) })).min(1),
});
export type ExploreFilterData = z.infer<typeof exploreFilterDataSchema>;

/** Answer of api/PassesAndPackages/GetHero: the explore page's hero and its empty-cart / no-results call to action. */
export const exploreHeroSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string(),
  image: imageSchema,
  seo: seoSchema,
  empty_state: z.object({ title: z.string().min(1), description: z.string(), cta: linkSchema }),
});
export type ExploreHero = z.infer<typeof exploreHeroSchema>;

export const passesAndPackagesSchema = z.object({ filter_data: exploreFilterDataSchema, hero: exploreHeroSchema });

const iconItem = z.object({ title: z.string().min(1), description: z.string(), icon: imageSchema });

/** Answer of api/SkiSchool/GetShineAtSkiSchool. */
export const shineAtSkiSchoolSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  items: z.array(iconItem).min(1),
});
export type ShineAtSkiSchool = z.infer<typeof shineAtSkiSchoolSchema>;

export const SKILL_LEVEL_KEYS = LEVEL_GROUP_KEYS;
export type SkillLevelKey = LevelGroupKey;

/** Answer of api/SkiSchool/GetLevelFilter; levels have key and Value (the label). */
export const levelFilterSchema = z.object({
  levels: z
    .array(
      z.object({
        key: z.enum(SKILL_LEVEL_KEYS),
        Value: z.string().min(1),
        level_ids: z.array(z.number().int().min(1).max(7)).min(1),
      }),
    )
    .min(1),
});
export type LevelFilter = z.infer<typeof levelFilterSchema>;

const ageOption = z.object({ id: z.number().int().min(0).max(4), title: z.string().min(1), localized_title: localizedTitle });

/** Answer of api/SkiSchool/GetLessonsByLevelFilter: lesson types 0-5 and the age choices of ski and snowboard. */
export const lessonsByLevelFilterSchema = z.object({
  lesson_types: z.array(z.object({ id: z.number().int().min(0).max(5), title: z.string().min(1) })).min(1),
  ages: z.object({ ski: z.array(ageOption).min(1), snowboard: z.array(ageOption).min(1) }),
});
export type LessonsByLevelFilter = z.infer<typeof lessonsByLevelFilterSchema>;

/** Answer of api/SkiSchool/GetCheckSkillLevelPopup: questions that point a guest to a level. */
export const checkSkillLevelPopupSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  questions: z.array(z.object({ question: z.string().min(1), level_key: z.enum(SKILL_LEVEL_KEYS) })).min(1),
  cta: linkSchema,
});
export type CheckSkillLevelPopup = z.infer<typeof checkSkillLevelPopupSchema>;

export const SKI_SCHOOL_TAB_ROUTES = ["ski-lessons", "snowboard-lessons", "ski-academy", "alpine-vouchers"] as const;

/** Answer of api/SkiSchool/GetSkiSchoolTabs; category_card_type 1 ski, 2 snowboard, null neither. */
export const skiSchoolTabsSchema = z.object({
  tabs: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z.string().min(1),
        route: z.enum(SKI_SCHOOL_TAB_ROUTES),
        category_card_type: z.union([z.literal(1), z.literal(2)]).nullable(),
      }),
    )
    .min(1),
});
export type SkiSchoolTabs = z.infer<typeof skiSchoolTabsSchema>;

const tabHero = z.object({ title: z.string().min(1), subtitle: z.string(), image: imageSchema, seo: seoSchema });
/** Answer of api/SkiSchool/GetSkiSchoolTabTitleAndHero: one hero per tab. */
export const skiSchoolTabTitleAndHeroSchema = z.object({
  ski: tabHero,
  snowboard: tabHero,
  academy: tabHero,
  alpine: tabHero,
});
export type SkiSchoolTabTitleAndHero = z.infer<typeof skiSchoolTabTitleAndHeroSchema>;

export const skiSchoolSchema = z.object({
  shine_at_ski_school: shineAtSkiSchoolSchema,
  level_filter: levelFilterSchema,
  lessons_by_level_filter: lessonsByLevelFilterSchema,
  check_skill_level_popup: checkSkillLevelPopupSchema,
  tabs: skiSchoolTabsSchema,
  tab_title_and_hero: skiSchoolTabTitleAndHeroSchema,
});

/** Answer of api/GuestAges/GetGuestAges: the guest counter's labels. */
export const guestAgesSchema = z.object({
  adult_label: z.string().min(1),
  junior_label: z.string().min(1),
  child_label: z.string().min(1),
  infant_label: z.string().min(1),
});
export type GuestAges = z.infer<typeof guestAgesSchema>;

const pageHero = z.object({ title: z.string().min(1), subtitle: z.string(), image: imageSchema });

/** Answer of api/Memberships/GetAllMemberships; card_names are catalogue URL keys listed on the page. */
export const membershipsSchema = z.object({
  hero: pageHero,
  intro: z.string().min(1),
  benefits: z.array(iconItem),
  card_names: z.array(urlKey),
  seo: seoSchema,
});
export type MembershipsContent = z.infer<typeof membershipsSchema>;

/** Answer of api/IceSkating/GetAll; a venue without an ice rink says so in intro and lists no cards. */
export const iceSkatingSchema = z.object({
  hero: pageHero,
  intro: z.string().min(1),
  sessions_note: z.string(),
  rules: z.array(z.string().min(1)),
  card_names: z.array(urlKey),
  seo: seoSchema,
});
export type IceSkatingContent = z.infer<typeof iceSkatingSchema>;

/** The documents stored per site and locale, by key, with the schema each is validated by. */
export const CMS_DOCUMENTS = {
  header: headerSchema,
  footer: footerSchema,
  home: homeSchema,
  "site-settings": siteSettingsSchema,
  "error-and-maintenance": errorAndMaintenanceSchema,
  faq: faqSchema,
  legal: legalSchema,
  sitemap: sitemapSchema,
  "booking-messages": bookingMessagesSchema,
  pages: contentPagesSchema,
  "booking-bar-filter": bookingBarFilterDataSchema,
  "passes-and-packages": passesAndPackagesSchema,
  "ski-school": skiSchoolSchema,
  "guest-ages": guestAgesSchema,
  memberships: membershipsSchema,
  "ice-skating": iceSkatingSchema,
  // The content pages (plan your visit, groups, policies, payment plans, staff and road-show offers).
  ...VENUE_PAGE_DOCUMENTS,
  // The contact forms, one per type (docs/decisions/017).
  ...CONTACT_FORM_DOCUMENTS,
} as const;
export type CmsDocumentKey = keyof typeof CMS_DOCUMENTS;
export type CmsDocument<K extends CmsDocumentKey> = z.infer<(typeof CMS_DOCUMENTS)[K]>;
export const CMS_DOCUMENT_KEYS = Object.keys(CMS_DOCUMENTS) as CmsDocumentKey[];
