// The staff console at /ops (docs/decisions/054): staff sign in through the identity provider (the venue_ops claim
// says which venues they run), and each task is one page of plain HTML with real forms: a POST that changes something
// answers a redirect to the page (303), or the form again with a message per field (400) and nothing changed. Every
// change goes into the ops change log under the staff member's e-mail. A venue the staff member does not run is 403.
import { type Context, Hono, type Next } from "hono";
import { deleteCookie, getSignedCookie } from "hono/cookie";
import { html } from "hono/html";
import { z } from "zod";
import type { Tenant } from "../../shared/tenant";
import { DEFAULT_TENANT, tenantBySlug } from "../../tenants";
import type { AppEnv } from "../env";
import { type IdTokenClaims, IdentityUnavailableError, endpointsOf, exchangeCode, identityClientOf, issuerOf, verifyIdToken } from "../auth/identity";
import { sessionSecretOf } from "../auth/sessions";
import { beginSignIn } from "../auth/sign-in-start";
import type { Clock } from "../provider/env";
import { RATE_RULES, clientKeyOf, takeEvent } from "../rate-limit";
import { log } from "../observability/log";
import { ConcurrentChangeError, StoredDocumentInvalidError } from "../ops/store";
import { CONSOLE_SECTIONS, type Markup, consolePage } from "./layout";
import { type ConsoleContext, type ConsoleEnv, forbidden, page, venueOf } from "./context";
import { maintenanceRoutes } from "./maintenance";
import { settingsRoutes } from "./settings";
import { contentRoutes } from "./content";
import { enquiryRoutes } from "./enquiries";
import { SALES_SCRIPT, SALES_SCRIPT_PATH, salesRoutes } from "./sales";
import { staffListRoutes } from "./staff-list";
import { changeLogRoutes } from "./change-log";
import {
  STAFF_COOKIE,
  STAFF_SIGN_IN_COOKIE,
  STAFF_SIGN_IN_MAX_AGE_S,
  type StaffMember,
  VENUE_OPS_CLAIM,
  cameFromConsole,
  currentStaff,
  endStaffSession,
  mayRun,
  startStaffSession,
  venuesOf,
  venuesOfClaim,
} from "./staff";

export const CONSOLE_PATHS = { home: "/ops", signIn: "/ops/sign-in", callback: "/ops/callback", signOut: "/ops/sign-out" } as const;
const SCOPES = ["openid", "email", "profile"];

const flowSchema = z.object({ state: z.string().min(20).max(100), nonce: z.string().min(20).max(100), verifier: z.string().min(40).max(128) });

function signInPage(c: Context, status: 200 | 403 | 429 | 503, message: Markup | string, tone: "status" | "alert" = "status") {
  return c.html(
    consolePage({
      title: "Sign in",
      staff: null,
      body: html`<h1>Staff console</h1>
${message ? html`<p class="${tone}" role="${tone}">${message}</p>` : ""}
<p>Venue staff sign in with their Snow venues ID.</p>
<p><a href="${CONSOLE_PATHS.signIn}">Sign in</a></p>`,
    }),
    status,
  );
}

