// Spending a voucher on the member's account (docs/decisions/056): Fatima applies her voucher in the cart and pays
// less, and accounts/alpine then lists it used; Omar's voucher code is refused in her cart with a clear message; and
// with the same voucher applied in two windows, the second payment is refused once the first has spent it. A voucher
// that pays the whole booking is confirmed with no card and no payment page, once, also from two windows.
import type { Browser, Page } from "@playwright/test";
import { formatAmount } from "../shared/format";
import { ORDER_ERRORS } from "../shared/contract/orders";
import { CARDS, UAE_GUEST, addPassToCart, amountOf, completeMemberDetails, payWithCard } from "./purchase";
import { clientAddressOf, expect, runSql, signIn, test, venueDate, withStoredConsent } from "./support";

const DUBAI = { en: "/en-ae/ski-dubai", ar: "/ar-ae/ski-dubai" } as const;
const USED = { en: "Used", ar: "مستخدمة" } as const;
const RUN = Date.now().toString(36).toUpperCase();

/** A fresh voucher of `value` AED on Dubai for a member. */
function voucherFor(mafid: string, name: string, value: number): string {
  const code = `VCH-${name}-${RUN}`;
  runSql(
    `INSERT INTO member_vouchers (code, mafid, site_id, title_en, title_ar, value, currency, valid_until) VALUES ('${code}', '${mafid}', 1, 'Snow day voucher', 'قسيمة يوم في الثلج', ${value}, 'AED', '2030-12-31')`,
  );
  return code;
}

/** Fatima signed in with a Snow Park pass for 2 in her cart, on personal-details. */
async function fatimasCart(page: Page, prefix: string, daysAhead: number) {
  await page.goto(prefix);
  await signIn(page, "fatima.family@example.com");
  await addPassToCart(page, prefix, venueDate("Asia/Dubai", daysAhead), 2);
}

async function applyVoucher(page: Page, code: string) {
  await page.locator("#voucher-code").fill(code);
  await page.getByTestId("voucher-apply").click();
}

/** From personal-details to the payment page, the member's details filled where the profile left them empty. */
const toPayment = (page: Page) => completeMemberDetails(page, UAE_GUEST, { title: "mrs", country: "ifEmpty" });

