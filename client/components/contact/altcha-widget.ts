// The self-hosted captcha in the browser (docs/decisions/017): the ALTCHA widget, loaded only by the contact page,
// with its proof-of-work worker as a file of the shop (the shop's Content-Security-Policy allows no blob: workers).
// Challenges come from the provider's captcha call with the site-id header; the widget hands back the payload the
// enquiry carries.
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import type { Locale } from "../../../shared/locale";

export interface MountedCaptcha {
  /** Back to "not verified" (after the worker refused the answer, or after an enquiry was sent). */
  reset(): void;
  destroy(): void;
}

export interface CaptchaOptions {
  locale: Locale;
  siteId: number;
  challengeUrl: string;
  /** The payload once verified; null when it is not (any more): expired, reset or failed. */
  onChange(payload: string | null): void;
}

let languagesLoaded: Promise<unknown> | null = null;

export async function mountAltcha(host: HTMLElement, options: CaptchaOptions): Promise<MountedCaptcha> {
  globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
  // The Arabic words register themselves with the loaded widget.
  languagesLoaded ??= import("altcha/i18n/ar");
  await languagesLoaded;
  const siteFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("site-id", String(options.siteId));
    headers.set("lang", options.locale);
    return fetch(input, { ...init, headers, credentials: "same-origin" });
  };
  // Before the widget exists, so its first challenge request already names the site.
  globalThis.$altcha.defaults.set({ fetch: siteFetch });
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", options.challengeUrl);
  widget.setAttribute("language", options.locale);
  widget.setAttribute("name", "altcha");
  widget.setAttribute("type", "checkbox");
  widget.setAttribute("data-testid", "captcha-widget");
  const onState = (event: Event) => {
    const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
    options.onChange(detail.state === "verified" && detail.payload ? detail.payload : null);
  };
  widget.addEventListener("statechange", onState);
  host.replaceChildren(widget);
  if (typeof widget.configure !== "function") await new Promise((resolve) => widget.addEventListener("load", resolve, { once: true }));
  await widget.configure({ fetch: siteFetch, language: options.locale, challenge: options.challengeUrl });
  return {
    reset: () => widget.reset(),
    destroy: () => {
      widget.removeEventListener("statechange", onState);
      widget.remove();
    },
  };
}
