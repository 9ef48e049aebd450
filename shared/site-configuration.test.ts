// The site configuration answer: the venue's fixed facts win over nothing and sit beside its editable settings.
import { describe, expect, it } from "vitest";
import { TENANTS } from "../tenants";
import { seedDocuments } from "../tenants/content";
import { siteConfigurationSchema, siteSettingsSchema } from "./cms";
import { composeSiteConfiguration } from "./site-configuration";

describe("composeSiteConfiguration", () => {
  for (const tenant of TENANTS) {
    it(`${tenant.slug}: carries the tenant facts and the stored settings`, () => {
      for (const locale of ["en", "ar"] as const) {
        const seed = seedDocuments().find((d) => d.site === tenant.slug && d.locale === locale && d.key === "site-settings");
        const settings = siteSettingsSchema.parse(seed?.body);
        const config = composeSiteConfiguration(tenant, settings);
        expect(siteConfigurationSchema.safeParse(config).success).toBe(true);
        expect(config).toMatchObject({
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
        });
      }
    });
  }

  it("rejects settings with keys the schema does not know, so facts cannot be overridden from the CMS", () => {
    const seed = seedDocuments().find((d) => d.site === "snow-oman" && d.locale === "en" && d.key === "site-settings");
    expect(siteSettingsSchema.safeParse({ ...(seed?.body as object), currency: "USD" }).success).toBe(false);
  });
});
