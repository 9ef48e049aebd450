// The tag manager's data layer on every page (booking-and-checkout §4): consent defaults first, then a page view after
// load and after every navigation. Loaded with the home page, so it stays tiny; events live in analytics-events.ts.
import { createElement, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { type PageViewEvent, defaultConsent } from "../../shared/analytics";
import { useNonce } from "./nonce";

/** window.dataLayer, created when missing. */
export function dataLayer(): unknown[] {
  return ((window as { dataLayer?: unknown[] }).dataLayer ||= []);
}

/** gtag("consent", "default", …) as an inline script: the arguments object pushed, as the tag script reads commands. */
export function consentDefaultsScript(): string {
  return `window.dataLayer=window.dataLayer||[];(function(){window.dataLayer.push(arguments)})("consent","default",${JSON.stringify(defaultConsent()[2])})`;
}

/**
 * The consent defaults as an inline script in the server's HTML, so they reach the data layer before any script of
 * the page runs and cost the page no JavaScript file. The browser keeps the server's script as it is (React does not
 * compare inline HTML when hydrating), so the text is left out of the browser's code.
 */
export function ConsentDefaults() {
  const nonce = useNonce();
  return createElement("script", {
    nonce,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: import.meta.env.SSR ? consentDefaultsScript() : "" },
  });
}

/** A page_view after load and after every navigation; signed-in visitors count as members, others as guests. */
export function usePageViews(language: string, signedIn = false): void {
  const { pathname } = useLocation();
  const signedInNow = useRef(signedIn);
  signedInNow.current = signedIn;
  useEffect(() => {
    const event: PageViewEvent = {
      event: "page_view",
      user_type: signedInNow.current ? "Member" : "Guest",
      page_path: pathname,
      page_title: document.title,
      page_location: location.href,
      language,
    };
    dataLayer().push(event);
  }, [pathname, language]);
}
