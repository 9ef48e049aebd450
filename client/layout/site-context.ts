// The current site, language and CMS chrome, as the site layout (client/routes/site.tsx) loads and provides them.
import { createContext, useContext } from "react";
import type { MaintenanceContent } from "../../shared/cms";
import type { HeaderView, SiteConfigView } from "../../shared/cms-views";
import type { SessionMember } from "../../shared/contract/member-schemas";
import type { Direction, Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { PartTexts } from "../i18n/texts";
import type { BookingBarData } from "../components/booking-bar/bar-data";

/** What the site layout loads for every page of a site and language. */
export interface SiteLoaderData {
  tenant: Tenant;
  locale: Locale;
  dir: Direction;
  prefix: string;
  /** The same site in the other language. */
  otherPrefix: string;
  /** The settings the browser reads (shared/cms-views.ts), not the whole configuration. */
  siteConfig: SiteConfigView | null;
  maintenance: MaintenanceContent | null;
  header: HeaderView | null;
  /** The interface texts of the chrome in the page's language; a page's own parts come with its loader data. */
  messages: PartTexts;
  /** The member signed in when the page was requested (from the session cookie), or null for a guest. */
  member: SessionMember | null;
  /** What the booking bar's steps offer (experiences, closed days, levels, ages); null without the CMS's filter data. */
  bookingBar: BookingBarData | null;
}

export const SiteContext = createContext<SiteLoaderData | null>(null);

export function useSite(): SiteLoaderData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite outside the site layout");
  return site;
}
