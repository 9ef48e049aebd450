// Social network links of the sub-footer, each an icon with a spoken name, opening in a new tab.
import type { FooterContent } from "../../../shared/cms";
import { trackSocialClick } from "../../analytics/chrome-events";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";

export function SocialLinks({ items }: { items: FooterContent["sub_footer"]["social_items"] }) {
  const t = useT();
  const { tenant, locale } = useSite();
  if (items.length === 0) return null;
  return (
    <div>
      <h2 className="footer-heading">{t("footer.followUs")}</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="social-link"
              data-network={item.name}
              onClick={() => trackSocialClick(item.name)}
            >
              {/* A line drawing of public/images/social painted in the text colour (`.icon-{network}`, client/styles.css). */}
              <span aria-hidden="true" className={`icon icon-${item.name} size-5`} />
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
