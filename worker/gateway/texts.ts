// The words of the sandbox payment pages and the invoice, in English and Arabic (refusals are in the contract:
// shared/contract/orders.ts).
import type { PaymentType } from "../../shared/contract/orders";
import type { Locale } from "../../shared/locale";
import { type PluralText, countedText } from "../../shared/plural";
import { fillPlaceholders } from "../../shared/text";

type Texts = Record<Locale, string>;

export const PAYMENT_TEXTS = {
  sandboxBanner: { en: "Sandbox payment — no real money moves", ar: "دفع تجريبي — لا تُنقل أي أموال حقيقية" },
  pageTitle: { en: "Sandbox payment", ar: "دفع تجريبي" },
  amountDue: { en: "Amount to pay", ar: "المبلغ المطلوب" },
  reservation: { en: "Reservation", ar: "الحجز" },
  testCards: { en: "Test cards", ar: "بطاقات الاختبار" },
  cardApproves: { en: "approved", ar: "مقبولة" },
  cardDeclines: { en: "declined", ar: "مرفوضة" },
  cardChallenge: { en: "approved after a 3-D Secure check", ar: "مقبولة بعد تحقق المصرف الآمن (\u20683-D Secure\u2069)" },
  cardProcessing: { en: "confirmed by the bank about 15 seconds later", ar: "يؤكدها البنك بعد نحو 15 ثانية" },
  cardProcessingDeclined: { en: "declined by the bank about 15 seconds later", ar: "يرفضها البنك بعد نحو 15 ثانية" },
  cardOther: { en: "Any other number is declined. Use any future expiry date and any 3-digit CVV.", ar: "يُرفض أي رقم آخر. استخدم أي تاريخ انتهاء مستقبلي وأي رمز تحقق من 3 أرقام." },
  cardNumber: { en: "Card number", ar: "رقم البطاقة" },
  expiry: { en: "Expiry (MM/YY)", ar: "تاريخ الانتهاء (شهر/سنة)" },
  cvc: { en: "CVV", ar: "رمز التحقق (CVV)" },
  cardName: { en: "Name on card", ar: "الاسم على البطاقة" },
  pay: { en: "Pay", ar: "ادفع" },
  cancel: { en: "Cancel", ar: "إلغاء" },
  approve: { en: "Approve", ar: "اقبل الدفعة" },
  fail: { en: "Fail", ar: "ارفض الدفعة" },
  fixErrors: { en: "Please correct the card details below.", ar: "يرجى تصحيح بيانات البطاقة أدناه." },
  numberInvalid: { en: "Enter the 16 digits of the card number.", ar: "أدخل أرقام البطاقة الستة عشر." },
  expiryInvalid: { en: "Enter an expiry date in the future as MM/YY.", ar: "أدخل تاريخ انتهاء مستقبلياً بالصيغة شهر/سنة." },
  cvcInvalid: { en: "Enter the 3 or 4 digit CVV.", ar: "أدخل رمز التحقق المكوّن من 3 أو 4 أرقام." },
  nameInvalid: { en: "Enter the name on the card.", ar: "أدخل الاسم كما هو على البطاقة." },
  challengeTitle: { en: "3-D Secure check", ar: "تحقق المصرف الآمن (\u20683-D Secure\u2069)" },
  challengeText: {
    en: "Your bank asks you to confirm this payment. In the sandbox, choose the outcome.",
    ar: "يطلب مصرفك تأكيد هذه الدفعة. في البيئة التجريبية، اختر النتيجة.",
  },
  cardEnding: { en: "Card ending", ar: "بطاقة تنتهي بـ" },
  cardAgain: {
    en: "For your safety, enter the card number and CVV again (card ending {last4}).",
    ar: "حفاظاً على أمانك، أدخل رقم البطاقة ورمز التحقق مرة أخرى (البطاقة المنتهية بـ {last4}).",
  },
  savedCards: { en: "Your saved cards", ar: "بطاقاتك المحفوظة" },
  savedCardChoice: { en: "Choose a saved card", ar: "اختر بطاقة محفوظة" },
  savedCardLabel: { en: "{brand} ending {last4}, expires {expiry}", ar: "{brand} تنتهي بـ {last4}، صالحة حتى {expiry}" },
  savedCardDefault: { en: "default card", ar: "البطاقة الافتراضية" },
  savedCvc: { en: "CVV of the chosen card", ar: "رمز التحقق (CVV) للبطاقة المختارة" },
  savedCvcHint: {
    en: "For your safety the CVV is asked for every payment: it is never kept.",
    ar: "حفاظاً على أمانك نطلب رمز التحقق في كل دفعة، ولا يُحفظ أبداً.",
  },
  payWithSaved: { en: "Pay with this card", ar: "ادفع بهذه البطاقة" },
  otherCard: { en: "Or pay with another card", ar: "أو ادفع ببطاقة أخرى" },
  savedCardUnknown: { en: "Choose one of your saved cards shown here.", ar: "اختر إحدى بطاقاتك المحفوظة المعروضة هنا." },
  savedCardExpired: { en: "This card has expired. Choose another card.", ar: "انتهت صلاحية هذه البطاقة. اختر بطاقة أخرى." },
  savedCvcInvalid: {
    en: "Enter the card's CVV (4 digits for American Express, else 3).",
    ar: "أدخل رمز التحقق للبطاقة (4 أرقام لأمريكان إكسبريس، وإلا 3).",
  },
  walletTitle: { en: "Pay with {wallet}", ar: "الدفع عبر {wallet}" },
  walletText: { en: "Approve the payment in your wallet, or cancel it.", ar: "وافق على الدفعة في محفظتك أو ألغِها." },
  planTitle: { en: "Pay later with {provider}", ar: "ادفع لاحقاً مع {provider}" },
  planText: { en: "4 interest-free payments:", ar: "4 دفعات بدون فوائد:" },
  planPreviewText: {
    en: "Choose {provider} on the payment page to pay this way. Nothing is charged here.",
    ar: "اختر {provider} في صفحة الدفع لتدفع بهذه الطريقة. لا يُخصم أي مبلغ هنا.",
  },
  planInstalment: { en: "Payment {n}: {amount}", ar: "الدفعة {n}: {amount}" },
  planToday: { en: "today", ar: "اليوم" },
  notFoundTitle: { en: "Payment not found", ar: "لم يتم العثور على الدفعة" },
  notFoundText: { en: "This payment link is not valid. Go back to the shop and try again.", ar: "رابط الدفع هذا غير صالح. عُد إلى المتجر وحاول مرة أخرى." },
  // Invoice.
  invoiceTitle: { en: "Tax invoice", ar: "فاتورة ضريبية" },
  invoiceNumber: { en: "Invoice number", ar: "رقم الفاتورة" },
  invoiceDate: { en: "Date", ar: "التاريخ" },
  billedTo: { en: "Billed to", ar: "فاتورة إلى" },
  item: { en: "Item", ar: "البند" },
  visitDate: { en: "Visit date", ar: "تاريخ الزيارة" },
  quantity: { en: "Quantity", ar: "الكمية" },
  unitPrice: { en: "Unit price", ar: "سعر الوحدة" },
  amount: { en: "Amount", ar: "المبلغ" },
  subtotal: { en: "Subtotal", ar: "المجموع الفرعي" },
  discount: { en: "Discount", ar: "الخصم" },
  net: { en: "Amount before VAT", ar: "المبلغ قبل ضريبة القيمة المضافة" },
  vat: { en: "VAT ({rate}%)", ar: "ضريبة القيمة المضافة (⁦{rate}%⁩)" },
  total: { en: "Total paid", ar: "إجمالي المدفوع" },
  paymentMethod: { en: "Payment method", ar: "طريقة الدفع" },
  statusRefunded: { en: "Refunded", ar: "مسترد" },
  vatIncluded: { en: "Prices include VAT.", ar: "الأسعار شاملة ضريبة القيمة المضافة." },
} as const satisfies Record<string, Texts>;

