// The contact form's field rules in both languages: the type's required extras, the shared name, e-mail and mobile
// rules, free text without control or direction characters, dates from today, and the body sent.
import { describe, expect, it } from "vitest";
import type { ContactForm } from "../../shared/contact-form";
import { contactEnquiryBodySchema } from "../../shared/contact-form";
import { type ContactValues, emptyContactValues, enquiryBodyOf, validateContact } from "./contact-form";

const TODAY = "2026-11-24";
const form = (type: 1 | 2 | 3 | 4, fields: ContactForm["fields"]): ContactForm => ({
  type,
  seo: { meta_title: "t", meta_description: "d" },
  title: "Title",
  description: "Description",
  fields,
  message_label: "message",
  message_placeholder: "",
  response_note: "note",
  success: { title: "Thanks", description: "We reply soon" },
});
const GENERAL = { ...form(1, {}), message_label: "Anything we should know" };
const BIRTHDAY = form(2, { group_size: { label: "number of guests" }, preferred_date: { label: "party date" } });
const SCHOOL = form(3, { organisation: { label: "school name" }, group_size: { label: "number of students" }, preferred_date: { label: "visit date" } });

const valid = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  ...emptyContactValues("ae"),
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.com",
  mobile: "0501234567",
  message: "Do you sell gift cards?",
  ...overrides,
});

describe("validateContact", () => {
  it("accepts a complete general enquiry and asks nothing the form does not show", () => {
    expect(validateContact(valid(), GENERAL, "en", TODAY)).toEqual({});
  });

  it("says each rule in English and Arabic", () => {
    const en = validateContact(valid({ firstName: "L", email: "nope", mobile: "12", message: "short" }), GENERAL, "en", TODAY);
    expect(en).toEqual({
      firstName: "The first name field must be at least 2 characters.",
      email: "Please enter a valid email address, so we can reach you.",
      mobile: "Wrong mobile number format.",
      message: "The message field must be at least 10 characters.",
    });
    const ar = validateContact(valid({ lastName: "حداد1" }), GENERAL, "ar", TODAY);
    expect(ar.lastName).toBe("يجب أن يحتوي حقل اسم العائلة على أحرف أبجدية فقط.");
  });

  it("requires a birthday's date and head count, and a school's name", () => {
    expect(Object.keys(validateContact(valid(), BIRTHDAY, "en", TODAY)).sort()).toEqual(["groupSize", "preferredDate"]);
    expect(validateContact(valid(), SCHOOL, "en", TODAY).organisation).toBe("Please enter the name of your school.");
    expect(validateContact(valid(), SCHOOL, "ar", TODAY).organisation).toBe("يرجى إدخال اسم مدرستك.");
  });

  it("says which field is empty in its own words, never with the form's heading-like labels", () => {
    const empty = { ...emptyContactValues("ae") };
    expect(validateContact(empty, GENERAL, "en", TODAY)).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter your e-mail address.",
      mobile: "Please enter your mobile number.",
      message: "Please write your message.",
    });
    expect(validateContact(empty, GENERAL, "ar", TODAY)).toEqual({
      firstName: "يرجى إدخال اسمك الأول.",
      lastName: "يرجى إدخال اسم عائلتك.",
      email: "يرجى إدخال عنوان بريدك الإلكتروني.",
      mobile: "يرجى إدخال رقم هاتفك المحمول.",
      message: "يرجى كتابة رسالتك.",
    });
    const birthday = { ...BIRTHDAY, fields: { group_size: { label: "How many are coming" }, preferred_date: { label: "When would you like to come" } } };
    expect(validateContact(valid(), birthday, "en", TODAY)).toEqual({
      groupSize: "Please tell us how many people are coming.",
      preferredDate: "Please choose the date you would like to come.",
    });
    expect(validateContact(valid(), birthday, "ar", TODAY)).toEqual({
      groupSize: "يرجى إخبارنا بعدد الأشخاص القادمين.",
      preferredDate: "يرجى اختيار التاريخ الذي تود القدوم فيه.",
    });
    // Other rules name the field as a noun too, whatever the CMS label says.
    expect(validateContact(valid({ groupSize: "0" }), birthday, "en", TODAY).groupSize).toBe("Please enter a valid number of people.");
    expect(validateContact(valid({ message: "short" }), GENERAL, "ar", TODAY).message).toMatch(/^يجب ألا يقل حقل الرسالة عن /);
    for (const locale of ["en", "ar"] as const) {
      for (const message of Object.values(validateContact(empty, { ...SCHOOL, message_label: "Anything we should know" }, locale, TODAY))) {
        expect(message).not.toMatch(/Anything we should know|school name\.|number of students/);
      }
    }
  });

  it("refuses a date in the past or over a year ahead, a head count out of range, and hidden characters", () => {
    const errors = validateContact(valid({ groupSize: "0", preferredDate: "2026-11-23" }), BIRTHDAY, "en", TODAY);
    expect(errors.groupSize).toBe("Please enter a valid number of people.");
    expect(errors.preferredDate).toBe("Please enter a valid date.");
    expect(validateContact(valid({ groupSize: "12", preferredDate: "2027-12-31" }), BIRTHDAY, "en", TODAY).preferredDate).toBeDefined();
    expect(validateContact(valid({ message: "Call me back \u202Eplease" }), GENERAL, "en", TODAY).message).toBe(
      "The message field may not contain invisible or direction characters.",
    );
  });
});

describe("enquiryBodyOf", () => {
  it("sends only the shown fields, trimmed, and the worker's schema accepts it", () => {
    const body = enquiryBodyOf(valid({ firstName: " Layla ", groupSize: "14", preferredDate: "2026-12-20", organisation: "ignored" }), BIRTHDAY, "captcha", crypto.randomUUID());
    expect(body).toMatchObject({ type: 2, first_name: "Layla", group_size: 14, preferred_date: "2026-12-20" });
    expect(body).not.toHaveProperty("organisation");
    const parsed = contactEnquiryBodySchema(TODAY).safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.mobile).toBe("+971501234567");
  });
});
