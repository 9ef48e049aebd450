// Frequently asked questions of the venue, from the CMS.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { contentOf } from "../lib/page";

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
      <div className="mt-8 divide-y rounded-2xl border">
        {faq.map((entry) => (
          <details key={entry.question} className="group px-5 py-4">
            <summary className="cursor-pointer text-lg font-semibold">{entry.question}</summary>
            <div className="prose mt-3" dangerouslySetInnerHTML={{ __html: entry.answer }} />
          </details>
        ))}
      </div>
    </article>
  );
}
