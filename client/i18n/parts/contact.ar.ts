// Arabic texts of the contact forms' own interface; every key of the English part has its translation here.
import type { ArabicTexts } from "../../../shared/plural";
import type { contactEn } from "./contact.en";

export const contactAr: ArabicTexts<typeof contactEn> = {
  "contact.types.label": "ما موضوع استفسارك؟",
  "contact.type.1": "استفسار عام",
  "contact.type.2": "حفلة عيد ميلاد",
  "contact.type.3": "رحلة مدرسية",
  "contact.type.4": "فعالية للشركات",
  "contact.required": "الحقول المطلوبة مشار إليها بـ *",
  "contact.mobileRegion": "رمز الدولة",
  "contact.submit": "أرسل الاستفسار",
  "contact.sending": "جارٍ الإرسال…",
  "contact.fixErrors": "يرجى تصحيح الحقول المعلّمة باللون الأحمر.",
  "contact.failed": "لم يُرسل استفسارك: {reason} احتفظنا بما كتبته.",
  "contact.reference": "رقم المرجع: {reference}",
  "contact.sendAnother": "أرسل استفسارًا آخر",
  "contact.captcha.label": "التحقق الأمني",
  "contact.captcha.help": "ضع علامة في المربع: يحل متصفحك لغزًا قصيرًا يثبت أنه ليس روبوتًا. لا تُرسل أي بيانات إلى جهة أخرى.",
  "contact.captcha.loading": "جارٍ تحميل التحقق الأمني…",
  "contact.captcha.required": "يرجى إكمال التحقق الأمني.",
  "contact.captcha.captcha_invalid": "لم ينجح التحقق الأمني. يرجى وضع علامة في المربع مرة أخرى.",
  "contact.captcha.captcha_expired": "انتهت صلاحية التحقق الأمني. يرجى وضع علامة في المربع مرة أخرى.",
  "contact.captcha.captcha_replayed": "سبق استخدام هذا التحقق الأمني. يرجى وضع علامة في المربع مرة أخرى.",
  "contact.captcha.unavailable": "تعذر تحميل التحقق الأمني الآن، لذا لا يمكن إرسال النموذج. يرجى المحاولة لاحقًا أو الاتصال بنا.",
  "contact.groupSize.hint": "من 1 إلى {max}",
};
