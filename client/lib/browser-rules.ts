// Two of the page's browser rules as hooks of the site chrome: the satisfaction-survey hook 2 seconds after each
// navigation (booking-and-checkout §4), and the code of the links in view prefetched when the browser is idle, not on
// 2g, data-saver or offline (content-and-account §9). Loaded with every page, so kept small.
import { useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useLocation } from "react-router";
import { PREFETCH_IDLE_TIMEOUT_MS, SURVEY_HOOK_DELAY_MS, type SurveyWindow, callSurveyHook, prefetchAllowed } from "../../shared/browser-rules";
import { whenIdle } from "./idle";
import { createPrefetchQueue } from "./prefetch-queue";

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

/**
 * How long the idle prefetch waits for React Router's route discovery on the first load. The router asks the server
 * for the routes of the page's links as it hydrates (its manifest request), and always does on a first load; until
 * that answers, a link can seem to open a route it does not (explore, say, as a pass named "explore"). Longer than
 * any answer, only so that a lost request does not stop the prefetch for good.
 */
const FIRST_DISCOVERY_WAIT_MS = 10_000;
let firstLoad = true;

/**
 * Runs `run` once React Router's route discovery made after `since` has answered (its manifest request, seen in the
 * page's resource timings), or after `timeoutMs` when none comes: after a navigation whose links the router knows
 * already, it asks nothing. Returns the cancel.
 */
function afterRouteDiscovery(manifestPath: string, since: number, timeoutMs: number, run: () => void): () => void {
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const finish = () => {
    stop();
    run();
  };
  const timer = window.setTimeout(finish, timeoutMs);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since && new URL(entry.name).pathname === manifestPath)) finish();
    });
    observer.observe({ type: "resource", buffered: true });
  } catch {
    // No resource timings in this browser: the timer alone.
  }
  return stop;
}

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
 * After each navigation, once React Router knows the routes of the page's links and the browser is idle (2 seconds
 * at the latest), the route code of every shop link that comes into view is fetched ahead of a click; not its data,
 * which is read fresh when the visitor goes there. The links' paths wait in a queue that is worked a few milliseconds
 * per idle callback (client/lib/prefetch-queue.ts).
 */
export function useIdlePrefetch(): void {
  const { pathname } = useLocation();
  const framework = useContext(UNSAFE_FrameworkContext);
  const data = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    const manifest = framework?.manifest;
    const router = data?.router;
    const allowed = () => prefetchAllowed(navigator as Navigator & Parameters<typeof prefetchAllowed>[0]);
    if (!manifest || !router || !allowed()) return;
    const queue = createPrefetchQueue({
      allowed,
      prefetch,
      filesOf: (path) => {
        // The router's own matcher, built once for its routes (matchRoutes ranks the whole table again each call).
        const matches = router.match(path);
        // A path that meets only a catch-all has a route the browser has not discovered yet (or none: then it stays).
        if (!matches || matches.at(-1)?.route.path === "*") return null;
        return matches.flatMap((match) => {
          const route = manifest.routes[match.route.id];
          return route?.module ? [route.module, ...(route.imports ?? [])] : [];
        });
      },
    });
    // React Router adds the routes of the links it discovers; the paths that waited for them are matched again.
    const unsubscribe = router.subscribe(() => queue.retry());
    let observer: IntersectionObserver | undefined;
    const start = () => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          const url = new URL((entry.target as HTMLAnchorElement).href);
          if (url.origin === location.origin) queue.add(url.pathname);
        }
      });
      // Links React Router renders (data-discover); CMS HTML links are left to the browser.
      document.querySelectorAll("a[data-discover]").forEach((a) => observer?.observe(a));
    };
    // The paths are matched once the router has discovered their routes (where it discovers them as links appear).
    const discovery = framework.routeDiscovery;
    const since = firstLoad ? 0 : performance.now();
    const wait = firstLoad ? FIRST_DISCOVERY_WAIT_MS : PREFETCH_IDLE_TIMEOUT_MS;
    firstLoad = false;
    let cancelStart = () => {};
    const idleStart = () => {
      cancelStart = whenIdle(start, { timeoutMs: PREFETCH_IDLE_TIMEOUT_MS });
    };
    let cancelWait = () => {};
    if (discovery.mode === "lazy") cancelWait = afterRouteDiscovery(new URL(discovery.manifestPath, location.origin).pathname, since, wait, idleStart);
    else idleStart();
    return () => {
      cancelWait();
      cancelStart();
      unsubscribe();
      queue.cancel();
      observer?.disconnect();
    };
  }, [pathname, framework, data]);
}
