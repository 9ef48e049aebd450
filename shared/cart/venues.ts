// Which venue a cart belongs to (docs/decisions/009): whose a stored cart is, seen from a page of one site. The
// venues themselves (names, prefixes, reservation code prefixes) are the tenants' (tenants/venues.ts).

// ---------- Whose cart (docs/decisions/009) ----------
/** Whose a stored cart is, seen from a page of site `here`. */
export type CartOwner =
  /** No line: nobody's yet (the first line saved records the site). */
  | { kind: "none" }
  | { kind: "here" }
  /** Another venue's; siteId null when the shop cannot tell which. */
  | { kind: "other"; siteId: number | null }
  /** Lines but no site recorded (stored before carts recorded it): legacyCartOwner decides. */
  | { kind: "unrecorded" };

export interface OwnedCart {
  /** The site the cart was started on; absent or null in carts stored before it was recorded. */
  siteId?: number | null;
  /** How many lines the cart holds. */
  lines: number;
}

/** The owner of a cart by its recorded site. */
export function cartOwnerOf(cart: OwnedCart, here: number): CartOwner {
  if (cart.lines === 0) return { kind: "none" };
  if (typeof cart.siteId !== "number" || cart.siteId <= 0) return { kind: "unrecorded" };
  return cart.siteId === here ? { kind: "here" } : { kind: "other", siteId: cart.siteId };
}

/** True when the page of site `here` may show and change the cart (nobody's, or its own). */
export function cartIsUsableHere(cart: { siteId?: number | null; bookingData: readonly unknown[] }, here: number): boolean {
  const owner = cartOwnerOf({ siteId: cart.siteId, lines: cart.bookingData.length }, here);
  return owner.kind === "none" || owner.kind === "here";
}

export interface LegacyCart {
  bookingData: readonly { cardID: number; cardName: string }[];
  reservationCode: string | null;
}

/**
 * The owner of a cart stored without its site: this site when every line's card is sold here under the line's card
 * id (`soldHere`: card name → the id this site sells it under, null when it does not); otherwise another venue's,
 * the one whose prefix starts the cart's reservation code when it was held (`siteOfCode`), else one the shop cannot
 * name.
 */
export function legacyCartOwner(
  cart: LegacyCart,
  here: number,
  soldHere: ReadonlyMap<string, number | null>,
  siteOfCode: (code: string | null) => number | null,
): CartOwner {
  if (cart.bookingData.length === 0) return { kind: "none" };
  if (cart.bookingData.every((line) => soldHere.get(line.cardName) === line.cardID)) return { kind: "here" };
  const site = siteOfCode(cart.reservationCode);
  return { kind: "other", siteId: site !== null && site !== here ? site : null };
}
