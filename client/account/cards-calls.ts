// The saved-card calls of the payments page (docs/decisions/013) through client/api/api.ts with the card contract's
// schemas. Member calls carry the session cookie only (no guest token); the card number never passes through here:
// it is typed on the gateway's own page.
import {
  CARD_PATHS,
  type MessageStatusRequest,
  type SavedCard,
  cardsListAnswerSchema,
  savedCardAnswerSchema,
  startTokenisationAnswerSchema,
} from "../../shared/contract/cards";
import { type CallResult, type Caller, callProvider } from "../api/api";

const asMember = (caller: Caller): Caller => ({ tenant: caller.tenant, locale: caller.locale, token: null });
const cardsOf = (answer: CallResult<{ cards: SavedCard[] }>): CallResult<SavedCard[]> => (answer.ok ? { ...answer, data: answer.data.cards } : answer);

/** The member's cards on this site, the default first. */
export async function fetchSavedCards(caller: Caller): Promise<CallResult<SavedCard[]>> {
  return cardsOf(await callProvider(asMember(caller), CARD_PATHS.list, cardsListAnswerSchema));
}

/** Opens an "add a card" visit: the gateway's page to send the member to. */
export async function startAddingCard(caller: Caller): Promise<CallResult<{ tokenisationId: string; redirectUrl: string }>> {
  const answer = await callProvider(asMember(caller), CARD_PATHS.startTokenisation, startTokenisationAnswerSchema, { method: "POST", body: {} });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

/** Saves the card of a finished visit (the server reads the card from the gateway, not from here). */
export async function saveTokenisedCard(caller: Caller, tokenisationId: string): Promise<CallResult<SavedCard>> {
  const answer = await callProvider(asMember(caller), CARD_PATHS.addCard, savedCardAnswerSchema, { method: "POST", body: { tokenisationId } });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}

export async function markDefaultCard(caller: Caller, id: string): Promise<CallResult<SavedCard[]>> {
  return cardsOf(await callProvider(asMember(caller), CARD_PATHS.markDefault(id), cardsListAnswerSchema, { method: "PUT" }));
}

export async function deleteCard(caller: Caller, id: string): Promise<CallResult<SavedCard[]>> {
  return cardsOf(await callProvider(asMember(caller), CARD_PATHS.remove(id), cardsListAnswerSchema, { method: "DELETE" }));
}

export async function setCardMessageStatus(caller: Caller, request: MessageStatusRequest): Promise<CallResult<SavedCard>> {
  const answer = await callProvider(asMember(caller), CARD_PATHS.messageStatus, savedCardAnswerSchema, { method: "POST", body: request });
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
}
