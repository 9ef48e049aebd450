// Makes a page render in the browser only (accounts, booking steps, order pages): the server sends the layout and
// this loader's fallback, the browser runs the loader and renders the page. Re-export both from the page module.
import { LoaderDots } from "../components/Loader";
import { useT } from "../i18n";

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const t = useT();
  return <LoaderDots label={t("common.loading")} />;
}
