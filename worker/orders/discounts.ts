// Discounts of the basket check (booking-and-checkout §3, §7), each earned rather than trusted: promo codes from
// promo_codes, bank offers by card BIN (the card paid with must carry it), the staff discount for members of the
// staff list that ops keeps (a signed-in member whose verified e-mail is on it), the Fazaa discount for cards the programme issued, and loyalty points. Which of them
// combine is the shared rule of shared/discounts.ts. Together they never take the gross below zero.
import type { BankOfferRegion, OrderErrorName } from "../../shared/contract/orders";
import type { BankOfferGroup, CheckedBasketRequest, PricedLine } from "../../shared/contract/order-schemas";
import { festiveDiscountApplies, roundAmount } from "../../shared/booking/pricing";
import { claimedDiscounts, discountsCombine } from "../../shared/discounts";
import type { Locale } from "../../shared/locale";
import { normaliseEmail } from "../../shared/validation";
import type { Tenant } from "../../shared/tenant";
import {
  BANK_OFFER_SEEDS,
  FAZAA_CARD_SEEDS,
  FAZAA_OFFERS,
  FAZAA_REGIONS,
  MAF_STAFF_PERCENTAGE,
  PROMO_CODE_SEEDS,
  STAFF_SEEDS,
} from "../../tenants/catalogue/discounts";
import type { SqlCondition } from "../gateway/gateway";
import { demoDataAllowed } from "../mode";
import { seedHash } from "../seed-hash";
import { type CartClaims, NO_CLAIMS } from "./carts";

// ---------- Seeds, written once per isolate ----------
const seeding = new Map<string, Promise<void>>();

/** Runs a seeding write once per isolate and key; a failure is retried on the next call. */
function seedOnce(key: string, write: () => Promise<unknown>): Promise<void> {
  let pending = seeding.get(key);
  if (!pending) {
    pending = write().then(
      () => undefined,
      (error: unknown) => {
        seeding.delete(key);
        throw error;
      },
    );
    seeding.set(key, pending);
  }
  return pending;
}

const UPSERT_PROMOS = `INSERT INTO promo_codes (site_id, code, kind, value, card_ids, starts_on, ends_on, festive, max_uses, used_count, seed_hash)
  SELECT ?1, json_extract(value, '$.code'), json_extract(value, '$.kind'), json_extract(value, '$.value'),
    json_extract(value, '$.card_ids'), json_extract(value, '$.starts_on'), json_extract(value, '$.ends_on'),
    json_extract(value, '$.festive'), json_extract(value, '$.max_uses'), json_extract(value, '$.used_count'), json_extract(value, '$.seed_hash')
  FROM json_each(?2) WHERE true
  ON CONFLICT (site_id, code) DO UPDATE SET kind = excluded.kind, value = excluded.value, card_ids = excluded.card_ids,
    starts_on = excluded.starts_on, ends_on = excluded.ends_on, festive = excluded.festive, max_uses = excluded.max_uses,
    seed_hash = excluded.seed_hash
  WHERE promo_codes.seed_hash IS NOT NULL AND promo_codes.seed_hash <> excluded.seed_hash`;

function promoRows(tenant: Tenant) {
  return PROMO_CODE_SEEDS[tenant.slug].map((s) => ({ ...s, festive: s.festive ? 1 : 0, seed_hash: seedHash(JSON.stringify(s)) }));
}

/**
 * Writes a site's seeded promo codes, the demo staff list and the demo Fazaa cards (an edited code, seed_hash
 * NULL, is left alone; counted uses are never reset; a removed staff member stays removed).
 */
export function seedDiscountStatements(db: D1Database, tenant: Tenant): D1PreparedStatement[] {
  return [
    db.prepare(UPSERT_PROMOS).bind(tenant.siteId, JSON.stringify(promoRows(tenant))),
    db
      .prepare(
        `INSERT OR IGNORE INTO staff_members (email, name, changed_by)
         SELECT json_extract(value, '$.email'), json_extract(value, '$.name'), 'seed' FROM json_each(?1)`,
      )
      .bind(JSON.stringify(STAFF_SEEDS)),
    db
      .prepare(
        `INSERT OR IGNORE INTO fazaa_cards (card_number, valid_until)
         SELECT json_extract(value, '$.card_number'), json_extract(value, '$.valid_until') FROM json_each(?1)`,
      )
      .bind(JSON.stringify(FAZAA_CARD_SEEDS)),
  ];
}

