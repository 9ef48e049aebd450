// Discounts of the basket check (booking-and-checkout §3, §7): promo codes from promo_codes (seeded on first use
// from tenants/catalogue/discounts), bank offers by card BIN, the staff e-mail discount, the Fazaa card discount
// and loyalty points. Each is a separate total; together they never take the gross below zero.
import { type BankOfferGroup, ORDER_ERROR_CODES, type OrderErrorCode, type PricedLine } from "../../shared/cart/api";
import { festiveDiscountApplies, roundAmount } from "../../shared/booking/pricing";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import {
  BANK_OFFER_SEEDS,
  type BankOfferRegion,
  FAZAA_CARD_NUMBER,
  FAZAA_OFFERS,
  FAZAA_REGIONS,
  MAF_STAFF_DOMAINS,
  MAF_STAFF_PERCENTAGE,
  PROMO_CODE_SEEDS,
} from "../../tenants/catalogue/discounts";
import { seedHash } from "../seed-hash";

// ---------- Promo codes ----------
const UPSERT_PROMOS = `INSERT INTO promo_codes (site_id, code, kind, value, card_ids, starts_on, ends_on, festive, max_uses, used_count, seed_hash)
  SELECT ?1, json_extract(value, '$.code'), json_extract(value, '$.kind'), json_extract(value, '$.value'),
    json_extract(value, '$.card_ids'), json_extract(value, '$.starts_on'), json_extract(value, '$.ends_on'),
    json_extract(value, '$.festive'), json_extract(value, '$.max_uses'), json_extract(value, '$.used_count'), json_extract(value, '$.seed_hash')
  FROM json_each(?2) WHERE true
  ON CONFLICT (site_id, code) DO UPDATE SET kind = excluded.kind, value = excluded.value, card_ids = excluded.card_ids,
    starts_on = excluded.starts_on, ends_on = excluded.ends_on, festive = excluded.festive, max_uses = excluded.max_uses,
    seed_hash = excluded.seed_hash
  WHERE promo_codes.seed_hash IS NOT NULL AND promo_codes.seed_hash <> excluded.seed_hash`;

const promoSeeding = new Map<string, Promise<void>>();

function promoRows(tenant: Tenant) {
  return PROMO_CODE_SEEDS[tenant.slug].map((s) => ({ ...s, festive: s.festive ? 1 : 0, seed_hash: seedHash(JSON.stringify(s)) }));
}

/** Writes a site's seeded promo codes (one statement); ensurePromoCodesSeeded does it once per isolate. */
export async function seedPromoCodes(db: D1Database, tenant: Tenant): Promise<void> {
  await db.prepare(UPSERT_PROMOS).bind(tenant.siteId, JSON.stringify(promoRows(tenant))).run();
}

/**
 * Stores a site's seeded promo codes once per isolate (an edited code, seed_hash NULL, is left alone; counted uses
 * are never reset). A failure is retried on the next call.
 */
export function ensurePromoCodesSeeded(db: D1Database, tenant: Tenant): Promise<void> {
  const key = `${tenant.siteId}:${seedHash(JSON.stringify(promoRows(tenant)))}`;
  let pending = promoSeeding.get(key);
  if (!pending) {
    pending = seedPromoCodes(db, tenant).catch((error: unknown) => {
        promoSeeding.delete(key);
        throw error;
      });
    promoSeeding.set(key, pending);
  }
  return pending;
}

export interface PromoCode {
  id: number;
  code: string;
  kind: "percentage" | "fixed";
  value: number;
  cardIds: number[] | null;
  startsOn: string;
  endsOn: string;
  festive: boolean;
  maxUses: number | null;
  usedCount: number;
}

interface PromoRow {
  id: number;
  code: string;
  kind: "percentage" | "fixed";
  value: number;
  card_ids: string | null;
  starts_on: string;
  ends_on: string;
  festive: number;
  max_uses: number | null;
  used_count: number;
}

/** A site's promo code by code (any case) or by id; null when the site has none such. */
export async function readPromoCode(db: D1Database, siteId: number, by: { code?: string | null; id?: number | null }): Promise<PromoCode | null> {
  const row = by.code
    ? await db.prepare("SELECT * FROM promo_codes WHERE site_id = ?1 AND code = ?2").bind(siteId, by.code).first<PromoRow>()
    : by.id
      ? await db.prepare("SELECT * FROM promo_codes WHERE site_id = ?1 AND id = ?2").bind(siteId, by.id).first<PromoRow>()
      : null;
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    cardIds: row.card_ids === null ? null : (JSON.parse(row.card_ids) as number[]),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    festive: row.festive === 1,
    maxUses: row.max_uses,
    usedCount: row.used_count,
  };
}

/**
 * Counts one use of a code, only while it is under its maximum: for helper B's capture batch. Its meta.changes is
 * 0 when the code was used up meanwhile (or unknown).
 */
export function redeemPromo(db: D1Database, siteId: number, code: string): D1PreparedStatement {
  return db
    .prepare("UPDATE promo_codes SET used_count = used_count + 1 WHERE site_id = ?1 AND code = ?2 AND (max_uses IS NULL OR used_count < max_uses)")
    .bind(siteId, code);
}

/** Whether a code runs at `now`: a festive code on Dubai dates, the others on the venue's `today`; both ends included. */
export function promoRunning(promo: Pick<PromoCode, "startsOn" | "endsOn" | "festive">, now: Date, today: string): boolean {
  if (promo.festive) return festiveDiscountApplies({ start_date: promo.startsOn, end_date: promo.endsOn }, now);
  return today >= promo.startsOn && today <= promo.endsOn;
}

