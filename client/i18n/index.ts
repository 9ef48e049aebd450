// Per-request translation: the site loader sends the dictionary of the page's language as data, so the
// browser never downloads the other language (nor this one as code).
import { createContext, useContext } from "react";
import type { Locale } from "../../shared/locale";
import { type Message, countedText, isPluralText } from "../../shared/plural";
import { fillPlaceholders as fillText } from "../../shared/text";
import type { MessageKey, PluralKey } from "./en";

export type Messages = Record<MessageKey, Message>;
export type Vars = Record<string, string | number>;

export interface Translate {
  /** A counted text: `count` picks the form (client/i18n/parts: a value `{ one, other }` in English, six forms in Arabic). */
  (key: PluralKey, vars: Vars & { count: number }): string;
  /** A plain text, or a key known only at run time (a counted text without `count` takes the form of 0). */
  (key: MessageKey, vars?: Vars): string;
  has(key: string): key is MessageKey;
  /** The language of the texts (it picks a counted text's form). */
  readonly locale: Locale;
}

/** A text with its {name} placeholders filled (shared/text.ts: an amount's own point ends its sentence). */
export function fillPlaceholders(text: string, vars?: Vars): string {
  return fillText(text, vars);
}

/**
 * A dictionary text with its placeholders filled. A counted text takes the form of `vars.count`, and its `{count}`
 * prints the number as the shop prints numbers ("2,450").
 */
export function render(locale: Locale, message: Message, vars?: Vars): string {
  if (!isPluralText(message)) return fillPlaceholders(message, vars);
  const count = Number(vars?.count);
  return fillPlaceholders(countedText(locale, Number.isFinite(count) ? count : 0, message), vars);
}

/** A translator with the texts of one language; a missing key answers with the key itself. */
export function translatorFrom(messages: Partial<Messages>, locale: Locale): Translate {
  const t = ((key: MessageKey, vars?: Vars) => {
    const message = messages[key];
    return message === undefined ? key : render(locale, message, vars);
  }) as Translate & { locale: Locale };
  t.has = (key: string): key is MessageKey => key in messages;
  t.locale = locale;
  return t;
}

export const TranslateContext = createContext<Translate>(translatorFrom({}, "en"));

export function useT(): Translate {
  return useContext(TranslateContext);
}

export type { MessageKey, PluralKey };
