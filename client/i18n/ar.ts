// Arabic texts of the shop's own interface; every key of the English dictionary has its translation here.
import type { ArabicTexts } from "../../shared/plural";
import type { en } from "./en";
import { accountAr } from "./parts/account.ar";
import { holdingsAr } from "./parts/holdings.ar";
import { bookingBarAr } from "./parts/booking-bar.ar";
import { catalogueAr } from "./parts/catalogue.ar";
import { cardsAr } from "./parts/cards.ar";
import { checkoutAr } from "./parts/checkout.ar";
import { orderAr } from "./parts/order.ar";
import { shareAr } from "./parts/share.ar";
import { extraAr } from "./parts/extra.ar";
import { contentPagesAr } from "./parts/content-pages.ar";
import { consentAr } from "./parts/consent.ar";
import { contactAr } from "./parts/contact.ar";
import { titlesAr } from "./parts/titles.ar";
import { noticesAr } from "./parts/notices.ar";
import { footerAr } from "./parts/footer.ar";

export const ar: ArabicTexts<typeof en> = {
  "common.skipToContent": "انتقل إلى المحتوى الرئيسي",
  "common.loading": "جارٍ التحميل",
  "common.close": "إغلاق",
  "common.back": "رجوع",
  "common.goBack": "العودة",
  "common.takeMeHome": "خذني إلى الصفحة الرئيسية",
  "common.from": "ابتداءً من",
  "common.perPerson": "للشخص",
  "common.learnMore": "اعرف المزيد",
  "common.learnMoreAbout": "عن {title}",
  "header.menu": "القائمة",
  "header.openMenu": "فتح القائمة",
  "header.closeMenu": "إغلاق القائمة",
  "header.mainNavigation": "التنقل الرئيسي",
  "header.signIn": "تسجيل الدخول",
  "header.signUp": "إنشاء حساب",
  "header.cart": "سلة التسوق",
  "header.cartCount": {
    zero: "سلة التسوق، لا عناصر",
    // The button shows the count: its name carries the number too (label in name, WCAG 2.5.3).
    one: "سلة التسوق، عنصر واحد، {count}",
    two: "سلة التسوق، عنصران، {count}",
    few: "سلة التسوق، {count} عناصر",
    many: "سلة التسوق، {count} عنصرًا",
    other: "سلة التسوق، {count} عنصر",
  },
  "header.watchVideo": "شاهد الفيديو",
  "header.language": "اللغة",
  "header.switchLanguage": "English",
  "header.location": "الموقع",
  "header.chooseLocation": "اختر موقعًا",
  "header.liveUpdate": "تحديث مباشر",
  "header.open": "مفتوح",
  "header.closed": "مغلق",
  "header.dismissMessage": "إخفاء الرسالة",
  "header.home": "الرئيسية",
  "header.globalMessage": "إعلان",
  "header.venueTools": "الموقع واللغة",
  "header.currentLocation": "الموقع الحالي",
  "header.workingHours": "ساعات العمل",
  "header.openSubMenu": "عرض المزيد في {title}",
  "header.opensInNewTab": "(يفتح في علامة تبويب جديدة)",
  "bookingBar.title": "ابحث عن التذاكر",
  "bookingBar.experience": "التجربة",
  "bookingBar.date": "التاريخ",
  "bookingBar.people": "الأشخاص",
  "bookingBar.search": "بحث",
  "video.title": "فيديو",
  "faq.title": "الأسئلة الشائعة",
  "sitemap.title": "خريطة الموقع",
  "legal.lastUpdated": "آخر تحديث {date}",
  "home.openingHours": "ساعات العمل",
  "toast.region": "الإشعارات",
  ...accountAr,
  ...holdingsAr,
  ...bookingBarAr,
  ...catalogueAr,
  ...checkoutAr,
  ...orderAr,
  ...cardsAr,
  ...shareAr,
  ...extraAr,
  ...contentPagesAr,
  ...consentAr,
  ...contactAr,
  ...titlesAr,
  ...noticesAr,
  ...footerAr,
};
