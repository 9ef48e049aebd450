// Site footer (content-and-account §2): back to top, four link sections, newsletter, social and app links,
// payment logos and the copyright line, all texts from the CMS footer; and the link that opens the cookie settings.
import type { FooterContent } from "../../shared/cms";
import { consentSettingsHref } from "../../shared/consent";
import { offeredPaymentLogos } from "../../shared/payment-logos";
import { useT } from "../i18n";
import { useSite } from "../layout/site-context";
import { AppLinks } from "./footer/AppLinks";
import { BackToTop } from "./footer/BackToTop";
import { LinkSections } from "./footer/LinkSections";
import { NewsletterForm } from "./footer/NewsletterForm";
import { SocialLinks } from "./footer/SocialLinks";

export function Footer({ content: footer }: { content: FooterContent | null }) {
  const t = useT();
  const { tenant } = useSite();
  if (!footer) {
    // The CMS footer failed to load (already logged by the loader): keep a way back up the page.
    return (
      <footer className="bg-brand-navy text-white" data-testid="site-footer">
        <div className="mx-auto flex max-w-[1320px] justify-end px-4 py-6">
          <BackToTop />
        </div>
      </footer>
    );
  }
  const { main_footer: main, sub_footer: sub } = footer;
  const logos = offeredPaymentLogos(sub.payment_logos, tenant);
  return (
    <footer className="bg-brand-navy text-white" data-testid="site-footer">
      <div className="mx-auto max-w-[1320px] px-4">
        <div className="flex justify-end pt-8">
          <BackToTop />
        </div>
        <div className="grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <NewsletterForm content={main.newsletter} />
          <LinkSections sections={[main.first_section, main.second_section, main.third_section, main.fourth_section]} />
        </div>
        <div className="flex flex-wrap items-start justify-between gap-8 border-t border-white/15 py-8">
          <SocialLinks items={sub.social_items} />
          <AppLinks appStore={sub.app_store_cta} googlePlay={sub.google_play_cta} />
          {logos.length > 0 ? (
            <div>
              <h2 className="footer-heading">{t("footer.weAccept")}</h2>
              <ul className="flex flex-wrap items-center gap-2">
                {logos.map((logo) => (
                  <li key={logo.image_url} className="payment-logo">
                    <img src={logo.image_url} alt={logo.alt_text} title={logo.title} width={48} height={24} loading="lazy" className="payment-logo-image" />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <p className="border-t border-white/15 px-4 py-5 text-center text-sm text-white/75">
        {footer.sub_footer.copyright}{" "}
        {/* A page load, not a client navigation: the server renders the consent dialog again (docs/decisions/018). The
            page's query is read at the click, so the footer never draws again on a navigation and the page comes back
            with the query it has then (a date picked, a filter set). */}
        <a
          href={consentSettingsHref("")}
          onClick={(event) => {
            event.currentTarget.href = consentSettingsHref(window.location.search);
          }}
          rel="nofollow"
          data-full-load=""
          className="footer-settings underline"
        >
          {t("footer.cookieSettings")}
        </a>
      </p>
    </footer>
  );
}
