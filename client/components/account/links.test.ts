// The account menu's and the dashboard's links: share only where the site has it (and, in the menu, the CMS shows it
// and the member is a share member).
import { describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar";
import { en } from "../../i18n/en";
import { dashboardLinks, menuLinks, menuShowsShare, privacyCenterHref } from "./links";

describe("account links", () => {
  it("the menu lists dashboard, personal details and bookings; share only for a share member where the site and the CMS show it", () => {
    expect(menuLinks({ containsShare: true, showShare: true, isShareMember: false }).map((l) => l.id)).toEqual(["dashboard", "personal-details", "transactions"]);
    expect(menuLinks({ containsShare: true, showShare: true, isShareMember: true }).map((l) => l.id)).toEqual(["dashboard", "personal-details", "transactions", "share"]);
    expect(menuShowsShare({ containsShare: false, showShare: true, isShareMember: true })).toBe(false);
    expect(menuShowsShare({ containsShare: true, showShare: false, isShareMember: true })).toBe(false);
    expect(menuShowsShare({ containsShare: true, showShare: null, isShareMember: true })).toBe(false);
  });

  it("the dashboard shows share only where the site has it", () => {
    expect(dashboardLinks(true).map((l) => l.id)).toContain("share");
    expect(dashboardLinks(false).map((l) => l.id)).not.toContain("share");
    expect(dashboardLinks(false).map((l) => l.path)).toEqual([
      "accounts/profile/personal-details",
      "accounts/profile",
      "accounts/transactions",
      "accounts/payments",
      "accounts/profile/set-your-gear",
      "accounts/profile/waiver-form",
      "accounts/ski-school",
      "accounts/profile/memberships",
      "accounts/alpine",
    ]);
  });

  it("the privacy center goes through the shop's own route with the page's language, never with a token", () => {
    expect(privacyCenterHref("en", "ski-dubai")).toBe("/auth/privacy-center?lang=en&site=ski-dubai");
    expect(privacyCenterHref("ar", "snow-oman")).toBe("/auth/privacy-center?lang=ar&site=snow-oman");
    expect(privacyCenterHref("ar", "snow-oman")).not.toMatch(/token/i);
  });

  it("names each area as its page's title does, in both languages (docs/glossary.md)", () => {
    const links = [...dashboardLinks(true), ...menuLinks({ containsShare: true, showShare: true, isShareMember: true })];
    for (const [name, dictionary] of [["en", en], ["ar", ar]] as const) {
      const texts = dictionary as Record<string, unknown>;
      const differ = links
        .map((link) => ({ path: link.path, label: texts[link.label], title: texts[`route.${link.path.replace(/\//g, ".")}`] }))
        .filter((link) => typeof link.title !== "string" || link.label !== link.title)
        .map((link) => `${name} ${link.path}: link "${String(link.label)}", title "${String(link.title)}"`);
      expect(differ).toEqual([]);
    }
  });
});
