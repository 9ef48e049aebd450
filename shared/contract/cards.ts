// The member's saved payment cards (content-and-account §3, §6, §7 "Cards"; docs/decisions/013): paths, limits, the
// card rules the sandbox gateway's page checks (Luhn, brand, expiry), the refusals in both languages, the zod schemas
// of the calls, and the site configuration's card warnings (card_warning_message_ski_school) matched to a card.
import { countedText } from "../plural";
import { z } from "zod";
import type { CardWarning } from "../cms";
import type { Locale } from "../locale";

type Bilingual = Readonly<Record<Locale, string>>;

// ---------- Paths of the provider ----------
export const CARD_PATHS = {
  /** POST {returnUrl?}: starts an "add a card" visit at the gateway's hosted page ({tokenisationId, redirectUrl}). */
  startTokenisation: "/credit-card",
  /** POST {tokenisationId}: the add card profile call, saving the card the gateway tokenised ({data: card}). */
  addCard: "/cards",
  /** GET: the member's cards on this site ({cards}). */
  list: "/cards-list",
  /** PUT /cards/mark-as-default/{id}: that card becomes the only default ({cards}). */
  markDefault: (id: string) => `/cards/mark-as-default/${encodeURIComponent(id)}`,
  /** DELETE /cards/{id} ({cards}); the newest remaining card becomes the default when the default goes. */
  remove: (id: string) => `/cards/${encodeURIComponent(id)}`,
  /** POST {cardId, status}: the member dismisses (or shows again) a card warning ({data: card}). */
  messageStatus: "/cards/update-message-status",
} as const;

/** The gateway's hosted "add a card" page, served by the worker beside its payment pages. */
export const TOKENISE_PAGE_PATH = (id: string) => `/sandbox-pay/tokenise/${encodeURIComponent(id)}`;
/** The query parameters the gateway sends the member back with (the outcome is for the page's words only). */
export const TOKENISATION_PARAM = "tokenisation";
export const TOKENISATION_OUTCOME_PARAM = "outcome";
export const TOKENISATION_OUTCOMES = ["tokenised", "declined", "cancelled", "expired"] as const;
export type TokenisationOutcome = (typeof TOKENISATION_OUTCOMES)[number];
/** The page a tokenisation returns to, below the site prefix. */
export const PAYMENTS_PAGE = "accounts/payments";

// ---------- Limits ----------
/** Saved cards a member keeps per site. */
export const MAX_SAVED_CARDS = 10;
/** An "add a card" visit is open this long; its result must be saved within it. */
export const TOKENISATION_TTL_MS = 30 * 60 * 1000;
/** "Add a card" visits a member may start per hour (each writes a row). */
export const MAX_TOKENISATIONS_PER_HOUR = 20;