/** Seeds the demo promo codes, staff list and Fazaa cards once per isolate; never in production (worker/mode.ts). */
export function ensureDiscountsSeeded(env: { DB: D1Database; SHOP_MODE?: string }, tenant: Tenant): Promise<void> {
  if (!demoDataAllowed(env)) return Promise.resolve();
  const db = env.DB;
  const key = `${tenant.siteId}:${seedHash(JSON.stringify([promoRows(tenant), STAFF_SEEDS, FAZAA_CARD_SEEDS]))}`;
  return seedOnce(key, () => db.batch(seedDiscountStatements(db, tenant)));
}

// ---------- Promo codes ----------
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

/** The Fazaa offers in one language (GET /api/FazaaCardDiscount/GetAll); none outside the programme's region. */
export function fazaaOffers(locale: Locale, tenant: Pick<Tenant, "bankOffer">) {
  if (!FAZAA_REGIONS.includes(tenant.bankOffer.region)) return [];
  return FAZAA_OFFERS.map((o) => ({ id: o.id, title: o.title[locale], percentage: o.percentage, description: o.description[locale] }));
}

// ---------- The staff list (ops) ----------
export interface StaffMember {
  email: string;
  name: string;
  active: boolean;
  changedBy: string;
  changedAt: string;
}

interface StaffRow {
  email: string;
  name: string;
  active: number;
  changed_by: string;
  changed_at: string;
}

const staffOf = (row: StaffRow): StaffMember => ({
  email: row.email,
  name: row.name,
  active: row.active === 1,
  changedBy: row.changed_by,
  changedAt: row.changed_at,
});

/** True for an e-mail on the staff list (not removed). */
export async function isStaffMember(db: D1Database, email: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS found FROM staff_members WHERE email = ?1 AND active = 1").bind(normaliseEmail(email)).first();
  return row !== null;
}

/** The staff list, removed members included, by e-mail. */
export async function listStaff(db: D1Database): Promise<StaffMember[]> {
  const { results } = await db.prepare("SELECT * FROM staff_members ORDER BY email").all<StaffRow>();
  return results.map(staffOf);
}

/**
 * The change-log row of a staff list change (ops_changes: action 'staff', site 'all', no language, the e-mail as the
 * document), written in the same batch as the change. changes() is the row count of the statement just before: a
 * change that touched no row writes no log row (its "after" would be NULL, so the row is skipped, not refused).
 */
function staffLogStatement(db: D1Database, changedBy: string, email: string, before: StaffRow | null, after: { name: string; active: boolean }) {
  return db
    .prepare(
      `INSERT INTO ops_changes (token_name, action, site, locale, doc_key, before, after)
       SELECT ?1, 'staff', 'all', NULL, ?2, ?3, ?4 WHERE changes() = 1`,
    )
    .bind(changedBy, email, before ? JSON.stringify({ name: before.name, active: before.active === 1 }) : null, JSON.stringify(after));
}

/** Adds (or brings back) a staff member, with its change-log row; answers the member as stored. */
export async function addStaffMember(db: D1Database, email: string, name: string, changedBy: string, now: Date): Promise<StaffMember> {
  const address = normaliseEmail(email);
  const before = await db.prepare("SELECT * FROM staff_members WHERE email = ?1").bind(address).first<StaffRow>();
  const [written] = await db.batch<StaffRow>([
    db
      .prepare(
        `INSERT INTO staff_members (email, name, active, changed_by, changed_at) VALUES (?1, ?2, 1, ?3, ?4)
         ON CONFLICT (email) DO UPDATE SET name = excluded.name, active = 1, changed_by = excluded.changed_by, changed_at = excluded.changed_at
         RETURNING *`,
      )
      .bind(address, name, changedBy, now.toISOString()),
    staffLogStatement(db, changedBy, address, before, { name, active: true }),
  ]);
  return staffOf(written!.results[0]!);
}

/**
 * Removes a staff member (kept as removed, so the demo seed does not bring it back), with its change-log row; null when
 * not on the list.
 */
