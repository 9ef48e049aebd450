// A server-rendered page of the shop whose own content arrives with a later feature: its title, "coming soon" and
// the way home, inside the site's chrome.
import { ComingSoon } from "../components/ComingSoon";

export default function Placeholder() {
  return <ComingSoon testId="placeholder" homeLink />;
}
