// The site's screen for a failure other than "not found", inside its chrome: its words by status (the busy words for
// a 503, docs/decisions/026) and its page head. Loaded only when shown, with the words.
import { errorWordsOf } from "../../shared/contract/generic-error";
import type { Locale } from "../../shared/locale";
import ErrorScreen from "./ErrorScreen";
import { PageHead } from "./PageHead";

export default function SiteFailure({ status, locale, homeTitle, prefix }: { status: number; locale: Locale; homeTitle: string; prefix: string }) {
  const words = errorWordsOf(status, locale);
  return (
    <>
      <PageHead title={words.title} />
      <ErrorScreen status={status} title={words.title} subtitle={words.body} descriptionHtml="" cta={{ title: homeTitle, url: "/" }} prefix={prefix} embedded />
    </>
  );
}
