// How many items the visitor's cart holds, for the header's badge, cart panel and location-change warning.

/**
 * Always 0 for now: the cart store (zustand, persisted with the booking session) arrives with the cart feature
 * and this hook will then read its item count. Everything in the header already reacts to the value.
 */
export function useCartCount(): number {
  return 0;
}
