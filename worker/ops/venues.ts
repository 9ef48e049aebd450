// Which venues an ops request may see and change: every venue for an ops token, or the venues a caller limited to
// some is given (opsVenues, set by no caller today: staff reach their venues through the console, whose session
// carries the venue_ops claim; docs/decisions/054). Every call that names a site checks it here; a list without one
// is narrowed to them.
import type { Context } from "hono";
import type { OpsEnv } from "./access";

/** Every venue, or the slugs of the venues a staff member is limited to. */
export type VenueReach = "all" | readonly string[];

export function reachOf(c: Context<OpsEnv>): VenueReach {
  return c.get("opsVenues") ?? "all";
}

export function mayReach(reach: VenueReach, site: string): boolean {
  return reach === "all" || reach.includes(site);
}

/** The answer to a call about a venue beyond the caller's reach: 403, naming the venue, changing nothing. */
export function venueRefused(c: Context<OpsEnv>, site: string) {
  return c.json({ error: "forbidden_venue", message: `Your role does not include ${site}.`, site }, 403);
}
