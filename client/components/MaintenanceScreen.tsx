// The maintenance screen: replaces the whole layout (no header, footer, booking bar or bottom bar) while a site is closed.
import { ltrRunsIsolatedIn, ltrRunsIsolatedInMarkup } from "../../shared/bidi";
import { isExternalUrl, localizedHref } from "../../shared/links";
import type { MaintenanceContent } from "../../shared/cms";
import { useT } from "../i18n";
import { useSite } from "../layout/site-context";
import { PageHead } from "./PageHead";

const FLAKES = Array.from({ length: 40 }, (_, i) => i);

export default function MaintenanceScreen({ content }: { content: MaintenanceContent }) {
  const t = useT();
  const site = useSite();
  // The CMS's texts may carry a phone number or an e-mail address: isolated in Arabic, so each keeps its order.
  const isolated = (text: string) => ltrRunsIsolatedIn(site.locale, text);
  const title = isolated(content.title || t("maintenance.title"));
  const mobileTitle = isolated(content.web_mobile_title || t("maintenance.mobileTitle"));
  const cta = content.cta ?? { title: t("common.takeMeHome"), url: "/" };
  const href = localizedHref(site.prefix, cta.url);
  const background = site.siteConfig?.maintenance_background_image?.image_url;
  return (
    <main
      className="maintenance relative min-h-screen overflow-hidden bg-brand-navy text-white flex items-center justify-center px-6"
      style={background ? { backgroundImage: `url(${background})`, backgroundSize: "cover", backgroundPosition: "center" } : undefined}
      data-testid="maintenance-screen"
    >
      <PageHead title={content.seo?.meta_title || "Maintenance"} description={content.seo?.meta_description || "Maintenance"} />
      <div className="snowfall" aria-hidden="true">
        {FLAKES.map((i) => (
          <span key={i} className="flake" style={{ insetInlineStart: `${(i * 37) % 100}%`, animationDelay: `${(i * 0.53) % 8}s`, animationDuration: `${6 + (i % 5)}s` }} />
        ))}
      </div>
      <div className="relative z-10 max-w-2xl text-center rounded-2xl bg-brand-navy/70 p-8 backdrop-blur">
        {content.logo?.image_url ? <img src={content.logo.image_url} alt={site.tenant.name[site.locale]} width={115} height={40} className="mx-auto mb-6" /> : null}
        <h1 className="text-3xl md:text-5xl font-bold">
          <span className="hidden lg:inline">{title}</span>
          <span className="lg:hidden">{mobileTitle}</span>
        </h1>
        <p className="mt-4 text-xl" data-testid="maintenance-subtitle">
          {isolated(content.subtitle || t("maintenance.subtitle"))}
        </p>
        <div
          className="mt-4 rounded-lg bg-brand-yellow/20 px-4 py-3"
          data-testid="maintenance-description"
          dangerouslySetInnerHTML={{ __html: ltrRunsIsolatedInMarkup(site.locale, content.description_highlighted || `<p>${t("maintenance.description")}</p>`) }}
        />
        <a
          className="btn-primary mt-8 inline-block"
          href={href}
          {...(isExternalUrl(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {cta.title || t("common.takeMeHome")}
        </a>
      </div>
    </main>
  );
}
