// The embedded provider's member calls: every one needs a bearer access token of the identity provider (verified
// here as any provider verifies it: signature, issuer, audience mafid, expiry) and answers only that member's data.
// No token: 401 signInRequired; a bad or expired token: 401 sessionEnded (the shop then refreshes and retries once);
// a blocked member: 403 accountRefused (the shop then signs the member out).
import { ageInYears } from "../../shared/booking/ages";
import { todayIn } from "../../shared/booking/calendar";
import { MEMBER_MINIMUM_AGE, SHARE_POINTS_PER_CURRENCY_UNIT } from "../../shared/contract/members";
import type { ApplyInfoRequest } from "../../shared/contract/member-schemas";
import { countryByIso2, isValidNationalNumber } from "../../shared/dial-codes";
import { normaliseEmail } from "../../shared/validation";
import { issuerOf, verifyAccessToken } from "../auth/identity";
import { accessTokenRevoked } from "../auth/revoked-tokens";
import { type JsonAnswer, invalid, ok, refusal } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import type { MemberCalls } from "./calls";
import { readShareAccount, restoreEndedRedemptions } from "./share-ledger";
import { type MemberRow, applyInformation, ensureMember, informationOf, memberOrders, userRecordOf } from "./store";

/** The answer header of a rejected token (RFC 6750), which tells the shop to refresh and retry. */
export const INVALID_TOKEN_CHALLENGE = { "WWW-Authenticate": 'Bearer error="invalid_token"' };

/**
 * The member of a verified token, and `verifiedEmail`: the token's e-mail (normalised) when the identity provider
 * says the member proved they receive mail there (email_verified), else null. Read from each token, never stored,
 * so a member who verifies later has it with their next token.
 */
export type MemberLookup = { ok: true; member: MemberRow; verifiedEmail: string | null } | { ok: false; answer: JsonAnswer };

/** The token's e-mail when the identity provider vouches for it (email_verified exactly true), else null. */
export function verifiedEmailOf(claims: { email?: unknown; email_verified?: unknown }): string | null {
  return claims.email_verified === true && typeof claims.email === "string" && claims.email.trim() ? normaliseEmail(claims.email) : null;
}

const verified = new WeakMap<OrderContext, Promise<MemberLookup>>();

/** The member whose access token the call carries (verified once per call context). */
export function memberOf(ctx: OrderContext): Promise<MemberLookup> {
  let lookup = verified.get(ctx);
  if (!lookup) {
    lookup = lookUp(ctx);
    verified.set(ctx, lookup);
  }
  return lookup;
}

async function lookUp(ctx: OrderContext): Promise<MemberLookup> {
  const issuer = issuerOf(ctx.env);
  if (!ctx.bearer || !issuer) return { ok: false, answer: refusal("signInRequired", ctx.locale) };
  let claims;
  try {
    // A token the shop has let go (its session ended, or a refresh replaced it) is refused like an expired one.
    const [verified, revoked] = await Promise.all([verifyAccessToken(issuer, ctx.bearer, ctx.now), accessTokenRevoked(ctx.env.DB, ctx.bearer)]);
    if (revoked) throw new Error("the access token was let go");
    claims = verified;
  } catch {
    return { ok: false, answer: refusal("memberSessionEnded", ctx.locale, [], INVALID_TOKEN_CHALLENGE) };
  }
  const member = await ensureMember(ctx.env, claims);
  if (member.blocked) return { ok: false, answer: refusal("accountRefused", ctx.locale) };
  return { ok: true, member, verifiedEmail: verifiedEmailOf(claims) };
}

/** Checks of apply info beyond the schema's shapes: real countries, a mobile number of its country, an adult's birth date. */
function informationIssues(input: ApplyInfoRequest, today: string): { field: string; rule: string; message: string }[] {
  const issues: { field: string; rule: string; message: string }[] = [];
  const region = countryByIso2(input.mobileRegion);
  if (!region) issues.push({ field: "mobileRegion", rule: "one_of", message: "mobileRegion is not a country of the dial list" });
  else if (!input.mobile.startsWith(`+${region.dialCode}`) || !isValidNationalNumber(region, input.mobile.slice(region.dialCode.length + 1))) {
    issues.push({ field: "mobile", rule: "phone", message: "Wrong mobile number format. Valid only with country code plus number" });
  }
  if (!countryByIso2(input.nationality)) issues.push({ field: "nationality", rule: "one_of", message: "nationality is not a country of the list" });
  if (!countryByIso2(input.countryOfResidence)) issues.push({ field: "countryOfResidence", rule: "one_of", message: "countryOfResidence is not a country of the list" });
  if (input.dateOfBirth === undefined) return issues;
  const age = ageInYears(input.dateOfBirth, today);
  if (age === null || input.dateOfBirth > today || age > 120) {
    issues.push({ field: "dateOfBirth", rule: "date", message: "dateOfBirth must be a real date in the past" });
  } else if (age < MEMBER_MINIMUM_AGE) {
    issues.push({ field: "dateOfBirth", rule: "min_age", message: `User age must be more than ${MEMBER_MINIMUM_AGE} years` });
  }
  return issues;
}

export function embeddedMembers(ctx: OrderContext): MemberCalls {
  const asMember = async (answer: (member: MemberRow) => Promise<JsonAnswer> | JsonAnswer): Promise<JsonAnswer> => {
    const found = await memberOf(ctx);
    return found.ok ? answer(found.member) : found.answer;
  };
  return {
    userDetails: () => asMember((member) => ok({ user: userRecordOf(member) })),
    checkSession: () => asMember(() => ok({ active: true })),
    userInfo: (email) =>
      asMember((member) =>
        // The information of the signed-in member only: another e-mail is never looked up.
        normaliseEmail(email) === normaliseEmail(member.email)
          ? ok({ data: informationOf(member) })
          : invalid([{ field: "email", rule: "own_email", message: "email must be the signed-in member's own address" }]),
      ),
    applyInfo: (input) =>
      asMember(async (member) => {
        const issues = informationIssues(input, todayIn(ctx.tenant.timeZone, ctx.now));
        if (issues.length) return invalid(issues);
        const dialCode = `+${countryByIso2(input.mobileRegion)!.dialCode}`;
        return ok({ data: informationOf(await applyInformation(ctx.env.DB, member.mafid, input, dialCode, ctx.now)) });
      }),
    orders: () => asMember(async (member) => ok({ data: { orders: await memberOrders(ctx.env.DB, member.mafid, ctx.tenant, ctx.now) } })),
    shareBalance: () =>
      asMember(async (member) => {
        // Only share members have a balance, and only where the site has SHARE (content-and-account §6).
        if (!ctx.tenant.containsShare || member.share_member_id === null) return { status: 404, body: { error: "not_a_share_member", message: "No SHARE account" } };
        // Points taken for payments that can no longer complete come back before the balance is read (decision 012).
        await restoreEndedRedemptions(ctx.env.DB, member.mafid, ctx.now);
        const points = (await readShareAccount(ctx.env.DB, member.mafid))?.points ?? 0;
        return ok({ balance_points: points, member_id: member.share_member_id, balance_currency_amount: points / SHARE_POINTS_PER_CURRENCY_UNIT });
      }),
  };
}
