// Makes a page render in the browser only (accounts, booking steps, order pages): the server sends the layout and
// this loader's fallback, the browser runs the loader and renders the page. Re-export both from the page module; the
// page's texts come from its handle (./handle.ts).
import { LoaderDots } from "../components/Loader";
import { type MessageKey, useT } from "../i18n";

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

/** The fallback shown until the browser renders the page, saying what it is doing (e.g. "Loading"). */
export function hydrateFallbackSaying(label: MessageKey) {
  return function HydrateFallback() {
    const t = useT();
    return <LoaderDots label={t(label)} />;
  };
}

export const HydrateFallback = hydrateFallbackSaying("common.loading");
