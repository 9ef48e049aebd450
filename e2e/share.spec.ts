// SHARE points in the browser (decision 012): Sara, a SHARE member on Dubai, pays a pass entirely with her points (no
// card page, payment type Share), finds the booking under My bookings and the redemption in her points history; the
// history and the balance in Arabic, right to left.
import type { Page } from "@playwright/test";
import { UAE_GUEST, addPassToCart, amountOf, completeMemberDetails } from "./purchase";
import { expect, test, venueDate, signIn } from "./support";

const DUBAI = "/en-ae/ski-dubai";
const DUBAI_AR = "/ar-ae/ski-dubai";
const SHOTS = process.env.SHARE_SCREENSHOTS_DIR;


/** The purchase events the page pushed to the analytics data layer. */
function purchaseEvents(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e): e is { event: string; ecommerce: Record<string, unknown> } =>
      typeof e === "object" && e !== null && (e as { event?: string }).event === "purchase",
    ),
  );
}

test("Sara pays a pass entirely with SHARE points: no card page, payment type Share, the booking and the redemption in her account", async ({ page }) => {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto(DUBAI);
  await signIn(page, "sara.share@example.com");
  await addPassToCart(page, DUBAI, venueDate("Asia/Dubai", 12), 1);

  const points = page.getByTestId("checkout-share-points");
  await test.step("apply points for the whole total", async () => {
    await expect(points.getByTestId("checkout-share-balance")).toHaveText("You have 2,450 points, worth AED 245.00.");
    const total = amountOf(await page.getByTestId("totals-total").textContent());
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(245);
    // Too much is refused before any call, with the reason under the field.
    await points.getByTestId("checkout-share-amount").fill("999");
    await points.getByTestId("checkout-share-apply").click();
    await expect(points.getByTestId("checkout-share-refused")).toContainText("at most");
    await expect(points.getByTestId("checkout-share-amount")).toHaveAttribute("aria-invalid", "true");
    await points.getByTestId("checkout-share-max").click();
    await points.getByTestId("checkout-share-apply").click();
    await expect(points.getByTestId("checkout-share-applied")).toBeVisible();
    await expect(page.getByTestId("totals-total")).toHaveText(/0\.00/);
    await expect(page.getByTestId("totals-discount")).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-share-en.png`, fullPage: true });
    // Removed and applied again: the totals follow.
    await points.getByTestId("checkout-share-remove").click();
    await expect(points.getByTestId("checkout-share-applied")).toHaveCount(0);
    await expect(page.getByTestId("totals-total")).toHaveText(new RegExp(total.toFixed(2)));
    await points.getByTestId("checkout-share-max").click();
    await points.getByTestId("checkout-share-apply").click();
    await expect(points.getByTestId("checkout-share-applied")).toBeVisible();
  });

  await test.step("confirm with points, without a card", async () => {
    await completeMemberDetails(page, UAE_GUEST, { title: "ms" });
    await expect(page.getByTestId("points-only")).toBeVisible();
    await expect(page.getByTestId("payment-methods")).toHaveCount(0);
    await page.getByTestId("pay").click();
    await page.waitForURL(/\/booking-confirmed\//);
  });
  expect(visited.some((url) => url.includes("/sandbox-pay/"))).toBe(false);
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  const [purchase] = await purchaseEvents(page);
  expect(purchase?.ecommerce).toMatchObject({ payment_type: "Share", transaction_id: code });

  await test.step("the booking under My bookings", async () => {
    await page.goto(`${DUBAI}/accounts/transactions`);
    await expect(page.getByTestId("transaction").filter({ hasText: code })).toBeVisible();
  });

  await test.step("the redemption in the SHARE history, and the balance it left", async () => {
    await page.goto(`${DUBAI}/accounts/share`);
    const first = page.getByTestId("share-transaction").first();
    await expect(first).toHaveAttribute("data-type", "redeem");
    await expect(first.getByTestId("share-transaction-code")).toContainText(code);
    await expect(first.getByTestId("share-transaction-points")).toContainText("-");
    await expect(first.getByRole("list", { name: "Items" })).toContainText("Snow");
    await expect(page.getByTestId("share-transaction").last()).toHaveAttribute("data-type", "opening");
    const left = amountOf(await page.getByTestId("share-points-value").textContent());
    expect(left).toBeLessThan(2450);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-en.png`, fullPage: true });
  });

  await test.step("the same in Arabic, right to left", async () => {
    await page.goto(`${DUBAI_AR}/accounts/share`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("share-transaction").first()).toContainText("دفع بالنقاط");
    await expect(page.getByTestId("share-history").getByRole("heading", { level: 2 })).toHaveText("سجل النقاط");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-ar.png`, fullPage: true });
  });
});

test("a member without SHARE joins from accounts/share and then sees the balance; Oman does not offer SHARE", async ({ page }) => {
  await page.goto(`${DUBAI_AR}/accounts/share`);
  await signIn(page, "omar.member@example.com");
  await page.goto(`${DUBAI_AR}/accounts/share`);
  await expect(page.getByTestId("share-not-member")).toBeVisible();
  await page.getByTestId("share-join").click();
  await expect(page.getByTestId("share-joined")).toContainText("SHR-35-");
  await expect(page.getByTestId("share-points-value")).toHaveText("0");
  await expect(page.getByTestId("share-history-empty")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-joined-ar.png`, fullPage: true });
  await page.goto("/en-om/snow-oman/accounts/share");
  await expect(page.getByTestId("share-not-offered")).toBeVisible();
});
