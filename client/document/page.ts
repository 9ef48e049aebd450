// Helpers shared by the page modules: the shop context of a loader.
import { type RouterContextProvider, data } from "react-router";
import { type ShopRequestContext, shopContext } from "../../shared/request-context";
import type { CatalogueReader, ContentReader } from "../../shared/request-context";
import type { ResolvedLocation } from "../../shared/tenant";

/** The content reads of the request's site; a request outside the prefixes is a 404. */
export function contentOf(context: Readonly<RouterContextProvider>): { shop: ShopRequestContext; content: ContentReader } {
  const shop = context.get(shopContext);
  if (!shop.content) throw data(null, { status: 404 });
  return { shop, content: shop.content };
}

/** The provider's catalogue reads of the request's site, next to its content reads; without them a 404. */
export function catalogueOf(context: Readonly<RouterContextProvider>): {
  shop: ShopRequestContext;
  content: ContentReader;
  catalogue: CatalogueReader;
  location: ResolvedLocation;
} {
  const { shop, content } = contentOf(context);
  if (!shop.catalogue || !shop.location) throw data(null, { status: 404 });
  return { shop, content, catalogue: shop.catalogue, location: shop.location };
}

export function notFound(): never {
  throw data(null, { status: 404 });
}
