// The embedded provider's account data (migrations/0010_account.sql): the member's people (the member and their
// sub-accounts), each person's gear and waiver, passport assessments and exercise answers, vouchers. Every query
// is keyed on the owner's mafid, so a row of another member is never read or changed.
import { ageGroupsFor, ageInYears } from "../../shared/booking/ages";
import type { GuestType } from "../../shared/booking/guests";
import {
  type ExerciseAnswer,
  MAX_SUB_ACCOUNTS,
  type PassportType,
  type SubAccountRelation,
  WAIVER_VALID_DAYS,
} from "../../shared/contract/account";
import type {
  AccountPerson,
  ExerciseAnswersRequest,
  GearRequest,
  PersonGear,
  PersonWaiver,
  SubAccountRequest,
  UpdateSubAccountRequest,
} from "../../shared/contract/account-schemas";
import { type MemberGender, type MemberTitle, genderOfTitle } from "../../shared/contract/members";
import type { Tenant } from "../../shared/tenant";
import type { MemberRow } from "./store";

interface SubAccountRow {
  id: string;
  mafid: string;
  title: MemberTitle;
  first_name: string;
  last_name: string;
  gender: MemberGender;
  date_of_birth: string;
  relation: SubAccountRelation | null;
}

function ageGroupOf(age: number | null, tenant: Tenant): GuestType | null {
  if (age === null) return null;
  const groups = ageGroupsFor({ discipline: null, childMinimumAge: tenant.childMinimumAge });
  return (Object.entries(groups) as [GuestType, { min: number; max: number }][]).find(([, r]) => age >= r.min && age <= r.max)?.[0] ?? null;
}

function personOfMember(member: MemberRow, tenant: Tenant, today: string): AccountPerson {
  const age = member.date_of_birth ? ageInYears(member.date_of_birth, today) : null;
  return {
    id: member.user_ak,
    isPrimary: true,
    title: member.title,
    firstName: member.first_name,
    lastName: member.last_name,
    gender: member.gender,
    dateOfBirth: member.date_of_birth,
    age,
    ageGroup: ageGroupOf(age, tenant),
    relation: null,
  };
}

function personOfSubAccount(row: SubAccountRow, tenant: Tenant, today: string): AccountPerson {
  const age = ageInYears(row.date_of_birth, today);
  return {
    id: row.id,
    isPrimary: false,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    age,
    ageGroup: ageGroupOf(age, tenant),
    relation: row.relation,
  };
}

async function subAccountRows(db: D1Database, mafid: string): Promise<SubAccountRow[]> {
  const { results } = await db.prepare("SELECT * FROM sub_accounts WHERE mafid = ?1 ORDER BY created_at, id").bind(mafid).all<SubAccountRow>();
  return results;
}

/** The member first, then their sub-accounts (oldest first). */
export async function peopleOf(db: D1Database, member: MemberRow, tenant: Tenant, today: string): Promise<AccountPerson[]> {
  const subs = await subAccountRows(db, member.mafid);
  return [personOfMember(member, tenant, today), ...subs.map((row) => personOfSubAccount(row, tenant, today))];
}

/** True when the id is the member or one of the member's sub-accounts. */
export async function isPersonOf(db: D1Database, member: MemberRow, userId: string): Promise<boolean> {
  if (userId === member.user_ak) return true;
  return (await db.prepare("SELECT 1 AS found FROM sub_accounts WHERE id = ?1 AND mafid = ?2").bind(userId, member.mafid).first()) !== null;
}

function newSubAccountId(): string {
  const [a, b] = crypto.getRandomValues(new Uint32Array(2));
  return `SUB-${a!.toString(36).padStart(7, "0")}${b!.toString(36).padStart(7, "0")}`.toUpperCase();
}

/** A new sub-account, unless the member already has MAX_SUB_ACCOUNTS (counted in the same statement). */
export async function createSubAccount(db: D1Database, member: MemberRow, input: SubAccountRequest, tenant: Tenant, today: string, now: Date): Promise<AccountPerson | null> {
  const id = newSubAccountId();
  const stamp = now.toISOString();
  const result = await db
    .prepare(
      `INSERT INTO sub_accounts (id, mafid, title, first_name, last_name, gender, date_of_birth, relation, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9
       WHERE (SELECT COUNT(*) FROM sub_accounts WHERE mafid = ?2) < ?10`,
    )
    .bind(id, member.mafid, input.title, input.firstName, input.lastName, input.gender ?? genderOfTitle(input.title), input.dateOfBirth, input.relation ?? null, stamp, MAX_SUB_ACCOUNTS)
    .run();
  if (!result.meta.changes) return null;
  const row = (await db.prepare("SELECT * FROM sub_accounts WHERE id = ?1").bind(id).first<SubAccountRow>())!;
  return personOfSubAccount(row, tenant, today);
}