// ---------- Ids ----------
const hex = (bytes: number) => [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
export const newCardId = () => `crd_${hex(12)}`;
export const newTokenisationId = () => `tks_${hex(16)}`;
export const newGatewayToken = () => `tok_${hex(16)}`;
export const cardIdSchema = z.string().regex(/^crd_[0-9a-f]{24}$/, "is a saved card id");
export const tokenisationIdSchema = z.string().regex(/^tks_[0-9a-f]{32}$/, "is a tokenisation id");

// ---------- Card rules (the gateway's page) ----------
export const CARD_BRANDS = ["visa", "mastercard", "amex", "other"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, Bilingual>> = {
  visa: { en: "Visa", ar: "فيزا" },
  mastercard: { en: "Mastercard", ar: "ماستركارد" },
  amex: { en: "American Express", ar: "أمريكان إكسبريس" },
  other: { en: "Card", ar: "بطاقة" },
};

/** The Luhn check digit rule of card numbers. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "other";
}

/** The digits a number of this brand has (American Express 15, others 16; other brands 12 to 19). */
export function lengthFits(digits: string): boolean {
  const brand = brandOf(digits);
  if (brand === "amex") return digits.length === 15;
  if (brand === "visa" || brand === "mastercard") return digits.length === 16;
  return digits.length >= 12 && digits.length <= 19;
}

/** A card can pay through the last day of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, today: string): boolean {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return expYear * 12 + expMonth < year * 12 + month;
}

// ---------- Refusals (404: an unknown id and someone else's look the same) ----------
export const CARD_TEXTS = {
  cardNotFound: { en: "We could not find this card on your account.", ar: "لم نتمكن من العثور على هذه البطاقة في حسابك." },
  tokenisationNotFound: { en: "We could not find this card entry. Please add the card again.", ar: "لم نتمكن من العثور على إدخال البطاقة هذا. يرجى إضافة البطاقة مرة أخرى." },
  tokenisationUsed: { en: "This card entry has already been used.", ar: "تم استخدام إدخال البطاقة هذا من قبل." },
  cardNotSaved: { en: "The card was not saved. Please add it again.", ar: "لم يتم حفظ البطاقة. يرجى إضافتها مرة أخرى." },
  tooManyCards: {
    en: countedText("en", MAX_SAVED_CARDS, { one: "You can save up to {count} card. Delete it to add another.", other: "You can save up to {count} cards. Delete one to add another." }),
    ar: countedText("ar", MAX_SAVED_CARDS, {
      zero: "لا يمكن حفظ أي بطاقة.",
      one: "يمكنك حفظ بطاقة واحدة كحد أقصى. احذفها لإضافة أخرى.",
      two: "يمكنك حفظ بطاقتين كحد أقصى. احذف بطاقة لإضافة أخرى.",
      few: "يمكنك حفظ {count} بطاقات كحد أقصى. احذف بطاقة لإضافة أخرى.",
      many: "يمكنك حفظ {count} بطاقة كحد أقصى. احذف بطاقة لإضافة أخرى.",
      other: "يمكنك حفظ {count} بطاقة كحد أقصى. احذف بطاقة لإضافة أخرى.",
    }),
  },
  tooManyTokenisations: { en: "Too many attempts to add a card. Please try again later.", ar: "محاولات كثيرة لإضافة بطاقة. يرجى المحاولة لاحقاً." },
} as const satisfies Record<string, Bilingual>;

// ---------- Schemas of the calls ----------
export const startTokenisationRequestSchema = z
  .object({
    /** Where the gateway sends the member back: this site's payments page (default: the caller's own). */
    returnUrl: z.string().max(500).optional(),
  })
  .strict();
export type StartTokenisationRequest = z.infer<typeof startTokenisationRequestSchema>;
export const startTokenisationAnswerSchema = z.object({ data: z.object({ tokenisationId: tokenisationIdSchema, redirectUrl: z.string() }) });

export const addCardRequestSchema = z.object({ tokenisationId: tokenisationIdSchema }).strict();
export type AddCardRequest = z.infer<typeof addCardRequestSchema>;

export const CARD_MESSAGE_STATUSES = ["shown", "dismissed"] as const;
export const messageStatusRequestSchema = z.object({ cardId: cardIdSchema, status: z.enum(CARD_MESSAGE_STATUSES) }).strict();
export type MessageStatusRequest = z.infer<typeof messageStatusRequestSchema>;

export const savedCardSchema = z.object({
  id: cardIdSchema,
  brand: z.enum(CARD_BRANDS),
  /** The first six digits (the card's BIN), which card warnings match on. */
  bin: z.string().regex(/^\d{6}$/),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  holderName: z.string(),
  isDefault: z.boolean(),
  expired: z.boolean(),
  messageStatus: z.enum(CARD_MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const cardsListAnswerSchema = z.object({ cards: z.array(savedCardSchema) });
export const savedCardAnswerSchema = z.object({ data: savedCardSchema });
export const cardRefusalSchema = z.object({ error: z.string(), message: z.string() });

// ---------- Card warnings of the site configuration ----------
export { type CardWarning, cardWarningSchema } from "../cms";

/** The first warning one of whose BIN prefixes starts the card's BIN, or null. */
export function warningFor(card: Pick<SavedCard, "bin">, warnings: readonly CardWarning[] | undefined): CardWarning | null {
  return warnings?.find((w) => w.card_Ids.some((prefix) => card.bin.startsWith(prefix))) ?? null;
}
