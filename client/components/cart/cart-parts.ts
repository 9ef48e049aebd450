// The cart's parts that load only once a cart has lines, each with its texts: the session's timer and leave guard, the
// header's cart panel, and the question about another venue's cart. One place, so a page one tap away from a first
// line (the product page) can load them while the visitor reads.
import { lazyWithTexts } from "../../i18n/lazy-with-texts";
import type { Locale } from "../../../shared/locale";

export const CartSession = lazyWithTexts(["order", "notices"], () => import("./CartSession"));
export const ForeignCart = lazyWithTexts(["order"], () => import("./ForeignCart"));
export const CartPanel = lazyWithTexts(["order"], () => import("./CartPanel"));

/** Starts loading the parts a cart with lines shows at once (its session and the header's panel). */
export function preloadCartParts(locale: Locale): void {
  CartSession.preload(locale);
  CartPanel.preload(locale);
}
