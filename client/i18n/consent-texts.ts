// The consent dialog's texts, for its server HTML only: the browser keeps that HTML as written and never renders the
// dialog itself, so these texts are not sent with the page's data (its one use sits behind `import.meta.env.SSR`).
import type { Locale } from "../../shared/locale";
import { consentAr } from "./parts/consent.ar";
import { consentEn } from "./parts/consent.en";
import type { PartTexts } from "./texts";

export function consentTextsFor(locale: Locale): PartTexts {
  return locale === "ar" ? consentAr : consentEn;
}