for (const locale of ["en", "ar"] as const) {
  test(`Fatima pays less with her voucher, which is then listed used; Omar's is refused (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const prefix = DUBAI[locale];
    const own = voucherFor("MAF-1000003", `F${locale.toUpperCase()}`, 60);
    const omars = voucherFor("MAF-1000002", `O${locale.toUpperCase()}`, 60);
    await fatimasCart(page, prefix, locale === "en" ? 140 : 141);
    const before = amountOf(await page.getByTestId("totals-total").textContent());

    await applyVoucher(page, omars);
    await expect(page.getByTestId("voucher")).toContainText(ORDER_ERRORS.voucherNotYours[locale]);
    await expect(page.getByTestId("voucher-applied")).toHaveCount(0);
    expect(amountOf(await page.getByTestId("totals-total").textContent())).toBe(before);

    await applyVoucher(page, own.toLowerCase());
    await expect(page.getByTestId("voucher-applied")).toContainText(own);
    await expect(page.getByTestId("totals-total")).toHaveText(formatAmount(before - 60, "AED", 2, locale));
    if (locale === "ar") await page.screenshot({ path: test.info().outputPath("voucher-applied-ar.png"), fullPage: true });

    await toPayment(page);
    await payWithCard(page, CARDS.approved);
    await page.waitForURL(/\/booking-confirmed\//);

    await page.goto(`${prefix}/accounts/alpine`);
    const listed = page.getByTestId("account-voucher").filter({ hasText: own });
    await expect(listed.getByTestId("account-voucher-state")).toHaveText(USED[locale]);
  });
}

const VOUCHER_PAYS_ALL = {
  en: {
    title: "Pay with your voucher",
    note: "Your voucher pays the whole booking, so there is no card to enter and no payment page: confirming spends the voucher and opens your booking here.",
    button: "Confirm and pay with voucher",
  },
  ar: {
    title: "ادفع بقسيمتك",
    note: "قسيمتك تغطي الحجز بالكامل، فلا بطاقة تُدخلها ولا صفحة دفع: التأكيد يستخدم القسيمة ويفتح حجزك هنا.",
    button: "أكّد وادفع بالقسيمة",
  },
} as const;

for (const locale of ["en", "ar"] as const) {
  test(`a voucher that pays the whole booking confirms it with no card and no payment page (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const prefix = DUBAI[locale];
    const words = VOUCHER_PAYS_ALL[locale];
    // Worth more than the booking: it pays all of it (and what is above the total is not kept).
    const code = voucherFor("MAF-1000003", `ALL${locale.toUpperCase()}`, 5000);
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await fatimasCart(page, prefix, locale === "en" ? 191 : 192);
    await applyVoucher(page, code);
    await expect(page.getByTestId("voucher-applied")).toContainText(code);
    await expect(page.getByTestId("totals-total")).toHaveText(formatAmount(0, "AED", 2, locale));
    await toPayment(page);

    const payment = page.getByTestId("payment");
    await expect(payment.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expect(page.getByTestId("voucher-only")).toHaveText(words.note);
    // Nothing of a card payment: no ways to pay, no secure payment page promised, no amount of 0 to pay.
    await expect(page.getByTestId("payment-methods")).toHaveCount(0);
    await expect(page.getByTestId("secure-page-note")).toHaveCount(0);
    await expect(page.getByTestId("pay")).toHaveText(words.button);
    if (locale === "ar") await page.screenshot({ path: test.info().outputPath("voucher-pays-all-ar.png"), fullPage: true });

    await page.getByTestId("pay").click();
    await page.waitForURL(/\/booking-confirmed\//);
    expect(visited.filter((url) => url.includes("/sandbox-pay/"))).toEqual([]);

    await page.goto(`${prefix}/accounts/alpine`);
    const listed = page.getByTestId("account-voucher").filter({ hasText: code });
    await expect(listed.getByTestId("account-voucher-state")).toHaveText(USED[locale]);
  });
}

/** A signed-in window of its own (another tab would share the cart kept in local storage). */
async function window(browser: Browser, n: number) {
  const baseURL = test.info().project.use.baseURL!;
  const info = test.info();
  const address = clientAddressOf({ testId: `${info.testId}-window-${n}`, retry: info.retry, repeatEachIndex: info.repeatEachIndex, project: info.project });
  const context = await withStoredConsent(await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": address } }), baseURL);
  return context.newPage();
}

for (const locale of ["en", "ar"] as const) {
  test(`the same voucher applied in two windows is spent once: the second payment is refused (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const prefix = DUBAI[locale];
    const code = voucherFor("MAF-1000003", `TWO${locale.toUpperCase()}`, 40);
    const [first, second] = [await window(browser, 1), await window(browser, 2)];
    await fatimasCart(first, prefix, locale === "en" ? 142 : 143);
    await fatimasCart(second, prefix, locale === "en" ? 144 : 145);
    for (const page of [first, second]) {
      await applyVoucher(page, code);
      await expect(page.getByTestId("voucher-applied")).toContainText(code);
      await toPayment(page);
    }
    await payWithCard(first, CARDS.approved);
    await first.waitForURL(/\/booking-confirmed\//);

    await second.getByTestId("pay").click();
    await expect(second.getByTestId("payment-error")).toContainText(ORDER_ERRORS.voucherUsed[locale]);
    await expect(second).toHaveURL(/\/payment(\?|$)/);
  });
}

test("a voucher that pays it all, confirmed in two windows, books once: the second is told it is used", async ({ browser }) => {
  test.setTimeout(180_000);
  const prefix = DUBAI.en;
  const code = voucherFor("MAF-1000003", "ALLTWO", 5000);
  const [first, second] = [await window(browser, 1), await window(browser, 2)];
  await fatimasCart(first, prefix, 193);
  await fatimasCart(second, prefix, 194);
  for (const page of [first, second]) {
    await applyVoucher(page, code);
    await expect(page.getByTestId("voucher-applied")).toContainText(code);
    await toPayment(page);
    await expect(page.getByTestId("voucher-only")).toBeVisible();
  }
  await first.getByTestId("pay").click();
  await first.waitForURL(/\/booking-confirmed\//);

  await second.getByTestId("pay").click();
  await expect(second.getByTestId("payment-error")).toContainText(ORDER_ERRORS.voucherUsed.en);
  await expect(second).toHaveURL(/\/payment(\?|$)/);
  await expect(second.getByTestId("pay")).toBeEnabled();
});
