// The footer hydrates when it comes near the screen; its CMS document comes with its code then (in the browser, from
// the CMS call), not in the page's data: the server render reads it from the request (docs/decisions/022).
import type { ComponentType } from "react";
import type { FooterContent } from "../../../shared/cms";
import type { Locale } from "../../../shared/locale";
import { lazyWhenNear } from "../../lib/lazy-when-near";
import { useServerRenderOnly } from "../../lib/server-render-only";

interface FooterCaller {
  tenant: { siteId: number; cmsPath: string; slug: string };
  locale: Locale;
}

/** The footer document through the CMS call, null when it cannot be read (the footer then keeps a way back up). */
async function loadFooterContent(caller: FooterCaller): Promise<FooterContent | null> {
  try {
    const [{ readCms }, { footerSchema }] = await Promise.all([import("../../lib/api"), import("../../../shared/cms")]);
    const answer = await readCms(caller, "api/Footer/GetFooter", footerSchema);
    return answer.ok ? answer.data : null;
  } catch {
    return null; // the modules could not load (offline)
  }
}

const footers = new Map<string, ComponentType>();

/** The footer of a site and language: one lazy component each, so another language loads its own document. */
export function lazyFooter(caller: FooterCaller): ComponentType {
  const key = `${caller.tenant.slug}|${caller.locale}`;
  let SiteFooter = footers.get(key);
  if (!SiteFooter) {
    SiteFooter = lazyWhenNear('[data-testid="site-footer"]', async () => {
      const [{ Footer }, loaded] = await Promise.all([import("../Footer"), import.meta.env.SSR ? null : loadFooterContent(caller)]);
      function FooterWithContent() {
        const fromRequest = useServerRenderOnly().footer;
        return <Footer content={import.meta.env.SSR ? fromRequest : loaded} />;
      }
      return { default: FooterWithContent };
    });
    footers.set(key, SiteFooter);
  }
  return SiteFooter;
}
