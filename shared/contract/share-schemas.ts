// The zod schemas of the SHARE calls (./share.ts): the queries and body checked at the shop's edge, and the answers
// checked by the seam when an upstream answers and parsed by the browser.
import { z } from "zod";
import { emailSchema } from "./fields";
import { SHARE_SIMULATE_MAX_AMOUNT, SHARE_TRANSACTIONS_PAGE_SIZE, SHARE_TRANSACTION_KINDS } from "./share";

const sponsorIdSchema = z.string().regex(/^\d{1,6}$/, "must be a sponsor id (digits)");

// ---------- GET share-transactions ----------
export const shareTransactionsQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(SHARE_TRANSACTIONS_PAGE_SIZE).default(SHARE_TRANSACTIONS_PAGE_SIZE),
  show_sku: z.enum(["true", "false"]).default("false"),
  sponsor_id: sponsorIdSchema,
  /** The next_cursor of the page before (opaque). */
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.[A-Za-z0-9_-]{16,64}$/, "must be a next_cursor of this list").optional(),
});
export type ShareTransactionsQuery = z.infer<typeof shareTransactionsQuerySchema>;

export const shareSkuLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int().min(0),
  amount: z.number(),
});
export type ShareSkuLine = z.infer<typeof shareSkuLineSchema>;

export const shareTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(SHARE_TRANSACTION_KINDS),
  /** Signed: earned and given back are positive, redeemed negative. */
  points: z.number().int(),
  /** The points' worth in the site's currency, signed like the points (a redemption: the amount it paid). */
  currency_amount: z.number(),
  currency: z.string(),
  reservation_code: z.string().nullable(),
  site_id: z.number().int(),
  created_at: z.string(),
  /** The booking's lines, with show_sku=true only. */
  sku: z.array(shareSkuLineSchema).optional(),
});
export type ShareTransaction = z.infer<typeof shareTransactionSchema>;

export const shareTransactionsAnswerSchema = z.object({
  data: z.object({ transactions: z.array(shareTransactionSchema), next_cursor: z.string().nullable() }),
});
export type ShareTransactionsPage = z.infer<typeof shareTransactionsAnswerSchema>["data"];

// ---------- POST shareoptin ----------
export const shareOptInQuerySchema = z.object({ email: emailSchema, sponsor_id: sponsorIdSchema });
export const shareOptInAnswerSchema = z.object({
  data: z.object({
    member_id: z.string(),
    sponsor_id: z.string(),
    balance_points: z.number().int().min(0),
    balance_currency_amount: z.number().min(0),
    /** False when the member had already joined (nothing changed). */
    joined: z.boolean(),
  }),
});
export type ShareOptIn = z.infer<typeof shareOptInAnswerSchema>["data"];

// ---------- POST share-simulate ----------
const simulatedAmount = z.number().min(0).max(SHARE_SIMULATE_MAX_AMOUNT);
export const shareSimulateRequestSchema = z
  .object({
    /** What would be paid by card. */
    pay_in_amount: simulatedAmount,
    /** The whole transaction; what points would pay is trx_amount − pay_in_amount. */
    trx_amount: simulatedAmount,
  })
  .strict()
  .refine((body) => body.pay_in_amount <= body.trx_amount, {
    message: "pay_in_amount may not be more than trx_amount",
    path: ["pay_in_amount"],
    params: { rule: "max" },
  });
export type ShareSimulateRequest = z.infer<typeof shareSimulateRequestSchema>;

export const shareSimulateAnswerSchema = z.object({
  data: z.object({
    earn_points: z.number().int().min(0),
    earn_currency_amount: z.number().min(0),
    redeem_points: z.number().int().min(0),
    redeem_currency_amount: z.number().min(0),
    balance_points: z.number().int().min(0),
    balance_currency_amount: z.number().min(0),
    /** The most points could pay of trx_amount with this balance. */
    max_redeem_currency_amount: z.number().min(0),
    /** Whether the balance covers redeem_points. */
    sufficient: z.boolean(),
  }),
});
export type ShareSimulation = z.infer<typeof shareSimulateAnswerSchema>["data"];

/** The 404 of a member without SHARE, or of a site without it. */
export const shareNotFoundSchema = z.object({ error: z.enum(["not_a_share_member", "share_not_offered"]), message: z.string() });
