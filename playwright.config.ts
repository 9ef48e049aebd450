// Browser journeys in Debian's Chromium against the built shop served by wrangler on its own port and database.
import { defineConfig, devices } from "@playwright/test";

/** The shop's port for the browser tests; E2E_PORT moves it (and the identity provider, one above) so two checkouts can run side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", testIgnore: ["**/maintenance.spec.ts", "**/ops.spec.ts", "**/console.spec.ts"], use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    // Switches a site into maintenance, so it runs after the others.
    { name: "maintenance", testMatch: "**/maintenance.spec.ts", dependencies: ["desktop"], use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    // Switches Oman into maintenance through the command line, after the maintenance screen's own journeys.
    { name: "ops", testMatch: "**/ops.spec.ts", dependencies: ["maintenance"], use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    // The staff console switches Oman into maintenance too, after the command line's journeys.
    { name: "console", testMatch: "**/console.spec.ts", dependencies: ["ops"], use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
  ],
  globalSetup: "./e2e/global-setup.mjs",
});
