// The family page's form: the §5 rules and messages in both languages, the sub-account requests, the server's issues.
import { describe, expect, it } from "vitest";
import type { AccountPerson } from "../../shared/contract/account-schemas";
import {
  EMPTY_SUB_ACCOUNT,
  firstSubAccountError,
  subAccountErrorsOfIssues,
  subAccountRequestOf,
  subAccountValuesOf,
  updateSubAccountRequestOf,
  validateSubAccount,
} from "./family-form";

const TODAY = "2026-05-10";
const YOUSEF: AccountPerson = {
  id: "SUB-1",
  isPrimary: false,
  title: "mr",
  firstName: "Yousef",
  lastName: "Haddad",
  gender: "male",
  dateOfBirth: "2015-06-10",
  age: 10,
  ageGroup: "child",
  relation: "child",
};
const VALID = { title: "miss", firstName: "  Mariam   Noor ", lastName: "Haddad", dateOfBirth: "2019-02-21", relation: "child" };

describe("family member form", () => {
  it("is filled from a person to edit them", () => {
    expect(subAccountValuesOf(YOUSEF)).toEqual({ title: "mr", firstName: "Yousef", lastName: "Haddad", dateOfBirth: "2015-06-10", relation: "child" });
  });

  it("asks for every field with the §5 messages in English and Arabic", () => {
    expect(validateSubAccount(EMPTY_SUB_ACCOUNT, "en", TODAY)).toEqual({
      title: "Please select the title.",
      firstName: "Please enter the first name.",
      lastName: "Please enter the last name.",
      dateOfBirth: "Please enter the date of birth.",
      relation: "Please select the relation.",
    });
    const ar = validateSubAccount(EMPTY_SUB_ACCOUNT, "ar", TODAY);
    expect(ar.firstName).toBe("يرجى إدخال الاسم الأول.");
    expect(ar.relation).toBe("يرجى اختيار صلة القرابة.");
  });

  it("refuses names with digits or invisible characters and a birth date still to come", () => {
    const errors = validateSubAccount({ ...VALID, firstName: "M4riam", lastName: "Had\u202edad", dateOfBirth: "2026-06-01" }, "en", TODAY);
    expect(errors.firstName).toBe("The first name field may only contain alphabetic characters.");
    expect(errors.lastName).toBe("The last name field may not contain invisible or direction characters.");
    expect(errors.dateOfBirth).toBe("Please enter a valid date of birth.");
    expect(validateSubAccount({ ...VALID, dateOfBirth: TODAY }, "en", TODAY).dateOfBirth).toBeUndefined();
  });

  it("sends the tidied values as a create or an update request, nothing when not valid", () => {
    expect(subAccountRequestOf(VALID, TODAY)).toEqual({ title: "miss", firstName: "Mariam Noor", lastName: "Haddad", dateOfBirth: "2019-02-21", relation: "child" });
    expect(updateSubAccountRequestOf("SUB-2", VALID, TODAY)).toMatchObject({ id: "SUB-2", firstName: "Mariam Noor" });
    expect(subAccountRequestOf({ ...VALID, relation: "cousin" }, TODAY)).toBeNull();
  });

  it("puts the server's issues on their fields, the first in form order first", () => {
    const errors = subAccountErrorsOfIssues([
      { field: "dateOfBirth", message: "dateOfBirth must be a real date in the past" },
      { field: "lastName", message: "too short" },
      { field: "mafid", message: "unknown" },
    ]);
    expect(errors).toEqual({ dateOfBirth: "dateOfBirth must be a real date in the past", lastName: "too short" });
    expect(firstSubAccountError(errors)).toBe("lastName");
  });
});
