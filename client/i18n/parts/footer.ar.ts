// Arabic texts of the site footer; every key of the English part has its translation here.
import type { ArabicTexts } from "../../../shared/plural";
import type { footerEn } from "./footer.en";

export const footerAr: ArabicTexts<typeof footerEn> = {
  "footer.backToTop": "العودة إلى الأعلى",
  "footer.newsletterEmail": "البريد الإلكتروني",
  "footer.join": "اشترك",
  "footer.joining": "جارٍ الاشتراك",
  "footer.followUs": "تابعنا",
  "footer.getTheApp": "حمّل التطبيق",
  "footer.weAccept": "نقبل",
  "footer.cookieSettings": "إعدادات ملفات تعريف الارتباط",
  "footer.linksNavigation": "روابط الموقع",
  "footer.opensInNewTab": "(يفتح في علامة تبويب جديدة)",
  "footer.socialLink": "{site} على {network}",
  "footer.network.instagram": "إنستغرام",
  "footer.network.facebook": "فيسبوك",
  "footer.network.x": "إكس",
  "footer.network.youtube": "يوتيوب",
  "footer.network.tiktok": "تيك توك",
  "footer.network.linkedin": "لينكد إن",
  "validation.required": "يرجى إدخال {field}.",
  "validation.email": "يرجى إدخال بريد إلكتروني صحيح لنتمكن من التواصل معك.",
  "validation.max": {
    zero: "يجب أن يكون حقل {field} فارغًا.",
    one: "يجب ألا يزيد حقل {field} عن حرف واحد.",
    two: "يجب ألا يزيد حقل {field} عن حرفين.",
    few: "يجب ألا يزيد حقل {field} عن {count} أحرف.",
    many: "يجب ألا يزيد حقل {field} عن {count} حرفًا.",
    other: "يجب ألا يزيد حقل {field} عن {count} حرف.",
  },
  "field.email": "البريد الإلكتروني",
};
