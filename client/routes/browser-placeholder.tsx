// A page rendered in the browser only (accounts, booking, extra) whose own content arrives with a later feature:
// its title and "coming soon". The server sends the loader's fallback, the browser the page.
import { ComingSoon } from "../components/ComingSoon";

export { HydrateFallback, clientLoader } from "../lib/client-only";

export default function BrowserPlaceholder() {
  return <ComingSoon testId="browser-placeholder" />;
}
