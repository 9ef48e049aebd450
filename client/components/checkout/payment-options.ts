// Which ways to pay the payment page offers (booking-and-checkout §4, §7): card and the two wallets always;
// tabby / tamara only when the last basket check gave their link and the total is within their limit (never on Oman);
// card alone while a bank offer is claimed, since the offer is paid with that bank's card (else 4202 at checkout).
import { type GatewayPaymentType, WALLET_PAYMENT_TYPES } from "../../../shared/contract/orders";
import { type BnplTenant, bnplEligibility } from "../../../shared/cart/basket";

export function paymentOptions(
  tenant: BnplTenant,
  total: number,
  links: { tabbyWebUrl: string | null; tamaraHrefUrl: string | null } | null,
  bankOfferClaimed = false,
): GatewayPaymentType[] {
  if (bankOfferClaimed) return ["card"];
  const bnpl = bnplEligibility(tenant, total);
  const options: GatewayPaymentType[] = ["card", ...WALLET_PAYMENT_TYPES];
  if (bnpl.tabby && links?.tabbyWebUrl) options.push("tabby");
  if (bnpl.tamara && links?.tamaraHrefUrl) options.push("tamara");
  return options;
}
