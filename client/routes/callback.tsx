// The sign-in return at the root: rendered in the browser only, it sends the visitor back to the page they left.
import { redirect } from "react-router";
import { LAST_ROUTE_STORAGE_KEY } from "../../shared/layout";
import { LoaderDots } from "../components/Loader";

export async function clientLoader() {
  let target: string | null = null;
  try {
    target = window.localStorage.getItem(LAST_ROUTE_STORAGE_KEY);
  } catch {
    target = null;
  }
  // Only a path on this site; anything else goes to the root, which chooses the visitor's site.
  return redirect(target && /^\/(en|ar)-[a-z]{2}\/[a-z-]+/.test(target) ? target : "/");
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <title>Signing you in</title>
      <LoaderDots label="Loading" />
    </>
  );
}

export default function Callback() {
  return <LoaderDots label="Loading" />;
}
