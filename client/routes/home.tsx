// The venue's home page, rendered from its CMS home document: the hero, the opening hours and the sections (the cards
// of passes, lessons and memberships, with prices and links). It hydrates like every page.
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { type HomeSectionView, homeView } from "../../shared/cms-views";
import { clockRange, weekdaySpan } from "../../shared/clock";
import { formatAmount } from "../../shared/format";
import { hoursRows } from "../../shared/working-hours";
import { localizedHref } from "../../shared/links";
import { PageHead } from "../components/PageHead";
import { HeroImage } from "../components/catalogue/PageHero";
import { useT } from "../i18n";
import { linkPrefetch } from "../document/browser-rules";
import { contentOf } from "../document/page";
import { useSite } from "../layout/site-context";
import { SHARED_PAGE } from "../document/handle";

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { shop, content } = contentOf(context);
  // A card that opens a product shows the product's listing price, the one the sale charges from.
  const [home, prices] = await Promise.all([content.home(), shop.catalogue ? shop.catalogue.listingPrices() : {}]);
  return { home: home ? homeView(home, prices) : null };
}

/** The dark shade over the hero image that keeps its white text readable. */
const HERO_SHADE = "linear-gradient(to top, rgba(11,31,58,.85), rgba(11,31,58,.1))";

export default function Home() {
  const { home } = useLoaderData<typeof loader>();
  const site = useSite();
  const t = useT();
  const name = site.siteConfig?.title ?? site.tenant.name[site.locale];
  if (!home) {
    return (
      <>
        <PageHead title={name} />
        <h1 className="px-4 py-16 text-center text-4xl font-bold">{name}</h1>
      </>
    );
  }
  return (
    <>
      <PageHead title={home.seo.meta_title} description={home.seo.meta_description} />
      <section className="relative flex min-h-[420px] items-end overflow-hidden bg-brand-navy text-white">
        {home.hero.image ? <HeroImage src={home.hero.image.image_url} /> : null}
        <div aria-hidden="true" className="absolute inset-0" style={{ backgroundImage: HERO_SHADE }} />
        <div className="relative mx-auto w-full max-w-[1320px] px-4 py-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-yellow" data-testid="site-name">{name}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold md:text-5xl">{home.hero.title}</h1>
          <p className="mt-4 max-w-2xl text-lg">{home.hero.subtitle}</p>
          <Link className="btn-primary mt-6" to={localizedHref(site.prefix, home.hero.cta.url)} prefetch={linkPrefetch()}>
            {home.hero.cta.title}
          </Link>
        </div>
      </section>
      <section aria-labelledby="opening-hours" className="home-section">
        <h2 id="opening-hours" className="home-heading">{home.opening_hours.title || t("home.openingHours")}</h2>
        <OpeningHours />
        {home.opening_hours.note ? <p className="mt-3 text-sm text-brand-slate">{home.opening_hours.note}</p> : null}
      </section>
      <div data-testid="home-sections">
        <HomeSections sections={home.sections} />
      </div>
    </>
  );
}

/**
 * The venue's hours per day of the week from the header's weekly hours, the one source the live status reads too:
 * days with the same hours share a row, from the venue's first day of the week, on the shop's 12-hour clock.
 */
function OpeningHours() {
  const site = useSite();
  const t = useT();
  const week = site.header?.global_header.live_update.weekly_hours;
  if (!week) return null;
  return (
    <dl className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="opening-hours">
      {hoursRows(week, site.tenant.weekStartsOn).map((row) => (
        <div key={row.first} className="rounded-lg bg-brand-ice px-4 py-3" data-testid="opening-hours-row">
          <dt className="font-semibold">{weekdaySpan(row.first, row.last, site.locale)}</dt>
          <dd>{row.hours ? clockRange(row.hours.open, row.hours.close, site.locale) : t("header.closed")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sections: a heading, a text and cards, each card with its price and a link to its page. */
function HomeSections({ sections }: { sections: readonly HomeSectionView[] }) {
  const site = useSite();
  const t = useT();
  const price = (amount: number) => formatAmount(amount, site.tenant.currency, site.tenant.decimals, site.locale);
  return (
    <>
    {sections.map((section) => (
      <section key={section.id} aria-labelledby={`section-${section.id}`} className="home-section">
        <h2 id={`section-${section.id}`} className="home-heading">{section.title}</h2>
        {section.description ? <p className="home-section-text">{section.description}</p> : null}
        <ul className="home-cards">
          {section.cards.map((card) => (
            <li key={card.id} className="home-card" data-testid="home-card">
              {card.image ? <img src={card.image.image_url} alt="" width={48} height={48} className="mb-3" loading="lazy" /> : null}
              <h3 className="home-card-title">{card.title}</h3>
              <p className="home-card-label">{card.label_text}</p>
              <p className="home-card-text">{card.description}</p>
              <p className="home-card-price">
                {`${t("common.from")} `}
                <strong data-testid="price">{price(card.price)}</strong>
                {` ${t("common.perPerson")}`}
              </p>
              <Link className="home-card-link" to={localizedHref(site.prefix, card.url)} prefetch={linkPrefetch()}>
                {t("common.learnMore")}
                <span className="sr-only">{` ${t("common.learnMoreAbout", { title: card.title })}`}</span>
              </Link>
            </li>
          ))}
        </ul>
        {section.great_moment ? (
          <div className="mt-8 rounded-2xl bg-brand-ice p-6">
            <h3 className="text-xl font-bold">{section.great_moment.title}</h3>
            <p className="mt-2">{section.great_moment.description}</p>
            {section.great_moment.cta ? (
              <Link className="mt-3 inline-block font-semibold underline" to={localizedHref(site.prefix, section.great_moment.cta.url)}>
                {section.great_moment.cta.title}
              </Link>
            ) : null}
          </div>
        ) : null}
      </section>
    ))}
    </>
  );
}
