// Social network links of the sub-footer, each an inline icon with a spoken name, opening in a new tab.
import type { FooterContent } from "../../../shared/cms";
import { useT } from "../../i18n";
import { useSite } from "../../lib/site";

type Network = FooterContent["sub_footer"]["social_items"][number]["name"];

/** Simple line drawings on a 24-unit grid, drawn in the text colour. */
const ICONS: Record<Network, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: <path d="M15.5 3.5H14a4 4 0 0 0-4 4V21M7 11h7.5" />,
  x: (
    <>
      <path d="M4 4h4.5L20 20h-4.5Z" />
      <path d="M19.5 4l-6.3 7M10.8 13 4.5 20" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.5 9.5v5l4-2.5Z" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14 3.5v11a3.5 3.5 0 1 1-3.5-3.5M14 3.5c.4 2.6 2.3 4.5 5 4.7" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
      <circle cx="8" cy="7.3" r="0.6" fill="currentColor" />
    </>
  ),
};

export function SocialLinks({ items }: { items: FooterContent["sub_footer"]["social_items"] }) {
  const t = useT();
  const { tenant, locale } = useSite();
  if (items.length === 0) return null;
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-white/80">{t("footer.followUs")}</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-brand-yellow hover:text-brand-navy"
              data-network={item.name}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                {ICONS[item.name]}
              </svg>
              <span className="sr-only">
                {t("footer.socialLink", { site: tenant.name[locale], network: t(`footer.network.${item.name}`) })} {t("footer.opensInNewTab")}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
