// Two of the page's browser rules: the satisfaction-survey hook 2 seconds after each navigation (booking-and-checkout
// §4), and how links to the booking path prefetch, not on 2g, data-saver or offline (content-and-account §9).
import { createElement, useEffect, useRef, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { SURVEY_HOOK_DELAY_MS, type SurveyWindow, callSurveyHook, prefetchAllowed } from "../../shared/browser-rules";
import { localeOfPath } from "../../shared/locale";
import { loadPartTexts } from "../i18n/texts";
import type { StepTexts } from "../components/checkout/step-texts";

/** The survey vendor's page change, 2 seconds after each navigation (not the first load: its script sees that). */
export function useSurveyHook(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = "";
    const timer = window.setTimeout(() => callSurveyHook(window as SurveyWindow), SURVEY_HOOK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/**
 * How a link to the booking path prefetches: on intent (hover, focus or touch start), React Router's own `<Link
 * prefetch>`, so the next page's code and data are under way before the click; never when the visitor is offline, asked
 * to save data or is on a 2g connection (content-and-account §9). On the server, "intent" (it renders nothing).
 */
export function linkPrefetch(): "intent" | "none" {
  if (typeof navigator === "undefined") return "intent";
  return prefetchAllowed(navigator as Navigator & Parameters<typeof prefetchAllowed>[0]) ? "intent" : "none";
}

/**
 * For the link to the step a visitor is most likely to take next (the product page's Buy tickets): its code and data
 * are fetched as soon as the page has hydrated, under the same rule as `linkPrefetch`.
 */
export function stepPrefetch(): "render" | "none" {
  return linkPrefetch() === "intent" ? "render" : "none";
}

/**
 * The code and data of the page the visitor's next tap leads to (a step reached by a redirect or a button, not a link
 * of its own), and with `texts` the texts that page renders, fetched once this page has hydrated, never before (it
 * would compete with the page's own scripts), under the same rule as links. The tap then waits only for what it asks
 * the server to do.
 */
export function PrefetchAfterHydration({ page, texts }: { page: string; texts?: StepTexts }) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const ok = linkPrefetch() === "intent";
    setAllowed(ok);
    if (ok && texts) loadPartTexts(localeOfPath(page), texts.parts, texts.titles).catch(() => {});
  }, [page, texts]);
  return allowed ? createElement(PrefetchPageLinks, { page }) : null;
}
