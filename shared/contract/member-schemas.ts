// The zod schemas of the member calls (content-and-account §3, §7): the user record, the member's information and
// its change, the session check, and the browser's view of who is signed in. The embedded provider checks requests
// with them, the seam checks an upstream's answers, the browser parses every answer and checks the profile form.
import { z } from "zod";
import { isoDateSchema } from "../catalogue-fields";
import { countryCodeSchema } from "./order-schemas";
import { emailSchema, personNameSchema } from "./fields";
import { MEMBER_GENDERS, MEMBER_TITLES } from "./members";

/** A mobile number as the guest form sends it: + then the country code and number. */
export const mobileSchema = z.string().regex(/^\+\d{6,16}$/, "mobile is + then the country code and number");

// ---------- GET user details (content-and-account §3 user record) ----------
export const userRecordSchema = z.object({
  user_ak: z.string().min(1),
  checkout_migration_reminder: z.boolean(),
  profile_migration_reminder: z.boolean(),
  email: z.object({ email: z.string() }),
  /** Present: the visitor is a member. */
  mafid: z.string().min(1),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
export const userDetailsAnswerSchema = z.object({ user: userRecordSchema });

// ---------- POST user info (content-and-account §3 user information) ----------
export const memberInformationSchema = z.object({
  email: z.string(),
  title: z.enum(MEMBER_TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(MEMBER_GENDERS).nullable(),
  /** YYYY-MM-DD, or null when not given yet. */
  dateOfBirth: isoDateSchema.nullable(),
  nationality: countryCodeSchema.nullable(),
  countryOfResidence: countryCodeSchema.nullable(),
  mobile: z.object({ number: mobileSchema, region: z.string().regex(/^[a-z]{2}$/), dialCode: z.string().regex(/^\+\d{1,4}$/) }).nullable(),
  /** The share membership flag and loyalty member id (a share member has one). */
  isShareMember: z.boolean(),
  shareMemberId: z.string().nullable(),
});
export type MemberInformation = z.infer<typeof memberInformationSchema>;
export const userInfoRequestSchema = z.object({ email: emailSchema });
export const userInfoAnswerSchema = z.object({ data: memberInformationSchema });

// ---------- POST apply info (personal details) ----------
export const applyInfoRequestSchema = z.object({
  title: z.enum(MEMBER_TITLES),
  firstName: personNameSchema,
  lastName: personNameSchema,
  /** Left out: the date of birth stays as it is (the cart's details form does not ask for it). */
  dateOfBirth: isoDateSchema.optional(),
  nationality: countryCodeSchema,
  countryOfResidence: countryCodeSchema,
  /** + then the country code and number; the region names the dial list entry chosen (ae, om, eg …). */
  mobile: mobileSchema,
  mobileRegion: z.string().regex(/^[a-z]{2}$/, "is an ISO 3166 alpha-2 code in lower case such as ae"),
});
export type ApplyInfoRequest = z.infer<typeof applyInfoRequestSchema>;

// ---------- POST check user session ----------
export const checkSessionAnswerSchema = z.object({ active: z.boolean() });

// ---------- GET /auth/session (the shop's own answer to the browser) ----------
/** What the browser keeps of the signed-in member (never a token). */
export const sessionMemberSchema = z.object({
  mafid: z.string(),
  userAk: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(MEMBER_GENDERS).nullable(),
  isShareMember: z.boolean(),
  /**
   * The ID token's email_verified at sign-in: the member proved they receive mail at `email`. Absent in sessions
   * started before it was kept, which count as not verified.
   */
  emailVerified: z.boolean().optional(),
  /** The site the member signed in on (its identity client). */
  site: z.string(),
});
export type SessionMember = z.infer<typeof sessionMemberSchema>;
export const memberSessionAnswerSchema = z.object({ signedIn: z.boolean(), member: sessionMemberSchema.nullable() });
export type MemberSessionAnswer = z.infer<typeof memberSessionAnswerSchema>;

// ---------- GET /orders (the member's bookings; the dashboard shows the upcoming ones) ----------
export const memberOrderSchema = z.object({
  reservationCode: z.string(),
  siteId: z.number().int(),
  status: z.enum(["confirmed", "refunded"]),
  paidAt: z.string(),
  /** The first day of the booking (YYYY-MM-DD) and its first time slot, if any. */
  firstDate: isoDateSchema,
  firstTime: z.string().nullable(),
  /** True while the last day of the booking is today or later (in the venue's time zone). */
  upcoming: z.boolean(),
  total: z.number(),
  currency: z.string(),
  items: z.array(z.object({ title: z.string(), date: isoDateSchema, time: z.string().nullable(), tickets: z.number().int() })),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;
/** Upcoming bookings first (soonest first), then past ones (latest first). */
export const memberOrdersAnswerSchema = z.object({ data: z.object({ orders: z.array(memberOrderSchema) }) });

// ---------- GET share balance (content-and-account §3, §7) ----------
export const shareBalanceAnswerSchema = z.object({
  balance_points: z.number().int().min(0),
  member_id: z.string(),
  balance_currency_amount: z.number().min(0),
});
export type ShareBalance = z.infer<typeof shareBalanceAnswerSchema>;
