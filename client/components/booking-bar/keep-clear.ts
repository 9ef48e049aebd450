// What the sticky booking bar must never cover (the payment page's Pay button and its messages): while such a part
// reaches the band at the bottom of the screen where the bar sits, the bar steps aside, as it does for the footer.
import { type RefObject, useEffect } from "react";

const zones = new Set<Element>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Marks an element the booking bar must keep clear of, while it is on the page. */
export function useKeepClearOfBookingBar(ref: RefObject<Element | null>, active = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    zones.add(element);
    notify();
    return () => {
      zones.delete(element);
      notify();
    };
  }, [ref, active]);
}

/** The elements to keep clear of now. */
export function keepClearZones(): Element[] {
  return [...zones];
}

/** Calls back whenever an element to keep clear of comes or goes; returns the unsubscribe. */
export function onKeepClearChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The IntersectionObserver root margin that keeps only the band at the bottom of a viewport `viewportHeight` high
 * where a bar `barHeight` high sits: an element intersects it exactly when the bar would cover part of it.
 */
export function barBandRootMargin(viewportHeight: number, barHeight: number): string {
  const top = Math.max(0, Math.round(viewportHeight - barHeight));
  return `${top > 0 ? -top : 0}px 0px 0px 0px`;
}
