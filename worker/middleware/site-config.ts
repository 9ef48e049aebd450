// Site configuration of the requested venue (maintenance switch, booking bar settings), read through the CMS seam,
// which keeps it in KV for a short time (worker/cms/client.ts).
import type { MiddlewareHandler } from "hono";
import type { SiteConfiguration } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { CmsClient } from "../cms/client";
import type { AppEnv, Env } from "../env";

export function readSiteConfiguration(env: Env, tenant: Tenant, locale: Locale): Promise<SiteConfiguration | null> {
  return new CmsClient(env).read<SiteConfiguration>("api/SiteConfiguration/GetSiteConfiguration", { tenant, locale });
}

export const loadSiteConfiguration: MiddlewareHandler<AppEnv> = async (c, next) => {
  const location = c.get("location");
  c.set("siteConfig", location ? await readSiteConfiguration(c.env, location.tenant, location.locale) : null);
  await next();
};
