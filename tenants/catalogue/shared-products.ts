// The products several venues sell, each written once: what makes the product (kind, flags, lesson, AKs without the
// venue's prefix, the texts the venues share); a site's seed adds its ids, prices and the texts that are its own.
import { EXPERIENCE_CATEGORY_IDS as CAT, type Bilingual } from "./types";
import { FIVE_DAY_CAMP, type OfferWindow, type VenueCardDraft } from "./build";

/** A product as several venues sell it: any fields of a card draft; a site spreads it and adds the rest. */
export type SharedProduct = Partial<VenueCardDraft>;

/** The festive discount: late December, on the festive evenings. */
export const FESTIVE_OFFER: OfferWindow = { start_date: "2026-12-20", end_date: "2026-12-31", percentage: 15 };
/** The winter offer: a temporary discount from mid-November to mid-January. */
export const WINTER_OFFER: OfferWindow = { start_date: "2026-11-15", end_date: "2027-01-15", percentage: 10 };

/** The age and group labels more than one card shows, in both languages. */
export const LABELS = {
  from2: { en: "Ages 2+", ar: "من عمر سنتين" },
  from3: { en: "Ages 3+", ar: "من عمر 3 سنوات" },
  from4: { en: "Ages 4+", ar: "من عمر 4 سنوات" },
  from5: { en: "Ages 5+", ar: "من عمر 5 سنوات" },
  from6: { en: "Ages 6+", ar: "من عمر 6 سنوات" },
  from7: { en: "Ages 7+", ar: "من عمر 7 سنوات" },
  from7OwnAbility: { en: "Ages 7+, own ability", ar: "من عمر 7 سنوات مع خبرة سابقة" },
  from8: { en: "Ages 8+", ar: "من عمر 8 سنوات" },
  adults14: { en: "Adults 14+", ar: "البالغون من عمر 14 عامًا" },
  allAges: { en: "All ages", ar: "لجميع الأعمار" },
  perPersonFour: { en: "Per person, 4 guests", ar: "للشخص، 4 ضيوف" },
  ages4to6: { en: "Ages 4 to 6", ar: "من 4 إلى 6 أعوام" },
  ages5to13: { en: "Ages 5 to 13", ar: "من 5 إلى 13 عامًا" },
  ages7to13: { en: "Ages 7 to 13", ar: "من 7 إلى 13 عامًا" },
  ages8to13: { en: "Ages 8 to 13", ar: "من 8 إلى 13 عامًا" },
} as const satisfies Record<string, Bilingual>;

/** The Snow Park pass every venue sells: its play area for a visit, from the youngest age it takes. */
export const SNOW_PARK = {
  name: "snow-park",
  kind: "pass",
  sort_order: 1,
  title: { en: "Snow Park pass", ar: "تذكرة حديقة الثلج" },
  label_text: LABELS.from3,
  icon: "ticket",
  experience_category_ids: [CAT.snowPark],
  gtm: ["Passes", "Snow Park", "All ages"],
  ak: "SNOWPARK.DAY",
  event_ak: "SNOWPARK",
  minimum_age: 3,
} satisfies SharedProduct;

/** The Snow Park pass with extra rides and a hot chocolate, with the winter offer. */
export const SNOW_PARK_PLUS = {
  name: "snow-park-plus",
  kind: "pass",
  sort_order: 2,
  title: { en: "Snow Park Plus", ar: "حديقة الثلج بلس" },
  label_text: LABELS.from6,
  icon: "star",
  experience_category_ids: [CAT.snowPark],
  gtm: ["Passes", "Snow Park", "Ages 6+"],
  card_discount_temp: WINTER_OFFER,
  ak: "SNOWPARK.PLUS",
  minimum_age: 6,
} satisfies SharedProduct;

/** Two timed hours on the slope, with gear, for skiers and riders of their own ability. */
export const SLOPE_SESSION = {
  name: "slope-session",
  kind: "pass",
  title: { en: "Two-hour slope pass", ar: "تذكرة المنحدر لساعتين" },
  description: {
    en: "Two hours on the slope for skiers and snowboarders who can take the lift, turn and stop on their own. Gear included.",
    ar: "ساعتان على المنحدر للمتزلجين وراكبي الألواح القادرين على ركوب المصعد والانعطاف والتوقف بمفردهم، مع المعدات.",
  },
  label_text: LABELS.from7OwnAbility,
  icon: "ski",
  experience_category_ids: [CAT.snowPark],
  gtm: ["Passes", "Slope", "Ages 7+"],
  ak: "SLOPE.2HR",
  ticket_title: { en: "Two-hour slope session", ar: "جلسة على المنحدر لساعتين" },
  minimum_age: 7,
  isTimebased: true,
} satisfies SharedProduct;

