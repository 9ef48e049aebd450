// Code that hydrates only when its server-rendered part comes near the screen or is touched: the server HTML
// stays as it is until then (React leaves a suspended boundary dehydrated), keeping first-load JavaScript small.
import { type ComponentType, createElement, lazy, useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Resolves once the element comes within `margin` of the screen, gets a pointer or focus, or leaves the document
 * (React replaced the server HTML, so the code is needed now); at once on the server or without the element.
 */
export function whenNear(selector: string, margin = "300px"): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const done = () => {
      observer.disconnect();
      removal.disconnect();
      element.removeEventListener("pointerenter", done);
      element.removeEventListener("focusin", done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) done();
    }, { rootMargin: margin });
    const removal = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    observer.observe(element);
    removal.observe(document.body, { childList: true, subtree: true });
    element.addEventListener("pointerenter", done);
    element.addEventListener("focusin", done);
  });
}

/**
 * Text typed into a field before its code arrived is handed to the hydrated component as if typed (and, when the
 * field was left, left) now: React keeps
 * the typed text on screen while hydrating but its state starts from the server's empty value.
 */
export function replayTypedValues(container: Element): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.type === "checkbox" || field.type === "radio" || field.value === field.defaultValue) continue;
    const typed = field.value;
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    if (!nativeSetter) continue;
    // Through the element's own (tracked) setter React records the server value, then the typed text arrives as a change.
    field.value = field.defaultValue;
    nativeSetter.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    // A field already left is checked as if left now (fields validate on leaving, and that leave came too early).
    if (document.activeElement !== field) field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  }
}

/** The attribute of a link the browser must load as a whole page (the server renders something for it). */
export const FULL_LOAD_ATTRIBUTE = "data-full-load";

/** The link a plain left click (no modifier key, same tab, not a download) lands on, or null. */
function plainLinkClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return link;
}

/**
 * A plain left click on a link to this site, which the app should follow without reloading the page; not a link
 * marked for a full page load.
 */
export function inAppLink(event: MouseEvent): string | null {
  const link = plainLinkClick(event);
  if (!link || link.hasAttribute(FULL_LOAD_ATTRIBUTE)) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A plain left click on a link marked for a full page load: its part's own click handler may still set where it goes. */
export function fullLoadLink(event: MouseEvent): HTMLAnchorElement | null {
  const link = plainLinkClick(event);
  return link?.hasAttribute(FULL_LOAD_ATTRIBUTE) ? link : null;
}

/**
 * A component loaded (and hydrated) once the element `selector` names is near the screen. A link clicked before
 * then is held and followed inside the app once the code is there, so it never costs a full page load. A link marked
 * for a full page load is held too and clicked again once hydrated, so its own click handler runs (the footer's cookie
 * settings link takes the page's query at the click).
 */
export function lazyWhenNear<P extends object>(selector: string, load: () => Promise<{ default: ComponentType<P> }>) {
  let heldHref: string | null = null;
  let heldLink: HTMLAnchorElement | null = null;
  let release = () => {};
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    const element = typeof window === "undefined" ? null : document.querySelector(selector);
    if (element) {
      // On the window, ahead of React, which stops a click inside server HTML it cannot hydrate yet.
      const hold = (event: Event) => {
        if (!element.contains(event.target as Node)) return;
        const href = inAppLink(event as MouseEvent);
        const link = href ? null : fullLoadLink(event as MouseEvent);
        if (!href && !link) return;
        event.preventDefault();
        heldHref = href;
        heldLink = link;
      };
      window.addEventListener("click", hold, true);
      release = () => window.removeEventListener("click", hold, true);
    }
    await whenNear(selector);
    const { default: Component } = await load();
    function Hydrated(props: P) {
      const navigate = useNavigate();
      useEffect(() => {
        release();
        const container = document.querySelector(selector);
        if (container) replayTypedValues(container);
        if (heldHref) {
          const href = heldHref;
          heldHref = null;
          void navigate(href);
        }
        if (heldLink) {
          const link = heldLink;
          heldLink = null;
          // The same element (hydration keeps the server's), now with React's handler: the browser loads where it goes.
          if (link.isConnected) link.click();
        }
      }, [navigate]);
      return createElement(Component, props);
    }
    return { default: Hydrated };
  });
}
