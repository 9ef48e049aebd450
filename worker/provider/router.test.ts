// The provider calls as a caller sees them under /api/provider, against the real seeds of tenants/catalogue:
// availability, search and daily prices in the shared shapes, 400s naming the field, and the ski-school and
// catalogue calls of every site in both languages.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  EMPTY_AVAILABILITY,
  MAX_CALENDAR_RANGE_DAYS,
  PROVIDER_PATHS,
  availabilityAnswerSchema,
  cardSchema,
  dailyPriceAnswerSchema,
} from "../../shared/catalogue";
import { addDays, todayIn } from "../../shared/booking/calendar";
import { LEVEL_GROUPS } from "../../shared/booking/levels";
import { LOCALES } from "../../shared/locale";
import { TENANTS } from "../../tenants";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { lessonGroupSchema, skiLevelSchema, skiSchoolInfoSchema, skiSchoolTabSchema } from "./content";

const DUBAI = TENANTS.find((t) => t.slug === "ski-dubai")!;
const today = todayIn(DUBAI.timeZone);
const seed = CATALOGUE_SEEDS["ski-dubai"];
const dayCalendar = seed.calendars.find((c) => !c.performances && c.open_weekdays.length === 7 && c.closed_day_offsets.length === 0)!;
const timedCalendar = seed.calendars.find((c) => c.performances)!;
const pricedTicket = seed.cards.flatMap((c) => c.tickets).find((t) => t.event_ak === dayCalendar.event_ak)!;

