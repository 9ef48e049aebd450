// The titles a guest or a member goes by (the guest form, generate-token, a member's information). A module of its
// own, so the header's member code takes it without the order contract.
export const GUEST_TITLES = ["mr", "mrs", "ms", "miss"] as const;
export type GuestTitle = (typeof GUEST_TITLES)[number];
