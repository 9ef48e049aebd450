// Frequently asked questions of the venue, from the CMS.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PageHead } from "../components/PageHead";
import { FaqList, faqStructuredData } from "../components/catalogue/FaqBlock";
import { useT } from "../i18n";
import { contentOf } from "../document/page";
import { SHARED_PAGE } from "../document/handle";

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { content } = contentOf(context);
  return { faq: (await content.faq("faq")) ?? [] };
}

export default function Faq() {
  const { faq } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <PageHead title={t("faq.title")} description={faq[0]?.question} />
      <h1 className="text-4xl font-bold">{t("faq.title")}</h1>
      <FaqList entries={faq} className="mt-8" />
      {/* The page's questions as FAQPage structured data (content-and-account §2), like the product pages' FAQ blocks. */}
      {faq.length > 0 ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqStructuredData(faq) }} /> : null}
    </article>
  );
}
