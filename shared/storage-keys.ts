// Browser storage keys of the shop (booking-and-checkout §3, §4) and the key the store persists under (§9). A module
// of its own: the header's member code reads the sign-in markers without the cart's rules.
export const STORAGE_KEYS = {
  store: "vuex",
  version: "version",
  loggedOut: "logged_out",
  loggedIn: "logged_in",
  hardRefreshPages: "hard_refresh_pages",
} as const;
