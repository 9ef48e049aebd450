// Title, description, canonical link and hreflang alternates of a page (React hoists them into <head>).
import { useLocation } from "react-router";
import { useSite } from "../layout/site-context";

export function PageHead({ title, description }: { title: string; description?: string }) {
  const site = useSite();
  const { pathname } = useLocation();
  const rest = pathname.slice(site.prefix.length);
  const base = site.tenant.publicUrl;
  const region = site.tenant.region.toUpperCase();
  const siteName = site.siteConfig?.title ?? site.tenant.name[site.locale];
  return (
    <>
      <title>{title.includes(siteName) ? title : `${title} | ${siteName}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <link rel="canonical" href={`${base}${pathname}`} />
      <link rel="alternate" hrefLang={`${site.locale}-${region}`} href={`${base}${site.prefix}${rest}`} />
      <link rel="alternate" hrefLang={`${site.locale === "en" ? "ar" : "en"}-${region}`} href={`${base}${site.otherPrefix}${rest}`} />
    </>
  );
}
