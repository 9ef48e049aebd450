// The order call contract of booking-and-checkout §7 (guest token, basket check, session, discounts, checkout,
// capture, orders): paths, headers, limits and every refusal code with its message in both languages. Plain
// constants, so the header and the cart rules use them without loading the schema library; the zod schemas of
// the requests and answers are in ./order-schemas.ts and are built from these.
import { type PluralText, countedText } from "../plural";
import { GUEST_DEFAULT_MAX_TOTAL, GUEST_MAX_PER_TYPE } from "../booking/guests";
import { guestCount } from "../booking/plurals";
import type { Locale } from "../locale";
import { GENERIC_ERROR } from "./generic-error";
import type { Currency } from "../tenant";

// ---------- Headers and query parameters ----------
export const SITE_ID_HEADER = "site-id";
export const LANG_HEADER = "lang";
/** The guest token (§6). */
export const ACCESS_TOKEN_HEADER = "X-Access-Token";
/** The secret a reserve-mode basket check gives with a new cart: changing, extending, releasing or paying it needs it. */
export const CART_SECRET_HEADER = "X-Cart-Secret";
/** Header and value that put the basket check in check mode (nothing held). */
export const OPERATION_HEADER = "operation";
export const CHECK_OPERATION = "check";
/** The two modes of the basket check: reserve holds the places under the cart id, check holds nothing. */
export type BasketMode = "reserve" | typeof CHECK_OPERATION;
/** Header naming the way to pay on checkout calls. */
export const PAYMENT_TYPE_HEADER = "Payment-Type";
/** The public key the web shop sends with generate-token (the spec's "API key header"). */
export const API_KEY_HEADER = "x-api-key";
/** The public key of the web shop, when a deployment configures none (GUEST_API_KEY). */
export const WEB_SHOP_API_KEY = "snow-shop-web";
/** Header naming the order a ticket PDF is made for. */
export const BOOKING_REFERENCE_HEADER = "booking-reference";
/** Query parameter the gateway adds to the return page. */
export const CHECKOUT_SESSION_PARAM = "checkout_session_id";

// ---------- Guests (§7 generate-token) ----------
export { GUEST_TITLES, type GuestTitle } from "./titles";
/** The date of birth the web shop sends for a guest (the form does not ask for one). */
export const GUEST_DATE_OF_BIRTH_PLACEHOLDER = "1990-01-01";

// ---------- The booking session (§4, §9) ----------
/** A booking session lasts 30 minutes from the first package entering an empty cart. */
export const BOOKING_SESSION_MS = 1_800_000;
/** The warning modal opens 5 minutes before the session ends. */
export const SESSION_WARNING_MS = 300_000;
/** Continue in the warning modal extends the session by this much, while the places can still be held. */
export const SESSION_EXTENSION_MS = 900_000;
/** How many times one session may be extended. */
export const MAX_SESSION_EXTENSIONS = 3;
/** Stored data version: older stored state is cleared (§4). */
export const STORED_DATA_VERSION = 15;
/** A venue's VAT rate as the whole percentage shown beside it (0.05 → 5, 0.14 → 14). */
export function vatPercent(rate: number): number {
  return Math.round(rate * 1000) / 10;
}

// ---------- Limits of one cart (§5, §9, and docs/decisions/008) ----------
// The guest limits (12 of an age type, 36 in all unless a day sets maxTotal) are the booking rules of
// shared/booking/guests.ts; they hold per ticket and per calendar day across a cart.
/** Lines one cart may hold: a family's day out with room to spare, never a warehouse of places. */
export const MAX_CART_LINES = 10;
/** Tickets one line may hold (a pass's ticket, its upgrade, the tickets of a package). */
export const MAX_TICKETS_PER_LINE = 10;
/** Kinds of add-on one line may take. */
export const MAX_ADD_ONS_PER_LINE = 20;

// ---------- Find your booking ----------
/** Wrong e-mail addresses one reservation code takes before it locks. */
export const FIND_BOOKING_MAX_WRONG_EMAILS = 5;
/** How long a locked reservation code answers nothing, whatever the e-mail. */
export const FIND_BOOKING_LOCK_MINUTES = 30;

