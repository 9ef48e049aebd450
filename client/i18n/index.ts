// Per-request translation: the language comes from the route, never from a global default.
import { createContext, useContext } from "react";
import type { Locale } from "../../shared/locale";
import { ar } from "./ar";
import { type MessageKey, en } from "./en";

const DICTIONARIES: Record<Locale, Record<MessageKey, string>> = { en, ar };

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  const dictionary = DICTIONARIES[locale];
  return (key, vars) => {
    const text = dictionary[key] ?? en[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)) : text;
  };
}

export function hasMessage(key: string): key is MessageKey {
  return key in en;
}

export const TranslateContext = createContext<Translate>(translator("en"));

export function useT(): Translate {
  return useContext(TranslateContext);
}

export type { MessageKey };
