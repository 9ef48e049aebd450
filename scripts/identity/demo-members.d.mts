// Types of demo-members.mjs for TypeScript callers (tests that sign the demo members in).
export interface DemoMember {
  sub: string;
  mafid: string;
  email: string;
  title: "mr" | "mrs" | "ms" | "miss";
  firstName: string;
  lastName: string;
  gender: "male" | "female";
  birthdate: string;
  country: string;
  locale: "en" | "ar";
  shareTerms: boolean;
  /** Staff console venues (site slugs or "*"), demo venue staff only. */
  venueOps?: string[];
}
export declare const DEMO_PASSWORD: string;
export declare const DEMO_MEMBERS: DemoMember[];
export declare const DEMO_STAFF: DemoMember[];
export declare const DEMO_OPS: DemoMember[];
export declare const DEMO_ACCOUNTS: DemoMember[];
