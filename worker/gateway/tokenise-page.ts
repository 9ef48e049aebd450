// The sandbox gateway's hosted "add a card" page (docs/decisions/013), beside its payment pages and under the same
// rules: a plain form without script, the visit's language, served by the gateway and never by the shop's pages.
// It checks the number (Luhn, the brand's length), the expiry (this month or later), the CVV and the holder, then
// keeps a token with the card's brand, first six and last four digits, expiry and holder, and sends the member back
// to the shop's payments page with the visit's id. The number and CVV are never stored or sent on.
import { type Context, Hono } from "hono";
import { CARD_BRAND_NAMES, TOKENISATION_OUTCOME_PARAM, TOKENISATION_PARAM, type TokenisationOutcome, brandOf, lengthFits, luhnValid } from "../../shared/contract/cards";
import type { Locale } from "../../shared/locale";
import { isSafeText } from "../../shared/text";
import type { AppEnv } from "../env";
import { type CheckedCard, SandboxCardVault, type Tokenisation, tokenisationOpen } from "./card-vault";
import { page } from "./hosted-page";
import { esc } from "./texts";

/** The sandbox's cards for saving (spaces only for reading); any other number that passes the checks is saved too. */
export const TOKENISE_TEST_CARDS = {
  visa: "4242 4242 4242 4242",
  mastercard: "5555 5555 5555 4444",
  amex: "3782 822463 10005",
  declined: "4000 0000 0000 0002",
} as const;

const TEXTS = {
  title: { en: "Add a card", ar: "إضافة بطاقة" },
  intro: {
    en: "Your card is kept by the payment gateway. The shop keeps only its brand, last four digits, expiry and the name on it.",
    ar: "تحتفظ بوابة الدفع ببطاقتك. لا يحتفظ المتجر إلا بنوعها وآخر أربعة أرقام منها وتاريخ انتهائها والاسم المدوّن عليها.",
  },
  cardNumber: { en: "Card number", ar: "رقم البطاقة" },
  expiry: { en: "Expiry (MM/YY)", ar: "تاريخ الانتهاء (شهر/سنة)" },
  cvv: { en: "CVV", ar: "رمز التحقق (CVV)" },
  holder: { en: "Name on card", ar: "الاسم على البطاقة" },
  save: { en: "Save card", ar: "حفظ البطاقة" },
  cancel: { en: "Cancel", ar: "إلغاء" },
  fixErrors: { en: "Please correct the card details below.", ar: "يرجى تصحيح بيانات البطاقة أدناه." },
  numberInvalid: { en: "Enter a valid card number.", ar: "أدخل رقم بطاقة صحيحاً." },
  expiryInvalid: { en: "Enter an expiry date in the future as MM/YY.", ar: "أدخل تاريخ انتهاء مستقبلياً بالصيغة شهر/سنة." },
  cvvInvalid: { en: "Enter the card's CVV (4 digits for American Express, else 3).", ar: "أدخل رمز التحقق (4 أرقام لأمريكان إكسبريس، وإلا 3)." },
  holderInvalid: { en: "Enter the name on the card.", ar: "أدخل الاسم كما هو على البطاقة." },
  testCards: { en: "Test cards", ar: "بطاقات الاختبار" },
  testSaved: { en: "saved", ar: "تُحفظ" },
  testDeclined: { en: "declined by the bank", ar: "يرفضها المصرف" },
  testOther: { en: "Use any future expiry date and any CVV.", ar: "استخدم أي تاريخ انتهاء مستقبلي وأي رمز تحقق." },
  notFoundTitle: { en: "Card entry not found", ar: "لم يتم العثور على إدخال البطاقة" },
  notFoundText: { en: "This link is not valid. Go back to the shop and add the card again.", ar: "هذا الرابط غير صالح. عُد إلى المتجر وأضف البطاقة مرة أخرى." },
} as const satisfies Record<string, Record<Locale, string>>;
type TextKey = keyof typeof TEXTS;
const say = (locale: Locale, key: TextKey) => TEXTS[key][locale];

export interface TokeniseForm {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}
type Field = keyof TokeniseForm;
export type TokeniseErrors = Partial<Record<Field, TextKey>>;

/** Checks the form; the checked card when it passes. */
export function checkTokeniseForm(form: TokeniseForm, now: Date): { card: CheckedCard | null; errors: TokeniseErrors } {
  const errors: TokeniseErrors = {};
  const digits = form.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits) || !lengthFits(digits)) errors.number = "numberInvalid";
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < current || year > now.getUTCFullYear() + 20) errors.expiry = "expiryInvalid";
  const cvvLength = brandOf(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(form.cvv.trim())) errors.cvv = "cvvInvalid";
  const holder = form.holder.trim().replace(/\s+/g, " ");
  if (!holder || holder.length > 60 || !isSafeText(holder) || /[<>]/.test(holder)) errors.holder = "holderInvalid";
  if (Object.keys(errors).length) return { card: null, errors };
  return { card: { digits, expMonth: month, expYear: year, holderName: holder }, errors };
}

/** Back to the shop's page with the visit's id and, for the page's words only, how it ended. */
export function tokenisationReturn(t: Tokenisation, outcome: TokenisationOutcome): string {
  const separator = t.returnUrl.includes("?") ? "&" : "?";
  return `${t.returnUrl}${separator}${TOKENISATION_PARAM}=${encodeURIComponent(t.id)}&${TOKENISATION_OUTCOME_PARAM}=${outcome}`;
}

