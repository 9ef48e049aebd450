// The embedded provider's saved-card calls (docs/decisions/013). Every call needs the member's verified access token
// (memberOf); every card read or change is keyed on the member's mafid and the call's site, so a card id of another
// member (or site) answers the same 404 as an unknown one. A card is saved only from a tokenisation the gateway
// finished for this member, read server to server and used once; a member keeps at most MAX_SAVED_CARDS per site,
// counted in the insert, and exactly one of them is the default whenever they have any.
import { todayIn } from "../../shared/booking/calendar";
import {
  CARD_TEXTS,
  MAX_SAVED_CARDS,
  MAX_TOKENISATIONS_PER_HOUR,
  PAYMENTS_PAGE,
  type SavedCard,
  TOKENISE_PAGE_PATH,
  newCardId,
} from "../../shared/contract/cards";
import { LOCALES } from "../../shared/locale";
import { SandboxCardVault } from "../gateway/card-vault";
import { type JsonAnswer, invalid, ok } from "../orders/answers";
import { returnOrigins } from "../orders/checkout";
import type { OrderContext } from "../orders/context";
import type { CardCalls } from "./cards-calls";
import { type CardOnFileRow, cardOnFileOf } from "./card-on-file";
import { memberOf } from "./embedded";
import type { MemberRow } from "./store";

interface CardRow extends CardOnFileRow {
  message_status: SavedCard["messageStatus"];
  created_at: string;
}

const refusal = (status: number, error: string, text: keyof typeof CARD_TEXTS, ctx: OrderContext): JsonAnswer => ({
  status,
  body: { error, message: CARD_TEXTS[text][ctx.locale] },
});
export const cardNotFound = (ctx: OrderContext) => refusal(404, "card_not_found", "cardNotFound", ctx);

/** The site's payments page on each allowed origin, in either language: the only pages a visit returns to. */
function returnPages(ctx: OrderContext): string[] {
  return returnOrigins(ctx.origin, ctx.env.SHOP_ORIGINS).flatMap((origin) => LOCALES.map((l) => `${origin}${ctx.tenant.prefixes[l]}/${PAYMENTS_PAGE}`));
}

