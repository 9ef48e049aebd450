// Makes a page render in the browser only (accounts, booking steps, order pages): the server sends the layout and
// this loader's fallback, the browser runs the loader and renders the page. Re-export both from the page module.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { LoaderDots } from "../components/Loader";
import { localeOfPath } from "../../shared/locale";
import { type MessageKey, useT } from "../i18n";
import { type PartName, type PartTexts, type TitleKey, loadPartTexts } from "../i18n/texts";

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

/**
 * The texts of a browser-rendered page's dictionary parts and of the route titles it renders, in the language of its
 * path (one chunk per part).
 */
export function textsOfPath(url: string, parts: readonly PartName[], titles: readonly TitleKey[] = []): Promise<PartTexts> {
  return loadPartTexts(localeOfPath(new URL(url).pathname), parts, titles);
}

/**
 * A browser-rendered page's `shouldRevalidate` when a form sent from the page changes nothing its loader reads (the
 * booking steps: what the loader said on arrival stays until the page is left). Export it as `shouldRevalidate`.
 */
export function keepLoaderDataAfterOwnForm({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}

/**
 * A browser-rendered page's clientLoader that brings the texts of its dictionary parts and of the route titles it
 * renders (merged by the site layout).
 */
export function clientLoaderWithTexts(parts: readonly PartName[], titles: readonly TitleKey[] = []) {
  async function clientLoader({ request }: { request: Request }): Promise<{ texts: PartTexts }> {
    return { texts: await textsOfPath(request.url, parts, titles) };
  }
  clientLoader.hydrate = true as const;
  return clientLoader;
}

/** The fallback shown until the browser renders the page, saying what it is doing (e.g. "Loading"). */
export function hydrateFallbackSaying(label: MessageKey) {
  return function HydrateFallback() {
    const t = useT();
    return <LoaderDots label={t(label)} />;
  };
}

export const HydrateFallback = hydrateFallbackSaying("common.loading");
