// The content pages (plan your visit, groups, health and safety, sustainability, food and beverage, anti-fraud, the
// ski passport challenge, payment plans, road-show offers, the ticket PDF steps): the page's CMS read rendered with
// the shared building blocks. A payment plan the venue does not offer says so, with the ways to pay, and status 404.
import { type LoaderFunctionArgs, data, useLoaderData } from "react-router";
import { todayIn } from "../../shared/booking/calendar";
import { CardSection, NothingOnSale } from "../components/catalogue/CardSection";
import { offerView } from "../components/catalogue/listing";
import { VenuePageView } from "../components/content/VenuePageView";
import { CmsLink } from "../components/header/CmsLink";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { CONTENT_ROUTES, pathBelowPrefix } from "../content/content-pages";
import { catalogueOf, notFound } from "../document/page";
import { useSite } from "../layout/site-context";
import { pageTexts } from "../i18n/messages.server";
import { SHARED_PAGE } from "../document/handle";

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { content, catalogue, location } = catalogueOf(context);
  const path = pathBelowPrefix(request.url, params);
  const route = CONTENT_ROUTES[path];
  if (!route) notFound();
  const { tabby, tamara } = location.tenant.buyNowPayLater;
  if (route.paymentPlan && !tabby && !tamara) {
    // Said plainly, with the ways this venue does take payment; 404 as the plan does not exist here.
    const texts = pageTexts(context, ["content-pages", "catalogue"], [path === "zero-installment-plan" ? "route.zero-installment-plan" : "route.interest-free-payments"]);
    return data({ texts, kind: "not-offered" as const, path, payments: await content.venuePage("payments") }, { status: 404 });
  }
  const [page, offers] = await Promise.all([
    content.venuePage(route.read),
    route.offers ? catalogue.cards({ offersOn: todayIn(location.tenant.timeZone) }) : Promise.resolve([]),
  ]);
  if (!page) notFound();
  const today = todayIn(location.tenant.timeZone);
  return {
    texts: pageTexts(context, ["content-pages", "catalogue"]),
    kind: "page" as const,
    path,
    page,
    enquiry: route.enquiry ?? null,
    offers: route.offers ? offers.map((c) => offerView(c, today)) : null,
  };
}

export default function ContentPage() {
  const answer = useLoaderData<typeof loader>();
  const t = useT();
  if (answer.kind === "not-offered") return <NotOffered path={answer.path} payments={answer.payments} />;
  return (
    <VenuePageView page={answer.page} enquiry={answer.enquiry}>
      {answer.offers ? (
        answer.offers.length > 0 ? (
          <CardSection id="road-show-offers" testId="offer-cards" title={t("content.roadShow.offers")} views={answer.offers} />
        ) : (
          <NothingOnSale />
        )
      ) : null}
    </VenuePageView>
  );
}

function NotOffered({ path, payments }: { path: string; payments: Parameters<typeof VenuePageView>[0]["page"] | null }) {
  const t = useT();
  const site = useSite();
  const siteName = site.siteConfig?.title ?? site.tenant.name[site.locale];
  const title = t(path === "zero-installment-plan" ? "route.zero-installment-plan" : "route.interest-free-payments");
  const notice = (
    <div role="status" className="mb-8 rounded-2xl border-2 border-brand-navy p-6" data-testid="not-offered">
      <p className="text-lg font-bold">
        {t(path === "zero-installment-plan" ? "content.notOffered.zero-installment-plan" : "content.notOffered.interest-free-payments", { site: siteName })}
      </p>
      <p className="mt-2">{t("content.notOffered.howToPay")}</p>
      <CmsLink url="/passes-packages/explore" className="btn-primary mt-4" testId="not-offered-cta">
        {t("content.notOffered.findTickets")}
      </CmsLink>
    </div>
  );
  if (payments) {
    return (
      <>
        <VenuePageView page={{ ...payments, seo: { ...payments.seo, meta_title: title }, hero: { ...payments.hero, title } }} before={notice} noIndex />
      </>
    );
  }
  return (
    <article className="mx-auto max-w-[1320px] px-4 py-16" data-testid="content-page">
      <PageHead title={title} />
      <meta name="robots" content="noindex" />
      <h1 className="mb-6 text-4xl font-bold">{title}</h1>
      {notice}
    </article>
  );
}
