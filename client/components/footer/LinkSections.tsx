// The four link lists of the footer: columns on wider screens, native disclosures under 768 px (they open without scripts).
import { Link } from "react-router";
import type { FooterContent } from "../../../shared/cms";
import { isExternalUrl, localizedHref } from "../../../shared/links";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import { ChevronDown } from "../header/icons";

type Section = FooterContent["main_footer"]["first_section"];

function LinkSection({ section }: { section: Section }) {
  const site = useSite();
  // Under 768 px the title is a native disclosure that opens the list with or without scripts; the list follows it
  // in the stylesheet (.footer-disclosure:not([open]) ~ .footer-links). Wider, the title is a heading and the list shows.
  return (
    <div data-testid="footer-section" className="footer-section">
      <details className="footer-disclosure">
        <summary className="footer-toggle">
          <h2 className="font-bold">{section.title}</h2>
          <ChevronDown size={20} />
        </summary>
      </details>
      <h2 className="footer-section-title">{section.title}</h2>
      <ul className="footer-links">
        {section.links.map((link) => (
          <li key={link.url + link.title}>
            {isExternalUrl(link.url) ? (
              <a href={link.url}>
                {link.title}
              </a>
            ) : (
              <Link to={localizedHref(site.prefix, link.url)}>
                {link.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LinkSections({ sections }: { sections: Section[] }) {
  const t = useT();
  return (
    <nav aria-label={t("footer.linksNavigation")} className="grid md:grid-cols-4 md:gap-8">
      {sections.map((section) => (
        <LinkSection key={section.title} section={section} />
      ))}
    </nav>
  );
}
