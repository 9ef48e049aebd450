// The browser's calls to the CMS and to the provider (content-and-account §7, booking-and-checkout §7): site and
// language travel as headers; any failure gives an empty answer so a page never breaks on a missing call.
import {
  type AvailabilityDay,
  type Card,
  PROVIDER_PATHS,
  availabilityAnswerSchema,
  availabilityDaySchema,
  cardSchema,
} from "../../shared/catalogue";
import { type Locale, browserTimeZone } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";

/** Where the worker serves the provider's calls. */
export const PROVIDER_BASE_PATH = "/api/provider";

type SiteOf = Pick<Tenant, "siteId" | "cmsPath" | "timeZone">;

function headersFor(tenant: SiteOf, locale: Locale): Record<string, string> {
  return { "site-id": String(tenant.siteId), lang: locale, accept: "application/json" };
}

/**
 * A CMS read below the site's CMS path ("api/SkiSchool/GetLevelFilter"); Lang and TimeZone are added unless the
 * path already names its language. Gives the answer's Result, or null on any failure.
 */
export async function fetchCms<T = unknown>(tenant: SiteOf, locale: Locale, path: string, init?: { signal?: AbortSignal }): Promise<T | null> {
  try {
    const url = new URL(`${tenant.cmsPath}/${path.replace(/^\/+/, "")}`, "http://site.invalid");
    if (!url.searchParams.has("Lang") && !url.searchParams.has("lang")) url.searchParams.set("Lang", locale);
    if (!url.searchParams.has("TimeZone") && !url.searchParams.has("timeZone")) {
      url.searchParams.set("TimeZone", browserTimeZone());
    }
    const response = await fetch(`${url.pathname}${url.search}`, { headers: headersFor(tenant, locale), signal: init?.signal });
    if (!response.ok) return null;
    const answer = (await response.json()) as { Result?: unknown; Success?: boolean };
    if (answer.Success === false || answer.Result === undefined || answer.Result === 404) return null;
    return answer.Result as T;
  } catch {
    return null;
  }
}

async function postProvider(tenant: SiteOf, locale: Locale, path: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(`${PROVIDER_BASE_PATH}${path}`, {
    method: "POST",
    headers: { ...headersFor(tenant, locale), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`provider ${response.status}`);
  return response.json();
}

export type AvailabilityByDate = Map<string, AvailabilityDay>;

/** Days of an availability answer by date; a malformed day is left out (it then counts as inactive). */
function daysByDate(answer: unknown): AvailabilityByDate {
  const days: AvailabilityByDate = new Map();
  const parsed = availabilityAnswerSchema.shape.error.safeParse((answer as { error?: unknown } | null)?.error);
  if (!parsed.success || parsed.data.code !== 200) return days;
  const list = (answer as { dayList?: unknown }).dayList;
  if (!Array.isArray(list)) return days;
  for (const entry of list) {
    const day = availabilityDaySchema.safeParse(entry);
    if (day.success) days.set(day.data.date, day.data);
  }
  return days;
}

/** Availability of several calendars together (the booking bar's search); empty on any failure. */
export async function fetchSearchAvailability(
  tenant: SiteOf,
  locale: Locale,
  codes: readonly string[],
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<AvailabilityByDate> {
  if (codes.length === 0) return new Map();
  try {
    return daysByDate(await postProvider(tenant, locale, PROVIDER_PATHS.searchAvailability(codes, from, to), undefined, signal));
  } catch {
    return new Map();
  }
}

/** Availability of one calendar (event AK); empty on any failure. */
export async function fetchAvailability(
  tenant: SiteOf,
  locale: Locale,
  eventAk: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<AvailabilityByDate> {
  try {
    return daysByDate(await postProvider(tenant, locale, PROVIDER_PATHS.availability(eventAk, from, to), undefined, signal));
  } catch {
    return new Map();
  }
}

/** The cards of a booking-bar experience; a malformed card is left out, any failure gives none. */
export async function fetchExperienceCards(tenant: SiteOf, locale: Locale, categoryId: number, signal?: AbortSignal): Promise<Card[]> {
  try {
    const answer = (await postProvider(tenant, locale, "/experience-category-tab", { experience_category_id: categoryId }, signal)) as {
      data?: unknown;
    };
    if (!Array.isArray(answer?.data)) return [];
    return answer.data.flatMap((entry) => {
      const card = cardSchema.safeParse(entry);
      return card.success ? [card.data] : [];
    });
  } catch {
    return [];
  }
}
