// The four link lists of the footer: columns on wider screens, disclosure buttons under 768 px.
import { useId, useState } from "react";
import { Link } from "react-router";
import type { FooterContent } from "../../../shared/cms";
import { isExternalUrl, localizedHref } from "../../../shared/links";
import { useT } from "../../i18n";
import { useSite } from "../../lib/site-context";

type Section = FooterContent["main_footer"]["first_section"];

function LinkSection({ section }: { section: Section }) {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div data-testid="footer-section" className="border-b border-white/15 md:border-0">
      <h2 className="font-bold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 py-4 text-start md:hidden"
        >
          {section.title}
          <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="2">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
        <span className="hidden md:mb-4 md:block">{section.title}</span>
      </h2>
      <ul id={listId} className={`space-y-3 pb-5 text-sm text-white/85 md:block md:pb-0 ${open ? "block" : "hidden"}`}>
        {section.links.map((link) => (
          <li key={link.url + link.title}>
            {isExternalUrl(link.url) ? (
              <a href={link.url} className="hover:text-brand-yellow hover:underline">
                {link.title}
              </a>
            ) : (
              <Link to={localizedHref(site.prefix, link.url)} className="hover:text-brand-yellow hover:underline">
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
