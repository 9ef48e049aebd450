// The member's account calls as the provider seam offers them (content-and-account §7; docs/decisions/011):
// answered by the embedded provider (./account-embedded.ts) or an upstream over HTTP
// (worker/provider/upstream-account.ts), each member call with the member's access token as a bearer token.
import type { PassportType } from "../../shared/contract/account";
import type { ExerciseAnswersRequest, GearRequest, SubAccountRequest, UpdateSubAccountRequest, WaiverRequest } from "../../shared/contract/account-schemas";
import type { Locale } from "../../shared/locale";
import type { JsonAnswer } from "../orders/answers";
import type { linkRequestSchema } from "../../shared/contract/sub-account-link";
import type { z } from "zod";

export type LinkRequestBody = z.output<typeof linkRequestSchema>;

export interface AccountCalls {
  createSubAccount(input: SubAccountRequest): Promise<JsonAnswer>;
  updateSubAccount(input: UpdateSubAccountRequest): Promise<JsonAnswer>;
  /** Removes a sub-account and what is kept for that person (DELETE /sub-account/{id}; docs/decisions/015). */
  deleteSubAccount(id: string): Promise<JsonAnswer>;
  primaryAndSubAccounts(): Promise<JsonAnswer>;
  /** A code for another member to join the family, or that member joining with it (POST /sub-account/link). */
  linkSubAccount(input: LinkRequestBody): Promise<JsonAnswer>;
  saveGear(input: GearRequest): Promise<JsonAnswer>;
  gearOf(userId: string): Promise<JsonAnswer>;
  allGear(): Promise<JsonAnswer>;
  saveWaiver(input: WaiverRequest): Promise<JsonAnswer>;
  waiverOf(userId: string): Promise<JsonAnswer>;
  allWaivers(): Promise<JsonAnswer>;
  skiPassport(type: PassportType, userId: string): Promise<JsonAnswer>;
  exerciseAnswers(input: ExerciseAnswersRequest): Promise<JsonAnswer>;
  vouchers(): Promise<JsonAnswer>;
  dashboard(): Promise<JsonAnswer>;
  /** The member's memberships, alpine vouchers and group lessons on this site (shared/contract/holdings.ts). */
  holdings(): Promise<JsonAnswer>;
}

/** The public metadata documents (no member, no token). */
export interface AccountDocuments {
  gearMeta(location: string, lang: Locale, version: string | undefined): Promise<JsonAnswer>;
  waiverMeta(location: string, lang: Locale, version: string | undefined): Promise<JsonAnswer>;
}
