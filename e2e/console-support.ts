// The staff console's steps the browser journeys share: signing in as a member of staff, and the console's pages
// checked with axe against WCAG 2.2 AA.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../scripts/identity/demo-members.mjs";
import { expect } from "./support";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Signs in at the console as a member of staff, with the keyboard where a person would type. */
export async function consoleSignIn(page: Page, email: string): Promise<void> {
  await page.goto("/ops");
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(DEMO_PASSWORD);
  await page.locator("#password").press("Enter");
  await page.waitForURL((url) => url.pathname === "/ops");
}

/** The page has no WCAG 2.2 AA violation axe can find. */
export async function axeClean(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
