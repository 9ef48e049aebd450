// A page rendered in the browser only (accounts, booking, extra) whose own content arrives with a later feature:
// its title and "coming soon". The server sends the loader's fallback, the browser the page. Accounts and extra pages
// are for members only: a guest's client-side navigation goes to unauthorized (client/member/member-only.tsx).
import { ComingSoon } from "../components/ComingSoon";
import { type DocumentHandle, ROUTE_TITLE } from "../document/handle";
import { useRouteTitleKey } from "../document/route-title";

export { HydrateFallback, clientLoader } from "../member/member-only";

/** Its texts: "coming soon" and the title of the route it answers (client/document/handle.ts). */
export const handle = { texts: { parts: ["notices"], titles: [ROUTE_TITLE] } } satisfies DocumentHandle;

export default function BrowserPlaceholder() {
  return <ComingSoon titleKey={useRouteTitleKey()} testId="browser-placeholder" />;
}
