// The catalogue's enumerations (booking-and-checkout §3): lesson levels and types, age types, card types and kinds,
// availability colours. Plain constants: the booking rules and the pages use them without the schema library (the
// catalogue's schemas in ./catalogue.ts are built on them).
/** Lesson levels 1-7; levels 1 and 2 are shown together as Intermediate, 3 and 4 as Advance. */
export const LESSON_LEVELS = [
  { id: 1, key: "discovery" },
  { id: 2, key: "beginner" },
  { id: 3, key: "level-1" },
  { id: 4, key: "level-2" },
  { id: 5, key: "level-3" },
  { id: 6, key: "level-4" },
  { id: 7, key: "high-performance" },
] as const;
export type LessonLevelId = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const LESSON_TYPES = { all: 0, groups: 1, private: 2, camps: 3, offers: 4, academic: 5 } as const;
export type LessonType = (typeof LESSON_TYPES)[keyof typeof LESSON_TYPES];
/** Ski age types: All 0, Adult 14+ 1, Junior 7-13 2, Child 3-6 4. Snowboard: All 0, Adult 14+ 1, Junior 8-13 3. */
export const SKI_AGE_TYPES = { all: 0, adult: 1, junior: 2, child: 4 } as const;
export const SNOWBOARD_AGE_TYPES = { all: 0, adult: 1, junior: 3 } as const;
export type AgeTypeId = 0 | 1 | 2 | 3 | 4;
/** category_card_type: 1 is a ski lesson, anything else a snowboard lesson. */
export const SKI_CATEGORY_CARD_TYPE = 1;
export const SNOWBOARD_CATEGORY_CARD_TYPE = 2;
/** card_type_id 2 marks a package; other values are passes and the rest of the catalogue. */
export const PACKAGE_CARD_TYPE_ID = 2;


/** What a card is in the shop, which decides its page and the next step after it is saved. */
export const CARD_KINDS = ["pass", "package", "lesson", "membership", "alpine", "event", "ice_rink", "food"] as const;
export type CardKind = (typeof CARD_KINDS)[number];
/** The journey a cart line of an alpine voucher card carries: the confirmed page then speaks of a voucher. */
export const ALPINE_JOURNEY = "alpine";

/** Availability colours of the new UI: a quiet day, a normal day, a busy (peak) day. */
export const COLOR_CODE_TAGS = ["green", "orange", "red"] as const;
export type ColorCodeTag = (typeof COLOR_CODE_TAGS)[number];

/** ski_school_experience_category_type: 0 (or null) a dated pass, 1 ski lessons, 2 snowboard lessons. */
export const SKI_SCHOOL_EXPERIENCE_TYPES = { dated: 0, ski: 1, snowboard: 2 } as const;
