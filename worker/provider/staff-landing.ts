// The staff landing (content-and-account §2 and §7, GET /get-maf-staff-landing-page?identifier=): the embedded
// provider answers it from the site's staff-landing CMS document (so ops edits it like any other content); an
// upstream provider answers it at the same path.
import { z } from "zod";
import { type StaffLanding, staffLandingSchema, staffLandingsSchema } from "../../shared/cms-venue-pages";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { EmbeddedCms, ensureSeeded } from "../cms/store";
import type { Env } from "../env";
import { ProviderUnavailableError, upstreamFetch, upstreamJson } from "./upstream";

export const STAFF_LANDING_PATH = "/get-maf-staff-landing-page";

/** The landing of an identifier from the site's document; one whose last day has passed is unknown. */
export async function embeddedStaffLanding(env: Env, tenant: Tenant, locale: Locale, identifier: string, today: string): Promise<StaffLanding | null> {
  await ensureSeeded(env.DB, env.CACHE);
  const doc = await new EmbeddedCms(env.DB).read(tenant.slug, locale, "staff-landing");
  const landing = staffLandingsSchema.nullable().parse(doc)?.landings.find((l) => l.identifier === identifier);
  return landing && landing.valid_until >= today ? landing : null;
}

export async function upstreamStaffLanding(env: Env, tenant: Tenant, locale: Locale, identifier: string): Promise<StaffLanding | null> {
  const path = `${STAFF_LANDING_PATH}?${new URLSearchParams({ identifier, Lang: locale })}`;
  const response = await upstreamFetch(env, tenant, locale, { method: "GET", path });
  if (response.status === 404) return null;
  if (!response.ok) throw new ProviderUnavailableError(`the provider answered ${response.status} for ${STAFF_LANDING_PATH}`);
  return (await upstreamJson(response, z.object({ data: staffLandingSchema }), STAFF_LANDING_PATH)).data;
}
