// The discounts each site offers (booking-and-checkout §3, §7): promo codes (seeded into promo_codes on first
// use), bank offers by card BIN per region, the demo staff list (mafDiscount) and the demo Fazaa cards.
import type { BankOfferRegion } from "../../shared/contract/orders";
import type { SiteSlug } from "../../shared/tenant";
import { CATALOGUE_SEEDS } from "./index";
import type { Bilingual } from "./types";

export interface PromoCodeSeed {
  code: string;
  kind: "percentage" | "fixed";
  /** Percent off, or an amount in the site's currency. */
  value: number;
  /** Cards the code applies to; null for every card. */
  card_ids: number[] | null;
  /** Inclusive YYYY-MM-DD dates. */
  starts_on: string;
  ends_on: string;
  /** A festive code: its dates are compared in the Dubai time zone and it marks christmas_promo. */
  festive: boolean;
  max_uses: number | null;
  /** Uses already counted when the code is first stored (the used-up code starts used up). */
  used_count: number;
}

/** Promo codes valid for years to come; the expired one ended long ago. */
const OPEN_FROM = "2024-01-01";
const OPEN_UNTIL = "2099-12-31";

/** The festive season the festive code runs in (Dubai dates, both ends included). */
export const FESTIVE_SEASON = { starts_on: "2026-11-20", ends_on: "2027-01-10" } as const;

const firstPassOf = (slug: SiteSlug) => CATALOGUE_SEEDS[slug].cards.find((c) => c.kind === "pass")!.id;

function promoCodes(slug: SiteSlug, fixedAmount: number): PromoCodeSeed[] {
  const base = { card_ids: null, starts_on: OPEN_FROM, ends_on: OPEN_UNTIL, festive: false, max_uses: null, used_count: 0 };
  return [
    { ...base, code: "SNOW10", kind: "percentage", value: 10 },
    { ...base, code: "WELCOME", kind: "fixed", value: fixedAmount },
    { ...base, code: "PARK20", kind: "percentage", value: 20, card_ids: [firstPassOf(slug)] },
    { ...base, code: "SUMMER22", kind: "percentage", value: 15, starts_on: "2022-06-01", ends_on: "2022-08-31" },
    { ...base, code: "FIRST50", kind: "percentage", value: 50, max_uses: 50, used_count: 50 },
    { ...base, code: "FESTIVE15", kind: "percentage", value: 15, festive: true, ...FESTIVE_SEASON },
  ];
}

export const PROMO_CODE_SEEDS: Record<SiteSlug, PromoCodeSeed[]> = {
  "ski-dubai": promoCodes("ski-dubai", 50),
  "snow-abu-dhabi": promoCodes("snow-abu-dhabi", 50),
  "snow-oman": promoCodes("snow-oman", 5.5),
  "ski-egypt": promoCodes("ski-egypt", 250),
};

// ---------- Bank offers ----------
export interface BankOfferSeed {
  offerGroupId: number;
  bankName: Bilingual;
  title: Bilingual;
  description: Bilingual;
  percentage: number;
  /** Cap in the region's currency. */
  maxDiscount: number;
  /** Card BINs (first six digits) the offer accepts. */
  bins: string[];
}


export const BANK_OFFER_SEEDS: Record<BankOfferRegion, BankOfferSeed[]> = {
  UAE: [
    {
      offerGroupId: 11,
      bankName: { en: "Emirates Falcon Bank", ar: "بنك صقر الإمارات" },
      title: { en: "10% off with Falcon cards", ar: "خصم 10% مع بطاقات صقر" },
      description: { en: "10% off your booking, up to AED 100.", ar: "خصم 10% على حجزك بحد أقصى 100 درهم." },
      percentage: 10,
      maxDiscount: 100,
      bins: ["424242", "411111"],
    },
    {
      offerGroupId: 12,
      bankName: { en: "Gulf Dunes Bank", ar: "بنك كثبان الخليج" },
      title: { en: "15% off with Dunes credit cards", ar: "خصم 15% مع بطاقات كثبان الائتمانية" },
      description: { en: "15% off your booking, up to AED 150.", ar: "خصم 15% على حجزك بحد أقصى 150 درهم." },
      percentage: 15,
      maxDiscount: 150,
      bins: ["545454", "520000"],
    },
    {
      offerGroupId: 13,
      bankName: { en: "Pearl Coast Bank", ar: "بنك ساحل اللؤلؤ" },
      title: { en: "20% off with Pearl signature cards", ar: "خصم 20% مع بطاقات لؤلؤ المميزة" },
      description: { en: "20% off your booking, up to AED 75.", ar: "خصم 20% على حجزك بحد أقصى 75 درهم." },
      percentage: 20,
      maxDiscount: 75,
      bins: ["401288"],
    },
  ],
  OMN: [
    {
      offerGroupId: 21,
      bankName: { en: "Muscat Harbour Bank", ar: "بنك ميناء مسقط" },
      title: { en: "10% off with Harbour cards", ar: "خصم 10% مع بطاقات الميناء" },
      description: { en: "10% off your booking, up to OMR 10.", ar: "خصم 10% على حجزك بحد أقصى 10 ريالات عمانية." },
      percentage: 10,
      maxDiscount: 10,
      bins: ["424242", "455555"],
    },
    {
      offerGroupId: 22,
      bankName: { en: "Dhofar Frankincense Bank", ar: "بنك لبان ظفار" },
      title: { en: "15% off with Frankincense credit cards", ar: "خصم 15% مع بطاقات لبان الائتمانية" },
      description: { en: "15% off your booking, up to OMR 7.500.", ar: "خصم 15% على حجزك بحد أقصى 7.500 ريال عماني." },
      percentage: 15,
      maxDiscount: 7.5,
      bins: ["510510"],
    },
  ],
};

// ---------- Partner discounts ----------
/** The staff discount (mafDiscount): a percentage for the operator's staff on the staff list, kept by ops. */
export const MAF_STAFF_PERCENTAGE = 15;
/** Demo members of the staff list, stored on first use; ops adds and removes members (npm run ops -- staff …). */
export const STAFF_SEEDS = [
  { email: "amira.haddad@maf.ae", name: "Amira Haddad" },
  { email: "omar.rahman@majidalfuttaim.com", name: "Omar Rahman" },
] as const;

/** Fazaa is a UAE programme: its discount runs at the UAE venues only (bank-offer region UAE). */
export const FAZAA_REGIONS: readonly string[] = ["UAE"];
export const FAZAA_OFFERS = [
  {
    id: 1,
    title: { en: "Fazaa card discount", ar: "خصم بطاقة فزعة" },
    percentage: 10,
    description: { en: "10% off for Fazaa card holders.", ar: "خصم 10% لحاملي بطاقة فزعة." },
  },
] as const;
/** Demo Fazaa cards the programme has issued, valid until the day named; the last one has expired. */
export const FAZAA_CARD_SEEDS = [
  { card_number: "7001234567", valid_until: "2099-12-31" },
  { card_number: "7009876543", valid_until: "2099-12-31" },
  { card_number: "7005550000", valid_until: "2024-12-31" },
] as const;
