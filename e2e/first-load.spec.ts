// What the home page's first load brings: none of the data library the account pages and booking steps use (it
// loads with them), in either language.
import { expect, test } from "./support";

/** A string only TanStack Query's React bindings contain (the error of a query without its provider). */
const QUERY_LIBRARY_MARK = "No QueryClient set";

for (const prefix of ["/en-ae/ski-dubai", "/ar-om/snow-oman"]) {
  test(`the home page ${prefix} loads without the query library, which comes with the account pages`, async ({ page }) => {
    const scripts = new Map<string, string>();
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script" || response.url().endsWith(".js")) {
        scripts.set(response.url(), await response.text().catch(() => ""));
      }
    });
    await page.goto(prefix);
    await page.waitForLoadState("networkidle");
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts].filter(([, body]) => body.includes(QUERY_LIBRARY_MARK)).map(([url]) => url)).toEqual([]);
    // A booking step brings it.
    await page.goto(`${prefix}/booking/add-ons`);
    await page.waitForLoadState("networkidle");
    expect([...scripts.values()].some((body) => body.includes(QUERY_LIBRARY_MARK))).toBe(true);
  });
}
