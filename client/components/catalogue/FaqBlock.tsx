// The FAQ entries the CMS adds to a page (pageToAddTo), with their FAQPage structured data for search engines.
import { ltrRunsIsolatedInMarkup } from "../../../shared/bidi";
import type { FaqContent } from "../../../shared/cms";
import { useT } from "../../i18n";

/** FAQPage structured data; "<" is escaped so an answer can never close the script element. */
export function faqStructuredData(entries: FaqContent): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({ "@type": "Question", name: e.question, acceptedAnswer: { "@type": "Answer", text: e.answer } })),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The questions as disclosure rows; an answer is the CMS's HTML, cleaned by the worker (docs/decisions/043). */
export function FaqList({ entries, className = "" }: { entries: FaqContent; className?: string }) {
  const { locale } = useT();
  return (
    <div className={`divide-y rounded-2xl border ${className}`}>
      {entries.map((entry) => (
        <details key={entry.question} className="px-5 py-4">
          <summary className="cursor-pointer text-lg font-semibold">{entry.question}</summary>
          <div className="prose mt-3" dangerouslySetInnerHTML={{ __html: ltrRunsIsolatedInMarkup(locale, entry.answer) }} />
        </details>
      ))}
    </div>
  );
}

export function FaqBlock({ entries }: { entries: FaqContent }) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="page-faq-title" className="mt-12" data-testid="page-faq">
      <h2 id="page-faq-title" className="text-2xl font-bold">{t("faq.title")}</h2>
      <FaqList entries={entries} className="mt-4" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqStructuredData(entries) }} />
    </section>
  );
}
