// The order calls as the provider seam offers them (booking-and-checkout §7): one interface, answered by the
// embedded ledger (this folder) or by an upstream provider over HTTP (worker/provider/upstream-orders.ts), each
// answer in the contract's shapes.
import type { BankOfferBuCode, BankOfferRegion, BasketMode, CheckoutPaymentType, WalletPaymentType } from "../../shared/contract/orders";
import type { CheckedBasketRequest, CheckoutRequest, GuestTokenRequest } from "../../shared/contract/order-schemas";
import type { Locale } from "../../shared/locale";
import type { FileAnswer, JsonAnswer } from "./answers";

export interface BankOffersQuery {
  region: BankOfferRegion;
  bucode: BankOfferBuCode;
  ids?: string;
}

export interface OrderCalls {
  generateToken(input: GuestTokenRequest, apiKey: string | null): Promise<JsonAnswer>;
  checkBasket(input: CheckedBasketRequest, mode: BasketMode): Promise<JsonAnswer>;
  extendSession(cartId: string): Promise<JsonAnswer>;
  releaseCart(cartId: string): Promise<JsonAnswer>;
  addOns(cardId: number): Promise<JsonAnswer>;
  bankOffers(query: BankOffersQuery): Promise<JsonAnswer>;
  fazaaOffers(): Promise<JsonAnswer>;
  checkoutToken(paymentType: WalletPaymentType): Promise<JsonAnswer>;
  checkout(input: CheckoutRequest, paymentType: CheckoutPaymentType): Promise<JsonAnswer>;
  capture(checkoutSessionId: string): Promise<JsonAnswer>;
  bookingDetails(code: string): Promise<JsonAnswer>;
  ticketPdf(code: string): Promise<FileAnswer | JsonAnswer>;
  invoice(code: string, lang: Locale | undefined): Promise<FileAnswer | JsonAnswer>;
  searchBooking(code: string, email: string): Promise<JsonAnswer>;
}
