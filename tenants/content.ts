// Seed content of every site and locale, bundled from tenants/content/{site}/{locale}/{document}.json.
import type { Locale } from "../shared/locale";
import { CMS_DOCUMENTS, CMS_DOCUMENT_KEYS, type CmsDocumentKey } from "../shared/cms";
import type { SiteSlug } from "../shared/tenant";

const files = import.meta.glob<unknown>("./content/*/*/*.json", { eager: true, import: "default" });

export interface SeedDocument {
  site: SiteSlug;
  locale: Locale;
  key: CmsDocumentKey;
  body: unknown;
}

/** Every seed document, parsed by its schema (a malformed seed file fails loudly here). */
export function seedDocuments(): SeedDocument[] {
  return Object.entries(files).map(([path, body]) => {
    const match = /^\.\/content\/([a-z-]+)\/(en|ar)\/([a-z-]+)\.json$/.exec(path);
    if (!match) throw new Error(`unexpected seed file ${path}`);
    const [, site, locale, key] = match as unknown as [string, SiteSlug, Locale, CmsDocumentKey];
    if (!CMS_DOCUMENT_KEYS.includes(key)) throw new Error(`unknown CMS document ${key} in ${path}`);
    const parsed = CMS_DOCUMENTS[key].safeParse(body);
    if (!parsed.success) throw new Error(`seed ${path} is invalid: ${parsed.error.message}`);
    return { site, locale, key, body: parsed.data };
  });
}