/** Changes one of the member's sub-accounts; null when the id is not one of them. */
export async function updateSubAccount(db: D1Database, member: MemberRow, input: UpdateSubAccountRequest, tenant: Tenant, today: string, now: Date): Promise<AccountPerson | null> {
  const row = await db
    .prepare(
      `UPDATE sub_accounts SET title = ?3, first_name = ?4, last_name = ?5, gender = ?6, date_of_birth = ?7, relation = ?8, updated_at = ?9
       WHERE id = ?1 AND mafid = ?2 RETURNING *`,
    )
    .bind(input.id, member.mafid, input.title, input.firstName, input.lastName, input.gender ?? genderOfTitle(input.title), input.dateOfBirth, input.relation ?? null, now.toISOString())
    .first<SubAccountRow>();
  return row ? personOfSubAccount(row, tenant, today) : null;
}

/**
 * Removes one of the member's sub-accounts with everything kept for that person (gear, waiver, passport and answers),
 * in one batch: false when the id is not one of the member's sub-accounts (nothing is removed then).
 */
export async function deleteSubAccount(db: D1Database, member: MemberRow, id: string): Promise<boolean> {
  // Every statement is keyed on the member too, so another member's rows are never touched.
  const owned = "EXISTS (SELECT 1 FROM sub_accounts WHERE id = ?1 AND mafid = ?2)";
  const results = await db.batch([
    db.prepare(`DELETE FROM person_gear WHERE user_id = ?1 AND mafid = ?2 AND ${owned}`).bind(id, member.mafid),
    db.prepare(`DELETE FROM person_waivers WHERE user_id = ?1 AND mafid = ?2 AND ${owned}`).bind(id, member.mafid),
    db.prepare(`DELETE FROM passport_exercise_answers WHERE user_id = ?1 AND mafid = ?2 AND ${owned}`).bind(id, member.mafid),
    db.prepare(`DELETE FROM passport_assessments WHERE user_id = ?1 AND mafid = ?2 AND ${owned}`).bind(id, member.mafid),
    db.prepare("DELETE FROM sub_accounts WHERE id = ?1 AND mafid = ?2").bind(id, member.mafid),
  ]);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}

// ---------- Gear ----------
interface GearRow {
  user_id: string;
  gear: string;
  updated_at: string;
}
function gearOfRow(row: GearRow): PersonGear {
  const saved = JSON.parse(row.gear) as Omit<GearRequest, "userId">;
  return { userId: row.user_id, equipment: saved.equipment, items: saved.items, level: saved.level, height: saved.height, weight: saved.weight, shoeSize: saved.shoeSize, notes: saved.notes ?? null, updatedAt: row.updated_at };
}

/** Saves a person's gear; null if the id were ever another member's row (never overwritten). */
export async function saveGear(db: D1Database, mafid: string, input: GearRequest, now: Date): Promise<PersonGear | null> {
  const { userId, ...gear } = input;
  const row = await db
    .prepare(
      `INSERT INTO person_gear (user_id, mafid, gear, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (user_id) DO UPDATE SET gear = excluded.gear, updated_at = excluded.updated_at WHERE person_gear.mafid = excluded.mafid
       RETURNING user_id, gear, updated_at`,
    )
    .bind(userId, mafid, JSON.stringify(gear), now.toISOString())
    .first<GearRow>();
  return row ? gearOfRow(row) : null;
}

export async function gearOf(db: D1Database, mafid: string, userId: string): Promise<PersonGear | null> {
  const row = await db.prepare("SELECT user_id, gear, updated_at FROM person_gear WHERE user_id = ?1 AND mafid = ?2").bind(userId, mafid).first<GearRow>();
  return row ? gearOfRow(row) : null;
}

/** The gear of the member's people, in the order of peopleOf. */
export async function allGear(db: D1Database, mafid: string, people: readonly AccountPerson[]): Promise<PersonGear[]> {
  const { results } = await db.prepare("SELECT user_id, gear, updated_at FROM person_gear WHERE mafid = ?1").bind(mafid).all<GearRow>();
  const byId = new Map(results.map((row) => [row.user_id, gearOfRow(row)]));
  return people.flatMap((p) => (byId.has(p.id) ? [byId.get(p.id)!] : []));
}

