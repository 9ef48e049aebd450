// Arabic texts of the consent dialog.
import type { ArabicTexts } from "../../../shared/plural";
import type { consentEn } from "./consent.en";

export const consentAr: ArabicTexts<typeof consentEn> = {
  "consent.title": "خيارات الخصوصية",
  "consent.intro":
    "نستخدم ملفات تعريف الارتباط التي يحتاجها الموقع ليعمل. وبإذنك نستخدم أيضًا ملفات تعريف ارتباط لفهم طريقة استخدام الموقع وتذكّر تفضيلاتك وعرض عروض تهمّك في مواقع أخرى. يمكنك قبولها كلها أو رفضها كلها أو الاختيار بنفسك.",
  "consent.acceptAll": "قبول الكل",
  "consent.rejectAll": "رفض الكل",
  "consent.manage": "اختيار ملفات تعريف الارتباط",
  "consent.save": "حفظ اختياراتي",
  "consent.categories": "فئات ملفات تعريف الارتباط",
  "consent.necessary": "ضرورية",
  "consent.necessaryText": "تسجيل الدخول وسلة التسوق والأمان. مفعّلة دائمًا لأن الموقع لا يعمل بدونها.",
  "consent.analytics": "التحليلات",
  "consent.analyticsText": "إحصاء الزيارات وطريقة استخدام الصفحات لنحسّن الموقع.",
  "consent.personalisation": "التخصيص",
  "consent.personalisationText": "تذكّر اختياراتك لنعرض لك ما يناسبك على الموقع.",
  "consent.advertising": "الإعلانات",
  "consent.advertisingText": "قياس إعلاناتنا وعرض عروضنا عليك في مواقع أخرى.",
  "consent.privacyPolicy": "اقرأ سياسة الخصوصية",
};
