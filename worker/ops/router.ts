// The ops calls under /api/ops: maintenance switch, site configuration and content per site (or all sites), and the
// change log. Every call needs an ops token; answers are never cached.
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  CMS_DOCUMENTS,
  CMS_DOCUMENT_KEYS,
  type CmsDocumentKey,
  type SiteSettings,
  siteConfigurationSchema,
  siteSettingsSchema,
} from "../../shared/cms";
import { LOCALES, type Locale } from "../../shared/locale";
import { composeSiteConfiguration } from "../../shared/site-configuration";
import type { Tenant } from "../../shared/tenant";
import { TENANTS, tenantBySlug } from "../../tenants";
import { emailSchema, safeText } from "../../shared/contract/fields";
import { addStaffMember, listStaff, removeStaffMember } from "../orders/discounts";
import { invalidRequest, valid } from "../validation";
import { busyAnswer, DatabaseBusyError } from "../d1-busy";
import { type OpsEnv, requireOpsToken } from "./access";
import { enquiriesOps } from "./enquiries";
import { UnknownVersionError, checkedDocument, documentHistory, planRollback, saveDraft } from "./content-versions";
import { PREVIEW_PARAM, previewPathOf } from "./preview";
import { mayReach, reachOf, venueRefused } from "./venues";
import { salesStartProblem, venueSales } from "./sales";
import {
  ConcurrentChangeError,
  type PlannedChange,
  StoredDocumentInvalidError,
  commitChanges,
  isDocumentKey,
  planDocumentPut,
  planSettingsPatch,
  readChangeLog,
  readSettings,
  readStored,
} from "./store";
import { log } from "../observability/log";
import { reportServerError } from "../observability/report";

/** The target that names every site at once. */
export const ALL_SITES = "all";
export const CHANGE_LOG_DEFAULT_LIMIT = 50;
export const CHANGE_LOG_MAX_LIMIT = 500;

type OpsContext = Context<OpsEnv>;

/** Fields of the configuration answer that come from the tenant module, not from the editable settings. */
const FIXED_FIELDS = Object.keys(siteConfigurationSchema.shape).filter((field) => !Object.hasOwn(siteSettingsSchema.shape, field));

/** A configuration patch: any editable field of the CMS answer's schema, nothing else. */
export const settingsPatchSchema = siteSettingsSchema.partial().strict();
export const maintenanceSwitchSchema = z.object({ enable_maintenance_page: z.boolean({ message: "enable_maintenance_page must be true or false" }) }).strict();

const localeQuery = z.object({ locale: z.enum(LOCALES, { message: "locale must be en or ar" }).optional() }).strict();
/** A configuration patch: editable fields only (a fixed fact of the site is read-only), at least one. */
const configPatchBody = z
  .record(z.string(), z.unknown())
  .superRefine((body, ctx) => {
    for (const field of Object.keys(body).filter((f) => FIXED_FIELDS.includes(f))) {
      ctx.addIssue({ code: "custom", path: [field], message: "comes from the site's tenant module and cannot be changed here", params: { rule: "read_only" } });
    }
  })
  .pipe(settingsPatchSchema)
  .refine((patch) => Object.keys(patch).length > 0, { message: "name at least one field to change", params: { rule: "required" } });
export const staffParam = z.object({ email: emailSchema });
export const staffBody = z.object({ name: safeText(100).trim().min(1, "is required") }).strict();
const logQuery = z
  .object({
    site: z.string().refine((s) => tenantBySlug(s) !== undefined, { message: `site must be one of ${TENANTS.map((t) => t.slug).join(", ")}` }).optional(),
    limit: z.coerce.number().int().min(1).max(CHANGE_LOG_MAX_LIMIT).default(CHANGE_LOG_DEFAULT_LIMIT),
  })
  .strict();

function unknownSite(c: OpsContext, name: string) {
  const sites = TENANTS.map((t) => t.slug).join(", ");
  return c.json({ error: "unknown_site", message: `Unknown site "${name}". Sites: ${sites} (or ${ALL_SITES}).` }, 404);
}

function targetSites(name: string, allowAll = true): Tenant[] | null {
  if (allowAll && name === ALL_SITES) return [...TENANTS];
  const tenant = tenantBySlug(name);
  return tenant ? [tenant] : null;
}

