// The consent dialog as server HTML with a small inline handler (booking-and-checkout §4): shown only when no choice
// is stored, so it costs the page no JavaScript file. A choice is stored in the consent cookie and the page reloads
// once; the reloaded page carries the consent update and, when something is granted, the tag manager.
import type { ConsentCategories } from "../../shared/analytics";
import { CONSENT_CATEGORIES, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from "../../shared/consent";
import type { Translate } from "../i18n";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const html = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const CATEGORY_TEXTS = {
  C0002: ["consent.analytics", "consent.analyticsText"],
  C0003: ["consent.personalisation", "consent.personalisationText"],
  C0004: ["consent.advertising", "consent.advertisingText"],
} as const;

/** The dialog's buttons and choice rows (shortcuts in uno.config.ts: one short class each in the page). */
const BUTTON = "consent-button";

/**
 * The handler: opens the dialog as a modal (the rest of the page inert), keeps Tab and Shift+Tab inside it, stores a
 * choice and reloads once. Escape closes the preferences first, then the dialog for this page only, nothing stored
 * and nothing granted; the next page load asks again. Opened from the cookie settings, the choice goes to `returnTo`
 * (the page without the settings' parameter) instead of reloading.
 */
export function consentHandlerScript(returnTo: string | null = null): string {
  const cookie = `${CONSENT_COOKIE}=`;
  const attributes = `;path=/;max-age=${CONSENT_MAX_AGE_SECONDS};samesite=lax`;
  const categories = JSON.stringify(CONSENT_CATEGORIES);
  // Written short: it is in the HTML of every first visit. v: store the choice (all, none, or the boxes) and reload;
  // t: show or hide the preferences.
  return `(function(){var D=document,d=D.getElementById("consent-dialog");if(!d||!d.showModal)return;
var p=D.getElementById("consent-prefs"),m=d.querySelector("[data-consent=manage]"),n=0;
function v(a){if(n)return;n=1;D.cookie=${JSON.stringify(cookie)}+${categories}.map(function(c){var b=d.querySelector("input[name="+c+"]");return c+":"+((a===undefined?b.checked:a)?1:0)}).join("|")+${JSON.stringify(attributes)}+(location.protocol=="https:"?";secure":"");${returnTo === null ? "location.reload()" : `location.replace(${scriptString(returnTo)})`}}
function t(o){p.hidden=!o;m.setAttribute("aria-expanded",String(o))}
d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-consent]"),a=b&&b.getAttribute("data-consent");
if(a=="all")v(!0);else if(a=="none")v(!1);else if(a=="save")v();else if(a=="manage"){a=p.hidden;t(a);a&&p.querySelector("input:not([disabled])").focus()}});
d.addEventListener("keydown",function(e){if(e.key!="Tab")return;var f=[].filter.call(d.querySelectorAll("a[href],button,input:not([disabled])"),function(x){return x.getClientRects().length}),i=f.indexOf(D.activeElement),l=f.length-1;
if(e.shiftKey&&i<=0){e.preventDefault();f[l].focus()}else if(!e.shiftKey&&(i<0||i==l)){e.preventDefault();f[0].focus()}});
d.addEventListener("cancel",function(e){if(!p.hidden){e.preventDefault();t(!1);m.focus()}});
d.showModal()})()`;
}

/** A string as a script literal that cannot end the script element or the line (a path from the request goes here). */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** What the dialog opened from the cookie settings knows: the stored choice (its boxes ticked) and where to go after. */
export interface ConsentSettings {
  current: ConsentCategories | null;
  returnTo: string;
}

/** The dialog's markup in the page's language, followed by its handler (with the response's script nonce). */
export function consentDialogHtml(t: Translate, privacyPolicyHref: string, nonce: string | undefined, settings: ConsentSettings | null = null): string {
  const rows = CONSENT_CATEGORIES.map((c) => {
    const [label, text] = CATEGORY_TEXTS[c];
    const ticked = settings?.current?.[c] ? " checked" : "";
    return `<label class="consent-row"><input type="checkbox" name="${c}"${ticked} class="consent-check" aria-describedby="consent-${c}-text"><span><span class="font-semibold">${html(t(label))}</span><span id="consent-${c}-text" class="consent-row-text">${html(t(text))}</span></span></label>`;
  }).join("");
  return (
    `<dialog id="consent-dialog" aria-labelledby="consent-title" aria-describedby="consent-intro" data-testid="consent-dialog" class="consent-dialog rounded-2xl bg-white p-6 text-brand-navy shadow-2xl">` +
    `<h2 id="consent-title" tabindex="-1" autofocus class="text-2xl font-bold">${html(t("consent.title"))}</h2>` +
    `<p id="consent-intro" class="mt-3">${html(t("consent.intro"))} <a class="underline" href="${html(privacyPolicyHref)}">${html(t("consent.privacyPolicy"))}</a></p>` +
    `<div class="mt-5 flex flex-wrap gap-3">` +
    `<button type="button" data-consent="all" class="${BUTTON} bg-brand-navy text-white">${html(t("consent.acceptAll"))}</button>` +
    `<button type="button" data-consent="none" class="${BUTTON} bg-brand-navy text-white">${html(t("consent.rejectAll"))}</button>` +
    `<button type="button" data-consent="manage" aria-expanded="false" aria-controls="consent-prefs" class="${BUTTON} border-2 border-brand-navy">${html(t("consent.manage"))}</button>` +
    `</div>` +
    `<fieldset id="consent-prefs" hidden class="mt-5"><legend class="mb-1 font-bold">${html(t("consent.categories"))}</legend>` +
    `<label class="consent-row"><input type="checkbox" checked disabled class="mt-1 size-5" aria-describedby="consent-necessary-text"><span><span class="font-semibold">${html(t("consent.necessary"))}</span><span id="consent-necessary-text" class="consent-row-text">${html(t("consent.necessaryText"))}</span></span></label>` +
    rows +
    `<button type="button" data-consent="save" class="${BUTTON} mt-3 bg-brand-yellow text-brand-navy">${html(t("consent.save"))}</button>` +
    `</fieldset></dialog>` +
    `<script${nonce ? ` nonce="${html(nonce)}"` : ""}>${consentHandlerScript(settings?.returnTo ?? null)}</script>`
  );
}
