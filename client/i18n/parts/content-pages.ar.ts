// Arabic texts of the content pages' own interface; every key of the English part has its translation here.
import type { ArabicTexts } from "../../../shared/plural";
import type { contentPagesEn } from "./content-pages.en";

export const contentPagesAr: ArabicTexts<typeof contentPagesEn> = {
  "content.notOffered.interest-free-payments": "لا يوفر {site} خطط الدفع بدون فوائد (تابي أو تمارا).",
  "content.notOffered.zero-installment-plan": "لا يوفر {site} خطط التقسيط بدون فوائد.",
  "content.notOffered.howToPay": "لا يزال بإمكانك الدفع بالبطاقة أو المحفظة الرقمية. إليك الطريقة.",
  "content.notOffered.findTickets": "ابحث عن تذاكر وادفع بالبطاقة أو المحفظة الرقمية",
  "content.roadShow.offers": "عروض جولاتنا الترويجية",
  "content.staff.for": "لموظفي {organisation}",
  "content.staff.validUntil": "تسري هذه العروض حتى {date}.",
  "content.staff.unknownIdentifier": "الرابط المطلوب: {identifier}",
  "content.enquiry.label": "الاستفسارات",
};