function outcomeOf(t: Tokenisation, now: Date): TokenisationOutcome {
  if (t.state === "tokenised") return "tokenised";
  if (t.state === "declined") return "declined";
  if (t.state === "cancelled") return "cancelled";
  return tokenisationOpen(t, now) ? "cancelled" : "expired";
}

function formPage(t: Tokenisation, form: TokeniseForm = { number: "", expiry: "", cvv: "", holder: "" }, errors: TokeniseErrors = {}): string {
  const locale = t.locale;
  const field = (name: Field, label: TextKey, attrs: string) => {
    const error = errors[name];
    // The number and CVV are never written back into the page.
    const value = name === "cvv" || name === "number" ? "" : form[name];
    return `<label for="${name}">${esc(say(locale, label))}</label>
<input id="${name}" name="${name}" value="${esc(value)}" ${attrs} required${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ""}>
${error ? `<p class="error" id="${name}-error">${esc(say(locale, error))}</p>` : ""}`;
  };
  const failed = Object.values(errors);
  const item = (number: string, brand: keyof typeof CARD_BRAND_NAMES, key: TextKey) =>
    `<li><code>${number}</code> — ${esc(CARD_BRAND_NAMES[brand][locale])}${locale === "ar" ? "، " : ", "}${esc(say(locale, key))}</li>`;
  return page(
    locale,
    say(locale, "title"),
    `<h1>${esc(say(locale, "title"))}</h1><p>${esc(say(locale, "intro"))}</p>
${failed.length ? `<div role="alert"><p>${esc(say(locale, "fixErrors"))}</p><ul>${failed.map((k) => `<li>${esc(say(locale, k))}</li>`).join("")}</ul></div>` : ""}
<form method="post" novalidate>
<input type="hidden" name="action" value="save">
${field("number", "cardNumber", 'inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23"')}
${field("expiry", "expiry", 'inputmode="numeric" autocomplete="cc-exp" dir="ltr" placeholder="MM/YY" maxlength="7"')}
${field("cvv", "cvv", 'inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="4"')}
${field("holder", "holder", 'autocomplete="cc-name" maxlength="60"')}
<div class="actions"><button class="primary" type="submit">${esc(say(locale, "save"))}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${esc(say(locale, "cancel"))}</button></div>
</form>
<section aria-labelledby="test-cards"><h2 id="test-cards">${esc(say(locale, "testCards"))}</h2><ul>
${item(TOKENISE_TEST_CARDS.visa, "visa", "testSaved")}${item(TOKENISE_TEST_CARDS.mastercard, "mastercard", "testSaved")}${item(TOKENISE_TEST_CARDS.amex, "amex", "testSaved")}${item(TOKENISE_TEST_CARDS.declined, "visa", "testDeclined")}
</ul><p>${esc(say(locale, "testOther"))}</p></section>`,
  );
}

function notFound(c: Context<AppEnv>) {
  const body = (["en", "ar"] as const)
    .map((l) => `<section lang="${l}" dir="${l === "ar" ? "rtl" : "ltr"}"><h1>${esc(say(l, "notFoundTitle"))}</h1><p>${esc(say(l, "notFoundText"))}</p></section>`)
    .join("");
  return c.html(page("en", TEXTS.notFoundTitle.en, body), 404);
}

const ID_PATTERN = /^tks_[0-9a-f]{32}$/;

/** The hosted "add a card" pages on a clock (tests move it). Mounted at /sandbox-pay/tokenise. */
export function createTokenisePages(clock: () => Date = () => new Date()): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  // (The gateway's timing header comes from its payment pages' middleware, mounted on the same /sandbox-pay.)

  pages.get("/:id", async (c) => {
    const id = c.req.param("id");
    const t = ID_PATTERN.test(id) ? await new SandboxCardVault(c.env.DB).read(id) : null;
    if (!t) return notFound(c);
    const now = clock();
    // A finished or expired visit only sends the member back.
    if (!tokenisationOpen(t, now)) return c.redirect(tokenisationReturn(t, outcomeOf(t, now)), 303);
    return c.html(formPage(t));
  });

  pages.post("/:id", async (c) => {
    const id = c.req.param("id");
    const vault = new SandboxCardVault(c.env.DB);
    const t = ID_PATTERN.test(id) ? await vault.read(id) : null;
    if (!t) return notFound(c);
    const now = clock();
    if (!tokenisationOpen(t, now)) return c.redirect(tokenisationReturn(t, outcomeOf(t, now)), 303);

    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody();
    } catch {
      body = {};
    }
    const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
    const action = text("action");
    let next: Tokenisation | null = null;
    if (action === "cancel") {
      next = await vault.decide(t.id, { kind: "cancel" }, now);
    } else if (action === "save") {
      const form: TokeniseForm = { number: text("number"), expiry: text("expiry"), cvv: text("cvv"), holder: text("holder") };
      const { card, errors } = checkTokeniseForm(form, now);
      if (!card) return c.html(formPage(t, form, errors), 422);
      const declined = card.digits === TOKENISE_TEST_CARDS.declined.replace(/\s/g, "");
      next = await vault.decide(t.id, declined ? { kind: "decline" } : { kind: "tokenise", card }, now);
    }
    if (!next) return c.html(formPage(t), 400);
    return c.redirect(tokenisationReturn(next, outcomeOf(next, now)), 303);
  });
  return pages;
}
