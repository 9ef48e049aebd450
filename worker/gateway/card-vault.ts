// The sandbox gateway's card vault (docs/decisions/013): an "add a card" visit (a tokenisation) is opened for one
// member, its hosted page turns the card into a token with the card's display facts, and the provider reads the
// result server to server when it saves the card. The card number and CVV are checked and dropped: never stored.
import { type CardBrand, TOKENISATION_TTL_MS, brandOf, newGatewayToken, newTokenisationId } from "../../shared/contract/cards";
import type { Locale } from "../../shared/locale";

export const TOKENISATION_STATES = ["pending", "tokenised", "declined", "cancelled"] as const;
export type TokenisationState = (typeof TOKENISATION_STATES)[number];

export interface Tokenisation {
  id: string;
  mafid: string;
  siteId: number;
  locale: Locale;
  returnUrl: string;
  state: TokenisationState;
  token: string | null;
  brand: CardBrand | null;
  bin: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  createdAt: string;
  expiresAt: string;
  consumedAt: string | null;
}

interface TokenisationRow {
  id: string;
  mafid: string;
  site_id: number;
  locale: Locale;
  return_url: string;
  state: TokenisationState;
  token: string | null;
  brand: CardBrand | null;
  bin: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  holder_name: string | null;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

const tokenisationOf = (row: TokenisationRow): Tokenisation => ({
  id: row.id,
  mafid: row.mafid,
  siteId: row.site_id,
  locale: row.locale,
  returnUrl: row.return_url,
  state: row.state,
  token: row.token,
  brand: row.brand,
  bin: row.bin,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  holderName: row.holder_name,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  consumedAt: row.consumed_at,
});

/** What the hosted page checked: the card's digits and expiry, and the holder (the CVV is checked and dropped). */
export interface CheckedCard {
  digits: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

export type VaultOutcome = { kind: "tokenise"; card: CheckedCard } | { kind: "decline" } | { kind: "cancel" };

export interface NewTokenisation {
  mafid: string;
  siteId: number;
  locale: Locale;
  returnUrl: string;
}

export class SandboxCardVault {
  constructor(private readonly db: D1Database) {}

  /**
   * Opens a visit for the member, unless they opened `perHour` already within the last hour (counted in the insert):
   * null then.
   */
  async open(input: NewTokenisation, perHour: number, now: Date): Promise<Tokenisation | null> {
    const id = newTokenisationId();
    const since = new Date(now.getTime() - 3_600_000).toISOString();
    const result = await this.db
      .prepare(
        `INSERT INTO card_tokenisations (id, mafid, site_id, locale, return_url, state, created_at, expires_at)
         SELECT ?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?7
         WHERE (SELECT COUNT(*) FROM card_tokenisations WHERE mafid = ?2 AND created_at > ?8) < ?9`,
      )
      .bind(id, input.mafid, input.siteId, input.locale, input.returnUrl, now.toISOString(), new Date(now.getTime() + TOKENISATION_TTL_MS).toISOString(), since, perHour)
      .run();
    return result.meta.changes === 1 ? this.read(id) : null;
  }

  async read(id: string): Promise<Tokenisation | null> {
    const row = await this.db.prepare("SELECT * FROM card_tokenisations WHERE id = ?1").bind(id).first<TokenisationRow>();
    return row ? tokenisationOf(row) : null;
  }

  /** The hosted page's decision on a visit still pending and open; a finished or expired one is left as it is. */
  async decide(id: string, outcome: VaultOutcome, now: Date): Promise<Tokenisation | null> {
    const open = "id = ? AND state = 'pending' AND expires_at > ?";
    const at = now.toISOString();
    if (outcome.kind === "tokenise") {
      const { digits, expMonth, expYear, holderName } = outcome.card;
      await this.db
        .prepare(
          `UPDATE card_tokenisations SET state = 'tokenised', token = ?, brand = ?, bin = ?, last4 = ?, exp_month = ?, exp_year = ?, holder_name = ?
           WHERE ${open}`,
        )
        .bind(newGatewayToken(), brandOf(digits), digits.slice(0, 6), digits.slice(-4), expMonth, expYear, holderName, id, at)
        .run();
    } else {
      await this.db.prepare(`UPDATE card_tokenisations SET state = ? WHERE ${open}`).bind(outcome.kind === "decline" ? "declined" : "cancelled", id, at).run();
    }
    return this.read(id);
  }
}

/** Whether a visit's page can still take a card. */
export function tokenisationOpen(t: Tokenisation, now: Date): boolean {
  return t.state === "pending" && t.expiresAt > now.toISOString();
}
