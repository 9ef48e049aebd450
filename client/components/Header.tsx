// Site header: logo, navigation from the CMS, language switch.
import { Link, useLocation } from "react-router";
import { localizedHref } from "../../shared/links";
import type { RouteEntry } from "../../shared/routes";
import { useT } from "../i18n";
import { useSite } from "../lib/site";

export function Header({ route }: { route: RouteEntry }) {
  const t = useT();
  const site = useSite();
  const { pathname, search } = useLocation();
  const header = site.header;
  const rest = pathname.slice(site.prefix.length);
  return (
    <header className={`sticky top-0 z-[100] ${route.invertedHeader ? "bg-white text-brand-navy shadow" : "bg-brand-navy text-white"}`} data-testid="site-header">
      <div className="mx-auto flex max-w-[1320px] items-center gap-6 px-4 py-3">
        <Link to={site.prefix} aria-label={`${site.tenant.name[site.locale]} – ${t("header.home")}`}>
          {header ? <img src={header.main_header.logo.image_url} alt={header.main_header.logo.alt_text} width={115} height={40} /> : site.tenant.name[site.locale]}
        </Link>
        <nav aria-label={t("header.mainNavigation")} className="hidden lg:block">
          <ul className="flex gap-4">
            {header?.main_header.navbar_items.map((item) => (
              <li key={item.id}>
                <Link to={localizedHref(site.prefix, item.cta_url || item.menu_items[0]?.menu_item.url || "/")}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <a className="ms-auto" href={`${site.otherPrefix}${rest}${search}`} hrefLang={site.locale === "en" ? "ar" : "en"} data-testid="language-switch">
          {t("header.switchLanguage")}
        </a>
      </div>
    </header>
  );
}
