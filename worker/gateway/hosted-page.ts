// The sandbox payment gateway's hosted pages, served by the worker outside the site prefixes (DESIGN decision 6):
// card form with 3-D Secure challenge, wallet and pay-later approvals; plain forms, no script, in the session's language.
import { type Context, Hono } from "hono";
import { CHECKOUT_SESSION_PARAM, ORDER_ERROR_CODES, isBnplProvider, isWalletPayment, orderErrorMessage } from "../../shared/contract/orders";
import type { Locale } from "../../shared/locale";
import { isSafeText } from "../../shared/text";
import { TENANTS } from "../../tenants";
import type { AppEnv } from "../env";
import { serverTiming } from "../middleware/edge";
import { CARD_BRAND_NAMES } from "../../shared/contract/cards";
import { type CheckoutSession, FINISHED_SESSION_STATES, SandboxGateway } from "./gateway";
import { type StoredCard, storedCardFor, storedCardsOf, storedCvvValid, testCardOfStored } from "./stored-cards";
import { PAYMENT_TEXTS, PAYMENT_TYPE_NAMES, type PaymentTextKey, esc, formatAmount, say, weeksLater } from "./texts";

/** The sandbox's test cards (spaces only for reading). */
export const TEST_CARDS = {
  approved: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  challenge: "4000 0000 0000 3220",
  /** The bank confirms a while later (PROCESSING_MS): the shop's return page sees the payment still pending. */
  processing: "4000 0000 0000 0077",
  /** The same, and the bank then declines. */
  processingDeclined: "4000 0000 0000 0085",
} as const;
/** How long the bank takes to confirm a processing card's payment. */
export const PROCESSING_MS = 15_000;
/** Pay-later plans split the total into this many payments, two weeks apart. */
export const PAY_LATER_INSTALMENTS = 4;

const digitsOf = (card: string) => card.replace(/\s/g, "");

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}
type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, PaymentTextKey | "cardNotForOffer">>;

/** Checks the card form: 16 digits, an expiry month not yet past (MM/YY), a 3 or 4 digit CVC and a name. */
export function checkCardForm(form: CardForm, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{16}$/.test(form.number.replace(/[\s-]/g, ""))) errors.number = "numberInvalid";
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < current) errors.expiry = "expiryInvalid";
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = "cvcInvalid";
  if (!form.name.trim() || form.name.length > 100 || !isSafeText(form.name)) errors.name = "nameInvalid";
  return errors;
}

/** The page the gateway sends the guest back to, carrying the session id. */
export function returnLocation(session: CheckoutSession): string {
  const separator = session.returnUrl.includes("?") ? "&" : "?";
  return `${session.returnUrl}${separator}${CHECKOUT_SESSION_PARAM}=${encodeURIComponent(session.id)}`;
}

const STYLE = `body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#eef2f6;color:#111;margin:0;padding:1rem}
main{max-width:30rem;margin:1rem auto;background:#fff;border-radius:.5rem;padding:1.25rem 1.5rem;box-shadow:0 1px 4px #0002}
.sandbox{background:#fff3cd;border:2px dashed #b58100;color:#5c4100;font-weight:700;padding:.6rem;border-radius:.4rem;text-align:center}
label{display:block;font-weight:600;margin-top:.8rem}input{display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.5rem;margin-top:.25rem;border:1px solid #888;border-radius:.3rem}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}.error{color:#b00020;margin:.25rem 0 0}
[role=alert]{background:#fde7ea;border:1px solid #b00020;color:#7a0016;padding:.6rem;border-radius:.4rem;margin-top:1rem}
.actions{display:flex;gap:.75rem;margin-top:1.25rem;flex-wrap:wrap}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.3rem;border:1px solid #333;background:#fff;cursor:pointer}
button.primary{background:#0b5cad;color:#fff;border-color:#0b5cad}code{direction:ltr;unicode-bidi:embed}
details{margin-top:1rem}ul{padding-inline-start:1.2rem}.amount{font-size:1.3rem;font-weight:700}
fieldset{border:1px solid #bbb;border-radius:.4rem;margin:.8rem 0 0;padding:.4rem .8rem .8rem}legend{font-weight:600;padding:0 .3rem}
label.choice{display:flex;gap:.6rem;align-items:center;font-weight:400;margin-top:.5rem}label.choice input{width:auto;margin:0;flex:none}
.hint{color:#444;font-size:.9rem;margin:.25rem 0 0}h2{font-size:1.15rem;margin-top:1.4rem}`;

