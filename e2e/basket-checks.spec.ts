// How often the booking steps check the basket: once per change the visitor makes, whichever steps the change passes
// through (buy-tickets, a time slot, add-ons, the cart page). Each check holds places at the provider and costs the
// visitor a round trip, so a second check of a basket just held as it is, is a wait for nothing.
import type { Page } from "@playwright/test";
import { tenantBySlug } from "../tenants";
import { OMAN_GUEST, UAE_GUEST, addPassToCart, cartCount, fillGuestForm } from "./purchase";
import { expect, hydrated, test, venueDate } from "./support";

const dubai = tenantBySlug("ski-dubai")!;
const oman = tenantBySlug("snow-oman")!;

/** Every basket check the page sends, by the step it was sent from (its Referer), counted from `mark()`. */
function basketChecksOf(page: Page) {
  const from: string[] = [];
  let start = 0;
  page.on("request", (request) => {
    if (request.url().includes("/order/check-basket")) from.push(new URL(request.headers()["referer"] ?? "http://unknown/").pathname);
  });
  return {
    mark: () => void (start = from.length),
    since: () => from.slice(start),
  };
}

/** Waits until the cart page shows the line and nothing is left in flight, so a late check would be counted. */
async function onCartPage(page: Page) {
  await page.waitForURL(/\/booking\/personal-details/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("guest-submit")).toBeEnabled();
  await page.waitForLoadState("networkidle");
}

for (const { prefix, timeZone, days } of [
  { prefix: dubai.prefixes.en, timeZone: dubai.timeZone, days: 70 },
  { prefix: oman.prefixes.ar, timeZone: oman.timeZone, days: 71 },
]) {
  test(`${prefix}: one basket check for "Buy tickets" on the way to the cart, and one for an add-on added`, async ({ page }) => {
    const checks = basketChecksOf(page);
    await page.goto(`${prefix}/passes-packages/snow-park?date=${venueDate(timeZone, days)}&adult=1&junior=0&child=0&infant=0`);
    await hydrated(page);

    await test.step("Buy tickets (and its time slot), then Continue on add-ons without changing anything", async () => {
      checks.mark();
      await page.getByTestId("buy-tickets").click();
      await page.waitForURL(/\/booking\/(add-ons|add-activity)/);
      await expect(cartCount(page)).toHaveText("1");
      if (page.url().includes("/add-activity")) {
        await page.getByTestId("activity-slot").first().check();
        await page.getByTestId("activity-continue").click();
        await page.waitForURL(/\/booking\/add-ons/);
      }
      await expect(page.getByTestId("add-on").first()).toBeVisible();
      await page.getByTestId("add-ons-continue").click();
      await onCartPage(page);
      expect.soft(checks.since(), "one line added: basket checks sent from").toHaveLength(1);
    });

    await test.step("back on add-ons, one add-on more, then Continue", async () => {
      await page.goBack();
      await page.waitForURL(/\/booking\/add-ons/);
      await expect(page.getByTestId("add-on").first()).toBeVisible();
      checks.mark();
      await page.getByTestId("add-on").first().getByRole("button").last().click();
      await expect(page.getByTestId("add-on-count").first()).toHaveValue("1");
      await page.getByTestId("add-ons-continue").click();
      await onCartPage(page);
      expect.soft(checks.since(), "one add-on added: basket checks sent from").toHaveLength(1);
    });

    await test.step("the cart page opened anew checks the stored cart once", async () => {
      checks.mark();
      await page.reload();
      await onCartPage(page);
      expect.soft(checks.since(), "the cart page loaded: basket checks sent from").toEqual([new URL(page.url()).pathname]);
    });
  });
}

/** Holds the basket checks the page sends from `hold()` until `open()`; counts them, and the guest tokens asked for. */
async function holdChecks(page: Page) {
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  const sent = { checks: 0, tokens: 0 };
  page.on("request", (request) => {
    if (request.url().includes("/generate-token")) sent.tokens++;
  });
  await page.route("**/order/check-basket*", async (route) => {
    sent.checks++;
    await gate;
    await route.continue();
  });
  return {
    sent,
    hold: () => void (gate = new Promise<void>((resolve) => (release = resolve))),
    open: () => release(),
  };
}

