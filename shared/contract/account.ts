// The member's account data (content-and-account §3, §6, §7; docs/decisions/011): sub-accounts, gear, waivers,
// ski-school passports, vouchers and the dashboard. Paths, limits, the people's relations, and the metadata
// documents (gear, waiver) and passport levels in both languages. Plain constants; the zod schemas are in
// ./account-schemas.ts.
import { countedText } from "../plural";
import type { Locale } from "../locale";

type Bilingual = Readonly<Record<Locale, string>>;

// ---------- Paths of the provider (content-and-account §7 "Other backend paths") ----------
export const ACCOUNT_PATHS = {
  /** POST: a new sub-account of the member (SubAccountRequest). */
  createSubAccount: "/sub-account",
  /** POST: change a sub-account ({id, ...SubAccountRequest}). */
  updateSubAccount: "/update-sub-account",
  /** GET: the member and their sub-accounts ({users}), the member first. */
  primaryAndSubAccounts: "/primary-and-sub-accounts",
  /** POST: save one person's gear. */
  saveGear: "/gear",
  /** GET: the gear of all the member's people. */
  allGear: "/gear/user",
  /** GET /gear/{userId}: one person's gear. */
  gearOf: (userId: string) => `/gear/${encodeURIComponent(userId)}`,
  /** POST: sign one person's waiver. */
  saveWaiver: "/waiver",
  /** GET: the waivers of all the member's people. */
  allWaivers: "/waiver/user",
  /** GET /waiver/{userId}: one person's waiver. */
  waiverOf: (userId: string) => `/waiver/${encodeURIComponent(userId)}`,
  /** GET ?type=ski|snowboard&userId=: one person's passport. */
  skiPassport: "/skischool_passport",
  /** POST: the member's answers to a person's passport exercises. */
  exerciseAnswers: "/skischool_excercise_answers",
  /** GET: the member's vouchers on this site. */
  vouchers: "/get-vouchers-list",
  /** GET: counts for the account dashboard. */
  dashboard: "/user/dashboard",
} as const;

/** The metadata documents (content-and-account §7 Documents), public and the same for everyone. */
export const ACCOUNT_DOCUMENT_PATHS = {
  gearMeta: (location: string, lang: Locale) => `/docs/${location}/default-document-library/gear-${lang}.json`,
  waiverMeta: (location: string, lang: Locale) => `/docs/${location}/web-assets/waiver-meta-${lang}.json`,
} as const;
/** The cache-busting version query of the documents (a timestamp). */
export const DOCUMENT_VERSION_PARAM = "v";
/** How long a browser or edge may keep a metadata document. */
export const DOCUMENT_MAX_AGE_S = 3600;

// ---------- Limits ----------
/** Sub-accounts one member may keep: a large family, never a list of strangers. */
export const MAX_SUB_ACCOUNTS = 12;
/** Oldest age a person's date of birth may give. */
export const MAX_PERSON_AGE = 120;
/** A signed waiver counts for this many days; after that the person signs again. */
export const WAIVER_VALID_DAYS = 365;
/** A waiver is dated the day it is signed: at most this many days from today at the venue (time zones). */
export const WAIVER_DATE_TOLERANCE_DAYS = 1;

export const SUB_ACCOUNT_RELATIONS = ["child", "spouse", "parent", "sibling", "other"] as const;
export type SubAccountRelation = (typeof SUB_ACCOUNT_RELATIONS)[number];

// ---------- Gear metadata (gear-{lang}.json: equipments, gear, levels, height_meta, weight_meta) ----------
export const GEAR_EQUIPMENT = [
  { id: "ski", title: { en: "Skis", ar: "زلاجات" } },
  { id: "snowboard", title: { en: "Snowboard", ar: "لوح التزلج" } },
] as const satisfies readonly { id: string; title: Bilingual }[];
export const GEAR_ITEMS = [
  { id: "boots", title: { en: "Boots", ar: "أحذية التزلج" } },
  { id: "helmet", title: { en: "Helmet", ar: "خوذة" } },
  { id: "poles", title: { en: "Poles", ar: "عصي التزلج" } },
  { id: "jacket", title: { en: "Jacket", ar: "سترة" } },
  { id: "trousers", title: { en: "Trousers", ar: "بنطال" } },
  { id: "gloves", title: { en: "Gloves", ar: "قفازات" } },
] as const satisfies readonly { id: string; title: Bilingual }[];
export const GEAR_LEVELS = [
  { id: "first_time", title: { en: "First time on snow", ar: "المرة الأولى على الثلج" } },
  { id: "beginner", title: { en: "Beginner", ar: "مبتدئ" } },
  { id: "intermediate", title: { en: "Intermediate", ar: "متوسط" } },
  { id: "advanced", title: { en: "Advanced", ar: "متقدم" } },
] as const satisfies readonly { id: string; title: Bilingual }[];
export const GEAR_HEIGHT_CM = { min: 80, max: 220 } as const;
export const GEAR_WEIGHT_KG = { min: 10, max: 200 } as const;
/** EU shoe sizes the boot racks hold. */
export const GEAR_SHOE_SIZE_EU = { min: 24, max: 50 } as const;

