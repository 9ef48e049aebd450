// The waiver form: the required requirements, the skill and the signature name in both languages; the request.
import { describe, expect, it } from "vitest";
import { validateWaiver, waiverErrorsOfIssues, waiverRequestOf } from "./waiver-form";

const RULES = { requirements: [{ id: "risks", required: true }, { id: "health", required: true }, { id: "photos", required: false }], skills: ["never", "beginner"] };
const VALID = { accepted: ["health", "risks"], skill: "beginner", signatureName: " Fatima  Haddad " };

describe("waiver form", () => {
  it("needs every required requirement, a skill and a signature name", () => {
    expect(validateWaiver({ accepted: ["risks"], skill: "", signatureName: "" }, RULES, "en")).toEqual({
      accepted: "Please agree to the requirements.",
      skill: "Please select the skill.",
      signatureName: "Please enter the signature name.",
    });
    expect(validateWaiver({ ...VALID, signatureName: "F4tima" }, RULES, "ar").signatureName).toBe("يجب أن يحتوي حقل اسم التوقيع على أحرف أبجدية فقط.");
    expect(validateWaiver(VALID, RULES, "en")).toEqual({});
  });

  it("sends the accepted requirements in the document's order, the tidied name and today's date", () => {
    expect(waiverRequestOf("SUB-1", { ...VALID, accepted: ["photos", "health", "risks"] }, RULES, "2026-05-10")).toEqual({
      userId: "SUB-1",
      acceptedRequirements: ["risks", "health", "photos"],
      skill: "beginner",
      signatureName: "Fatima Haddad",
      date: "2026-05-10",
    });
    expect(waiverRequestOf("SUB-1", { ...VALID, accepted: [] }, RULES, "2026-05-10")).toBeNull();
  });

  it("puts the server's issues on their fields", () => {
    expect(waiverErrorsOfIssues([{ field: "acceptedRequirements", message: "accept all" }, { field: "date", message: "today" }])).toEqual({ accepted: "accept all" });
  });
});
