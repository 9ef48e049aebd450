// The Intl warm-up worker's script (worker/intl-warm.ts, shared/intl-warm.ts; the pages that start it: e2e/first-load.spec.ts):
// it builds the very formats the shop's own formatters build, for each site and language. Bad path
// segments get the one 400 shape and never reach the script.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sessionClockFormatArgs } from "../shared/cart/session";
import { DATE_KEY_STYLES, type DateKeyStyle, formatDateKey } from "../shared/date-key";
import { countryCollationTag } from "../shared/dial-codes";
import { formatAmount } from "../shared/format";
import { intlWarmPath } from "../shared/intl-warm";
import { LOCALES } from "../shared/locale";
import { venueClockFormatArgs } from "../shared/working-hours";
import { TENANTS } from "../tenants";
import { type IntlWarmSpec, intlWarmSpecs } from "./intl-warm";

const get = (path: string, init?: RequestInit) => SELF.fetch(`https://shop.test${path}`, { redirect: "manual", ...init });

/** The spec list a script builds, read back from its text. */
function specsOf(script: string): IntlWarmSpec[] {
  const match = /of (\[.*\])\)\{try/.exec(script);
  if (!match) throw new Error(`not a warm-up script: ${script.slice(0, 120)}`);
  return JSON.parse(match[1]!) as IntlWarmSpec[];
}

function build([kind, tag, options]: IntlWarmSpec) {
  return kind === "NumberFormat" ? new Intl.NumberFormat(tag, options) : kind === "DateTimeFormat" ? new Intl.DateTimeFormat(tag, options) : new Intl.Collator(tag, options);
}

describe("the Intl warm-up script", () => {
  for (const tenant of TENANTS) {
    for (const locale of LOCALES) {
      it(`for ${tenant.slug} in ${locale} builds the formats the shop prints with`, async () => {
        const response = await get(intlWarmPath(tenant.slug, locale));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
        const script = await response.text();
        expect(script).toMatch(/close\(\);\n$/);
        const specs = specsOf(script);
        expect(specs).toEqual(intlWarmSpecs(tenant, locale));

        const numbers = specs.filter(([kind]) => kind === "NumberFormat").map((spec) => build(spec) as Intl.NumberFormat);
        expect(numbers.map((format) => format.format(12.5))).toEqual([formatAmount(12.5, tenant.currency, tenant.decimals, locale)]);
        const dates = specs.filter(([kind]) => kind === "DateTimeFormat").map((spec) => (build(spec) as Intl.DateTimeFormat).format(Date.parse("2026-06-12T00:00:00Z")));
        for (const style of Object.keys(DATE_KEY_STYLES) as DateKeyStyle[]) expect(dates).toContain(formatDateKey("2026-06-12", locale, style));
        const zoned = specs.map(([, tag, options]) => JSON.stringify([tag, options]));
        expect(zoned).toContain(JSON.stringify(venueClockFormatArgs(tenant.timeZone)));
        expect(zoned).toContain(JSON.stringify(sessionClockFormatArgs(tenant.timeZone)));
        expect(specs).toContainEqual(["Collator", countryCollationTag(locale), {}]);
      });
    }
  }

  it.each([
    ["an unknown site", "/api/intl-warm/ski-paris/en", "site"],
    ["an unknown language", "/api/intl-warm/ski-dubai/fr", "lang"],
    ["markup in place of a site", "/api/intl-warm/%3Cscript%3Ealert(1)%3C%2Fscript%3E/en", "site"],
    ["a language with a bidi override and a control character", "/api/intl-warm/ski-dubai/%E2%80%AEar%00", "lang"],
    ["a quote that would end the script's string", "/api/intl-warm/ski-dubai%22%29%3Balert(1)%2F%2F/en", "site"],
  ])("answers %s with 400, naming the field and the rule", async (_what, path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: string; issues: { field: string; rule: string }[] };
    expect(body.error).toBe("invalid_request");
    expect(body.issues).toContainEqual(expect.objectContaining({ field, rule: "one_of" }));
  });

  it("is only read: a post is refused and a longer path is not a script", async () => {
    expect((await get("/api/intl-warm/ski-dubai/en", { method: "POST" })).status).toBe(405);
    expect((await get("/api/intl-warm/ski-dubai/en/more")).status).toBe(404);
  });

  it("answers the same call made twice at once, and a run of calls, with the same script: nothing to guess", async () => {
    const path = intlWarmPath("snow-oman", "ar");
    const answers = await Promise.all([get(path), get(path), ...Array.from({ length: 20 }, () => get(path))]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(bodies).size).toBe(1);
  });
});
