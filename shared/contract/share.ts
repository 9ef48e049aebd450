// The SHARE (loyalty) calls of the provider (content-and-account §6, §7, §9; docs/decisions/012): paths, the page size,
// the kinds of ledger rows and the refusals' words. Plain constants; the zod schemas are in ./share-schemas.ts. The
// balance call is MEMBER_PATHS.shareBalance of ./members.ts.
import type { Locale } from "../locale";

export const SHARE_PATHS = {
  /** GET ?page_size=10&show_sku=true&sponsor_id=&cursor=: the member's points history, newest first. */
  transactions: "/share-transactions",
  /** POST ?email=&sponsor_id=: a signed-in member joins SHARE (harmless when already a member). */
  optIn: "/shareoptin",
  /** POST {pay_in_amount, trx_amount}: what a payment would earn and what redeeming would cost and be worth. */
  simulate: "/share-simulate",
} as const;

/** The page size of the points history (content-and-account §9), and its largest. */
export const SHARE_TRANSACTIONS_PAGE_SIZE = 10;

/** The rows of the points ledger: the balance before the ledger, points earned, points paying a booking, points given back. */
export const SHARE_TRANSACTION_KINDS = ["opening", "earn", "redeem", "restore"] as const;
export type ShareTransactionKind = (typeof SHARE_TRANSACTION_KINDS)[number];

/** The largest amount the simulation takes (the basket's own cap). */
export const SHARE_SIMULATE_MAX_AMOUNT = 10_000_000;

/** Error names of the SHARE calls' 404 answers: not a member (or not offered on the site). */
export const NOT_A_SHARE_MEMBER = "not_a_share_member";
export const SHARE_NOT_OFFERED = "share_not_offered";

export const SHARE_REFUSALS: Record<typeof NOT_A_SHARE_MEMBER | typeof SHARE_NOT_OFFERED, Record<Locale, string>> = {
  not_a_share_member: { en: "You are not a SHARE member yet.", ar: "لست عضواً في شير بعد." },
  share_not_offered: { en: "SHARE points are not offered at this venue.", ar: "نقاط شير غير متاحة في هذا الموقع." },
};
