// A page served from the anonymous page cache (docs/decisions/020) works like a fresh one: its scripts run under the
// answer's own nonce (no Content-Security-Policy violation), it hydrates and navigates, and a member's pages are never
// served from it.
import { expect, hydrated, test } from "./support";

for (const prefix of ["/en-ae/ski-dubai", "/ar-om/snow-oman"]) {
  test(`a cached home page ${prefix} runs its scripts and hydrates`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    // The first load may render and store the page. A content change made meanwhile by another test of the run (the
    // maintenance switch changes a site's version) makes the next load render again, so load until the store answers.
    await page.goto(prefix);
    let policy = "";
    await expect
      .poll(async () => {
        const answer = await page.goto(prefix);
        policy = answer?.headers()["content-security-policy"] ?? "";
        return answer?.headers()["x-page-cache"];
      }, { timeout: 20_000 })
      .toBe("hit");
    await hydrated(page);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // Every inline script of the page carries this answer's nonce.
    const scripts = await page.locator("script:not([src])").evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonce]));
    // The hydrated page navigates on the client.
    await page.getByRole("contentinfo").getByRole("link").first().waitFor();
    expect(violations).toEqual([]);
  });
}

// Only a page whose routes declare it the same for every anonymous visitor is kept (client/document/handle.ts): the
// content pages are; a page whose route declares nothing (a booking step's shell, anonymous and reading only content)
// is rendered for each visitor.
test("only pages whose routes declare themselves shared are kept for other visitors", async ({ request }) => {
  const cacheOf = async (path: string) => (await request.get(path, { headers: { cookie: "" } })).headers()["x-page-cache"];
  for (const path of ["/en-ae/ski-dubai/faq", "/en-ae/ski-dubai/sitemap"]) {
    await expect.poll(() => cacheOf(path), { timeout: 20_000 }).toBe("hit");
  }
  for (const path of ["/en-ae/ski-dubai/booking/find-your-booking", "/en-ae/ski-dubai/booking/personal-details"]) {
    for (let i = 0; i < 3; i++) expect(await cacheOf(path), path).toBeUndefined();
  }
});
