// A server-rendered page of the shop whose own content arrives with a later feature: its title, "coming soon" and
// the way home, inside the site's chrome.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ComingSoon } from "../components/ComingSoon";
import { pageTexts, titleTextsFor } from "../i18n/messages.server";
import { routeTitleKeyOf } from "../i18n/route-title";
import { SHARED_PAGE } from "../document/handle";

/** The route's title only (the chrome holds none). */

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export function loader({ context, pattern }: LoaderFunctionArgs) {
  const titleKey = routeTitleKeyOf(pattern, titleTextsFor(context));
  return { titleKey, texts: pageTexts(context, ["notices"], [titleKey]) };
}

export default function Placeholder() {
  const { titleKey } = useLoaderData<typeof loader>();
  return <ComingSoon titleKey={titleKey} testId="placeholder" homeLink />;
}
