// Linking a member's own account into another member's family (shared/contract/sub-account-link.ts;
// docs/decisions/015). The code is random (50 bits), kept only as its digest, used once, and valid for a day; the
// link is made in one batch that checks the code, the family's limit and an earlier link, and spends the code only
// when the link was made.
import { MAX_SUB_ACCOUNTS } from "../../shared/contract/account";
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH, LINK_CODE_VALID_HOURS, LINK_REFUSALS, displayLinkCode } from "../../shared/contract/sub-account-link";
import type { Locale } from "../../shared/locale";
import { type JsonAnswer, ok } from "../orders/answers";
import type { MemberRow } from "./store";

async function digestOf(code: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`sub-account-link:${code}`)));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function newCode(): string {
  // 32 symbols: each random byte's low five bits pick one without bias.
  return [...crypto.getRandomValues(new Uint8Array(LINK_CODE_LENGTH))].map((b) => LINK_CODE_ALPHABET[b & 31]).join("");
}

const refusal = (status: number, error: keyof typeof LINK_REFUSALS, locale: Locale): JsonAnswer => ({ status, body: { error, message: LINK_REFUSALS[error][locale] } });

/** A new code for the member's family (any earlier open code stops working). */
export async function inviteToFamily(db: D1Database, member: MemberRow, now: Date): Promise<JsonAnswer> {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + LINK_CODE_VALID_HOURS * 3_600_000).toISOString();
  await db
    .prepare(
      `INSERT INTO sub_account_link_codes (code_hash, mafid, expires_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (mafid) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at`,
    )
    .bind(await digestOf(code), member.mafid, expiresAt)
    .run();
  return ok({ data: { code: displayLinkCode(code), expiresAt } });
}

/** The caller joins the family whose code this is, as a sub-account that remembers their own account. */
export async function acceptFamilyLink(db: D1Database, member: MemberRow, code: string, now: Date, locale: Locale): Promise<JsonAnswer> {
  const hash = await digestOf(code);
  const stamp = now.toISOString();
  const owner = await db
    .prepare("SELECT c.mafid, m.first_name FROM sub_account_link_codes c JOIN members m ON m.mafid = c.mafid WHERE c.code_hash = ?1 AND c.expires_at > ?2")
    .bind(hash, stamp)
    .first<{ mafid: string; first_name: string }>();
  if (!owner) return refusal(404, "link_code_not_found", locale);
  if (owner.mafid === member.mafid) return refusal(422, "link_own_account", locale);
  if (!member.title || !member.date_of_birth) return refusal(422, "details_missing", locale);
  const [a, b] = crypto.getRandomValues(new Uint32Array(2));
  const id = `SUB-${a!.toString(36).padStart(7, "0")}${b!.toString(36).padStart(7, "0")}`.toUpperCase();
  const gender = member.gender ?? (member.title === "mr" ? "male" : "female");
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO sub_accounts (id, mafid, title, first_name, last_name, gender, date_of_birth, relation, linked_mafid, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'other', ?8, ?9, ?9
         WHERE EXISTS (SELECT 1 FROM sub_account_link_codes WHERE code_hash = ?10 AND mafid = ?2 AND expires_at > ?9)
           AND (SELECT COUNT(*) FROM sub_accounts WHERE mafid = ?2) < ?11
           AND NOT EXISTS (SELECT 1 FROM sub_accounts WHERE mafid = ?2 AND linked_mafid = ?8)`,
      )
      .bind(id, owner.mafid, member.title, member.first_name, member.last_name, gender, member.date_of_birth, member.mafid, stamp, hash, MAX_SUB_ACCOUNTS),
    db.prepare("DELETE FROM sub_account_link_codes WHERE code_hash = ?1 AND EXISTS (SELECT 1 FROM sub_accounts WHERE id = ?2)").bind(hash, id),
  ]);
  if (inserted!.meta.changes) return ok({ data: { familyOf: owner.first_name } });
  // Why not: an earlier link, a full family, or the code spent or replaced meanwhile.
  const linked = await db.prepare("SELECT 1 AS found FROM sub_accounts WHERE mafid = ?1 AND linked_mafid = ?2").bind(owner.mafid, member.mafid).first();
  if (linked) return refusal(409, "already_linked", locale);
  const count = (await db.prepare("SELECT COUNT(*) AS n FROM sub_accounts WHERE mafid = ?1").bind(owner.mafid).first<{ n: number }>())!.n;
  if (count >= MAX_SUB_ACCOUNTS) return refusal(422, "too_many_sub_accounts", locale);
  return refusal(404, "link_code_not_found", locale);
}
