// The member pages hydrate what the server rendered: a signed-in member opens each account page as a full page load,
// on every site in both languages, and the browser reports nothing (no console error, no uncaught error, nothing sent
// to /api/client-errors). The browser runs in a time zone far from the server's (UTC) and from the venues' own, so a
// time or date written in the machine's zone, or read from the clock while rendering, differs and is caught.
import type { Page } from "@playwright/test";
import { tenantBySlug } from "../tenants";
import { CARDS, OMAN_GUEST, addPassToCart, completeMemberDetails, payWithCard } from "./purchase";
import { SITES, expect, hydrated, signIn, test, venueDate } from "./support";

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

// A booking with a time slot on the member's pages: its day and time are written by the server and again by the
// browser, in both languages.
test("a member's booking with a time slot: the dashboard and the bookings hydrate cleanly in both languages", async ({ page }) => {
  test.setTimeout(180_000);
  const oman = tenantBySlug("snow-oman")!;
  const problems = problemsOf(page);
  await page.goto(oman.prefixes.en);
  await signIn(page, "omar.member@example.com");
  await addPassToCart(page, oman.prefixes.en, venueDate(oman.timeZone, 77), 1);
  await completeMemberDetails(page, OMAN_GUEST, { country: "ifEmpty" });
  await payWithCard(page, CARDS.approved);
  await page.waitForURL(/\/booking-confirmed\//);
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  for (const prefix of [oman.prefixes.en, oman.prefixes.ar]) {
    for (const path of ["accounts/dashboard", "accounts/transactions", `accounts/transactions?booking=${code}`]) {
      await test.step(`${prefix}/${path}`, async () => {
        const before = problems.length;
        await page.goto(`${prefix}/${path}`);
        await hydrated(page);
        await expect(page.getByText(code).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect.soft(problems.slice(before), `${prefix}/${path}`).toEqual([]);
      });
    }
  }
});

// The footer hydrates when it comes near the screen, reading its document in the browser then; on a short page (a new
// member's dashboard) that is at once. When that read fails, the footer the server rendered stays as it is.
test("the footer keeps what the server rendered when the browser cannot read its document", async ({ page }) => {
  const dubai = tenantBySlug("ski-dubai")!;
  const problems = problemsOf(page);
  await page.goto(dubai.prefixes.en);
  await signIn(page, "fatima.family@example.com");
  await page.route(/\/api\/cms\/[^/]+\/api\/Footer\/GetFooter/, (route) => route.abort());
  const before = problems.length;
  await page.goto(`${dubai.prefixes.en}/accounts/dashboard`);
  await hydrated(page);
  const footer = page.getByTestId("site-footer");
  await footer.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(footer.getByRole("link").first()).toBeVisible();
  // The aborted read itself is the one message expected.
  expect(problems.slice(before).filter((problem) => !problem.includes("Failed to load resource: net::ERR_FAILED"))).toEqual([]);
});
