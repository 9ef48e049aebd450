// The CMS read of the contact forms (content-and-account §7 ContactForm/GetContactFormByType): one type's form from
// the site's `contact-forms` document, by the Type query parameter (1 general, 2 birthdays, 3 schools, 4 company).
import { CONTACT_FORM_READ, contactFormSchema, contactFormsSchema } from "../../shared/contact-form";
import type { CmsEndpoint } from "./endpoints";

export const CONTACT_FORM_ENDPOINTS: readonly CmsEndpoint[] = [
  {
    path: CONTACT_FORM_READ,
    doc: "contact-forms",
    result: contactFormSchema,
    toResult: (stored, _tenant, query) => contactFormsSchema.parse(stored).find((form) => String(form.type) === query.get("Type")) ?? null,
  },
];