// A busy shop answers the cart's check slowly (decision 060): the cart page shows the stored cart meanwhile, says its
// totals are being checked, and whatever the visitor does waits for that check, so one check of the cart runs at a time.
for (const { prefix, timeZone, guest, checking, checked } of [
  {
    prefix: dubai.prefixes.en,
    timeZone: dubai.timeZone,
    guest: UAE_GUEST,
    checking: "Checking your cart's places and prices…",
    checked: "Places and prices checked.",
  },
  {
    prefix: oman.prefixes.ar,
    timeZone: oman.timeZone,
    guest: OMAN_GUEST,
    checking: "جارٍ التحقق من الأماكن والأسعار في سلتك…",
    checked: "تم التحقق من الأماكن والأسعار.",
  },
]) {
  test(`${prefix}: the cart shows the stored cart while its check is slow, and Continue waits for the check`, async ({ page }) => {
    await addPassToCart(page, prefix, venueDate(timeZone, 196), 2);
    const checks = await holdChecks(page);
    const totals = page.getByTestId("cart-totals");

    await test.step("opened anew with its check held: the lines, the form and the totals marked as being checked", async () => {
      checks.hold();
      await page.reload();
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(page.locator("#guest-title")).toBeVisible();
      await expect(totals).toHaveAttribute("aria-busy", "true");
      await expect(totals.getByRole("status")).toHaveText(checking);
      expect(checks.sent.checks, "the arrival's check, still unanswered").toBe(1);
    });

    await test.step("the check answers: the totals are the check's, and say so", async () => {
      checks.open();
      await expect(totals.getByRole("status")).toHaveText(checked);
      await expect(totals).toHaveAttribute("aria-busy", "false");
    });

    await test.step("Continue while the check is unanswered: nothing more is sent until it answers", async () => {
      checks.hold();
      await page.reload();
      await expect(totals.getByRole("status")).toHaveText(checking);
      await fillGuestForm(page, guest);
      await page.locator("#guest-terms").check();
      await page.getByTestId("guest-submit").click();
      await expect(page.getByTestId("guest-submit")).toBeDisabled();
      await page.waitForTimeout(500);
      expect(checks.sent, "requests sent while the arrival's check is unanswered").toEqual({ checks: 2, tokens: 0 });
      await expect(page).toHaveURL(/\/booking\/personal-details/);
    });

    await test.step("then the check answers: the guest's token and the hold of Continue follow, and the payment page", async () => {
      checks.open();
      await page.waitForURL(/\/payment(\?|$)/);
      expect(checks.sent, "the arrival's check, then the token and the hold of Continue").toEqual({ checks: 3, tokens: 1 });
    });
  });
}