export type PaymentTextKey = keyof typeof PAYMENT_TEXTS;

/** When a pay-later instalment falls due: "in 2 weeks", "بعد أسبوعين" (a counted text, shared/plural.ts). */
const WEEKS_LATER: Record<Locale, PluralText> = {
  en: { one: "in {count} week", other: "in {count} weeks" },
  ar: { zero: "اليوم", one: "بعد أسبوع واحد", two: "بعد أسبوعين", few: "بعد {count} أسابيع", many: "بعد {count} أسبوعًا", other: "بعد {count} أسبوع" },
};

export function weeksLater(locale: Locale, weeks: number): string {
  return countedText(locale, weeks, WEEKS_LATER[locale]);
}

/** One text in one language, with {name} placeholders filled. */
export function say(locale: Locale, key: PaymentTextKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(PAYMENT_TEXTS[key][locale], values);
}

/** Every way to pay, by name in both languages (the payment page, the invoice): a new way cannot be left unnamed. */
export const PAYMENT_TYPE_NAMES: Record<PaymentType, Texts> = {
  card: { en: "Card", ar: "بطاقة" },
  apple_pay: { en: "Apple Pay", ar: "Apple Pay" },
  google_pay: { en: "Google Pay", ar: "Google Pay" },
  tabby: { en: "Tabby", ar: "تابي" },
  tamara: { en: "Tamara", ar: "تمارا" },
  share: { en: "SHARE points", ar: "نقاط شير" },
  voucher: { en: "Voucher", ar: "قسيمة" },
};

// Amounts print as everywhere in the shop (shared/format.ts).
export { formatAmount } from "../../shared/format";

/** Escapes text for HTML. */
export { escapeMarkup as esc } from "../../shared/text";
