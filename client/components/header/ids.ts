// Element ids shared by the header's buttons and the panels they control (the panels may sit in lazy chunks).
export const MOBILE_MENU_ID = "mobile-menu";
