// maf-employee-offers: the staff landing of the link's identifier (the provider's /get-maf-staff-landing-page), the
// general staff page without one, and a clear page (status 404) for an identifier nobody issued or whose offers have
// ended. Staff pages are not for search engines.
import { type LoaderFunctionArgs, data, useLoaderData } from "react-router";
import { formatDateKey } from "../../shared/date-key";
import { staffIdentifierSchema } from "../../shared/cms-venue-pages";
import { VenuePageView } from "../components/content/VenuePageView";
import { CmsLink } from "../components/header/CmsLink";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { catalogueOf, notFound } from "../document/page";
import { useSite } from "../layout/site-context";
import { pageTexts } from "../i18n/messages.server";
import { SHARED_PAGE } from "../document/handle";

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { content, catalogue } = catalogueOf(context);
  const identifier = new URL(request.url).searchParams.get("identifier")?.trim().toLowerCase() ?? "";
  const known = identifier && staffIdentifierSchema.safeParse(identifier).success ? await catalogue.staffLanding(identifier) : null;
  if (known) return { texts: pageTexts(context, ["content-pages"]), kind: "landing" as const, landing: known };
  const page = await content.venuePage("staffOffersPage");
  if (!page) notFound();
  if (!identifier) return { texts: pageTexts(context, ["content-pages"]), kind: "general" as const, page: page.general };
  // Shown as typed (React escapes it), cut short so a long link does not fill the page.
  return data({ texts: pageTexts(context, ["content-pages"]), kind: "unknown" as const, unknown: page.unknown_identifier, identifier: identifier.slice(0, 60) }, { status: 404 });
}

export default function StaffOffers() {
  const answer = useLoaderData<typeof loader>();
  const t = useT();
  const site = useSite();
  if (answer.kind === "general") return <VenuePageView page={answer.page} testId="staff-general" noIndex />;
  if (answer.kind === "landing") {
    const { landing } = answer;
    return (
      <VenuePageView
        page={landing.page}
        testId="staff-landing"
        noIndex
        before={
          <p className="mb-4 font-semibold text-brand-slate" data-testid="staff-validity">
            {t("content.staff.for", { organisation: landing.organisation })} · {t("content.staff.validUntil", { date: formatDateKey(landing.valid_until, site.locale) })}
          </p>
        }
      />
    );
  }
  const { unknown, identifier } = answer;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16" data-testid="staff-unknown">
      <PageHead title={unknown.title} description={unknown.description} />
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold">{unknown.title}</h1>
      <p className="mt-4 text-lg">{unknown.description}</p>
      <p className="mt-2 text-sm text-brand-slate">
        {t("content.staff.unknownIdentifier", { identifier })}
      </p>
      <CmsLink url={unknown.cta.url} className="btn-primary mt-8" testId="staff-unknown-cta">
        {unknown.cta.title}
      </CmsLink>
    </article>
  );
}