/** A full day on the slope, with gear, for skiers and riders of their own ability. */
export const SLOPE_DAY = {
  name: "slope-day",
  kind: "pass",
  title: { en: "Full-day slope pass", ar: "تذكرة المنحدر ليوم كامل" },
  label_text: LABELS.from7OwnAbility,
  icon: "ski",
  experience_category_ids: [CAT.snowPark],
  gtm: ["Passes", "Slope", "Ages 7+"],
  ak: "SLOPE.DAY",
  minimum_age: 7,
} satisfies SharedProduct;

/** A timed session with the penguins and a keeper, with a VIP upgrade. */
export const PENGUIN_ENCOUNTER = {
  name: "penguin-encounter",
  kind: "pass",
  sort_order: 5,
  title: { en: "Penguin Encounter", ar: "لقاء البطاريق" },
  label_text: LABELS.from8,
  icon: "penguin",
  experience_category_ids: [CAT.penguins],
  gtm: ["Passes", "Penguins", "Ages 8+"],
  ak: "PENGUIN.ENC",
  minimum_age: 8,
  isTimebased: true,
  upgrade_ak: "PENGUIN.VIP",
} satisfies SharedProduct;

/** A timed film screening in the snow. */
export const SNOW_CINEMA = {
  name: "snow-cinema",
  kind: "pass",
  title: { en: "Snow Cinema", ar: "سينما الثلج" },
  description: {
    en: "A family film on a big screen in the snow, with blankets, heated seats and hot chocolate.",
    ar: "فيلم عائلي على شاشة كبيرة وسط الثلج، مع البطانيات والمقاعد المدفأة والشوكولاتة الساخنة.",
  },
  label_text: LABELS.from6,
  icon: "star",
  experience_category_ids: [CAT.eventsAndDining],
  gtm: ["Passes", "Cinema", "Ages 6+"],
  is_movie: true,
  ak: "CINEMA",
  ticket_title: { en: "Snow Cinema screening", ar: "عرض في سينما الثلج" },
  minimum_age: 6,
  isTimebased: true,
} satisfies SharedProduct;

/** A package for four, priced per person: two adults and two children. */
export const FAMILY_PACK = {
  name: "family-pack",
  kind: "package",
  card_type_id: 2,
  sort_order: 8,
  label_text: LABELS.perPersonFour,
  icon: "party",
  experience_category_ids: [CAT.packages],
  gtm: ["Packages", "Family", "Family"],
  required_quantity: 4,
  ak: "PKG.FAMILY",
  ticket_title: { en: "Family pack guest", ar: "ضيف الباقة العائلية" },
  minimum_age: 3,
} satisfies SharedProduct;

/** Two consecutive days booked together, priced per day, the card showing both. */
export const TWO_DAY_PACKAGE = {
  name: "snow-weekend",
  kind: "package",
  card_type_id: 2,
  sort_order: 9,
  title: { en: "Two-day Snow Park pass", ar: "تذكرة حديقة الثلج ليومين" },
  label_text: LABELS.from3,
  icon: "ticket",
  experience_category_ids: [CAT.packages],
  gtm: ["Packages", "Multi-day", "All ages"],
  days_of_booking: 2,
  date_mode: { type: "default", length: 2, skip_dates: [] },
  ak: "PKG.2DAY",
  ticket_title: { en: "Snow Park day", ar: "يوم في حديقة الثلج" },
  minimum_age: 3,
} satisfies SharedProduct;

/** A one-hour group ski lesson for beginners, up to eight a group. */
export const GROUP_SKI_LESSON = {
  name: "group-ski-lesson",
  kind: "lesson",
  sort_order: 11,
  title: { en: "Group ski lesson", ar: "درس تزلج جماعي" },
  includes: {
    en: ["A one-hour lesson, up to 8 per group", "Skis, boots, poles and helmet", "Winter clothing"],
    ar: ["درس مدته ساعة، حتى 8 أشخاص في المجموعة", "الزلاجات والحذاء والعصي والخوذة", "الملابس الشتوية"],
  },
  label_text: LABELS.from4,
  icon: "ski",
  experience_category_ids: [CAT.skiLessons],
  gtm: ["Lessons", "Ski", "All ages"],
  category_card_type: 1,
  lesson: { level_ids: [1, 2], lesson_type: 1, age_type: 0 },
  ak: "LSN.SKI.GROUP",
  ticket_title: { en: "Group ski lesson, one hour", ar: "درس تزلج جماعي لمدة ساعة" },
  minimum_age: 4,
} satisfies SharedProduct;

