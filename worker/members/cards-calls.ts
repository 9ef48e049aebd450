// The member's saved-card calls as the provider seam offers them (content-and-account §7 "Cards"; docs/decisions/013):
// answered by the embedded provider (./cards-embedded.ts) or an upstream over HTTP (worker/provider/upstream-cards.ts),
// each with the member's access token as a bearer token.
import type { AddCardRequest, MessageStatusRequest, StartTokenisationRequest } from "../../shared/contract/cards";
import type { JsonAnswer } from "../orders/answers";

export interface CardCalls {
  /** Opens an "add a card" visit at the gateway's hosted page: {data: {tokenisationId, redirectUrl}}. */
  startTokenisation(input: StartTokenisationRequest): Promise<JsonAnswer>;
  /** The add card profile call: the gateway's result of that visit, looked up server to server, saved once. */
  addCard(input: AddCardRequest): Promise<JsonAnswer>;
  list(): Promise<JsonAnswer>;
  markDefault(cardId: string): Promise<JsonAnswer>;
  remove(cardId: string): Promise<JsonAnswer>;
  messageStatus(input: MessageStatusRequest): Promise<JsonAnswer>;
}
