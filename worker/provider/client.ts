// The provider seam: catalogue, availability, prices and ski-school reads answered by the embedded store (D1),
// or, when PROVIDER_API_URL is set, by the upstream provider at the same paths, its answers checked with zod.
import { z } from "zod";
import {
  type AvailabilityAnswer,
  type Card,
  type DailyPrice,
  EMPTY_AVAILABILITY,
  EMPTY_SEARCH_AVAILABILITY,
  LESSON_TYPES,
  PROVIDER_PATHS,
  type SearchAvailabilityAnswer,
  availabilityAnswerSchema,
  cardSchema,
  dailyPriceAnswerSchema,
  searchAvailabilityAnswerSchema,
} from "../../shared/catalogue";
import { type CardFilter, cardMatches, lessonCardFilter } from "../../shared/booking/collections";
import { todayIn } from "../../shared/booking/calendar";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import type { StaffLanding } from "../../shared/cms-venue-pages";
import { embeddedStaffLanding, upstreamStaffLanding } from "./staff-landing";
import { DatabaseBusyError } from "../d1-busy";
import type { Env } from "../env";
import { readAvailability, readDailyPrices, readSearchAvailability } from "./availability";
import {
  type LessonGroup,
  type SkiLevel,
  type SkiSchoolInfo,
  type SkiSchoolTab,
  lessonGroupSchema,
  lessonGroups,
  skiLevelSchema,
  skiLevels,
  skiSchoolInfo,
  skiSchoolInfoSchema,
  skiSchoolTabSchema,
  skiSchoolTabs,
} from "./content";
import type { LessonsByLevelBody } from "./requests";
import { ensureCatalogueSeeded, readCard, readCards } from "./store";
import { ProviderUnavailableError, upstreamBase, upstreamFetch, upstreamJson } from "./upstream";
import { log } from "../observability/log";

export { ProviderUnavailableError };

/** Paths of the catalogue and ski-school calls, relative to the provider host (the embedded one serves them under /api/provider). */
export const PROVIDER_CONTENT_PATHS = {
  cards: "/cards",
  card: (name: string) => `/cards/${encodeURIComponent(name)}`,
  skiSchool: "/ski-school",
  skiLevels: "/ski-levels",
  lessonsByLevel: "/lessons-by-level",
  experienceCategoryTab: "/experience-category-tab",
  skiSchoolTabs: "/ski-school-tabs",
  eventCards: "/get-all-event-cards",
  offers: "/get-all-offers",
  staffLanding: "/get-maf-staff-landing-page",
} as const;

function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export interface ProviderClientOptions {
  /** The clock, for the ledger's expiry of holds and for "today"; tests fix it. */
  now?: () => Date;
}

/** The provider calls of one site and language. */
export class ProviderClient {
  private readonly now: () => Date;

