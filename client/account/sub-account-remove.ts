// Removing a sub-account from the family page (DELETE /sub-account/{id}; docs/decisions/015), with the session only.
import { SUB_ACCOUNT_PATH, deletedSubAccountAnswerSchema } from "../../shared/contract/holdings";
import { type CallResult, type Caller, callProvider } from "../api/api";

export function removeSubAccount(caller: Caller, id: string): Promise<CallResult<{ data: { deleted: string } }>> {
  return callProvider({ tenant: caller.tenant, locale: caller.locale, token: null }, SUB_ACCOUNT_PATH(id), deletedSubAccountAnswerSchema, { method: "DELETE" });
}
