// The development identity provider ("Snow venues ID"): a real OpenID provider (oidc-provider) on its own port,
// with the shop's three clients, the demo members and staff, server-rendered sign-in and sign-up screens, and the
// verification of a new member's e-mail address by a one-time link sent over SMTP (email_verified stays false until
// the link is followed; signing in works meanwhile).
// Started by `npm start`, the browser tests and the Workers tests; runnable alone (SMTP settings from SMTP_HOST,
// SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD and MAIL_FROM, as the worker reads them):
//   node scripts/identity/provider.mjs --port 8790 --state .wrangler/state/identity --origin http://localhost:8787
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

import Provider, { errors } from "oidc-provider";

import { accountClaims, openAccountStore, validateEmail, validateSignUp } from "./accounts.mjs";
import { CLIENT_SCOPE, MAFID_AUDIENCE, MAFID_RESOURCE, shopClients } from "./clients.mjs";
import { DEMO_ACCOUNTS } from "./demo-members.mjs";
import { mailSettingsFromEnv, smtpSender } from "./mail.mjs";
import {
  COUNTRY_CODES,
  LANGUAGES,
  expiredScreen,
  messages,
  plainScreen,
  signInScreen,
  signUpScreen,
  verificationMail,
  verificationSentScreen,
  verifyConfirmScreen,
  verifyOutcomeScreen,
} from "./screens.mjs";

export const ACCESS_TOKEN_TTL_SECONDS = 600;
export const REFRESH_TOKEN_TTL_SECONDS = 7_776_000;
const ID_TOKEN_TTL_SECONDS = 3600;
const SESSION_TTL_SECONDS = 14 * 24 * 3600;
const INTERACTION_TTL_SECONDS = 3600;
const MAX_FORM_BYTES = 16 * 1024;
/** The page a verification link opens. */
export const VERIFY_EMAIL_PATH = "/verify-email";
/** Status of each outcome of a verification link. */
const OUTCOME_STATUS = { verified: 200, used: 409, expired: 410, replaced: 410, unknown: 404 };
/** Status of each outcome of sending a link. */
const NOTICE_STATUS = { sent: 200, resent: 200, notSent: 503, wait: 429, tooMany: 429 };

/** The RS256 signing key: generated once and kept in the state folder so tokens stay verifiable across restarts. */
function signingKey(stateDir) {
  const file = stateDir ? join(stateDir, "signing-key.json") : undefined;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: `snow-dev-${randomBytes(6).toString("hex")}`, alg: "RS256", use: "sig" };
  if (file) {
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(jwk)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return jwk;
}

const pickLanguage = (...candidates) => {
  for (const candidate of candidates) {
    for (const tag of String(candidate ?? "").split(/[\s,]+/)) {
      const lang = tag.slice(0, 2).toLowerCase();
      if (LANGUAGES.includes(lang)) return lang;
    }
  }
  return "en";
};

async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw Object.assign(new Error("form too large"), { status: 413 });
    chunks.push(chunk);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

/**
 * An HTML screen. form-action names the shops as well: a browser holds a form's redirects to it too, and the sign-in
 * form's answer leads through the authorization endpoint to the shop's /callback.
 */