function changeSummary(changes: PlannedChange[]) {
  return changes.map((c) => ({ site: c.tenant.slug, locale: c.locale, document: c.key, before: c.logBefore, after: c.logAfter }));
}

async function maintenanceOf(c: OpsContext, sites: Tenant[]) {
  return Promise.all(
    sites.map(async (tenant) => {
      const byLocale = await Promise.all(LOCALES.map(async (locale) => [locale, (await readSettings(c.env, tenant, locale)).settings.enable_maintenance_page] as const));
      return { site: tenant.slug, enable_maintenance_page: Object.fromEntries(byLocale) as Record<Locale, boolean> };
    }),
  );
}

async function configurationOf(c: OpsContext, sites: Tenant[], locales: readonly Locale[]) {
  return Promise.all(
    sites.flatMap((tenant) =>
      locales.map(async (locale) => {
        const { stored, settings } = await readSettings(c.env, tenant, locale);
        return {
          site: tenant.slug,
          locale,
          configuration: siteConfigurationSchema.parse(composeSiteConfiguration(tenant, settings)),
          edited: stored.edited,
          updated_at: stored.updatedAt,
          updated_by: stored.updatedBy,
        };
      }),
    ),
  );
}

export const opsRouter = new Hono<OpsEnv>();

// Ops answers name the state of the shop at one moment and carry who changed what: never kept by any cache.
opsRouter.use("*", async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
});
opsRouter.use("*", requireOpsToken);
// The embedded documents are the ones ops changes; a shop reading an upstream CMS has its content changed there.
opsRouter.use("*", async (c, next) => {
  if (c.env.CMS_API_URL && /^\/api\/ops\/(maintenance|config|content)\//.test(c.req.path)) {
    return c.json({ error: "upstream_cms", message: "This shop reads its content from CMS_API_URL; change it in that CMS." }, 409);
  }
  // The staff list belongs to the provider: one that answers upstream keeps its own.
  if (c.env.PROVIDER_API_URL && /^\/api\/ops\/staff(\/|$)/.test(c.req.path)) {
    return c.json({ error: "upstream_provider", message: "This shop's provider is PROVIDER_API_URL; change its staff list there." }, 409);
  }
  await next();
});

opsRouter.get("/", (c) =>
  c.json({
    token: c.get("opsTokenName"),
    sites: TENANTS.map((t) => t.slug),
    documents: CMS_DOCUMENT_KEYS,
    calls: [
      "GET /api/ops/maintenance/{site|all}",
      "PUT /api/ops/maintenance/{site|all} {enable_maintenance_page}",
      "GET /api/ops/config/{site|all}?locale=",
      "PATCH /api/ops/config/{site|all}?locale= {field: value}",
      "GET /api/ops/content/{site}/{locale}/{document}",
      "PUT /api/ops/content/{site}/{locale}/{document}",
      "GET /api/ops/content/{site}/{locale}/{document}/history",
      "POST /api/ops/content/{site}/{locale}/{document}/rollback {change, side: after|before}",
      "POST /api/ops/content/{site}/{locale}/{document}/preview (the draft document)",
      "GET /api/ops/log?site=&limit=",
      "GET /api/ops/sales/{site}?from=YYYY-MM-DD",
      "GET /api/ops/enquiries?site=&type=&state=open|handled&since=&limit=",
      "GET /api/ops/enquiries/{reference}",
      "POST /api/ops/enquiries/{reference}/handled {handled}",
      "GET /api/ops/staff",
      "PUT /api/ops/staff/{email} {name}",
      "DELETE /api/ops/staff/{email}",
    ],
  }),
);

opsRouter.get("/maintenance/:target", async (c) => {
  const sites = targetSites(c.req.param("target"));
  if (!sites) return unknownSite(c, c.req.param("target"));
  return c.json({ sites: await maintenanceOf(c, sites) });
});

opsRouter.put("/maintenance/:target", valid("json", maintenanceSwitchSchema), async (c) => {
  const sites = targetSites(c.req.param("target"));
  if (!sites) return unknownSite(c, c.req.param("target"));
  const body = c.req.valid("json");
  const changes = await commitChanges(c.env, c.get("opsTokenName"), () =>
    Promise.all(sites.flatMap((tenant) => LOCALES.map((locale) => planSettingsPatch(c.env, "maintenance", tenant, locale, body)))),
  );
  return c.json({ changed: changes.length, changes: changeSummary(changes), sites: await maintenanceOf(c, sites) });
});

