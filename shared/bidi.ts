// Left-to-right runs inside right-to-left text: a phone number or an e-mail address in an Arabic sentence is laid out
// by the browser's bidi algorithm, which reorders its groups ("+20 2 1600 0000" shows as "0000 1600 2 20+"). Wrapped in
// first-strong isolates (U+2068 … U+2069) each run keeps its own order and takes no part in the sentence's.

const FSI = "\u2068";
const PDI = "\u2069";

/** Phone numbers (a digit run of 6 or more characters with spaces, dashes or brackets) and e-mail addresses. */
const LTR_RUN = /(\+?\d[\d ()-]{4,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** The text with each phone number and e-mail address isolated; runs already isolated are left as they are. */
export function isolateLtrRuns(text: string): string {
  return text.replace(LTR_RUN, (run, _match, offset: number) => (text[offset - 1] === FSI ? run : `${FSI}${run}${PDI}`));
}

/**
 * Rich text (the sanitised HTML of a CMS field) with the phone numbers and e-mail addresses of its text isolated;
 * tags and their attributes (a `tel:` or `mailto:` link's address among them) are left as they are.
 */
export function isolateLtrRunsInMarkup(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : isolateLtrRuns(part)))
    .join("");
}

/** A CMS or settings text as shown in a language: in Arabic its left-to-right runs isolated, in English as it is. */
export function ltrRunsIsolatedIn(locale: "en" | "ar", text: string): string {
  return locale === "ar" ? isolateLtrRuns(text) : text;
}

/** Rich text as shown in a language: in Arabic the left-to-right runs of its text isolated, in English as it is. */
export function ltrRunsIsolatedInMarkup(locale: "en" | "ar", html: string): string {
  return locale === "ar" ? isolateLtrRunsInMarkup(html) : html;
}