export function createConsoleRouter(clock: Clock): Hono<ConsoleEnv> {
  const router = new Hono<ConsoleEnv>();

  // Every console answer is about one person at one moment: never kept by a cache.
  router.use("*", async (c, next) => {
    c.set("clock", clock);
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  router.get("/sign-in", async (c) => {
    const start = await beginSignIn(c, {
      clock,
      cookie: { name: STAFF_SIGN_IN_COOKIE, options: { ...STAFF_COOKIE, maxAge: STAFF_SIGN_IN_MAX_AGE_S } },
      tenant: DEFAULT_TENANT,
      callbackPath: CONSOLE_PATHS.callback,
      scopes: SCOPES,
      flowOf: (flow) => flow,
    });
    // Staff type their password every time: the console is often on a shared desk.
    if (start.ok) return c.redirect(start.url.href, 302);
    if (start.reason === "unconfigured") return signInPage(c, 503, "Sign-in is not configured on this shop.", "alert");
    if (start.reason === "tooMany") return signInPage(c, 429, `Too many sign-ins from here. Try again in ${start.retryAfter} seconds.`, "alert");
    return signInPage(c, 503, "The identity provider does not answer. Try again in a moment.", "alert");
  });

  router.get("/callback", async (c) => {
    const now = clock();
    const issuer = issuerOf(c.env);
    const secret = sessionSecretOf(c.env);
    if (!issuer || !secret) return signInPage(c, 503, "Sign-in is not configured on this shop.", "alert");
    const raw = await getSignedCookie(c, secret, STAFF_SIGN_IN_COOKIE, "host");
    deleteCookie(c, STAFF_SIGN_IN_COOKIE, STAFF_COOKIE);
    let flow: z.infer<typeof flowSchema> | null = null;
    try {
      flow = typeof raw === "string" ? flowSchema.parse(JSON.parse(raw)) : null;
    } catch {
      flow = null;
    }
    // A failed return counts against the failed look-ups of the client's address (as the member sign-in's does), so a
    // loop guessing codes meets 429; a return with the proof of its own start is answered first, whatever others did.
    const failed = async (status: 403 | 503 = 403): Promise<Response> => {
      if (status === 503) return signInPage(c, 503, "The identity provider does not answer. Try again in a moment.", "alert");
      const taken = await takeEvent(c.env, RATE_RULES.lookupFailureAddress, clientKeyOf(c.req.raw.headers), now.getTime());
      if (!taken.ok) {
        c.header("Retry-After", String(taken.retryAfter));
        return signInPage(c, 429, `Too many failed sign-ins from here. Try again in ${taken.retryAfter} seconds.`, "alert");
      }
      return signInPage(c, 403, "This sign-in could not be completed. Start again.", "alert");
    };
    const code = c.req.query("code");
    if (!flow || c.req.query("state") !== flow.state || !code || code.length > 512) return failed();
    let claims: IdTokenClaims & { [VENUE_OPS_CLAIM]?: unknown };
    try {
      const endpoints = await endpointsOf(issuer);
      const client = identityClientOf(c.env, DEFAULT_TENANT);
      const redirectUri = `${new URL(c.req.url).origin}${CONSOLE_PATHS.callback}`;
      const tokens = await exchangeCode(client, redirectUri, endpoints, code, flow);
      claims = await verifyIdToken(issuer, tokens.idToken(), client.id, flow.nonce, now);
    } catch (error) {
      log("warn", "staff sign-in failed", { error });
      return failed(error instanceof IdentityUnavailableError ? 503 : 403);
    }
    const venues = venuesOfClaim(claims[VENUE_OPS_CLAIM]);
    const email = typeof claims.email === "string" ? claims.email.toLowerCase() : "";
    // Only an address the provider vouches for names who made a change in the log.
    if (venues.length === 0 || !email || claims.email_verified !== true) {
      return signInPage(
        c,
        403,
        html`The account ${email || claims.sub} is not venue staff: the staff console is for accounts the identity provider gives venues to (its <code>${VENUE_OPS_CLAIM}</code> claim). Ask the operations team for access.`,
        "alert",
      );
    }
    const name = [claims.given_name, claims.family_name].filter((part) => typeof part === "string" && part).join(" ") || email;
    const allVenues = Array.isArray(claims[VENUE_OPS_CLAIM]) && (claims[VENUE_OPS_CLAIM] as unknown[]).includes("*");
    await startStaffSession(c, claims.sub, { email, name, allVenues, venues }, now);
    return c.redirect(CONSOLE_PATHS.home, 302);
  });

  // Everything else needs a signed-in member of staff; anything that changes something also needs the console's origin.
  router.use("*", async (c: ConsoleContext, next: Next) => {
    const staff = await currentStaff(c, clock());
    const changing = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (changing && !cameFromConsole(c)) {
      return page(c, 403, { title: "Refused", staff, body: html`<h1>Refused</h1><p class="alert" role="alert">This request did not come from the staff console's own pages, so nothing was changed.</p>` });
    }
    // Only a post signs out: a link from elsewhere (a top-level GET carries the Lax cookie) cannot.
    if (c.req.path === CONSOLE_PATHS.signOut && c.req.method === "POST") {
      await endStaffSession(c);
      return c.redirect(`${CONSOLE_PATHS.home}?signed-out=1`, 303);
    }
    if (!staff) {
      if (changing) return signInPage(c, 403, "Your console session has ended, so nothing was changed. Sign in again.", "alert");
      if (c.req.path === CONSOLE_PATHS.home) {
        return signInPage(c, 200, c.req.query("signed-out") !== undefined ? "You are signed out." : "");
      }
      return c.redirect(CONSOLE_PATHS.home, 302);
    }
    c.set("staff", staff);
    await next();
  });

  router.post("/sign-out", (c) => c.redirect(CONSOLE_PATHS.home, 303));

  router.get("/", (c) => {
    const staff = c.get("staff");
    const venues = venuesOf(staff);
    return page(c, 200, {
      title: "Your venues",
      staff,
      body: html`<h1>Your venues</h1>
<p>Signed in as ${staff.name} (${staff.email}). ${staff.allVenues ? "You run every venue." : `You run ${venues.map((t) => t.name.en).join(", ")}.`}</p>
<ul>
${venues.map(
  (t) =>
    html`<li><a href="/ops/${t.slug}/maintenance">${t.name.en}</a>: <a href="/ops/${t.slug}/settings">site settings</a>, <a href="/ops/${t.slug}/content">content</a>, <a href="/ops/${t.slug}/enquiries">enquiries</a>, <a href="/ops/${t.slug}/sales">sales</a></li>`,
)}
</ul>`,
    });
  });

  // The venue picker's form: to the same page at the chosen venue.
  router.get("/venue", (c) => {
    const site = c.req.query("site") ?? "";
    const asked = c.req.query("page") ?? "";
    const section = CONSOLE_SECTIONS.some((s) => s.perVenue && s.key === asked) ? asked : "maintenance";
    const tenant = tenantBySlug(site);
    if (!tenant || !mayRun(c.get("staff"), tenant.slug)) return forbidden(c, "Choose one of your venues.");
    return c.redirect(`/ops/${tenant.slug}/${section}`, 302);
  });

  // The sales page's script (worker/console/sales.ts): the console's only one, from the shop's own origin.
  router.get(SALES_SCRIPT_PATH.replace("/ops", ""), (c) => c.body(SALES_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  router.route("/staff", staffListRoutes());
  router.route("/:site/maintenance", maintenanceRoutes());
  router.route("/:site/settings", settingsRoutes());
  router.route("/:site/content", contentRoutes());
  router.route("/:site/enquiries", enquiryRoutes());
  router.route("/:site/sales", salesRoutes());
  router.route("/:site/log", changeLogRoutes());
  router.get("/:site", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    return c.redirect(`/ops/${tenant.slug}/maintenance`, 302);
  });
  router.all("*", (c) => page(c, 404, { title: "Not found", staff: c.get("staff"), body: html`<h1>Not found</h1><p>There is no console page here. <a href="/ops">Your venues</a></p>` }));

  // A change that met another one, or a stored document that no longer fits its schema, is the staff member's to
  // know about in the console's words (409), with nothing changed; anything else is the app's last-resort page.
  router.onError((error, c) => {
    if (error instanceof ConcurrentChangeError) {
      return page(c, 409, { title: "Changed meanwhile", staff: c.get("staff") ?? null, body: html`<h1>Changed meanwhile</h1><p class="alert" role="alert">Someone else changed this at the same moment, so nothing was saved. <a href="${c.req.path}">Open the page again</a> and repeat the change.</p>` });
    }
    if (error instanceof StoredDocumentInvalidError) {
      return page(c, 409, { title: "Stored settings unreadable", staff: c.get("staff") ?? null, body: html`<h1>Stored settings unreadable</h1><p class="alert" role="alert">${error.message} Nothing was changed.</p>` });
    }
    throw error;
  });
  return router;
}
