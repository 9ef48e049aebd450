// A page served from the CMS by its name (the catch-all {name} and blog/{name}); the not-found screen when there is none.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ltrRunsIsolatedInMarkup } from "../../shared/bidi";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { contentOf, notFound } from "../document/page";
import { SHARED_PAGE } from "../document/handle";

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { content } = contentOf(context);
  const name = params.name ?? "";
  if (!/^[a-z0-9-]{1,100}$/.test(name)) notFound();
  const page = await content.contentPage(name);
  if (!page) notFound();
  return { page };
}

export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>();
  const { locale } = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16" data-testid="cms-page">
      <PageHead title={page.seo.meta_title} description={page.seo.meta_description} />
      <h1 className="text-4xl font-bold">{page.title}</h1>
      <div className="prose mt-6" dangerouslySetInnerHTML={{ __html: ltrRunsIsolatedInMarkup(locale, page.body) }} />
    </article>
  );
}
