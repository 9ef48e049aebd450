// Two of the page's browser rules as hooks of the site chrome: the satisfaction-survey hook 2 seconds after each
// navigation (booking-and-checkout §4), and the code of the links in view prefetched when the browser is idle, not on
// 2g, data-saver or offline (content-and-account §9). Loaded with every page, so kept small.
import { useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, matchRoutes, useLocation } from "react-router";
import { PREFETCH_IDLE_TIMEOUT_MS, SURVEY_HOOK_DELAY_MS, type SurveyWindow, callSurveyHook, prefetchAllowed } from "../../shared/browser-rules";
import { whenIdle } from "./idle";

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

const prefetched = new Set<string>();

/** Fetched at the browser's lowest priority into its cache, not run: the next page's code, not this page's. */
function prefetch(href: string): void {
  if (prefetched.has(href) || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return;
  prefetched.add(href);
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.as = "script";
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
}

/**
 * After each navigation, once the browser is idle (2 seconds at the latest), the route code of every shop link that
 * comes into view is fetched ahead of a click; not its data, which is read fresh when the visitor goes there.
 */
export function useIdlePrefetch(): void {
  const { pathname } = useLocation();
  const framework = useContext(UNSAFE_FrameworkContext);
  const data = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    const manifest = framework?.manifest;
    const router = data?.router;
    if (!manifest || !router || !prefetchAllowed(navigator as Navigator & Parameters<typeof prefetchAllowed>[0])) return;
    let observer: IntersectionObserver | undefined;
    // The paths in view wait in a queue and are handled one per task: matching a path against the route table and
    // adding its links costs a few milliseconds each, and a screen holds dozens of links (docs/decisions/025).
    const queue: string[] = [];
    const queued = new Set<string>();
    let cancelDrain: (() => void) | null = null;
    const drain = () => {
      cancelDrain = null;
      const pathname = queue.shift();
      // The connection may have changed since the page loaded.
      if (pathname === undefined || !prefetchAllowed(navigator as Navigator & Parameters<typeof prefetchAllowed>[0])) return;
      for (const match of matchRoutes(router.routes, pathname) ?? []) {
        const route = manifest.routes[match.route.id];
        if (!route?.module) continue;
        for (const file of [route.module, ...(route.imports ?? [])]) prefetch(file);
      }
      if (queue.length > 0) cancelDrain = whenIdle(drain);
    };
    const start = () => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          const url = new URL((entry.target as HTMLAnchorElement).href);
          if (url.origin !== location.origin || queued.has(url.pathname)) continue;
          queued.add(url.pathname);
          queue.push(url.pathname);
        }
        if (queue.length > 0 && !cancelDrain) cancelDrain = whenIdle(drain);
      });
      // Links React Router renders (data-discover); CMS HTML links are left to the browser.
      document.querySelectorAll("a[data-discover]").forEach((a) => observer?.observe(a));
    };
    const cancelStart = whenIdle(start, { timeoutMs: PREFETCH_IDLE_TIMEOUT_MS });
    return () => {
      cancelStart();
      cancelDrain?.();
      observer?.disconnect();
    };
  }, [pathname, framework, data]);
}