/** A 45-minute first ski lesson for small children, up to five a group. */
export const LITTLE_SKIERS_LESSON = {
  name: "little-skiers-lesson",
  kind: "lesson",
  sort_order: 12,
  title: { en: "Little skiers lesson", ar: "درس المتزلجين الصغار" },
  description: {
    en: "Forty-five playful minutes on the learning slope with an instructor and no more than five children.",
    ar: "خمس وأربعون دقيقة ممتعة على منحدر التعلّم مع مدرب وخمسة أطفال كحدّ أقصى.",
  },
  includes: {
    en: ["A 45-minute lesson, up to 5 children", "Skis, boots and helmet", "A little skier's certificate"],
    ar: ["درس مدته 45 دقيقة، حتى 5 أطفال", "الزلاجات والحذاء والخوذة", "شهادة المتزلج الصغير"],
  },
  label_text: LABELS.ages4to6,
  icon: "ski",
  experience_category_ids: [CAT.skiLessons],
  gtm: ["Lessons", "Ski", "Child"],
  category_card_type: 1,
  lesson: { level_ids: [1], lesson_type: 1, age_type: 4 },
  ak: "LSN.SKI.LITTLE",
  minimum_age: 4,
} satisfies SharedProduct;

/** A holiday ski camp for juniors, five days in a row from the chosen start. */
export const JUNIOR_SKI_CAMP = {
  name: "junior-ski-camp",
  kind: "lesson",
  sort_order: 13,
  title: { en: "Junior ski camp", ar: "مخيم التزلج للناشئين" },
  label_text: LABELS.ages7to13,
  icon: "ski",
  experience_category_ids: [CAT.skiLessons],
  gtm: ["Lessons", "Ski", "Junior"],
  category_card_type: 1,
  lesson: { level_ids: [2, 3, 4], lesson_type: 3, age_type: 2 },
  date_mode: FIVE_DAY_CAMP,
  ak: "LSN.SKI.CAMP",
  ticket_title: { en: "Junior ski camp, five days", ar: "مخيم التزلج للناشئين، خمسة أيام" },
  minimum_age: 7,
} satisfies SharedProduct;

/** A one-hour private ski lesson at any level, with a price for each extra person. */
export const PRIVATE_SKI_LESSON = {
  name: "private-ski-lesson",
  kind: "lesson",
  sort_order: 14,
  title: { en: "Private ski lesson", ar: "درس تزلج خاص" },
  label_text: LABELS.allAges,
  icon: "ski",
  experience_category_ids: [CAT.skiLessons],
  gtm: ["Lessons", "Ski", "All ages"],
  category_card_type: 1,
  lesson: { level_ids: [1, 2, 3, 4, 5, 6, 7], lesson_type: 2, age_type: 0 },
  ak: "LSN.SKI.PRIVATE",
  ticket_title: { en: "Private ski lesson, one hour", ar: "درس تزلج خاص لمدة ساعة" },
  minimum_age: 4,
  additional: true,
} satisfies SharedProduct;

/** Three adult ski lessons on three days in a row, priced per day, the card showing all three. */
export const THREE_DAY_SKI_COURSE = {
  name: "three-day-ski-course",
  kind: "lesson",
  sort_order: 15,
  title: { en: "Three-day ski course", ar: "دورة تزلج لثلاثة أيام" },
  label_text: LABELS.adults14,
  icon: "ski",
  experience_category_ids: [CAT.skiLessons],
  gtm: ["Lessons", "Ski", "Adult"],
  category_card_type: 1,
  lesson: { level_ids: [3, 4, 5], lesson_type: 4, age_type: 1 },
  days_of_booking: 3,
  every_range_of_booking: 1,
  date_mode: { type: "default", length: 3, skip_dates: [] },
  ak: "LSN.SKI.3DAY",
  ticket_title: { en: "Ski course day", ar: "يوم في دورة التزلج" },
  minimum_age: 14,
} satisfies SharedProduct;

/** A weekly ski programme for young skiers, booked for the whole course. */
export const SKI_ACADEMY = {
  name: "ski-academy",
  kind: "lesson",
  sort_order: 16,
  title: { en: "Ski Academy", ar: "أكاديمية التزلج" },
  includes: {
    en: ["Six weekly two-hour sessions", "Race training and gate practice", "All ski gear and winter clothing", "A graduation medal"],
    ar: ["ست جلسات أسبوعية مدة كل منها ساعتان", "تدريب على السباقات والبوابات", "جميع معدات التزلج والملابس الشتوية", "ميدالية التخرّج"],
  },
  label_text: LABELS.ages5to13,
  icon: "star",
  experience_category_ids: [CAT.skiLessons],
  gtm: ["Lessons", "Ski", "Junior"],
  category_card_type: 1,
  lesson: { level_ids: [5, 6, 7], lesson_type: 5, age_type: 2 },
  date_mode: { type: "week", length: 6, skip_dates: [] },
  ak: "LSN.SKI.ACADEMY",
  ticket_title: { en: "Ski Academy, six weeks", ar: "أكاديمية التزلج، ستة أسابيع" },
  minimum_age: 5,
} satisfies SharedProduct;

