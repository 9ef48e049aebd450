// The lesson booking bar's age on a phone (412 × 823): the chosen age ("بالغ (14+)", "Adult (14+)") is shown whole,
// wrapping rather than cut off, and its age range is isolated left to right so its brackets and "+" keep their order
// in Arabic, in the bar's step and among the age choices.
import { type Locator } from "@playwright/test";
import { tenantBySlug } from "../tenants";
import { expect, hydrated, test } from "./support";

/** True when the element shows all of its text: nothing hidden by an ellipsis or clipped. */
const shownWhole = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

for (const slug of ["ski-dubai", "snow-oman"] as const) {
  for (const locale of ["en", "ar"] as const) {
    test(`the lesson bar's age shows whole with its range isolated on a phone (${slug}, ${locale})`, async ({ page }) => {
      const tenant = tenantBySlug(slug)!;
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(`${tenant.prefixes[locale]}/ski-lessons?level=3&lesson=0&age=1`);
      await hydrated(page);
      const value = page.getByTestId("booking-bar-step-age").getByTestId("bar-step-value");
      await expect(value).toContainText(locale === "ar" ? "بالغ" : "Adult");
      const range = value.locator('bdi[dir="ltr"]');
      await expect(range).toHaveText("(14+)");
      expect(await shownWhole(value)).toBe(true);
      // Among the choices, each range is isolated too.
      const choice = page.locator('li[data-age-for~="ski"] input[name="age"][value="1"]').locator("xpath=..");
      await expect(choice.locator('bdi[dir="ltr"]')).toHaveText("(14+)");
      if (locale === "ar") await page.screenshot({ path: test.info().outputPath(`age-label-${slug}-ar.png`) });
    });
  }
}
