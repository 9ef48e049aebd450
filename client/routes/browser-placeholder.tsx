// A page rendered in the browser only (accounts, booking, extra) whose own content arrives with a later feature:
// its title and "coming soon". The server sends the loader's fallback, the browser the page. Accounts and extra pages
// are for members only: a guest's client-side navigation goes to unauthorized (lib/member-only.tsx).
import { ComingSoon } from "../components/ComingSoon";

export { HydrateFallback, clientLoader } from "../lib/member-only";

export default function BrowserPlaceholder() {
  return <ComingSoon testId="browser-placeholder" />;
}