// ---------- Waivers ----------
interface WaiverRow {
  user_id: string;
  accepted_requirements: string;
  skill: string;
  signature_name: string;
  signed_on: string;
  saved_at: string;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function waiverOfRow(row: WaiverRow, today: string): PersonWaiver {
  return {
    userId: row.user_id,
    acceptedRequirements: JSON.parse(row.accepted_requirements) as string[],
    skill: row.skill,
    signatureName: row.signature_name,
    date: row.signed_on,
    valid: daysBetween(row.signed_on, today) < WAIVER_VALID_DAYS,
    savedAt: row.saved_at,
  };
}

export async function saveWaiver(
  db: D1Database,
  mafid: string,
  input: { userId: string; acceptedRequirements: readonly string[]; skill: string; signatureName: string; date: string },
  today: string,
  now: Date,
): Promise<PersonWaiver | null> {
  const row = await db
    .prepare(
      `INSERT INTO person_waivers (user_id, mafid, accepted_requirements, skill, signature_name, signed_on, saved_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (user_id) DO UPDATE SET accepted_requirements = excluded.accepted_requirements, skill = excluded.skill,
         signature_name = excluded.signature_name, signed_on = excluded.signed_on, saved_at = excluded.saved_at
       WHERE person_waivers.mafid = excluded.mafid
       RETURNING *`,
    )
    .bind(input.userId, mafid, JSON.stringify([...new Set(input.acceptedRequirements)]), input.skill, input.signatureName, input.date, now.toISOString())
    .first<WaiverRow>();
  return row ? waiverOfRow(row, today) : null;
}

export async function waiverOf(db: D1Database, mafid: string, userId: string, today: string): Promise<PersonWaiver | null> {
  const row = await db.prepare("SELECT * FROM person_waivers WHERE user_id = ?1 AND mafid = ?2").bind(userId, mafid).first<WaiverRow>();
  return row ? waiverOfRow(row, today) : null;
}

export async function allWaivers(db: D1Database, mafid: string, people: readonly AccountPerson[], today: string): Promise<PersonWaiver[]> {
  const { results } = await db.prepare("SELECT * FROM person_waivers WHERE mafid = ?1").bind(mafid).all<WaiverRow>();
  const byId = new Map(results.map((row) => [row.user_id, waiverOfRow(row, today)]));
  return people.flatMap((p) => (byId.has(p.id) ? [byId.get(p.id)!] : []));
}

// ---------- Passports ----------
export async function passportRecords(
  db: D1Database,
  mafid: string,
  userId: string,
  type: PassportType,
): Promise<{ assessments: Map<string, "passed" | "need_reassessment">; answers: Map<string, ExerciseAnswer> }> {
  const [assessed, answered] = await db.batch<{ question_id: string; value: string }>([
    db.prepare("SELECT question_id, status AS value FROM passport_assessments WHERE user_id = ?1 AND mafid = ?2 AND discipline = ?3").bind(userId, mafid, type),
    db.prepare("SELECT question_id, answer AS value FROM passport_exercise_answers WHERE user_id = ?1 AND mafid = ?2 AND discipline = ?3").bind(userId, mafid, type),
  ]);
  return {
    assessments: new Map(assessed!.results.map((r) => [r.question_id, r.value as "passed" | "need_reassessment"])),
    answers: new Map(answered!.results.map((r) => [r.question_id, r.value as ExerciseAnswer])),
  };
}

/** Stores the answers (the latest per question) in one batch. */
export async function saveExerciseAnswers(db: D1Database, mafid: string, input: ExerciseAnswersRequest, now: Date): Promise<number> {
  const stamp = now.toISOString();
  const statement = db.prepare(
    `INSERT INTO passport_exercise_answers (user_id, mafid, discipline, question_id, answer, answered_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
     ON CONFLICT (user_id, discipline, question_id) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at
     WHERE passport_exercise_answers.mafid = excluded.mafid`,
  );
  await db.batch(input.answers.map((a) => statement.bind(input.userId, mafid, input.type, a.questionId, a.answer, stamp)));
  return input.answers.length;
}

// ---------- Vouchers and the dashboard ----------
export interface VoucherRow {
  code: string;
  title_en: string;
  title_ar: string;
  value: number;
  currency: string;
  valid_until: string;
  used_at: string | null;
}

export async function vouchersOf(db: D1Database, mafid: string, siteId: number): Promise<VoucherRow[]> {
  const { results } = await db
    .prepare("SELECT code, title_en, title_ar, value, currency, valid_until, used_at FROM member_vouchers WHERE mafid = ?1 AND site_id = ?2 ORDER BY valid_until, code")
    .bind(mafid, siteId)
    .all<VoucherRow>();
  return results;
}
