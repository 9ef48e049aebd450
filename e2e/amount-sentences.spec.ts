// A sentence that ends on an amount ends with one point. The Arabic currencies end with their own abbreviation point
// ("د.إ.", "ج.م."), which then ends the sentence too: never "… د.إ.." with a second full stop. English keeps its full
// stop after the amount. Seen on a member's SHARE page, whose estimate ends on what the points are worth.
import { formatAmount } from "../shared/format";
import { shareEstimate } from "../shared/booking/share-estimate";
import { expect, signIn, test } from "./support";

const SITES = [
  { prefix: { en: "/en-ae/ski-dubai", ar: "/ar-ae/ski-dubai" }, currency: "AED" },
  { prefix: { en: "/en-eg/ski-egypt", ar: "/ar-eg/ski-egypt" }, currency: "EGP" },
] as const;

/** The text as a reader sees its characters: without the invisible direction marks around an Arabic amount. */
const visible = (text: string | null) => (text ?? "").replace(/[\u200E\u200F\u2066-\u2069]/g, "").trim();

for (const site of SITES) {
  for (const locale of ["en", "ar"] as const) {
    test(`the SHARE estimate ends on its amount with one point (${site.currency}, ${locale})`, async ({ page }) => {
      const prefix = site.prefix[locale];
      await page.goto(prefix);
      await signIn(page, "omar.member@example.com");
      await page.goto(`${prefix}/accounts/share`);
      const estimate = page.getByTestId("share-estimate");
      await expect(estimate).toBeVisible();
      const reward = formatAmount(shareEstimate(100, 2).reward, site.currency, 2, locale);
      const text = visible(await estimate.textContent());
      expect(text.endsWith(locale === "en" ? `${visible(reward)}.` : visible(reward))).toBe(true);
      expect(text).toMatch(/[^.]\.$/);
    });
  }
}
