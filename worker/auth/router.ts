// The shop as an OpenID relying party (DESIGN decision 5, booking-and-checkout §4 and §6): sign-in with the
// authorization code flow and PKCE S256 at the site's identity client, the return at /callback (state, nonce and
// the ID token checked), sign-out, and the browser's question "who is signed in". State, nonce and the PKCE
// verifier ride in a short-lived signed __Host- cookie; the tokens stay in the session row (./sessions.ts).
import { type Context, Hono } from "hono";
import { deleteCookie, getSignedCookie } from "hono/cookie";
import { z } from "zod";
import {
  AUTHORIZE_PARAMS,
  AUTH_PATHS,
  MEMBER_AUDIENCE,
  MEMBER_SCOPES,
  SIGN_IN_FLOW_COOKIE,
  SIGN_IN_FLOW_MAX_AGE_S,
  SIGN_IN_QUERY,
  SIGN_UP_ROUTE_HINT,
} from "../../shared/contract/members";
import { type MemberInformation, type SessionMember, userDetailsAnswerSchema, userInfoAnswerSchema } from "../../shared/contract/member-schemas";
import { ORDER_ERRORS } from "../../shared/contract/orders";
import { type Locale, directionOf } from "../../shared/locale";
import { SITE_SLUGS, type Tenant } from "../../shared/tenant";
import { escapeMarkup } from "../../shared/text";
import { DEFAULT_TENANT, locate, tenantBySlug } from "../../tenants";
import type { AppEnv } from "../env";
import type { Clock } from "../provider/env";
import { memberCallsFor } from "../provider/member-routes";
import { PERSONAL_CACHE_CONTROL } from "../provider/order-routes";
import { RATE_RULES, clientKeyOf, takeEvent } from "../rate-limit";
import { type IdTokenClaims, IdentityUnavailableError, endpointsOf, exchangeCode, identityClientOf, issuerOf, verifyIdToken } from "./identity";
import { beginSignIn } from "./sign-in-start";
import { HOST_COOKIE, accessTokenExpired, currentSession, endSession, hasSessionCookie, leaveRunningOf, refreshSession, sessionSecretOf, startSession } from "./sessions";
import { log } from "../observability/log";

/** The privacy center's address (PRIVACY_CENTER_URL, https only), or null. */
export function privacyCenterOf(env: { PRIVACY_CENTER_URL?: string }): string | null {
  const url = env.PRIVACY_CENTER_URL?.trim();
  return url && /^https:\/\/[^\s/]+/.test(url) ? url : null;
}

/** What the sign-in cookie carries between /auth/sign-in and /callback. */
const flowSchema = z.object({
  state: z.string().min(20).max(100),
  nonce: z.string().min(20).max(100),
  verifier: z.string().min(40).max(128),
  site: z.enum(SITE_SLUGS),
  lang: z.enum(["en", "ar"]),
  returnTo: z.string().max(2048),
});
type SignInFlow = z.infer<typeof flowSchema>;

/**
 * The page to come back to: a path of this shop under one of its site prefixes (never another host, never a path
 * that would be read as one: //x, /\x, control characters), else the site's home in the chosen language.
 */
export function safeReturnPath(candidate: string | undefined, tenant: Tenant, locale: Locale): string {
  const home = tenant.prefixes[locale];
  if (!candidate || !candidate.startsWith("/") || /^\/[/\\]/.test(candidate) || /[\\\s\u0000-\u001f\u007f]/.test(candidate)) return home;
  let url: URL;
  try {
    url = new URL(candidate, "https://shop.invalid");
  } catch {
    return home;
  }
  if (url.origin !== "https://shop.invalid" || !locate(url.pathname)) return home;
  return url.pathname + url.search;
}

const TEXTS = {
  en: { title: "Sign-in", unavailable: "Sign-in is not available right now. Please try again later.", home: "Back to the shop", again: "Try again" },
  ar: { title: "تسجيل الدخول", unavailable: "تسجيل الدخول غير متاح حالياً. يرجى المحاولة لاحقاً.", home: "العودة إلى المتجر", again: "حاول مرة أخرى" },
} as const;

