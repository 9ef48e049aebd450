// Arabic texts of the chrome's rare moments; every key of the English part has its translation here.
import type { ArabicTexts } from "../../../shared/plural";
import type { noticesEn } from "./notices.en";

export const noticesAr: ArabicTexts<typeof noticesEn> = {
  "header.changeLocationTitle": "تغيير الموقع؟",
  "header.changeLocationText": "لا يمكن استخدام سلة التسوق إلا في هذا الموقع. سيؤدي تغيير الموقع إلى إفراغها.",
  "header.changeLocationConfirm": "تغيير الموقع",
  "header.stayHere": "البقاء هنا",
  "header.partFailed": "تعذّر التحميل. تحقّق من اتصالك.",
  "header.partRetry": "حاول مرة أخرى",
  "header.noTabData": "لا توجد بيانات لهذا التبويب!.",
  "maintenance.title": "سنعود قريبًا",
  "maintenance.mobileTitle": "عائدون قريبًا",
  "maintenance.subtitle": "نحن نصنع ثلجًا جديدًا.",
  "maintenance.description": "المتجر الإلكتروني مغلق لأعمال صيانة مجدولة. يرجى العودة بعد قليل.",
  "common.comingSoon": "يجري تجهيز هذا القسم من المتجر وسيُفتح مع الإصدار القادم.",
  "common.backToHome": "العودة إلى الصفحة الرئيسية",
  "order.logout.title": "تسجيل الخروج الآن؟",
  "order.logout.text": "لا تزال هناك عناصر في سلتك. سيؤدي تسجيل الخروج إلى إزالتها وإنهاء جلسة الحجز.",
  "order.logout.confirm": "تسجيل الخروج",
  "order.logout.cancel": "البقاء مسجلًا",
  "notFound.title": "الصفحة غير موجودة",
  "notFound.subtitle": "تعذّر العثور على هذه الصفحة",
  "notFound.description": "ربما نُقلت الصفحة التي تبحث عنها أو لم تعد موجودة.",
};