  constructor(
    private readonly env: Env,
    readonly tenant: Tenant,
    readonly locale: Locale,
    options: ProviderClientOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  private get upstreamBase(): string | null {
    return upstreamBase(this.env);
  }

  /** Today in the venue's time zone. */
  today(): string {
    return todayIn(this.tenant.timeZone, this.now());
  }

  private async ready(): Promise<D1Database> {
    await ensureCatalogueSeeded(this.env, this.tenant.siteId, CATALOGUE_SEEDS[this.tenant.slug], this.today());
    return this.env.DB;
  }

  private async upstream<T extends z.ZodType>(method: "GET" | "POST", path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
    const response = await upstreamFetch(this.env, this.tenant, this.locale, { method, path, body });
    if (!response.ok) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${path}`);
    return upstreamJson(response, schema, path);
  }

  // ---------- Availability and prices: any failure yields the empty answer (booking-and-checkout §8) ----------
  async availability(eventAk: string, from: string, to: string): Promise<AvailabilityAnswer> {
    try {
      if (this.upstreamBase) return await this.upstream("POST", PROVIDER_PATHS.availability(eventAk, from, to), availabilityAnswerSchema);
      await this.ready();
      return await readAvailability(this.env, this.tenant.siteId, eventAk, from, to, this.now().toISOString());
    } catch (error) {
      if (error instanceof DatabaseBusyError) throw error;
      log("error", "availability failed", { eventAk, from, to, error });
      return EMPTY_AVAILABILITY;
    }
  }

  async searchAvailability(codes: readonly string[], from: string, to: string): Promise<SearchAvailabilityAnswer> {
    try {
      if (this.upstreamBase) return await this.upstream("POST", PROVIDER_PATHS.searchAvailability(codes, from, to), searchAvailabilityAnswerSchema);
      await this.ready();
      return await readSearchAvailability(this.env, this.tenant.siteId, codes, from, to, this.now().toISOString());
    } catch (error) {
      if (error instanceof DatabaseBusyError) throw error;
      log("error", "availability search failed", { codes: codes.join(","), from, to, error });
      return EMPTY_SEARCH_AVAILABILITY;
    }
  }

  async dailyPrices(productAk: string, from: string, to: string): Promise<DailyPrice[]> {
    try {
      if (this.upstreamBase) return await this.upstream("POST", PROVIDER_PATHS.dailyPrice(productAk, from, to), dailyPriceAnswerSchema);
      return await readDailyPrices(await this.ready(), this.tenant.siteId, productAk, from, to);
    } catch (error) {
      if (error instanceof DatabaseBusyError) throw error;
      log("error", "daily prices failed", { productAk, from, to, error });
      return [];
    }
  }

  // ---------- Catalogue and ski school: upstream failures throw ProviderUnavailableError ----------
  /** The cards a filter holds; an upstream listing narrows only by kind and experience, so cardMatches finishes it. */
  async cards(filter: CardFilter = {}): Promise<Card[]> {
    if (this.upstreamBase) {
      const query = new URLSearchParams({ Lang: this.locale });
      if (filter.kinds?.length) query.set("kind", filter.kinds.join(","));
      if (filter.experienceCategoryId !== undefined) query.set("experience", String(filter.experienceCategoryId));
      const cards = await this.upstream("GET", `${PROVIDER_CONTENT_PATHS.cards}?${query}`, dataOf(z.array(cardSchema)));
      return cards.data.filter((card) => cardMatches(card, filter));
    }
    return readCards(await this.ready(), this.tenant.siteId, this.locale, filter);
  }

  async card(name: string): Promise<Card | null> {
    if (this.upstreamBase) {
      try {
        return (await this.upstream("GET", `${PROVIDER_CONTENT_PATHS.card(name)}?Lang=${this.locale}`, dataOf(cardSchema))).data;
      } catch (error) {
        if (error instanceof ProviderUnavailableError && / 404 /.test(error.message)) return null;
        throw error;
      }
    }
    return readCard(await this.ready(), this.tenant.siteId, this.locale, name);
  }

  async skiSchool(): Promise<SkiSchoolInfo> {
    if (this.upstreamBase) return (await this.upstream("GET", PROVIDER_CONTENT_PATHS.skiSchool, dataOf(skiSchoolInfoSchema))).data;
    return skiSchoolInfo(await this.cards({ kinds: ["lesson"] }), this.locale);
  }

  async skiLevels(): Promise<SkiLevel[]> {
    if (this.upstreamBase) return (await this.upstream("GET", PROVIDER_CONTENT_PATHS.skiLevels, dataOf(z.array(skiLevelSchema)))).data;
    return skiLevels(this.locale);
  }

  async skiSchoolTabs(): Promise<SkiSchoolTab[]> {
    if (this.upstreamBase) return (await this.upstream("GET", PROVIDER_CONTENT_PATHS.skiSchoolTabs, dataOf(z.array(skiSchoolTabSchema)))).data;
    return skiSchoolTabs(await this.cards({ kinds: ["lesson"] }), this.locale);
  }

  async lessonsByLevel(body: LessonsByLevelBody): Promise<LessonGroup[]> {
    if (this.upstreamBase) {
      return (await this.upstream("POST", PROVIDER_CONTENT_PATHS.lessonsByLevel, dataOf(z.array(lessonGroupSchema)), body)).data;
    }
    const search = { level: body.level_id ?? null, lesson: body.lesson_type ?? LESSON_TYPES.all, age: body.age_type ?? null };
    const lessons = await this.cards(lessonCardFilter(body.category_card_type, search));
    return lessonGroups(lessons, this.locale, search.level);
  }

  async experienceCategoryTab(experienceCategoryId: number): Promise<Card[]> {
    if (this.upstreamBase) {
      const body = { experience_category_id: experienceCategoryId };
      return (await this.upstream("POST", PROVIDER_CONTENT_PATHS.experienceCategoryTab, dataOf(z.array(cardSchema)), body)).data;
    }
    return this.cards({ experienceCategoryId });
  }

  async eventCards(): Promise<Card[]> {
    if (this.upstreamBase) return (await this.upstream("GET", PROVIDER_CONTENT_PATHS.eventCards, dataOf(z.array(cardSchema)))).data;
    return this.cards({ eventsOnly: true });
  }

  async offers(): Promise<Card[]> {
    if (this.upstreamBase) return (await this.upstream("GET", PROVIDER_CONTENT_PATHS.offers, dataOf(z.array(cardSchema)))).data;
    return this.cards({ offersOn: this.today() });
  }

  /** The staff landing of an identifier whose offers still run today, or null. */
  async staffLanding(identifier: string): Promise<StaffLanding | null> {
    if (this.upstreamBase) return upstreamStaffLanding(this.env, this.tenant, this.locale, identifier);
    return embeddedStaffLanding(this.env, this.tenant, this.locale, identifier, this.today());
  }
}