// "Buy tickets" goes on to the next step at once while its places are held (decision 061): the step says so, the
// visitor can choose meanwhile, and Continue waits for the hold, so the hold and the step's own check never overlap.
// Snow Oman's Snow Park has time slots: a slot chosen on the product page is held at the tap, and the time-slot step
// follows; Ski Dubai's and Snow Abu Dhabi's go on to add-ons.
const abuDhabi = tenantBySlug("snow-abu-dhabi")!;
/** The header's booking session: what it says is held, and until when. */
const countdown = (page: Page) => page.getByTestId("session-strip").getByTestId("session-countdown");
const HOLD_TEXTS = {
  en: { holding: "Holding your places…", held: "Your places are held.", back: "Back to the product", retry: "Try again", heldUntil: "Your booking is held until" },
  ar: { holding: "جارٍ حجز أماكنك…", held: "أماكنك محجوزة.", back: "العودة إلى المنتج", retry: "حاول مرة أخرى", heldUntil: "حجزك محفوظ حتى" },
};
for (const { prefix, timeZone, days, texts, slot } of [
  { prefix: dubai.prefixes.en, timeZone: dubai.timeZone, days: 185, texts: HOLD_TEXTS.en, slot: false },
  { prefix: abuDhabi.prefixes.ar, timeZone: abuDhabi.timeZone, days: 186, texts: HOLD_TEXTS.ar, slot: false },
  { prefix: oman.prefixes.ar, timeZone: oman.timeZone, days: 187, texts: HOLD_TEXTS.ar, slot: true },
]) {
  /** The product page with the date and one adult, its first open time slot chosen when it has slots. */
  async function productPage(page: Page) {
    await page.goto(`${prefix}/passes-packages/snow-park?date=${venueDate(timeZone, days)}&adult=1&junior=0&child=0&infant=0`);
    await hydrated(page);
    if (slot) {
      await page.locator('[data-testid="time-slot"][href]').first().click();
      await expect(page).toHaveURL(/performance=/);
      await expect(page.getByTestId("buy-tickets")).toHaveAttribute("href", /performance=/);
    }
  }
  const nextStep = slot ? /\/booking\/add-activity/ : /\/booking\/add-ons/;

  test(`${prefix}: "Buy tickets" shows the next step while the places are held, and its Continue waits for the hold`, async ({ page }) => {
    await productPage(page);
    const checks = await holdChecks(page);
    const status = page.getByTestId("hold-status");

    await test.step("the hold unanswered: the next step, its choices, and a line saying the places are being held", async () => {
      checks.hold();
      await page.getByTestId("buy-tickets").click();
      await page.waitForURL(nextStep);
      await expect(status).toHaveText(texts.holding);
      await expect(status).toHaveAttribute("data-holding", "");
      await expect(cartCount(page)).toHaveText("1");
      // The header's booking session says the same: nothing is held yet, so it does not say until when.
      await expect(countdown(page)).toHaveText(texts.holding);
      const go = page.getByTestId(slot ? "activity-continue" : "add-ons-continue");
      if (slot) {
        await expect(page.getByTestId("activity-slot").locator("input:checked")).toHaveCount(1);
      } else {
        await page.getByTestId("add-on").first().getByRole("button").last().click();
        await expect(page.getByTestId("add-on-count").first()).toHaveValue("1");
      }
      await go.click();
      await expect(go).toBeDisabled();
      await page.waitForTimeout(500);
      expect(checks.sent.checks, "basket checks sent while the hold is unanswered").toBe(1);
      await expect(page).toHaveURL(nextStep);
    });

    await test.step("the hold answers: Continue's own check follows, and the next step", async () => {
      checks.open();
      await page.waitForURL(slot ? /\/booking\/add-ons/ : /\/booking\/personal-details/);
      expect(checks.sent.checks, "the hold, then Continue's check of the line").toBe(2);
      await expect(countdown(page)).toContainText(texts.heldUntil);
    });
  });

  test(`${prefix}: a hold that could not be made says so on the next step, takes the line out, and tries again`, async ({ page }) => {
    await productPage(page);
    let cut = () => {};
    const cutting = new Promise<void>((resolve) => (cut = resolve));
    await page.route("**/order/check-basket*", async (route) => {
      await cutting;
      await route.abort("connectionreset");
    });
    await page.getByTestId("buy-tickets").click();
    await page.waitForURL(nextStep);
    // Continue tapped while the hold is unanswered: it waits, then says why nothing was held.
    const go = page.getByTestId(slot ? "activity-continue" : "add-ons-continue");
    await go.click();
    await expect(go).toBeDisabled();
    await expect(countdown(page)).toHaveText(texts.holding);
    cut();
    const refused = page.getByTestId("hold-refused");
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(nextStep);
    await page.waitForTimeout(500);
    await expect(refused).toBeVisible();
    await expect(refused.getByRole("link", { name: texts.back })).toHaveAttribute("href", /\/passes-packages\/snow-park\?date=/);
    await expect(cartCount(page)).toHaveCount(0);
    await expect(page.getByTestId("hold-status")).toHaveCount(0);
    await expect(countdown(page), "no booking session once the only line is out").toHaveCount(0);

    await page.unroute("**/order/check-basket*");
    await page.getByTestId("hold-retry").filter({ hasText: texts.retry }).click();
    await expect(page.getByTestId("hold-status")).toHaveText(texts.held);
    await expect(cartCount(page)).toHaveText("1");
    await expect(refused).toHaveCount(0);
  });

  test(`${prefix}: a line another tab removes while its places are being held stays out, and its places are given back`, async ({ page, context }) => {
    await productPage(page);
    const checks = await holdChecks(page);
    checks.hold();
    const heldCart = page.waitForResponse((response) => response.url().includes("/order/check-basket")).then(async (r) => ((await r.json()) as { cartId?: string }).cartId);
    await page.getByTestId("buy-tickets").click();
    await page.waitForURL(nextStep);
    await expect(page.getByTestId("hold-status")).toHaveText(texts.holding);

    // The same visitor's other tab, which knows nothing of the hold under way, takes the line out of the cart.
    const other = await context.newPage();
    await other.goto(`${prefix}/passes-packages/snow-park`);
    await hydrated(other);
    await expect(cartCount(other)).toHaveText("1");
    await other.getByTestId("cart-button").click();
    await other.getByTestId("cart-item-remove").first().click();
    await expect(cartCount(other)).toHaveCount(0);
    await expect(cartCount(page)).toHaveCount(0);

    // The hold answers: the places it took are given back, and the line does not come back in either tab.
    const release = page.waitForRequest((request) => request.url().includes("/order/release"));
    checks.open();
    const cartId = await heldCart;
    expect(cartId, "the hold made a cart").toBeTruthy();
    const released = await release;
    expect(released.postDataJSON(), "the cart the hold made is released").toEqual({ cartId });
    expect((await released.response())?.status()).toBe(200);
    await page.waitForLoadState("networkidle");
    await expect(cartCount(page)).toHaveCount(0);
    await expect(cartCount(other)).toHaveCount(0);
    await expect(countdown(page)).toHaveCount(0);
    expect(checks.sent.checks, "the hold only: an emptied cart is released, not checked").toBe(1);
  });
}

