// The tag manager's data layer on every page (booking-and-checkout §4): consent defaults first, then a page view after
// load and after every navigation. Loaded with the home page, so it stays tiny; events live in analytics-events.ts.
import { createElement, useContext, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { type ConsentCategories, type PageViewEvent, consentUpdate, defaultConsent, userType } from "../../shared/analytics";
import { tagManagerAllowed, tagManagerUrl } from "../../shared/consent";
import { ConsentChoiceContext } from "./consent-choice";
import { useNonce } from "../document/nonce";

/** window.dataLayer, created when missing. */
export function dataLayer(): unknown[] {
  return ((window as { dataLayer?: unknown[] }).dataLayer ||= []);
}

/**
 * gtag("consent", "default", …) as an inline script: the arguments object pushed, as the tag script reads commands.
 * With a stored choice, gtag("consent", "update", …) follows; when that choice grants something, the tag manager's
 * script is added (with this script's nonce), so it never loads before consent (docs/decisions/018).
 */
export function consentDefaultsScript(choice: ConsentCategories | null = null, gtmId = "", firstView = ""): string {
  const push = "function g(){window.dataLayer.push(arguments)}";
  let body = `g("consent","default",${JSON.stringify(defaultConsent()[2])});`;
  if (choice) body += `g("consent","update",${JSON.stringify(consentUpdate(choice)[2])});`;
  const tag = tagManagerAllowed(choice) ? tagManagerUrl(gtmId) : null;
  if (tag) {
    body +=
      `window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});` +
      `var s=document.createElement("script"),c=document.currentScript;s.async=true;s.src=${JSON.stringify(tag)};` +
      `if(c&&c.nonce)s.nonce=c.nonce;s.setAttribute("data-analytics-tag","");document.head.appendChild(s);`;
  }
  return `window.dataLayer=window.dataLayer||[];(function(){${push}${body}${firstView}})()`;
}

/**
 * The document's first page view (booking-and-checkout §4: after load), pushed on the load event by the server's inline
 * script, so a visit counts whether or not the page's scripts ever run (a home page wakes only when the visitor reaches
 * for it, decision 027). Its values are read as the script runs: a navigation before the load event does not take them
 * over. Later page views are usePageViews's.
 */
export function firstPageViewScript(signedIn: boolean, language: string): string {
  const constant = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `var v={event:"page_view",user_type:${constant(userType(signedIn))},page_path:location.pathname,page_title:document.title,` +
    `page_location:location.href,language:${constant(language)}};addEventListener("load",function(){window.dataLayer.push(v)})`
  );
}

/**
 * The consent defaults as an inline script in the server's HTML, so they reach the data layer before any script of
 * the page runs and cost the page no JavaScript file, with the document's first page view. The browser keeps the
 * server's script as it is (React does not compare inline HTML when hydrating), so the text is left out of the
 * browser's code. `after`: more server text of the page's first load, run in the same element (one tag less).
 */
export function ConsentDefaults({ gtmId = "", signedIn, language, after = "" }: { gtmId?: string; signedIn: boolean; language: string; after?: string }) {
  const nonce = useNonce();
  const choice = useContext(ConsentChoiceContext);
  return createElement("script", {
    nonce,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: import.meta.env.SSR ? consentDefaultsScript(choice ?? null, gtmId, firstPageViewScript(signedIn, language)) + after : "" },
  });
}

/**
 * A page_view after every navigation inside the app (the document's first is the server script's, firstPageViewScript);
 * signed-in visitors count as members, others as guests.
 */
export function usePageViews(language: string, signedIn = false): void {
  const { pathname } = useLocation();
  const signedInNow = useRef(signedIn);
  signedInNow.current = signedIn;
  const first = useRef<string | null>(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = null;
    const event: PageViewEvent = {
      event: "page_view",
      user_type: userType(signedInNow.current),
      page_path: pathname,
      page_title: document.title,
      page_location: location.href,
      language,
    };
    dataLayer().push(event);
  }, [pathname, language]);
}
