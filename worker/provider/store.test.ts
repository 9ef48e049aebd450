// The embedded catalogue against a fixture: the materialised window, free places as capacity less sold seats and
// live holds, the search merge, daily prices, card filters, and reseeding that keeps edits and the ledger.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { availabilityAnswerSchema, cardSchema, dailyPriceAnswerSchema } from "../../shared/catalogue";
import { type AvailabilityEnv, readAvailability, readDailyPrices, readSearchAvailability } from "./availability";
import { clearSeatLedgers } from "../orders/seats-testing";
import { CALENDAR_WINDOW_END_OFFSET, CALENDAR_WINDOW_START_OFFSET } from "./calendar";
import { FIXTURE_SEED, FIXTURE_TODAY } from "./catalogue.fixture";
import { lessonGroups } from "./content";
import { addDays } from "../../shared/booking/calendar";
import { ensureCatalogueSeeded, readCard, readCards, seedCatalogue } from "./store";

const { DB, CACHE } = env as unknown as { DB: D1Database; CACHE: KVNamespace };
/** The calendar in D1 and the seat authority, whose day objects take over the slot_ledger rows written here. */
const SEATS = env as unknown as AvailabilityEnv;
const SITE = 1;
const NOW = "2026-03-01T08:00:00.000Z";
const LATER = "2026-03-01T09:00:00.000Z";
const EARLIER = "2026-03-01T07:00:00.000Z";
const WINDOW_DAYS = CALENDAR_WINDOW_END_OFFSET - CALENDAR_WINDOW_START_OFFSET + 1;

/**
 * A row of D1's ledger as the shop wrote them before the seat authority, with its day among seat_days as migration
 * 0020 listed them: the day's object takes it over when first asked. (The row is written before its day is listed, as
 * it was: D1 refuses a new row on a listed day, migration 0023.)
 */
async function ledger(row: { event: string; date: string; quantity: number; state: "held" | "sold"; expires?: string; performance?: string }) {
  await DB.batch([
    DB.prepare("DELETE FROM seat_days WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3").bind(SITE, row.event, row.date),
    DB.prepare(
      "INSERT INTO slot_ledger (site_id, event_ak, date, performance_ak, quantity, state, expires_at, reservation_code) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'R-TEST')",
    ).bind(SITE, row.event, row.date, row.performance ?? null, row.quantity, row.state, row.expires ?? null),
    DB.prepare("INSERT OR IGNORE INTO seat_days (site_id, event_ak, date) VALUES (?1, ?2, ?3)").bind(SITE, row.event, row.date),
  ]);
}

