// The zod schemas of the member's account calls (./account.ts): requests checked by the embedded provider's edge,
// answers checked by the seam when an upstream answers, and parsed by the browser. Names through personNameSchema,
// other stored text through safeText, so nothing unsafe reaches the database.
import { z } from "zod";
import { isoDateSchema } from "../catalogue-fields";
import {
  EXERCISE_ANSWERS,
  GEAR_EQUIPMENT_IDS,
  GEAR_HEIGHT_CM,
  GEAR_ITEM_IDS,
  GEAR_LEVEL_IDS,
  GEAR_SHOE_SIZE_EU,
  GEAR_WEIGHT_KG,
  PASSPORT_STATUS,
  PASSPORT_TYPES,
  SUB_ACCOUNT_RELATIONS,
  WAIVER_REQUIREMENT_IDS,
  WAIVER_SKILL_IDS,
} from "./account";
import { personNameSchema, safeText } from "./fields";
import { MEMBER_GENDERS, MEMBER_TITLES } from "./members";

/** A person of the member's account: the member's user_ak or a sub-account id. */
export const personIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "is a person id of the account");
const ageGroupSchema = z.enum(["adult", "junior", "child", "infant"]);

// ---------- Sub-accounts ----------
export const subAccountRequestSchema = z
  .object({
    title: z.enum(MEMBER_TITLES),
    firstName: personNameSchema,
    lastName: personNameSchema,
    dateOfBirth: isoDateSchema,
    /** Follows the title when not given. */
    gender: z.enum(MEMBER_GENDERS).optional(),
    relation: z.enum(SUB_ACCOUNT_RELATIONS).optional(),
  })
  .strict();
export type SubAccountRequest = z.infer<typeof subAccountRequestSchema>;
export const updateSubAccountRequestSchema = subAccountRequestSchema.extend({ id: personIdSchema }).strict();
export type UpdateSubAccountRequest = z.infer<typeof updateSubAccountRequestSchema>;

export const accountPersonSchema = z.object({
  id: z.string(),
  isPrimary: z.boolean(),
  title: z.enum(MEMBER_TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(MEMBER_GENDERS).nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  age: z.number().int().nullable(),
  ageGroup: ageGroupSchema.nullable(),
  relation: z.enum(SUB_ACCOUNT_RELATIONS).nullable(),
});
export type AccountPerson = z.infer<typeof accountPersonSchema>;
export const subAccountAnswerSchema = z.object({ data: accountPersonSchema });
export const primaryAndSubAccountsAnswerSchema = z.object({ users: z.array(accountPersonSchema) });

// ---------- Gear ----------
export const gearRequestSchema = z
  .object({
    userId: personIdSchema,
    equipment: z.enum(GEAR_EQUIPMENT_IDS),
    items: z.array(z.enum(GEAR_ITEM_IDS)).max(GEAR_ITEM_IDS.length).refine((items) => new Set(items).size === items.length, { message: "lists each item once", params: { rule: "unique" } }),
    level: z.enum(GEAR_LEVEL_IDS),
    height: z.number().int().min(GEAR_HEIGHT_CM.min).max(GEAR_HEIGHT_CM.max),
    weight: z.number().int().min(GEAR_WEIGHT_KG.min).max(GEAR_WEIGHT_KG.max),
    shoeSize: z.number().min(GEAR_SHOE_SIZE_EU.min).max(GEAR_SHOE_SIZE_EU.max).multipleOf(0.5),
    notes: safeText(200).optional(),
  })
  .strict();
export type GearRequest = z.infer<typeof gearRequestSchema>;
export const personGearSchema = gearRequestSchema.omit({ notes: true }).extend({ notes: z.string().nullable(), updatedAt: z.string() });
export type PersonGear = z.infer<typeof personGearSchema>;
/** One person's gear; null when none is saved yet. */
export const gearAnswerSchema = z.object({ data: personGearSchema.nullable() });
export const allGearAnswerSchema = z.object({ data: z.array(personGearSchema) });

// ---------- Waivers ----------
export const waiverRequestSchema = z
  .object({
    userId: personIdSchema,
    acceptedRequirements: z.array(z.enum(WAIVER_REQUIREMENT_IDS)).max(WAIVER_REQUIREMENT_IDS.length),
    skill: z.enum(WAIVER_SKILL_IDS),
    /** The signing adult's name, typed as the signature. */
    signatureName: personNameSchema,
    date: isoDateSchema,
  })
  .strict();
export type WaiverRequest = z.infer<typeof waiverRequestSchema>;
export const personWaiverSchema = z.object({
  userId: z.string(),
  acceptedRequirements: z.array(z.string()),
  skill: z.string(),
  signatureName: z.string(),
  date: isoDateSchema,
  /** Signed within WAIVER_VALID_DAYS. */
  valid: z.boolean(),
  savedAt: z.string(),
});
export type PersonWaiver = z.infer<typeof personWaiverSchema>;
/** One person's waiver; null when none is signed yet. */
export const waiverAnswerSchema = z.object({ data: personWaiverSchema.nullable() });
export const allWaiversAnswerSchema = z.object({ data: z.array(personWaiverSchema) });

// ---------- Ski-school passports ----------
export const passportQuerySchema = z.object({ type: z.enum(PASSPORT_TYPES), userId: personIdSchema });
export const passportAnswerSchema = z.object({
  data: z.object({
    type: z.enum(PASSPORT_TYPES),
    userId: z.string(),
    levels: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        questions: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            status: z.enum(Object.values(PASSPORT_STATUS) as [string, ...string[]]),
            statusText: z.string(),
            /** The member's own answer to the exercise, if given. */
            answer: z.enum(EXERCISE_ANSWERS).nullable(),
          }),
        ),
      }),
    ),
  }),
});
export type Passport = z.infer<typeof passportAnswerSchema>["data"];
export type PassportQuestion = Passport["levels"][number]["questions"][number];
export const exerciseAnswersRequestSchema = z
  .object({
    userId: personIdSchema,
    type: z.enum(PASSPORT_TYPES),
    answers: z
      .array(z.object({ questionId: z.string().regex(/^[a-z]+-\d+-\d+$/, "is a passport question id"), answer: z.enum(EXERCISE_ANSWERS) }).strict())
      .min(1)
      .max(50),
  })
  .strict();
