// Per-request translation: the site loader sends the dictionary of the page's language as data, so the
// browser never downloads the other language (nor this one as code).
import { createContext, useContext } from "react";
import type { MessageKey } from "./en";

export type Messages = Record<MessageKey, string>;

export interface Translate {
  (key: MessageKey, vars?: Record<string, string | number>): string;
  has(key: string): key is MessageKey;
}

/** A text with its {name} placeholders filled; a placeholder without a value is left as it is. */
export function fillPlaceholders(text: string, vars?: Record<string, string | number>): string {
  return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)) : text;
}

export function translatorFrom(messages: Partial<Messages>): Translate {
  const t = ((key: MessageKey, vars?: Record<string, string | number>) => fillPlaceholders(messages[key] ?? key, vars)) as Translate;
  t.has = (key: string): key is MessageKey => key in messages;
  return t;
}

export const TranslateContext = createContext<Translate>(translatorFrom({}));

export function useT(): Translate {
  return useContext(TranslateContext);
}

export type { MessageKey };
