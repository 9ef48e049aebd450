// Privacy policy and terms and conditions, from the CMS.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ltrRunsIsolatedInMarkup } from "../../shared/bidi";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { contentOf, notFound } from "../document/page";
import { SHARED_PAGE } from "../document/handle";

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { content } = contentOf(context);
  const legal = await content.legal();
  if (!legal) notFound();
  const terms = new URL(request.url).pathname.replace(/\.data$/, "").endsWith("/terms-conditions");
  return { document: terms ? legal.terms_and_conditions : legal.privacy_policy };
}

export default function Legal() {
  const { document } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <PageHead title={document.title} />
      <h1 className="text-4xl font-bold">{document.title}</h1>
      <p className="mt-2 text-sm text-brand-slate">{t("legal.lastUpdated", { date: document.last_updated })}</p>
      {document.sections.map((section) => (
        <section key={section.title} className="prose mt-8">
          <h2>{section.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: ltrRunsIsolatedInMarkup(t.locale, section.body) }} />
        </section>
      ))}
    </article>
  );
}
