// The embedded provider's order calls: the ledger of this folder behind the OrderCalls interface of the seam.
import { todayIn } from "../../shared/booking/calendar";
import { BANK_OFFER_BU_CODES, WEB_SHOP_API_KEY } from "../../shared/contract/orders";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { ensureCatalogueSeeded, readCardsByIds } from "../provider/store";
import { invalid, ok, refusal } from "./answers";
import { checkBasket } from "./basket";
import type { OrderCalls } from "./calls";
import { captureCheckout } from "./capture";
import { extendCart, releaseCart } from "./cart-session";
import { startCheckout, walletToken } from "./checkout";
import type { OrderContext } from "./context";
import { bankOfferGroups, fazaaOffers } from "./discounts";
import { issueGuestToken } from "./guest-tokens";
import { bookingDetails, findBooking, invoice, ticketPdf } from "./order-reads";
import { addOnsOf } from "./pricing";

/** The key generate-token expects: the configured one, else the web shop's public key. */
export function guestApiKeyOf(env: { GUEST_API_KEY?: string }): string {
  return env.GUEST_API_KEY?.trim() || WEB_SHOP_API_KEY;
}

export function embeddedOrders(ctx: OrderContext): OrderCalls {
  const { tenant, locale } = ctx;
  return {
    async generateToken(input, apiKey) {
      if (apiKey !== guestApiKeyOf(ctx.env)) return refusal("accessDenied", locale);
      const token = await issueGuestToken(ctx.env.DB, tenant.siteId, input, ctx.now);
      return ok({ data: { data: { token } } });
    },
    checkBasket: (input, mode) => checkBasket(ctx, input, mode),
    extendSession: (cartId) => extendCart(ctx, cartId),
    releaseCart: (cartId) => releaseCart(ctx, cartId),
    async addOns(cardId) {
      await ensureCatalogueSeeded(ctx.env, tenant.siteId, CATALOGUE_SEEDS[tenant.slug], todayIn(tenant.timeZone, ctx.now));
      const cards = await readCardsByIds(ctx.env.DB, tenant.siteId, locale, [cardId]);
      if (!cards.has(cardId)) return { status: 404, body: { error: "not_found", message: `No card ${cardId} on this site` } };
      const data = addOnsOf(tenant).map((a) => ({ ak: a.ak, title: a.title[locale], description: a.description[locale], price: a.price, maxQuantity: a.maxQuantity }));
      return ok({ data });
    },
    async bankOffers({ region, bucode, ids }) {
      if (BANK_OFFER_BU_CODES[bucode] !== region) {
        return invalid([{ field: "bucode", rule: "region", message: `bucode ${bucode} does not belong to region ${region}` }]);
      }
      const idList = ids ? ids.split(",").map(Number) : [];
      return ok({ Result: { value: { offerGroups: bankOfferGroups(region, locale, idList) } } });
    },
    fazaaOffers: async () => ok({ Result: fazaaOffers(locale, tenant) }),
    checkoutToken: (paymentType) => walletToken(ctx, paymentType),
    checkout: (input, paymentType) => startCheckout(ctx, input, paymentType),
    capture: (sessionId) => captureCheckout(ctx, sessionId),
    bookingDetails: (code) => bookingDetails(ctx, code),
    ticketPdf: (code) => ticketPdf(ctx, code),
    invoice: (code, lang) => invoice(ctx, code, lang),
    searchBooking: (code, email) => findBooking(ctx, code, email),
  };
}
