// Makes a page render in the browser only (accounts, booking steps, order pages): the server sends the layout and
// this loader's fallback, the browser runs the loader and renders the page. Re-export both from the page module.
import { LoaderDots } from "../components/Loader";
import { localeOfPath } from "../../shared/locale";
import { type MessageKey, useT } from "../i18n";
import { type PartName, type PartTexts, loadPartTexts } from "../i18n/texts";

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

/** The texts of a browser-rendered page's dictionary parts, in the language of its path (one chunk per part). */
export function textsOfPath(url: string, parts: readonly PartName[]): Promise<PartTexts> {
  return loadPartTexts(localeOfPath(new URL(url).pathname), parts);
}

/** A browser-rendered page's clientLoader that brings the texts of its dictionary parts (merged by the site layout). */
export function clientLoaderWithTexts(parts: readonly PartName[]) {
  async function clientLoader({ request }: { request: Request }): Promise<{ texts: PartTexts }> {
    return { texts: await textsOfPath(request.url, parts) };
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
