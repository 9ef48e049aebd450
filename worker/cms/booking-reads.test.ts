// The CMS reads of the booking screens (booking bar, explore page, ski school, guest ages, memberships, ice
// rink) as a caller sees them on every site in both languages, and through the page's typed ContentReader.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type RouteObject, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { LEVEL_GROUPS } from "../../shared/booking/levels";
import {
  LESSON_LEVELS,
  LESSON_TYPES,
  SKI_AGE_TYPES,
  SKI_CATEGORY_CARD_TYPE,
  SNOWBOARD_AGE_TYPES,
  SNOWBOARD_CATEGORY_CARD_TYPE,
  isoDateSchema,
} from "../../shared/catalogue";
import {
  EXPLORE_SORT_KEYS,
  SKI_SCHOOL_TAB_ROUTES,
  bookingBarFilterDataSchema,
  checkSkillLevelPopupSchema,
  cmsAnswer,
  exploreFilterDataSchema,
  exploreHeroSchema,
  guestAgesSchema,
  iceSkatingSchema,
  lessonsByLevelFilterSchema,
  levelFilterSchema,
  membershipsSchema,
  shineAtSkiSchoolSchema,
  skiSchoolTabTitleAndHeroSchema,
  skiSchoolTabsSchema,
} from "../../shared/cms";
import { LOCALES, type Locale } from "../../shared/locale";
import { SITE_ROUTES } from "../../shared/routes";
import type { Tenant } from "../../shared/tenant";
import { TENANTS } from "../../tenants";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { EXPERIENCE_CATEGORY_IDS } from "../../tenants/catalogue/types";
import type { Env } from "../env";
import { contentReaderFor } from "./content-reader";

const get = (path: string) => SELF.fetch(`https://shop.test${path}`, { redirect: "manual" });

const BOOKING_BAR = "api/BookingBarFilterData/GetBookingBarFilterData";
const CALLS = {
  [BOOKING_BAR]: bookingBarFilterDataSchema,
  "api/PassesAndPackages/GetFilterData": exploreFilterDataSchema,
  "api/PassesAndPackages/GetHero": exploreHeroSchema,
  "api/SkiSchool/GetShineAtSkiSchool": shineAtSkiSchoolSchema,
  "api/SkiSchool/GetLevelFilter": levelFilterSchema,
  "api/SkiSchool/GetLessonsByLevelFilter": lessonsByLevelFilterSchema,
  "api/SkiSchool/GetCheckSkillLevelPopup": checkSkillLevelPopupSchema,
  "api/SkiSchool/GetSkiSchoolTabs": skiSchoolTabsSchema,
  "api/SkiSchool/GetSkiSchoolTabTitleAndHero": skiSchoolTabTitleAndHeroSchema,
  "api/GuestAges/GetGuestAges": guestAgesSchema,
  "api/Memberships/GetAllMemberships": membershipsSchema,
  "api/IceSkating/GetAll": iceSkatingSchema,
} as const;
type Call = keyof typeof CALLS;

async function read<C extends Call>(tenant: Tenant, call: C, locale: Locale) {
  const response = await get(`${tenant.cmsPath}/${call}?Lang=${locale}&TimeZone=${encodeURIComponent(tenant.timeZone)}`);
  expect(response.status, `${tenant.slug} ${locale} ${call}`).toBe(200);
  expect(response.headers.get("content-language")).toBe(locale);
  const parsed = cmsAnswer(CALLS[call]).safeParse(await response.json());
  expect(parsed.success, `${tenant.slug} ${locale} ${call}: ${parsed.error?.message}`).toBe(true);
  expect(parsed.data!.Success).toBe(true);
  return parsed.data!.Result as import("zod").infer<(typeof CALLS)[C]>;
}

const ARABIC = /[\u0600-\u06FF]/;
/** The catalogue seed decides which venues have an ice rink: Dubai, Abu Dhabi and Oman; Egypt has none. */
const cardsOf = (slug: string) => CATALOGUE_SEEDS[slug as keyof typeof CATALOGUE_SEEDS].cards;
const WITH_ICE_RINK = new Set(TENANTS.filter((t) => cardsOf(t.slug).some((c) => c.kind === "ice_rink")).map((t) => t.slug));
const bySlug = (slug: string) => TENANTS.find((t) => t.slug === slug)!;
/** The site page a path below a prefix lands on, matched by React Router on the routes client/routes.ts builds from SITE_ROUTES. */
const SITE_PAGES: (RouteObject & { id: string })[] = SITE_ROUTES.map((r) => (r.path === "" ? { id: r.id, index: true } : { id: r.id, path: r.path }));
const sitePageOf = (path: string) => matchRoutes(SITE_PAGES, `/${path}`)?.at(-1) ?? null;

