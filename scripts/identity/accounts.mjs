// Members of the development identity provider: a JSON file in the state folder (or memory), scrypt password
// hashes, the sign-up rules and the lock after repeated wrong passwords.
import { randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

import { DEMO_MEMBERS, DEMO_PASSWORD } from "./demo-members.mjs";

const scryptAsync = promisify(scrypt);

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const MAX_WRONG_PASSWORDS = 10;
export const LOCK_MINUTES = 15;
export const TITLES = ["mr", "mrs", "ms", "miss"];

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

/** The account store: a JSON file when `stateDir` is given, memory otherwise. Seeds the demo members when empty. */
export async function openAccountStore(stateDir) {
  const file = stateDir ? join(stateDir, "accounts.json") : undefined;
  /** @type {Map<string, object>} sub → account */
  const accounts = new Map();
  if (file && existsSync(file)) {
    for (const account of JSON.parse(readFileSync(file, "utf8")).accounts ?? []) accounts.set(account.sub, account);
  }
  const save = () => {
    if (!file) return;
    mkdirSync(stateDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ accounts: [...accounts.values()] }, null, 2)}\n`);
    renameSync(temporary, file);
  };
  if (accounts.size === 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const member of DEMO_MEMBERS) {
      accounts.set(member.sub, { ...member, passwordHash, createdAt: new Date().toISOString() });
    }
    save();
  }

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
  };
}

/** The OpenID claims of an account (the provider filters them by the granted scopes). */
export function accountClaims(account) {
  return {
    sub: account.sub,
    mafid: account.mafid,
    email: account.email,
    email_verified: true,
    given_name: account.firstName,
    family_name: account.lastName,
    gender: account.gender,
    ...(account.birthdate ? { birthdate: account.birthdate } : {}),
    locale: account.locale ?? "en",
  };
}
