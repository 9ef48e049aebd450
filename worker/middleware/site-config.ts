// Site configuration of the requested venue (maintenance switch, booking bar settings), read through a short KV cache.
import type { MiddlewareHandler } from "hono";
import { type SiteConfiguration, siteConfigurationSchema } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { CmsClient } from "../cms/client";
import type { AppEnv, Env } from "../env";

const MIN_KV_TTL_SECONDS = 60;

export function siteConfigCacheKey(tenant: Tenant, locale: Locale): string {
  return `site-config:${tenant.slug}:${locale}`;
}

/** Seconds to cache a site configuration; 0 turns the cache off (used by the browser tests that switch maintenance). */
function cacheTtl(env: Env): number {
  const raw = env.SITE_CONFIG_TTL_SECONDS?.trim();
  // An unset or empty setting keeps the cache on; only an explicit "0" turns it off.
  const setting = raw ? Number(raw) : MIN_KV_TTL_SECONDS;
  if (!Number.isFinite(setting) || setting < 0) return MIN_KV_TTL_SECONDS;
  return setting === 0 ? 0 : Math.max(MIN_KV_TTL_SECONDS, setting);
}

export async function readSiteConfiguration(env: Env, tenant: Tenant, locale: Locale): Promise<SiteConfiguration | null> {
  const key = siteConfigCacheKey(tenant, locale);
  const ttl = cacheTtl(env);
  if (ttl > 0) {
    const fromCache = siteConfigurationSchema.safeParse(await env.CACHE.get(key, "json"));
    if (fromCache.success) return fromCache.data;
  }
  const config = await new CmsClient(env).read<SiteConfiguration>(
    "api/SiteConfiguration/GetSiteConfiguration",
    { tenant, locale },
  );
  if (config && ttl > 0) await env.CACHE.put(key, JSON.stringify(config), { expirationTtl: ttl });
  return config;
}

export const loadSiteConfiguration: MiddlewareHandler<AppEnv> = async (c, next) => {
  const location = c.get("location");
  c.set("siteConfig", location ? await readSiteConfiguration(c.env, location.tenant, location.locale) : null);
  await next();
};
