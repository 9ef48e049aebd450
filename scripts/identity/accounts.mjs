// Members of the development identity provider: a JSON file in the state folder (or memory), scrypt password
// hashes, the sign-up rules, the lock after repeated wrong passwords, and the one-time links that verify an e-mail
// address (a new account's address is unverified until its link is followed).
import { createHash, randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-members.mjs";

const scryptAsync = promisify(scrypt);

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const MAX_WRONG_PASSWORDS = 10;
export const LOCK_MINUTES = 15;
export const TITLES = ["mr", "mrs", "ms", "miss"];
/** A verification link works this long after it was sent. */
export const VERIFY_LINK_TTL_MS = 24 * 3600_000;
/** Links sent to one account: one a minute at most … */
export const VERIFY_RESEND_GAP_MS = 60_000;
/** … and this many an hour. */
export const VERIFY_SENDS_PER_HOUR = 5;
/** Bytes of randomness in a verification link's token (base64url in the link). */
const VERIFY_TOKEN_BYTES = 32;

const SCRYPT_KEY_LENGTH = 64;
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '-][\p{L}\p{M}]+)*$/u;

export const normaliseEmail = (email) => String(email ?? "").trim().toLowerCase();

export async function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT_KEY_LENGTH);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password, stored) {
  const [scheme, salt, hash] = String(stored ?? "").split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Returns error codes per field (see screens.mjs for their messages), or {} when the sign-up is acceptable. */
export function validateSignUp(form, { countries, shareTermsRequired }) {
  const errors = {};
  if (!TITLES.includes(form.title)) errors.title = "title";
  for (const field of ["firstName", "lastName"]) {
    const value = String(form[field] ?? "").trim();
    if (!value) errors[field] = "nameRequired";
    else if ([...value].length < NAME_MIN_LENGTH || [...value].length > NAME_MAX_LENGTH || !NAME_PATTERN.test(value)) {
      errors[field] = "name";
    }
  }
  const emailError = validateEmail(form.email);
  if (emailError) errors.email = emailError;
  if (!isStrongPassword(form.password)) errors.password = form.password ? "weakPassword" : "passwordRequired";
  if (!countries.includes(form.country)) errors.country = "country";
  if (shareTermsRequired && !form.shareTerms) errors.shareTerms = "shareTerms";
  return errors;
}

export function validateEmail(email) {
  const value = String(email ?? "").trim();
  if (!value) return "emailRequired";
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return "email";
  return undefined;
}

export function isStrongPassword(password) {
  const value = String(password ?? "");
  return value.length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value);
}

/** A verification token as stored: its SHA-256, so the store's file opens no account's link. */
const tokenHashOf = (token) => createHash("sha256").update(String(token ?? "")).digest("base64url");

/**
 * The account store: a JSON file when `stateDir` is given, memory otherwise. Seeds the demo members and demo staff
 * (their addresses verified) that it lacks.
 */
