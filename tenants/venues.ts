// The four venue sites as their modules write them, before validation: the browser reads their public parts (ids,
// names, page prefixes, reservation code prefixes) from here without the schema library; ./index.ts validates the
// same objects for the worker.
import type { Tenant } from "../shared/tenant";
import { skiDubai } from "./ski-dubai";
import { skiEgypt } from "./ski-egypt";
import { snowAbuDhabi } from "./snow-abu-dhabi";
import { snowOman } from "./snow-oman";

export const VENUES: readonly Tenant[] = [skiDubai, snowAbuDhabi, snowOman, skiEgypt];

export function venueOfSite(siteId: number | null | undefined): Tenant | null {
  return VENUES.find((v) => v.siteId === siteId) ?? null;
}

/** The venue whose prefix starts a reservation code (in any case), or null. */
export function venueOfReservationCode(code: string | null | undefined): Tenant | null {
  const prefix = /^([A-Za-z]{3})-/.exec(code ?? "")?.[1]?.toUpperCase();
  return prefix ? (VENUES.find((v) => v.reservationPrefix === prefix) ?? null) : null;
}

/** A reservation code as the venue writes them, for a form's example. */
export function exampleReservationCode(venue: Pick<Tenant, "reservationPrefix">): string {
  return `${venue.reservationPrefix}-7K2Q9M4XPA`;
}
