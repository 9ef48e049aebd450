// The four link lists of the footer: columns on wider screens, disclosure buttons under 768 px.
import { useId, useState } from "react";
import { Link } from "react-router";
import type { FooterContent } from "../../../shared/cms";
import { isExternalUrl, localizedHref } from "../../../shared/links";
import { useT } from "../../i18n";
import { useSite } from "../../lib/site-context";
import { ChevronDown } from "../header/icons";

type Section = FooterContent["main_footer"]["first_section"];

function LinkSection({ section }: { section: Section }) {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div data-testid="footer-section" className="footer-section">
      <h2 className="font-bold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="footer-toggle"
        >
          {section.title}
          <ChevronDown size={20} className={open ? "rotate-180" : undefined} />
        </button>
        <span className="footer-section-title">{section.title}</span>
      </h2>
      <ul id={listId} className={`footer-links ${open ? "" : "max-md:hidden"}`}>
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