// ---------- Bank offers ----------
/** The offer groups of a region in one language, optionally only those whose ids are listed. */
export function bankOfferGroups(region: BankOfferRegion, locale: Locale, ids: readonly number[] = []): BankOfferGroup[] {
  return BANK_OFFER_SEEDS[region]
    .filter((g) => ids.length === 0 || ids.includes(g.offerGroupId))
    .map((g) => ({
      offerGroupId: g.offerGroupId,
      bankName: g.bankName[locale],
      title: g.title[locale],
      description: g.description[locale],
      percentage: g.percentage,
      maxDiscount: g.maxDiscount,
      bins: [...g.bins],
    }));
}

/** The Fazaa offers in one language (GET /api/FazaaCardDiscount/GetAll). */
export function fazaaOffers(locale: Locale, tenant: Pick<Tenant, "bankOffer">) {
  if (!FAZAA_REGIONS.includes(tenant.bankOffer.region)) return [];
  return FAZAA_OFFERS.map((o) => ({ id: o.id, title: o.title[locale], percentage: o.percentage, description: o.description[locale] }));
}

/** True for an e-mail on one of the staff domains. */
export function isStaffEmail(email: string): boolean {
  const match = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(email.trim().toLowerCase());
  return match !== null && (MAF_STAFF_DOMAINS as readonly string[]).includes(match[1]!);
}

// ---------- Applying them ----------
export interface DiscountChoice {
  promoCode?: string | null;
  promoId?: number | null;
  offerGroupId?: number | null;
  offerBin?: string | null;
  maf_discount_code?: string | null;
  fazaa_discount_code?: string | null;
  redeemAmount: number;
}

export interface AppliedDiscounts {
  promo_code_amount: number;
  christmas_promo: boolean;
  bank_offer_amount: number;
  bank_offer_claimed: boolean;
  offerGroupId: number | null;
  maf_amount: number;
  fazaa_amount: number;
  share_amount: number;
  discount: number;
  /** The code as stored, when one applied. */
  promoCode: string | null;
}

export type DiscountOutcome = { ok: true; discounts: AppliedDiscounts } | { ok: false; code: OrderErrorCode };

const C = ORDER_ERROR_CODES;

/**
 * Applies the chosen discounts in order (promo, bank offer, staff, Fazaa, points), each on what the earlier ones
 * left and never beyond it. The first that does not apply refuses the whole check with its code.
 * `isShareMember` is false for guests: points need a signed-in SHARE member on a site that runs SHARE.
 */
export async function applyDiscounts(
  db: D1Database,
  tenant: Tenant,
  choice: DiscountChoice,
  lines: readonly PricedLine[],
  subtotal: number,
  now: Date,
  today: string,
  isShareMember = false,
): Promise<DiscountOutcome> {
  const round = (n: number) => roundAmount(n, tenant.decimals);
  let left = subtotal;
  const take = (amount: number) => {
    const taken = Math.min(round(Math.max(0, amount)), left);
    left = round(left - taken);
    return taken;
  };
  const out: AppliedDiscounts = {
    promo_code_amount: 0,
    christmas_promo: false,
    bank_offer_amount: 0,
    bank_offer_claimed: false,
    offerGroupId: null,
    maf_amount: 0,
    fazaa_amount: 0,
    share_amount: 0,
    discount: 0,
    promoCode: null,
  };

  if (choice.promoCode || choice.promoId) {
    await ensurePromoCodesSeeded(db, tenant);
    const promo = await readPromoCode(db, tenant.siteId, { code: choice.promoCode, id: choice.promoId });
    if (!promo) return { ok: false, code: C.promoUnknown };
    if (!promoRunning(promo, now, today)) return { ok: false, code: C.promoExpired };
    if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return { ok: false, code: C.promoUsedUp };
    const eligible = round(lines.filter((l) => promo.cardIds === null || promo.cardIds.includes(l.cardId)).reduce((s, l) => s + l.gross, 0));
    if (promo.cardIds !== null && !lines.some((l) => promo.cardIds!.includes(l.cardId))) return { ok: false, code: C.promoNotForProducts };
    out.promo_code_amount = take(promo.kind === "percentage" ? (eligible * promo.value) / 100 : Math.min(promo.value, eligible));
    out.christmas_promo = promo.festive;
    out.promoCode = promo.code;
  }

  if (choice.offerGroupId) {
    const region = tenant.bankOffer.region;
    const group = region === "EGY" ? undefined : BANK_OFFER_SEEDS[region].find((g) => g.offerGroupId === choice.offerGroupId);
    const bin = choice.offerBin ?? "";
    if (!group || !group.bins.some((b) => bin.startsWith(b))) return { ok: false, code: C.bankOfferNotEligible };
    out.bank_offer_amount = take(Math.min((left * group.percentage) / 100, group.maxDiscount));
    out.bank_offer_claimed = true;
    out.offerGroupId = group.offerGroupId;
  }

  if (choice.maf_discount_code) {
    if (!isStaffEmail(choice.maf_discount_code)) return { ok: false, code: C.mafNotEligible };
    out.maf_amount = take((left * MAF_STAFF_PERCENTAGE) / 100);
  }

  if (choice.fazaa_discount_code) {
    if (!FAZAA_REGIONS.includes(tenant.bankOffer.region) || !FAZAA_CARD_NUMBER.test(choice.fazaa_discount_code)) {
      return { ok: false, code: C.fazaaInvalid };
    }
    out.fazaa_amount = take((left * FAZAA_OFFERS[0].percentage) / 100);
  }

  if (choice.redeemAmount > 0) {
    if (!tenant.containsShare || !isShareMember) return { ok: false, code: C.pointsNotAllowed };
    out.share_amount = take(choice.redeemAmount);
  }

  out.discount = round(out.promo_code_amount + out.bank_offer_amount + out.maf_amount + out.fazaa_amount + out.share_amount);
  return { ok: true, discounts: out };
}
