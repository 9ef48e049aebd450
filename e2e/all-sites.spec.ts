// A guest buys a pass on every site in both languages: the cart, the guest form, the sandbox card page and the
// confirmed booking with its QR tickets, in the site's currency and direction.
import { CARDS, EGYPT_GUEST, OMAN_GUEST, UAE_GUEST, addPassToCart, fillGuestAndContinue, payWithCard } from "./purchase";
import { SITES, expect, test, venueDate } from "./support";

test.describe.configure({ timeout: 120_000 });

const GUESTS = { ae: UAE_GUEST, om: OMAN_GUEST, eg: EGYPT_GUEST } as const;

for (const [index, site] of SITES.entries()) {
  test(`a guest buys a pass on ${site.prefix}`, async ({ page }) => {
    await addPassToCart(page, site.prefix, venueDate(site.tenant.timeZone, 44 + index), 2, 1, site.tenant.features.cartPanel);
    await expect(page.locator("html")).toHaveAttribute("dir", site.dir);
    await fillGuestAndContinue(page, GUESTS[site.tenant.region]);
    await payWithCard(page, CARDS.approved);
    await page.waitForURL(/\/booking-confirmed\//);
    await expect(page.getByTestId("reservation-code")).toHaveText(new RegExp(`^\\s*${site.tenant.reservationPrefix}-[A-Z0-9]{10}\\s*$`));
    await expect(page.getByTestId("order-ticket")).toHaveCount(2);
    await expect(page.getByTestId("order-totals")).toContainText(site.locale === "ar" ? /[\u0600-\u06FF]/ : site.tenant.currency);
    await page.screenshot({ path: `screenshots/e2e-all-sites-${site.prefix.replaceAll("/", "-").slice(1)}-confirmed.png`, fullPage: true });
  });
}
