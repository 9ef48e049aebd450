// A member's memberships and alpine pages: a paid order of an annual membership, a gift voucher and a group ski
// lesson shows each on its page (English on Dubai), the empty states with their way to buy, and the Arabic pages;
// accounts and my-account lead to the dashboard.
import type { Page } from "@playwright/test";
import { expect, runSql, test, venueDate, withStoredConsent, signIn } from "./support";

const DUBAI = "/en-ae/ski-dubai";
const DUBAI_AR = "/ar-ae/ski-dubai";


const line = (name: string, title: string, date: string, time: string | null, gross: number) =>
  `json_object('uniqueID', '${name}', 'cardId', (SELECT card_id FROM catalogue_cards WHERE site_id = 1 AND name = '${name}'), 'title', '${title}',
    'date', '${date}', 'performanceAk', NULL, 'time', ${time ? `'${time}'` : "NULL"},
    'tickets', json_array(json_object('ticketId', 1, 'ak', 'E2E.ADULT', 'guestType', 'adult', 'quantity', 1, 'unitPrice', ${gross}, 'amount', ${gross})),
    'addOns', json_array(), 'gross', ${gross})`;

test("memberships and alpine: a paid membership, voucher and group lesson each on its page; the Arabic pages; the way in", async ({ page }) => {
  // The catalogue is seeded by its first read.
  await page.goto(`${DUBAI}/memberships`);
  const lessonDay = venueDate("Asia/Dubai", 12);
  runSql(
    `INSERT OR IGNORE INTO orders (reservation_code, site_id, checkout_session_id, status, locale, email, guest, lines, totals, payment_type, member_mafid)
     VALUES ('SKD-E2EHOLD01', 1, 'e2e-holdings-01', 'confirmed', 'en', 'fatima.family@example.com', json('{"firstName":"Fatima","lastName":"Rahman"}'),
       json_array(${line("annual-membership", "Annual membership", venueDate("Asia/Dubai", 0), null, 3000)}, ${line("slope-day-voucher", "Full-day slope gift voucher", venueDate("Asia/Dubai", 0), null, 250)}, ${line("group-ski-lesson", "Group ski lesson", lessonDay, "10:00", 180)}),
       json('{"gross":3430,"net":3266.67,"tax":163.33,"currency":"AED","subtotal":3430,"promo_code_amount":0,"christmas_promo":false,"bank_offer_amount":0,"maf_amount":0,"fazaa_amount":0,"share_amount":0,"discount":0}'),
       'card', 'MAF-1000003')`,
  );
  await signIn(page, "fatima.family@example.com");

  // my-account and accounts lead to the dashboard, which links to both pages.
  await page.goto(`${DUBAI}/my-account`);
  await page.waitForURL(/\/accounts\/dashboard$/);
  await page.getByTestId("account-dashboard").getByRole("link", { name: "Memberships", exact: true }).click();
  await page.waitForURL(/\/accounts\/profile\/memberships$/);
  const membership = page.getByTestId("memberships").getByTestId("holding");
  await expect(membership).toHaveCount(1);
  await expect(membership).toContainText("Annual membership");
  await expect(membership.getByTestId("holding-status")).toHaveText("Active");
  await expect(membership).toContainText("Booked for Fatima Rahman");
  await page.screenshot({ path: "test-results/holdings-memberships-en.png", fullPage: true });

  await page.goto(`${DUBAI}/accounts`);
  await page.waitForURL(/\/accounts\/dashboard$/);
  await page.goto(`${DUBAI}/accounts/alpine`);
  await expect(page.getByTestId("alpine-vouchers").getByTestId("holding")).toContainText("Full-day slope gift voucher");
  await expect(page.getByTestId("alpine-tab-vouchers")).toHaveAttribute("aria-current", "page");
  await page.getByTestId("alpine-tab-ski").click();
  await page.waitForURL(/\/accounts\/alpine\/ski-group-lessons$/);
  const lesson = page.getByTestId("alpine-ski").getByTestId("holding");
  await expect(lesson).toContainText("Group ski lesson");
  await expect(lesson.getByTestId("holding-when")).toContainText("10:00");
  await expect(lesson.getByTestId("holding-status")).toHaveText("Upcoming");
  // No snowboard lesson: the empty state offers the lessons.
  await page.getByTestId("alpine-tab-snowboard").click();
  await expect(page.getByTestId("alpine-snowboard-empty")).toBeVisible();
  await expect(page.getByTestId("alpine-snowboard-empty").getByRole("link")).toHaveAttribute("href", `${DUBAI}/snowboard-lessons`);
  // The booking link opens it in My bookings.
  await page.getByTestId("alpine-tab-ski").click();
  await page.getByRole("link", { name: "Open booking SKD-E2EHOLD01" }).click();
  await page.waitForURL(/\/accounts\/transactions\?/);

  // The Arabic pages, right to left.
  await page.goto(`${DUBAI_AR}/accounts/profile/memberships`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("memberships").getByTestId("holding-status")).toHaveText("ساري");
  await page.goto(`${DUBAI_AR}/accounts/alpine/ski-group-lessons`);
  await expect(page.getByTestId("alpine-ski").getByTestId("holding-status")).toHaveText("قادم");
  await page.screenshot({ path: "test-results/holdings-alpine-ar.png", fullPage: true });
});

