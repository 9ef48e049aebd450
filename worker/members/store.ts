// The embedded provider's members (content-and-account §3): a member record is made at the member's first call
// with a valid access token, from the token's claims (the same as the ID token's); the member's information is
// changed through apply info; a share membership is a row of share_accounts.
import { todayIn } from "../../shared/booking/calendar";
import type { ApplyInfoRequest, MemberInformation, MemberOrder, UserRecord } from "../../shared/contract/member-schemas";
import { MEMBER_TITLES, type MemberGender, type MemberTitle, genderOfTitle } from "../../shared/contract/members";
import type { BasketTotal, PricedLine } from "../../shared/contract/order-schemas";
import { DIAL_COUNTRIES } from "../../shared/dial-codes";
import { firstUnsafeCharacter } from "../../shared/text";
import type { Tenant } from "../../shared/tenant";
import type { AccessTokenClaims } from "../auth/identity";
import { seedDemoMemberData } from "./demo-members";

export interface MemberRow {
  mafid: string;
  subject: string;
  user_ak: string;
  email: string;
  title: MemberTitle | null;
  first_name: string;
  last_name: string;
  gender: MemberGender | null;
  date_of_birth: string | null;
  nationality: string | null;
  country_of_residence: string | null;
  mobile_number: string | null;
  mobile_region: string | null;
  mobile_dial_code: string | null;
  checkout_migration_reminder: number;
  profile_migration_reminder: number;
  blocked: number;
  share_member_id: string | null;
  share_points: number | null;
}

const MEMBER_SELECT = `SELECT m.*, s.member_id AS share_member_id, s.points AS share_points FROM members m LEFT JOIN share_accounts s ON s.mafid = m.mafid`;

/** A claim as stored text: trimmed, at most `max` characters, and no control or direction character. */
function claimText(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  const text = value.trim().slice(0, max);
  return firstUnsafeCharacter(text) ? "" : text;
}

function newUserAk(): string {
  const digits = crypto.getRandomValues(new Uint32Array(2));
  return `UAK-${String(digits[0]! % 1e6).padStart(6, "0")}${String(digits[1]! % 1e6).padStart(6, "0")}`;
}

/** The member of these claims, made at the first call (names and e-mail from the claims; the rest comes later). */
export async function ensureMember(env: { DB: D1Database; SHOP_MODE?: string }, claims: AccessTokenClaims): Promise<MemberRow> {
  const db = env.DB;
  const mafid = claimText(claims.mafid, 64) || claimText(claims.sub, 64);
  const existing = await db.prepare(`${MEMBER_SELECT} WHERE m.mafid = ?1`).bind(mafid).first<MemberRow>();
  if (existing) return existing;
  // A demo member's SHARE account, children and voucher come with their first record (demo mode only).
  await seedDemoMemberData(env, mafid);
  const title = (MEMBER_TITLES as readonly string[]).includes(claims.title ?? "") ? (claims.title as MemberTitle) : null;
  const gender = title ? genderOfTitle(title) : claims.gender === "male" || claims.gender === "female" ? claims.gender : null;
  const residence = typeof claims.country === "string" ? (DIAL_COUNTRIES.find((c) => c.iso3 === claims.country!.toUpperCase())?.iso2.toUpperCase() ?? null) : null;
  const birthdate = typeof claims.birthdate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(claims.birthdate) ? claims.birthdate : null;
  await db
    .prepare(
      `INSERT INTO members (mafid, subject, user_ak, email, title, first_name, last_name, gender, date_of_birth, country_of_residence)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       ON CONFLICT (mafid) DO NOTHING`,
    )
    .bind(mafid, claimText(claims.sub, 200), newUserAk(), claimText(claims.email, 254), title, claimText(claims.given_name, 50), claimText(claims.family_name, 50), gender, birthdate, residence)
    .run();
  return (await db.prepare(`${MEMBER_SELECT} WHERE m.mafid = ?1`).bind(mafid).first<MemberRow>())!;
}

