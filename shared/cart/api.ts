// The order and payment calls of booking-and-checkout §7 (guest token, basket check, discounts, checkout, capture,
// orders): one set of zod schemas for the embedded provider, an upstream proxy and the browser.
import { z } from "zod";
import { akSchema, guestCountsSchema, isoDateSchema } from "../catalogue";

// ---------- Constants (§4, §8, §9; content-and-account §2, §9) ----------
/** A booking session lasts 30 minutes from the first package entering an empty cart. */
export const BOOKING_SESSION_MS = 1_800_000;
/** The warning modal opens 5 minutes before the session ends. */
export const SESSION_WARNING_MS = 300_000;
/** Continue in the warning modal extends the session by this much, while the places can still be held. */
export const SESSION_EXTENSION_MS = 900_000;
/** How many times one session may be extended. */
export const MAX_SESSION_EXTENSIONS = 3;
/** VAT shown in the cart panel; shop prices include it. */
export const VAT_RATE = 0.05;
/** Stored data version: older stored state is cleared (§4). */
export const STORED_DATA_VERSION = 15;

/** Error codes of the basket check and the order calls (§8), plus the shop's own for discounts and orders. */
export const ORDER_ERROR_CODES = {
  /** A success answer without lineItemsSoap (§8). */
  noLineItems: 1000,
  /** The selected time slot (or day) has no room for the line any more (§8). */
  slotBookedNow: 5035,
  /** The product is not sold on that date (closed, past, or outside the calendar). */
  notSoldOnDate: 5036,
  /** The cart's session ended: its holds are gone. */
  sessionEnded: 5040,
  /** The session was extended the most times allowed, or its places can no longer be held. */
  cannotExtend: 5041,
  promoUnknown: 4101,
  promoExpired: 4102,
  promoUsedUp: 4103,
  promoNotForProducts: 4104,
  bankOfferNotEligible: 4201,
  mafNotEligible: 4301,
  fazaaInvalid: 4302,
  pointsNotAllowed: 4401,
  paymentDeclined: 6001,
  paymentCancelled: 6002,
  paidAfterExpiry: 6003,
} as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[keyof typeof ORDER_ERROR_CODES];

/** Header the guest token travels in (§6). */
export const ACCESS_TOKEN_HEADER = "X-Access-Token";
/** Header and value that put the basket check in check mode (nothing held). */
export const OPERATION_HEADER = "operation";
export const CHECK_OPERATION = "check";
/** Header naming the way to pay on checkout calls. */
export const PAYMENT_TYPE_HEADER = "Payment-Type";
/** The public key the web shop sends with generate-token (the spec's "API key header"). */
export const API_KEY_HEADER = "x-api-key";

export const PAYMENT_TYPES = ["card", "apple_pay", "google_pay", "tabby", "tamara", "share"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** The two wallet kinds (§7 checkout/token). */
export const WALLET_PAYMENT_TYPES = ["apple_pay", "google_pay"] as const satisfies readonly PaymentType[];
/** Buy-now-pay-later: offered only up to these totals (in the site's currency) and never where the venue lacks them. */
export const BNPL_MAXIMUM = {
  tabby: { AED: 5000, OMR: 0, EGP: 0 },
  tamara: { AED: 3000, OMR: 0, EGP: 0 },
} as const;

// ---------- Reservation codes ----------
/**
 * A cart id, kept as the reservation code: the site's AK prefix, a dash and 10 letters or digits. Read in any case
 * (guests type codes, and page URLs are lower-cased by the shop's URL normalisation) and answered in upper case.
 */
export const reservationCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}-[0-9A-Za-z]{10}$/, "a reservation code is like SKD-7K2Q9M4XPA")
  .transform((code) => code.toUpperCase());

// ---------- Guest token (§7 generate-token) ----------
export const guestTokenRequestSchema = z.object({
  title: z.enum(["mr", "mrs", "ms", "miss"]),
  email: z.string().trim().min(1).max(254),
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  /** Country code and number, e.g. +971501234567. */
  mobile: z.string().regex(/^\+\d{6,16}$/, "mobile is + then the country code and number"),
  /** The fixed placeholder the web shop sends. */
  dateOfBirth: z.string().max(20),
  /** ISO 3166 alpha-2 codes. */
  country: z.string().regex(/^[A-Z]{2}$/),
  nationality: z.string().regex(/^[A-Z]{2}$/),
});
export type GuestTokenRequest = z.infer<typeof guestTokenRequestSchema>;
export const GUEST_DATE_OF_BIRTH_PLACEHOLDER = "1990-01-01";
/** data.data.token; the browser keeps it (jwt) and sends it as X-Access-Token. */
export const guestTokenAnswerSchema = z.object({ data: z.object({ data: z.object({ token: z.string().min(20) }) }) });

