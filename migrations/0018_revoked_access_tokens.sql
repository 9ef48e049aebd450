-- Access tokens the shop has let go (their session ended, or a refresh replaced them): refused as bearer tokens by
-- the embedded provider until they would have expired anyway. Keyed by the token's SHA-256, never the token.
CREATE TABLE revoked_access_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX revoked_access_tokens_expiry ON revoked_access_tokens (expires_at);
