// The member pages hydrate what the server rendered: a signed-in member opens each account page as a full page load,
// on every site in both languages, and the browser reports nothing (no console error, no uncaught error, nothing sent
// to /api/client-errors). The browser runs in a time zone far from the server's (UTC) and from the venues' own, so a
// time or date written in the machine's zone, or read from the clock while rendering, differs and is caught.
import type { Page } from "@playwright/test";
import { SITES, expect, hydrated, signIn, test } from "./support";

test.use({ timezoneId: "America/New_York" });

/** The account pages a member opens (below the site prefix); the points page only where the venue has SHARE. */
function memberPagesOf(containsShare: boolean): string[] {
  return [
    "accounts/dashboard",
    "accounts/transactions",
    "accounts/profile",
    "accounts/profile/personal-details",
    "accounts/payments",
    "accounts/profile/set-your-gear",
    "accounts/profile/waiver-form",
    "accounts/ski-school/ski-passport",
    "accounts/ski-school/snowboard-passport",
    ...(containsShare ? ["accounts/share"] : []),
  ];
}

/** Everything the page reports as going wrong, as it happens: console errors, uncaught errors, reports to the shop. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/client-errors") problems.push(`reported to the shop: ${request.postData() ?? ""}`);
  });
  return problems;
}

for (const site of SITES) {
  const member = site.locale === "en" ? "fatima.family@example.com" : "sara.share@example.com";
  test(`${site.prefix}: every member page hydrates its server render without an error (${member})`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems = problemsOf(page);
    await page.goto(site.prefix);
    await signIn(page, member);
    await hydrated(page);
    for (const path of memberPagesOf(site.tenant.containsShare)) {
      await test.step(path, async () => {
        const before = problems.length;
        await page.goto(`${site.prefix}/${path}`);
        await expect(page, "still a member page").toHaveURL(new RegExp(`${site.prefix}/accounts/`));
        await hydrated(page);
        await expect(page.locator("main h1, article h1").first()).toBeVisible();
        // Late reports (a boundary hydrated after the rest, the report's request) arrive before the page goes quiet.
        await page.waitForLoadState("networkidle");
        expect.soft(problems.slice(before), `${site.prefix}/${path}`).toEqual([]);
      });
    }
  });
}
