// The footer's payment logos: a way to pay is shown only where the venue offers it (its tenant's buy-now-pay-later
// providers, with a maximum above zero in its currency), whatever the CMS lists, so a logo never promises a way to
// pay that checkout will not offer (docs/decisions/040).
import { BNPL_MAXIMUM, type BnplProvider, type BnplTenant } from "./contract/orders";

const PROVIDERS = Object.keys(BNPL_MAXIMUM) as BnplProvider[];
const ARABIC_NAMES: Record<BnplProvider, string> = { tabby: "تابي", tamara: "تمارا" };

/** The pay-later provider a logo shows, by its image's file name or its alternative text ("tabby.svg", "Tamara"). */
export function payLaterProviderOf(logo: { image_url: string; alt_text: string }): BnplProvider | null {
  const file = logo.image_url.split(/[?#]/, 1)[0]!.split("/").at(-1)!.toLowerCase();
  const alt = logo.alt_text.toLowerCase();
  return PROVIDERS.find((provider) => file.startsWith(provider) || alt.includes(provider) || alt.includes(ARABIC_NAMES[provider])) ?? null;
}

/** Whether the venue offers a pay-later provider at all: switched on and with a maximum above zero in its currency. */
export function offersPayLater(tenant: BnplTenant, provider: BnplProvider): boolean {
  return tenant.buyNowPayLater[provider] && BNPL_MAXIMUM[provider][tenant.currency] > 0;
}

/** The logos the venue's footer shows: every other way to pay, and a pay-later provider only where it is offered. */
export function offeredPaymentLogos<L extends { image_url: string; alt_text: string }>(logos: readonly L[], tenant: BnplTenant): L[] {
  return logos.filter((logo) => {
    const provider = payLaterProviderOf(logo);
    return provider === null || offersPayLater(tenant, provider);
  });
}
