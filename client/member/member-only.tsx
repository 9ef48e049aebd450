// The route guard of member pages on client-side navigations (booking-and-checkout §6): a guest asking for an accounts
// or extra page goes to unauthorized, with the page wanted to come back to. The first load is guarded by the worker
// (a guest's request is redirected before any page renders), so until the page has taken its member the loader
// lets it through. Re-export clientLoader and HydrateFallback from the page module, as with client-only.tsx.
import { useEffect } from "react";
import { redirect, useLocation, useNavigate } from "react-router";
import { isMemberOnlyPath, memberKnown, pathBelowPrefix, unauthorizedHref, useMember } from "./member-store";
import { useSite } from "../layout/site-context";
import type { SessionMember } from "../../shared/contract/member-schemas";
import type { PartName, PartTexts, TitleKey } from "../i18n/texts";
import { textsOfPath } from "../document/client-only";

export { HydrateFallback } from "../document/client-only";

/** Where a client-side navigation to `href` must go instead, or null when it may proceed. */
export function memberGuardRedirect(href: string, state: { known: boolean; signedIn: boolean } = memberKnown()): string | null {
  const url = new URL(href, "http://site.invalid");
  const [, lang, site] = url.pathname.split("/");
  if (!lang || !site || !isMemberOnlyPath(pathBelowPrefix(url.pathname))) return null;
  if (!state.known || state.signedIn) return null;
  return unauthorizedHref(`/${lang}/${site}`, `${url.pathname}${url.search}`);
}

export async function clientLoader({ request }: { request: Request }) {
  const target = memberGuardRedirect(request.url);
  if (target) throw redirect(target);
  return null;
}
clientLoader.hydrate = true as const;

/** The member pages' clientLoader that also brings the texts of the page's dictionary parts and of its route titles. */
export function memberLoaderWithTexts(parts: readonly PartName[], titles: readonly TitleKey[] = []) {
  async function clientLoader({ request }: { request: Request }): Promise<{ texts: PartTexts }> {
    const target = memberGuardRedirect(request.url);
    if (target) throw redirect(target);
    return { texts: await textsOfPath(request.url, parts, titles) };
  }
  clientLoader.hydrate = true as const;
  return clientLoader;
}

/**
 * The clientLoader of a member page rendered on the server: a guest's navigation in the app goes to unauthorized
 * before anything is asked; a member's asks the page's server loader. The first load uses the server's render.
 */
export async function memberGuardThenServer<T>({ request, serverLoader }: { request: Request; serverLoader: () => Promise<T> }): Promise<T> {
  const target = memberGuardRedirect(request.url);
  if (target) throw redirect(target);
  return serverLoader();
}

/** The signed-in member of a member page; when the member signs out (or never was), the page leaves for unauthorized. */
export function useRequiredMember(): SessionMember | null {
  const site = useSite();
  const member = useMember(site.member);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!member) void navigate(unauthorizedHref(site.prefix, `${pathname}${search}`), { replace: true });
  }, [member, navigate, site.prefix, pathname, search]);
  return member;
}
