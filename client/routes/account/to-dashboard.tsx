// accounts and my-account: the account's front door, which is the dashboard. A first load is redirected by the worker
// (worker/auth/pages.ts); a client-side navigation here goes on to the dashboard, whose own guard sends a guest to
// unauthorized.
import { redirect } from "react-router";
import { DASHBOARD_PATH } from "../../../shared/routes";

export { HydrateFallback } from "../../document/client-only";

export async function clientLoader({ params }: { params: { lang?: string; site?: string } }) {
  throw redirect(`/${params.lang}/${params.site}/${DASHBOARD_PATH}`);
}
clientLoader.hydrate = true as const;

export default function ToDashboard() {
  return null;
}
