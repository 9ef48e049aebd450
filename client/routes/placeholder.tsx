// A server-rendered page of the shop whose own content arrives with a later feature: its title, "coming soon" and
// the way home, inside the site's chrome.
import { ComingSoon } from "../components/ComingSoon";
import { type DocumentHandle, ROUTE_TITLE, SHARED_PAGE } from "../document/handle";
import { useRouteTitleKey } from "../document/route-title";

/**
 * The same page for every anonymous visitor of its URL: it may be kept for them; its texts are "coming soon" and the
 * title of the route it answers (client/document/handle.ts).
 */
export const handle = { ...SHARED_PAGE, texts: { parts: ["notices"], titles: [ROUTE_TITLE] } } satisfies DocumentHandle;

export default function Placeholder() {
  return <ComingSoon titleKey={useRouteTitleKey()} testId="placeholder" homeLink />;
}
