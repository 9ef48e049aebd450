// A member's card on file (member_cards) as every part of the shop shows it: the account's card list and the
// gateway's stored cards at payment read the same columns the same way. No token or number is ever part of it.
import { type CardBrand, cardExpired } from "../../shared/contract/cards";

/** The columns of member_cards both readers select. */
export interface CardOnFileRow {
  id: string;
  brand: CardBrand;
  bin: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: number;
}

/** A card on file as shown, `expired` on the venue's `today` (YYYY-MM-DD). */
export interface CardOnFile {
  id: string;
  brand: CardBrand;
  bin: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  isDefault: boolean;
  expired: boolean;
}

export function cardOnFileOf(row: CardOnFileRow, today: string): CardOnFile {
  return {
    id: row.id,
    brand: row.brand,
    bin: row.bin,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    holderName: row.holder_name,
    isDefault: row.is_default === 1,
    expired: cardExpired(row.exp_month, row.exp_year, today),
  };
}
