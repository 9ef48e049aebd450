// The sandbox gateway's stored cards at payment: a member's checkout offers the cards the gateway tokenised for that
// member on that site and the shop still keeps on file (member_cards), each paid with its token and a CVV typed
// again. The CVV is checked and dropped, as on the card form; no number is ever needed or stored. A card id that is
// not one of the paying member's cards on the session's site (another member's, another site's, a deleted one, a
// guest's checkout) is refused like an unknown one, and nothing is charged.
import { todayIn } from "../../shared/booking/calendar";
import { cardIdSchema } from "../../shared/contract/cards";
import { TENANTS } from "../../tenants";
import type { CheckoutSession } from "./gateway";
import { type CardOnFile, type CardOnFileRow, cardOnFileOf } from "../members/card-on-file";

/** A stored card as the payment page shows it: no token leaves the gateway's own queries. */
export type StoredCard = CardOnFile;

// Both sides must agree: the shop's card on file and the gateway's own record of the token it minted, for the same
// member and site, tokenised. A row of either alone is not a card the member can pay with.
const STORED_CARDS_SQL = `SELECT mc.id, mc.brand, mc.bin, mc.last4, mc.exp_month, mc.exp_year, mc.holder_name, mc.is_default
  FROM member_cards mc
  JOIN card_tokenisations t ON t.token = mc.gateway_token AND t.mafid = mc.mafid AND t.site_id = mc.site_id AND t.state = 'tokenised'
  WHERE mc.mafid = ?1 AND mc.site_id = ?2`;

const todayOf = (session: CheckoutSession, now: Date) => todayIn(TENANTS.find((t) => t.siteId === session.siteId)?.timeZone ?? "UTC", now);

/** The paying member's stored cards on the session's site, the default first, then the newest; none for a guest. */
export async function storedCardsOf(db: D1Database, session: CheckoutSession, now: Date): Promise<StoredCard[]> {
  if (!session.memberMafid || session.paymentType !== "card") return [];
  const { results } = await db
    .prepare(`${STORED_CARDS_SQL} ORDER BY mc.is_default DESC, mc.created_at DESC, mc.rowid DESC`)
    .bind(session.memberMafid, session.siteId)
    .all<CardOnFileRow>();
  const today = todayOf(session, now);
  return results.map((row) => cardOnFileOf(row, today));
}

/** One stored card of the paying member on the session's site, or null (unknown, malformed, or anyone else's). */
export async function storedCardFor(db: D1Database, session: CheckoutSession, cardId: string, now: Date): Promise<StoredCard | null> {
  if (!session.memberMafid || session.paymentType !== "card" || !cardIdSchema.safeParse(cardId).success) return null;
  const row = await db.prepare(`${STORED_CARDS_SQL} AND mc.id = ?3`).bind(session.memberMafid, session.siteId, cardId).first<CardOnFileRow>();
  return row ? cardOnFileOf(row, todayOf(session, now)) : null;
}

/** The CVV a stored card asks for again: 4 digits for American Express, else 3. */
export function storedCvvValid(card: Pick<StoredCard, "brand">, cvv: string): boolean {
  return new RegExp(`^\\d{${card.brand === "amex" ? 4 : 3}}$`).test(cvv.trim());
}

/**
 * Which of the sandbox's test numbers a stored card was saved from, known by its first six and last four digits (the
 * only digits the gateway kept): that number's outcome applies. Null for any other card, which the sandbox declines.
 */
export function testCardOfStored<K extends string>(card: Pick<StoredCard, "bin" | "last4">, testCards: Readonly<Record<K, string>>): K | null {
  for (const [name, number] of Object.entries(testCards) as [K, string][]) {
    const digits = number.replace(/\s/g, "");
    if (digits.startsWith(card.bin) && digits.endsWith(card.last4)) return name;
  }
  return null;
}