/** A one-hour group snowboard lesson, up to six a group. */
export const GROUP_SNOWBOARD_LESSON = {
  name: "group-snowboard-lesson",
  kind: "lesson",
  sort_order: 21,
  title: { en: "Group snowboard lesson", ar: "درس جماعي للتزلج على اللوح" },
  includes: {
    en: ["A one-hour lesson, up to 6 per group", "Snowboard, boots and helmet", "Winter clothing"],
    ar: ["درس مدته ساعة، حتى 6 أشخاص في المجموعة", "لوح التزلج والحذاء والخوذة", "الملابس الشتوية"],
  },
  label_text: LABELS.from8,
  icon: "snowboard",
  experience_category_ids: [CAT.snowboardLessons],
  gtm: ["Lessons", "Snowboard", "All ages"],
  category_card_type: 2,
  lesson: { level_ids: [1, 2, 3], lesson_type: 1, age_type: 0 },
  ak: "LSN.SNB.GROUP",
  ticket_title: { en: "Group snowboard lesson, one hour", ar: "درس جماعي على اللوح لمدة ساعة" },
  minimum_age: 8,
} satisfies SharedProduct;

/** A one-hour snowboard lesson for juniors only, up to six a group. */
export const JUNIOR_SNOWBOARD_LESSON = {
  name: "junior-snowboard-lesson",
  kind: "lesson",
  sort_order: 22,
  title: { en: "Junior snowboard lesson", ar: "درس التزلج على اللوح للناشئين" },
  description: {
    en: "A lesson just for juniors: balance games, safe falling and first turns with riders their own age.",
    ar: "درس مخصص للناشئين: ألعاب التوازن والسقوط الآمن والانعطافات الأولى مع رفاق من العمر نفسه.",
  },
  includes: {
    en: ["A one-hour lesson, up to 6 juniors", "Snowboard, boots, helmet and wrist guards"],
    ar: ["درس مدته ساعة، حتى 6 ناشئين", "لوح التزلج والحذاء والخوذة وواقيات المعصم"],
  },
  label_text: LABELS.ages8to13,
  icon: "snowboard",
  experience_category_ids: [CAT.snowboardLessons],
  gtm: ["Lessons", "Snowboard", "Junior"],
  category_card_type: 2,
  lesson: { level_ids: [1, 2], lesson_type: 1, age_type: 3 },
  ak: "LSN.SNB.JUNIOR",
  minimum_age: 8,
} satisfies SharedProduct;

/** A one-hour private snowboard lesson for adults. */
export const PRIVATE_SNOWBOARD_LESSON = {
  name: "private-snowboard-lesson",
  kind: "lesson",
  sort_order: 23,
  title: { en: "Private snowboard lesson", ar: "درس خاص على اللوح" },
  description: {
    en: "One-to-one coaching for riders who want to carve cleanly, ride switch or take their first jumps.",
    ar: "تدريب فردي لراكبي الألواح الراغبين في إتقان الانعطافات أو التزلج بالاتجاه المعاكس أو أداء قفزاتهم الأولى.",
  },
  includes: {
    en: ["A one-hour private lesson", "Snowboard, boots and helmet"],
    ar: ["درس خاص مدته ساعة", "لوح التزلج والحذاء والخوذة"],
  },
  label_text: LABELS.adults14,
  icon: "snowboard",
  experience_category_ids: [CAT.snowboardLessons],
  gtm: ["Lessons", "Snowboard", "Adult"],
  category_card_type: 2,
  lesson: { level_ids: [3, 4, 5, 6, 7], lesson_type: 2, age_type: 1 },
  ak: "LSN.SNB.PRIVATE",
  ticket_title: { en: "Private snowboard lesson, one hour", ar: "درس خاص على اللوح لمدة ساعة" },
  minimum_age: 14,
} satisfies SharedProduct;

