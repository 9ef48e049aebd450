// The member's memberships, alpine vouchers and group lessons (GET /user/holdings): read from their own paid orders
// and the catalogue's kinds; another member sees none of them; a guest gets 401.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { todayIn } from "../../shared/booking/calendar";
import { type HoldingsAnswer, holdingsAnswerSchema, lastDayOf } from "../../shared/contract/holdings";
import type { PricedLine } from "../../shared/contract/order-schemas";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { DEMO, memberBrowser, memberCall, memberPaysByCard } from "../auth/testing";
import { makeCart } from "../orders/checkout.fixture";
import { ensureCatalogueSeeded } from "../provider/store";

const DB = (env as unknown as { DB: D1Database }).DB;
const CACHE = (env as unknown as { CACHE: KVNamespace }).CACHE;

async function cardIdOf(where: string): Promise<{ card_id: number; name: string }> {
  const row = await DB.prepare(
    `SELECT card_id, name FROM (SELECT card_id, name, sort_order, json_extract(body, '$.kind') AS kind, json_extract(body, '$.lesson.lesson_type') AS lesson_type,
       json_extract(body, '$.category_card_type') AS category_card_type FROM catalogue_cards WHERE site_id = 1) WHERE ${where} ORDER BY sort_order LIMIT 1`,
  ).first<{ card_id: number; name: string }>();
  if (!row) throw new Error(`no Dubai card where ${where}`);
  return row;
}

const line = (cardId: number, title: string, date: string, time: string | null, gross: number): PricedLine => ({
  uniqueID: `line-${cardId}`,
  cardId,
  title,
  date,
  performanceAk: null,
  time,
  tickets: [{ ticketId: 1, ak: "SKD.PRD.ADULT", guestType: "adult", quantity: 1, unitPrice: gross, amount: gross }],
  addOns: [],
  gross,
});

async function holdingsOf(browser: ReturnType<typeof memberBrowser>, site = 1): Promise<HoldingsAnswer["data"]> {
  const answer = await memberCall(browser, "GET", "/user/holdings", undefined, site);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  return holdingsAnswerSchema.parse(await answer.json()).data;
}

describe("the member's holdings", () => {
  it("a guest gets 401", async () => {
    const answer = await memberCall(memberBrowser(), "GET", "/user/holdings");
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.signInRequired);
  });

  it("lists a paid membership, alpine voucher and group lessons by kind, for their owner only", async () => {
    const today = todayIn("Asia/Dubai");
    await ensureCatalogueSeeded({ DB, CACHE }, 1, CATALOGUE_SEEDS["ski-dubai"], today);
    const membership = await cardIdOf("kind = 'membership'");
    const voucher = await cardIdOf("kind = 'alpine'");
    const skiGroup = await cardIdOf("kind = 'lesson' AND lesson_type = 1 AND category_card_type = 1");
    const snowboardGroup = await cardIdOf("kind = 'lesson' AND lesson_type = 1 AND category_card_type = 2");
    const privateLesson = await cardIdOf("kind = 'lesson' AND lesson_type = 2");

    const omar = memberBrowser();
    expect((await omar.signIn(DEMO.omar.email)).status).toBe(302);
    const details = { title: "mr", firstName: "Omar", lastName: "Haddad", dateOfBirth: "1988-11-02", nationality: "OM", countryOfResidence: "AE", mobile: "+971501234567", mobileRegion: "ae" };
    expect((await memberCall(omar, "POST", "/info/apply", details)).status).toBe(200);
    const before = await holdingsOf(omar);

    const cart = await makeCart({
      lines: [
        line(membership.card_id, "Annual membership", "2030-02-01", null, 3000),
        line(voucher.card_id, "Gift voucher", "2030-01-15", null, 250),
        line(skiGroup.card_id, "Group ski lesson", "2030-01-15", "10:00", 180),
        line(snowboardGroup.card_id, "Group snowboard lesson", "2030-01-16", "11:00", 180),
        line(privateLesson.card_id, "Private ski lesson", "2030-01-16", "12:00", 400),
      ],
    });
    const reservationCode = await memberPaysByCard(omar, cart);

    const after = await holdingsOf(omar);
    expect(after.memberships.length).toBe(before.memberships.length + 1);
    expect(after.memberships[0]).toMatchObject({
      reservationCode,
      cardId: membership.card_id,
      validFrom: "2030-02-01",
      validUntil: "2031-01-31",
      status: "upcoming",
      tickets: 1,
      holder: "Omar Haddad",
    });
    const bought = after.vouchers.find((v) => v.reservationCode === reservationCode)!;
    expect(bought).toMatchObject({ cardId: voucher.card_id, validFrom: today, validUntil: lastDayOf(today, 12), status: "active" });
    expect(after.skiGroupLessons.find((l) => l.reservationCode === reservationCode)).toMatchObject({ cardId: skiGroup.card_id, validFrom: "2030-01-15", time: "10:00", status: "upcoming" });
    expect(after.snowboardGroupLessons.find((l) => l.reservationCode === reservationCode)).toMatchObject({ cardId: snowboardGroup.card_id, validFrom: "2030-01-16" });
    // A private lesson is neither a group lesson nor anything else held.
    const every = [...after.memberships, ...after.vouchers, ...after.skiGroupLessons, ...after.snowboardGroupLessons];
    expect(every.some((h) => h.cardId === privateLesson.card_id)).toBe(false);

    // Another member, and the same member on another site, see none of it.
    const sara = memberBrowser();
    expect((await sara.signIn(DEMO.sara.email)).status).toBe(302);
    const saras = await holdingsOf(sara);
    expect([...saras.memberships, ...saras.vouchers, ...saras.skiGroupLessons].some((h) => h.reservationCode === reservationCode)).toBe(false);
    const elsewhere = await holdingsOf(omar, 3);
    expect(elsewhere.memberships.some((h) => h.reservationCode === reservationCode)).toBe(false);
  });
});

describe("lastDayOf", () => {
  it("ends a period the day before the same date months later, within short months", () => {
    expect(lastDayOf("2026-03-15", 12)).toBe("2027-03-14");
    expect(lastDayOf("2026-01-31", 1)).toBe("2026-02-27");
    expect(lastDayOf("2028-02-29", 12)).toBe("2029-02-27");
    expect(lastDayOf("2026-12-01", 12)).toBe("2027-11-30");
  });
});
