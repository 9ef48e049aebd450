// Members' tokens at rest: sealed under a key only the session's cookie can give, bound to their column.
import { describe, expect, it } from "vitest";
import { SEALED_PREFIX, openToken, sealToken, sessionTokenKey } from "./token-seal";

const SECRET = "a-session-secret-of-at-least-thirty-two-characters";
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJNQUYtMTAwMDAwMiJ9.c2lnbmF0dXJl";

describe("sealed session tokens", () => {
  it("seal a token so that the stored value shows nothing of it, and open it again with the same key and column", async () => {
    const key = await sessionTokenKey("session-id-aaaaaaaaaaaaaaaaaaaaaaaa", SECRET);
    const sealed = await sealToken(key, "access_token", TOKEN);
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(sealed).not.toContain("eyJ");
    expect(sealed).not.toContain("c2lnbmF0dXJl");
    expect(await openToken(key, "access_token", sealed)).toBe(TOKEN);
    // A fresh nonce each time: the same token never stores the same twice.
    expect(await sealToken(key, "access_token", TOKEN)).not.toBe(sealed);
  });

  it("do not open with another session's key, nor with the same id under another shop's secret", async () => {
    const sealed = await sealToken(await sessionTokenKey("session-id-aaaaaaaaaaaaaaaaaaaaaaaa", SECRET), "refresh_token", TOKEN);
    expect(await openToken(await sessionTokenKey("session-id-bbbbbbbbbbbbbbbbbbbbbbbb", SECRET), "refresh_token", sealed)).toBeNull();
    expect(await openToken(await sessionTokenKey("session-id-aaaaaaaaaaaaaaaaaaaaaaaa", `${SECRET}-other`), "refresh_token", sealed)).toBeNull();
  });

  it("do not open in another column: a sealed access token moved into the refresh token's place is refused", async () => {
    const key = await sessionTokenKey("session-id-aaaaaaaaaaaaaaaaaaaaaaaa", SECRET);
    const access = await sealToken(key, "access_token", TOKEN);
    expect(await openToken(key, "refresh_token", access)).toBeNull();
    expect(await openToken(key, "id_token", access)).toBeNull();
  });

  it("refuse a value stored unsealed, cut short, changed by one character or not base64url", async () => {
    const key = await sessionTokenKey("session-id-aaaaaaaaaaaaaaaaaaaaaaaa", SECRET);
    const sealed = await sealToken(key, "id_token", TOKEN);
    const last = sealed.at(-1) === "A" ? "B" : "A";
    for (const bad of [TOKEN, "", SEALED_PREFIX, sealed.slice(0, 30), sealed.slice(0, -1) + last, `${sealed}*`, `${SEALED_PREFIX}!!!!`]) {
      expect(await openToken(key, "id_token", bad)).toBeNull();
    }
  });
});
