// Scroll behaviour of the header: hides on scroll down, returns on scroll up, inverted after 60 px (content-and-account §2).
import { type RefObject, useCallback, useEffect, useState } from "react";
import { headerInverted } from "../../../shared/layout";
import type { LayoutFlags } from "../../../shared/layout-rules";

/** Small moves (trackpad jitter, elastic overscroll) neither hide nor show the header. */
const SCROLL_NOISE_PX = 6;

interface ScrollState {
  scrollY: number;
  hidden: boolean;
}

export function useHeaderScroll(route: LayoutFlags, header: RefObject<HTMLElement | null>, pinned: boolean) {
  const [state, setState] = useState<ScrollState>({ scrollY: 0, hidden: false });

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = (initial = false) => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - last;
      // The first reading always counts: the page may have been scrolled before it hydrated.
      if (!initial && Math.abs(delta) < SCROLL_NOISE_PX && y > 0) return;
      last = y;
      // At the top the header shows whatever its height, so its height is not asked (asking lays the page out at once).
      const height = y === 0 ? 0 : (header.current?.offsetHeight ?? 0);
      setState((previous) => {
        const hidden = y <= height ? false : delta > 0 ? true : delta < 0 ? false : previous.hidden;
        // Only the threshold matters for the look, so the header re-renders on crossings, not on every frame. The first
        // reading keeps a page scrolled before it hydrated; at the top it changes nothing, so nothing renders again.
        const crossed = headerInverted(route, y) !== headerInverted(route, previous.scrollY) || (initial && y !== previous.scrollY);
        if (hidden === previous.hidden && !crossed) return previous;
        return { scrollY: y, hidden };
      });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(() => update());
    };
    update(true);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [route, header]);

  /** Shows the header again, e.g. when keyboard focus moves into it while hidden. */
  const reveal = useCallback(() => setState((previous) => (previous.hidden ? { ...previous, hidden: false } : previous)), []);

  return { inverted: headerInverted(route, state.scrollY), hidden: state.hidden && !pinned, reveal };
}