export function embeddedCards(ctx: OrderContext): CardCalls {
  const db = ctx.env.DB;
  const site = ctx.tenant.siteId;
  const today = () => todayIn(ctx.tenant.timeZone, ctx.now);
  const asMember = async (answer: (member: MemberRow) => Promise<JsonAnswer>): Promise<JsonAnswer> => {
    const found = await memberOf(ctx);
    return found.ok ? answer(found.member) : found.answer;
  };
  const cardOf = (row: CardRow): SavedCard => ({
    ...cardOnFileOf(row, today()),
    messageStatus: row.message_status,
    createdAt: row.created_at,
  });
  const COLUMNS = "id, brand, bin, last4, exp_month, exp_year, holder_name, is_default, message_status, created_at";
  /** The member's cards on this site: the default first, then the newest first. */
  const cardsOf = async (mafid: string) => {
    const { results } = await db
      .prepare(`SELECT ${COLUMNS} FROM member_cards WHERE mafid = ? AND site_id = ? ORDER BY is_default DESC, created_at DESC, rowid DESC`)
      .bind(mafid, site)
      .all<CardRow>();
    return results.map(cardOf);
  };
  const cardRow = (mafid: string, id: string) =>
    db.prepare(`SELECT ${COLUMNS} FROM member_cards WHERE id = ? AND mafid = ? AND site_id = ?`).bind(id, mafid, site).first<CardRow>();
  const countOf = async (mafid: string) =>
    (await db.prepare("SELECT COUNT(*) AS n FROM member_cards WHERE mafid = ? AND site_id = ?").bind(mafid, site).first<{ n: number }>())!.n;

  return {
    startTokenisation: (input) =>
      asMember(async (member) => {
        const pages = returnPages(ctx);
        const returnUrl = input.returnUrl ?? pages[LOCALES.indexOf(ctx.locale)]!;
        if (!pages.includes(returnUrl)) {
          return invalid([{ field: "returnUrl", rule: "payments_page", message: `returnUrl must be this site's ${PAYMENTS_PAGE} page` }]);
        }
        // No visit to the gateway for a card that could not be saved.
        if ((await countOf(member.mafid)) >= MAX_SAVED_CARDS) return refusal(422, "too_many_cards", "tooManyCards", ctx);
        const visit = await new SandboxCardVault(db).open({ mafid: member.mafid, siteId: site, locale: ctx.locale, returnUrl }, MAX_TOKENISATIONS_PER_HOUR, ctx.now);
        if (!visit) return { ...refusal(429, "too_many_attempts", "tooManyTokenisations", ctx), headers: { "Retry-After": "3600" } };
        return ok({ data: { tokenisationId: visit.id, redirectUrl: `${ctx.origin}${TOKENISE_PAGE_PATH(visit.id)}` } });
      }),

    addCard: ({ tokenisationId }) =>
      asMember(async (member) => {
        const visit = await new SandboxCardVault(db).read(tokenisationId);
        // Another member's visit, or another site's, is as unknown as a made-up id.
        if (!visit || visit.mafid !== member.mafid || visit.siteId !== site) return refusal(404, "tokenisation_not_found", "tokenisationNotFound", ctx);
        if (visit.consumedAt) return refusal(409, "tokenisation_used", "tokenisationUsed", ctx);
        if (visit.state !== "tokenised" || visit.expiresAt <= ctx.now.toISOString()) return refusal(409, "card_not_saved", "cardNotSaved", ctx);
        const id = newCardId();
        const at = ctx.now.toISOString();
        let inserted = false;
        try {
          const [insert] = await db.batch([
            // The card, from the gateway's own record of the visit (nothing the browser sent but its id), while the
            // visit is unused and the member has room; the first card of the site becomes the default.
            db
              .prepare(
                `INSERT INTO member_cards (id, mafid, site_id, tokenisation_id, gateway_token, brand, bin, last4, exp_month, exp_year, holder_name, is_default, created_at)
                 SELECT ?1, t.mafid, t.site_id, t.id, t.token, t.brand, t.bin, t.last4, t.exp_month, t.exp_year, t.holder_name,
                        NOT EXISTS (SELECT 1 FROM member_cards WHERE mafid = ?2 AND site_id = ?3 AND is_default = 1), ?4
                 FROM card_tokenisations t
                 WHERE t.id = ?5 AND t.mafid = ?2 AND t.site_id = ?3 AND t.state = 'tokenised' AND t.consumed_at IS NULL AND t.expires_at > ?4
                   AND (SELECT COUNT(*) FROM member_cards WHERE mafid = ?2 AND site_id = ?3) < ?6`,
              )
              .bind(id, member.mafid, site, at, tokenisationId, MAX_SAVED_CARDS),
            db
              .prepare("UPDATE card_tokenisations SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL AND EXISTS (SELECT 1 FROM member_cards WHERE id = ?)")
              .bind(at, tokenisationId, id),
          ]);
          inserted = insert!.meta.changes === 1;
        } catch (error) {
          // The same visit saved at once by another request: UNIQUE (tokenisation_id) refused this one.
          if (!String(error).includes("UNIQUE")) throw error;
        }
        if (!inserted) {
          const again = await new SandboxCardVault(db).read(tokenisationId);
          if (again?.consumedAt) return refusal(409, "tokenisation_used", "tokenisationUsed", ctx);
          if ((await countOf(member.mafid)) >= MAX_SAVED_CARDS) return refusal(422, "too_many_cards", "tooManyCards", ctx);
          return refusal(409, "card_not_saved", "cardNotSaved", ctx);
        }
        return ok({ data: cardOf((await cardRow(member.mafid, id))!) });
      }),

    list: () => asMember(async (member) => ok({ cards: await cardsOf(member.mafid) })),

    markDefault: (cardId) =>
      asMember(async (member) => {
        if (!(await cardRow(member.mafid, cardId))) return cardNotFound(ctx);
        // One transaction: the others lose the mark, then this one takes it (only while it still exists).
        await db.batch([
          db
            .prepare("UPDATE member_cards SET is_default = 0 WHERE mafid = ?1 AND site_id = ?2 AND id != ?3 AND EXISTS (SELECT 1 FROM member_cards WHERE id = ?3 AND mafid = ?1 AND site_id = ?2)")
            .bind(member.mafid, site, cardId),
          db.prepare("UPDATE member_cards SET is_default = 1 WHERE id = ? AND mafid = ? AND site_id = ?").bind(cardId, member.mafid, site),
        ]);
        return ok({ cards: await cardsOf(member.mafid) });
      }),

    remove: (cardId) =>
      asMember(async (member) => {
        const [deleted] = await db.batch([
          db.prepare("DELETE FROM member_cards WHERE id = ? AND mafid = ? AND site_id = ?").bind(cardId, member.mafid, site),
          // The default gone: the newest remaining card takes its place.
          db
            .prepare(
              `UPDATE member_cards SET is_default = 1
               WHERE id = (SELECT id FROM member_cards WHERE mafid = ?1 AND site_id = ?2 ORDER BY created_at DESC, rowid DESC LIMIT 1)
                 AND NOT EXISTS (SELECT 1 FROM member_cards WHERE mafid = ?1 AND site_id = ?2 AND is_default = 1)`,
            )
            .bind(member.mafid, site),
        ]);
        if (deleted!.meta.changes !== 1) return cardNotFound(ctx);
        return ok({ cards: await cardsOf(member.mafid) });
      }),

    messageStatus: ({ cardId, status }) =>
      asMember(async (member) => {
        const result = await db.prepare("UPDATE member_cards SET message_status = ? WHERE id = ? AND mafid = ? AND site_id = ?").bind(status, cardId, member.mafid, site).run();
        if (result.meta.changes !== 1) return cardNotFound(ctx);
        return ok({ data: cardOf((await cardRow(member.mafid, cardId))!) });
      }),
  };
}