export type ExerciseAnswersRequest = z.infer<typeof exerciseAnswersRequestSchema>;
export const exerciseAnswersAnswerSchema = z.object({ data: z.object({ saved: z.number().int() }) });

// ---------- Vouchers and the dashboard ----------
export const voucherSchema = z.object({
  code: z.string(),
  title: z.string(),
  value: z.number(),
  currency: z.string(),
  validUntil: isoDateSchema,
  status: z.enum(["active", "used", "expired"]),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const vouchersAnswerSchema = z.object({ data: z.object({ vouchers: z.array(voucherSchema) }) });
/** An id that is not a person of the member's account (unknown or someone else's: the same answer). */
export const personNotFoundSchema = z.object({ error: z.literal("person_not_found"), message: z.string() });
export const tooManySubAccountsSchema = z.object({ error: z.literal("too_many_sub_accounts"), message: z.string() });
export const dashboardAnswerSchema = z.object({
  data: z.object({ upcomingBookings: z.number().int(), subAccounts: z.number().int(), waiversToSign: z.number().int(), activeVouchers: z.number().int() }),
});

// ---------- Metadata documents ----------
export const documentQuerySchema = z.object({ v: z.string().regex(/^\d{1,20}$/, "is a version timestamp").optional() });
export const gearDocumentSchema = z.object({
  equipments: z.array(z.object({ id: z.string(), title: z.string() })),
  gear: z.array(z.object({ id: z.string(), title: z.string() })),
  levels: z.array(z.object({ id: z.string(), title: z.string() })),
  height_meta: z.object({ unit: z.string(), min: z.number(), max: z.number(), label: z.string() }),
  weight_meta: z.object({ unit: z.string(), min: z.number(), max: z.number(), label: z.string() }),
});
export const waiverDocumentSchema = z.object({
  skillList: z.array(z.object({ id: z.string(), title: z.string() })),
  requirementList: z.array(z.object({ id: z.string(), required: z.boolean(), text: z.string() })),
});
