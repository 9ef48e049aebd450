// The page shown when rendering itself failed: plain HTML from the worker, in the language of the path.
import { BUSY_PAGE, ERROR_REFERENCE } from "../shared/contract/generic-error";
import { directionOf, localeOfPath } from "../shared/locale";
import { DEFAULT_PREFIX, locate } from "../tenants";

const TEXTS = {
  error: {
    en: { title: "An error occurred", body: "An error occurred while showing the error page.", home: "Go back to home" },
    ar: { title: "حدث خطأ", body: "حدث خطأ أثناء عرض صفحة الخطأ.", home: "العودة إلى الصفحة الرئيسية" },
  },
  // The database stayed locked for a moment (worker/d1-busy.ts): answered with 503 and Retry-After.
  busy: {
    en: { ...BUSY_PAGE.en, home: "Go back to home" },
    ar: { ...BUSY_PAGE.ar, home: "العودة إلى الصفحة الرئيسية" },
  },
} as const;

/** What a request id may look like (worker/observability/request-log.ts): nothing else is written into the page. */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The page; with the request's id as a reference the visitor can quote. */
export function lastResortPage(pathname: string, kind: keyof typeof TEXTS = "error", requestId?: string): string {
  const location = locate(pathname);
  const locale = location?.locale ?? localeOfPath(pathname);
  const home = location?.prefix ?? DEFAULT_PREFIX;
  const text = TEXTS[kind][locale];
  // A busy page asks for itself again: an empty href is the page's own address, so nothing of the request is echoed.
  const retry = "retry" in text ? `<p><a href="">${text.retry}</a></p>` : "";
  const reference =
    requestId && REQUEST_ID.test(requestId) ? `<p data-request-id="${requestId}"><small>${ERROR_REFERENCE[locale]}: <bdi>${requestId}</bdi></small></p>` : "";
  return `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem;color:#0b1f3a"><h1>${text.title}</h1><p>${text.body}</p>${retry}<p><a href="${home}">${text.home}</a></p>${reference}</body></html>`;
}
