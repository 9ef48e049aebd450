// The zod schemas of every order call's request and answer (booking-and-checkout §7), built on the constants of
// ./orders.ts: the embedded provider checks requests with them, the provider seam checks an upstream's answers,
// and the browser parses every answer with them.
import { z } from "zod";
import { akSchema, guestCountsSchema, isoDateSchema } from "../catalogue-fields";
import { GUEST_DEFAULT_MAX_TOTAL, GUEST_TYPES, totalGuests } from "../booking/guests";
import { LOCALES } from "../locale";
import { CURRENCIES } from "../tenant";
import { emailSchema, personNameSchema, safeText } from "./fields";
import {
  BANK_OFFER_BU_CODES,
  BANK_OFFER_REGIONS,
  type BankOfferBuCode,
  CARD_BIN_PATTERN,
  FAZAA_CARD_PATTERN,
  VOUCHER_CODE_PATTERN,
  GUEST_TITLES,
  MAX_ADD_ONS_PER_LINE,
  MAX_CART_LINES,
  MAX_TICKETS_PER_LINE,
  PAYMENT_TYPES,
  PROMO_CODE_MAX_LENGTH,
} from "./orders";

/** ISO 3166 alpha-2 country code. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, "is an ISO 3166 alpha-2 code such as AE");
/** A line's name in the cart (its uniqueID): letters, digits and . _ : - only. */
export const uniqueIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, "is 1 to 64 letters, digits, dots, colons, dashes or underscores");

// ---------- Reservation codes and secrets ----------
/**
 * A cart id, kept as the reservation code: the site's AK prefix, a dash and 10 letters or digits. Read in any case
 * (guests type codes, and page URLs are lower-cased by the shop's URL normalisation) and answered in upper case.
 */
export const reservationCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}-[0-9A-Za-z]{10}$/, "a reservation code is like SKD-7K2Q9M4XPA")
  .transform((code) => code.toUpperCase());
/** A guest token or a cart secret: base64url of random bytes. */
export const bearerSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "is a token of 20 to 100 letters, digits, - or _");

// ---------- Guest token (§7 generate-token) ----------
export const guestTokenRequestSchema = z.object({
  title: z.enum(GUEST_TITLES),
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  /** Country code and number, e.g. +971501234567. */
  mobile: z.string().regex(/^\+\d{6,16}$/, "mobile is + then the country code and number"),
  /** The fixed placeholder the web shop sends, or a real date of birth. */
  dateOfBirth: isoDateSchema,
  country: countryCodeSchema,
  nationality: countryCodeSchema,
});
export type GuestTokenRequest = z.infer<typeof guestTokenRequestSchema>;
/** data.data.token; the browser keeps it (jwt) and sends it as X-Access-Token. */
export const guestTokenAnswerSchema = z.object({ data: z.object({ data: z.object({ token: bearerSecretSchema }) }) });

// ---------- Basket check (§7 check-basket) ----------
export const ticketGuestsSchema = guestCountsSchema.refine((q) => totalGuests(q) <= GUEST_DEFAULT_MAX_TOTAL, {
  message: `a ticket holds at most ${GUEST_DEFAULT_MAX_TOTAL} guests`,
  params: { rule: "max_total" },
});

