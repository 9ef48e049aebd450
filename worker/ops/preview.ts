// A draft shown on its real page: a page request carrying a preview link's secret renders with the draft in place of
// the stored document (chosen here, in the worker), for that one answer: never stored by the page cache, never kept
// by a browser or proxy, and never indexed. A draft a staff member made in the console shows only to them, signed in
// (their console session's cookie goes with the page request); one made through the ops calls (a script's token has
// no browser session) shows to whoever holds its link, until it expires.
import type { MiddlewareHandler } from "hono";
import type { CmsDocumentKey } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { AppEnv } from "../env";
import { currentStaff, mayRun } from "../console/staff";
import { readDraft } from "./content-versions";

/** The query parameter of a preview link. */
export const PREVIEW_PARAM = "ops-preview";

/** The page (below the site prefix) each previewable document shows on; documents not named have no page of their own. */
const PREVIEW_PAGES: Partial<Record<CmsDocumentKey, string>> = {
  home: "",
  header: "",
  footer: "",
  faq: "faq",
  legal: "privacy-policy",
  sitemap: "sitemap",
};

/** The path a document's draft is previewed at, or null when it has no page. */
export function previewPathOf(tenant: Tenant, locale: Locale, key: CmsDocumentKey): string | null {
  const page = PREVIEW_PAGES[key];
  if (page === undefined) return null;
  return page ? `${tenant.prefixes[locale]}/${page}` : tenant.prefixes[locale];
}

/** Sets the request's draft from a preview link; a link that is unknown, expired or of another site answers 404. */
export const previewDrafts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const secret = c.req.query(PREVIEW_PARAM);
  const location = c.get("location");
  if (secret === undefined || !location) return next();
  const draft = await readDraft(c.env.DB, secret, Date.now());
  const answerHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  // A staff member's draft (made by an e-mail; a token's name has no @) needs that staff member's own session.
  const staff = draft?.createdBy.includes("@") ? await currentStaff(c, new Date()) : null;
  const allowed = draft && (!draft.createdBy.includes("@") || (staff?.email === draft.createdBy && mayRun(staff, draft.site)));
  if (!draft || !allowed || draft.site !== location.tenant.slug || draft.locale !== location.locale) {
    return c.text("This preview link is unknown or has expired. Make a new preview from the console.", 404, answerHeaders);
  }
  c.set("contentDraft", { key: draft.key, body: draft.body, id: draft.id });
  await next();
  for (const [name, value] of Object.entries(answerHeaders)) c.res.headers.set(name, value);
};
