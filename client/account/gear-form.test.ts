// The gear form: the document's lists and ranges in both languages, the POST /gear request, the server's issues.
import { describe, expect, it } from "vitest";
import { EMPTY_GEAR, firstGearError, gearErrorsOfIssues, gearRequestOf, gearValuesOf, validateGear } from "./gear-form";

const RULES = {
  equipments: ["ski", "snowboard"],
  items: ["boots", "helmet", "poles"],
  levels: ["beginner", "advanced"],
  height: { min: 80, max: 220 },
  weight: { min: 10, max: 200 },
  shoeSize: { min: 24, max: 50 },
};
const VALID = { equipment: "ski", items: ["helmet", "boots"], level: "beginner", height: "140", weight: "35", shoeSize: "36.5", notes: "  " };

describe("gear form", () => {
  it("is filled from saved gear and empty without it", () => {
    expect(gearValuesOf(null)).toEqual(EMPTY_GEAR);
    expect(gearValuesOf({ userId: "SUB-1", equipment: "ski", items: ["boots"], level: "beginner", height: 140, weight: 35, shoeSize: 36.5, notes: null, updatedAt: "x" })).toEqual({
      equipment: "ski", items: ["boots"], level: "beginner", height: "140", weight: "35", shoeSize: "36.5", notes: "",
    });
  });

  it("asks for the choices and keeps the numbers within the document's ranges, in English and Arabic", () => {
    const errors = validateGear(EMPTY_GEAR, RULES, "en");
    expect(errors).toMatchObject({ equipment: "Please select the equipment.", level: "Please select the level.", height: "Please enter the height." });
    expect(errors.items).toBeUndefined();
    const out = validateGear({ ...VALID, height: "300", weight: "9", shoeSize: "36.3", equipment: "sled" }, RULES, "en");
    expect(out).toEqual({
      equipment: "Please select the equipment.",
      height: "Please enter a height between 80 and 220.",
      weight: "Please enter a weight between 10 and 200.",
      shoeSize: "Please enter a shoe size between 24 and 50.",
    });
    expect(validateGear({ ...VALID, height: "300" }, RULES, "ar").height).toBe("يرجى إدخال الطول بين 80 و220.");
    expect(validateGear({ ...VALID, notes: "a\u202eb" }, RULES, "en").notes).toBe("The notes field may not contain invisible or direction characters.");
  });

  it("sends numbers, the items in the document's order, and no empty notes", () => {
    expect(gearRequestOf("SUB-1", VALID, RULES)).toEqual({ userId: "SUB-1", equipment: "ski", items: ["boots", "helmet"], level: "beginner", height: 140, weight: 35, shoeSize: 36.5 });
    expect(gearRequestOf("SUB-1", { ...VALID, notes: " Left-footed " }, RULES)?.notes).toBe("Left-footed");
    expect(gearRequestOf("SUB-1", { ...VALID, level: "" }, RULES)).toBeNull();
  });

  it("puts the server's issues on their fields", () => {
    const errors = gearErrorsOfIssues([{ field: "items.1", message: "bad item" }, { field: "shoeSize", message: "halves only" }]);
    expect(errors).toEqual({ items: "bad item", shoeSize: "halves only" });
    expect(firstGearError(errors)).toBe("items");
  });
});
