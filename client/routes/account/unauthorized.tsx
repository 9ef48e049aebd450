// unauthorized: a guest asked for a member page. "Sign in required", a sentence, and the way in: sign-in (on Egypt the
// CMS's link) and sign-up (not on Egypt), coming back to the page the guest wanted when it is known (the `return`
// query, a path of this site only). Server-rendered; a member is sent on to the dashboard (the worker on a full
// load, the client loader on a client-side navigation).
import { redirect, useLoaderData } from "react-router";
import { SIGN_IN_QUERY } from "../../../shared/contract/members";
import { shopContext } from "../../../shared/request-context";
import { PageHead } from "../../components/PageHead";
import { SignInLink, SignUpLink } from "../../components/header/Actions";
import { useT } from "../../i18n";
import { memberKnown, safeReturnPath } from "../../member/member-store";
import { useSite } from "../../layout/site-context";
import type { Route } from "./+types/unauthorized";
import { pageTexts } from "../../i18n/messages.server";
import { textsOfPath } from "../../document/client-only";

/** The page to come back to: the `return` query when it is a path of this site, else the dashboard. */
function returnOf(url: string, prefix: string): string {
  const wanted = new URL(url).searchParams.get(SIGN_IN_QUERY.returnTo);
  return safeReturnPath(prefix, wanted) ?? `${prefix}/accounts/dashboard`;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const prefix = shop.location?.prefix ?? "";
  return { texts: pageTexts(context, ["account", "order"]), returnTo: returnOf(request.url, prefix) };
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const prefix = `/${params.lang}/${params.site}`;
  const state = memberKnown();
  if (state.known && state.signedIn) throw redirect(`${prefix}/accounts/dashboard`);
  return { texts: await textsOfPath(request.url, ["account", "order"]), returnTo: returnOf(request.url, prefix) };
}

export default function Unauthorized() {
  const t = useT();
  const site = useSite();
  const { returnTo } = useLoaderData<typeof loader>();
  const showSignUp = site.tenant.features.signUpButton;
  return (
    <article className="mx-auto flex max-w-[720px] flex-col items-center px-4 py-16 text-center lg:py-24" data-testid="unauthorized">
      <PageHead title={t("account.unauthorized.title")} />
      <span aria-hidden="true" className="mb-6 inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-ice text-3xl">
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </span>
      <h1 className="text-3xl font-bold lg:text-4xl">{t("account.unauthorized.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-brand-slate">{t("account.unauthorized.text")}</p>
      <div className="mt-8 flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row">
        <SignInLink className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-yellow px-7 py-3 font-bold text-brand-navy hover:brightness-95" returnTo={returnTo} />
        {showSignUp ? (
          <SignUpLink className="inline-flex items-center justify-center rounded-full border-2 border-brand-navy px-7 py-2.5 font-bold" returnTo={returnTo} />
        ) : null}
      </div>
    </article>
  );
}