export function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,">
<title>${esc(title)} — ${esc(say(locale, "pageTitle"))}</title><style>${STYLE}</style></head>
<body><main>
<p class="sandbox" role="note">${esc(say(locale, "sandboxBanner"))}</p>
${body}
</main></body></html>`;
}

function summary(session: CheckoutSession): string {
  const tenant = TENANTS.find((t) => t.siteId === session.siteId);
  const locale = session.locale;
  const amount = formatAmount(session.amount, session.currency, tenant?.decimals ?? 2, locale);
  return `<p>${tenant ? esc(tenant.name[locale]) + " · " : ""}${esc(say(locale, "reservation"))} <code>${esc(session.cartId)}</code></p>
<p>${esc(say(locale, "amountDue"))}: <span class="amount">${esc(amount)}</span></p>`;
}

function testCardList(locale: Locale): string {
  const item = (number: string, key: PaymentTextKey) => `<li><code>${number}</code> — ${esc(say(locale, key))}</li>`;
  return `<section aria-labelledby="test-cards"><h2 id="test-cards">${esc(say(locale, "testCards"))}</h2><ul>
${item(TEST_CARDS.approved, "cardApproves")}${item(TEST_CARDS.declined, "cardDeclines")}${item(TEST_CARDS.challenge, "cardChallenge")}${item(TEST_CARDS.processing, "cardProcessing")}${item(TEST_CARDS.processingDeclined, "cardProcessingDeclined")}
</ul><p>${esc(say(locale, "cardOther"))}</p></section>`;
}

/** A card form error in the session's language: the form's own words, or the contract's for a refused card. */
function cardErrorText(locale: Locale, error: NonNullable<CardErrors[CardField]>): string {
  return error === "cardNotForOffer" ? orderErrorMessage(ORDER_ERROR_CODES.cardNotForOffer, locale) : say(locale, error);
}

/** What went wrong with a stored card's payment (the form's own words, or the contract's for a refused card). */
export type StoredCardError = "savedCardUnknown" | "savedCardExpired" | "savedCvcInvalid" | "cardNotForOffer";

/** LRI … PDI: digits and dates read left to right inside Arabic text. */
const isolated = (text: string) => `\u2066${text}\u2069`;

function storedCardLabel(locale: Locale, card: StoredCard): string {
  const expiry = `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
  const label = say(locale, "savedCardLabel", { brand: CARD_BRAND_NAMES[card.brand][locale], last4: isolated(card.last4), expiry: isolated(expiry) });
  return card.isDefault ? `${label} (${say(locale, "savedCardDefault")})` : label;
}

/**
 * The member's saved cards, each a choice, and the CVV asked again: its own form, so the card form below is not
 * needed. Expired cards are not offered. The CVV is never written back into the page.
 */
function storedCardsSection(session: CheckoutSession, stored: StoredCard[], error: StoredCardError | null, chosen: string | null): string {
  const locale = session.locale;
  const usable = stored.filter((card) => !card.expired);
  if (usable.length === 0) return "";
  const picked = usable.find((card) => card.id === chosen) ?? usable[0]!;
  const errorText = error ? (error === "cardNotForOffer" ? orderErrorMessage(ORDER_ERROR_CODES.cardNotForOffer, locale) : say(locale, error)) : "";
  const cvcError = error === "savedCvcInvalid";
  return `<section aria-labelledby="saved-cards" data-testid="saved-cards"><h2 id="saved-cards">${esc(say(locale, "savedCards"))}</h2>
${error ? `<div role="alert" id="saved-error"><p>${esc(errorText)}</p></div>` : ""}
<form method="post" novalidate>
<input type="hidden" name="action" value="saved">
<fieldset><legend>${esc(say(locale, "savedCardChoice"))}</legend>
${usable
  .map(
    (card) =>
      `<label class="choice"><input type="radio" name="card" value="${esc(card.id)}"${card.id === picked.id ? " checked" : ""} data-last4="${esc(card.last4)}">${esc(storedCardLabel(locale, card))}</label>`,
  )
  .join("\n")}
</fieldset>
<label for="saved-cvc">${esc(say(locale, "savedCvc"))}</label>
<input id="saved-cvc" name="cvc" value="" inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="4" required aria-describedby="saved-cvc-hint${cvcError ? " saved-error" : ""}"${cvcError ? ' aria-invalid="true"' : ""}>
<p class="hint" id="saved-cvc-hint">${esc(say(locale, "savedCvcHint"))}</p>
<div class="actions"><button class="primary" type="submit">${esc(say(locale, "payWithSaved"))}</button></div>
</form></section>
<h2 id="other-card">${esc(say(locale, "otherCard"))}</h2>`;
}

