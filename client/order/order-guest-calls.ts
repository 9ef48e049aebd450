// The ticket holder calls of decision 014 (client/api/api.ts with the contract's schemas): a member's order's tickets
// with their holders, an assignment of several tickets at once, and a guest named for the order. Member calls carry
// the session cookie only (no guest token).
import {
  type AssignGuestsRequest,
  ORDER_GUEST_PATHS,
  type OrderGuests,
  type QuickGuestRequest,
  type TicketHolder,
  orderGuestsAnswerSchema,
  quickGuestAnswerSchema,
} from "../../shared/contract/order-guests";
import { type CallResult, type Caller, callProvider } from "../api/api";

const asMember = (caller: Caller): Caller => ({ tenant: caller.tenant, locale: caller.locale, token: null });

export async function fetchOrderGuests(caller: Caller, orderId: string): Promise<CallResult<OrderGuests>> {
  const answer = await callProvider(asMember(caller), ORDER_GUEST_PATHS.orderGuests(orderId), orderGuestsAnswerSchema);
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

export async function assignGuests(caller: Caller, request: AssignGuestsRequest): Promise<CallResult<OrderGuests>> {
  const answer = await callProvider(asMember(caller), ORDER_GUEST_PATHS.assignGuests, orderGuestsAnswerSchema, { method: "POST", body: request });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

export async function addOrderGuest(caller: Caller, request: QuickGuestRequest): Promise<CallResult<TicketHolder>> {
  const answer = await callProvider(asMember(caller), ORDER_GUEST_PATHS.quickGuest, quickGuestAnswerSchema, { method: "POST", body: request });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}
