// The provider reads of one page request (catalogue, availability, prices), bound to its site and language.
import type { CatalogueReader } from "../../shared/request-context";
import type { ResolvedLocation } from "../../shared/tenant";
import { DatabaseBusyError } from "../d1-busy";
import type { Env } from "../env";
import { ProviderClient, type ProviderClientOptions } from "./client";
import { log } from "../observability/log";
import { todayIn } from "../../shared/booking/calendar";
import { keptListingPrices } from "./listing-prices";

export function catalogueReaderFor(env: Env, location: ResolvedLocation, options: ProviderClientOptions = {}): CatalogueReader {
  const client = new ProviderClient(env, location.tenant, location.locale, options);
  return {
    // A page lists nothing rather than failing when the provider cannot answer (content-and-account §8).
    // The shop's own database locked for a moment is no answer of the provider: it goes on to the page (503).
    cards: (filter) =>
      client.cards(filter).catch((error: unknown) => {
        if (error instanceof DatabaseBusyError) throw error;
        log("error", "reading cards failed", { error });
        return [];
      }),
    card: (name) =>
      client.card(name).catch((error: unknown) => {
        if (error instanceof DatabaseBusyError) throw error;
        log("error", "reading a card failed", { card: name, error });
        return null;
      }),
    availability: (eventAk, from, to) => client.availability(eventAk, from, to),
    searchAvailability: (codes, from, to) => client.searchAvailability(codes, from, to),
    dailyPrices: (productAk, from, to) => client.dailyPrices(productAk, from, to),
    // An upstream that cannot answer leaves the page with the unknown-identifier words (content-and-account §8).
    staffLanding: (identifier) =>
      client.staffLanding(identifier).catch((error: unknown) => {
        if (error instanceof DatabaseBusyError) throw error;
        log("error", "reading a staff landing failed", { error });
        return null;
      }),
    // Prices do not depend on the page's language: one reading per venue serves both. A page never fails for them, a
    // locked database included: its cards then show the CMS's prices until the next reading.
    listingPrices: () =>
      keptListingPrices(location.tenant.siteId, todayIn(location.tenant.timeZone), () =>
        client.cards().catch((error: unknown) => {
          log(error instanceof DatabaseBusyError ? "warn" : "error", "reading the listing prices failed", { error });
          return [];
        }),
      ),
  };
}