interface StoredCardsView {
  cards: StoredCard[];
  error: StoredCardError | null;
  chosen: string | null;
}
const NO_STORED_CARDS: StoredCardsView = { cards: [], error: null, chosen: null };

function cardPage(
  session: CheckoutSession,
  form: CardForm = { number: "", expiry: "", cvc: "", name: "" },
  errors: CardErrors = {},
  stored: StoredCardsView = NO_STORED_CARDS,
): string {
  const locale = session.locale;
  const field = (name: CardField, label: PaymentTextKey, attrs: string) => {
    const error = errors[name];
    // The card number and CVC are never written back into the page (a page the browser or a proxy could keep).
    const value = name === "cvc" || name === "number" ? "" : form[name];
    return `<label for="${name}">${esc(say(locale, label))}</label>
<input id="${name}" name="${name}" value="${esc(value)}" ${attrs} required${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ""}>
${error ? `<p class="error" id="${name}-error">${esc(cardErrorText(locale, error))}</p>` : ""}`;
  };
  const failed = Object.values(errors);
  // A number that was fine is asked for again; the last four digits say which card the guest had typed.
  const digits = digitsOf(form.number).replace(/-/g, "");
  const again = failed.length && !errors.number && /^\d{4,}$/.test(digits) ? `<p>${esc(say(locale, "cardAgain", { last4: digits.slice(-4) }))}</p>` : "";
  return page(
    locale,
    PAYMENT_TYPE_NAMES.card[locale],
    `<h1>${esc(say(locale, "pageTitle"))}</h1>${summary(session)}
${storedCardsSection(session, stored.cards, stored.error, stored.chosen)}
${failed.length ? `<div role="alert"><p>${esc(say(locale, "fixErrors"))}</p><ul>${failed.map((k) => `<li>${esc(cardErrorText(locale, k))}</li>`).join("")}</ul>${again}</div>` : ""}
<form method="post" novalidate>
<input type="hidden" name="action" value="card">
${field("number", "cardNumber", 'inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23"')}
${field("expiry", "expiry", 'inputmode="numeric" autocomplete="cc-exp" dir="ltr" placeholder="MM/YY" maxlength="7"')}
${field("cvc", "cvc", 'inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="4"')}
${field("name", "cardName", 'autocomplete="cc-name" maxlength="100"')}
<div class="actions"><button class="primary" type="submit">${esc(say(locale, "pay"))}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${esc(say(locale, "cancel"))}</button></div>
</form>
${testCardList(locale)}`,
  );
}

function choicePage(session: CheckoutSession, heading: string, text: string, extra: string, reject: "cancel" | "fail"): string {
  const locale = session.locale;
  return page(
    locale,
    heading,
    `<h1>${esc(heading)}</h1>${summary(session)}<p>${esc(text)}</p>${extra}
<form method="post"><div class="actions">
<button class="primary" type="submit" name="action" value="approve">${esc(say(locale, "approve"))}</button>
<button type="submit" name="action" value="${reject}">${esc(say(locale, reject))}</button>
</div></form>`,
  );
}

/** Splits an amount into the plan's payments in the site's decimals; the last one takes the rounding. */
export function instalmentsOf(amount: number, decimals: number, count = PAY_LATER_INSTALMENTS): number[] {
  const factor = 10 ** decimals;
  const part = Math.floor((amount * factor) / count) / factor;
  const parts = Array.from({ length: count - 1 }, () => part);
  return [...parts, Math.round((amount - part * (count - 1)) * factor) / factor];
}

