// The provider seam: embedded answers for the pages' CatalogueReader, and the upstream proxy when PROVIDER_API_URL
// is set, with headers site-id and lang, answers checked by zod, and failures swallowed as §8 says.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_AVAILABILITY, PROVIDER_PATHS, availabilityAnswerSchema, cardSchema } from "../../shared/catalogue";
import type { ResolvedLocation } from "../../shared/tenant";
import { TENANTS } from "../../tenants";
import { CATALOGUE_SEEDS, localiseCard } from "../../tenants/catalogue";
import type { Env } from "../env";
import { catalogueReaderFor } from "./catalogue-reader";
import { ProviderClient, ProviderUnavailableError } from "./client";
import { addDays, todayIn } from "../../shared/booking/calendar";

const DUBAI = TENANTS.find((t) => t.slug === "ski-dubai")!;
const OMAN = TENANTS.find((t) => t.slug === "snow-oman")!;
const location = (locale: "en" | "ar"): ResolvedLocation => ({ tenant: DUBAI, locale, dir: locale === "ar" ? "rtl" : "ltr", prefix: DUBAI.prefixes[locale], rest: "" });
const embedded = env as unknown as Env;
const upstreamEnv: Env = { ...embedded, PROVIDER_API_URL: "https://provider.test/api/" };
const today = todayIn(DUBAI.timeZone);
const seed = CATALOGUE_SEEDS["ski-dubai"];

afterEach(() => {
  vi.restoreAllMocks();
});

describe("catalogueReaderFor, embedded", () => {
  it("reads the site's cards, one card, availability and daily prices in the page's language", async () => {
    const reader = catalogueReaderFor(embedded, location("ar"));
    const cards = await reader.cards();
    expect(cards.map((c) => c.name)).toEqual([...seed.cards].sort((a, b) => a.sort_order - b.sort_order).map((c) => c.name));
    expect(cards[0]).toEqual(localiseCard([...seed.cards].sort((a, b) => a.sort_order - b.sort_order)[0]!, "ar"));
    const lessons = await reader.cards({ kinds: ["lesson"], categoryCardType: 2 });
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.every((c) => c.kind === "lesson" && c.category_card_type === 2)).toBe(true);
    expect(await reader.card("no-such-card")).toBeNull();
    const first = seed.cards[0]!;
    expect((await reader.card(first.name))!.title).toBe(first.title.ar);

    const ticket = first.tickets[0]!;
    const answer = await reader.availability(ticket.event_ak, today, addDays(today, 89));
    expect(availabilityAnswerSchema.parse(answer).dayList).toHaveLength(90);
    const search = await reader.searchAvailability([ticket.event_ak.toLowerCase(), "unknown.code"], today, addDays(today, 6));
    expect(search.dayList).toHaveLength(7);
    expect((await reader.dailyPrices(ticket.ak, today, addDays(today, 6))).length).toBeGreaterThan(0);
  });

  it("gives the empty answer for input the store cannot use rather than failing the page", async () => {
    const reader = catalogueReaderFor(embedded, location("en"));
    // An impossible range is a failure like any other: the empty result.
    expect(await reader.availability("SKD.EVN.SNOWPARK", "not-a-date", "2026-01-01")).toEqual(EMPTY_AVAILABILITY);
  });
});

describe("ProviderClient against an upstream", () => {
  const answer = { error: { code: 200 }, dayList: [{ date: "2026-03-01", isActive: true, maxAvailability: 4, countAvailability: 9, maxTotal: null, performanceList: [], price: 10, color_code_tag: "green" }] };

  it("calls the same path on the upstream with site-id and lang, and returns its checked answer", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(answer));
    const client = new ProviderClient(upstreamEnv, OMAN, "ar");
    expect(await client.availability("SMO.EVN.X", "2026-03-01", "2026-03-01")).toEqual(answer);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(`https://provider.test/api${PROVIDER_PATHS.availability("SMO.EVN.X", "2026-03-01", "2026-03-01")}`);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({ "site-id": String(OMAN.siteId), lang: "ar" });
  });

  it("swallows every availability failure as the empty answer and every price failure as []", async () => {
    const failures: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError("network down")),
      () => Promise.resolve(new Response("<html>oops</html>", { status: 200 })),
      () => Promise.resolve(Response.json({ error: { code: 200 }, dayList: [{ date: "2026-02-30" }] })),
      () => Promise.resolve(Response.json(answer, { status: 500 })),
    ];
    const client = new ProviderClient(upstreamEnv, DUBAI, "en");
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const failure of failures) {
      vi.spyOn(globalThis, "fetch").mockImplementation(failure);
      expect(await client.availability("SKD.EVN.X", "2026-03-01", "2026-03-01")).toEqual(EMPTY_AVAILABILITY);
      expect(await client.searchAvailability(["a", "b"], "2026-03-01", "2026-03-01")).toEqual({ ...EMPTY_AVAILABILITY, codeList: [] });
      expect(await client.dailyPrices("SKD.X", "2026-03-01", "2026-03-01")).toEqual([]);
    }
  });

  it("finishes an upstream listing with the shared card filter (a level by its group, age 0 for every age)", async () => {
    const base = localiseCard(seed.cards[0]!, "en");
    const lesson = (name: string, level_ids: number[], age_type: number) => ({
      ...base,
      name,
      kind: "lesson" as const,
      category_card_type: 1,
      lesson: { level_ids, lesson_type: 1, age_type },
    });
    const listing = [lesson("level-3", [3], 0), lesson("level-4-juniors", [4], 2), lesson("level-5", [5], 0), base];
    vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(Response.json({ data: listing })));
    const client = new ProviderClient(upstreamEnv, DUBAI, "en");
    expect((await client.cards({ kinds: ["lesson"], levelId: 4 })).map((c) => c.name)).toEqual(["level-3", "level-4-juniors"]);
    expect((await client.cards({ levelId: 3, ageType: 1 })).map((c) => c.name)).toEqual(["level-3"]);
  });

  it("checks upstream cards with the card schema; the page reader lists nothing when the upstream fails", async () => {
    const card = localiseCard(seed.cards[0]!, "en");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ data: [card] }));
    const client = new ProviderClient(upstreamEnv, DUBAI, "en");
    expect((await client.cards()).map((c) => cardSchema.parse(c).name)).toEqual([card.name]);

    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ data: [{ ...card, price: "free" }] }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(client.cards()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await catalogueReaderFor(upstreamEnv, location("en")).cards()).toEqual([]);
    expect(await catalogueReaderFor(upstreamEnv, location("en")).card(card.name)).toBeNull();
  });
});
