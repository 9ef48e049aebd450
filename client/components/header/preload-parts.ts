// Starts loading what the live-update box needs when a visitor reaches for it (a pointer over the strip's box or a focus
// on it): the header's parts from the CMS call (client/components/header/header-parts.ts).
import { useCallback } from "react";
import { useSite } from "../../layout/site-context";

/** A function that starts loading the header parts of the page's site and language (once; again after a failure). */
export function usePreloadHeaderParts(): () => void {
  const { tenant, locale } = useSite();
  return useCallback(() => {
    void import("./header-parts").then(({ loadHeaderParts }) => loadHeaderParts({ tenant, locale })).catch(() => {});
  }, [tenant, locale]);
}