export async function removeStaffMember(db: D1Database, email: string, changedBy: string, now: Date): Promise<StaffMember | null> {
  const address = normaliseEmail(email);
  const before = await db.prepare("SELECT * FROM staff_members WHERE email = ?1").bind(address).first<StaffRow>();
  if (!before) return null;
  const [written] = await db.batch<StaffRow>([
    db.prepare("UPDATE staff_members SET active = 0, changed_by = ?2, changed_at = ?3 WHERE email = ?1 RETURNING *").bind(address, changedBy, now.toISOString()),
    staffLogStatement(db, changedBy, address, before, { name: before.name, active: false }),
  ]);
  const row = written!.results[0];
  return row ? staffOf(row) : null;
}

/** True for a Fazaa card the programme issued that is still valid on `today` (venue date). */
export async function isFazaaCard(db: D1Database, cardNumber: string, today: string): Promise<boolean> {
  const row = await db.prepare("SELECT valid_until FROM fazaa_cards WHERE card_number = ?1").bind(cardNumber).first<{ valid_until: string }>();
  return row !== null && row.valid_until >= today;
}

// ---------- Member vouchers (docs/decisions/057) ----------
/**
 * The voucher `code` as `holder` (the signed-in member's id, null for a guest) may spend it on this site today, or
 * the refusal. Another member's code and an unknown one are refused alike, so a code tells nobody else anything.
 */
export async function spendableVoucher(
  db: D1Database,
  siteId: number,
  code: string,
  holder: string | null,
  today: string,
): Promise<{ ok: true; code: string; value: number } | { ok: false; error: OrderErrorName }> {
  if (holder === null) return { ok: false, error: "voucherSignInRequired" };
  const row = await db
    .prepare("SELECT code, value, valid_until, used_at FROM member_vouchers WHERE code = ?1 COLLATE NOCASE AND mafid = ?2 AND site_id = ?3")
    .bind(code, holder, siteId)
    .first<{ code: string; value: number; valid_until: string; used_at: string | null }>();
  if (!row) return { ok: false, error: "voucherNotYours" };
  if (row.used_at !== null) return { ok: false, error: "voucherUsed" };
  if (row.valid_until < today) return { ok: false, error: "voucherExpired" };
  return { ok: true, code: row.code, value: row.value };
}

/** SQL: the voucher is still unspent (a capture that spends it needs this in its transaction). */
export function voucherUnspent(code: string | null | undefined): SqlCondition {
  if (!code) return { sql: "1", params: [] };
  return { sql: "EXISTS (SELECT 1 FROM member_vouchers WHERE code = ? AND used_at IS NULL)", params: [code] };
}

// ---------- Applying them ----------
export interface AppliedDiscounts {
  promo_code_amount: number;
  christmas_promo: boolean;
  bank_offer_amount: number;
  bank_offer_claimed: boolean;
  offerGroupId: number | null;
  maf_amount: number;
  fazaa_amount: number;
  voucher_amount: number;
  share_amount: number;
  discount: number;
  /** The code as stored, when one applied. */
  promoCode: string | null;
  /** What the cart claims besides the promo code, for checkout and the payment page to hold it to. */
  claims: CartClaims;
}

export type DiscountOutcome = { ok: true; discounts: AppliedDiscounts } | { ok: false; error: OrderErrorName };

/**
 * Who claims a staff discount: a guest, or a signed-in member with the e-mail the identity provider vouches for
 * (null while the member has not followed the provider's verification link).
 */
export type StaffClaimant = { signedIn: false } | { signedIn: true; verifiedEmail: string | null };
export const GUEST_CLAIMANT: StaffClaimant = { signedIn: false };

/**
 * Whether `claimant` may take the staff discount for the code `email`, or the refusal. Typing a staff member's
 * address proves nothing: the discount is the staff member's own, signed in with that address verified. A guest and
 * an unverified member are refused before the list is read, so the answer tells them nothing about who is on it.
 */
export async function staffDiscountRefusal(db: D1Database, claimant: StaffClaimant, email: string): Promise<OrderErrorName | null> {
  if (!claimant.signedIn) return "mafSignInRequired";
  if (claimant.verifiedEmail === null) return "mafEmailNotVerified";
  if (claimant.verifiedEmail !== normaliseEmail(email)) return "mafNotEligible";
  return (await isStaffMember(db, claimant.verifiedEmail)) ? null : "mafNotEligible";
}