/** A plain page for a sign-in that cannot go on, in the visitor's language, with the way back. */
function problemPage(c: Context<AppEnv>, status: 400 | 429 | 503, locale: Locale, message: string, home: string, retry: string | null) {
  const text = TEXTS[locale];
  c.header("Cache-Control", PERSONAL_CACHE_CONTROL);
  const links = [retry ? `<a href="${escapeMarkup(retry)}">${text.again}</a>` : "", `<a href="${escapeMarkup(home)}">${text.home}</a>`].filter(Boolean).join(" · ");
  return c.html(
    `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem;color:#0b1f3a"><h1>${text.title}</h1><p role="alert">${escapeMarkup(message)}</p><p>${links}</p></body></html>`,
    status,
  );
}

const PRIVACY_TEXTS = {
  en: { title: "Privacy center", lead: "Opening the privacy center…", go: "Continue" },
  ar: { title: "مركز الخصوصية", lead: "جارٍ فتح مركز الخصوصية…", go: "متابعة" },
} as const;

/** The privacy center's origin, which the page handing a member over to it may post its form to. */
export function privacyCenterOrigin(env: { PRIVACY_CENTER_URL?: string }): string | null {
  const center = privacyCenterOf(env);
  return center ? new URL(center).origin : null;
}

const signInQuerySchema = z.object({
  [SIGN_IN_QUERY.site]: z.enum(SITE_SLUGS).optional(),
  [SIGN_IN_QUERY.lang]: z.enum(["en", "ar"]).optional(),
  [SIGN_IN_QUERY.returnTo]: z.string().max(2048).optional(),
  [SIGN_IN_QUERY.hint]: z.enum(["", SIGN_UP_ROUTE_HINT]).optional(),
});

/** What the pages show of the member, from the provider's user record and information. */
function sessionMemberOf(details: z.infer<typeof userDetailsAnswerSchema>, info: MemberInformation, tenant: Tenant, claims: IdTokenClaims): SessionMember {
  return {
    mafid: details.user.mafid,
    userAk: details.user.user_ak,
    email: info.email,
    firstName: info.firstName,
    lastName: info.lastName,
    gender: info.gender,
    isShareMember: info.isShareMember,
    // Exactly true: the provider vouches for the address (a missing or other value is no proof).
    emailVerified: claims.email_verified === true,
    site: tenant.slug,
  };
}

