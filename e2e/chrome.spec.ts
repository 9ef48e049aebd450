// The page chrome a visitor touches: the video modal, the newsletter form in both languages, Egypt's header.
import { expect, test } from "./support";

test("the video modal opens from the show-video-modal event, closes on Escape and on navigation", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai");
  const modal = page.getByTestId("video-modal");
  // The listener exists once the page has hydrated: send the event until the modal answers.
  const open = () =>
    expect(async () => {
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent("show-video-modal", { detail: { enabled: true, url: "about:blank" } })),
      );
      await expect(modal).toBeVisible({ timeout: 1000 });
    }).toPass();
  await open();
  await page.keyboard.press("Escape");
  await expect(modal).toHaveCount(0);

  // A route change in the app (here the browser's back button after a client navigation) closes it.
  await page.getByTestId("site-footer").locator('a[href="/en-ae/ski-dubai/faq"]').first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await open();
  await page.goBack();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai$/);
  await expect(modal).toHaveCount(0);
});

test("the newsletter form explains a bad address in Arabic and joins a good one", async ({ page }) => {
  await page.goto("/ar-om/snow-oman");
  const email = page.getByTestId("newsletter-email");
  await email.fill("not-an-address");
  await email.blur();
  await expect(page.getByTestId("newsletter-error")).toHaveText("يرجى إدخال بريد إلكتروني صحيح لنتمكن من التواصل معك.");
  await expect(page.getByTestId("newsletter-submit")).toBeDisabled();
  await email.fill(`guest-${Date.now()}@example.com`);
  await email.blur();
  await expect(page.getByTestId("newsletter-error")).toHaveCount(0);
  await page.getByTestId("newsletter-submit").click();
  await expect(page.getByRole("status").filter({ hasText: /./ }).first()).toBeVisible();
  await expect(page.getByTestId("newsletter-submit")).toBeDisabled();
});

test("an address typed and left before the footer's code arrives is still checked", async ({ page }) => {
  // The footer's code loads as it nears the screen; here it arrives late, after the visitor has left the field.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/Footer-*.js", async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto("/ar-om/snow-oman");
  const email = page.getByTestId("newsletter-email");
  await email.fill("not-an-address");
  await email.blur();
  release();
  await expect(page.getByTestId("newsletter-error")).toHaveText("يرجى إدخال بريد إلكتروني صحيح لنتمكن من التواصل معك.");
  await expect(email).toHaveValue("not-an-address");
});

test("Egypt's header has no cart panel and no sign-up, and signs in through its CMS link", async ({ page }) => {
  await page.goto("/en-eg/ski-egypt");
  await expect(page.getByTestId("cart-button")).toHaveCount(0);
  await expect(page.getByTestId("sign-up")).toHaveCount(0);
  const signIn = page.getByTestId("sign-in");
  // The CMS's link to the shop's own sign-in route, with the page to come back to.
  await expect(signIn).toHaveText("Sign in");
  await expect(signIn).toHaveAttribute("href", "/auth/sign-in?site=ski-egypt&lang=en&return=%2Fen-eg%2Fski-egypt");
  await page.goto("/en-ae/ski-dubai");
  await expect(page.getByTestId("cart-button")).toHaveCount(1);
});

test("the header's and footer's line icons are drawn in the text colour at their size, and stay drawn in forced colours", async ({ page }) => {
  const icons = async () =>
    page.locator("header .icon, footer .icon").evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().width > 0)
        .map((element) => {
          const style = getComputedStyle(element);
          const { width, height } = element.getBoundingClientRect();
          return { name: element.className, mask: style.maskImage || style.webkitMaskImage, paint: style.backgroundColor, text: style.color, width, height };
        }),
    );
  await page.goto("/en-ae/ski-dubai");
  const drawn = await icons();
  // Location, language, video, cart, sign-in, the menus' chevrons and the footer's five social networks.
  expect(drawn.length).toBeGreaterThanOrEqual(11);
  expect(drawn.filter((icon) => /^url\("[^"]*\/images\/social\//.test(icon.mask))).toHaveLength(5);
  for (const icon of drawn) {
    expect(icon.mask, icon.name).toMatch(/^url\("(data:image\/svg\+xml,|[^"]*\/images\/social\/[a-z]+\.svg")/);
    expect(icon.paint, icon.name).toBe(icon.text);
    expect(icon.width, icon.name).toBeGreaterThanOrEqual(14);
    expect(icon.height, icon.name).toBe(icon.width);
  }
  // In forced colours the page's backgrounds give way to the system's; the icons keep theirs, in its text colour.
  await page.emulateMedia({ forcedColors: "active" });
  const systemText = await page.evaluate(() => getComputedStyle(document.body).color);
  for (const icon of await icons()) expect(icon.paint, icon.name).toBe(systemText);
});

for (const { prefix, payLater } of [
  { prefix: "/en-ae/ski-dubai", payLater: ["Tabby", "Tamara"] },
  { prefix: "/ar-eg/ski-egypt", payLater: [] },
]) {
  test(`${prefix}: the footer's payment logos and app badges are drawn pictures with their names`, async ({ page }) => {
    if (prefix.startsWith("/ar")) await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(prefix);
    const footer = page.getByTestId("site-footer");
    await footer.scrollIntoViewIfNeeded();
    const pictures = footer.locator(".payment-logo img, [data-testid$='-link'] img");
    expect(await pictures.count()).toBeGreaterThanOrEqual(6);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute("alt", /\S/);
      // Loaded and drawn: a picture that failed (or never loaded) has no natural size.
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const names = await footer.locator(".payment-logo img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    for (const provider of ["Tabby", "Tamara"]) expect(names.includes(provider)).toBe(payLater.includes(provider));
    if (prefix.startsWith("/ar")) {
      await footer.locator(".payment-logo").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath("footer-logos-ar.png") });
    }
  });
}