test("a member removes a family member after confirming; Escape keeps them", async ({ page }) => {
  await page.goto(DUBAI);
  await signIn(page, "fatima.family@example.com");
  const created = await page.request.post("/api/provider/sub-account", {
    headers: { "site-id": "1" },
    data: { title: "mr", firstName: "Zaid", lastName: "Rahman", dateOfBirth: "2017-03-03", relation: "child" },
  });
  expect(created.status()).toBe(200);
  await page.goto(`${DUBAI}/accounts/profile`);
  const zaid = page.getByTestId("family-person").filter({ hasText: "Zaid Rahman" });
  await expect(zaid).toBeVisible();
  await zaid.getByRole("button", { name: "Remove Zaid Rahman" }).click();
  const dialog = page.getByTestId("family-remove-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(zaid).toBeVisible();
  await zaid.getByRole("button", { name: "Remove Zaid Rahman" }).click();
  await dialog.getByTestId("family-remove-dialog-confirm").dblclick();
  await expect(page.getByTestId("family-saved")).toHaveText("Zaid Rahman has been removed from your family.");
  await expect(zaid).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("family-list")).toBeVisible();
  await expect(page.getByTestId("family-person").filter({ hasText: "Zaid Rahman" })).toHaveCount(0);
});

test("linking an account: Fatima makes a code, Sara enters it in Arabic and joins; a wrong code is said in words", async ({ page, browser }) => {
  await page.goto(DUBAI);
  await signIn(page, "fatima.family@example.com");
  await page.goto(`${DUBAI}/accounts/profile`);
  await page.getByTestId("family-link-invite").dblclick();
  const shown = page.getByTestId("family-link-code");
  await expect(shown).toContainText(/[0-9A-Z]{5}-[0-9A-Z]{5}/);
  // Its expiry on the venue's clock, not in UTC.
  await expect(page.getByText(/Valid until .+ at \d{1,2}:\d{2} (AM|PM), the venue's time/)).toBeVisible();
  const code = /([0-9A-Z]{5}-[0-9A-Z]{5})/.exec((await shown.textContent()) ?? "")![1]!;

  const other = await withStoredConsent(await browser.newContext(), test.info().project.use.baseURL!);
  const sara = await other.newPage();
  await sara.goto(DUBAI_AR);
  await signIn(sara, "sara.share@example.com");
  await sara.goto(`${DUBAI_AR}/accounts/profile`);
  await sara.locator("#family-link-input").fill("ABC");
  await sara.getByTestId("family-link-join").click();
  await expect(sara.locator("#family-link-error")).toHaveText("أدخل الأحرف والأرقام العشرة للرمز، مثل AB12C-DE34F.");
  await sara.locator("#family-link-input").fill("ZZZZZ-ZZZZZ");
  await sara.getByTestId("family-link-join").click();
  await expect(sara.locator("#family-link-error")).toHaveText("هذا الرمز غير صالح أو انتهت صلاحيته. اطلب رمزًا جديدًا.");
  await expect(sara.locator("#family-link-input")).toHaveValue("ZZZZZ-ZZZZZ");
  await sara.locator("#family-link-input").fill(code.toLowerCase());
  await sara.getByTestId("family-link-join").dblclick();
  await expect(sara.getByTestId("family-link-joined")).toHaveText("أصبحت الآن ضمن عائلة Fatima.");
  await sara.screenshot({ path: "test-results/holdings-link-ar.png", fullPage: true });
  await other.close();

  await page.reload();
  await expect(page.getByTestId("family-person").filter({ hasText: "Sara" })).toHaveCount(1);
});