const count = async (table: string) => (await DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

beforeEach(async () => {
  await DB.batch(
    ["catalogue_cards", "calendar_days", "calendar_performances", "product_daily_prices", "slot_ledger", "seat_days"].map((t) => DB.prepare(`DELETE FROM ${t}`)),
  );
  await clearSeatLedgers();
  await seedCatalogue(DB, SITE, FIXTURE_SEED, FIXTURE_TODAY);
});

describe("seeding", () => {
  it("materialises every calendar from yesterday to today + 200 days, and performances for time-based ones", async () => {
    expect(await count("calendar_days")).toBe(FIXTURE_SEED.calendars.length * WINDOW_DAYS);
    expect(await count("calendar_performances")).toBe(2 * WINDOW_DAYS);
    expect(await count("catalogue_cards")).toBe(FIXTURE_SEED.cards.length);
    const first = await readAvailability(SEATS, SITE, "TST.EVN.CHEAP", addDays(FIXTURE_TODAY, -2), addDays(FIXTURE_TODAY, -1), NOW);
    expect(first.dayList.map((d) => d.isActive)).toEqual([false, true]);
    const last = addDays(FIXTURE_TODAY, CALENDAR_WINDOW_END_OFFSET);
    const end = await readAvailability(SEATS, SITE, "TST.EVN.CHEAP", last, addDays(last, 1), NOW);
    expect(end.dayList.map((d) => d.isActive)).toEqual([true, false]);
  });

  it("seeding twice changes nothing, and keeps an edited card, an edited day and the ledger", async () => {
    await DB.prepare("UPDATE catalogue_cards SET body = json_set(body, '$.title.en', 'Edited pass'), seed_hash = NULL WHERE name = 'day-pass'").run();
    await DB.prepare("UPDATE calendar_days SET capacity = 7 WHERE event_ak = 'TST.EVN.DAY' AND date = '2026-03-02'").run();
    await ledger({ event: "TST.EVN.DAY", date: "2026-03-02", quantity: 2, state: "sold" });
    const snapshot = async () =>
      Promise.all(
        ["catalogue_cards", "calendar_days", "calendar_performances", "product_daily_prices", "slot_ledger"].map(async (t) =>
          (await DB.prepare(`SELECT * FROM ${t}`).all()).results.map((r) => JSON.stringify({ ...r, updated_at: null })).sort(),
        ),
      );
    const before = await snapshot();

    await seedCatalogue(DB, SITE, FIXTURE_SEED, FIXTURE_TODAY);

    expect(await snapshot()).toEqual(before);
    expect((await readCard(DB, SITE, "en", "day-pass"))!.title).toBe("Edited pass");
    const day = (await readAvailability(SEATS, SITE, "TST.EVN.DAY", "2026-03-02", "2026-03-02", NOW)).dayList[0]!;
    expect(day).toMatchObject({ countAvailability: 7, maxAvailability: 5 });
  });

  it("an unedited card follows a changed seed; a card gone from the seed is removed unless edited", async () => {
    await DB.prepare("UPDATE catalogue_cards SET seed_hash = NULL WHERE name = 'winter-deal'").run();
    const changed = {
      ...FIXTURE_SEED,
      cards: FIXTURE_SEED.cards
        .filter((c) => c.name !== "spring-deal" && c.name !== "winter-deal")
        .map((c) => (c.name === "day-pass" ? { ...c, price: 111 } : c)),
    };
    await seedCatalogue(DB, SITE, changed, FIXTURE_TODAY);
    expect((await readCard(DB, SITE, "en", "day-pass"))!.price).toBe(111);
    expect(await readCard(DB, SITE, "en", "spring-deal")).toBeNull();
    expect(await readCard(DB, SITE, "en", "winter-deal")).not.toBeNull();
  });

  it("the window rolls: a day later one more day is added, earlier days and their ledger stay", async () => {
    await seedCatalogue(DB, SITE, FIXTURE_SEED, addDays(FIXTURE_TODAY, 1));
    expect(await count("calendar_days")).toBe(FIXTURE_SEED.calendars.length * (WINDOW_DAYS + 1));
  });

  it("ensureCatalogueSeeded seeds once per seed version and venue day (KV marker)", async () => {
    await DB.prepare("DELETE FROM calendar_days").run();
    await ensureCatalogueSeeded({ DB, CACHE }, SITE, FIXTURE_SEED, "2030-01-01");
    const seeded = await count("calendar_days");
    expect(seeded).toBe(FIXTURE_SEED.calendars.length * WINDOW_DAYS);
    await DB.prepare("DELETE FROM calendar_days").run();
    await ensureCatalogueSeeded({ DB, CACHE }, SITE, FIXTURE_SEED, "2030-01-01");
    expect(await count("calendar_days")).toBe(0);
  });
});

describe("availability of one calendar", () => {
  it("answers every date from..to inclusive, fitting the shared schema, with the calendar's rules", async () => {
    const answer = await readAvailability(SEATS, SITE, "TST.EVN.DAY", "2026-03-01", "2026-03-07", NOW);
    expect(availabilityAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.error.code).toBe(200);
    expect(answer.dayList.map((d) => d.date)).toEqual(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07"]);
    // Wednesday 4th is a closed offset, Friday 6th a closed weekday.
    expect(answer.dayList.map((d) => d.isActive)).toEqual([true, true, true, false, true, false, true]);
    expect(answer.dayList[0]).toEqual({
      date: "2026-03-01",
      isActive: true,
      maxAvailability: 50,
      countAvailability: 50,
      maxTotal: 20,
      performanceList: [],
      price: 140,
      color_code_tag: "red",
    });
    expect(answer.dayList[1]).toMatchObject({ price: 100, color_code_tag: "green" });
    expect(answer.dayList[4]).toMatchObject({ price: 120, color_code_tag: "orange" });
    expect(answer.dayList[5]).toMatchObject({ isActive: false, maxAvailability: 0, performanceList: [] });
  });

  it("fills days the store lacks as inactive, and an unknown AK answers every day inactive", async () => {
    const blank = { isActive: false, maxAvailability: 0, countAvailability: 0, maxTotal: null, performanceList: [], price: null, color_code_tag: null };
    const past = await readAvailability(SEATS, SITE, "TST.EVN.DAY", "2025-01-01", "2025-01-03", NOW);
    expect(past.dayList).toEqual(["2025-01-01", "2025-01-02", "2025-01-03"].map((date) => ({ date, ...blank })));
    const unknown = await readAvailability(SEATS, SITE, "NO.SUCH.AK", "2026-03-01", "2026-03-03", NOW);
    expect(unknown.dayList).toHaveLength(3);
    expect(unknown.dayList.every((d) => !d.isActive && d.maxAvailability === 0)).toBe(true);
    const otherSite = await readAvailability(SEATS, 2, "TST.EVN.DAY", "2026-03-01", "2026-03-01", NOW);
    expect(otherSite.dayList[0]!.isActive).toBe(false);
  });

  it("matches the AK in any case", async () => {
    const upper = await readAvailability(SEATS, SITE, "TST.EVN.DAY", "2026-03-01", "2026-03-03", NOW);
    expect(await readAvailability(SEATS, SITE, "tst.evn.day", "2026-03-01", "2026-03-03", NOW)).toEqual(upper);
    expect(await readAvailability(SEATS, SITE, "Tst.Evn.Day", "2026-03-01", "2026-03-03", NOW)).toEqual(upper);
  });

  it("free places are capacity less sold seats and live holds; an expired hold no longer counts", async () => {
    await ledger({ event: "TST.EVN.DAY", date: "2026-03-02", quantity: 5, state: "sold" });
    await ledger({ event: "TST.EVN.DAY", date: "2026-03-02", quantity: 3, state: "held", expires: LATER });
    await ledger({ event: "TST.EVN.DAY", date: "2026-03-02", quantity: 10, state: "held", expires: EARLIER });
    await ledger({ event: "tst.evn.day", date: "2026-03-03", quantity: 60, state: "sold" });
    const answer = await readAvailability(SEATS, SITE, "TST.EVN.DAY", "2026-03-01", "2026-03-03", NOW);
    expect(answer.dayList.map((d) => d.maxAvailability)).toEqual([50, 42, 0]);
    expect(answer.dayList.map((d) => d.countAvailability)).toEqual([50, 50, 50]);
    // Once the live hold expires too, its places are free again.
    const later = await readAvailability(SEATS, SITE, "TST.EVN.DAY", "2026-03-02", "2026-03-02", "2026-03-01T10:00:00.000Z");
    expect(later.dayList[0]!.maxAvailability).toBe(45);
  });

  it("performances carry their own free places; the day counts every ledger row of the day", async () => {
    await ledger({ event: "TST.EVN.SLOT", date: "2026-03-02", performance: "TST.EVN.SLOT.1000.20260302", quantity: 4, state: "sold" });
    await ledger({ event: "TST.EVN.SLOT", date: "2026-03-02", performance: "tst.evn.slot.1100.20260302", quantity: 3, state: "held", expires: LATER });
    await ledger({ event: "TST.EVN.SLOT", date: "2026-03-02", performance: "TST.EVN.SLOT.1100.20260302", quantity: 5, state: "held", expires: EARLIER });
    const day = (await readAvailability(SEATS, SITE, "TST.EVN.SLOT", "2026-03-02", "2026-03-02", NOW)).dayList[0]!;
    expect(day).toMatchObject({ isActive: true, countAvailability: 20, maxAvailability: 13 });
    expect(day.performanceList).toEqual([
      { ak: "TST.EVN.SLOT.1000.20260302", time: "10:00", endTime: "11:00", availability: 6 },
      { ak: "TST.EVN.SLOT.1100.20260302", time: "11:00", endTime: "12:00", availability: 7 },
    ]);
  });
});

describe("availability search over several codes", () => {
  it("merges the codes' days and keeps each code's own list", async () => {
    await ledger({ event: "TST.EVN.CHEAP", date: "2026-03-02", quantity: 2, state: "sold" });
    const answer = await readSearchAvailability(SEATS, SITE, ["tst.evn.day", "tst.evn.cheap"], "2026-03-02", "2026-03-06", NOW);
    expect(availabilityAnswerSchema.parse(answer).dayList).toHaveLength(5);
    const [monday, , wednesday, , friday] = answer.dayList;
    // Both open: the larger free count, the summed capacity, the cheaper price and its colour.
    expect(monday).toMatchObject({ isActive: true, maxAvailability: 50, countAvailability: 55, price: 80, color_code_tag: "green", maxTotal: null });
    // The day calendar is closed on the 4th (offset) and Friday; the cheap one is open, so the day is.
    expect(wednesday).toMatchObject({ isActive: true, maxAvailability: 5, price: 80 });
    expect(friday).toMatchObject({ isActive: true, maxAvailability: 5, price: 80 });
    expect(answer.codeList.map((c) => c.code)).toEqual(["tst.evn.day", "tst.evn.cheap"]);
    expect(answer.codeList[0]!.dayList[4]!.isActive).toBe(false);
    expect(answer.codeList[1]!.dayList[0]!.maxAvailability).toBe(3);
  });

  it("lists all codes' performances in time order, and an all-unknown search is all inactive", async () => {
    const answer = await readSearchAvailability(SEATS, SITE, ["TST.EVN.SLOT", "TST.EVN.DAY"], "2026-03-02", "2026-03-02", NOW);
    expect(answer.dayList[0]!.performanceList.map((p) => p.time)).toEqual(["10:00", "11:00"]);
    const none = await readSearchAvailability(SEATS, SITE, ["x1", "x2"], "2026-03-02", "2026-03-03", NOW);
    expect(none.dayList.every((d) => !d.isActive)).toBe(true);
  });
});

describe("daily prices", () => {
  it("prices the product AK at the adult price and each age AK at its own, stepped by the day's colour", async () => {
    const product = await readDailyPrices(DB, SITE, "TST.1", "2026-03-01", "2026-03-07");
    expect(dailyPriceAnswerSchema.parse(product)).toEqual(product);
    // Closed days (4th, 6th) have no price.
    expect(product).toEqual([
      { date: "2026-03-01", price: 140, color_code_tag: "red" },
      { date: "2026-03-02", price: 100, color_code_tag: "green" },
      { date: "2026-03-03", price: 100, color_code_tag: "green" },
      { date: "2026-03-05", price: 120, color_code_tag: "orange" },
      { date: "2026-03-07", price: 140, color_code_tag: "red" },
    ]);
    const child = await readDailyPrices(DB, SITE, "tst.1.chd", "2026-03-01", "2026-03-02");
    expect(child.map((p) => p.price)).toEqual([120, 80]);
    const infant = await readDailyPrices(DB, SITE, "TST.1.INF", "2026-03-01", "2026-03-01");
    expect(infant.map((p) => p.price)).toEqual([0]);
    expect(await readDailyPrices(DB, SITE, "NO.SUCH", "2026-03-01", "2026-03-07")).toEqual([]);
  });
});

describe("cards", () => {
  const names = (cards: { name: string }[]) => cards.map((c) => c.name);

  it("lists the site's cards in order, each fitting the card schema, in the asked language", async () => {
    const en = await readCards(DB, SITE, "en");
    expect(names(en)).toEqual(FIXTURE_SEED.cards.map((c) => c.name));
    for (const card of en) expect(cardSchema.parse(card)).toEqual(card);
    const ar = await readCard(DB, SITE, "ar", "day-pass");
    expect(ar!.title).toBe("بطاقة 1");
    expect(ar!.localized_title).toEqual({ en: "Card day-pass", ar: "بطاقة 1" });
    expect(await readCards(DB, 2, "en")).toEqual([]);
  });

  it("filters by kind, experience category, discipline, level, lesson type and age type", async () => {
    expect(names(await readCards(DB, SITE, "en", { kinds: ["lesson"] }))).toEqual(["ski-group", "ski-private", "snowboard-group", "ski-offer"]);
    expect(names(await readCards(DB, SITE, "en", { kinds: ["event", "lesson"], experienceCategoryId: 7 }))).toEqual(["slot-show"]);
    expect(names(await readCards(DB, SITE, "en", { categoryCardType: 2 }))).toEqual(["snowboard-group"]);
    expect(names(await readCards(DB, SITE, "en", { categoryCardType: 1, levelId: 5 }))).toEqual(["ski-private"]);
    // A level matches by its group: ski-private teaches levels 4 and 5, so it is found for level 3 (group 3-4) too.
    expect(names(await readCards(DB, SITE, "en", { categoryCardType: 1, levelId: 3 }))).toEqual(["ski-private"]);
    expect(names(await readCards(DB, SITE, "en", { categoryCardType: 1, levelId: 6 }))).toEqual(["ski-private"]);
    expect(names(await readCards(DB, SITE, "en", { levelId: 2 }))).toEqual(["ski-group"]);
    expect(names(await readCards(DB, SITE, "en", { categoryCardType: 1, lessonType: 0 }))).toEqual(["ski-group", "ski-private", "ski-offer"]);
    expect(names(await readCards(DB, SITE, "en", { categoryCardType: 1, lessonType: 2 }))).toEqual(["ski-private"]);
    // A lesson for all ages matches every age filter.
    expect(names(await readCards(DB, SITE, "en", { categoryCardType: 1, ageType: 1 }))).toEqual(["ski-group", "ski-private"]);
    expect(names(await readCards(DB, SITE, "en", { categoryCardType: 1, ageType: 0 }))).toEqual(["ski-group", "ski-private", "ski-offer"]);
  });

  it("offers are cards with a discount window not yet ended or offers lessons; events are events, tables and films", async () => {
    expect(names(await readCards(DB, SITE, "en", { offersOn: FIXTURE_TODAY }))).toEqual(["ski-offer", "spring-deal"]);
    // spring-deal's window ends on 2026-03-10: an offer through that day, not the day after.
    expect(names(await readCards(DB, SITE, "en", { offersOn: "2026-03-10" }))).toEqual(["ski-offer", "spring-deal"]);
    expect(names(await readCards(DB, SITE, "en", { offersOn: "2026-03-11" }))).toEqual(["ski-offer"]);
    expect(names(await readCards(DB, SITE, "en", { offersOn: "2026-02-01" }))).toEqual(["ski-offer", "spring-deal", "winter-deal"]);
    expect(names(await readCards(DB, SITE, "en", { eventsOnly: true }))).toEqual(["slot-show"]);
  });

  it("groups lessons under each level group their levels touch", async () => {
    const ski = await readCards(DB, SITE, "ar", { kinds: ["lesson"], categoryCardType: 1 });
    const groups = lessonGroups(ski, "ar");
    expect(groups.map((g) => [g.key, names(g.cards)])).toEqual([
      ["discovery", ["ski-group"]],
      ["beginner", ["ski-group"]],
      ["intermediate", ["ski-private"]],
      ["advance", ["ski-private"]],
      ["high-performance", ["ski-offer"]],
    ]);
    expect(groups[2]!.title).toBe("متوسط");
    expect(lessonGroups(ski, "en", 4).map((g) => [g.key, names(g.cards)])).toEqual([["intermediate", ["ski-private"]]]);
    expect(groups[2]!.level_ids).toEqual([3, 4]);
  });

  it("stores only what seeding and reading need: listings filter the parsed cards", async () => {
    const columns = (await DB.prepare("SELECT name FROM pragma_table_info('catalogue_cards')").all<{ name: string }>()).results.map((c) => c.name);
    expect(columns).toEqual(["site_id", "card_id", "name", "sort_order", "body", "seed_hash", "updated_at"]);
    // An edit to the body alone moves a card between listings: nothing else is stored to filter on.
    await DB.prepare("UPDATE catalogue_cards SET body = json_set(body, '$.kind', 'event'), seed_hash = NULL WHERE name = 'day-pass'").run();
    expect(names(await readCards(DB, SITE, "en", { eventsOnly: true }))).toEqual(["day-pass", "slot-show"]);
  });

  it("leaves out a stored card that no longer fits the card schema", async () => {
    await DB.prepare("UPDATE catalogue_cards SET body = json_set(body, '$.price', -1), seed_hash = NULL WHERE name = 'day-pass'").run();
    expect(await readCard(DB, SITE, "en", "day-pass")).toBeNull();
    expect(names(await readCards(DB, SITE, "en"))).not.toContain("day-pass");
  });
});