opsRouter.get("/config/:target", valid("query", localeQuery), async (c) => {
  const sites = targetSites(c.req.param("target"));
  if (!sites) return unknownSite(c, c.req.param("target"));
  const { locale } = c.req.valid("query");
  return c.json({ sites: await configurationOf(c, sites, locale ? [locale] : LOCALES) });
});

opsRouter.patch("/config/:target", valid("query", localeQuery), valid("json", configPatchBody), async (c) => {
  const sites = targetSites(c.req.param("target"));
  if (!sites) return unknownSite(c, c.req.param("target"));
  const patch = c.req.valid("json") as Partial<SiteSettings>;
  const { locale } = c.req.valid("query");
  const locales = locale ? [locale] : LOCALES;
  const changes = await commitChanges(c.env, c.get("opsTokenName"), () =>
    Promise.all(sites.flatMap((tenant) => locales.map((l) => planSettingsPatch(c.env, "configuration", tenant, l, patch)))),
  );
  return c.json({ changed: changes.length, changes: changeSummary(changes), sites: await configurationOf(c, sites, locales) });
});

type DocumentAddress = { tenant: Tenant; locale: Locale; key: CmsDocumentKey };

function documentAddress(c: OpsContext): DocumentAddress | Response {
  const { site, locale, key } = c.req.param() as { site: string; locale: string; key: string };
  const tenant = tenantBySlug(site);
  if (!tenant) return unknownSite(c, site);
  if (!mayReach(reachOf(c), tenant.slug)) return venueRefused(c, tenant.slug);
  if (!(LOCALES as readonly string[]).includes(locale)) {
    return invalidRequest(c, [{ field: "locale", rule: "one_of", message: "locale must be en or ar" }]);
  }
  if (!isDocumentKey(key)) {
    return c.json({ error: "unknown_document", message: `Unknown document "${key}". Documents: ${CMS_DOCUMENT_KEYS.join(", ")}.` }, 404);
  }
  return { tenant, locale: locale as Locale, key };
}

opsRouter.get("/content/:site/:locale/:key", async (c) => {
  const address = documentAddress(c);
  if (address instanceof Response) return address;
  const stored = await readStored(c.env, address.tenant, address.locale, address.key);
  if (!stored) return c.json({ error: "not_found", message: "This site has no such document." }, 404);
  return c.json({
    site: address.tenant.slug,
    locale: address.locale,
    document: address.key,
    edited: stored.edited,
    updated_at: stored.updatedAt,
    updated_by: stored.updatedBy,
    body: stored.body,
  });
});

// The document's schema depends on the path, so the body is parsed here with it (the one issue shape, all the same).
// Its rich text is cleaned first (docs/decisions/043), so what is stored fits the schema as cleaned: an answer with
// nothing left is refused. The answer names the fields the cleaning changed.
opsRouter.put("/content/:site/:locale/:key", valid("json", z.unknown()), async (c) => {
  const address = documentAddress(c);
  if (address instanceof Response) return address;
  const checked = checkedDocument(address.key, c.req.valid("json"));
  if (!checked.ok) return invalidRequest(c, checked.issues);
  const changes = await commitChanges(c.env, c.get("opsTokenName"), async () => [
    await planDocumentPut(c.env, address.tenant, address.locale, address.key, checked.document),
  ]);
  return c.json({ changed: changes.length, site: address.tenant.slug, locale: address.locale, document: address.key, sanitised: checked.sanitised });
});

// The versions the change log holds of a document, newest first, with who wrote each and when.
opsRouter.get("/content/:site/:locale/:key/history", async (c) => {
  const address = documentAddress(c);
  if (address instanceof Response) return address;
  const history = await documentHistory(c.env.DB, address.tenant, address.locale, address.key);
  return c.json({ site: address.tenant.slug, locale: address.locale, document: address.key, ...history });
});

const rollbackBody = z
  .object({
    change: z.number({ message: "change is the id of a change of this document" }).int().positive(),
    side: z.enum(["after", "before"], { message: "side must be after or before" }).default("after"),
  })
  .strict();

