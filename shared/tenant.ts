// The shape of a venue site (a tenant) and the pure resolver from a URL path to site, language and direction.
import { z } from "zod";
import { type Direction, type Locale, directionOf } from "./locale";

export const SITE_SLUGS = ["ski-dubai", "snow-abu-dhabi", "snow-oman", "ski-egypt"] as const;
export type SiteSlug = (typeof SITE_SLUGS)[number];
export const CURRENCIES = ["AED", "OMR", "EGP"] as const;
export type Currency = (typeof CURRENCIES)[number];

const localized = z.object({ en: z.string().min(1), ar: z.string().min(1) });
const prefix = z.string().regex(/^\/(en|ar)-[a-z]{2}\/[a-z-]+$/, "a prefix is /{lang}-{region}/{site}");

export const tenantSchema = z
  .object({
    slug: z.enum(SITE_SLUGS),
    siteId: z.number().int().min(1).max(4),
    locationCode: z.enum(["ski_dubai", "snow_abu_dhabi", "snow_oman", "ski_egypt"]),
    /** The AK prefix that starts the venue's reservation codes (SKD-7K2Q9M4XPA). */
    reservationPrefix: z.string().regex(/^[A-Z]{3}$/),
    name: localized,
    /** Region segment of the prefix (ae, om, eg). */
    region: z.enum(["ae", "om", "eg"]),
    prefixes: z.object({ en: prefix, ar: prefix }),
    currency: z.enum(CURRENCIES),
    /** Decimals shown for amounts: 2, or 3 where the venue says so. */
    decimals: z.union([z.literal(2), z.literal(3)]),
    timeZone: z.string().min(1),
    dialCode: z.string().regex(/^\+\d{1,4}$/),
    phoneRegion: z.string().length(2),
    countryIso3: z.string().length(3),
    /** Whether the loyalty programme (share points) runs at this venue. */
    containsShare: z.boolean(),
    loyaltySponsorId: z.string().regex(/^\d+$/),
    identityClient: z.string().min(1),
    analytics: z.object({ gtmId: z.string(), gaMeasurementId: z.string() }),
    /**
     * The value-added tax every price of the venue includes, as a fraction (UAE and Oman 5%, Egypt 14%): the basket
     * check splits the totals with it, and the cart, invoice and tickets print it.
     */
    vatRate: z.number().min(0).max(0.5),
    /**
     * The day the venue's calendars start their week (0 Sunday, 1 Monday, 6 Saturday): the country's own convention
     * from CLDR (Intl.Locale's week info), Monday in the UAE, Saturday in Oman and Egypt.
     */
    weekStartsOn: z.union([z.literal(0), z.literal(1), z.literal(6)]),
    /** Buy-now-pay-later providers available at this venue. */
    buyNowPayLater: z.object({ tabby: z.boolean(), tamara: z.boolean() }),
    bankOffer: z.object({ region: z.enum(["UAE", "OMN", "EGY"]), buCode: z.string().min(3) }),
    /** Child age minimum: 3 by default, 2 where the venue lets two-year-olds ski. */
    childMinimumAge: z.union([z.literal(2), z.literal(3)]),
    features: z.object({
      signUpButton: z.boolean(),
      cartPanel: z.boolean(),
      /** Sign-in is a link configured in the CMS header (sign_in_cta) instead of the identity flow. */
      signInFromCms: z.boolean(),
    }),
    /** Per-site path under which this worker serves the CMS reads. */
    cmsPath: z.string().regex(/^\/api\/cms\/[a-z-]+$/),
    /** Public web address of the venue, for canonical and alternate links. */
    publicUrl: z.string().url(),
  })
  .refine((t) => t.prefixes.en === `/en-${t.region}/${t.slug}` && t.prefixes.ar === `/ar-${t.region}/${t.slug}`, {
    message: "prefixes must be /en-{region}/{slug} and /ar-{region}/{slug}",
    path: ["prefixes"],
  });

export type Tenant = z.infer<typeof tenantSchema>;

export interface ResolvedLocation {
  tenant: Tenant;
  locale: Locale;
  dir: Direction;
  /** The locale-site prefix, e.g. /ar-om/snow-oman. */
  prefix: string;
  /** The path below the prefix, "" for the home page, never with a leading slash. */
  rest: string;
}

/** Splits a path into its locale-site prefix and the rest, or null when no known prefix starts it. */
export function resolvePath(tenants: readonly Tenant[], pathname: string): ResolvedLocation | null {
  // React Router's data requests: /x.data for /x, and /x/_.data for /x/ (trailing slash).
  const clean = pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  const parts = clean.split("/").filter(Boolean);
  if (parts.length < 2) return null;
  const candidate = `/${parts[0]}/${parts[1]}`;
  for (const tenant of tenants) {
    for (const locale of ["en", "ar"] as const) {
      if (tenant.prefixes[locale] === candidate) {
        return { tenant, locale, dir: directionOf(locale), prefix: candidate, rest: parts.slice(2).join("/") };
      }
    }
  }
  return null;
}