function call(method: "GET" | "POST", path: string, init: { site?: string | null; lang?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.site !== null) headers["site-id"] = init.site ?? "1";
  if (init.lang) headers.lang = init.lang;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return SELF.fetch(`https://shop.test/api/provider${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

interface Issues {
  error: string;
  issues: { field: string; rule: string; message: string }[];
}

const ARABIC = /[\u0600-\u06FF]/;
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

describe("availability calls", () => {
  it("answers {error:{code:200}, dayList} for every date from..to, whatever the AK's case", async () => {
    const to = addDays(today, 6);
    const response = await call("POST", PROVIDER_PATHS.availability(dayCalendar.event_ak, today, to));
    expect(response.status).toBe(200);
    const answer = availabilityAnswerSchema.parse(await response.json());
    expect(answer.error.code).toBe(200);
    expect(answer.dayList.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, n)));
    expect(answer.dayList.every((d) => d.isActive && d.maxAvailability === dayCalendar.capacity)).toBe(true);

    const lower = await call("POST", PROVIDER_PATHS.availability(dayCalendar.event_ak.toLowerCase(), today, to));
    expect(await lower.json()).toEqual(answer);
  });

  it("lists the performances of a time-based calendar", async () => {
    const date = addDays(today, 1);
    const answer = availabilityAnswerSchema.parse(await (await call("POST", PROVIDER_PATHS.availability(timedCalendar.event_ak, date, date))).json());
    const day = answer.dayList[0]!;
    expect(day.performanceList.map((p) => p.time)).toEqual(timedCalendar.performances!.map((p) => p.time));
    expect(day.countAvailability).toBe(timedCalendar.performances!.reduce((s, p) => s + p.capacity, 0));
  });

  it("answers an unknown AK and days outside the window as inactive", async () => {
    const answer = availabilityAnswerSchema.parse(await (await call("POST", PROVIDER_PATHS.availability("NO.SUCH.EVENT", today, addDays(today, 2)))).json());
    expect(answer.dayList).toHaveLength(3);
    expect(answer.dayList.every((d) => !d.isActive && d.performanceList.length === 0 && d.price === null)).toBe(true);
    const far = addDays(today, 300);
    const beyond = availabilityAnswerSchema.parse(await (await call("POST", PROVIDER_PATHS.availability(dayCalendar.event_ak, far, far))).json());
    expect(beyond.dayList[0]).toMatchObject({ date: far, isActive: false, maxAvailability: 0, countAvailability: 0, maxTotal: null });
  });

  it("searches several codes, sent lower-cased or upper-cased, with one merged list and each code's own", async () => {
    const codes = [dayCalendar.event_ak, timedCalendar.event_ak];
    const to = addDays(today, 3);
    const path = PROVIDER_PATHS.searchAvailability(codes, today, to);
    expect(path).toContain(codes.map((c) => c.toLowerCase()).join(","));
    const body = (await (await call("POST", path)).json()) as { codeList: { code: string }[] };
    const answer = availabilityAnswerSchema.parse(body);
    expect(answer.dayList).toHaveLength(4);
    expect(body.codeList.map((c) => c.code.toUpperCase())).toEqual(codes.map((c) => c.toUpperCase()));
    const upper = await call("POST", `/viva/rest-search-calender-availability/${codes.join(",")}/${today}/${to}/true`);
    expect(availabilityAnswerSchema.parse(await upper.json())).toEqual(answer);
    const day = answer.dayList[1]!;
    expect(day.countAvailability).toBe(dayCalendar.capacity + timedCalendar.capacity);
    expect(day.performanceList.length).toBe(timedCalendar.performances!.length);
  });

  it("answers daily prices of a product AK and its age AKs, with colour tags", async () => {
    const to = addDays(today, 13);
    const product = dailyPriceAnswerSchema.parse(await (await call("POST", PROVIDER_PATHS.dailyPrice(pricedTicket.ak, today, to))).json());
    expect(product).toHaveLength(14);
    const step = (tag: "green" | "orange" | "red") => dayCalendar.price_by_tag[tag] - dayCalendar.price_by_tag.green;
    for (const p of product) expect(p.price).toBeCloseTo(pricedTicket.adult_details!.price + step(p.color_code_tag), 5);
    expect(new Set(product.map((p) => p.color_code_tag)).size).toBeGreaterThan(1);
    const adult = dailyPriceAnswerSchema.parse(await (await call("POST", PROVIDER_PATHS.dailyPrice(pricedTicket.adult_details!.ak.toLowerCase(), today, to))).json());
    expect(adult).toEqual(product);
    expect(await (await call("POST", PROVIDER_PATHS.dailyPrice("NO.SUCH.PRODUCT", today, to))).json()).toEqual([]);
  });

  it("tells the worker's own time of each availability and price answer in Server-Timing", async () => {
    const to = addDays(today, 29);
    const paths = [
      PROVIDER_PATHS.availability(dayCalendar.event_ak, today, to),
      PROVIDER_PATHS.searchAvailability([dayCalendar.event_ak, timedCalendar.event_ak], today, to),
      PROVIDER_PATHS.dailyPrice(pricedTicket.ak, today, to),
    ];
    for (const path of paths) {
      const response = await call("POST", path);
      expect(response.status, path).toBe(200);
      const timing = response.headers.get("server-timing") ?? "";
      const match = /^provider;dur=(\d+\.\d{2})$/.exec(timing);
      expect(match, `${path}: ${timing}`).not.toBeNull();
      const ms = Number(match![1]);
      expect(Number.isFinite(ms) && ms >= 0).toBe(true);
      await response.arrayBuffer();
    }
  });

  it("rejects impossible dates, reversed and too long ranges and malformed AKs with a 400 naming the field", async () => {
    const cases: [string, string][] = [
      [PROVIDER_PATHS.availability("SKD.EVN.SNOWPARK", "2026-02-30", "2026-03-01"), "from"],
      [PROVIDER_PATHS.availability("SKD.EVN.SNOWPARK", "2026-01-01", "2026-13-01"), "to"],
      [PROVIDER_PATHS.availability("SKD.EVN.SNOWPARK", "20260101", "2026-01-02"), "from"],
      [PROVIDER_PATHS.availability("SKD.EVN.SNOWPARK", "2026-03-02", "2026-03-01"), "to"],
      [PROVIDER_PATHS.availability("SKD.EVN.SNOWPARK", "2026-01-01", addDays("2026-01-01", MAX_CALENDAR_RANGE_DAYS)), "to"],
      [PROVIDER_PATHS.availability("bad!ak", "2026-01-01", "2026-01-02"), "eventAk"],
      [`/viva/rest-search-calender-availability/ok,bad!ak/2026-01-01/2026-01-02/true`, "codes"],
      [PROVIDER_PATHS.searchAvailability(["a"], "2026-02-29", "2026-03-01"), "from"],
      [PROVIDER_PATHS.dailyPrice("x y", "2026-01-01", "2026-01-02"), "productAk"],
      [PROVIDER_PATHS.dailyPrice("SKD.X", "2026-01-05", "2026-01-01"), "to"],
    ];
    for (const [path, field] of cases) {
      const response = await call("POST", path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as Issues;
      expect(body.error).toBe("invalid_request");
      expect(body.issues.map((i) => i.field), path).toContain(field);
    }
    // The longest range allowed is fine.
    const longest = await call("POST", PROVIDER_PATHS.availability("SKD.EVN.SNOWPARK", "2026-01-01", addDays("2026-01-01", MAX_CALENDAR_RANGE_DAYS - 1)));
    expect(availabilityAnswerSchema.parse(await longest.json()).dayList).toHaveLength(MAX_CALENDAR_RANGE_DAYS);
  });

  it("needs a site-id header of a known site, and a Lang of en or ar", async () => {
    for (const site of [null, "", "0", "5", "one"]) {
      const response = await call("POST", PROVIDER_PATHS.availability("SKD.EVN.SNOWPARK", today, today), { site });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Issues).issues[0]!.field).toBe("site-id");
    }
    const response = await call("GET", "/ski-levels?Lang=fr");
    expect(response.status).toBe(400);
    expect(((await response.json()) as Issues).issues[0]!.field).toBe("Lang");
  });

  it("keeps the answer exact: EMPTY_AVAILABILITY is what a failure gives", () => {
    expect(availabilityAnswerSchema.parse(EMPTY_AVAILABILITY)).toEqual({ error: { code: 200 }, dayList: [] });
  });
});

describe("ski-school and catalogue calls on every site in both languages", () => {
  for (const tenant of TENANTS) {
    for (const locale of LOCALES) {
      it(`${tenant.slug} ${locale}`, async () => {
        const init = { site: String(tenant.siteId), lang: locale };
        const get = async <T,>(path: string, schema: z.ZodType<T>): Promise<T> => {
          const response = await call("GET", path, init);
          expect(response.status, path).toBe(200);
          expect(response.headers.get("content-language")).toBe(locale);
          const body = (await response.json()) as { data: unknown };
          return schema.parse(body.data);
        };
        const levels = await get("/ski-levels", z.array(skiLevelSchema));
        expect(levels.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        if (locale === "ar") expect(levels.every((l) => ARABIC.test(l.name))).toBe(true);
        const info = await get("/ski-school", skiSchoolInfoSchema);
        const tabs = await get("/ski-school-tabs", z.array(skiSchoolTabSchema));
        expect(tabs.map((t) => t.category_card_type)).toEqual([1, 2]);
        expect(info.disciplines.map((d) => d.lesson_count)).toEqual(tabs.map((t) => t.lesson_count));
        const cards = await get("/cards", z.array(cardSchema));
        const events = await get("/get-all-event-cards", z.array(cardSchema));
        expect(events.every((c) => c.kind === "event" || c.is_table || c.is_movie)).toBe(true);
        const offers = await get("/get-all-offers", z.array(cardSchema));
        expect(offers.every((c) => c.card_discount || c.card_discount_temp || c.lesson?.lesson_type === 4)).toBe(true);

        const seeded = CATALOGUE_SEEDS[tenant.slug].cards;
        expect(cards.map((c) => c.name).sort()).toEqual(seeded.map((c) => c.name).sort());
        if (locale === "ar") {
          for (const card of cards) expect(ARABIC.test(card.title), card.name).toBe(true);
          if (cards.length) expect(ARABIC.test(tabs[0]!.title)).toBe(true);
        }
        const lessons = seeded.filter((c) => c.kind === "lesson" && c.category_card_type === 1);
        expect(tabs[0]!.lesson_count).toBe(lessons.length);
      });
    }
  }
});

describe("lessons by level", () => {
  const post = async (body: unknown, lang = "en") => {
    const response = await call("POST", "/lessons-by-level", { body, lang });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const skiLessons = seed.cards.filter((c) => c.kind === "lesson" && c.category_card_type === 1);

  it("groups a discipline's lessons under each level group their levels touch", async () => {
    const { status, body } = await post({ category_card_type: 1 });
    expect(status).toBe(200);
    const groups = dataOf(z.array(lessonGroupSchema)).parse(body).data;
    for (const group of groups) {
      expect(LEVEL_GROUPS.map((g) => g.key)).toContain(group.key);
      for (const card of group.cards) {
        expect(card.category_card_type).toBe(1);
        expect(card.lesson!.level_ids.some((id) => group.level_ids.includes(id))).toBe(true);
      }
    }
    const listed = new Set(groups.flatMap((g) => g.cards.map((c) => c.name)));
    expect([...listed].sort()).toEqual(skiLessons.map((c) => c.name).sort());
    const wide = skiLessons.find((c) => c.lesson!.level_ids.length === 7);
    if (wide) expect(groups.filter((g) => g.cards.some((c) => c.name === wide.name))).toHaveLength(5);
  });

  it("narrows by level, lesson type and age type; a lesson for all ages matches every age", async () => {
    const parse = (body: unknown) => dataOf(z.array(lessonGroupSchema)).parse(body).data;
    // A level is searched by its group: level 4 finds every lesson teaching level 3 or 4, under Intermediate only.
    const byLevel = parse((await post({ category_card_type: 1, level_id: 4 })).body);
    expect(byLevel.map((g) => g.key)).toEqual(["intermediate"]);
    const intermediate = skiLessons.filter((c) => c.lesson!.level_ids.some((id) => id === 3 || id === 4)).map((c) => c.name);
    expect(byLevel[0]!.cards.map((c) => c.name).sort()).toEqual(intermediate.sort());
    expect(parse((await post({ category_card_type: 1, level_id: 3 })).body)).toEqual(byLevel);
    const privateOnes = parse((await post({ category_card_type: 1, lesson_type: 2 })).body).flatMap((g) => g.cards);
    expect(privateOnes.length).toBeGreaterThan(0);
    expect(privateOnes.every((c) => c.lesson!.lesson_type === 2)).toBe(true);
    const all = parse((await post({ category_card_type: 1, lesson_type: 0, age_type: 0 })).body).flatMap((g) => g.cards);
    expect(new Set(all.map((c) => c.name)).size).toBe(skiLessons.length);
    const adults = new Set(parse((await post({ category_card_type: 1, age_type: 1 })).body).flatMap((g) => g.cards.map((c) => c.name)));
    expect([...adults].sort()).toEqual(skiLessons.filter((c) => [0, 1].includes(c.lesson!.age_type)).map((c) => c.name).sort());
    const snowboard = parse((await post({ category_card_type: 2 }, "ar")).body);
    expect(snowboard.flatMap((g) => g.cards).every((c) => c.category_card_type === 2 && ARABIC.test(c.title))).toBe(true);
    expect(snowboard.every((g) => ARABIC.test(g.title))).toBe(true);
  });

  it("rejects a bad filter body with a 400 naming the field", async () => {
    for (const [body, field] of [
      [{ category_card_type: 3 }, "category_card_type"],
      [{ category_card_type: 1, level_id: 8 }, "level_id"],
      [{ category_card_type: 1, lesson_type: 6 }, "lesson_type"],
      [{ category_card_type: 1, age_type: "1" }, "age_type"],
      [{}, "category_card_type"],
      ["not json", "(body)"],
    ] as [unknown, string][]) {
      const { status, body: answer } = await post(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect((answer as Issues).issues.map((i) => i.field)).toContain(field);
    }
  });
});

describe("experience category tab and single cards", () => {
  it("lists the cards of one experience category", async () => {
    const response = await call("POST", "/experience-category-tab", { body: { experience_category_id: 3 } });
    const cards = dataOf(z.array(cardSchema)).parse(await response.json()).data;
    expect(cards.map((c) => c.name).sort()).toEqual(seed.cards.filter((c) => c.experience_category_ids.includes(3)).map((c) => c.name).sort());
    const bad = await call("POST", "/experience-category-tab", { body: { experience_category_id: "three" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Issues).issues[0]!.field).toBe("experience_category_id");
  });

  it("lists cards by kind and experience, answers one card by name, and 404 for an unknown one", async () => {
    const lessons = dataOf(z.array(cardSchema)).parse(await (await call("GET", "/cards?kind=lesson,package&experience=2")).json()).data;
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.every((c) => c.kind === "package" && c.experience_category_ids.includes(2))).toBe(true);
    const name = seed.cards[0]!.name;
    const one = dataOf(cardSchema).parse(await (await call("GET", `/cards/${name}?Lang=ar`)).json()).data;
    expect(one.title).toBe(seed.cards[0]!.title.ar);
    const missing = await call("GET", "/cards/no-such-card");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "not_found" });
    const badKind = await call("GET", "/cards?kind=spaceship");
    expect(badKind.status).toBe(400);
    expect(((await badKind.json()) as Issues).issues[0]!.field).toBe("kind");
  });
});