export function userRecordOf(row: MemberRow): UserRecord {
  return {
    user_ak: row.user_ak,
    checkout_migration_reminder: row.checkout_migration_reminder === 1,
    profile_migration_reminder: row.profile_migration_reminder === 1,
    email: { email: row.email },
    mafid: row.mafid,
  };
}

export function informationOf(row: MemberRow): MemberInformation {
  return {
    email: row.email,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    nationality: row.nationality,
    countryOfResidence: row.country_of_residence,
    mobile:
      row.mobile_number && row.mobile_region && row.mobile_dial_code
        ? { number: row.mobile_number, region: row.mobile_region, dialCode: row.mobile_dial_code }
        : null,
    isShareMember: row.share_member_id !== null,
    shareMemberId: row.share_member_id,
  };
}

/** Changes the member's information; gender follows the title. */
export async function applyInformation(db: D1Database, mafid: string, input: ApplyInfoRequest, dialCode: string, now: Date): Promise<MemberRow> {
  await db
    .prepare(
      `UPDATE members SET title = ?2, first_name = ?3, last_name = ?4, gender = ?5, date_of_birth = COALESCE(?6, date_of_birth), nationality = ?7,
         country_of_residence = ?8, mobile_number = ?9, mobile_region = ?10, mobile_dial_code = ?11, profile_migration_reminder = 0, updated_at = ?12
       WHERE mafid = ?1`,
    )
    .bind(
      mafid,
      input.title,
      input.firstName,
      input.lastName,
      genderOfTitle(input.title),
      input.dateOfBirth ?? null,
      input.nationality,
      input.countryOfResidence,
      input.mobile,
      input.mobileRegion,
      dialCode,
      now.toISOString(),
    )
    .run();
  return (await db.prepare(`${MEMBER_SELECT} WHERE m.mafid = ?1`).bind(mafid).first<MemberRow>())!;
}

interface MemberOrderRow {
  reservation_code: string;
  site_id: number;
  status: "confirmed" | "refunded";
  lines: string;
  totals: string;
  paid_at: string;
}

/** The member's orders on this site: upcoming first (soonest first), then past ones (latest first). */
export async function memberOrders(db: D1Database, mafid: string, tenant: Tenant, now: Date): Promise<MemberOrder[]> {
  const { results } = await db
    .prepare("SELECT reservation_code, site_id, status, lines, totals, paid_at FROM orders WHERE member_mafid = ?1 AND site_id = ?2 ORDER BY paid_at DESC LIMIT 200")
    .bind(mafid, tenant.siteId)
    .all<MemberOrderRow>();
  const today = todayIn(tenant.timeZone, now);
  const orders = results.map((row): MemberOrder => {
    const lines = JSON.parse(row.lines) as PricedLine[];
    const totals = JSON.parse(row.totals) as BasketTotal;
    const dates = lines.map((l) => l.date).sort();
    const first = lines.find((l) => l.date === dates[0]);
    return {
      reservationCode: row.reservation_code,
      siteId: row.site_id,
      status: row.status,
      paidAt: row.paid_at,
      firstDate: dates[0] ?? row.paid_at.slice(0, 10),
      firstTime: first?.time ?? null,
      upcoming: row.status === "confirmed" && (dates.at(-1) ?? "") >= today,
      total: totals.gross,
      currency: totals.currency,
      items: lines.map((l) => ({ title: l.title, date: l.date, time: l.time, tickets: l.tickets.reduce((n, t) => n + t.quantity, 0) })),
    };
  });
  const upcoming = orders.filter((o) => o.upcoming).sort((a, b) => (a.firstDate + (a.firstTime ?? "")).localeCompare(b.firstDate + (b.firstTime ?? "")));
  const past = orders.filter((o) => !o.upcoming);
  return [...upcoming, ...past];
}