function pageOf(session: CheckoutSession, stored: StoredCardsView = NO_STORED_CARDS): string {
  const locale = session.locale;
  const name = PAYMENT_TYPE_NAMES[session.paymentType][locale];
  if (session.state === "challenge") {
    return choicePage(
      session,
      say(locale, "challengeTitle"),
      say(locale, "challengeText"),
      session.cardLast4 ? `<p>${esc(say(locale, "cardEnding"))} <code>${esc(session.cardLast4)}</code></p>` : "",
      "fail",
    );
  }
  if (isWalletPayment(session.paymentType)) {
    return choicePage(session, say(locale, "walletTitle", { wallet: name }), say(locale, "walletText"), "", "cancel");
  }
  if (isBnplProvider(session.paymentType)) {
    const decimals = TENANTS.find((t) => t.siteId === session.siteId)?.decimals ?? 2;
    const plan = instalmentsOf(session.amount, decimals)
      .map((amount, i) => {
        const when = i === 0 ? say(locale, "planToday") : weeksLater(locale, i * 2);
        return `<li>${esc(say(locale, "planInstalment", { n: i + 1, amount: formatAmount(amount, session.currency, decimals, locale) }))} (${esc(when)})</li>`;
      })
      .join("");
    return choicePage(session, say(locale, "planTitle", { provider: name }), say(locale, "planText"), `<ol>${plan}</ol>`, "cancel");
  }
  return cardPage(session, undefined, undefined, stored);
}

function notFound(c: Context<AppEnv>) {
  const body = (["en", "ar"] as const)
    .map((l) => `<section lang="${l}" dir="${l === "ar" ? "rtl" : "ltr"}"><h1>${esc(say(l, "notFoundTitle"))}</h1><p>${esc(say(l, "notFoundText"))}</p></section>`)
    .join("");
  return c.html(page("en", PAYMENT_TEXTS.notFoundTitle.en, body), 404);
}

