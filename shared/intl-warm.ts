// The Intl warm-up (docs/decisions/023, addendum "The browser's Intl data, loaded off the main thread"). A page's first
// Intl object makes the browser load its ICU data (locale, currency and time-zone tables) for the whole page process:
// 20–40 ms of the main thread on a desktop, about four times that on a mid-range phone, and a page builds its first
// prices and dates while it hydrates. So the document's head starts a dedicated worker (worker/intl-warm.ts) that
// builds the page's formats first, on another thread, while the page's scripts are on their way; the page's own
// formats then find the data loaded.
import type { Locale } from "./locale";
import type { SiteSlug } from "./tenant";

/** The address of a site's and language's warm-up worker script. */
export function intlWarmPath(slug: SiteSlug, locale: Locale): string {
  return `/api/intl-warm/${slug}/${locale}`;
}

/** The head's inline script that starts the worker; a browser without workers, or one that refuses, goes on without. */
export function intlWarmScript(slug: SiteSlug, locale: Locale): string {
  return `try{new Worker(${JSON.stringify(intlWarmPath(slug, locale))})}catch(e){}`;
}
