// Each of the eight locale-site prefixes renders its venue's home page in its language and direction.
import { formatAmount } from "../shared/format";
import { expect, hydrated, SITES, test } from "./support";

for (const { tenant, locale, prefix, dir } of SITES) {
  test(`home ${prefix} renders in ${locale} (${dir}) with the venue's name and currency`, async ({ page }) => {
    const response = await page.goto(prefix);
    expect(response?.status()).toBe(200);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", locale);
    await expect(html).toHaveAttribute("dir", dir);
    await expect(html).toHaveAttribute("data-site", tenant.slug);
    await expect(page.getByTestId("site-name")).toHaveText(tenant.name[locale]);
    await expect(page.locator("h1")).toBeVisible();
    // Prices are shown in the venue's currency with its decimals, formatted for the page language.
    const firstPrice = page.getByTestId("price").first();
    const sample = formatAmount(0, tenant.currency, tenant.decimals, locale).replace(/0\.0+/, "").replace(/[\s\u200f\u00a0]/g, "");
    await expect(firstPrice).toContainText(sample);
    const decimals = (await firstPrice.innerText()).match(/\d+\.(\d+)/)?.[1]?.length;
    expect(decimals).toBe(tenant.decimals);
    // Canonical and the alternate of the other language of the same site.
    const other = tenant.prefixes[locale === "en" ? "ar" : "en"];
    await expect(page.locator(`link[rel=alternate][href$="${other}"]`)).toHaveCount(1);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`${prefix}$`));
  });
}

test("the root sends a visitor to the default site and remembers the choice", async ({ page, context }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai$/);
  await page.goto("/ar-om/snow-oman");
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar-om\/snow-oman$/);
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(decodeURIComponent(cookie?.value ?? "")).toBe("ar-om/snow-oman");
  // Only the worker reads it; the loopback host is a secure context, so the Secure cookie is kept over http here.
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("i18n_redirected");
});

test("the hydrated page keeps the server's lang, dir and site attributes", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/ar-eg/ski-egypt");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test("the home page's sections hydrate with the page: their links are followed in the app, and render again after an in-app navigation", async ({ page, request }) => {
  const html = await (await request.get("/en-ae/ski-dubai")).text();
  const cards = (html.match(/data-testid="home-card"/g) ?? []).length;
  expect(cards).toBeGreaterThan(0);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/en-ae/ski-dubai");
  await hydrated(page);
  const firstCard = page.getByTestId("home-card").first();

  // A card's link is followed inside the app (the page is not loaded again), and back home the cards render from data.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const link = firstCard.getByRole("link");
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(href!);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page.getByTestId("home-card")).toHaveCount(cards);
  await page.goto("/en-ae/ski-dubai/faq");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByTestId("header-logo").click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai$/);
  await expect(page.getByTestId("home-card")).toHaveCount(cards);
  expect(await page.getByTestId("price").count()).toBe((html.match(/data-testid="price"/g) ?? []).length);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
});

test("static files carry security headers and hashed assets are cached for a year", async ({ request, page }) => {
  const icon = await request.get("/favicon.svg");
  expect(icon.headers()["x-content-type-options"]).toBe("nosniff");
  await page.goto("/en-ae/ski-dubai");
  await hydrated(page);
  const script = await page.locator('link[rel=modulepreload]').first().getAttribute("href");
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  const html = await request.get("/en-ae/ski-dubai");
  expect(html.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
});
