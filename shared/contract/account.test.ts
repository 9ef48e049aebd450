// The account contract's documents and passports: every text a person reads exists in both languages, and the ids
// the documents offer are the ones the save calls accept.
import { describe, expect, it } from "vitest";
import { GEAR_EQUIPMENT, GEAR_ITEMS, GEAR_LEVELS, PASSPORT_LEVELS, PASSPORT_STATUS_WORDS, PASSPORT_TYPES, WAIVER_REQUIREMENTS, WAIVER_SKILLS, gearDocument, passportQuestionIds, waiverDocument } from "./account";
import { exerciseAnswersRequestSchema, gearDocumentSchema, gearRequestSchema, waiverDocumentSchema, waiverRequestSchema } from "./account-schemas";

const ARABIC = /[\u0600-\u06FF]/;

describe("account documents", () => {
  it("has every text in English and Arabic", () => {
    const texts = [
      ...[...GEAR_EQUIPMENT, ...GEAR_ITEMS, ...GEAR_LEVELS, ...WAIVER_SKILLS].map((e) => e.title),
      ...WAIVER_REQUIREMENTS.map((r) => r.text),
      ...Object.values(PASSPORT_STATUS_WORDS),
      ...PASSPORT_TYPES.flatMap((t) => PASSPORT_LEVELS[t].flatMap((l) => [l.title, ...l.questions.map((q) => q.title)])),
    ];
    for (const text of texts) {
      expect(text.en.length).toBeGreaterThan(0);
      expect(text.ar).toMatch(ARABIC);
    }
  });

  it("offers only ids the save calls accept, and fits its own schemas", () => {
    for (const lang of ["en", "ar"] as const) {
      const gear = gearDocumentSchema.parse(gearDocument(lang));
      const waiver = waiverDocumentSchema.parse(waiverDocument(lang));
      const body = {
        userId: "SUB-1",
        equipment: gear.equipments[0]!.id,
        items: gear.gear.map((g) => g.id),
        level: gear.levels.at(-1)!.id,
        height: gear.height_meta.min,
        weight: gear.weight_meta.max,
        shoeSize: 38,
      };
      expect(gearRequestSchema.safeParse(body).success).toBe(true);
      const signed = { userId: "SUB-1", acceptedRequirements: waiver.requirementList.map((r) => r.id), skill: waiver.skillList[0]!.id, signatureName: "Fatima Rahman", date: "2026-11-23" };
      expect(waiverRequestSchema.safeParse(signed).success).toBe(true);
    }
  });

  it("gives every passport question a unique id the answers call accepts", () => {
    const ids = PASSPORT_TYPES.flatMap(passportQuestionIds);
    expect(new Set(ids).size).toBe(ids.length);
    for (const type of PASSPORT_TYPES) {
      const answers = passportQuestionIds(type).map((questionId) => ({ questionId, answer: "yes" }));
      expect(exerciseAnswersRequestSchema.safeParse({ userId: "SUB-1", type, answers }).success).toBe(true);
    }
  });
});
