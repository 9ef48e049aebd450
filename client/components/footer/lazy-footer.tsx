// The footer hydrates when it comes near the screen; its CMS document and its texts (the "footer" part) come with its
// code then (in the browser, from the CMS call and the part's chunk), not in the page's data: the server render reads
// them from the request (docs/decisions/022).
import type { ComponentType } from "react";
import type { FooterContent } from "../../../shared/cms";
import type { Locale } from "../../../shared/locale";
import { WithTexts } from "../../i18n/lazy-with-texts";
import { type PartTexts, loadPartTexts } from "../../i18n/texts";
import { cmsSchema, readCmsLaterOrNull } from "../../api/cms-later";
import { lazyWhenNear } from "../../document/lazy-when-near";
import { useServerRenderOnly } from "../../document/server-render-only";

interface FooterCaller {
  tenant: { siteId: number; cmsPath: string; slug: string };
  locale: Locale;
}

/** The footer document through the CMS call, null when it cannot be read (the footer then keeps a way back up). */
function loadFooterContent(caller: FooterCaller): Promise<FooterContent | null> {
  return readCmsLaterOrNull(caller, "api/Footer/GetFooter", () => cmsSchema("footerSchema"));
}

type FooterModule = typeof import("../Footer");
let serverModule: FooterModule | null = null;
const serverTexts: Partial<Record<Locale, PartTexts>> = {};

/**
 * On the server, the footer's module and its texts in the request's language, loaded before the render (the site
 * layout's loader awaits them): a lazy component would suspend on its first render and React would stream the footer
 * after the page, with its swap script.
 */
export async function loadFooterForServer(locale: Locale): Promise<void> {
  if (serverModule && serverTexts[locale]) return;
  [serverModule, serverTexts[locale]] = await Promise.all([import("../Footer"), loadPartTexts(locale, ["footer"])]);
}

/** The server render of the footer: its document and texts from the request. */
function FooterOnServer({ locale }: { locale: Locale }) {
  const content = useServerRenderOnly().footer;
  const texts = serverTexts[locale];
  if (!serverModule || !texts) throw new Error("the footer's module and texts are loaded by the site layout's loader before the render");
  const { Footer } = serverModule;
  return (
    <WithTexts texts={texts}>
      <Footer content={content} />
    </WithTexts>
  );
}

const footers = new Map<string, ComponentType>();
const serverFooters: Partial<Record<Locale, ComponentType>> = {};

/** The footer of a site and language: one lazy component each, so another language loads its own document. */
export function lazyFooter(caller: FooterCaller): ComponentType {
  if (import.meta.env.SSR) return (serverFooters[caller.locale] ??= () => <FooterOnServer locale={caller.locale} />);
  const key = `${caller.tenant.slug}|${caller.locale}`;
  let SiteFooter = footers.get(key);
  if (!SiteFooter) {
    // The document's first footer hydrates the one the server rendered from the request's copy of the document.
    const hydrates = footers.size === 0;
    SiteFooter = lazyWhenNear('[data-testid="site-footer"]', async () => {
      const [[{ Footer }, texts], content] = await Promise.all([
        Promise.all([import("../Footer"), loadPartTexts(caller.locale, ["footer"])]),
        loadFooterContent(caller),
      ]);
      // Without its document the browser would render another footer than the server's (only the way back up) and
      // React would drop the server's: that footer stays as it is instead, its links plain links that still work.
      if (hydrates && content === null) return new Promise<never>(() => {});
      return {
        default: () => (
          <WithTexts texts={texts}>
            <Footer content={content} />
          </WithTexts>
        ),
      };
    });
    footers.set(key, SiteFooter);
  }
  return SiteFooter;
}
