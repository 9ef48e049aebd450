// The dictionaries, read on the server only: a page receives its own language's texts with its data.
import type { Locale } from "../../shared/locale";
import { ar } from "./ar";
import { en } from "./en";
import type { Messages } from "./index";

export function messagesFor(locale: Locale): Messages {
  return locale === "ar" ? ar : en;
}
