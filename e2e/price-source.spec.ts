// One price source: on every site and language, the home page's card and the header's menu card of a pass show the
// price its listing on explore shows, which is what the product sells from.
import { expect, SITES, test } from "./support";

const PASS = "snow-park";

for (const { prefix } of SITES) {
  test(`${prefix}: the pass costs the same on the home page, in the menu and on explore`, async ({ page }) => {
    await page.goto(`${prefix}/passes-packages/explore`);
    const listed = (await page.locator(`[data-testid="product-card"][data-card-name="${PASS}"]`).getByTestId("product-price-amount").innerText()).trim();
    expect(listed).toMatch(/\d/);

    await page.goto(prefix);
    const homeCard = page.getByTestId("home-card").filter({ has: page.locator(`a[href$="/passes-packages/${PASS}"]`) });
    await expect(homeCard).toHaveCount(1);
    await expect(homeCard.getByTestId("price")).toHaveText(listed);

    // The menu's card of the pass (the menus come with the page; a closed menu's text is read as it stands).
    const menuCards = page.locator(`[data-testid^="event-card-"][href$="/passes-packages/${PASS}"], [data-testid^="event-card-"][href$="-${PASS}"]`);
    expect(await menuCards.count()).toBeGreaterThan(0);
    for (const text of await menuCards.allTextContents()) expect(text).toContain(listed);
  });
}
