// The site configuration answer: the venue's fixed facts (from its tenant module) merged with its editable settings.
import type { SiteConfiguration, SiteSettings } from "./cms";
import type { Tenant } from "./tenant";

export function composeSiteConfiguration(tenant: Tenant, settings: SiteSettings): SiteConfiguration {
  return {
    ...settings,
    site_id: tenant.siteId,
    location: tenant.locationCode,
    code: tenant.slug,
    currency: tenant.currency,
    decimalNumber: tenant.decimals,
    containsShare: tenant.containsShare,
    timezone: tenant.timeZone,
    countryDetails: { iso3: tenant.countryIso3, dial_code: tenant.dialCode, region_code: tenant.phoneRegion },
    client_name: tenant.identityClient,
  };
}

/** Maintenance is rechecked by an open page this often (booking-and-checkout §9). */
export const MAINTENANCE_POLL_MS = 5 * 60 * 1000;