export async function openAccountStore(stateDir) {
  const file = stateDir ? join(stateDir, "accounts.json") : undefined;
  /** @type {Map<string, object>} sub → account */
  const accounts = new Map();
  /**
   * Verification links sent: hash of the token → { sub, email, sentAt, expiresAt, usedAt, replacedAt } (epoch ms).
   * @type {Map<string, { sub: string, email: string, sentAt: number, expiresAt: number, usedAt: number | null, replacedAt: number | null }>}
   */
  const links = new Map();
  if (file && existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8"));
    for (const account of stored.accounts ?? []) accounts.set(account.sub, account);
    for (const { hash, ...link } of stored.verificationLinks ?? []) links.set(hash, link);
  }
  const save = () => {
    if (!file) return;
    mkdirSync(stateDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    const verificationLinks = [...links].map(([hash, link]) => ({ hash, ...link }));
    writeFileSync(temporary, `${JSON.stringify({ accounts: [...accounts.values()], verificationLinks }, null, 2)}\n`);
    renameSync(temporary, file);
  };
  const missingDemo = DEMO_ACCOUNTS.filter((demo) => !accounts.has(demo.sub));
  const unverifiedDemo = DEMO_ACCOUNTS.filter((demo) => accounts.get(demo.sub) && accounts.get(demo.sub).emailVerified !== true);
  if (missingDemo.length || unverifiedDemo.length) {
    const passwordHash = missingDemo.length ? await hashPassword(DEMO_PASSWORD) : "";
    for (const demo of missingDemo) accounts.set(demo.sub, { ...demo, emailVerified: true, passwordHash, createdAt: new Date().toISOString() });
    for (const demo of unverifiedDemo) accounts.get(demo.sub).emailVerified = true;
    save();
  }

  /** Forgets links ended for a day (used, replaced or expired): the hour's send count needs nothing older. */
  const prune = (now) => {
    for (const [hash, link] of links) {
      if (Math.max(link.expiresAt, link.usedAt ?? 0, link.replacedAt ?? 0) < now - 24 * 3600_000) links.delete(hash);
    }
  };

  /** What a link's token is now: "valid", "used", "replaced" (a newer link was sent), "expired" or "unknown". */
  const linkState = (token, now) => {
    const link = typeof token === "string" && token.length >= 20 && token.length <= 100 ? links.get(tokenHashOf(token)) : undefined;
    const account = link ? accounts.get(link.sub) : undefined;
    if (!link || !account) return { state: "unknown" };
    if (link.usedAt !== null) return { state: "used", link, account };
    // A link is for the address it was sent to, and only the newest link of an account works.
    if (link.replacedAt !== null || account.email !== link.email) return { state: "replaced", link, account };
    if (link.expiresAt <= now) return { state: "expired", link, account };
    return { state: "valid", link, account };
  };

  // Wrong passwords per e-mail (whether or not it is registered, so the lock tells nothing about accounts).
  const failures = new Map();

  const byEmail = (email) => {
    const wanted = normaliseEmail(email);
    for (const account of accounts.values()) if (account.email === wanted) return account;
    return undefined;
  };

  const newMafid = () => {
    const taken = new Set([...accounts.values()].map((a) => a.mafid));
    for (;;) {
      const mafid = `MAF-${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
      if (!taken.has(mafid)) return mafid;
    }
  };

  return {
    find: (sub) => accounts.get(sub),
    findByEmail: byEmail,

    /** "ok" with the account, "wrong" (unknown e-mail or wrong password) or "locked" (too many wrong passwords). */
    async authenticate(email, password, now = Date.now()) {
      const key = normaliseEmail(email);
      const entry = failures.get(key);
      if (entry?.lockedUntil && entry.lockedUntil > now) return { result: "locked" };
      const account = byEmail(key);
      // Hash even for an unknown e-mail so the answer takes the same time.
      const ok = account ? await verifyPassword(String(password ?? ""), account.passwordHash) : (await hashPassword("x"), false);
      if (ok) {
        failures.delete(key);
        return { result: "ok", account };
      }
      const count = (entry?.lockedUntil ? 0 : (entry?.count ?? 0)) + 1;
      if (count >= MAX_WRONG_PASSWORDS) {
        failures.set(key, { count, lockedUntil: now + LOCK_MINUTES * 60_000 });
        return { result: "locked" };
      }
      failures.set(key, { count });
      return { result: "wrong" };
    },

    /** Registers a member; "taken" when the e-mail is already registered. */
    async register({ title, firstName, lastName, email, password, country, shareTerms, locale }) {
      const normalised = normaliseEmail(email);
      if (byEmail(normalised)) return { result: "taken" };
      const account = {
        sub: randomUUID(),
        mafid: newMafid(),
        email: normalised,
        title,
        firstName: firstName.trim().replace(/\s+/g, " "),
        lastName: lastName.trim().replace(/\s+/g, " "),
        gender: title === "mr" ? "male" : "female",
        country,
        locale,
        shareTerms: Boolean(shareTerms),
        passwordHash: await hashPassword(password),
        createdAt: new Date().toISOString(),
      };
      accounts.set(account.sub, account);
      save();
      return { result: "ok", account };
    },

    /**
     * A new verification link's token for the account: "ok" with the token (earlier links stop working), "wait"
     * when one was sent less than a minute ago, "tooMany" past the hour's sends, "verified" when there is nothing to
     * verify, "unknown" for no such account.
     */
    issueVerification(sub, now = Date.now()) {
      const account = accounts.get(sub);
      if (!account) return { result: "unknown" };
      if (account.emailVerified === true) return { result: "verified", account };
      prune(now);
      const sent = [...links.values()].filter((link) => link.sub === sub && link.sentAt > now - 3600_000).map((link) => link.sentAt);
      if (sent.some((at) => at > now - VERIFY_RESEND_GAP_MS)) return { result: "wait", account };
      if (sent.length >= VERIFY_SENDS_PER_HOUR) return { result: "tooMany", account };
      for (const link of links.values()) if (link.sub === sub && link.usedAt === null && link.replacedAt === null) link.replacedAt = now;
      const token = randomBytes(VERIFY_TOKEN_BYTES).toString("base64url");
      links.set(tokenHashOf(token), { sub, email: account.email, sentAt: now, expiresAt: now + VERIFY_LINK_TTL_MS, usedAt: null, replacedAt: null });
      save();
      return { result: "ok", account, token };
    },

    /** A link's state without using it (see linkState), with the account's e-mail when the link is known. */
    peekVerification(token, now = Date.now()) {
      const { state, account } = linkState(token, now);
      return { state, email: account?.email };
    },

    /** Follows a link: "verified" (once: the link is used up), else its state ("used", "replaced", "expired", "unknown"). */
    followVerification(token, now = Date.now()) {
      const { state, link, account } = linkState(token, now);
      if (state !== "valid") return { result: state, email: account?.email };
      link.usedAt = now;
      account.emailVerified = true;
      account.emailVerifiedAt = new Date(now).toISOString();
      save();
      return { result: "verified", email: account.email, account };
    },

    /** The account a link not yet used was sent for (valid, expired or replaced), to send it a new one; else null. */
    accountOfUnusedLink(token, now = Date.now()) {
      const { state, account } = linkState(token, now);
      return state === "valid" || state === "expired" || state === "replaced" ? account : null;
    },
  };
}

/** The OpenID claims of an account (the provider filters them by the granted scopes). */
export function accountClaims(account) {
  return {
    sub: account.sub,
    mafid: account.mafid,
    email: account.email,
    // Only a followed link (or a seeded demo account) proves the member receives mail there.
    email_verified: account.emailVerified === true,
    given_name: account.firstName,
    family_name: account.lastName,
    gender: account.gender,
    ...(account.birthdate ? { birthdate: account.birthdate } : {}),
    locale: account.locale ?? "en",
    // The venues a member of staff runs in the staff console; absent for everyone else.
    ...(Array.isArray(account.venueOps) ? { venue_ops: account.venueOps } : {}),
  };
}
