// Who pays for a checkout: a guest with the token of generate-token, or a signed-in member with their access token
// (booking-and-checkout §6: a member uses the identity provider's token and no guest token). Either way the order
// gets the payer's details, and belongs to that token or that member.
import { normaliseEmail } from "../../shared/validation";
import { memberOf } from "../members/embedded";
import { type JsonAnswer, refusal } from "./answers";
import type { OrderContext } from "./context";
import { type GuestDetails, readGuestByHash, readGuestToken } from "./guest-tokens";
import type { MemberRow } from "../members/store";

export interface Payer {
  details: GuestDetails;
  /** The guest token's hash (a guest's checkout), or null. */
  tokenHash: string | null;
  /** The member's mafid (a member's checkout), or null. */
  memberMafid: string | null;
  /** The member's e-mail as the identity provider vouches for it (verified), or null (a guest, or not verified). */
  verifiedEmail: string | null;
}

/** A member's details as an order keeps them; null while the member lacks a title or a mobile number. */
export function memberDetailsOf(member: MemberRow, fallbackCountry: string): GuestDetails | null {
  if (!member.title || !member.mobile_number || !member.first_name || !member.last_name) return null;
  return {
    title: member.title,
    email: normaliseEmail(member.email),
    firstName: member.first_name,
    lastName: member.last_name,
    mobile: member.mobile_number,
    country: member.country_of_residence ?? fallbackCountry,
    nationality: member.nationality ?? fallbackCountry,
  };
}

/** The payer of this call: the member of its bearer token, else the guest of its token; or the refusal. */
export async function payerOf(ctx: OrderContext): Promise<{ ok: true; payer: Payer } | { ok: false; answer: JsonAnswer }> {
  if (ctx.bearer) {
    const found = await memberOf(ctx);
    if (!found.ok) return found;
    const details = memberDetailsOf(found.member, ctx.tenant.region.toUpperCase());
    if (!details) return { ok: false, answer: refusal("memberDetailsMissing", ctx.locale) };
    return { ok: true, payer: { details, tokenHash: null, memberMafid: found.member.mafid, verifiedEmail: found.verifiedEmail } };
  }
  const guest = await readGuestToken(ctx.env.DB, ctx.tenant.siteId, ctx.guestToken, ctx.now);
  if (!guest) return { ok: false, answer: refusal("accessDenied", ctx.locale) };
  return { ok: true, payer: { details: guest, tokenHash: guest.tokenHash, memberMafid: null, verifiedEmail: null } };
}

/** The details of a checkout's payer at capture: the member's as they were at checkout, else the guest token's. */
export async function payerDetailsAtCapture(
  db: D1Database,
  session: { tokenHash: string | null; memberMafid: string | null; memberDetails: GuestDetails | null },
): Promise<GuestDetails | null> {
  if (session.memberMafid) return session.memberDetails;
  return readGuestByHash(db, session.tokenHash);
}
