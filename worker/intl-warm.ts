// GET /api/intl-warm/:site/:lang: the script of the page's Intl warm-up worker (shared/intl-warm.ts). It builds the
// formats the site's pages build in that language, with the same arguments (each module's own *FormatArgs), so the
// browser's ICU data they need is loaded on the worker's thread before the page's scripts ask for it. Static for a
// site and language: no look-up, nothing read from the request but the two checked path segments.
import { Hono } from "hono";
import { z } from "zod";
import { sessionClockFormatArgs } from "../shared/cart/session";
import { DATE_KEY_STYLES, type DateKeyStyle, dateKeyFormatArgs, zoneDateFormatArgs } from "../shared/date-key";
import { countryCollationTag } from "../shared/dial-codes";
import { amountFormatArgs } from "../shared/format";
import { LOCALES, type Locale } from "../shared/locale";
import { SITE_SLUGS, type Tenant } from "../shared/tenant";
import { venueClockFormatArgs } from "../shared/working-hours";
import { tenantBySlug } from "../tenants";
import type { AppEnv } from "./env";
import { valid } from "./validation";

export type IntlWarmSpec =
  | ["NumberFormat", string, Intl.NumberFormatOptions]
  | ["DateTimeFormat", string, Intl.DateTimeFormatOptions]
  | ["Collator", string, Intl.CollatorOptions];

/** Every format a page of the site builds in the language: amounts, date keys, the venue's clocks, the country list. */
export function intlWarmSpecs(tenant: Tenant, locale: Locale): IntlWarmSpec[] {
  return [
    ["DateTimeFormat", ...zoneDateFormatArgs(tenant.timeZone)],
    ["NumberFormat", ...amountFormatArgs(tenant.currency, tenant.decimals, locale)],
    ...(Object.keys(DATE_KEY_STYLES) as DateKeyStyle[]).map((style): IntlWarmSpec => ["DateTimeFormat", ...dateKeyFormatArgs(locale, style)]),
    ["DateTimeFormat", ...venueClockFormatArgs(tenant.timeZone)],
    ["DateTimeFormat", ...sessionClockFormatArgs(tenant.timeZone)],
    ["Collator", countryCollationTag(locale), {}],
  ];
}

/** The worker's script: build each format once and use it (some data loads on first use), then end. */
export function intlWarmWorkerSource(specs: IntlWarmSpec[]): string {
  return `"use strict";for(const[k,t,o]of ${JSON.stringify(specs)}){try{const f=new Intl[k](t,o);k==="Collator"?f.compare("a","b"):f.format(0)}catch(e){}}close();\n`;
}

const params = z.object({ site: z.enum(SITE_SLUGS), lang: z.enum(LOCALES) });

export const intlWarmRouter = new Hono<AppEnv>().get("/:site/:lang", valid("param", params), (c) => {
  const { site, lang } = c.req.valid("param");
  return c.body(intlWarmWorkerSource(intlWarmSpecs(tenantBySlug(site)!, lang)), 200, {
    "content-type": "text/javascript; charset=utf-8",
    // The same for every visitor; a day old at most after a release that changes a format.
    "cache-control": "public, max-age=86400",
  });
});