export function createAuthRouter(clock: Clock): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // Only these paths: the router is mounted at the root, where "*" would reach every page of the shop.
  for (const path of Object.values(AUTH_PATHS)) {
    router.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    });
  }

  router.get(AUTH_PATHS.signIn, async (c) => {
    const parsed = signInQuerySchema.safeParse(c.req.query());
    const query = parsed.success ? parsed.data : {};
    const tenant = tenantBySlug(query.site ?? "") ?? locate(query.return ?? "")?.tenant ?? DEFAULT_TENANT;
    const locale: Locale = query.lang ?? locate(query.return ?? "")?.locale ?? "en";
    const returnTo = safeReturnPath(query.return, tenant, locale);
    const start = await beginSignIn(c, {
      clock,
      cookie: { name: SIGN_IN_FLOW_COOKIE, options: { ...HOST_COOKIE, maxAge: SIGN_IN_FLOW_MAX_AGE_S } },
      tenant,
      callbackPath: AUTH_PATHS.callback,
      scopes: MEMBER_SCOPES,
      flowOf: (flow): SignInFlow => ({ ...flow, site: tenant.slug, lang: locale, returnTo }),
    });
    if (!start.ok) {
      if (start.reason === "tooMany") return problemPage(c, 429, locale, ORDER_ERRORS.tooManyRequests[locale], returnTo, null);
      return problemPage(c, 503, locale, TEXTS[locale].unavailable, returnTo, null);
    }
    // A signed-out member types their password again: the shop's sign-out is a real sign-out, also on a shared device.
    const url = start.url;
    url.searchParams.set(AUTHORIZE_PARAMS.audience, MEMBER_AUDIENCE);
    url.searchParams.set(AUTHORIZE_PARAMS.routeHint, query.hint ?? "");
    url.searchParams.set(AUTHORIZE_PARAMS.language, locale);
    url.searchParams.set(AUTHORIZE_PARAMS.shareTerms, String(tenant.containsShare));
    url.searchParams.set(AUTHORIZE_PARAMS.country, tenant.countryIso3);
    return c.redirect(url.href, 302);
  });

  router.get(AUTH_PATHS.callback, async (c) => {
    const now = clock();
    const secret = sessionSecretOf(c.env);
    const issuer = issuerOf(c.env);
    const raw = secret ? await getSignedCookie(c, secret, SIGN_IN_FLOW_COOKIE, "host") : undefined;
    // One use: the sign-in cookie goes whatever happens next.
    deleteCookie(c, SIGN_IN_FLOW_COOKIE, HOST_COOKIE);
    let flow: SignInFlow | null = null;
    try {
      flow = typeof raw === "string" ? flowSchema.parse(JSON.parse(raw)) : null;
    } catch {
      flow = null;
    }
    const locale = flow?.lang ?? "en";
    const tenant = (flow && tenantBySlug(flow.site)) || DEFAULT_TENANT;
    const home = tenant.prefixes[locale];
    const retry = `${AUTH_PATHS.signIn}?${new URLSearchParams({ site: tenant.slug, lang: locale, return: flow?.returnTo ?? home })}`;
    const failed = (status: 400 | 503 = 400) => problemPage(c, status, locale, ORDER_ERRORS.signInFailed[locale], flow?.returnTo ?? home, retry);
    if (!issuer || !secret) return problemPage(c, 503, locale, TEXTS[locale].unavailable, home, null);

    // A return is answered first: it carries the proof of its own start (the signed, one-use sign-in cookie and its
    // state; the code is bound to the cookie's verifier), which nobody else has, so others' failures on the address
    // never hold up a member's sign-in. Only a failed return counts, against the failed look-ups of the client's
    // address (a ceiling, docs/decisions/042); over it, 429 instead.
    const failedReturn = async (answer: () => Response | Promise<Response>): Promise<Response> => {
      const taken = await takeEvent(c.env, RATE_RULES.lookupFailureAddress, clientKeyOf(c.req.raw.headers), now.getTime());
      if (taken.ok) return answer();
      c.header("Retry-After", String(taken.retryAfter));
      return problemPage(c, 429, locale, ORDER_ERRORS.tooManyRequests[locale], home, null);
    };
    const code = c.req.query("code");
    const state = c.req.query("state");
    if (!flow || !state || state !== flow.state) return failedReturn(() => failed());
    if (c.req.query("error")) {
      // The member turned back at the provider (access_denied): back to where they were, nothing changed.
      return c.redirect(flow.returnTo, 302);
    }
    if (!code || code.length > 512) return failedReturn(() => failed());
    try {
      const endpoints = await endpointsOf(issuer);
      const client = identityClientOf(c.env, tenant);
      const redirectUri = `${new URL(c.req.url).origin}${AUTH_PATHS.callback}`;
      const tokens = await exchangeCode(client, redirectUri, endpoints, code, flow);
      const idToken = tokens.idToken();
      const claims = await verifyIdToken(issuer, idToken, client.id, flow.nonce, now);
      const accessToken = tokens.accessToken();

      // The provider makes the member's record at the first call with the new token.
      const calls = memberCallsFor({
        env: c.env,
        tenant,
        locale,
        now,
        client: clientKeyOf(c.req.raw.headers),
        origin: new URL(c.req.url).origin,
        guestToken: null,
        cartSecret: null,
        bearer: accessToken,
      });
      const details = await calls.userDetails();
      const parsedDetails = userDetailsAnswerSchema.safeParse(details.body);
      if (details.status !== 200 || !parsedDetails.success) {
        return details.status === 403 ? problemPage(c, 400, locale, ORDER_ERRORS.accountRefused[locale], home, null) : failed();
      }
      const info = await calls.userInfo(parsedDetails.data.user.email.email);
      const parsedInfo = userInfoAnswerSchema.safeParse(info.body);
      if (info.status !== 200 || !parsedInfo.success) {
        return failed();
      }
      await startSession(
        c,
        {
          siteSlug: tenant.slug,
          clientId: client.id,
          subject: claims.sub,
          mafid: parsedDetails.data.user.mafid,
          member: sessionMemberOf(parsedDetails.data, parsedInfo.data.data, tenant, claims),
          accessToken,
          accessExpiresAt: tokens.accessTokenExpiresAt().getTime(),
          refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
          idToken,
        },
        now,
      );
      return c.redirect(flow.returnTo, 302);
    } catch (error) {
      log("warn", "sign-in failed", { error });
      // The provider being away is nobody's failed guess.
      if (error instanceof IdentityUnavailableError) return failed(503);
      return failedReturn(() => failed());
    }
  });

  router.post(AUTH_PATHS.signOut, async (c) => {
    await endSession(c, await currentSession(c, clock()));
    return c.json({ signedOut: true });
  });

  // The privacy center (content-and-account §2), opened with the language and, for a member, the access token. A
  // token never travels in a URL (history, logs, Referer): a link (GET) opens the center with the language only,
  // and the shop's own pages post a form here (same-origin, like every state-changing request), which answers a page
  // that hands the token over in a form post to the center (as OAuth's form_post does). docs/decisions/037-sessions-and-tokens.md.
  // Without a configured privacy center, the site's privacy policy.
  const privacyCenterPlace = (c: Context<AppEnv>) => {
    const locale: Locale = c.req.query("lang") === "ar" ? "ar" : "en";
    const tenant = tenantBySlug(c.req.query("site") ?? "") ?? DEFAULT_TENANT;
    return { locale, policy: `${tenant.prefixes[locale]}/privacy-policy`, center: privacyCenterOf(c.env) };
  };
  router.get(AUTH_PATHS.privacyCenter, (c) => {
    const { locale, policy, center } = privacyCenterPlace(c);
    if (!center) return c.redirect(policy, 302);
    const url = new URL(center);
    url.searchParams.set("lang", locale);
    return c.redirect(url.href, 302);
  });
  router.post(AUTH_PATHS.privacyCenter, async (c) => {
    const { locale, policy, center } = privacyCenterPlace(c);
    if (!center) return c.redirect(policy, 303);
    const now = clock();
    let session = await currentSession(c, now);
    if (session && accessTokenExpired(session, now)) {
      const refreshed = await refreshSession(c.env, session, now, leaveRunningOf(c));
      session = refreshed.ok ? refreshed.session : null;
    }
    const fields: [string, string][] = [["lang", locale], ...(session ? [["access_token", session.accessToken] as [string, string]] : [])];
    const text = PRIVACY_TEXTS[locale];
    const nonce = c.get("secureHeadersNonce") ?? "";
    // The page's CSP lets its form go to the center (worker/app.ts); its address leaves in no Referer.
    return c.html(
      `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${text.title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem;color:#0b1f3a"><form method="post" action="${escapeMarkup(center)}">${fields
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeMarkup(value)}">`)
        .join("")}<p>${text.lead}</p><button type="submit">${text.go}</button></form><script nonce="${escapeMarkup(nonce)}">document.forms[0].submit()</script></body></html>`,
    );
  });

  router.get(AUTH_PATHS.session, async (c) => {
    const session = await currentSession(c, clock());
    // A cookie that opens no session (ended, expired or forged) goes, and the browser forgets the member.
    if (!session && hasSessionCookie(c)) await endSession(c, null);
    return c.json({ signedIn: session !== null, member: session?.member ?? null });
  });

  return router;
}
