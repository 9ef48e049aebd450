// Demo members of the development identity provider, seeded when its account store is empty. Fixed sub and
// mafid so the shop can seed member data (bookings, points, sub-accounts) against them.

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
