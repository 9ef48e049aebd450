// The footer hydrates when it comes near the screen; its CMS document comes with its code then (in the browser, from
// the CMS call), not in the page's data: the server render reads it from the request (docs/decisions/022).
import type { ComponentType } from "react";
import type { FooterContent } from "../../../shared/cms";
import type { Locale } from "../../../shared/locale";
import { readCmsLater } from "../../lib/cms-later";
import { lazyWhenNear } from "../../lib/lazy-when-near";
import { useServerRenderOnly } from "../../lib/server-render-only";

interface FooterCaller {
  tenant: { siteId: number; cmsPath: string; slug: string };
  locale: Locale;
}

/** The footer document through the CMS call, null when it cannot be read (the footer then keeps a way back up). */
async function loadFooterContent(caller: FooterCaller): Promise<FooterContent | null> {
  try {
    const answer = await readCmsLater(caller, "api/Footer/GetFooter", (cms) => cms.footerSchema);
    return answer.ok ? answer.data : null;
  } catch {
    return null; // the modules could not load (offline)
  }
}

type FooterModule = typeof import("../Footer");
let serverModule: FooterModule | null = null;

/**
 * On the server, the footer's module loaded before the render (the site layout's loader awaits it): a lazy component
 * would suspend on its first render and React would stream the footer after the page, with its swap script.
 */
export async function loadFooterForServer(): Promise<void> {
  serverModule ??= await import("../Footer");
}

// Started with the module, so it is in hand for any server render (the loader's await only makes sure of it).
if (import.meta.env.SSR) void loadFooterForServer();

/** The server render of the footer: its document from the request. */
function FooterOnServer() {
  const content = useServerRenderOnly().footer;
  if (!serverModule) throw new Error("the footer's module is loaded by the site layout's loader before the render");
  const { Footer } = serverModule;
  return <Footer content={content} />;
}

const footers = new Map<string, ComponentType>();

/** The footer of a site and language: one lazy component each, so another language loads its own document. */
export function lazyFooter(caller: FooterCaller): ComponentType {
  if (import.meta.env.SSR) return FooterOnServer;
  const key = `${caller.tenant.slug}|${caller.locale}`;
  let SiteFooter = footers.get(key);
  if (!SiteFooter) {
    SiteFooter = lazyWhenNear('[data-testid="site-footer"]', async () => {
      const [{ Footer }, content] = await Promise.all([import("../Footer"), loadFooterContent(caller)]);
      return { default: () => <Footer content={content} /> };
    });
    footers.set(key, SiteFooter);
  }
  return SiteFooter;
}
