// Guests of a booking (booking-and-checkout §3, §5): the four age types and their counts, the per-type and total
// limits, at least one guest, and which age types a site offers (content-and-account §2). Plain code: the booking
// bar hydrates it without the schema library (the catalogue's guestCountsSchema is built on it).

/** Age types, in display order. */
export const GUEST_TYPES = ["adult", "junior", "child", "infant"] as const;
export type GuestType = (typeof GUEST_TYPES)[number];
/** Guests of each age type. */
export type GuestCounts = Record<GuestType, number>;

/** Most guests of one age type in a booking. */
export const GUEST_MAX_PER_TYPE = 12;
/** Most guests in a booking when the day sets no maxTotal. */
export const GUEST_DEFAULT_MAX_TOTAL = 36;
/** A booking always keeps at least one guest. */
export const MIN_TOTAL_GUESTS = 1;

export const NO_GUESTS: GuestCounts = { adult: 0, junior: 0, child: 0, infant: 0 };

export function totalGuests(c: GuestCounts): number {
  return c.adult + c.junior + c.child + c.infant;
}

/** The total limit in force: the day's maxTotal when it sets one, else 36. */
export function maxTotalOf(maxTotal?: number | null): number {
  return maxTotal ?? GUEST_DEFAULT_MAX_TOTAL;
}

/** True while a party keeps to the limits: at most 12 of each age type and the total limit in force. */
export function withinGuestLimits(c: GuestCounts, maxTotal?: number | null): boolean {
  return GUEST_TYPES.every((type) => c[type] <= GUEST_MAX_PER_TYPE) && totalGuests(c) <= maxTotalOf(maxTotal);
}

/** Plus is blocked at 12 of the type or when the total has reached the limit. */
export function canIncrement(c: GuestCounts, type: GuestType, maxTotal?: number | null): boolean {
  return c[type] < GUEST_MAX_PER_TYPE && totalGuests(c) < maxTotalOf(maxTotal);
}

/** Minus is blocked at zero or when it would leave no guest at all. */
export function canDecrement(c: GuestCounts, type: GuestType): boolean {
  return c[type] > 0 && totalGuests(c) - 1 >= MIN_TOTAL_GUESTS;
}

export function incrementGuest(c: GuestCounts, type: GuestType, maxTotal?: number | null): GuestCounts {
  return canIncrement(c, type, maxTotal) ? { ...c, [type]: c[type] + 1 } : { ...c };
}

export function decrementGuest(c: GuestCounts, type: GuestType): GuestCounts {
  return canDecrement(c, type) ? { ...c, [type]: c[type] - 1 } : { ...c };
}

export interface GuestTypeVisibility {
  hide_adult: boolean;
  hide_junior: boolean;
  hide_child: boolean;
}

/** Age types the booking bar offers: infants never; adults always when the site hides every type. */
export function enabledGuestTypes(cfg: GuestTypeVisibility): GuestType[] {
  const enabled: GuestType[] = [];
  if (!cfg.hide_adult) enabled.push("adult");
  if (!cfg.hide_junior) enabled.push("junior");
  if (!cfg.hide_child) enabled.push("child");
  return enabled.length > 0 ? enabled : ["adult"];
}

/**
 * The age types a site offers from its site configuration's hide_* switches; a configuration that is missing (not
 * read, or a switch not set) hides nothing.
 */
export function guestTypesOf(config: Partial<GuestTypeVisibility> | null | undefined): GuestType[] {
  return enabledGuestTypes({ hide_adult: config?.hide_adult ?? false, hide_junior: config?.hide_junior ?? false, hide_child: config?.hide_child ?? false });
}

/**
 * Counts with the types the site does not offer set to zero, capped at 12 per type; when nothing is left,
 * one guest of the first offered type (adult when offered), so a restored search is always bookable.
 */
export function clampToEnabled(c: GuestCounts, enabled: readonly GuestType[]): GuestCounts {
  const offered: readonly GuestType[] = enabled.length > 0 ? enabled : ["adult"];
  const next = { ...NO_GUESTS };
  for (const type of GUEST_TYPES) {
    if (offered.includes(type)) next[type] = Math.min(Math.max(0, Math.trunc(c[type] || 0)), GUEST_MAX_PER_TYPE);
  }
  if (totalGuests(next) < MIN_TOTAL_GUESTS) {
    const first: GuestType = offered.includes("adult") ? "adult" : (offered[0] ?? "adult");
    next[first] = MIN_TOTAL_GUESTS;
  }
  return next;
}

/**
 * A count typed for one type, fitted to the rules: at most 12 of the type and no more than the total limit in force
 * allows beside the others. Null when the party would have no guest left (the count is refused).
 */
export function setGuestCount(c: GuestCounts, type: GuestType, count: number, maxTotal?: number | null): GuestCounts | null {
  const others = totalGuests(c) - c[type];
  const fitted = Math.max(0, Math.min(Math.trunc(count), GUEST_MAX_PER_TYPE, maxTotalOf(maxTotal) - others));
  if (others + fitted < MIN_TOTAL_GUESTS) return null;
  return { ...c, [type]: fitted };
}