function sendHtml(res, status, html, shopOrigins = []) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${shopOrigins.join(" ")}; frame-ancestors 'none'; base-uri 'none'`,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  res.end(html);
}

/**
 * Starts the provider. `port` 0 takes a free port; the issuer carries the real one. Without `stateDir` the
 * signing key and the accounts live in memory. Grants, sessions and tokens are always in memory. `unref` lets the
 * process exit while it runs (the Workers tests start it from the Vitest configuration and never stop it). `mail`
 * holds the SMTP settings of the verification e-mails (scripts/identity/mail.mjs); without it none is sent and a new
 * member is told so.
 */
export async function startIdentityProvider({ port, host = "127.0.0.1", shopOrigins, stateDir, unref = false, mail = null } = {}) {
  const sendPage = (res, status, html) => sendHtml(res, status, html, shopOrigins);
  if (!Array.isArray(shopOrigins) || shopOrigins.length === 0) throw new TypeError("shopOrigins: at least one shop origin");
  const accounts = await openAccountStore(stateDir);
  const mailer = mail ? smtpSender(mail) : null;
  const jwk = signingKey(stateDir);

  let handle = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = createServer((req, res) => handle(req, res));
  if (unref) {
    server.unref();
    server.on("connection", (socket) => socket.unref());
  }
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const realPort = server.address().port;
  const issuerHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  const issuer = `http://${issuerHost}:${realPort}`;

  const provider = new Provider(issuer, {
    clients: shopClients(shopOrigins),
    jwks: { keys: [jwk] },
    // The shop runs on the same host name (other port): cookie names of its own so the two never collide.
    cookies: {
      names: { session: "snowid_session", interaction: "snowid_interaction", resume: "snowid_resume" },
      keys: [randomBytes(32).toString("base64url")],
    },
    scopes: CLIENT_SCOPE.split(" "),
    claims: {
      // venue_ops: the venues a member of staff runs in the shop's staff console ("*" for all).
      openid: ["sub", "mafid", "venue_ops"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "gender", "birthdate", "locale"],
    },
    // The code flow's ID token carries the profile claims itself (the shop does not call userinfo).
    conformIdTokenClaims: false,
    extraParams: {
      route_hint: async (_ctx, value) => {
        if (value !== undefined && value !== "" && value !== "signup") throw new errors.InvalidRequest("route_hint must be signup or empty");
      },
      share_terms: async (_ctx, value) => {
        if (value !== undefined && value !== "true" && value !== "false") throw new errors.InvalidRequest("share_terms must be true or false");
      },
      country: async (_ctx, value) => {
        if (value !== undefined && value !== "" && !/^[A-Za-z]{3}$/.test(value)) throw new errors.InvalidRequest("country must be a three-letter ISO code");
      },
      audience: async (_ctx, value) => {
        if (value !== undefined && value !== MAFID_AUDIENCE) throw new errors.InvalidRequest(`audience must be ${MAFID_AUDIENCE}`);
      },
    },
    pkce: { required: () => true },
    responseTypes: ["code"],
    clientAuthMethods: ["client_secret_basic"],
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens.
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const lang = pickLanguage(ctx.oidc.params?.ui_locales);
          const ar = lang === "ar";
          ctx.type = "html";
          ctx.body = plainScreen({
            lang,
            title: ar ? "تسجيل الخروج" : "Sign out",
            html: `<h1>${ar ? "تسجيل الخروج من Snow venues ID؟" : "Sign out of Snow venues ID?"}</h1>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${ar ? "نعم، سجّل خروجي" : "Yes, sign me out"}</button>
<p class="switch"><button type="submit" form="op.logoutForm" style="background:#fff;color:#0b1f3a;border:2px solid #0b1f3a">${ar ? "لا، ابقَ مسجّلاً" : "No, stay signed in"}</button></p>`,
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = "html";
          ctx.body = plainScreen({ title: "Signed out", html: "<h1>Signed out</h1><p class=\"lead\">You are signed out of Snow venues ID.</p>" });
        },
      },
      resourceIndicators: {
        enabled: true,
        // Every authorization (audience=mafid or nothing) is for the member API …
        defaultResource: async () => MAFID_RESOURCE,
        // … and so are the tokens of the code and refresh_token grants, without the client sending `resource`.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== MAFID_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: CLIENT_SCOPE,
            audience: MAFID_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    extraTokenClaims: async (_ctx, token) => {
      const account = token.accountId ? accounts.find(token.accountId) : undefined;
      if (!account) return undefined;
      // What the shop's provider makes a member's record from at the first call (the ID token's claims, and the title).
      return {
        email: account.email,
        // The member API decides on offers that need a proven address (the staff discount) from this.
        email_verified: account.emailVerified === true,
        given_name: account.firstName,
        family_name: account.lastName,
        mafid: account.mafid,
        gender: account.gender,
        title: account.title,
        ...(account.country ? { country: account.country } : {}),
        ...(account.birthdate ? { birthdate: account.birthdate } : {}),
      };
    },
    findAccount: async (_ctx, sub) => {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => accountClaims(account) };
    },
    // First-party clients: everything asked for is granted at once, no consent screen.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== oidc.session.accountId || grant.clientId !== oidc.client.clientId)) grant = undefined;
      grant ??= new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(" "));
      if (oidc.requestParamClaims?.size) grant.addOIDCClaims([...oidc.requestParamClaims]);
      for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
        grant.addResourceScope(indicator, [...resourceServer.scopes].join(" "));
      }
      await grant.save();
      return grant;
    },
    // oidc-provider drops offline_access when `prompt` lacks "consent" (the shop sends prompt=login), so these
    // clients get a refresh token whenever they may use the grant, living past the provider's session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      ClientCredentials: ACCESS_TOKEN_TTL_SECONDS,
      IdToken: ID_TOKEN_TTL_SECONDS,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      DeviceCode: 600,
      BackchannelAuthenticationRequest: 600,
      PreAuthorizedCode: 600,
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      const escapeHtml = (v) => String(v).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
      ctx.body = plainScreen({
        title: "Sign-in error",
        html: `<h1>Something went wrong</h1><div class="alert" role="alert">${Object.entries(out)
          .map(([key, value]) => `<p>${escapeHtml(key)}: ${escapeHtml(value)}</p>`)
          .join("")}</div>`,
      });
    },
  });

  const providerCallback = provider.callback();
  const demoMembers = DEMO_ACCOUNTS.filter((m) => accounts.find(m.sub));

  /** Sign-ups whose interaction goes on after the "we sent a link" screen: interaction uid → account sub. */
  const signedUp = new Map();

  /**
   * Sends the account a new verification link in `lang`; answers the notice for the screen: "sent", "notSent" (the
   * mail server did not take it, or none is configured), "wait" or "tooMany" (asked again too soon), "verified".
   */
  async function sendVerification(account, lang) {
    const issued = accounts.issueVerification(account.sub);
    if (issued.result !== "ok") return issued.result;
    if (!mailer) {
      console.warn(`identity provider: no SMTP settings, so no verification e-mail for ${account.email}`);
      return "notSent";
    }
    const link = `${issuer}${VERIFY_EMAIL_PATH}?${new URLSearchParams({ token: issued.token, lang })}`;
    try {
      await mailer.send({ to: account.email, ...verificationMail({ lang, name: account.firstName, email: account.email, link }) });
      return "sent";
    } catch (error) {
      console.error(`identity provider: the verification e-mail to ${account.email} was not sent (${error.message})`);
      return "notSent";
    }
  }

  /** The verification link's page (GET: a button; POST: verify) and the request for a new link (POST …/resend). */
  async function verifyEmail(req, res, url, resend) {
    const form = req.method === "POST" ? await readForm(req) : {};
    const lang = pickLanguage(form.lang, url.searchParams.get("lang"), req.headers["accept-language"]);
    const token = String((req.method === "POST" ? form.token : url.searchParams.get("token")) ?? "");
    const otherLanguageHref = req.method === "GET" ? `${VERIFY_EMAIL_PATH}?${new URLSearchParams({ token, lang: lang === "ar" ? "en" : "ar" })}` : undefined;
    const outcomePage = (outcome, email, notice) =>
      sendPage(
        res,
        notice ? NOTICE_STATUS[notice] : OUTCOME_STATUS[outcome],
        verifyOutcomeScreen({ lang, outcome, email, token, notice, resendAction: `${VERIFY_EMAIL_PATH}/resend`, otherLanguageHref }),
      );
    if (resend) {
      const account = accounts.accountOfUnusedLink(token);
      if (!account) return outcomePage(accounts.peekVerification(token).state === "used" ? "used" : "unknown");
      const notice = await sendVerification(account, lang);
      if (notice === "verified") return outcomePage("used", account.email);
      if (notice === "sent") return outcomePage("replaced", account.email, "resent");
      // Nothing sent: the link asked with is as it was (a link still valid keeps its button).
      const state = accounts.peekVerification(token).state;
      if (state === "valid") {
        return sendPage(res, NOTICE_STATUS[notice], verifyConfirmScreen({ lang, email: account.email, token, action: VERIFY_EMAIL_PATH, otherLanguageHref }));
      }
      return outcomePage(state, account.email, notice);
    }
    if (req.method === "GET") {
      const { state, email } = accounts.peekVerification(token);
      if (state !== "valid") return outcomePage(state, email);
      return sendPage(res, 200, verifyConfirmScreen({ lang, email, token, action: VERIFY_EMAIL_PATH, otherLanguageHref }));
    }
    const followed = accounts.followVerification(token);
    return outcomePage(followed.result, followed.email);
  }

  /** The sign-in and sign-up screens and their form posts under /interaction/:uid. */
  async function interaction(req, res, url, uid, screen) {
    let details;
    try {
      details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new errors.SessionNotFound("interaction mismatch");
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return sendPage(res, 400, expiredScreen({ lang: pickLanguage(url.searchParams.get("lang")) }));
      throw error;
    }
    const { params, prompt } = details;
    const form = req.method === "POST" ? await readForm(req) : {};
    const lang = pickLanguage(url.searchParams.get("lang"), form.lang, params.ui_locales);
    const base = `/interaction/${uid}`;
    const hrefs = (name) => ({
      action: `${base}/${name}`,
      otherLanguageHref: `${base}/${name}?lang=${lang === "ar" ? "en" : "ar"}`,
      signUpHref: `${base}/signup?lang=${lang}`,
      signInHref: `${base}/login?lang=${lang}`,
    });
    const shareTermsRequired = params.share_terms === "true";
    const finishLogin = (account) =>
      provider.interactionFinished(req, res, { login: { accountId: account.sub, amr: ["pwd"] } }, { mergeWithLastSubmission: false });

    // Not expected for these clients (grants are automatic), but never leave the member on a dead end.
    if (prompt.name !== "login") {
      return provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
    }

    // After sign-up: on to the shop (signed in, address not yet verified), or the link sent again.
    if (screen === "continue" || screen === "resend") {
      const account = req.method === "POST" ? accounts.find(signedUp.get(uid) ?? "") : undefined;
      if (!account) return sendPage(res, 200, signInScreen({ lang, ...hrefs("login"), demoMembers }));
      if (screen === "continue") {
        signedUp.delete(uid);
        return finishLogin(account);
      }
      const notice = await sendVerification(account, lang);
      return sendPage(
        res,
        NOTICE_STATUS[notice] ?? 200,
        verificationSentScreen({ lang, email: account.email, notice: notice === "sent" ? "resent" : notice, continueAction: `${base}/continue`, resendAction: `${base}/resend` }),
      );
    }

    const chosen = screen ?? (params.route_hint === "signup" ? "signup" : "login");
    if (chosen === "login") {
      if (req.method !== "POST") return sendPage(res, 200, signInScreen({ lang, ...hrefs("login"), demoMembers }));
      const values = { email: String(form.email ?? "").trim() };
      const errorsFound = {};
      const emailError = validateEmail(form.email);
      if (emailError) errorsFound.email = emailError;
      if (!form.password) errorsFound.password = "passwordRequired";
      if (!Object.keys(errorsFound).length) {
        const outcome = await accounts.authenticate(form.email, form.password);
        if (outcome.result === "ok") return finishLogin(outcome.account);
        errorsFound.form = outcome.result;
      }
      return sendPage(res, errorsFound.form === "locked" ? 429 : 400, signInScreen({ lang, ...hrefs("login"), values, errors: errorsFound, demoMembers }));
    }

    const country = String(params.country ?? "").toUpperCase();
    if (req.method !== "POST") {
      return sendPage(res, 200, signUpScreen({ lang, ...hrefs("signup"), shareTermsRequired, values: { country: COUNTRY_CODES.includes(country) ? country : "" } }));
    }
    const values = {
      title: form.title,
      firstName: String(form.firstName ?? "").trim(),
      lastName: String(form.lastName ?? "").trim(),
      email: String(form.email ?? "").trim(),
      password: String(form.password ?? ""),
      country: String(form.country ?? "").toUpperCase(),
      shareTerms: form.shareTerms === "true" || form.shareTerms === "on",
    };
    const errorsFound = validateSignUp(values, { countries: COUNTRY_CODES, shareTermsRequired });
    if (!Object.keys(errorsFound).length) {
      const outcome = await accounts.register({ ...values, locale: lang });
      if (outcome.result === "ok") {
        // The account is made, its address unverified: the member is told where the link went, then goes on.
        const notice = await sendVerification(outcome.account, lang);
        signedUp.set(uid, outcome.account.sub);
        return sendPage(
          res,
          200,
          verificationSentScreen({ lang, email: outcome.account.email, notice: notice === "verified" ? "sent" : notice, continueAction: `${base}/continue`, resendAction: `${base}/resend` }),
        );
      }
      errorsFound.email = "taken";
    }
    return sendPage(res, 400, signUpScreen({ lang, ...hrefs("signup"), shareTermsRequired, values: { ...values, password: "" }, errors: errorsFound }));
  }

  handle = async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const verifying = url.pathname === VERIFY_EMAIL_PATH || url.pathname === `${VERIFY_EMAIL_PATH}/resend`;
    if (verifying) {
      const allowed = url.pathname === VERIFY_EMAIL_PATH ? ["GET", "POST"] : ["POST"];
      if (!allowed.includes(req.method ?? "")) return res.writeHead(405, { allow: allowed.join(", ") }).end();
      try {
        return await verifyEmail(req, res, url, url.pathname !== VERIFY_EMAIL_PATH);
      } catch (error) {
        if (!res.headersSent) sendPage(res, error.status ?? 500, plainScreen({ title: "Error", html: `<h1>Something went wrong</h1>` }));
        if (!error.status) console.error("identity provider:", error);
        return;
      }
    }
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|signup|continue|resend))?\/?$/.exec(url.pathname);
    if (!match) return providerCallback(req, res);
    if (req.method !== "GET" && req.method !== "POST") return res.writeHead(405, { allow: "GET, POST" }).end();
    try {
      await interaction(req, res, url, match[1], match[2]);
    } catch (error) {
      if (!res.headersSent) sendPage(res, error.status ?? 500, plainScreen({ title: "Error", html: `<h1>Something went wrong</h1><p role="alert">${messages("en").expiredText}</p>` }));
      if (!error.status) console.error("identity provider:", error);
    }
  };

  return {
    issuer,
    port: realPort,
    server,
    close: () =>
      new Promise((resolve) => {
        mailer?.close();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// Run alone: node scripts/identity/provider.mjs --port 8790 --state <dir> --origin <shop origin> [--origin …]
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "8790" },
      host: { type: "string", default: "127.0.0.1" },
      state: { type: "string" },
      origin: { type: "string", multiple: true, default: ["http://localhost:8787", "http://127.0.0.1:8787"] },
    },
  });
  const identity = await startIdentityProvider({
    port: Number(values.port),
    host: values.host,
    shopOrigins: values.origin,
    stateDir: values.state,
    mail: mailSettingsFromEnv(),
  });
  console.log(`Snow venues ID (development identity provider) on ${identity.issuer}`);
  const shutdown = async () => {
    await identity.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