// Puts back a version of the document (what a change of it wrote, or found): recorded as a change like any other.
opsRouter.post("/content/:site/:locale/:key/rollback", valid("json", rollbackBody), async (c) => {
  const address = documentAddress(c);
  if (address instanceof Response) return address;
  const target = c.req.valid("json");
  const changes = await commitChanges(c.env, c.get("opsTokenName"), async () => [
    await planRollback(c.env, address.tenant, address.locale, address.key, target),
  ]);
  return c.json({ changed: changes.length, site: address.tenant.slug, locale: address.locale, document: address.key, rolled_back_to: target });
});

// A draft of the document, checked as a put is, shown on its page through the preview link until it expires.
opsRouter.post("/content/:site/:locale/:key/preview", valid("json", z.unknown()), async (c) => {
  const address = documentAddress(c);
  if (address instanceof Response) return address;
  const preview = previewPathOf(address.tenant, address.locale, address.key);
  if (!preview) return c.json({ error: "no_preview", message: `The ${address.key} document has no page to preview it on.` }, 409);
  const checked = checkedDocument(address.key, c.req.valid("json"));
  if (!checked.ok) return invalidRequest(c, checked.issues);
  const draft = await saveDraft(c.env.DB, { ...address, body: checked.document, createdBy: c.get("opsTokenName") }, Date.now());
  return c.json({
    site: address.tenant.slug,
    locale: address.locale,
    document: address.key,
    preview: `${preview}?${PREVIEW_PARAM}=${draft.id}`,
    expires_at: new Date(draft.expiresAtMs).toISOString(),
    sanitised: checked.sanitised,
  });
});

opsRouter.get("/log", valid("query", logQuery), async (c) => c.json({ changes: await readChangeLog(c.env.DB, c.req.valid("query")) }));

// ---------- The staff list of the staff discount (mafDiscount) ----------
opsRouter.get("/staff", async (c) => c.json({ staff: await listStaff(c.env.DB) }));

opsRouter.put("/staff/:email", valid("param", staffParam), valid("json", staffBody), async (c) => {
  const member = await addStaffMember(c.env.DB, c.req.valid("param").email, c.req.valid("json").name, c.get("opsTokenName"), new Date());
  return c.json({ member });
});

opsRouter.delete("/staff/:email", valid("param", staffParam), async (c) => {
  const member = await removeStaffMember(c.env.DB, c.req.valid("param").email, c.get("opsTokenName"), new Date());
  return member ? c.json({ member }) : c.json({ error: "not_found", message: "This e-mail is not on the staff list." }, 404);
});

// ---------- Today and the next 7 days of a venue ----------
const salesQuery = z.object({ from: z.string().optional() }).strict();

opsRouter.get("/sales/:site", valid("query", salesQuery), async (c) => {
  const tenant = tenantBySlug(c.req.param("site"));
  if (!tenant) return unknownSite(c, c.req.param("site"));
  if (!mayReach(reachOf(c), tenant.slug)) return venueRefused(c, tenant.slug);
  const { from } = c.req.valid("query");
  const now = new Date();
  const problem = from === undefined ? null : salesStartProblem(tenant, now, from);
  if (problem) return invalidRequest(c, [{ field: "from", rule: "date_range", message: problem }]);
  return c.json(await venueSales(c.env, tenant, now, from));
});

// ---------- The contact enquiries (docs/decisions/017) ----------
opsRouter.route("/enquiries", enquiriesOps);

opsRouter.all("*", (c) => c.json({ error: "not_found", message: `No ops call at ${c.req.method} ${c.req.path}` }, 404));

opsRouter.onError((error, c) => {
  if (error instanceof ConcurrentChangeError) {
    return c.json({ error: "conflict", message: "The document kept changing while this change was written; try again." }, 409);
  }
  if (error instanceof UnknownVersionError) return c.json({ error: "unknown_version", message: error.message }, 404);
  if (error instanceof StoredDocumentInvalidError) return c.json({ error: "stored_document_invalid", message: error.message }, 409);
  if (error instanceof DatabaseBusyError) {
    log("warn", "database busy", { error });
    return busyAnswer(c);
  }
  reportServerError(c, error, "ops");
  return c.json({ error: "internal_error", message: "An error occurred. Please try again.", requestId: c.get("requestId") }, 500);
});
