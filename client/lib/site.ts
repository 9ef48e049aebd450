// The current site, language and CMS chrome, as loaded by the site layout.
import { createContext, useContext } from "react";
import type { SiteLoaderData } from "../routes/site";

export const SiteContext = createContext<SiteLoaderData | null>(null);

export function useSite(): SiteLoaderData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite outside the site layout");
  return site;
}