/** A twelve-month membership, the same price every day. */
export const ANNUAL_MEMBERSHIP = {
  name: "annual-membership",
  kind: "membership",
  sort_order: 31,
  title: { en: "Annual membership", ar: "العضوية السنوية" },
  label_text: LABELS.adults14,
  icon: "star",
  experience_category_ids: [],
  gtm: ["Memberships", "Slope", "Adult"],
  is_membership: true,
  ak: "MEMBER.ANNUAL",
  event_ak: "MEMBER",
  minimum_age: 14,
} satisfies SharedProduct;

/** A gift voucher for a full day on the slope, redeemed on any open day within a year. */
export const SLOPE_DAY_VOUCHER = {
  name: "slope-day-voucher",
  kind: "alpine",
  sort_order: 32,
  title: { en: "Full-day slope gift voucher", ar: "قسيمة هدية ليوم كامل على المنحدر" },
  description: {
    en: "Give a full day on the slope: the voucher is valid for 12 months and can be redeemed on any open day.",
    ar: "أهدِ يومًا كاملًا على المنحدر: القسيمة صالحة لمدة 12 شهرًا ويمكن استخدامها في أي يوم عمل.",
  },
  includes: {
    en: ["One full-day slope pass", "All gear and winter clothing", "Valid for 12 months"],
    ar: ["تذكرة منحدر ليوم كامل", "جميع المعدات والملابس الشتوية", "صالحة لمدة 12 شهرًا"],
  },
  label_text: LABELS.from7OwnAbility,
  icon: "ticket",
  alt: { en: "A gift voucher tied with a ribbon", ar: "قسيمة هدية مربوطة بشريط" },
  experience_category_ids: [],
  gtm: ["Vouchers", "Alpine", "Ages 7+"],
  ak: "ALP.SLOPE",
  ticket_title: { en: "Full-day slope voucher", ar: "قسيمة المنحدر ليوم كامل" },
  minimum_age: 7,
  redeemable: true,
} satisfies SharedProduct;

/** A gift voucher for a Snow Park visit, redeemed on any open day within a year. */
export const SNOW_PARK_VOUCHER = {
  name: "snow-park-voucher",
  kind: "alpine",
  sort_order: 32,
  title: { en: "Snow Park gift voucher", ar: "قسيمة هدية لحديقة الثلج" },
  icon: "ticket",
  experience_category_ids: [],
  gtm: ["Vouchers", "Alpine", "All ages"],
  ak: "ALP.SNOWPARK",
  ticket_title: { en: "Snow Park voucher", ar: "قسيمة حديقة الثلج" },
  redeemable: true,
} satisfies SharedProduct;

/** The festive evening of late December, for all ages, with the festive discount. */
export const FESTIVE_EVENING = {
  name: "winter-festival",
  kind: "event",
  sort_order: 41,
  title: { en: "Winter Festival evening", ar: "أمسية مهرجان الشتاء" },
  label_text: LABELS.allAges,
  icon: "party",
  experience_category_ids: [CAT.eventsAndDining],
  gtm: ["Events", "Festive", "All ages"],
  enable_christmas: true,
  card_discount: FESTIVE_OFFER,
  ak: "EVT.FESTIVAL",
  event_ak: "FESTIVAL",
  minimum_age: 0,
} satisfies SharedProduct;

/** A public session on the ice rink with skate hire. */
export const ICE_SKATING = {
  name: "ice-skating",
  kind: "ice_rink",
  sort_order: 42,
  title: { en: "Ice skating session", ar: "جلسة التزلج على الجليد" },
  description: {
    en: "Ninety minutes on the ice rink with skate hire. Skating aids are available for little ones.",
    ar: "تسعون دقيقة على حلبة الجليد مع استئجار الزلاجات، مع توفر أدوات مساعدة على التزلج للصغار.",
  },
  includes: {
    en: ["A 90-minute public session", "Skate hire and helmet", "Skating aids for children"],
    ar: ["جلسة عامة مدتها 90 دقيقة", "استئجار الزلاجات والخوذة", "أدوات مساعدة على التزلج للأطفال"],
  },
  label_text: LABELS.from3,
  icon: "ice",
  experience_category_ids: [CAT.iceRink],
  gtm: ["Ice rink", "Skating", "All ages"],
  ak: "ICE.SESSION",
  event_ak: "ICE",
  ticket_title: { en: "Public skating session", ar: "جلسة تزلج عامة" },
  minimum_age: 3,
} satisfies SharedProduct;

/** A table booked for a meal, priced per seat. */
export const DINING_TABLE = {
  kind: "food",
  sort_order: 43,
  icon: "party",
  experience_category_ids: [CAT.eventsAndDining],
  is_table: true,
  max_number_per_table: 4,
  ak: "FNB.DINNER",
  event_ak: "DINNER",
  minimum_age: 0,
} satisfies SharedProduct;
