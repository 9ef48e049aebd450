// One price source: on every site and language, the home page's card and the header's menu card of a pass show the
// price its listing on explore shows, which is what the product sells from.
import { amountOf } from "./purchase";
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

// A card that opens a listing page shows the lowest price that page lists ("Ski lessons from …"), not the CMS's number.
const LISTINGS = ["ski-lessons", "snowboard-lessons", "ski-academy", "ice-rink", "memberships"] as const;

for (const { prefix } of SITES) {
  test(`${prefix}: a home card that opens a listing shows the lowest price the listing shows`, async ({ page }) => {
    await page.goto(prefix);
    const opened = new Map<string, string[]>();
    for (const card of await page.getByTestId("home-card").all()) {
      const href = await card.locator("a").last().getAttribute("href");
      const listing = LISTINGS.find((name) => href === `${prefix}/${name}`);
      if (listing) opened.set(listing, [...(opened.get(listing) ?? []), (await card.getByTestId("price").innerText()).trim()]);
    }
    // Every site's home page opens its lessons and memberships from a card.
    expect([...opened.keys()]).toEqual(expect.arrayContaining(["ski-lessons", "memberships"]));
    for (const [listing, shown] of opened) {
      await page.goto(`${prefix}/${listing}`);
      const listed = (await page.getByTestId("product-price-amount").allInnerTexts()).map((text) => text.trim());
      expect(listed.length, listing).toBeGreaterThan(0);
      const lowest = listed.reduce((low, text) => (amountOf(text) < amountOf(low) ? text : low));
      for (const text of shown) expect(text, listing).toBe(lowest);
    }
  });
}
