// Per-request translation: the site loader sends the dictionary of the page's language as data, so the
// browser never downloads the other language (nor this one as code).
import { createContext, useContext } from "react";
import type { MessageKey } from "./en";

export type Messages = Record<MessageKey, string>;

export interface Translate {
  (key: MessageKey, vars?: Record<string, string | number>): string;
  has(key: string): key is MessageKey;
}

export function translatorFrom(messages: Partial<Messages>): Translate {
  const t = ((key: MessageKey, vars?: Record<string, string | number>) => {
    const text = messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)) : text;
  }) as Translate;
  t.has = (key: string): key is MessageKey => key in messages;
  return t;
}

export const TranslateContext = createContext<Translate>(translatorFrom({}));

export function useT(): Translate {
  return useContext(TranslateContext);
}

export type { MessageKey };
