// The title of the route a page answers, as the document layer sent it (./page-texts.tsx): for a module that renders
// several routes and names their titles by `ROUTE_TITLE` in its handle.
import { useRouteLoaderData } from "react-router";
import type { TitleKey } from "../i18n/texts";
import type { PageTexts } from "./page-texts.server";

/** The title of the route the page answers; its handle declares `ROUTE_TITLE` (./handle.ts). */
export function useRouteTitleKey(): TitleKey {
  const key = useRouteLoaderData<PageTexts>("page")?.titleKey;
  if (!key) throw new Error("a page that shows its route's title declares ROUTE_TITLE in its handle's texts");
  return key;
}
