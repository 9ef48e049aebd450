// Switching venue from the header: the current one only closes the box, a cart asks first, otherwise a full load of the other venue.
import { useLayout } from "../../layout/layout-store";
import { useSite } from "../../layout/site-context";
import { useT } from "../../i18n";
import { HARD_REFRESH_STORAGE_KEY, LOCATION_REDIRECT_DELAY_MS } from "../../../shared/layout";
import { localizedHref } from "../../../shared/links";
import { useCartCount } from "./cart";


export interface Environment {
  id: number;
  title: string;
  url: string;
}

/** The site slug of an environment link ("/en-om/snow-oman" → "snow-oman"). */
export function environmentSlug(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/i, "").split(/[?#]/)[0] ?? "";
  return path.split("/").filter(Boolean).pop() ?? "";
}

export function useLocationSwitch() {
  const site = useSite();
  const t = useT();
  const cartCount = useCartCount(site.tenant.siteId);
  const askWarning = useLayout((s) => s.askWarning);
  const setLoading = useLayout((s) => s.setLoading);
  const environments: Environment[] = site.header?.global_header.environments ?? [];

  const isCurrent = (environment: Environment) => environmentSlug(environment.url) === site.tenant.slug;

  const go = (environment: Environment) => {
    // Cart, session timer and booking bar clear (and held places are released) before the full load resets the rest.
    const cleared = import("../cart/leave").then((m) => void m.clearBookingForLeaving(site), () => {});
    try {
      window.localStorage.setItem(HARD_REFRESH_STORAGE_KEY, "true");
    } catch {
      // Storage may be unavailable (private mode); the marker is only a hint.
    }
    setLoading(true);
    const href = localizedHref(site.prefix, environment.url);
    window.setTimeout(() => cleared.then(() => window.location.assign(href)), LOCATION_REDIRECT_DELAY_MS);
  };

  /** Returns true when a switch was started or asked for, false when the current venue was chosen. */
  const choose = (environment: Environment): boolean => {
    if (isCurrent(environment)) return false;
    if (cartCount > 0) {
      // The warning's texts are read now (the CMS's message, else the shop's own); offline, nothing changes.
      void import("../cart/leave")
        .then((leave) => leave.cartLossWarning("location", { tenant: site.tenant, locale: site.locale, t }))
        .then((texts) => askWarning({ ...texts, onConfirm: () => go(environment) }), () => {});
      return true;
    }
    go(environment);
    return true;
  };

  return { environments, isCurrent, choose };
}
