// Every venue site, validated when loaded, and the resolver from a path to {tenant, locale, dir}.
import { type Locale } from "../shared/locale";
import { type ResolvedLocation, type SiteSlug, type Tenant, resolvePath, tenantSchema } from "../shared/tenant";
import { VENUES } from "./venues";

export const TENANTS: readonly Tenant[] = VENUES.map((t) => tenantSchema.parse(t));

export const DEFAULT_TENANT: Tenant = TENANTS[0]!;
export const DEFAULT_PREFIX = DEFAULT_TENANT.prefixes.en;

/** Every locale-site prefix, in the order of the spec. */
export const PREFIXES: readonly string[] = TENANTS.flatMap((t) => [t.prefixes.en, t.prefixes.ar]);

export function tenantBySlug(slug: string): Tenant | undefined {
  return TENANTS.find((t) => t.slug === slug);
}

export function locate(pathname: string): ResolvedLocation | null {
  return resolvePath(TENANTS, pathname);
}

export function prefixOf(tenant: Tenant, locale: Locale): string {
  return tenant.prefixes[locale];
}

export type { SiteSlug, Tenant };