export const addOnChoiceSchema = z.object({ ak: akSchema, quantity: z.number().int().min(1).max(GUEST_DEFAULT_MAX_TOTAL) });
export const lineTicketSchema = z.object({
  ticketId: z.number().int().positive(),
  /** The performance (time slot) of a time-based ticket; null otherwise. */
  performanceAk: akSchema.nullable(),
  quantities: ticketGuestsSchema,
});
/** One cart entry as the basket check receives it: what was chosen, never a price (the provider prices). */
export const basketLineSchema = z.object({
  uniqueID: uniqueIdSchema,
  cardId: z.number().int().positive(),
  date: isoDateSchema,
  tickets: z.array(lineTicketSchema).min(1).max(MAX_TICKETS_PER_LINE),
  /** Book the card's upgrade ticket instead of its first ticket. */
  upgrade: z.boolean().default(false),
  addOns: z.array(addOnChoiceSchema).max(MAX_ADD_ONS_PER_LINE).default([]),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export const checkBasketRequestSchema = z
  .object({
    /** The cart id (reservation code) of an earlier reserve-mode answer; its holds are replaced. */
    cartId: reservationCodeSchema.nullish(),
    promoCode: safeText(PROMO_CODE_MAX_LENGTH).trim().nullish(),
    promoId: z.number().int().positive().nullish(),
    lineItems: z.array(basketLineSchema).min(1).max(MAX_CART_LINES),
    /** Loyalty points redeemed, in the site's currency. */
    redeemAmount: z.number().min(0).max(10_000_000).default(0),
    tabbyIsEnabled: z.boolean().default(false),
    tamaraIsEnabled: z.boolean().default(false),
    maf_discount_code: emailSchema.nullish(),
    fazaa_discount_code: z.string().trim().regex(FAZAA_CARD_PATTERN, "a Fazaa card number is digits").nullish(),
    /** A voucher on the signed-in member's account, spent on this booking (docs/decisions/056). */
    voucherCode: z.string().trim().regex(VOUCHER_CODE_PATTERN, "a voucher code is 4 to 40 letters, digits or -").nullish(),
    offerGroupId: z.number().int().positive().nullish(),
    offerBin: z.string().regex(CARD_BIN_PATTERN, "a card BIN is 6 to 8 digits").nullish(),
    offerCartId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "is letters, digits, - or _").nullish(),
  })
  .refine((r) => new Set(r.lineItems.map((l) => l.uniqueID)).size === r.lineItems.length, {
    message: "each line needs its own uniqueID",
    path: ["lineItems"],
    params: { rule: "unique" },
  });
export type CheckBasketRequest = z.input<typeof checkBasketRequestSchema>;
export type CheckedBasketRequest = z.output<typeof checkBasketRequestSchema>;

const amount = z.number().finite();
export const pricedTicketSchema = z.object({
  ticketId: z.number().int(),
  ak: akSchema,
  guestType: z.enum(GUEST_TYPES),
  quantity: z.number().int().min(1),
  unitPrice: amount,
  amount: amount,
});
export const pricedLineSchema = z.object({
  uniqueID: z.string(),
  cardId: z.number().int(),
  title: z.string(),
  date: isoDateSchema,
  performanceAk: akSchema.nullable(),
  /** HH:mm of the performance, when time-based. */
  time: z.string().nullable(),
  tickets: z.array(pricedTicketSchema),
  addOns: z.array(z.object({ ak: akSchema, title: z.string(), quantity: z.number().int(), unitPrice: amount, amount: amount })),
  /** The card's additional price for each guest beyond the first (shared/booking/pricing.ts additionalTicketPrice). */
  additionalAmount: amount.optional(),
  gross: amount,
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const currencySchema = z.enum(CURRENCIES);
export const basketTotalSchema = z.object({
  /** What the guest pays, VAT included, after every discount. */
  gross: amount,
  net: amount,
  tax: amount,
  currency: currencySchema,
  /** Before any discount. */
  subtotal: amount,
  promo_code_amount: amount,
  christmas_promo: z.boolean(),
  bank_offer_amount: amount,
  maf_amount: amount,
  fazaa_amount: amount,
  share_amount: amount,
  /** Paid by the member's voucher (0 when an upstream does not answer it). */
  voucher_amount: amount.default(0),
  /** Sum of every discount above. */
  discount: amount,
});
export type BasketTotal = z.infer<typeof basketTotalSchema>;

export const checkBasketSuccessSchema = z.object({
  lineItemsSoap: z.array(pricedLineSchema),
  lineItems: z.object({ basketTotal: basketTotalSchema }),
  /** Reserve mode: the cart id (reservation code) holding the places; check mode: null. */
  cartId: reservationCodeSchema.nullable(),
  /** Reserve mode, a new cart only: the secret its later changes, extension, release and payment need. */
  cartSecret: bearerSecretSchema.nullable().default(null),
  /** Reserve mode: the cart's revision, counted up by every change of what it holds; checkout may name it. */
  revision: z.number().int().min(1).nullable().default(null),
  /** When the holds end (ISO), reserve mode only. */
  expiresAt: z.string().nullable(),
  googleToken: z.string().nullable(),
  tabbyWebUrl: z.string().nullable(),
  tamaraHrefUrl: z.string().nullable(),
  bank_offer_claimed: z.boolean(),
  offerGroupId: z.number().int().nullable(),
  msg: z.string(),
});
export type CheckBasketSuccess = z.infer<typeof checkBasketSuccessSchema>;

// ---------- Refusals ----------
/** A refusal (401, 404, 409, 422, 429): productErrorList names the lines that failed, when lines did. */
export const orderErrorAnswerSchema = z.object({
  code: z.number().int(),
  errorMessage: z.string(),
  productErrorList: z
    .array(z.object({ errorNumber: z.number().int(), errorDescription: z.string(), uniqueID: z.string().optional() }))
    .default([]),
});
export type OrderErrorAnswer = z.infer<typeof orderErrorAnswerSchema>;

/** Bad input: 400 with each field and the rule it breaks. */
export const invalidRequestSchema = z.object({
  error: z.literal("invalid_request"),
  issues: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })),
});
export type InvalidRequest = z.infer<typeof invalidRequestSchema>;

// ---------- Session extension and release ----------
export const cartRequestSchema = z.object({ cartId: reservationCodeSchema });
export const extendSessionAnswerSchema = z.object({ expiresAt: z.string(), extensions: z.number().int() });
export const releaseCartAnswerSchema = z.object({ cartId: reservationCodeSchema, state: z.enum(["released", "paid"]) });

