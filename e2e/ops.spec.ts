// Operations from the command line: `npm run ops -- maintenance on snow-oman` closes Oman in both languages while
// Dubai keeps serving, `off` reopens it, and an open Oman page swaps to maintenance at its next five-minute recheck.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { E2E_PORT } from "../playwright.config";
import { expect, hydrated, test } from "./support";

const run = promisify(execFile);
const SHOP_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Runs the ops command line against the test server, with the local default token, as an operator would. */
async function ops(...args: string[]): Promise<string> {
  const env = { ...process.env };
  delete env.OPS_TOKEN;
  const { stdout } = await run(process.execPath, ["scripts/ops.mjs", "--url", SHOP_URL, ...args], { env });
  return stdout;
}

test.describe.configure({ mode: "serial" });

test.afterAll(async () => {
  await ops("maintenance", "off", "--all");
});

test("maintenance switched on for Oman from the command line closes Oman in both languages and leaves Dubai serving", async ({ page }) => {
  expect(await ops("maintenance", "on", "snow-oman")).toMatch(/snow-oman\s+maintenance ON/);

  for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman"]) {
    const response = await page.goto(prefix);
    expect(response?.status(), prefix).toBe(503);
    await expect(page.getByTestId("maintenance-screen")).toBeVisible();
    await expect(page.getByTestId("site-header")).toHaveCount(0);
  }
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const dubai = await page.goto("/en-ae/ski-dubai");
  expect(dubai?.status()).toBe(200);
  await expect(page.getByTestId("site-name")).toBeVisible();
  await expect(page.getByTestId("maintenance-screen")).toHaveCount(0);

  expect(await ops("maintenance", "off", "snow-oman")).toMatch(/snow-oman\s+maintenance off/);
  for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman"]) {
    const restored = await page.goto(prefix);
    expect(restored?.status(), prefix).toBe(200);
    await expect(page.getByTestId("site-name")).toBeVisible();
    await expect(page.getByTestId("maintenance-screen")).toHaveCount(0);
  }

  const log = await ops("log", "--site", "snow-oman", "--limit", "4");
  expect(log).toMatch(/local\s+snow-oman\/(en|ar) site-settings: \{"enable_maintenance_page":true\} → \{"enable_maintenance_page":false\}/);
});

test("an open Oman page swaps to the maintenance screen at its next recheck after the switch", async ({ page }) => {
  // With a faked clock, wait from the test side (expect.poll) rather than with in-page polling assertions.
  await page.clock.install();
  await page.goto("/en-om/snow-oman");
  await hydrated(page);
  expect(await page.getByTestId("site-name").count()).toBe(1);

  await ops("maintenance", "on", "snow-oman");
  expect(await page.getByTestId("maintenance-screen").count()).toBe(0);

  await page.clock.fastForward("05:00");
  await expect.poll(() => page.getByTestId("maintenance-screen").count(), { timeout: 15_000 }).toBe(1);
  expect(await page.getByTestId("site-header").count()).toBe(0);
});
