// The site's screen for a failure other than "not found", inside its chrome: its words by status (the busy words for
// a 503, docs/decisions/026), its page head and its link: the same page again when busy, home otherwise. Loaded only
// when shown, with the words.
import { useLocation } from "react-router";
import { errorWordsOf } from "../../shared/contract/generic-error";
import type { Locale } from "../../shared/locale";
import ErrorScreen from "./ErrorScreen";
import { PageHead } from "./PageHead";

export default function SiteFailure({ status, locale, homeTitle, prefix }: { status: number; locale: Locale; homeTitle: string; prefix: string }) {
  const words = errorWordsOf(status, locale);
  const { pathname, search } = useLocation();
  // A busy page offers the same page again (its loaders run again); any other failure, the way home.
  const cta = words.retry ? { title: words.retry, url: `${pathname}${search}` } : { title: homeTitle, url: "/" };
  return (
    <>
      <PageHead title={words.title} />
      <ErrorScreen status={status} title={words.title} subtitle={words.body} descriptionHtml="" cta={cta} prefix={prefix} embedded locale={locale} />
    </>
  );
}