interface IssueBody {
  error: string;
  issues: { field: string; rule: string; message: string }[];
}

/** Every user-facing text of an answer (image URLs, keys and the English localized_title left out). */
function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") {
    return ["image_url", "url", "url_key", "key", "level_key", "route", "en"].includes(key) || /^\d{4}-/.test(value) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((v) => textsOf(v, key === "card_names" ? "key" : ""));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

describe("the booking-screen reads of every site in both languages", () => {
  for (const tenant of TENANTS) {
    for (const locale of LOCALES) {
      it(`${tenant.slug} ${locale}: every call answers its schema, in the language asked for`, async () => {
        for (const call of Object.keys(CALLS) as Call[]) {
          const result = await read(tenant, call, locale);
          const texts = textsOf(result).filter((t) => t.trim() !== "");
          expect(texts.length, call).toBeGreaterThan(0);
          for (const text of texts) {
            if (locale === "ar") expect(text, `${call}: ${text}`).toMatch(ARABIC);
            else expect(text, `${call}: ${text}`).not.toMatch(ARABIC);
          }
        }
      });
    }
  }
});

describe("GetBookingBarFilterData", () => {
  const expected = [
    { id: EXPERIENCE_CATEGORY_IDS.snowPark, url_key: "snow-park", type: 0 },
    { id: EXPERIENCE_CATEGORY_IDS.packages, url_key: "packages", type: 0 },
    { id: EXPERIENCE_CATEGORY_IDS.skiLessons, url_key: "ski-lessons", type: 1 },
    { id: EXPERIENCE_CATEGORY_IDS.snowboardLessons, url_key: "snowboard-lessons", type: 2 },
    { id: EXPERIENCE_CATEGORY_IDS.penguins, url_key: "penguin-encounters", type: 0 },
    { id: EXPERIENCE_CATEGORY_IDS.iceRink, url_key: "ice-rink", type: 0 },
    { id: EXPERIENCE_CATEGORY_IDS.eventsAndDining, url_key: "events-dining", type: 0 },
  ];

  it("has an ice rink category in Dubai, Abu Dhabi and Oman, as their catalogues do", () => {
    expect([...WITH_ICE_RINK].sort()).toEqual(["ski-dubai", "snow-abu-dhabi", "snow-oman"]);
  });

  it("lists exactly the experience categories the site's catalogue cards belong to", async () => {
    for (const tenant of TENANTS) {
      const used = new Set(cardsOf(tenant.slug).flatMap((c) => c.experience_category_ids));
      const { experience_categories } = await read(tenant, BOOKING_BAR, "en");
      expect(experience_categories.map((c) => c.id).sort(), tenant.slug).toEqual([...used].sort());
    }
  });

  it("lists the catalogue's experience categories, the ice rink only where there is one", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const { experience_categories } = await read(tenant, BOOKING_BAR, locale);
        const want = expected.filter((e) => e.id !== EXPERIENCE_CATEGORY_IDS.iceRink || WITH_ICE_RINK.has(tenant.slug));
        expect(
          experience_categories.map((c) => ({ id: c.id, url_key: c.url_key, type: c.ski_school_experience_category_type })),
          `${tenant.slug} ${locale}`,
        ).toEqual(want);
        for (const c of experience_categories) {
          expect(Object.values(EXPERIENCE_CATEGORY_IDS)).toContain(c.id);
          expect(c.localized_title.en).not.toMatch(ARABIC);
          expect(c.booking_bar_icon.image_url).toMatch(/^\/images\/icons\/[a-z-]+\.svg$/);
        }
      }
    }
  });

  it("blocks a few real dates (YYYY-MM-DD, December 2026 to March 2027), the same in both languages", async () => {
    for (const tenant of TENANTS) {
      const { blocked_dates: en } = await read(tenant, BOOKING_BAR, "en");
      const { blocked_dates: ar } = await read(tenant, BOOKING_BAR, "ar");
      expect(ar).toEqual(en);
      expect(en.length).toBeGreaterThan(0);
      for (const date of en) {
        expect(isoDateSchema.safeParse(date).success, date).toBe(true);
        expect(date >= "2026-12-01" && date <= "2027-03-31", date).toBe(true);
      }
      expect([...en].sort()).toEqual(en);
      expect(new Set(en).size).toBe(en.length);
    }
  });

  it("accepts lang and timeZone in lower case, as the booking bar sends them", async () => {
    const response = await get(`/api/cms/snow-oman/${BOOKING_BAR}?lang=ar&timeZone=Asia%2FMuscat`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("ar");
    const { Result } = cmsAnswer(bookingBarFilterDataSchema).parse(await response.json());
    expect(Result.experience_categories[0]!.title).toMatch(ARABIC);

    const capital = await get(`/api/cms/snow-oman/${BOOKING_BAR}?Lang=en&TimeZone=Asia%2FMuscat`);
    expect(capital.headers.get("content-language")).toBe("en");
  });

  it("refuses a bad timeZone or lang with a 400 naming the field as it was sent", async () => {
    for (const [query, field] of [
      ["timeZone=Mars%2FOlympus_Mons", "timeZone"],
      ["timeZone=", "timeZone"],
      ["TimeZone=nowhere", "TimeZone"],
      ["lang=fr", "lang"],
      ["Lang=de", "Lang"],
    ] as const) {
      const response = await get(`/api/cms/ski-dubai/${BOOKING_BAR}?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as IssueBody;
      expect(body.error).toBe("invalid_request");
      expect(body.issues.map((i) => i.field), query).toEqual([field]);
    }
  });

  it("leaves the other calls as they were: lower-case parameters are not theirs", async () => {
    const response = await get("/api/cms/ski-dubai/api/Footer/GetFooter?timeZone=not-a-zone&lang=xx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("en");
  });
});

describe("the explore page's filters and hero", () => {
  it("filter by the booking bar's experience categories and sort three ways", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const filters = await read(tenant, "api/PassesAndPackages/GetFilterData", locale);
        const bar = await read(tenant, BOOKING_BAR, locale);
        expect(filters.categories).toEqual(bar.experience_categories.map((c) => ({ id: c.id, title: c.title, url_key: c.url_key })));
        expect(filters.sort_options.map((s) => s.key)).toEqual([...EXPLORE_SORT_KEYS]);
      }
    }
  });

  it("offers an empty-state call to action that lands on a real page", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const hero = await read(tenant, "api/PassesAndPackages/GetHero", locale);
        expect(sitePageOf(hero.empty_state.cta.url.slice(1)), hero.empty_state.cta.url).not.toBeNull();
        expect(hero.seo.meta_title).toContain(tenant.name[locale]);
        expect(hero.image.image_url).toBe(`/images/${tenant.slug}/hero.svg`);
      }
    }
  });
});

describe("the ski school reads", () => {
  it("group the seven lesson levels into five keys with a Value each", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const { levels } = await read(tenant, "api/SkiSchool/GetLevelFilter", locale);
        expect(levels.map((l) => ({ key: l.key, level_ids: l.level_ids }))).toEqual(
          LEVEL_GROUPS.map((g) => ({ key: g.key, level_ids: [...g.levelIds] })),
        );
        expect(levels.flatMap((l) => l.level_ids)).toEqual(LESSON_LEVELS.map((l) => l.id));
      }
    }
    const { levels } = await read(bySlug("ski-dubai"), "api/SkiSchool/GetLevelFilter", "en");
    expect(levels.map((l) => l.Value)).toEqual(["Discovery", "Beginner", "Intermediate", "Advanced", "High performance"]);
  });

  it("offer the lesson types and the ski and snowboard ages of the catalogue, with Oman's children from 2", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const filter = await read(tenant, "api/SkiSchool/GetLessonsByLevelFilter", locale);
        expect(filter.lesson_types.map((t) => t.id)).toEqual(Object.values(LESSON_TYPES));
        expect(filter.ages.ski.map((a) => a.id)).toEqual(Object.values(SKI_AGE_TYPES));
        expect(filter.ages.snowboard.map((a) => a.id)).toEqual(Object.values(SNOWBOARD_AGE_TYPES));
        const child = tenant.slug === "snow-oman" ? "Child (2-6)" : "Child (3-6)";
        expect(filter.ages.ski.map((a) => a.localized_title.en)).toEqual(["All ages", "Adult (14+)", "Junior (7-13)", child]);
        expect(filter.ages.snowboard.map((a) => a.localized_title.en)).toEqual(["All ages", "Adult (14+)", "Junior (8-13)"]);
      }
    }
  });

  it("ask skill questions that each point to a level, and tabs that land on the ski school pages", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const popup = await read(tenant, "api/SkiSchool/GetCheckSkillLevelPopup", locale);
        expect(popup.questions.map((q) => q.level_key)).toEqual(LEVEL_GROUPS.map((g) => g.key));
        expect(sitePageOf(popup.cta.url.slice(1))).not.toBeNull();

        const { tabs } = await read(tenant, "api/SkiSchool/GetSkiSchoolTabs", locale);
        expect(tabs.map((t) => t.route)).toEqual([...SKI_SCHOOL_TAB_ROUTES]);
        expect(tabs.map((t) => t.category_card_type)).toEqual([SKI_CATEGORY_CARD_TYPE, SNOWBOARD_CATEGORY_CARD_TYPE, null, null]);
        for (const tab of tabs) expect(sitePageOf(tab.route), tab.route).not.toBeNull();

        const heroes = await read(tenant, "api/SkiSchool/GetSkiSchoolTabTitleAndHero", locale);
        expect(Object.keys(heroes)).toEqual(["ski", "snowboard", "academy", "alpine"]);
        for (const hero of Object.values(heroes)) expect(hero.seo.meta_title).toContain(tenant.name[locale]);
      }
    }
  });
});

describe("GetGuestAges", () => {
  it("labels the four ages, with children from 2 in Oman and from 3 elsewhere", async () => {
    for (const tenant of TENANTS) {
      const en = await read(tenant, "api/GuestAges/GetGuestAges", "en");
      const child = tenant.childMinimumAge === 2 ? "Child (2-6)" : "Child (3-6)";
      expect(en).toEqual({ adult_label: "Adult (14+)", junior_label: "Junior (7-13)", child_label: child, infant_label: "Infant (0-2)" });
      const ar = await read(tenant, "api/GuestAges/GetGuestAges", "ar");
      expect(ar.child_label).toContain(`${tenant.childMinimumAge}-6`);
    }
    expect((await read(bySlug("snow-oman"), "api/GuestAges/GetGuestAges", "en")).child_label).toBe("Child (2-6)");
  });
});

describe("memberships and the ice rink", () => {
  it("list the membership cards of the site's catalogue", async () => {
    for (const tenant of TENANTS) {
      const memberships = cardsOf(tenant.slug).filter((c) => c.kind === "membership").map((c) => c.name);
      expect(memberships.length, tenant.slug).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const page = await read(tenant, "api/Memberships/GetAllMemberships", locale);
        expect(page.card_names, `${tenant.slug} ${locale}`).toEqual(memberships);
        expect(page.benefits.length).toBeGreaterThan(0);
      }
    }
  });

  it("list the ice rink cards of the catalogue where there is a rink; Egypt says it has none and lists none", async () => {
    expect(WITH_ICE_RINK.has("ski-egypt")).toBe(false);
    for (const tenant of TENANTS) {
      const rinkCards = cardsOf(tenant.slug).filter((c) => c.kind === "ice_rink").map((c) => c.name);
      for (const locale of LOCALES) {
        const rink = await read(tenant, "api/IceSkating/GetAll", locale);
        expect(rink.card_names, `${tenant.slug} ${locale}`).toEqual(rinkCards);
        if (WITH_ICE_RINK.has(tenant.slug)) {
          expect(rink.rules.length).toBeGreaterThan(0);
        } else {
          expect(rink.card_names, tenant.slug).toEqual([]);
          expect(rink.intro).toContain(tenant.name[locale]);
        }
      }
    }
  });
});

describe("the page's ContentReader", () => {
  it("reads the same answers as the CMS calls, typed, for the request's site and language", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const reader = contentReaderFor(env as unknown as Env, { tenant, locale, dir: locale === "ar" ? "rtl" : "ltr", prefix: tenant.prefixes[locale], rest: "" });
        const pairs: [unknown, Call][] = [
          [await reader.bookingBarFilterData(), BOOKING_BAR],
          [await reader.exploreFilterData(), "api/PassesAndPackages/GetFilterData"],
          [await reader.exploreHero(), "api/PassesAndPackages/GetHero"],
          [await reader.shineAtSkiSchool(), "api/SkiSchool/GetShineAtSkiSchool"],
          [await reader.levelFilter(), "api/SkiSchool/GetLevelFilter"],
          [await reader.lessonsByLevelFilter(), "api/SkiSchool/GetLessonsByLevelFilter"],
          [await reader.checkSkillLevelPopup(), "api/SkiSchool/GetCheckSkillLevelPopup"],
          [await reader.skiSchoolTabs(), "api/SkiSchool/GetSkiSchoolTabs"],
          [await reader.skiSchoolTabTitleAndHero(), "api/SkiSchool/GetSkiSchoolTabTitleAndHero"],
          [await reader.guestAges(), "api/GuestAges/GetGuestAges"],
          [await reader.memberships(), "api/Memberships/GetAllMemberships"],
          [await reader.iceSkating(), "api/IceSkating/GetAll"],
        ];
        for (const [value, call] of pairs) expect(value, `${tenant.slug} ${locale} ${call}`).toEqual(await read(tenant, call, locale));
      }
    }
  });
});
