// The add-ons each site sells beside a ticket (gloves, a locker, photos, a hot drink): bilingual, priced in the
// site's currency (Oman in rials with 3 decimals), with no capacity of their own.
import type { SiteSlug } from "../../shared/tenant";
import type { Bilingual } from "./types";

export interface AddOnSeed {
  /** {site AK prefix}.ADDON.{name} */
  ak: string;
  title: Bilingual;
  description: Bilingual;
  price: number;
  /** Most pieces one cart line may take. */
  maxQuantity: number;
}

const GLOVES = {
  title: { en: "Snow gloves", ar: "قفازات الثلج" },
  description: { en: "A pair of warm waterproof gloves to keep.", ar: "زوج من القفازات الدافئة المقاومة للماء تحتفظ به." },
};
const LOCKER = {
  title: { en: "Locker for the day", ar: "خزانة لليوم" },
  description: { en: "A locker for your bags and shoes while you are on the snow.", ar: "خزانة لحقائبك وأحذيتك أثناء وجودك على الثلج." },
};
const PHOTOS = {
  title: { en: "Photo package", ar: "باقة الصور" },
  description: { en: "Every photo our photographers take of your party, sent by email.", ar: "جميع الصور التي يلتقطها مصورونا لمجموعتك، تُرسل عبر البريد الإلكتروني." },
};
const HOT_CHOCOLATE = {
  title: { en: "Hot chocolate", ar: "شوكولاتة ساخنة" },
  description: { en: "A large hot chocolate at the lodge café.", ar: "كوب كبير من الشوكولاتة الساخنة في مقهى الاستراحة." },
};

function addOns(prefix: string, prices: { gloves: number; locker: number; photos: number; chocolate: number }): AddOnSeed[] {
  return [
    { ak: `${prefix}.ADDON.GLOVES`, ...GLOVES, price: prices.gloves, maxQuantity: 12 },
    { ak: `${prefix}.ADDON.LOCKER`, ...LOCKER, price: prices.locker, maxQuantity: 6 },
    { ak: `${prefix}.ADDON.PHOTOS`, ...PHOTOS, price: prices.photos, maxQuantity: 1 },
    { ak: `${prefix}.ADDON.CHOCOLATE`, ...HOT_CHOCOLATE, price: prices.chocolate, maxQuantity: 24 },
  ];
}

export const ADD_ON_SEEDS: Record<SiteSlug, AddOnSeed[]> = {
  "ski-dubai": addOns("SKD", { gloves: 35, locker: 25, photos: 99, chocolate: 20 }),
  "snow-abu-dhabi": addOns("SAD", { gloves: 35, locker: 20, photos: 89, chocolate: 18 }),
  "snow-oman": addOns("SMO", { gloves: 3.5, locker: 2.25, photos: 9.75, chocolate: 1.875 }),
  "ski-egypt": addOns("SKE", { gloves: 350, locker: 150, photos: 900, chocolate: 120 }),
};
