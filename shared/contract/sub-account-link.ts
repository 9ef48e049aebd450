// Linking a member's own account into another member's family (content-and-account §7 /sub-account/link; the spec
// shows no method or body; docs/decisions/015). The family's member makes a one-time code and gives it to the person;
// that person, signed in to their own account, enters it, which is their consent. Nothing is looked up by e-mail.
import { z } from "zod";
import type { Locale } from "../locale";

export const SUB_ACCOUNT_LINK_PATH = "/sub-account/link";
/** How long a link code can be used. */
export const LINK_CODE_VALID_HOURS = 24;
/** Crockford's base32 without I, L, O, U: nothing to misread when the code is read out or typed. */
export const LINK_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const LINK_CODE_LENGTH = 10;

/** A code as typed: any case, with spaces or dashes; read as its ten characters. */
export const linkCodeSchema = z
  .string()
  .max(20)
  .transform((s) => s.toUpperCase().replace(/[\s-]/g, ""))
  .pipe(z.string().regex(new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`), `is the ${LINK_CODE_LENGTH}-character code, letters and digits`));

export const linkRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("invite") }).strict(),
  z.object({ action: z.literal("accept"), code: linkCodeSchema }).strict(),
]);
export type LinkRequest = z.input<typeof linkRequestSchema>;

export const linkInviteAnswerSchema = z.object({ data: z.object({ code: z.string(), expiresAt: z.string() }) });
export const linkAcceptAnswerSchema = z.object({ data: z.object({ familyOf: z.string() }) });
export const linkRefusalSchema = z.object({
  error: z.enum(["link_code_not_found", "link_own_account", "already_linked", "details_missing", "too_many_sub_accounts"]),
  message: z.string(),
});

/** The code shown to people: ABCDE-FGHIJ. */
export function displayLinkCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

type Bilingual = Readonly<Record<Locale, string>>;
export const LINK_REFUSALS: Record<z.infer<typeof linkRefusalSchema>["error"], Bilingual> = {
  link_code_not_found: {
    en: "This code is not valid or has expired. Ask for a new one.",
    ar: "هذا الرمز غير صالح أو انتهت صلاحيته. اطلب رمزًا جديدًا.",
  },
  link_own_account: { en: "This is your own code: give it to the person you want to add.", ar: "هذا رمزك أنت: أعطه للشخص الذي تريد إضافته." },
  already_linked: { en: "Your account is already linked to this family.", ar: "حسابك مرتبط بهذه العائلة بالفعل." },
  details_missing: {
    en: "Add your title and date of birth in your personal details first.",
    ar: "أضف اللقب وتاريخ الميلاد في بياناتك الشخصية أولًا.",
  },
  too_many_sub_accounts: { en: "This family already has the most members an account can hold.", ar: "هذه العائلة بلغت الحد الأقصى لعدد الأفراد في الحساب." },
};