/** The sandbox gateway's pages on a clock (tests move it). */
export function createSandboxGatewayPages(clock: () => Date = () => new Date()): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  pages.use("*", serverTiming("gateway"));

  // The pay-later links of the basket check (tabbyWebUrl, tamaraHrefUrl): the plan the guest would get for the
  // basket's total. Paying that way starts at the payment page (checkout with Payment-Type tabby or tamara).
  pages.get("/bnpl/:provider", (c) => {
    const provider = c.req.param("provider");
    if (provider !== "tabby" && provider !== "tamara") return notFound(c);
    const locale: Locale = c.req.query("lang") === "ar" ? "ar" : "en";
    const tenant = TENANTS.find((t) => String(t.siteId) === c.req.query("site"));
    const amount = Number(c.req.query("amount"));
    if (!tenant || !tenant.buyNowPayLater[provider] || !Number.isFinite(amount) || amount <= 0 || amount > 1e9) return notFound(c);
    const name = PAYMENT_TYPE_NAMES[provider][locale];
    const plan = instalmentsOf(amount, tenant.decimals)
      .map((part, i) => {
        const when = i === 0 ? say(locale, "planToday") : weeksLater(locale, i * 2);
        return `<li>${esc(say(locale, "planInstalment", { n: i + 1, amount: formatAmount(part, tenant.currency, tenant.decimals, locale) }))} (${esc(when)})</li>`;
      })
      .join("");
    return c.html(
      page(
        locale,
        say(locale, "planTitle", { provider: name }),
        `<h1>${esc(say(locale, "planTitle", { provider: name }))}</h1><p>${esc(say(locale, "planText"))}</p><ol>${plan}</ol>
<p>${esc(say(locale, "planPreviewText", { provider: name }))}</p>`,
      ),
    );
  });

  pages.get("/:id", async (c) => {
    const gateway = new SandboxGateway(c.env.DB);
    const session = await gateway.readSession(c.req.param("id"));
    if (!session) return notFound(c);
    // A finished session, or one the bank is still confirming, only sends the guest back again.
    if (FINISHED_SESSION_STATES.includes(session.state) || (await gateway.isSettling(session.id))) return c.redirect(returnLocation(session), 303);
    const cards = session.state === "pending" ? await storedCardsOf(c.env.DB, session, clock()) : [];
    return c.html(pageOf(session, { ...NO_STORED_CARDS, cards }));
  });

  pages.post("/:id", async (c) => {
    const gateway = new SandboxGateway(c.env.DB);
    const session = await gateway.readSession(c.req.param("id"));
    if (!session) return notFound(c);
    // A finished session (paid, refused, or stopped because its cart changed) only sends the guest back again.
    if (FINISHED_SESSION_STATES.includes(session.state) || (await gateway.isSettling(session.id))) return c.redirect(returnLocation(session), 303);

    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody();
    } catch {
      body = {};
    }
    const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
    const action = text("action");
    const isCard = session.paymentType === "card";
    const now = clock();
    const storedView = async (error: StoredCardError | null = null, chosen: string | null = null): Promise<StoredCardsView> => ({
      cards: session.state === "pending" ? await storedCardsOf(c.env.DB, session, now) : [],
      error,
      chosen,
    });

    let next: CheckoutSession | null = null;
    if (session.state === "challenge") {
      if (action === "approve") next = await gateway.decide(session.id, { kind: "approve" }, now);
      else if (action === "fail") next = await gateway.decide(session.id, { kind: "decline", failureCode: ORDER_ERROR_CODES.paymentDeclined }, now);
    } else if (action === "cancel") {
      next = await gateway.decide(session.id, { kind: "cancel", failureCode: ORDER_ERROR_CODES.paymentCancelled }, now);
    } else if (isCard && action === "saved") {
      // A stored card: only the paying member's own, on this site; the CVV typed again, checked and dropped.
      const cardId = text("card");
      const card = await storedCardFor(c.env.DB, session, cardId, now);
      const refused = (error: StoredCardError) => storedView(error, card ? card.id : null).then((view) => c.html(cardPage(session, undefined, undefined, view), 422));
      if (!card) return refused("savedCardUnknown");
      if (card.expired) return refused("savedCardExpired");
      if (!storedCvvValid(card, text("cvc"))) return refused("savedCvcInvalid");
      if (session.claims.offerBin && !card.bin.startsWith(session.claims.offerBin)) return refused("cardNotForOffer");
      const test = testCardOfStored(card, TEST_CARDS);
      if (test === "approved") next = await gateway.decide(session.id, { kind: "approve", cardLast4: card.last4 }, now);
      else if (test === "challenge") next = await gateway.decide(session.id, { kind: "challenge", cardLast4: card.last4 }, now);
      else if (test === "processing" || test === "processingDeclined") {
        const settlesAs = test === "processing" ? "approve" : "decline";
        const deferred = await gateway.defer(session.id, { settlesAs, settlesAt: new Date(now.getTime() + PROCESSING_MS), cardLast4: card.last4 }, now);
        return c.redirect(returnLocation(deferred ?? session), 303);
      } else {
        const failureCode = test === "declined" ? ORDER_ERROR_CODES.paymentDeclined : ORDER_ERROR_CODES.declinedNotTestCard;
        next = await gateway.decide(session.id, { kind: "decline", failureCode, cardLast4: card.last4 }, now);
      }
    } else if (isCard && action === "card") {
      const form: CardForm = { number: text("number"), expiry: text("expiry"), cvc: text("cvc"), name: text("name") };
      const errors = checkCardForm(form, now);
      const number = form.number.replace(/[\s-]/g, "");
      // A claimed bank offer is earned by paying with that bank's card: another card is refused, nothing charged.
      if (!errors.number && session.claims.offerBin && !number.startsWith(session.claims.offerBin)) errors.number = "cardNotForOffer";
      if (Object.keys(errors).length) return c.html(cardPage(session, form, errors, await storedView()), 422);
      const last4 = number.slice(-4);
      if (number === digitsOf(TEST_CARDS.approved)) next = await gateway.decide(session.id, { kind: "approve", cardLast4: last4 }, now);
      else if (number === digitsOf(TEST_CARDS.challenge)) next = await gateway.decide(session.id, { kind: "challenge", cardLast4: last4 }, now);
      else if (number === digitsOf(TEST_CARDS.processing) || number === digitsOf(TEST_CARDS.processingDeclined)) {
        // Back to the shop at once, the payment still open: its return page and confirmed page wait for the bank.
        const settlesAs = number === digitsOf(TEST_CARDS.processing) ? "approve" : "decline";
        const deferred = await gateway.defer(session.id, { settlesAs, settlesAt: new Date(now.getTime() + PROCESSING_MS), cardLast4: last4 }, now);
        return c.redirect(returnLocation(deferred ?? session), 303);
      }
      else {
        // The declining test card, or any other number: declined, with a reason that tells the two apart.
        const failureCode = number === digitsOf(TEST_CARDS.declined) ? ORDER_ERROR_CODES.paymentDeclined : ORDER_ERROR_CODES.declinedNotTestCard;
        next = await gateway.decide(session.id, { kind: "decline", failureCode, cardLast4: last4 }, now);
      }
    } else if (!isCard && action === "approve") {
      next = await gateway.decide(session.id, { kind: "approve" }, now);
    }
    if (!next) return c.html(pageOf(session, await storedView()), 400);
    if (FINISHED_SESSION_STATES.includes(next.state)) return c.redirect(returnLocation(next), 303);
    // Still open (the 3-D Secure challenge): show it at its own address.
    return c.redirect(`/sandbox-pay/${encodeURIComponent(next.id)}`, 303);
  });
  return pages;
}