test("a line removed in the cart panel while its places are being held waits for the hold, then leaves the cart", async ({ page }) => {
  await page.goto(`${dubai.prefixes.en}/passes-packages/snow-park?date=${venueDate(dubai.timeZone, 188)}&adult=1&junior=0&child=0&infant=0`);
  await hydrated(page);
  const checks = await holdChecks(page);
  checks.hold();
  await page.getByTestId("buy-tickets").click();
  await page.waitForURL(/\/booking\/add-ons/);
  await expect(page.getByTestId("hold-status")).toHaveText(HOLD_TEXTS.en.holding);
  await page.getByTestId("cart-button").click();
  let releasedEarly = false;
  page.on("request", (request) => {
    if (request.url().includes("/order/release") && checks.sent.checks === 1 && !opened) releasedEarly = true;
  });
  let opened = false;
  await page.getByTestId("cart-item-remove").first().click();
  await page.waitForTimeout(500);
  expect(releasedEarly, "a release sent while the hold is unanswered").toBe(false);
  expect(checks.sent.checks, "basket checks sent while the hold is unanswered").toBe(1);
  await expect(cartCount(page)).toHaveText("1");

  // The hold answers; then the removal empties the cart, which releases the places the hold took, and the line goes.
  const released = page.waitForRequest((request) => request.url().includes("/order/release"));
  opened = true;
  checks.open();
  await released;
  await expect(cartCount(page)).toHaveCount(0);
  expect(checks.sent.checks, "no other basket check").toBe(1);
});

// A membership's "Buy tickets" goes straight to the cart (booking-and-checkout §2): the cart page arrives while its
// places are being held, and its own check on arrival waits for that hold, which is the check of this very cart.
test("a membership's \"Buy tickets\" arrives at the cart during its hold; the cart's check waits for it and is that hold", async ({ page }) => {
  await page.goto(`${dubai.prefixes.en}/passes-packages/annual-membership?date=${venueDate(dubai.timeZone, 189)}&adult=1&junior=0&child=0&infant=0`);
  await hydrated(page);
  const checks = await holdChecks(page);
  const totals = page.getByTestId("cart-totals");
  checks.hold();
  await page.getByTestId("buy-tickets").click();
  await page.waitForURL(/\/booking\/personal-details/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText("Annual membership");
  await expect(totals).toHaveAttribute("aria-busy", "true");
  await page.waitForTimeout(500);
  expect(checks.sent.checks, "the hold only: the cart's check waits for it").toBe(1);

  checks.open();
  await expect(totals.getByRole("status")).toHaveText("Places and prices checked.");
  await expect(totals).toHaveAttribute("aria-busy", "false");
  await expect(countdown(page)).toContainText("Your booking is held until");
  await page.waitForLoadState("networkidle");
  expect(checks.sent.checks, "the hold was the cart's check: none after it").toBe(1);
});
