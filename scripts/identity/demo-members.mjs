// Demo members and demo staff of the development identity provider, seeded (their addresses verified) when its
// account store lacks them. Fixed sub and mafid so the shop can seed member data (bookings, points, sub-accounts)
// against them.

export const DEMO_PASSWORD = "SnowDemo2026";

export const DEMO_MEMBERS = [
  {
    // The SHARE (loyalty) member on Ski Dubai.
    sub: "demo-sara",
    mafid: "MAF-1000001",
    email: "sara.share@example.com",
    title: "ms",
    firstName: "Sara",
    lastName: "Al Mansoori",
    gender: "female",
    birthdate: "1992-04-18",
    country: "ARE",
    locale: "en",
    shareTerms: true,
  },
  {
    // A plain member.
    sub: "demo-omar",
    mafid: "MAF-1000002",
    email: "omar.member@example.com",
    title: "mr",
    firstName: "Omar",
    lastName: "Haddad",
    gender: "male",
    birthdate: "1988-11-02",
    country: "OMN",
    locale: "en",
    shareTerms: false,
  },
  {
    // The member with sub-accounts (her family).
    sub: "demo-fatima",
    mafid: "MAF-1000003",
    email: "fatima.family@example.com",
    title: "mrs",
    firstName: "Fatima",
    lastName: "Rahman",
    gender: "female",
    birthdate: "1985-07-23",
    country: "ARE",
    locale: "en",
    shareTerms: false,
  },
];

/** Demo staff: members whose verified address is on the shop's demo staff list (tenants/catalogue/discounts.ts). */
export const DEMO_STAFF = [
  {
    // On the staff list: the staff discount is hers when she books signed in.
    sub: "demo-amira",
    mafid: "MAF-1000004",
    email: "amira.haddad@maf.ae",
    title: "ms",
    firstName: "Amira",
    lastName: "Haddad",
    gender: "female",
    birthdate: "1990-03-14",
    country: "ARE",
    locale: "en",
    shareTerms: false,
  },
];

/**
 * Demo venue staff of the staff console (/ops): the provider gives them the venue_ops claim, the venues they run
 * (site slugs, or "*" for every venue).
 */
export const DEMO_OPS = [
  {
    sub: "demo-ops",
    mafid: "MAF-1000005",
    email: "ops@example.com",
    title: "mr",
    firstName: "Karim",
    lastName: "Nasser",
    gender: "male",
    birthdate: "1986-09-09",
    country: "ARE",
    locale: "en",
    shareTerms: false,
    venueOps: ["*"],
  },
  {
    sub: "demo-ops-oman",
    mafid: "MAF-1000006",
    email: "ops.oman@example.com",
    title: "ms",
    firstName: "Huda",
    lastName: "Al Balushi",
    gender: "female",
    birthdate: "1991-01-27",
    country: "OMN",
    locale: "en",
    shareTerms: false,
    venueOps: ["snow-oman"],
  },
];

/** Every seeded account. */
export const DEMO_ACCOUNTS = [...DEMO_MEMBERS, ...DEMO_STAFF, ...DEMO_OPS];