export type GearEquipmentId = (typeof GEAR_EQUIPMENT)[number]["id"];
export const GEAR_EQUIPMENT_IDS = GEAR_EQUIPMENT.map((e) => e.id) as [GearEquipmentId, ...GearEquipmentId[]];
export type GearItemId = (typeof GEAR_ITEMS)[number]["id"];
export const GEAR_ITEM_IDS = GEAR_ITEMS.map((e) => e.id) as [GearItemId, ...GearItemId[]];
export type GearLevelId = (typeof GEAR_LEVELS)[number]["id"];
export const GEAR_LEVEL_IDS = GEAR_LEVELS.map((e) => e.id) as [GearLevelId, ...GearLevelId[]];

/** The gear document in one language. */
export function gearDocument(lang: Locale) {
  return {
    equipments: GEAR_EQUIPMENT.map((e) => ({ id: e.id, title: e.title[lang] })),
    gear: GEAR_ITEMS.map((e) => ({ id: e.id, title: e.title[lang] })),
    levels: GEAR_LEVELS.map((e) => ({ id: e.id, title: e.title[lang] })),
    height_meta: { unit: "cm", ...GEAR_HEIGHT_CM, label: lang === "en" ? "Height (cm)" : "الطول (سم)" },
    weight_meta: { unit: "kg", ...GEAR_WEIGHT_KG, label: lang === "en" ? "Weight (kg)" : "الوزن (كغ)" },
    shoe_size_meta: { unit: "EU", ...GEAR_SHOE_SIZE_EU, label: lang === "en" ? "Shoe size (EU)" : "مقاس الحذاء (أوروبي)" },
  };
}

// ---------- Waiver metadata (waiver-meta-{lang}.json: skillList, requirementList) ----------
export const WAIVER_SKILLS = [
  { id: "never", title: { en: "I have never skied or snowboarded", ar: "لم أمارس التزلج أو التزلج على اللوح من قبل" } },
  { id: "beginner", title: { en: "Beginner: I can stop and turn on gentle slopes", ar: "مبتدئ: أستطيع التوقف والانعطاف على المنحدرات السهلة" } },
  { id: "intermediate", title: { en: "Intermediate: I ride the main slope with control", ar: "متوسط: أتزلج على المنحدر الرئيسي بتحكم" } },
  { id: "advanced", title: { en: "Advanced: I ride every slope and the snow park", ar: "متقدم: أتزلج على جميع المنحدرات وحديقة الثلج" } },
] as const satisfies readonly { id: string; title: Bilingual }[];
export const WAIVER_REQUIREMENTS = [
  {
    id: "risks",
    required: true,
    text: {
      en: "I understand that skiing and snowboarding carry a risk of injury, also on indoor slopes.",
      ar: "أدرك أن التزلج والتزلج على اللوح ينطويان على خطر الإصابة، حتى على المنحدرات الداخلية.",
    },
  },
  {
    id: "health",
    required: true,
    text: {
      en: "The person named is in good health and has no condition that makes snow sports unsafe.",
      ar: "الشخص المذكور بصحة جيدة ولا يعاني من حالة تجعل رياضات الثلج غير آمنة.",
    },
  },
  {
    id: "rules",
    required: true,
    text: {
      en: "We will follow the slope rules and the instructions of the venue's staff at all times.",
      ar: "سنلتزم بقواعد المنحدر وتعليمات موظفي المكان في جميع الأوقات.",
    },
  },
  {
    id: "helmet",
    required: true,
    text: {
      en: "Anyone under 14 wears a helmet on the slopes.",
      ar: "يرتدي كل من هو دون 14 عاماً خوذة على المنحدرات.",
    },
  },
  {
    id: "photos",
    required: false,
    text: {
      en: "The venue may use photos taken during lessons in its communications.",
      ar: "يجوز للمكان استخدام الصور الملتقطة أثناء الدروس في منشوراته.",
    },
  },
] as const satisfies readonly { id: string; required: boolean; text: Bilingual }[];

export type WaiverSkillId = (typeof WAIVER_SKILLS)[number]["id"];
export const WAIVER_SKILL_IDS = WAIVER_SKILLS.map((s) => s.id) as [WaiverSkillId, ...WaiverSkillId[]];
export type WaiverRequirementId = (typeof WAIVER_REQUIREMENTS)[number]["id"];
export const WAIVER_REQUIREMENT_IDS = WAIVER_REQUIREMENTS.map((r) => r.id) as [WaiverRequirementId, ...WaiverRequirementId[]];
export const REQUIRED_WAIVER_REQUIREMENTS: readonly WaiverRequirementId[] = WAIVER_REQUIREMENTS.filter((r) => r.required).map((r) => r.id);

/** The waiver document in one language. */
export function waiverDocument(lang: Locale) {
  return {
    skillList: WAIVER_SKILLS.map((s) => ({ id: s.id, title: s.title[lang] })),
    requirementList: WAIVER_REQUIREMENTS.map((r) => ({ id: r.id, required: r.required, text: r.text[lang] })),
  };
}

