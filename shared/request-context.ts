// What the worker hands to React Router for each page request: site, language, configuration and content reads.
import { createContext } from "react-router";
import type {
  BookingMessages,
  ContentPage,
  ErrorPageContent,
  FaqContent,
  FooterContent,
  HeaderContent,
  HomeContent,
  LegalContent,
  MaintenanceContent,
  SiteConfiguration,
  SitemapContent,
} from "./cms";
import type { ResolvedLocation } from "./tenant";

/** The CMS reads a page may make for the request's site and language; null where the CMS has nothing. */
export interface ContentReader {
  header(): Promise<HeaderContent | null>;
  footer(): Promise<FooterContent | null>;
  home(): Promise<HomeContent | null>;
  errorAndMaintenance(): Promise<{ maintenance_page: MaintenanceContent; not_found_page: ErrorPageContent } | null>;
  faq(page?: string): Promise<FaqContent | null>;
  legal(): Promise<LegalContent | null>;
  sitemap(): Promise<SitemapContent | null>;
  bookingMessages(): Promise<BookingMessages | null>;
  contentPage(name: string): Promise<ContentPage | null>;
}

export interface ShopRequestContext {
  location: ResolvedLocation | null;
  siteConfig: SiteConfiguration | null;
  /** Nonce of this response's Content-Security-Policy, for the inline scripts of hydration. */
  nonce: string;
  content: ContentReader | null;
}

export const shopContext = createContext<ShopRequestContext>();
