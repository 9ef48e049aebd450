// The account data calls of decision 011 the family, gear and waiver pages make (client/api/api.ts with the account
// contract's schemas): the member's people, a sub-account added or changed, the gear and waivers of all of them with
// their saves, and the two metadata documents. Member calls carry the session cookie only (no guest token).
import { z } from "zod";
import { ACCOUNT_DOCUMENT_PATHS, ACCOUNT_PATHS, GEAR_SHOE_SIZE_EU, type PassportType } from "../../shared/contract/account";
import {
  type AccountPerson,
  type ExerciseAnswersRequest,
  type Passport,
  type GearRequest,
  type PersonGear,
  type PersonWaiver,
  type SubAccountRequest,
  type UpdateSubAccountRequest,
  type WaiverRequest,
  allGearAnswerSchema,
  allWaiversAnswerSchema,
  exerciseAnswersAnswerSchema,
  passportAnswerSchema,
  personGearSchema,
  gearDocumentSchema,
  primaryAndSubAccountsAnswerSchema,
  subAccountAnswerSchema,
  personWaiverSchema,
  waiverDocumentSchema,
} from "../../shared/contract/account-schemas";
import type { Locale } from "../../shared/locale";
import { type CallResult, type Caller, callProvider } from "../api/api";

/** A save answers what was saved (never null). */
const savedGearSchema = z.object({ data: personGearSchema });
const signedWaiverSchema = z.object({ data: personWaiverSchema });

const asMember = (caller: Caller): Caller => ({ tenant: caller.tenant, locale: caller.locale, token: null });

/** The data of a `{data}` answer. */
function dataOfAnswer<T>(answer: CallResult<{ data: T }>): CallResult<T> {
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

/** The member first, then their sub-accounts oldest first. */
export async function fetchPeople(caller: Caller): Promise<CallResult<AccountPerson[]>> {
  const answer = await callProvider(asMember(caller), ACCOUNT_PATHS.primaryAndSubAccounts, primaryAndSubAccountsAnswerSchema);
  return answer.ok ? { ...answer, data: answer.data.users } : answer;
}

export async function createSubAccount(caller: Caller, request: SubAccountRequest): Promise<CallResult<AccountPerson>> {
  return dataOfAnswer(await callProvider(asMember(caller), ACCOUNT_PATHS.createSubAccount, subAccountAnswerSchema, { method: "POST", body: request }));
}

export async function updateSubAccount(caller: Caller, request: UpdateSubAccountRequest): Promise<CallResult<AccountPerson>> {
  return dataOfAnswer(await callProvider(asMember(caller), ACCOUNT_PATHS.updateSubAccount, subAccountAnswerSchema, { method: "POST", body: request }));
}

/** The gear saved for each of the member's people (a person without gear is not in the list). */
export async function fetchAllGear(caller: Caller): Promise<CallResult<PersonGear[]>> {
  return dataOfAnswer(await callProvider(asMember(caller), ACCOUNT_PATHS.allGear, allGearAnswerSchema));
}

export async function saveGear(caller: Caller, request: GearRequest): Promise<CallResult<PersonGear>> {
  return dataOfAnswer(await callProvider(asMember(caller), ACCOUNT_PATHS.saveGear, savedGearSchema, { method: "POST", body: request }));
}

/** The waiver signed for each of the member's people (a person without one is not in the list). */
export async function fetchAllWaivers(caller: Caller): Promise<CallResult<PersonWaiver[]>> {
  return dataOfAnswer(await callProvider(asMember(caller), ACCOUNT_PATHS.allWaivers, allWaiversAnswerSchema));
}

export async function saveWaiver(caller: Caller, request: WaiverRequest): Promise<CallResult<PersonWaiver>> {
  return dataOfAnswer(await callProvider(asMember(caller), ACCOUNT_PATHS.saveWaiver, signedWaiverSchema, { method: "POST", body: request }));
}

/** One person's ski or snowboard passport: its levels, each question with the instructors' status and the member's answer. */
export async function fetchPassport(caller: Caller, type: PassportType, userId: string): Promise<CallResult<Passport>> {
  const query = new URLSearchParams({ type, userId });
  return dataOfAnswer(await callProvider(asMember(caller), `${ACCOUNT_PATHS.skiPassport}?${query}`, passportAnswerSchema));
}

/** The member's own answers to a person's exercises (they never change the assessment). */
export async function saveExerciseAnswers(caller: Caller, request: ExerciseAnswersRequest): Promise<CallResult<{ saved: number }>> {
  return dataOfAnswer(await callProvider(asMember(caller), ACCOUNT_PATHS.exerciseAnswers, exerciseAnswersAnswerSchema, { method: "POST", body: request }));
}

/** The gear document with its shoe sizes (the document's own, else the boot racks' range). */
export const gearMetaSchema = gearDocumentSchema.extend({
  shoe_size_meta: z.object({ unit: z.string(), min: z.number(), max: z.number(), label: z.string() }).optional(),
});
export type GearMeta = z.infer<typeof gearMetaSchema>;
export type WaiverMeta = z.infer<typeof waiverDocumentSchema>;

/** The shoe sizes of a gear document. */
export function shoeSizeMetaOf(meta: GearMeta, locale: Locale): NonNullable<GearMeta["shoe_size_meta"]> {
  return meta.shoe_size_meta ?? { unit: "EU", ...GEAR_SHOE_SIZE_EU, label: locale === "ar" ? "مقاس الحذاء (أوروبي)" : "Shoe size (EU)" };
}

/** The gear metadata document of the venue in the page's language (public, no session). */
export function fetchGearMeta(caller: Caller, location: string): Promise<CallResult<GearMeta>> {
  return callProvider({ tenant: caller.tenant, locale: caller.locale, token: null }, ACCOUNT_DOCUMENT_PATHS.gearMeta(location, caller.locale), gearMetaSchema);
}

/** The waiver metadata document of the venue in the page's language (public, no session). */
export function fetchWaiverMeta(caller: Caller, location: string): Promise<CallResult<WaiverMeta>> {
  return callProvider({ tenant: caller.tenant, locale: caller.locale, token: null }, ACCOUNT_DOCUMENT_PATHS.waiverMeta(location, caller.locale), waiverDocumentSchema);
}
