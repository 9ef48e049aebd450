// The steps of a purchase the browser journeys share: a pass into the cart, the guest form, the sandbox gateway's
// hosted card page, and reading amounts and the header's cart count.
import type { Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";
import type { CaughtMail } from "../scripts/mail-catcher.mjs";
import { TEST_CARDS } from "../worker/gateway/hosted-page";
import { expect, test } from "./support";

/** The sandbox gateway's test cards. */
export const CARDS = TEST_CARDS;

/** The guest who buys, with a mobile number and country of residence valid for the site. */
export interface Guest {
  mobileRegion: string;
  mobile: string;
  country: string;
  /** The e-mail booked with; a guest's own address unless a journey needs another. */
  email?: string;
}
export const UAE_GUEST: Guest = { mobileRegion: "ae", mobile: "501234567", country: "ae" };
export const OMAN_GUEST: Guest = { mobileRegion: "om", mobile: "92123456", country: "om" };
export const EGYPT_GUEST: Guest = { mobileRegion: "eg", mobile: "1001234567", country: "eg" };
const GUEST_EMAIL = "sam.frost@example.com";

/** The number in a shown amount ("AED 1,234.50", "25.000 ر.ع."). */
export function amountOf(text: string | null): number {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text ?? "");
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[0].replace(/,/g, ""));
}

/** The header's cart count badge (absent when the cart is empty). */
export function cartCount(page: Page) {
  return page.getByTestId("cart-count");
}

/**
 * From the product page to the cart (personal-details): buy tickets for a pass on a date, pick the first time slot
 * where the pass has them, and skip the add-ons. `party` is the number of adults, or adults and juniors. `lines` is
 * how many lines the cart holds afterwards. On a site without the header's cart panel (Ski Egypt) pass `cartPanel: false`.
 */
export async function addPassToCart(page: Page, prefix: string, date: string, party: Party = 2, lines = 1, cartPanel = true) {
  await test.step("add the pass to the cart", () => addPass(page, prefix, date, typeof party === "number" ? { adult: party, junior: 0 } : party, lines, cartPanel));
}

/** Who the tickets are for: a number of adults, or adults and juniors. */
export type Party = number | { adult: number; junior: number };

async function addPass(page: Page, prefix: string, date: string, party: { adult: number; junior: number }, lines: number, cartPanel: boolean) {
  await page.goto(`${prefix}/passes-packages/snow-park?date=${date}&adult=${party.adult}&junior=${party.junior}&child=0&infant=0`);
  await page.getByTestId("buy-tickets").click();
  await page.waitForURL(/\/booking\/(add-ons|add-activity|personal-details)/);
  // The line is saved (and its places held) before the next step: the header counts it at once.
  if (cartPanel) await expect(cartCount(page)).toHaveText(String(lines));
  if (page.url().includes("/add-activity")) {
    await page.getByTestId("activity-slot").first().check();
    await page.getByTestId("activity-continue").click();
    await page.waitForURL(/\/booking\/(add-ons|personal-details)/);
  }
  if (page.url().includes("/add-ons")) {
    await page.getByTestId("add-ons-continue").click();
    await page.waitForURL(/\/booking\/personal-details/);
  }
  await expect(page.getByTestId("cart-line")).toHaveCount(lines);
}

/** Fills the guest form of personal-details and goes on to the payment page. */
export async function fillGuestAndContinue(page: Page, guest: Guest) {
  await test.step("fill in the guest form", async () => {
    await fillGuestForm(page, guest);
    await submitGuest(page);
  });
}

/** Fills the guest form of personal-details (title, names, e-mail, mobile, country), without sending it. */
export async function fillGuestForm(page: Page, guest: Guest) {
  await page.locator("#guest-title").selectOption("mr");
  await page.locator("#guest-firstName").fill("Sam");
  await page.locator("#guest-lastName").fill("Frost");
  await page.locator("#guest-email").fill(guest.email ?? GUEST_EMAIL);
  await page.locator("#guest-mobileRegion").selectOption(guest.mobileRegion);
  await page.locator("#guest-mobile").fill(guest.mobile);
  await page.locator("#guest-countryOfResidence").selectOption(guest.country);
}

/**
 * Completes a signed-in member's details on personal-details (the form comes from the profile) and goes on to the
 * payment page: the title where the profile has none, the guest's mobile, the country of residence (only where the
 * profile has none with `country: "ifEmpty"`), and the terms.
 */
export async function completeMemberDetails(page: Page, guest: Guest, options: { title?: string; country?: "set" | "ifEmpty" } = {}) {
  if (!(await page.locator("#guest-title").inputValue())) await page.locator("#guest-title").selectOption(options.title ?? "mr");
  await page.locator("#guest-mobileRegion").selectOption(guest.mobileRegion);
  await page.locator("#guest-mobile").fill(guest.mobile);
  if (options.country !== "ifEmpty" || !(await page.locator("#guest-countryOfResidence").inputValue())) {
    await page.locator("#guest-countryOfResidence").selectOption(guest.country);
  }
  await submitGuest(page);
}

/** Accepts the terms of the guest form (already filled in) and goes on to the payment page. */
export async function submitGuest(page: Page) {
  await page.locator("#guest-terms").check();
  await page.getByTestId("guest-submit").click();
  await page.waitForURL(/\/payment(\?|$)/);
}

/** Pays on the payment page with a card on the gateway's hosted page. */
export async function payWithCard(page: Page, cardNumber: string) {
  await test.step("pay on the hosted page", async () => {
    await openHostedPage(page);
    await submitCard(page, cardNumber);
  });
}

/** Starts the checkout on the payment page and waits for the gateway's hosted card page. */
export async function openHostedPage(page: Page) {
  await page.getByTestId("pay").click();
  await page.waitForURL(/\/sandbox-pay\//);
}

/** Fills the hosted card page with a card and submits it. */
export async function submitCard(page: Page, cardNumber: string) {
  await page.locator("#number").fill(cardNumber);
  await page.locator("#expiry").fill("12/30");
  await page.locator("#cvc").fill("123");
  await page.locator("#name").fill("Sam Frost");
  // The card form's own button: a member's saved cards, when there are any, come first in their own form.
  await page.locator("form:has(#number) button.primary").click();
}

/** The inbox of the browser tests' mail catcher (e2e/global-setup.mjs), on the shop's port + 5. */
export const MAIL_INBOX = `http://127.0.0.1:${E2E_PORT + 5}`;

/** The e-mails the shop sent whose subject names this reservation code. */
export async function mailsAbout(code: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${MAIL_INBOX}/mails`)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.subject.includes(code));
}

/** Waits for the one confirmation e-mail of a booking (it leaves after the capture's answer) and gives it. */
export async function confirmationMailOf(code: string): Promise<CaughtMail> {
  await expect.poll(async () => (await mailsAbout(code)).length, { message: `the confirmation e-mail of ${code}` }).toBe(1);
  return (await mailsAbout(code))[0]!;
}
