// The not-found screen comes with its code when a page is not found, not in every page's data (docs/decisions/022):
// its texts (the "notices" part) load beside it, and its CMS document through the CMS call in the browser. The server
// render reads the document from the request (the site layout's loader sets it), so a not-found page is whole as
// served, and the browser hydrates it once its own copy has arrived.
import { type ComponentType, lazy } from "react";
import type { ErrorPageContent } from "../../shared/cms";
import { WithTexts } from "../i18n/lazy-with-texts";
import { loadPartTexts } from "../i18n/texts";
import { type CmsCaller, cmsSchema, readCmsLaterOrNull } from "../api/cms-later";
import { useServerRenderOnly } from "./server-render-only";

export type NotFoundCaller = CmsCaller & { tenant: { slug: string } };

/** The CMS's not-found page, null when it cannot be read (the shop's own texts show then). */
async function loadNotFoundContent(caller: NotFoundCaller): Promise<ErrorPageContent | null> {
  if (import.meta.env.SSR) return null; // the server render reads the request's copy
  const pages = await readCmsLaterOrNull(caller, "api/ErrorAndMaintenancePage/GetErrorAndMaintenancePage", () => cmsSchema("errorAndMaintenanceSchema"));
  return pages?.not_found_page ?? null;
}

type Props = { prefix: string };
const screens = new Map<string, ComponentType<Props>>();

/** The not-found screen of a site and language: one lazy component each (on the server, one per language). */
export function lazyNotFound(caller: NotFoundCaller): ComponentType<Props> {
  const key = import.meta.env.SSR ? caller.locale : `${caller.tenant.slug}|${caller.locale}`;
  let Screen = screens.get(key);
  if (!Screen) {
    Screen = lazy(async () => {
      const [[module, texts], loaded] = await Promise.all([
        Promise.all([import("../components/NotFoundScreen"), loadPartTexts(caller.locale, ["notices"])]),
        loadNotFoundContent(caller),
      ]);
      const NotFoundScreen = module.default;
      return {
        default: function SiteNotFound({ prefix }: Props) {
          const content = useServerRenderOnly().notFound ?? loaded;
          return (
            <WithTexts texts={texts}>
              <NotFoundScreen content={content} prefix={prefix} />
            </WithTexts>
          );
        },
      };
    });
    screens.set(key, Screen);
  }
  return Screen;
}
