// The idle prefetch's queue (client/lib/browser-rules.ts): paths of links that came into view, each turned into its
// route's code files, and the files prefetched a few at a time. One idle callback does at most PREFETCH_SLICE_MS of
// it (less when the browser's idle period is shorter) and asks for the next: the checkout route alone is some 25
// files, about 10-17 ms on a fast machine in one go, which a phone four times slower spends as one long task while
// the page is still loading (docs/decisions/031).
// A path whose route the browser does not know yet (React Router discovers routes from the server as their links
// appear: until then a path matches only the not-found route) waits, and is matched again when the routes change.
import { whenIdle } from "./idle";

/** The most one idle callback spends on the queue: at most 16 ms on a phone four times slower than a laptop. */
export const PREFETCH_SLICE_MS = 4;

export interface PrefetchQueueParts {
  /** The code files of the route `pathname` opens, or null while its route is not known yet. */
  filesOf: (pathname: string) => readonly string[] | null;
  /** Fetches one file ahead of a click. */
  prefetch: (file: string) => void;
  /** Whether prefetching is still allowed (the connection may change while the queue waits). */
  allowed: () => boolean;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Runs the next slice later: the browser's idle callback by default. Returns the cancel. */
  later?: (slice: (deadline?: IdleDeadline) => void) => () => void;
}

export interface PrefetchQueue {
  /** Queues a path (once: a path queued before is ignored). */
  add: (pathname: string) => void;
  /** Matches the waiting paths again (the known routes changed). */
  retry: () => void;
  /** Drops everything queued and the slice asked for. */
  cancel: () => void;
}

export function createPrefetchQueue({ filesOf, prefetch, allowed, now = () => performance.now(), later = (slice) => whenIdle(slice) }: PrefetchQueueParts): PrefetchQueue {
  const paths: string[] = [];
  const files: string[] = [];
  const waiting: string[] = [];
  const queued = new Set<string>();
  let cancelNext: (() => void) | null = null;
  const clear = () => {
    paths.length = 0;
    files.length = 0;
    waiting.length = 0;
  };
  const next = () => {
    cancelNext ??= later(slice);
  };
  const slice = (deadline?: IdleDeadline) => {
    cancelNext = null;
    if (!allowed()) return clear();
    const end = now() + Math.min(PREFETCH_SLICE_MS, deadline ? deadline.timeRemaining() : PREFETCH_SLICE_MS);
    // One step at least, however short the idle period: a file prefetched, or a path turned into its files.
    do {
      const file = files.shift();
      if (file !== undefined) prefetch(file);
      else {
        const pathname = paths.shift();
        if (pathname === undefined) break;
        const found = filesOf(pathname);
        if (found) files.push(...found);
        else waiting.push(pathname);
      }
    } while (now() < end);
    if (paths.length > 0 || files.length > 0) next();
  };
  return {
    add(pathname) {
      if (queued.has(pathname)) return;
      queued.add(pathname);
      paths.push(pathname);
      next();
    },
    retry() {
      if (waiting.length === 0) return;
      paths.push(...waiting.splice(0));
      next();
    },
    cancel() {
      cancelNext?.();
      cancelNext = null;
      clear();
    },
  };
}
