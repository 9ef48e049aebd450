// The embedded provider's account calls (docs/decisions/011): every one needs the member's verified access token
// (memberOf), and every person id must be the member or one of their sub-accounts; any other id, unknown or
// another member's, answers the same 404. Checks beyond the schemas' shapes answer 400 before anything is written.
import { ageInYears } from "../../shared/booking/ages";
import { todayIn } from "../../shared/booking/calendar";
import {
  MAX_PERSON_AGE,
  PASSPORT_LEVELS,
  PASSPORT_STATUS,
  PASSPORT_STATUS_WORDS,
  PERSON_NOT_FOUND,
  REQUIRED_WAIVER_REQUIREMENTS,
  TOO_MANY_SUB_ACCOUNTS,
  WAIVER_DATE_TOLERANCE_DAYS,
  gearDocument,
  passportQuestionIds,
  waiverDocument,
} from "../../shared/contract/account";
import type { Locale } from "../../shared/locale";
import { TENANTS } from "../../tenants";
import { type JsonAnswer, invalid, ok } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import type { FieldIssue } from "../validation";
import type { AccountCalls, AccountDocuments } from "./account-calls";
import * as store from "./account-store";
import { memberOf } from "./embedded";
import { memberHoldings } from "./holdings";
import { acceptFamilyLink, inviteToFamily } from "./sub-account-link";
import { type MemberRow, memberOrders } from "./store";

export const personNotFound = (locale: Locale): JsonAnswer => ({ status: 404, body: { error: "person_not_found", message: PERSON_NOT_FOUND[locale] } });

function dateOfBirthIssues(dateOfBirth: string, today: string): FieldIssue[] {
  const age = ageInYears(dateOfBirth, today);
  if (age === null || dateOfBirth > today || age > MAX_PERSON_AGE) return [{ field: "dateOfBirth", rule: "date", message: "dateOfBirth must be a real date in the past" }];
  return [];
}

