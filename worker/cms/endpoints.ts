// The CMS reads of content-and-account §7 served by this worker, each mapped to its stored document.
import { z } from "zod";
import {
  CMS_DOCUMENTS,
  type CmsDocumentKey,
  contentPageSchema,
  siteConfigurationSchema,
  siteSettingsSchema,
} from "../../shared/cms";
import { composeSiteConfiguration } from "../../shared/site-configuration";
import type { Tenant } from "../../shared/tenant";

export interface CmsEndpoint {
  /** Path below the per-site CMS path. */
  path: string;
  doc: CmsDocumentKey;
  /** Schema of the answer's Result. */
  result: z.ZodTypeAny;
  /** Builds the Result from the stored document; query holds the call's own parameters. */
  toResult?: (doc: unknown, tenant: Tenant, query: URLSearchParams) => unknown;
  /** Answers kept in KV for SITE_CONFIG_TTL_SECONDS, read by every page request and every open page's recheck. */
  cached?: boolean;
}

export const CMS_ENDPOINTS: readonly CmsEndpoint[] = [
  { path: "get-header", doc: "header", result: CMS_DOCUMENTS.header },
  { path: "api/Footer/GetFooter", doc: "footer", result: CMS_DOCUMENTS.footer },
  { path: "api/HomePage/GetAll", doc: "home", result: CMS_DOCUMENTS.home },
  {
    path: "api/SiteConfiguration/GetSiteConfiguration",
    doc: "site-settings",
    result: siteConfigurationSchema,
    toResult: (doc, tenant) => composeSiteConfiguration(tenant, siteSettingsSchema.parse(doc)),
    cached: true,
  },
  {
    path: "api/ErrorAndMaintenancePage/GetErrorAndMaintenancePage",
    doc: "error-and-maintenance",
    result: CMS_DOCUMENTS["error-and-maintenance"],
  },
  {
    path: "api/FAQ/GetFAQ",
    doc: "faq",
    result: CMS_DOCUMENTS.faq,
    // Optional Page parameter: only the entries added to that page.
    toResult: (doc, _tenant, query) => {
      const entries = CMS_DOCUMENTS.faq.parse(doc);
      const page = query.get("Page");
      return page ? entries.filter((e) => e.pageToAddTo.includes(page)) : entries;
    },
  },
  { path: "api/PrivacyPolicyAndTAndCs/GetPrivacyPolicyAndTAndCs", doc: "legal", result: CMS_DOCUMENTS.legal },
  { path: "api/Booking/GetBookingMessages", doc: "booking-messages", result: CMS_DOCUMENTS["booking-messages"] },
  { path: "api/Sitemap/GetSitemap", doc: "sitemap", result: CMS_DOCUMENTS.sitemap },
  {
    path: "api/ContentPage/GetContentPage",
    doc: "pages",
    result: contentPageSchema,
    // One page by its Name; absent pages answer Result 404 (handled by the router).
    toResult: (doc, _tenant, query) => CMS_DOCUMENTS.pages.parse(doc).find((p) => p.name === query.get("Name")) ?? null,
  },
];

export function endpointFor(path: string): CmsEndpoint | undefined {
  return CMS_ENDPOINTS.find((e) => e.path.toLowerCase() === path.toLowerCase());
}
