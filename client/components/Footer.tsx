// Site footer: link sections from the CMS and the copyright line.
import { Link } from "react-router";
import { isExternalUrl, localizedHref } from "../../shared/links";
import { useSite } from "../lib/site";

export function Footer() {
  const site = useSite();
  const footer = site.footer;
  if (!footer) return null;
  const sections = [footer.main_footer.first_section, footer.main_footer.second_section, footer.main_footer.third_section, footer.main_footer.fourth_section];
  return (
    <footer className="bg-brand-navy text-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-[1320px] gap-8 px-4 py-12 md:grid-cols-4">
        {sections.map((section) => (
          <div key={section.title}>
            <h2 className="mb-3 font-bold">{section.title}</h2>
            <ul className="space-y-2">
              {section.links.map((link) => (
                <li key={link.url + link.title}>
                  {isExternalUrl(link.url) ? <a href={link.url}>{link.title}</a> : <Link to={localizedHref(site.prefix, link.url)}>{link.title}</Link>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-white/20 px-4 py-4 text-center text-sm">{footer.sub_footer.copyright}</p>
    </footer>
  );
}
