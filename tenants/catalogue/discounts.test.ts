// The discount and add-on seeds every site needs: each kind of promo code once (per-product codes naming a card the
// site sells), bank offers with BINs per region, and add-ons priced in the site's decimals in both languages.
import { describe, expect, it } from "vitest";
import { SITE_SLUGS } from "../../shared/tenant";
import { TENANTS } from "../index";
import { ADD_ON_SEEDS } from "./add-ons";
import { BANK_OFFER_BU_CODES } from "../../shared/contract/orders";
import { BANK_OFFER_SEEDS, PROMO_CODE_SEEDS } from "./discounts";
import { CATALOGUE_SEEDS } from "./index";

const decimalsOf = (n: number) => (String(n).split(".")[1] ?? "").length;

describe("promo code seeds", () => {
  it.each(SITE_SLUGS)("%s has a percentage, fixed, per-product, expired, used-up and festive code", (slug) => {
    const codes = PROMO_CODE_SEEDS[slug];
    const cardIds = new Set(CATALOGUE_SEEDS[slug].cards.map((c) => c.id));
    expect(codes.some((c) => c.kind === "percentage" && c.card_ids === null && !c.festive && c.max_uses === null)).toBe(true);
    expect(codes.some((c) => c.kind === "fixed")).toBe(true);
    const perProduct = codes.filter((c) => c.card_ids !== null);
    expect(perProduct.length).toBeGreaterThan(0);
    expect(perProduct.every((c) => c.card_ids!.every((id) => cardIds.has(id)))).toBe(true);
    expect(codes.some((c) => c.ends_on < "2025-01-01")).toBe(true);
    expect(codes.some((c) => c.max_uses !== null && c.used_count >= c.max_uses)).toBe(true);
    expect(codes.filter((c) => c.festive)).toHaveLength(1);
    expect(new Set(codes.map((c) => c.code.toUpperCase())).size).toBe(codes.length);
  });
});

describe("bank offer seeds", () => {
  it("give each business unit's region offer groups with six-digit BINs and unique ids", () => {
    for (const region of new Set(Object.values(BANK_OFFER_BU_CODES))) {
      const groups = BANK_OFFER_SEEDS[region];
      expect(groups.length).toBeGreaterThanOrEqual(2);
      expect(groups.every((g) => g.bins.length > 0 && g.bins.every((b) => /^\d{6}$/.test(b)))).toBe(true);
    }
    const ids = Object.values(BANK_OFFER_SEEDS).flat().map((g) => g.offerGroupId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("add-on seeds", () => {
  it.each(TENANTS.map((t) => [t.slug, t] as const))("%s sells 3-4 add-ons in its currency's decimals", (_slug, tenant) => {
    const addOns = ADD_ON_SEEDS[tenant.slug];
    expect(addOns.length).toBeGreaterThanOrEqual(3);
    expect(addOns.length).toBeLessThanOrEqual(4);
    for (const a of addOns) {
      expect(decimalsOf(a.price)).toBeLessThanOrEqual(tenant.decimals);
      expect(a.title.ar).toMatch(/[\u0600-\u06FF]/);
      expect(a.ak.startsWith(`${CATALOGUE_SEEDS[tenant.slug].calendars[0]!.event_ak.split(".")[0]}.ADDON.`)).toBe(true);
    }
  });
});
