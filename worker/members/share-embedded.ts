// The embedded provider's SHARE calls (docs/decisions/012): the member's verified access token (memberOf) names whose
// points are read; nobody reads another member's history, and a cursor made for one member opens nothing for another.
// A member without SHARE, or a site without it (Oman), answers 404 with the reason, never 403 (which signs out).
import { pointsEarnedBy, pointsToRedeem, worthOfPoints, maxRedeemable } from "../../shared/booking/share-points";
import { NOT_A_SHARE_MEMBER, SHARE_NOT_OFFERED, SHARE_REFUSALS } from "../../shared/contract/share";
import { normaliseEmail } from "../../shared/validation";
import { type JsonAnswer, invalid, ok } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { memberOf } from "./embedded";
import type { ShareCalls } from "./share-calls";
import { decodeCursor, encodeCursor, joinShare, readShareAccount, readTransactions, restoreEndedRedemptions } from "./share-ledger";
import type { MemberRow } from "./store";

/** The key of the history's cursors (the session secret, which every deployment has). */
export function cursorSecretOf(env: { SESSION_SECRET?: string }): string {
  return env.SESSION_SECRET ?? "";
}

export function shareRefusal(ctx: OrderContext, error: typeof NOT_A_SHARE_MEMBER | typeof SHARE_NOT_OFFERED): JsonAnswer {
  return { status: 404, body: { error, message: SHARE_REFUSALS[error][ctx.locale] } };
}

export function embeddedShare(ctx: OrderContext): ShareCalls {
  const db = ctx.env.DB;
  const { tenant } = ctx;
  const asMember = async (answer: (member: MemberRow) => Promise<JsonAnswer>): Promise<JsonAnswer> => {
    const found = await memberOf(ctx);
    if (!found.ok) return found.answer;
    if (!tenant.containsShare) return shareRefusal(ctx, SHARE_NOT_OFFERED);
    return answer(found.member);
  };
  /** The member's SHARE account with every ended redemption given back first, or the 404. */
  const shareAccountOf = async (member: MemberRow) => {
    await restoreEndedRedemptions(db, member.mafid, ctx.now);
    return readShareAccount(db, member.mafid);
  };

  return {
    transactions: (input) =>
      asMember(async (member) => {
        const account = await shareAccountOf(member);
        if (!account) return shareRefusal(ctx, NOT_A_SHARE_MEMBER);
        const secret = cursorSecretOf(ctx.env);
        let beforeId: number | null = null;
        if (input.cursor !== undefined) {
          beforeId = await decodeCursor(secret, member.mafid, input.cursor);
          if (beforeId === null) return invalid([{ field: "cursor", rule: "cursor", message: "cursor must be a next_cursor of this member's list" }]);
        }
        const page = await readTransactions(db, member.mafid, { limit: input.pageSize, beforeId, withSku: input.showSku });
        const next = page.more && page.lastId !== null ? await encodeCursor(secret, member.mafid, page.lastId) : null;
        return ok({ data: { transactions: page.transactions, next_cursor: next } });
      }),

    optIn: (email, sponsorId) =>
      asMember(async (member) => {
        // The member's own address only: nobody signs up a stranger.
        if (normaliseEmail(email) !== normaliseEmail(member.email)) {
          return invalid([{ field: "email", rule: "own_email", message: "email must be the signed-in member's own address" }]);
        }
        const joined = await joinShare(db, member.mafid, sponsorId, ctx.now);
        const account = (await shareAccountOf(member))!;
        return ok({
          data: {
            member_id: account.memberId,
            sponsor_id: account.sponsorId,
            balance_points: account.points,
            balance_currency_amount: worthOfPoints(account.points, tenant.decimals),
            joined,
          },
        });
      }),

    simulate: (input) =>
      asMember(async (member) => {
        const account = await shareAccountOf(member);
        if (!account) return shareRefusal(ctx, NOT_A_SHARE_MEMBER);
        const earn = pointsEarnedBy(input.pay_in_amount, tenant.decimals);
        const redeemAmount = Math.max(0, input.trx_amount - input.pay_in_amount);
        const redeem = pointsToRedeem(redeemAmount);
        return ok({
          data: {
            earn_points: earn,
            earn_currency_amount: worthOfPoints(earn, tenant.decimals),
            redeem_points: redeem,
            redeem_currency_amount: Math.round(redeemAmount * 10 ** tenant.decimals) / 10 ** tenant.decimals,
            balance_points: account.points,
            balance_currency_amount: worthOfPoints(account.points, tenant.decimals),
            max_redeem_currency_amount: maxRedeemable(account.points, input.trx_amount, tenant.decimals),
            sufficient: redeem <= account.points,
          },
        });
      }),
  };
}