/**
 * Applies the chosen discounts (at most one of promo, bank offer, staff, Fazaa, then points), each on what the
 * earlier ones left and never beyond it. The first that does not apply refuses the whole check with its refusal.
 * `isShareMember` is false for guests: points need a signed-in SHARE member on a site that runs SHARE. The staff
 * discount needs `staffClaimant` to be the staff member (staffDiscountRefusal).
 */
export async function applyDiscounts(
  env: { DB: D1Database; SHOP_MODE?: string },
  tenant: Tenant,
  choice: CheckedBasketRequest,
  lines: readonly PricedLine[],
  subtotal: number,
  now: Date,
  today: string,
  isShareMember = false,
  staffClaimant: StaffClaimant = GUEST_CLAIMANT,
  voucherHolder: string | null = null,
): Promise<DiscountOutcome> {
  if (!discountsCombine(claimedDiscounts(choice))) return { ok: false, error: "discountsDoNotCombine" };
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
    voucher_amount: 0,
    share_amount: 0,
    discount: 0,
    promoCode: null,
    claims: { ...NO_CLAIMS },
  };
  if (claimedDiscounts(choice).some((k) => k !== "points")) await ensureDiscountsSeeded(env, tenant);
  const db = env.DB;

  if (choice.promoCode || choice.promoId) {
    const promo = await readPromoCode(db, tenant.siteId, { code: choice.promoCode, id: choice.promoId });
    if (!promo) return { ok: false, error: "promoUnknown" };
    if (!promoRunning(promo, now, today)) return { ok: false, error: "promoExpired" };
    if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return { ok: false, error: "promoUsedUp" };
    const eligible = round(lines.filter((l) => promo.cardIds === null || promo.cardIds.includes(l.cardId)).reduce((s, l) => s + l.gross, 0));
    if (promo.cardIds !== null && !lines.some((l) => promo.cardIds!.includes(l.cardId))) return { ok: false, error: "promoNotForProducts" };
    out.promo_code_amount = take(promo.kind === "percentage" ? (eligible * promo.value) / 100 : Math.min(promo.value, eligible));
    out.christmas_promo = promo.festive;
    out.promoCode = promo.code;
  }

  if (choice.offerGroupId) {
    const region = tenant.bankOffer.region;
    const group = region === "EGY" ? undefined : BANK_OFFER_SEEDS[region].find((g) => g.offerGroupId === choice.offerGroupId);
    const bin = choice.offerBin ?? "";
    if (!group || !group.bins.some((b) => bin.startsWith(b))) return { ok: false, error: "bankOfferNotEligible" };
    out.bank_offer_amount = take(Math.min((left * group.percentage) / 100, group.maxDiscount));
    out.bank_offer_claimed = true;
    out.offerGroupId = group.offerGroupId;
    out.claims.offerGroupId = group.offerGroupId;
    out.claims.offerBin = bin;
  }

  if (choice.maf_discount_code) {
    const refused = await staffDiscountRefusal(db, staffClaimant, choice.maf_discount_code);
    if (refused) return { ok: false, error: refused };
    out.maf_amount = take((left * MAF_STAFF_PERCENTAGE) / 100);
    out.claims.mafEmail = normaliseEmail(choice.maf_discount_code);
  }

  if (choice.fazaa_discount_code) {
    if (!FAZAA_REGIONS.includes(tenant.bankOffer.region) || !(await isFazaaCard(db, choice.fazaa_discount_code, today))) {
      return { ok: false, error: "fazaaInvalid" };
    }
    out.fazaa_amount = take((left * FAZAA_OFFERS[0].percentage) / 100);
    out.claims.fazaaCard = choice.fazaa_discount_code;
  }

  if (choice.voucherCode) {
    const voucher = await spendableVoucher(db, tenant.siteId, choice.voucherCode, voucherHolder, today);
    if (!voucher.ok) return { ok: false, error: voucher.error };
    out.voucher_amount = take(voucher.value);
    out.claims.voucherCode = voucher.code;
  }

  if (choice.redeemAmount > 0) {
    if (!tenant.containsShare || !isShareMember) return { ok: false, error: "pointsNotAllowed" };
    out.share_amount = take(choice.redeemAmount);
    out.claims.redeemAmount = out.share_amount;
  }

  out.discount = round(out.promo_code_amount + out.bank_offer_amount + out.maf_amount + out.fazaa_amount + out.voucher_amount + out.share_amount);
  return { ok: true, discounts: out };
}