// ---------- Discounts and add-ons (§7) ----------
export const bankOfferGroupSchema = z.object({
  offerGroupId: z.number().int(),
  bankName: z.string(),
  title: z.string(),
  description: z.string(),
  /** Percentage off the basket, capped at maxDiscount. */
  percentage: z.number(),
  maxDiscount: z.number(),
  bins: z.array(z.string()),
});
export type BankOfferGroup = z.infer<typeof bankOfferGroupSchema>;
export const bankOffersQuerySchema = z.object({
  region: z.enum(BANK_OFFER_REGIONS),
  bucode: z.enum(Object.keys(BANK_OFFER_BU_CODES) as [BankOfferBuCode, ...BankOfferBuCode[]]),
  ids: z
    .string()
    .regex(/^(\d{1,6}(,\d{1,6})*)?$/, "ids is a comma-separated list of offer group ids")
    .optional(),
});
/** GET /api/BankDiscount/GetBanksOffers answer. */
export const bankOffersAnswerSchema = z.object({ Result: z.object({ value: z.object({ offerGroups: z.array(bankOfferGroupSchema) }) }) });
export const fazaaOfferSchema = z.object({ id: z.number().int(), title: z.string(), percentage: z.number(), description: z.string() });
export type FazaaOffer = z.infer<typeof fazaaOfferSchema>;
export const fazaaAnswerSchema = z.object({ Result: z.array(fazaaOfferSchema) });

/** Something sold per piece beside a ticket (gloves, a locker, photos): no capacity, priced by the provider. */
export const addOnSchema = z.object({
  ak: akSchema,
  title: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  /** Most pieces of this add-on one cart line may take. */
  maxQuantity: z.number().int().min(1).max(GUEST_DEFAULT_MAX_TOTAL),
});
export type AddOn = z.infer<typeof addOnSchema>;
export const addOnsQuerySchema = z.object({ cardId: z.coerce.number().int().positive() });
export const addOnsAnswerSchema = z.object({ data: z.array(addOnSchema) });

// ---------- Checkout and capture (§7) ----------
export const walletTokenSchema = z.string().regex(/^wt_[0-9a-f]{48}$/, "is a wallet token of checkout/token");
export const checkoutTokenAnswerSchema = z.object({ token: walletTokenSchema });
export const checkoutRequestSchema = z.object({
  /** Where the gateway sends the guest back: the site's booking-redirect page. */
  returnUrl: safeText(500),
  cartId: reservationCodeSchema,
  isIgnoreCachedToken: z.boolean().optional(),
  /** From checkout/token, for the wallet kinds. */
  walletToken: walletTokenSchema.optional(),
  /** The cart revision the payment page shows; a cart changed since is refused (5042) instead of charged. */
  revision: z.number().int().min(1).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutAnswerSchema = z.object({
  /** The hosted payment page to open. */
  redirectUrl: z.string(),
  checkoutSessionId: z.string(),
});
export const checkoutSessionIdSchema = z.string().regex(/^cs_[0-9a-f]{32}$/, "is a checkout session id of order/checkout");
export const captureRequestSchema = z.object({ checkoutSessionId: checkoutSessionIdSchema });
export const captureAnswerSchema = z.object({
  status: z.enum(["confirmed", "failed", "refunded", "pending"]),
  orderId: reservationCodeSchema.nullable(),
  reservationCode: reservationCodeSchema.nullable(),
  paymentType: z.enum(PAYMENT_TYPES),
  /** Failure reason code (ORDER_ERRORS) and message, when not confirmed. */
  code: z.number().int().nullable(),
  reason: z.string().nullable(),
  amount: z.number(),
  currency: currencySchema,
});
export type CaptureAnswer = z.infer<typeof captureAnswerSchema>;

// ---------- Orders ----------
export const orderTicketSchema = z.object({
  /** The code in the ticket's QR. */
  code: z.string(),
  uniqueID: z.string(),
  guestType: z.enum(GUEST_TYPES),
  title: z.string(),
  date: isoDateSchema,
  time: z.string().nullable(),
  /** Who holds the ticket, when the member assigned it (order/assign-guests, docs/decisions/014). */
  holder: z.string().nullable().optional(),
});
export const orderSchema = z.object({
  reservation_code: reservationCodeSchema,
  status: z.enum(["confirmed", "refunded"]),
  site_id: z.number().int(),
  locale: z.enum(LOCALES),
  paid_at: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  guest: z.object({ title: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), mobile: z.string() }),
  lines: z.array(pricedLineSchema),
  totals: basketTotalSchema,
  tickets: z.array(orderTicketSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const invoiceQuerySchema = z.object({ reservationCode: reservationCodeSchema, lang: z.enum(LOCALES).optional() });
export const findBookingRequestSchema = z.object({ reservationCode: reservationCodeSchema, email: emailSchema });
/** A token for the found order only, so the page can read it like the confirmed page does. */
export const findBookingAnswerSchema = z.object({ reservation_code: reservationCodeSchema, token: bearerSecretSchema });
