// The member's memberships, alpine vouchers and group lessons on this site (shared/contract/holdings.ts;
// docs/decisions/015), read from their own orders (orders.member_mafid) and the catalogue's card kinds. Nothing here
// takes an id from the caller: the member's mafid comes from their verified token.
import { todayIn } from "../../shared/booking/calendar";
import {
  type Holding,
  type Holdings,
  MEMBERSHIP_VALID_MONTHS,
  VOUCHER_VALID_MONTHS,
  holdingStatus,
  lastDayOf,
} from "../../shared/contract/holdings";
import type { PricedLine } from "../../shared/contract/order-schemas";
import { LESSON_TYPES, SKI_CATEGORY_CARD_TYPE } from "../../shared/enumerations";
import type { Tenant } from "../../shared/tenant";

interface OrderRow {
  reservation_code: string;
  status: "confirmed" | "refunded";
  lines: string;
  guest: string;
  paid_at: string;
}

interface CardKindRow {
  card_id: number;
  kind: string;
  lesson_type: number | null;
  category_card_type: number | null;
}

/** Orders read for the lists: far more than a member holds, and a bound on the work. */
const ORDER_LIMIT = 500;

export async function memberHoldings(db: D1Database, mafid: string, tenant: Tenant, now: Date): Promise<Holdings> {
  const [orders, cards] = await db.batch([
    db
      .prepare("SELECT reservation_code, status, lines, guest, paid_at FROM orders WHERE member_mafid = ?1 AND site_id = ?2 ORDER BY paid_at DESC LIMIT ?3")
      .bind(mafid, tenant.siteId, ORDER_LIMIT),
    db
      .prepare(
        `SELECT card_id, kind, lesson_type, category_card_type FROM (
           SELECT card_id, json_extract(body, '$.kind') AS kind, json_extract(body, '$.lesson.lesson_type') AS lesson_type,
                  json_extract(body, '$.category_card_type') AS category_card_type
           FROM catalogue_cards WHERE site_id = ?1)
         WHERE kind IN ('membership', 'alpine') OR (kind = 'lesson' AND lesson_type = ?2)`,
      )
      .bind(tenant.siteId, LESSON_TYPES.groups),
  ]);
  const kindOf = new Map((cards!.results as CardKindRow[]).map((c) => [c.card_id, c]));
  const today = todayIn(tenant.timeZone, now);
  const out: Holdings = { memberships: [], vouchers: [], skiGroupLessons: [], snowboardGroupLessons: [] };
  for (const row of orders!.results as OrderRow[]) {
    const lines = JSON.parse(row.lines) as PricedLine[];
    const guest = JSON.parse(row.guest) as { firstName?: string; lastName?: string };
    const holder = [guest.firstName, guest.lastName].filter(Boolean).join(" ");
    const refunded = row.status === "refunded";
    for (const line of lines) {
      const card = kindOf.get(line.cardId);
      if (!card) continue;
      const tickets = line.tickets.reduce((n, t) => n + t.quantity, 0);
      const base = { reservationCode: row.reservation_code, cardId: line.cardId, title: line.title, tickets, holder };
      const period = (validFrom: string, validUntil: string, time: string | null): Holding => ({
        ...base,
        validFrom,
        validUntil,
        time,
        status: holdingStatus(validFrom, validUntil, today, refunded),
      });
      if (card.kind === "membership") out.memberships.push(period(line.date, lastDayOf(line.date, MEMBERSHIP_VALID_MONTHS), null));
      else if (card.kind === "alpine") {
        const bought = todayIn(tenant.timeZone, new Date(row.paid_at));
        out.vouchers.push(period(bought, lastDayOf(bought, VOUCHER_VALID_MONTHS), null));
      } else {
        const lesson = period(line.date, line.date, line.time);
        (card.category_card_type === SKI_CATEGORY_CARD_TYPE ? out.skiGroupLessons : out.snowboardGroupLessons).push(lesson);
      }
    }
  }
  // Lessons: the next one first, then the past ones latest first. Memberships and vouchers: the latest bought first.
  const byLesson = (list: Holding[]) => {
    const ahead = list.filter((h) => h.validFrom >= today && h.status !== "refunded").sort((a, b) => (a.validFrom + (a.time ?? "")).localeCompare(b.validFrom + (b.time ?? "")));
    const rest = list.filter((h) => !ahead.includes(h));
    return [...ahead, ...rest];
  };
  out.skiGroupLessons = byLesson(out.skiGroupLessons);
  out.snowboardGroupLessons = byLesson(out.snowboardGroupLessons);
  return out;
}
