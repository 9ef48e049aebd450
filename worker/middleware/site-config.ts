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

export async function readSiteConfiguration(env: Env, tenant: Tenant, locale: Locale): Promise<SiteConfiguration | null> {
  const key = siteConfigCacheKey(tenant, locale);
  const cached = await env.CACHE.get(key, "json");
  const fromCache = siteConfigurationSchema.safeParse(cached);
  if (fromCache.success) return fromCache.data;
  const config = await new CmsClient(env).read<SiteConfiguration>(
    "api/SiteConfiguration/GetSiteConfiguration",
    { tenant, locale },
  );
  if (config) {
    const ttl = Math.max(MIN_KV_TTL_SECONDS, Number(env.SITE_CONFIG_TTL_SECONDS) || MIN_KV_TTL_SECONDS);
    await env.CACHE.put(key, JSON.stringify(config), { expirationTtl: ttl });
  }
  return config;
}

export const loadSiteConfiguration: MiddlewareHandler<AppEnv> = async (c, next) => {
  const location = c.get("location");
  c.set("siteConfig", location ? await readSiteConfiguration(c.env, location.tenant, location.locale) : null);
  await next();
};
