// The shop's three OpenID clients at the development identity provider, with their development secrets.
// A deployment uses the real provider's clients and secrets (IDENTITY_CLIENT_SECRETS, README "Members and sign-in").

/** Audience of the access tokens (the member API); the resource indicator below resolves to it. */
export const MAFID_AUDIENCE = "mafid";
/** Resource indicator of the member API: oidc-provider wants an absolute URI, its tokens carry `aud: "mafid"`. */
export const MAFID_RESOURCE = "urn:snow-venues:mafid";
export const CLIENT_SCOPE = "openid email profile offline_access";

/** client id → development secret. Dubai and Egypt share snow-venues-web. */
export const DEV_CLIENT_SECRETS = {
  "snow-venues-web": "dev-secret-snow-venues-web",
  "snow-abu-dhabi-web": "dev-secret-snow-abu-dhabi-web",
  "snow-oman-web": "dev-secret-snow-oman-web",
};

/** The `IDENTITY_CLIENT_SECRETS` value of the worker: clientId:secret pairs separated by commas. */
export function clientSecretsVar(secrets = DEV_CLIENT_SECRETS) {
  return Object.entries(secrets)
    .map(([id, secret]) => `${id}:${secret}`)
    .join(",");
}

// Site home pages, accepted as post-logout landing pages besides the origin itself.
const SITE_PATHS = [
  "en-ae/ski-dubai",
  "ar-ae/ski-dubai",
  "en-ae/snow-abu-dhabi",
  "ar-ae/snow-abu-dhabi",
  "en-om/snow-oman",
  "ar-om/snow-oman",
  "en-eg/ski-egypt",
  "ar-eg/ski-egypt",
];

/** oidc-provider client metadata for the given shop origins (redirect URI `${origin}/callback` for each). */
export function shopClients(shopOrigins, secrets = DEV_CLIENT_SECRETS) {
  const origins = shopOrigins.map((origin) => origin.replace(/\/+$/, ""));
  return Object.entries(secrets).map(([clientId, secret]) => ({
    client_id: clientId,
    client_secret: secret,
    client_name: "Snow venues shop",
    token_endpoint_auth_method: "client_secret_basic",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    scope: CLIENT_SCOPE,
    // The shop's own return, and the staff console's.
    redirect_uris: origins.flatMap((origin) => [`${origin}/callback`, `${origin}/ops/callback`]),
    post_logout_redirect_uris: origins.flatMap((origin) => [
      `${origin}/`,
      `${origin}/signed-out`,
      ...SITE_PATHS.map((path) => `${origin}/${path}`),
    ]),
  }));
}
