// The mark of a running booking session, set before the first paint. The cart lives in the browser's storage, so the
// server cannot know of a session, and its countdown (client/components/cart/CartSession.tsx) comes after hydration.
// On the cart's own pages the server keeps the strip's place anyway (holdsCart in shared/layout-rules.ts). On every
// other page this script in the head marks <html> when a session of the page's venue runs, and the stylesheet keeps
// the strip's place under the header from the first paint (client/styles.css, [data-held]). The header's strip then
// takes that place, and the mark goes once the page finds no session (useSessionStrip).
import { STORAGE_KEYS } from "../storage-keys";

/** The attribute on <html>: present while the stored cart of the page's venue has a running booking session. */
export const HELD_ATTRIBUTE = "data-held";

/**
 * The head's inline script for a page of site `siteId`: the one copy of the stored state's reader in another form
 * (shared/cart/stored.ts); its test checks it against that reader, through the header's summary, case by case. It
 * checks the same as the header's cart summary (client/components/header/cart.ts): a started timer with a readable end, on a cart recorded for this venue or on an
 * emptied cart, which is nobody's (shared/cart/venues.ts). Written short: it is in every page's HTML.
 */
export function heldSessionScript(siteId: number): string {
  return `try{var c=JSON.parse(localStorage.${STORAGE_KEYS.store}).cart,t=c.bookingSessionTimer;(c.siteId==${siteId}||!c.bookingData.length)&&t.isStart&&Date.parse(t.endDateTime)&&(document.documentElement.dataset.${HELD_ATTRIBUTE.slice(5)}="")}catch(e){}`;
}
