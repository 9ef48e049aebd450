// The site configuration answer: each venue's fixed facts from the spec, beside its editable settings.
import { describe, expect, it } from "vitest";
import { tenantBySlug } from "../tenants";
import { seedDocuments } from "../tenants/content";
import { siteConfigurationSchema, siteSettingsSchema } from "./cms";
import { composeSiteConfiguration } from "./site-configuration";

function settingsOf(site: string) {
  return siteSettingsSchema.parse(seedDocuments().find((d) => d.site === site && d.locale === "en" && d.key === "site-settings")?.body);
}

// booking-and-checkout §1, §6, §9: ids, location codes, currencies, decimals, zones, dial codes, loyalty.
const EXPECTED = {
  "ski-dubai": { site_id: 1, location: "ski_dubai", currency: "AED", decimalNumber: 2, timezone: "Asia/Dubai", containsShare: true, dial: "+971" },
  "snow-abu-dhabi": { site_id: 2, location: "snow_abu_dhabi", currency: "AED", decimalNumber: 2, timezone: "Asia/Dubai", containsShare: true, dial: "+971" },
  "snow-oman": { site_id: 3, location: "snow_oman", currency: "OMR", decimalNumber: 3, timezone: "Asia/Muscat", containsShare: false, dial: "+968" },
  "ski-egypt": { site_id: 4, location: "ski_egypt", currency: "EGP", decimalNumber: 2, timezone: "Africa/Cairo", containsShare: true, dial: "+20" },
} as const;

describe("composeSiteConfiguration", () => {
  for (const [slug, { dial, ...facts }] of Object.entries(EXPECTED)) {
    it(`${slug}: answers the venue's facts from the spec with its stored settings`, () => {
      const settings = settingsOf(slug);
      const config = composeSiteConfiguration(tenantBySlug(slug)!, settings);
      expect(siteConfigurationSchema.safeParse(config).success).toBe(true);
      expect(config).toMatchObject({ ...facts, code: slug, countryDetails: { dial_code: dial } });
      expect(config.title).toBe(settings.title);
      expect(config.enable_maintenance_page).toBe(settings.enable_maintenance_page);
    });
  }

  it("rejects settings with keys the schema does not know, so facts cannot be overridden from the CMS", () => {
    expect(siteSettingsSchema.safeParse({ ...settingsOf("snow-oman"), currency: "USD" }).success).toBe(false);
  });
});