function dayDistance(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

export function embeddedAccount(ctx: OrderContext): AccountCalls {
  const db = ctx.env.DB;
  const today = () => todayIn(ctx.tenant.timeZone, ctx.now);
  const asMember = async (answer: (member: MemberRow) => Promise<JsonAnswer> | JsonAnswer): Promise<JsonAnswer> => {
    const found = await memberOf(ctx);
    return found.ok ? answer(found.member) : found.answer;
  };
  /** Runs `answer` only for a person of the member's account; any other id answers 404. */
  const forPerson = (userId: string, answer: (member: MemberRow) => Promise<JsonAnswer>) =>
    asMember(async (member) => ((await store.isPersonOf(db, member, userId)) ? answer(member) : personNotFound(ctx.locale)));

  return {
    createSubAccount: (input) =>
      asMember(async (member) => {
        const issues = dateOfBirthIssues(input.dateOfBirth, today());
        if (issues.length) return invalid(issues);
        const person = await store.createSubAccount(db, member, input, ctx.tenant, today(), ctx.now);
        return person ? ok({ data: person }) : { status: 422, body: { error: "too_many_sub_accounts", message: TOO_MANY_SUB_ACCOUNTS[ctx.locale] } };
      }),
    updateSubAccount: (input) =>
      asMember(async (member) => {
        const issues = dateOfBirthIssues(input.dateOfBirth, today());
        // An id that is not the member's answers 404 whatever the rest of the body, so it tells nothing.
        if (!(await store.isPersonOf(db, member, input.id)) || input.id === member.user_ak) return personNotFound(ctx.locale);
        if (issues.length) return invalid(issues);
        const person = await store.updateSubAccount(db, member, input, ctx.tenant, today(), ctx.now);
        return person ? ok({ data: person }) : personNotFound(ctx.locale);
      }),
    deleteSubAccount: (id) =>
      asMember(async (member) => ((await store.deleteSubAccount(db, member, id)) ? ok({ data: { deleted: id } }) : personNotFound(ctx.locale))),
    linkSubAccount: (input) =>
      asMember((member) => (input.action === "invite" ? inviteToFamily(db, member, ctx.now) : acceptFamilyLink(db, member, input.code, ctx.now, ctx.locale))),
    primaryAndSubAccounts: () => asMember(async (member) => ok({ users: await store.peopleOf(db, member, ctx.tenant, today()) })),

    saveGear: (input) =>
      forPerson(input.userId, async (member) => {
        const saved = await store.saveGear(db, member.mafid, input, ctx.now);
        return saved ? ok({ data: saved }) : personNotFound(ctx.locale);
      }),
    gearOf: (userId) => forPerson(userId, async (member) => ok({ data: await store.gearOf(db, member.mafid, userId) })),
    allGear: () =>
      asMember(async (member) => ok({ data: await store.allGear(db, member.mafid, await store.peopleOf(db, member, ctx.tenant, today())) })),

    saveWaiver: (input) =>
      forPerson(input.userId, async (member) => {
        const issues: FieldIssue[] = [];
        const missing = REQUIRED_WAIVER_REQUIREMENTS.filter((id) => !input.acceptedRequirements.includes(id));
        if (missing.length) issues.push({ field: "acceptedRequirements", rule: "required_requirements", message: `acceptedRequirements must include ${missing.join(", ")}` });
        if (dayDistance(input.date, today()) > WAIVER_DATE_TOLERANCE_DAYS) issues.push({ field: "date", rule: "today", message: "date must be the day the waiver is signed" });
        if (issues.length) return invalid(issues);
        const saved = await store.saveWaiver(db, member.mafid, input, today(), ctx.now);
        return saved ? ok({ data: saved }) : personNotFound(ctx.locale);
      }),
    waiverOf: (userId) => forPerson(userId, async (member) => ok({ data: await store.waiverOf(db, member.mafid, userId, today()) })),
    allWaivers: () =>
      asMember(async (member) => ok({ data: await store.allWaivers(db, member.mafid, await store.peopleOf(db, member, ctx.tenant, today()), today()) })),

    skiPassport: (type, userId) =>
      forPerson(userId, async (member) => {
        const { assessments, answers } = await store.passportRecords(db, member.mafid, userId, type);
        const levels = PASSPORT_LEVELS[type].map((level) => ({
          id: level.id,
          title: level.title[ctx.locale],
          questions: level.questions.map((q) => {
            const assessed = assessments.get(q.id);
            const status = assessed === "passed" ? PASSPORT_STATUS.passed : assessed === "need_reassessment" ? PASSPORT_STATUS.needReassessment : PASSPORT_STATUS.notAssessed;
            return { id: q.id, title: q.title[ctx.locale], status, statusText: PASSPORT_STATUS_WORDS[status][ctx.locale], answer: answers.get(q.id) ?? null };
          }),
        }));
        return ok({ data: { type, userId, levels } });
      }),
    exerciseAnswers: (input) =>
      forPerson(input.userId, async (member) => {
        const known = new Set(passportQuestionIds(input.type));
        const issues = input.answers.flatMap((a, i): FieldIssue[] =>
          known.has(a.questionId) ? [] : [{ field: `answers.${i}.questionId`, rule: "one_of", message: `answers.${i}.questionId is not a ${input.type} passport question` }],
        );
        if (issues.length) return invalid(issues);
        return ok({ data: { saved: await store.saveExerciseAnswers(db, member.mafid, input, ctx.now) } });
      }),

    vouchers: () =>
      asMember(async (member) => {
        const rows = await store.vouchersOf(db, member.mafid, ctx.tenant.siteId);
        const vouchers = rows.map((row) => ({
          code: row.code,
          title: ctx.locale === "ar" ? row.title_ar : row.title_en,
          value: row.value,
          currency: row.currency,
          validUntil: row.valid_until,
          status: row.used_at ? "used" : row.valid_until < today() ? "expired" : "active",
        }));
        return ok({ data: { vouchers } });
      }),
    dashboard: () =>
      asMember(async (member) => {
        const people = await store.peopleOf(db, member, ctx.tenant, today());
        const [orders, waivers, vouchers] = await Promise.all([
          memberOrders(db, member.mafid, ctx.tenant, ctx.now),
          store.allWaivers(db, member.mafid, people, today()),
          store.vouchersOf(db, member.mafid, ctx.tenant.siteId),
        ]);
        const signed = new Set(waivers.filter((w) => w.valid).map((w) => w.userId));
        return ok({
          data: {
            upcomingBookings: orders.filter((o) => o.upcoming).length,
            subAccounts: people.length - 1,
            waiversToSign: people.filter((p) => !signed.has(p.id)).length,
            activeVouchers: vouchers.filter((v) => !v.used_at && v.valid_until >= today()).length,
          },
        });
      }),
    holdings: () => asMember(async (member) => ok({ data: await memberHoldings(db, member.mafid, ctx.tenant, ctx.now) })),
  };
}

const LOCATIONS = new Set(TENANTS.map((t) => t.locationCode));
const documentNotFound: JsonAnswer = { status: 404, body: { error: "not_found" } };

/** The metadata documents of the embedded provider: the same for every venue that exists. */
export const embeddedAccountDocuments: AccountDocuments = {
  gearMeta: async (location, lang) => (LOCATIONS.has(location as never) ? ok(gearDocument(lang)) : documentNotFound),
  waiverMeta: async (location, lang) => (LOCATIONS.has(location as never) ? ok(waiverDocument(lang)) : documentNotFound),
};
