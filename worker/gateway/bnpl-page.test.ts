// The pay-later links of the basket check open a plan preview: the total in four payments, in the guest's language.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatAmount } from "../../shared/format";

const preview = (query: string) => SELF.fetch(`https://shop.test/sandbox-pay/bnpl/${query}`);

describe("pay-later plan preview", () => {
  it("splits the basket's total into four payments, in English or Arabic", async () => {
    const en = await preview("tabby?site=1&amount=450&currency=AED&lang=en");
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain("Sandbox payment");
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html).toContain(formatAmount(112.5, "AED", 2, "en"));
    const ar = await (await preview("tamara?site=2&amount=100&currency=AED&lang=ar")).text();
    expect(ar).toContain('dir="rtl"');
    expect(ar).toContain(formatAmount(25, "AED", 2, "ar"));
  });

  it("is not found where the venue has no such plan or the link is malformed", async () => {
    for (const query of ["tabby?site=3&amount=10&lang=en", "klarna?site=1&amount=10", "tabby?site=1&amount=-5", "tabby?site=9&amount=5"]) {
      expect((await preview(query)).status, query).toBe(404);
    }
  });
});
