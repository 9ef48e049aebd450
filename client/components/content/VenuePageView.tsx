// The building blocks of every content page: the CMS page's head and hero, its introduction, its sections (text,
// lists, numbered steps, label/value facts and cards with their call to action), a group page's enquiry box and the
// page's main call to action. One layout for all of them, in either direction.
import type { ReactNode } from "react";
import type { GroupPage, VenueCard, VenuePage, VenueSection } from "../../../shared/cms-venue-pages";
import { useT } from "../../i18n";
import { CmsLink } from "../header/CmsLink";
import { PageHead } from "../PageHead";

function sectionId(index: number) {
  return `content-section-${index + 1}`;
}

function Card({ card }: { card: VenueCard }) {
  return (
    <li className="flex flex-col rounded-2xl bg-brand-ice p-5" data-testid="content-card">
      {card.image ? <img src={card.image.image_url} alt={card.image.alt_text} width={48} height={48} loading="lazy" className="h-12 w-12" /> : null}
      <h3 className="mt-3 text-lg font-bold">{card.title}</h3>
      {card.description ? <p className="mt-1">{card.description}</p> : null}
      {card.note ? <p className="mt-2 text-sm font-semibold text-brand-slate">{card.note}</p> : null}
      {card.cta ? (
        <CmsLink url={card.cta.url} className="mt-auto pt-4 font-semibold text-brand-navy underline underline-offset-4">
          {card.cta.title}
        </CmsLink>
      ) : null}
    </li>
  );
}

function Section({ section, index }: { section: VenueSection; index: number }) {
  const id = sectionId(index);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10" data-testid="content-section">
      <h2 id={`${id}-title`} className="text-2xl font-bold">{section.title}</h2>
      {section.body ? <p className="mt-3 max-w-3xl">{section.body}</p> : null}
      {section.items?.length ? (
        <ul className="mt-4 max-w-3xl list-disc space-y-2 ps-6">
          {section.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.steps?.length ? (
        <ol className="mt-4 max-w-3xl list-decimal space-y-2 ps-6">
          {section.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      ) : null}
      {section.facts?.length ? (
        <dl className="mt-4 grid max-w-3xl gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {section.facts.map((fact, i) => (
            <div key={i} className="contents">
              <dt className="font-semibold">{fact.label}</dt>
              <dd className="m-0">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.cards?.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby={`${id}-title`}>
          {section.cards.map((card, i) => (
            <Card key={i} card={card} />
          ))}
        </ul>
      ) : null}
      {section.cta ? (
        <p className="mt-4">
          <CmsLink url={section.cta.url} className="font-semibold text-brand-navy underline underline-offset-4">
            {section.cta.title}
          </CmsLink>
        </p>
      ) : null}
    </section>
  );
}

/** The hero: the page's h1 and subtitle over the CMS image, which keeps its alternative text. */
function VenueHero({ hero }: { hero: VenuePage["hero"] }) {
  return (
    <section className="relative flex min-h-[280px] items-end overflow-hidden bg-brand-navy text-white">
      <img src={hero.image.image_url} alt={hero.image.alt_text} className="absolute inset-0 h-full w-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0" style={{ background: "linear-gradient(to top, rgba(11,31,58,.85), rgba(11,31,58,.15))" }} />
      <div className="relative mx-auto w-full max-w-[1320px] px-4 py-10">
        <h1 className="max-w-3xl text-4xl font-bold md:text-5xl">{hero.title}</h1>
        {hero.subtitle ? <p className="mt-3 max-w-2xl text-lg">{hero.subtitle}</p> : null}
      </div>
    </section>
  );
}

/** A group page's enquiry box: its button opens the contact form of the page's type (contact-us/{type}). */
function EnquiryBox({ enquiry, type }: { enquiry: GroupPage["enquiry"]; type: number }) {
  const t = useT();
  return (
    <aside aria-labelledby="enquiry-title" className="mt-12 rounded-2xl bg-brand-navy p-8 text-white" data-testid="enquiry-box">
      <p className="text-sm font-semibold uppercase tracking-wide">{t("content.enquiry.label")}</p>
      <h2 id="enquiry-title" className="mt-1 text-2xl font-bold">{enquiry.title}</h2>
      <p className="mt-2 max-w-2xl">{enquiry.description}</p>
      <CmsLink url={`/contact-us/${type}`} className="btn-primary mt-6" testId="enquiry-cta">
        {enquiry.cta_title}
      </CmsLink>
    </aside>
  );
}

export function VenuePageView({
  page,
  enquiry,
  before,
  children,
  noIndex = false,
  testId = "content-page",
}: {
  page: VenuePage | GroupPage;
  /** The contact form type of a group page's enquiries. */
  enquiry?: number | null;
  /** Shown above the introduction (a notice). */
  before?: ReactNode;
  /** Shown after the sections (a listing of cards). */
  children?: ReactNode;
  /** Pages that are not for search engines (a staff landing). */
  noIndex?: boolean;
  testId?: string;
}) {
  return (
    <>
      <PageHead title={page.seo.meta_title} description={page.seo.meta_description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <VenueHero hero={page.hero} />
      <article className="mx-auto max-w-[1320px] px-4 py-8" data-testid={testId}>
        {before}
        <p className="max-w-3xl text-lg" data-testid="page-intro">{page.intro}</p>
        {page.sections.map((section, index) => (
          <Section key={index} section={section} index={index} />
        ))}
        {children}
        {"enquiry" in page && enquiry ? <EnquiryBox enquiry={page.enquiry} type={enquiry} /> : null}
        {page.cta ? (
          <p className="mt-10">
            <CmsLink url={page.cta.url} className="btn-primary" testId="page-cta">
              {page.cta.title}
            </CmsLink>
          </p>
        ) : null}
      </article>
    </>
  );
}