/** Minutes and cart items with their count, for the refusals below (shared/plural.ts). */
const MINUTES: Record<Locale, PluralText> = {
  en: { one: "{count} minute", other: "{count} minutes" },
  ar: { zero: "{count} دقيقة", one: "دقيقة واحدة", two: "دقيقتين", few: "{count} دقائق", many: "{count} دقيقة", other: "{count} دقيقة" },
};
const ITEMS: Record<Locale, PluralText> = {
  en: { one: "{count} item", other: "{count} items" },
  ar: { zero: "{count} عنصر", one: "عنصر واحد", two: "عنصرين", few: "{count} عناصر", many: "{count} عنصرًا", other: "{count} عنصر" },
};

// ---------- Shapes of the discount inputs (the basket check refuses others with a 400) ----------
/** Longest promo code. */
export const PROMO_CODE_MAX_LENGTH = 40;
/** A Fazaa card number: digits only. */
export const FAZAA_CARD_PATTERN = /^\d{1,20}$/;
/** A member voucher's code as the account lists it ("VCH-1000003-01"). */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
/** A card BIN: the first 6 to 8 digits of the card. */
export const CARD_BIN_PATTERN = /^\d{6,8}$/;

// ---------- Ways to pay ----------
export const PAYMENT_TYPES = ["card", "apple_pay", "google_pay", "tabby", "tamara", "share", "voucher"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** The two wallet kinds (§7 checkout/token). */
export const WALLET_PAYMENT_TYPES = ["apple_pay", "google_pay"] as const satisfies readonly PaymentType[];
export type WalletPaymentType = (typeof WALLET_PAYMENT_TYPES)[number];
export const isWalletPayment = (type: string): type is WalletPaymentType => (WALLET_PAYMENT_TYPES as readonly string[]).includes(type);
/** Ways to pay a checkout hands to the gateway (share points and a member's voucher never reach it). */
export const GATEWAY_PAYMENT_TYPES = ["card", "apple_pay", "google_pay", "tabby", "tamara"] as const satisfies readonly PaymentType[];
export type GatewayPaymentType = (typeof GATEWAY_PAYMENT_TYPES)[number];
/**
 * The ways a checkout may be paid: the gateway's, and with no card the member's own holdings when they cover the whole
 * total: SHARE points (with or without a voucher before them), or a voucher alone (docs/decisions/056).
 */
export const CHECKOUT_PAYMENT_TYPES = [...GATEWAY_PAYMENT_TYPES, "share", "voucher"] as const satisfies readonly PaymentType[];
/** The no-card ways to pay: nothing is left for a card, and the checkout is captured at once. */
export const NO_CARD_PAYMENT_TYPES = ["share", "voucher"] as const satisfies readonly CheckoutPaymentType[];
export type NoCardPaymentType = (typeof NO_CARD_PAYMENT_TYPES)[number];
/**
 * The no-card way a total is paid (decisions 012, 056), or null when something is left for a card, a wallet or
 * pay-later: SHARE points when they pay the last part (they come after a voucher), else the member's voucher alone. One
 * rule for the payment page and the checkout.
 */
export function noCardPaymentOf(amounts: { left: number; points: number; voucher: number }): NoCardPaymentType | null {
  if (amounts.left > 0) return null;
  if (amounts.points > 0) return "share";
  return amounts.voucher > 0 ? "voucher" : null;
}
export type CheckoutPaymentType = (typeof CHECKOUT_PAYMENT_TYPES)[number];
/** Buy-now-pay-later: offered only up to these totals (in the site's currency) and never where the venue lacks them. */
export const BNPL_MAXIMUM = {
  tabby: { AED: 5000, OMR: 0, EGP: 0 },
  tamara: { AED: 3000, OMR: 0, EGP: 0 },
} as const;
export type BnplProvider = keyof typeof BNPL_MAXIMUM;
export const isBnplProvider = (type: string): type is BnplProvider => Object.hasOwn(BNPL_MAXIMUM, type);
/** A site's ways to pay later, and its currency. */
export interface BnplTenant {
  currency: Currency;
  buyNowPayLater: Readonly<Record<BnplProvider, boolean>>;
}
/** A pay-later provider is offered when the site has it and the total is above zero and within its maximum. */
export function bnplAllowed(tenant: BnplTenant, provider: BnplProvider, total: number): boolean {
  const maximum = BNPL_MAXIMUM[provider][tenant.currency];
  return tenant.buyNowPayLater[provider] && maximum > 0 && total > 0 && total <= maximum;
}
export type { Currency } from "../tenant";

// ---------- Bank offers (§7 GetBanksOffers: region OMN or UAE, bucode SMO, SRA or SKD) ----------
export const BANK_OFFER_REGIONS = ["UAE", "OMN"] as const;
export type BankOfferRegion = (typeof BANK_OFFER_REGIONS)[number];
/** Business-unit codes the bank offers call accepts, and the region each belongs to. */
export const BANK_OFFER_BU_CODES = { SKD: "UAE", SRA: "UAE", SMO: "OMN" } as const satisfies Record<string, BankOfferRegion>;
export type BankOfferBuCode = keyof typeof BANK_OFFER_BU_CODES;

// ---------- Refusals (§8): every code with its message in both languages ----------
type Bilingual = Readonly<Record<Locale, string>>;

/** Each refusal of the order calls: its number (errorNumber / code) and the words shown to the guest. */
export const ORDER_ERRORS = {
  /** A success answer without lineItemsSoap (§8). */
  noLineItems: { code: 1000, en: "Your cart has no items to pay for.", ar: "لا توجد عناصر في سلة التسوق للدفع." },
  accessDenied: {
    code: 4010,
    en: "This booking cannot be opened with this link. Find it with its reservation code and email address.",
    ar: "لا يمكن فتح هذا الحجز بهذا الرابط. ابحث عنه برمز الحجز وعنوان البريد الإلكتروني.",
  },
  cartNotFound: {
    code: 4041,
    en: "We could not find this cart. Its booking session may have ended; please add your tickets again.",
    ar: "لم نتمكن من العثور على هذه السلة. ربما انتهت جلسة الحجز؛ يرجى إضافة تذاكرك مرة أخرى.",
  },
  bookingNotFound: {
    code: 4042,
    en: "We could not find a booking with this reservation code and email address.",
    ar: "لم نتمكن من العثور على حجز بهذا الرمز وهذا البريد الإلكتروني.",
  },
  paymentNotFound: {
    code: 4043,
    en: "We could not find this payment. Please go back to your cart and try again.",
    ar: "لم نتمكن من العثور على هذه الدفعة. يرجى العودة إلى سلتك والمحاولة مرة أخرى.",
  },
  promoUnknown: { code: 4101, en: "This promo code is not valid.", ar: "رمز الخصم هذا غير صالح." },
  promoExpired: { code: 4102, en: "This promo code has expired or is not active yet.", ar: "رمز الخصم هذا منتهي الصلاحية أو غير مفعل بعد." },
  promoUsedUp: { code: 4103, en: "This promo code has already been fully used.", ar: "تم استخدام رمز الخصم هذا بالكامل." },
  promoNotForProducts: {
    code: 4104,
    en: "This promo code does not apply to the items in your cart.",
    ar: "رمز الخصم هذا لا ينطبق على العناصر الموجودة في سلتك.",
  },
  discountsDoNotCombine: {
    code: 4105,
    en: "Only one discount applies to a booking (SHARE points can be added to it). Remove the discount you applied to use this one.",
    ar: "يُطبَّق خصم واحد فقط على الحجز (ويمكن إضافة نقاط شير إليه). أزل الخصم المطبق لاستخدام هذا الخصم.",
  },
  bankOfferNotEligible: {
    code: 4201,
    en: "This card is not eligible for the selected bank offer.",
    ar: "هذه البطاقة غير مؤهلة لعرض البنك المختار.",
  },
  bankOfferNeedsCard: {
    code: 4202,
    en: "A bank offer is paid with that bank's card. Choose card payment, or remove the offer.",
    ar: "يُدفع عرض البنك ببطاقة ذلك البنك. اختر الدفع بالبطاقة أو أزل العرض.",
  },
  cardNotForOffer: {
    code: 4203,
    en: "This card is not the card of the bank offer you claimed. Pay with that card, or go back and remove the offer.",
    ar: "هذه البطاقة ليست بطاقة عرض البنك الذي طالبت به. ادفع بتلك البطاقة أو عُد وأزل العرض.",
  },
  mafNotEligible: {
    code: 4301,
    en: "This email address is not eligible for the staff discount.",
    ar: "عنوان البريد الإلكتروني هذا غير مؤهل لخصم الموظفين.",
  },
  fazaaInvalid: { code: 4302, en: "This Fazaa card number is not valid.", ar: "رقم بطاقة فزعة هذا غير صالح." },
  voucherNotYours: {
    code: 4601,
    en: "This voucher is not on your account. Check the code on your account's vouchers.",
    ar: "هذه القسيمة ليست في حسابك. تحقّق من الرمز في قسائم حسابك.",
  },
  voucherUsed: { code: 4602, en: "This voucher has already been used.", ar: "تم استخدام هذه القسيمة من قبل." },
  voucherExpired: { code: 4603, en: "This voucher has expired.", ar: "انتهت صلاحية هذه القسيمة." },
  voucherSignInRequired: {
    code: 4604,
    en: "Sign in with the account the voucher is on to use it.",
    ar: "سجّل الدخول بالحساب الذي توجد فيه القسيمة لاستخدامها.",
  },
  mafNotOwnBooking: {
    code: 4303,
    en: "The staff discount is for the staff member's own booking: enter your staff email address in your details, or remove the discount.",
    ar: "خصم الموظفين مخصص لحجز الموظف نفسه: أدخل بريدك الإلكتروني الوظيفي في بياناتك أو أزل الخصم.",
  },
  mafSignInRequired: {
    code: 4304,
    en: "The staff discount is for signed-in staff members. Sign in with your staff email address to use it.",
    ar: "خصم الموظفين مخصص للموظفين المسجلين دخولهم. سجّل الدخول ببريدك الإلكتروني الوظيفي لاستخدامه.",
  },
  mafEmailNotVerified: {
    code: 4305,
    en: "Your email address is not verified yet. Open the link we sent to it, then sign in again to use the staff discount.",
    ar: "لم يتم التحقق من بريدك الإلكتروني بعد. افتح الرابط الذي أرسلناه إليه، ثم سجّل الدخول مرة أخرى لاستخدام خصم الموظفين.",
  },
  pointsNotAllowed: {
    code: 4401,
    en: "Points can only be redeemed by signed-in SHARE members on this site.",
    ar: "يمكن استبدال النقاط فقط من قبل أعضاء شير المسجلين في هذا الموقع.",
  },
  pointsNotEnough: {
    code: 4402,
    en: "Your SHARE balance does not cover these points any more. Choose a smaller amount, or remove the points.",
    ar: "رصيد نقاط شير لديك لم يعد يغطي هذه النقاط. اختر مبلغاً أقل أو أزل النقاط.",
  },
  tooManyRequests: {
    code: 4290,
    en: "Too many attempts from your connection. Please wait a few minutes and try again.",
    ar: "محاولات كثيرة جداً من اتصالك. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  },
  codeLocked: {
    code: 4291,
    en: `This reservation code is locked for ${countedText("en", FIND_BOOKING_LOCK_MINUTES, MINUTES.en)} after too many wrong email addresses. If the booking is yours, open it from your confirmation email, or try again later.`,
    ar: `رمز الحجز هذا مقفل لمدة ${countedText("ar", FIND_BOOKING_LOCK_MINUTES, MINUTES.ar)} بعد إدخال عناوين بريد إلكتروني خاطئة عدة مرات. إذا كان الحجز لك فافتحه من رسالة التأكيد في بريدك الإلكتروني، أو حاول مرة أخرى لاحقاً.`,
  },
  busy: {
    code: 5030,
    en: "The shop is busy for a moment and nothing was changed. Please try again.",
    ar: "المتجر مشغول للحظات ولم يتغيّر شيء. يرجى المحاولة مرة أخرى.",
  },
  slotBookedNow: {
    code: 5035,
    en: "The selected time slot is booked now. Please choose another time or date.",
    ar: "الفترة الزمنية المختارة محجوزة الآن. يرجى اختيار وقت أو تاريخ آخر.",
  },
  notSoldOnDate: {
    code: 5036,
    en: "This product is not available on the selected date. Please choose another date.",
    ar: "هذا المنتج غير متاح في التاريخ المختار. يرجى اختيار تاريخ آخر.",
  },
  tooManyGuests: {
    code: 5037,
    en: `One booking holds at most ${guestCount(GUEST_MAX_PER_TYPE, "guest", "en").toLowerCase()} of each age and ${guestCount(GUEST_DEFAULT_MAX_TOTAL, "guest", "en").toLowerCase()} in all (fewer where the day sets its own limit) for a visit day. For a larger group, please contact our group sales team.`,
    ar: `يتسع الحجز الواحد لـ ${guestCount(GUEST_MAX_PER_TYPE, "guest", "ar")} كحد أقصى من كل فئة عمرية و${guestCount(GUEST_DEFAULT_MAX_TOTAL, "guest", "ar")} إجمالاً (أو أقل إذا حدد اليوم حداً خاصاً به) ليوم الزيارة. للمجموعات الأكبر يرجى التواصل مع فريق مبيعات المجموعات.`,
  },
  tooManyLines: {
    code: 5038,
    en: `Your cart holds at most ${countedText("en", MAX_CART_LINES, ITEMS.en)}. Please pay for these first, or remove one.`,
    ar: `تتسع سلتك لـ ${countedText("ar", MAX_CART_LINES, ITEMS.ar)} كحد أقصى. يرجى الدفع لهذه العناصر أولاً أو إزالة أحدها.`,
  },
  sessionEnded: {
    code: 5040,
    en: "Your booking session has ended and the places are no longer held. Please add your tickets again.",
    ar: "انتهت جلسة الحجز ولم تعد الأماكن محجوزة. يرجى إضافة تذاكرك مرة أخرى.",
  },
  cannotExtend: {
    code: 5041,
    en: "Your booking session cannot be extended any more.",
    ar: "لا يمكن تمديد جلسة الحجز الخاصة بك أكثر من ذلك.",
  },
  cartChanged: {
    code: 5042,
    en: "Your cart changed since this page showed it. Please check your cart and its total, then pay again.",
    ar: "تغيّرت سلتك منذ عرضتها هذه الصفحة. يرجى مراجعة السلة وإجماليها ثم الدفع مرة أخرى.",
  },
  paymentDeclined: {
    code: 6001,
    en: "Your payment was declined. No money was taken; please try another card.",
    ar: "تم رفض الدفعة. لم يُخصم أي مبلغ؛ يرجى تجربة بطاقة أخرى.",
  },
  paymentCancelled: { code: 6002, en: "The payment was cancelled. No money was taken.", ar: "تم إلغاء الدفعة. لم يُخصم أي مبلغ." },
  paidAfterExpiry: {
    code: 6003,
    en: "Your booking session ended before the payment completed, so the places were released. The payment has been refunded.",
    ar: "انتهت جلسة الحجز قبل اكتمال الدفع، لذلك أُلغي حجز الأماكن. تم استرداد المبلغ المدفوع.",
  },
  changedDuringPayment: {
    code: 6004,
    en: "Your cart changed while you were paying, so this payment has been refunded in full. Please check your cart and pay again.",
    ar: "تغيّرت سلتك أثناء الدفع، لذلك تم استرداد هذه الدفعة بالكامل. يرجى مراجعة السلة والدفع مرة أخرى.",
  },
  paymentStoppedCartChanged: {
    code: 6009,
    en: "Your cart changed while this payment page was open, so the page was stopped before any money was taken. Please check your cart and pay again.",
    ar: "تغيّرت سلتك بينما كانت صفحة الدفع هذه مفتوحة، لذلك أُوقفت الصفحة قبل خصم أي مبلغ. يرجى مراجعة السلة والدفع مرة أخرى.",
  },
  paymentReplaced: {
    code: 6010,
    en: "A newer payment page of this cart was opened (in another tab or window), so this one was stopped before any money was taken. Please pay on the newer page.",
    ar: "فُتحت صفحة دفع أحدث لهذه السلة (في علامة تبويب أو نافذة أخرى)، لذلك أُوقفت هذه الصفحة قبل خصم أي مبلغ. يرجى الدفع في الصفحة الأحدث.",
  },
  paymentPending: { code: 6005, en: "The payment is not finished yet.", ar: "لم تكتمل الدفعة بعد." },
  alreadyPaid: {
    code: 6007,
    en: "This booking was already paid with another payment, so this payment has been refunded.",
    ar: "تم دفع هذا الحجز بالفعل بدفعة أخرى، لذلك تم استرداد هذه الدفعة.",
  },
  voucherUsedDuringPayment: {
    code: 6011,
    en: "Your voucher was used for another booking while you were paying, so this payment has been refunded. Please check your cart and pay again.",
    ar: "استُخدمت قسيمتك في حجز آخر أثناء الدفع، لذلك تم استرداد هذه الدفعة. يرجى مراجعة السلة والدفع مرة أخرى.",
  },
  promoUsedUpDuringPayment: {
    code: 6008,
    en: "Your promo code was fully used by other bookings while you were paying, so this payment has been refunded. Please check your cart and pay again.",
    ar: "استُخدم رمز الخصم بالكامل في حجوزات أخرى أثناء الدفع، لذلك تم استرداد هذه الدفعة. يرجى مراجعة السلة والدفع مرة أخرى.",
  },
  // ---------- Members (shared/contract/members.ts) ----------
  signInRequired: { code: 4501, en: "Please sign in to continue.", ar: "يرجى تسجيل الدخول للمتابعة." },
  memberSessionEnded: {
    code: 4502,
    en: "Your session has ended. Please sign in again.",
    ar: "انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.",
  },
  signInFailed: { code: 4503, en: "We could not sign you in. Please try again.", ar: "تعذّر تسجيل دخولك. يرجى المحاولة مرة أخرى." },
  accountRefused: {
    code: 4504,
    en: "This account cannot be used right now. Please contact us.",
    ar: "لا يمكن استخدام هذا الحساب حالياً. يرجى التواصل معنا.",
  },
  memberBooking: {
    code: 4505,
    en: "This booking belongs to a member account. Please sign in to see it.",
    ar: "هذا الحجز مرتبط بحساب عضو. يرجى تسجيل الدخول لعرضه.",
  },
  memberDetailsMissing: {
    code: 4506,
    en: "Please complete your title and mobile number in your details before paying.",
    ar: "يرجى إكمال اللقب ورقم الجوال في بياناتك قبل الدفع.",
  },
  declinedNotTestCard: {
    code: 6006,
    en: "Your card was declined. In the sandbox only the listed test cards are approved.",
    ar: "تم رفض بطاقتك. في البيئة التجريبية تُقبل بطاقات الاختبار المذكورة فقط.",
  },
} as const satisfies Record<string, { code: number } & Bilingual>;

export type OrderErrorName = keyof typeof ORDER_ERRORS;
/** The number of each refusal, by name. */
export const ORDER_ERROR_CODES = Object.fromEntries(Object.entries(ORDER_ERRORS).map(([name, e]) => [name, e.code])) as {
  readonly [K in OrderErrorName]: (typeof ORDER_ERRORS)[K]["code"];
};
export type OrderErrorCode = (typeof ORDER_ERRORS)[OrderErrorName]["code"];

export { GENERIC_ERROR };

const BY_CODE = new Map<number, Bilingual>(Object.values(ORDER_ERRORS).map((e) => [e.code, e]));

// ---------- A payment that took no card, refused at capture (docs/decisions/056) ----------
/**
 * What paid a total with no card: the member's voucher alone (Payment-Type voucher), or SHARE points, alone or after a
 * voucher (share). Refused at capture, such a payment charged nothing: the sale never spent the voucher, and the points
 * it took are given back (worker/members/share-ledger.ts), so its refusal says so instead of "refunded".
 */
export const PAID_WITH_NO_CARD = ["voucher", "points", "voucher-and-points"] as const;
export type PaidWithNoCard = (typeof PAID_WITH_NO_CARD)[number];
/** The query parameter of the failed payment page that carries it. */
export const PAID_WITH_PARAM = "paidWith";

/** What paid a payment of this type with no card (`voucher`: the cart's claims name a voucher); null for a card's. */
export function paidWithNoCard(paymentType: string, voucher: boolean): PaidWithNoCard | null {
  if (paymentType === "voucher") return "voucher";
  if (paymentType === "share") return voucher ? "voucher-and-points" : "points";
  return null;
}

/** A value of the failed page's query read as what paid with no card; anything else is null. */
export function paidWithNoCardOf(value: string | null): PaidWithNoCard | null {
  return (PAID_WITH_NO_CARD as readonly (string | null)[]).includes(value) ? (value as PaidWithNoCard) : null;
}

const NOTHING_CHARGED: Bilingual = { en: "Nothing was charged.", ar: "لم يُخصم أي مبلغ." };
const VOUCHER_KEPT: Bilingual = { en: "Your voucher was not used, and you can still use it.", ar: "لم تُستخدم قسيمتك، ويمكنك استخدامها." };
const POINTS_BACK: Bilingual = { en: "The SHARE points are back in your balance.", ar: "أُعيدت نقاط شير إلى رصيدك." };
const PAY_AGAIN: Bilingual = { en: "Please check your cart and pay again.", ar: "يرجى مراجعة السلة والدفع مرة أخرى." };

/**
 * The no-card words of each refusal at capture: what happened, then what comes back. The voucher is said to be unspent
 * only where it surely is: not when another booking spent it (6011), nor when the booking was paid by another payment,
 * which may have spent it (6007).
 */
const NO_CARD_REFUSALS: Partial<Record<OrderErrorCode, { happened: Bilingual; voucherKept: boolean; payAgain: boolean }>> = {
  [ORDER_ERRORS.paidAfterExpiry.code]: {
    happened: {
      en: "Your booking session ended before the payment completed, so the places were released.",
      ar: "انتهت جلسة الحجز قبل اكتمال الدفع، لذلك أُلغي حجز الأماكن.",
    },
    voucherKept: true,
    payAgain: false,
  },
  [ORDER_ERRORS.changedDuringPayment.code]: {
    happened: { en: "Your cart changed while you were paying, so the booking was not made.", ar: "تغيّرت سلتك أثناء الدفع، لذلك لم يكتمل الحجز." },
    voucherKept: true,
    payAgain: true,
  },
  [ORDER_ERRORS.alreadyPaid.code]: {
    happened: { en: "This booking was already paid with another payment, so this payment did not go through.", ar: "تم دفع هذا الحجز بالفعل بدفعة أخرى، لذلك لم تكتمل هذه الدفعة." },
    voucherKept: false,
    payAgain: false,
  },
  [ORDER_ERRORS.promoUsedUpDuringPayment.code]: {
    happened: {
      en: "Your promo code was fully used by other bookings while you were paying, so the booking was not made.",
      ar: "استُخدم رمز الخصم بالكامل في حجوزات أخرى أثناء الدفع، لذلك لم يكتمل الحجز.",
    },
    voucherKept: true,
    payAgain: true,
  },
  [ORDER_ERRORS.voucherUsedDuringPayment.code]: {
    happened: {
      en: "Your voucher was used for another booking while you were paying, so this booking was not made.",
      ar: "استُخدمت قسيمتك في حجز آخر أثناء الدفع، لذلك لم يكتمل هذا الحجز.",
    },
    voucherKept: false,
    payAgain: true,
  },
};

/** The failed page's query parameter saying that SHARE points paid part of a card payment refused at capture. */
export const POINTS_BACK_PARAM = "pointsBack";

/**
 * A card payment that also spent SHARE points, refused at capture: the card's words (refunded), then that the points
 * are back, as they are (the capture gives back the points of every payment it does not complete).
 */
export function refundedWithPointsMessage(code: number, locale: Locale): string {
  return `${orderErrorMessage(code, locale)} ${POINTS_BACK[locale]}`;
}

/**
 * A refusal's message in one language; the generic message for a code the contract does not know. A payment that took
 * no card (`paidWith`) is never told it was refunded: its refusals at capture say nothing was charged and what is back.
 */
export function orderErrorMessage(code: number, locale: Locale, paidWith: PaidWithNoCard | null = null): string {
  const noCard = paidWith ? NO_CARD_REFUSALS[code as OrderErrorCode] : undefined;
  if (paidWith && noCard) {
    const back = [noCard.voucherKept && paidWith !== "points" ? VOUCHER_KEPT : null, paidWith !== "voucher" ? POINTS_BACK : null];
    return [noCard.happened, NOTHING_CHARGED, ...back, noCard.payAgain ? PAY_AGAIN : null]
      .filter((part): part is Bilingual => part !== null)
      .map((part) => part[locale])
      .join(" ");
  }
  return (BY_CODE.get(code) ?? GENERIC_ERROR)[locale];
}

/** True for a code this contract defines. */
function isOrderErrorCode(code: number): code is OrderErrorCode {
  return BY_CODE.has(code);
}

// ---------- Paths (relative to the provider's API host; the shop serves them under /api/provider) ----------
export const ORDER_PATHS = {
  generateToken: "/generate-token",
  checkBasket: "/order/check-basket",
  extendSession: "/order/extend-session",
  releaseCart: "/order/release",
  bankOffers: "/api/BankDiscount/GetBanksOffers",
  fazaa: "/api/FazaaCardDiscount/GetAll",
  addOns: "/add-ons",
  checkoutToken: "/checkout/token",
  checkout: "/order/checkout",
  capture: "/order/capture",
  bookingDetails: (code: string) => `/booking-details/${encodeURIComponent(code)}`,
  ticketPdf: "/generate-ticket-pdf",
  searchBooking: "/search-booking",
  invoice: "/invoice",
} as const;

// ---------- Reading a failed answer (§8) ----------
/** A refused or failed call as the browser shows it: a code, its words in the page's language, and what failed. */
export interface CallFailure {
  ok: false;
  /** The HTTP status (0 when the call never got an answer). */
  status: number;
  /** The refusal's code: the first productErrorList entry's errorNumber, else the answer's code, else the status. */
  code: number;
  message: string;
  /** The cart line a refusal names, when it names one. */
  uniqueID: string | null;
  /** Seconds to wait, from Retry-After (429). */
  retryAfter: number | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/**
 * The §8 rules for a failed answer: code and message from the first productErrorList entry (errorNumber,
 * errorDescription), else from the answer's code and errorMessage, else the generic message; a code this contract
 * knows is worded in the page's language even when the answer carries no words. A success answer that is not the
 * call's shape (a basket check without lineItemsSoap) is code 1000 with the server's msg. Status 0: no answer.
 */
export function failureOf(status: number, body: unknown, locale: Locale, retryAfter: string | null = null): CallFailure {
  const b = isRecord(body) ? body : {};
  const first = Array.isArray(b.productErrorList) ? b.productErrorList.find(isRecord) : undefined;
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  const base = { ok: false as const, status, uniqueID: null, retryAfter: seconds };
  const words = (code: number, message: unknown) => (isOrderErrorCode(code) ? orderErrorMessage(code, locale) : nonEmpty(message) ? message : GENERIC_ERROR[locale]);
  if (first) {
    const code = typeof first.errorNumber === "number" ? first.errorNumber : typeof b.code === "number" ? b.code : status;
    return { ...base, code, message: words(code, first.errorDescription ?? b.errorMessage), uniqueID: typeof first.uniqueID === "string" ? first.uniqueID : null };
  }
  if (status >= 200 && status < 300) {
    const code = ORDER_ERRORS.noLineItems.code;
    return { ...base, code, message: nonEmpty(b.msg) ? b.msg : words(code, b.errorMessage) };
  }
  const code = typeof b.code === "number" ? b.code : status;
  // The account calls' refusals ({error, message}) carry their words in the call's language as `message`.
  return { ...base, code, message: words(code, b.errorMessage ?? b.message) };
}