// ---------- Ski-school passports ----------
export const PASSPORT_TYPES = ["ski", "snowboard"] as const;
export type PassportType = (typeof PASSPORT_TYPES)[number];
/** What the passport shows for each question (the spec's words). */
export const PASSPORT_STATUS = { passed: "Passed", needReassessment: "Need Reassessment", notAssessed: "Not Assessed" } as const;
export type PassportStatus = (typeof PASSPORT_STATUS)[keyof typeof PASSPORT_STATUS];
export const PASSPORT_STATUS_WORDS: Readonly<Record<PassportStatus, Bilingual>> = {
  Passed: { en: "Passed", ar: "ناجح" },
  "Need Reassessment": { en: "Need Reassessment", ar: "يحتاج إلى إعادة تقييم" },
  "Not Assessed": { en: "Not Assessed", ar: "لم يُقيَّم" },
};
export const EXERCISE_ANSWERS = ["yes", "not_yet"] as const;
export type ExerciseAnswer = (typeof EXERCISE_ANSWERS)[number];

interface PassportLevel {
  id: string;
  title: Bilingual;
  questions: readonly { id: string; title: Bilingual }[];
}

export const PASSPORT_LEVELS: Readonly<Record<PassportType, readonly PassportLevel[]>> = {
  ski: [
    {
      id: "ski-1",
      title: { en: "Level 1: First steps", ar: "المستوى 1: الخطوات الأولى" },
      questions: [
        { id: "ski-1-1", title: { en: "Walks and glides on skis on the flat", ar: "يمشي وينزلق بالزلاجات على الأرض المستوية" } },
        { id: "ski-1-2", title: { en: "Stops in a snowplough", ar: "يتوقف بوضعية المحراث" } },
        { id: "ski-1-3", title: { en: "Rides the magic carpet alone", ar: "يستخدم البساط المتحرك بمفرده" } },
      ],
    },
    {
      id: "ski-2",
      title: { en: "Level 2: Snowplough turns", ar: "المستوى 2: انعطافات المحراث" },
      questions: [
        { id: "ski-2-1", title: { en: "Links snowplough turns on the beginner slope", ar: "يربط انعطافات المحراث على منحدر المبتدئين" } },
        { id: "ski-2-2", title: { en: "Controls speed with turns", ar: "يتحكم في السرعة بالانعطافات" } },
        { id: "ski-2-3", title: { en: "Rides the button lift", ar: "يستخدم المصعد ذا الزر" } },
      ],
    },
    {
      id: "ski-3",
      title: { en: "Level 3: Parallel skiing", ar: "المستوى 3: التزلج المتوازي" },
      questions: [
        { id: "ski-3-1", title: { en: "Turns with skis parallel on the main slope", ar: "ينعطف والزلاجات متوازية على المنحدر الرئيسي" } },
        { id: "ski-3-2", title: { en: "Stops with a hockey stop", ar: "يتوقف بوقفة الهوكي" } },
      ],
    },
  ],
  snowboard: [
    {
      id: "snowboard-1",
      title: { en: "Level 1: First steps", ar: "المستوى 1: الخطوات الأولى" },
      questions: [
        { id: "snowboard-1-1", title: { en: "Skates with one foot strapped in", ar: "يتزلج وقدم واحدة مثبتة" } },
        { id: "snowboard-1-2", title: { en: "Side-slips on the heel edge", ar: "ينزلق جانبياً على حافة الكعب" } },
      ],
    },
    {
      id: "snowboard-2",
      title: { en: "Level 2: Linked turns", ar: "المستوى 2: الانعطافات المتصلة" },
      questions: [
        { id: "snowboard-2-1", title: { en: "Links heel and toe turns", ar: "يربط انعطافات الكعب والأصابع" } },
        { id: "snowboard-2-2", title: { en: "Rides the chairlift", ar: "يستخدم المصعد الكرسي" } },
      ],
    },
  ],
};
/** Every passport question id of a discipline. */
export function passportQuestionIds(type: PassportType): string[] {
  return PASSPORT_LEVELS[type].flatMap((level) => level.questions.map((q) => q.id));
}

// ---------- Refusal of an account record (404: unknown and someone else's look the same) ----------
export const PERSON_NOT_FOUND: Bilingual = { en: "We could not find this person on your account.", ar: "لم نتمكن من العثور على هذا الشخص في حسابك." };
export const TOO_MANY_SUB_ACCOUNTS: Bilingual = {
  en: countedText("en", MAX_SUB_ACCOUNTS, { one: "An account holds at most {count} family member.", other: "An account holds at most {count} family members." }),
  ar: countedText("ar", MAX_SUB_ACCOUNTS, {
    zero: "لا يتسع الحساب لأي فرد من العائلة.",
    one: "يتسع الحساب لفرد واحد من العائلة كحد أقصى.",
    two: "يتسع الحساب لفردين من العائلة كحد أقصى.",
    few: "يتسع الحساب لـ {count} أفراد من العائلة كحد أقصى.",
    many: "يتسع الحساب لـ {count} فردًا من العائلة كحد أقصى.",
    other: "يتسع الحساب لـ {count} فرد من العائلة كحد أقصى.",
  }),
};
