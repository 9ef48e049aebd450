// The error layout's message: title, subtitle, highlighted description and an optional call to action.
import { Link } from "react-router";
import { ERROR_REFERENCE } from "../../shared/contract/generic-error";
import { ltrRunsIsolatedIn, ltrRunsIsolatedInMarkup } from "../../shared/bidi";
import { isExternalUrl, localizedHref } from "../../shared/links";
import type { Locale } from "../../shared/locale";
import { REQUEST_ID_ATTRIBUTE, useRequestReference } from "../errors/request-reference";

export interface ErrorScreenProps {
  status: number;
  title: string;
  subtitle: string;
  /** HTML of the dictionaries, or the CMS's as the worker cleaned it (docs/decisions/043). */
  descriptionHtml: string;
  cta?: { title: string; url: string };
  /** Prefix internal links go under; absent outside a known site. */
  prefix?: string;
  /** Inside the site chrome rather than full screen. */
  embedded?: boolean;
  /** The page's language: a server failure (5xx) shows the request's id with its words, as a reference to quote. */
  locale?: Locale;
}

export default function ErrorScreen({ status, title, subtitle, descriptionHtml, cta, prefix, embedded, locale }: ErrorScreenProps) {
  const href = cta ? (prefix ? localizedHref(prefix, cta.url) : cta.url) : "";
  const requestId = useRequestReference();
  const reference = status >= 500 && locale ? requestId : null;
  return (
    <section
      className={`flex flex-col items-center justify-center text-center px-6 py-16 ${embedded ? "min-h-[60vh]" : "min-h-screen bg-brand-navy text-white"}`}
      aria-labelledby="error-title"
      data-testid="error-screen"
      data-status={status}
    >
      <p className={`text-6xl font-bold ${embedded ? "rounded-2xl bg-brand-yellow px-6 py-2 text-brand-navy" : "text-brand-yellow"}`} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-3xl font-bold">
        {title}
      </h1>
      {subtitle ? <p className="mt-2 text-lg opacity-80">{locale ? ltrRunsIsolatedIn(locale, subtitle) : subtitle}</p> : null}
      {descriptionHtml ? (
        <div className="mt-4 max-w-xl rounded-lg bg-brand-yellow/20 px-4 py-3" dangerouslySetInnerHTML={{ __html: locale ? ltrRunsIsolatedInMarkup(locale, descriptionHtml) : descriptionHtml }} />
      ) : null}
      {cta && href ? (
        isExternalUrl(href) || !prefix ? (
          <a className="btn-primary mt-8" href={href} {...(isExternalUrl(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {cta.title}
          </a>
        ) : (
          <Link className="btn-primary mt-8" to={href}>
            {cta.title}
          </Link>
        )
      ) : null}
      {reference && locale ? (
        <p className="mt-6 text-sm opacity-80" {...{ [REQUEST_ID_ATTRIBUTE]: reference }} data-testid="error-reference">
          {ERROR_REFERENCE[locale]}: <bdi>{reference}</bdi>
        </p>
      ) : null}
    </section>
  );
}
