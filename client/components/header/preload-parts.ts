// Starts loading what a header panel needs when a visitor reaches for one (a pointer over the bar or the strip, a
// focus inside them, the mobile menu opening): the header's parts from the CMS call and the panels' code. The pages'
// first load carries neither (client/components/header/header-parts.ts).
import { useCallback } from "react";
import type { Locale } from "../../../shared/locale";
import { loadPartTexts } from "../../i18n/texts";
import { useSite } from "../../lib/site-context";

/** The code of a menu's panel and of the tab menu (the widest panel), with their texts, ahead of the first open. */
export const preloadMenuPanel = (locale: Locale) => {
  void Promise.all([import("./MenuPanel"), loadPartTexts(locale, ["notices"])]).catch(() => {});
  void Promise.all([import("./TabMenu"), loadPartTexts(locale, ["notices"])]).catch(() => {});
};

/** A function that starts loading the header parts of the page's site and language (once; again after a failure). */
export function usePreloadHeaderParts(): () => void {
  const { tenant, locale } = useSite();
  return useCallback(() => {
    void import("./header-parts").then(({ loadHeaderParts }) => loadHeaderParts({ tenant, locale })).catch(() => {});
  }, [tenant, locale]);
}