// ---------- Basket check (§7 check-basket) ----------
export const addOnChoiceSchema = z.object({ ak: akSchema, quantity: z.number().int().min(1).max(36) });
export const lineTicketSchema = z.object({
  ticketId: z.number().int().positive(),
  /** The performance (time slot) of a time-based ticket; null otherwise. */
  performanceAk: akSchema.nullable(),
  quantities: guestCountsSchema,
});
/** One cart entry as the basket check receives it: what was chosen, never a price (the provider prices). */
export const basketLineSchema = z.object({
  uniqueID: z.string().min(1).max(64),
  cardId: z.number().int().positive(),
  date: isoDateSchema,
  tickets: z.array(lineTicketSchema).min(1).max(10),
  /** Book the card's upgrade ticket instead of its first ticket. */
  upgrade: z.boolean().default(false),
  addOns: z.array(addOnChoiceSchema).max(20).default([]),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export const checkBasketRequestSchema = z.object({
  /** The cart id (reservation code) of an earlier reserve-mode answer; its holds are replaced. */
  cartId: reservationCodeSchema.nullish(),
  promoCode: z.string().trim().max(40).nullish(),
  promoId: z.number().int().positive().nullish(),
  lineItems: z.array(basketLineSchema).min(1).max(20),
  /** Loyalty points redeemed, in the site's currency. */
  redeemAmount: z.number().min(0).default(0),
  tabbyIsEnabled: z.boolean().default(false),
  tamaraIsEnabled: z.boolean().default(false),
  maf_discount_code: z.string().trim().max(254).nullish(),
  fazaa_discount_code: z.string().trim().max(40).nullish(),
  offerGroupId: z.number().int().positive().nullish(),
  offerBin: z.string().regex(/^\d{6,8}$/, "a card BIN is 6 to 8 digits").nullish(),
  offerCartId: z.string().max(64).nullish(),
});
export type CheckBasketRequest = z.infer<typeof checkBasketRequestSchema>;

const amount = z.number();
export const pricedTicketSchema = z.object({
  ticketId: z.number().int(),
  ak: akSchema,
  guestType: z.enum(["adult", "junior", "child", "infant"]),
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

export const basketTotalSchema = z.object({
  /** What the guest pays, VAT included, after every discount. */
  gross: amount,
  net: amount,
  tax: amount,
  currency: z.enum(["AED", "OMR", "EGP"]),
  /** Before any discount. */
  subtotal: amount,
  promo_code_amount: amount,
  christmas_promo: z.boolean(),
  bank_offer_amount: amount,
  maf_amount: amount,
  fazaa_amount: amount,
  share_amount: amount,
  /** Sum of every discount above. */
  discount: amount,
});
export type BasketTotal = z.infer<typeof basketTotalSchema>;

export const checkBasketSuccessSchema = z.object({
  lineItemsSoap: z.array(pricedLineSchema),
  lineItems: z.object({ basketTotal: basketTotalSchema }),
  /** Reserve mode: the cart id (reservation code) holding the places; check mode: null. */
  cartId: reservationCodeSchema.nullable(),
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

/** A refusal (HTTP 409 for places, 422 for discounts): productErrorList names the lines that failed. */
export const orderErrorAnswerSchema = z.object({
  code: z.number().int(),
  errorMessage: z.string(),
  productErrorList: z
    .array(z.object({ errorNumber: z.number().int(), errorDescription: z.string(), uniqueID: z.string().optional() }))
    .default([]),
});
export type OrderErrorAnswer = z.infer<typeof orderErrorAnswerSchema>;

// ---------- Session extension ----------
export const extendSessionRequestSchema = z.object({ cartId: reservationCodeSchema });
export const extendSessionAnswerSchema = z.object({ expiresAt: z.string(), extensions: z.number().int() });
/** Releases a cart's holds (cart emptied, timer ended, location switch). */
export const releaseCartRequestSchema = z.object({ cartId: reservationCodeSchema });

// ---------- Discounts (§7) ----------
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
/** GET /api/BankDiscount/GetBanksOffers answer. */
export const bankOffersAnswerSchema = z.object({ Result: z.object({ value: z.object({ offerGroups: z.array(bankOfferGroupSchema) }) }) });
export const fazaaAnswerSchema = z.object({
  Result: z.array(z.object({ id: z.number().int(), title: z.string(), percentage: z.number(), description: z.string() })),
});

// ---------- Checkout and capture (§7) ----------
export const checkoutTokenAnswerSchema = z.object({ token: z.string() });
export const checkoutRequestSchema = z.object({
  /** Where the gateway sends the guest back: the site's booking-redirect page (same origin). */
  returnUrl: z.string().max(500),
  cartId: reservationCodeSchema,
  isIgnoreCachedToken: z.boolean().optional(),
  /** From checkout/token, for the wallet kinds. */
  walletToken: z.string().max(200).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutAnswerSchema = z.object({
  /** The hosted payment page to open. */
  redirectUrl: z.string(),
  checkoutSessionId: z.string(),
});
/** Query parameter the gateway adds to returnUrl. */
export const CHECKOUT_SESSION_PARAM = "checkout_session_id";

export const captureRequestSchema = z.object({ checkoutSessionId: z.string().min(10).max(80) });
export const captureAnswerSchema = z.object({
  status: z.enum(["confirmed", "failed", "refunded", "pending"]),
  orderId: reservationCodeSchema.nullable(),
  reservationCode: reservationCodeSchema.nullable(),
  paymentType: z.enum(PAYMENT_TYPES),
  /** Failure reason code (ORDER_ERROR_CODES) and message, when not confirmed. */
  code: z.number().int().nullable(),
  reason: z.string().nullable(),
  amount: z.number(),
  currency: z.enum(["AED", "OMR", "EGP"]),
});
export type CaptureAnswer = z.infer<typeof captureAnswerSchema>;

// ---------- Orders ----------
export const orderTicketSchema = z.object({
  /** The code in the ticket's QR. */
  code: z.string(),
  uniqueID: z.string(),
  guestType: z.enum(["adult", "junior", "child", "infant"]),
  title: z.string(),
  date: isoDateSchema,
  time: z.string().nullable(),
});
export const orderSchema = z.object({
  reservation_code: reservationCodeSchema,
  status: z.enum(["confirmed", "refunded"]),
  site_id: z.number().int(),
  locale: z.enum(["en", "ar"]),
  paid_at: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  guest: z.object({ title: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), mobile: z.string() }),
  lines: z.array(pricedLineSchema),
  totals: basketTotalSchema,
  tickets: z.array(orderTicketSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const findBookingRequestSchema = z.object({ reservationCode: reservationCodeSchema, email: z.string().trim().min(1).max(254) });
/** A token for the found order's guest, so the page can read it like the confirmed page does. */
export const findBookingAnswerSchema = z.object({ reservation_code: reservationCodeSchema, token: z.string() });

/** Paths of the order calls, relative to the provider's API host. */
export const ORDER_PATHS = {
  generateToken: "/generate-token",
  checkBasket: (location: string) => `/order/check-basket?location=${encodeURIComponent(location)}`,
  extendSession: "/order/extend-session",
  releaseCart: "/order/release",
  bankOffers: "/api/BankDiscount/GetBanksOffers",
  fazaa: "/api/FazaaCardDiscount/GetAll",
  addOns: (cardId: number) => `/add-ons?cardId=${cardId}`,
  checkoutToken: (location: string) => `/checkout/token?location=${encodeURIComponent(location)}`,
  checkout: "/order/checkout",
  capture: "/order/capture",
  bookingDetails: (code: string) => `/booking-details/${code}?isGuest=true`,
  ticketPdf: "/generate-ticket-pdf",
  searchBooking: "/search-booking",
  invoice: (code: string, lang: string) => `/invoice?reservationCode=${code}&lang=${lang}`,
} as const;

// ---------- Add-ons ----------
/** Something sold per piece beside a ticket (gloves, a locker, photos): no capacity, priced by the provider. */
export const addOnSchema = z.object({
  ak: akSchema,
  title: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  /** Most pieces of this add-on one cart line may take. */
  maxQuantity: z.number().int().min(1).max(36),
});
export type AddOn = z.infer<typeof addOnSchema>;
export const addOnsAnswerSchema = z.object({ data: z.array(addOnSchema) });
