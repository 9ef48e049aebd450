// The CMS's booking messages (content-and-account §8: the warnings before a cart is lost, the session's warning and
// its end) are read when a warning may be needed, never with the page (docs/decisions/022-page-weight.md): the
// session's code asks for them when it starts, the location switch and the logout before they warn. Without them (the
// call failed, or the CMS has none) every warning says the shop's own texts.
import { useEffect, useState } from "react";
import type { BookingMessages } from "../../shared/cms-messages";
import { type CmsCaller, readCmsLaterOrNull } from "../api/cms-later";
import { schemasOf } from "../api/lazy-schemas";

/** The messages' schema, in a module of its own: not the other CMS documents' (docs/decisions/028). */
const messagesSchema = schemasOf(() => import("../../shared/cms-messages"));

/** The CMS caller of a site and language; the slug keys the messages read for it. */
export type BookingMessagesCaller = CmsCaller & { tenant: { slug: string } };

const reads = new Map<string, Promise<BookingMessages | null>>();
const read = new Map<string, BookingMessages | null>();

const keyOf = (caller: BookingMessagesCaller) => `${caller.tenant.slug}|${caller.locale}`;

/**
 * The site's booking messages, read once per site and language; null when they cannot be read (asked again next
 * time) or the CMS has none.
 */
export function loadBookingMessages(caller: BookingMessagesCaller): Promise<BookingMessages | null> {
  const key = keyOf(caller);
  let pending = reads.get(key);
  if (!pending) {
    pending = readCmsLaterOrNull(caller, "api/Booking/GetBookingMessages", () => messagesSchema("bookingMessagesSchema")).then((messages) => {
      // Kept once read; a failed read (or an offline one) is asked again next time.
      if (messages) read.set(key, messages);
      else reads.delete(key);
      return messages;
    });
    reads.set(key, pending);
  }
  return pending;
}

/** How long a modal that needs the messages waits for a read still under way before it says the shop's own words. */
export const BOOKING_MESSAGES_WAIT_MS = 3000;

/**
 * The read's outcome for a component, started when it mounts: undefined while it is under way, then the messages or
 * null. Once `needed` (a modal is due), a read that has not answered within BOOKING_MESSAGES_WAIT_MS counts as none, so a
 * call that hangs never keeps a modal from opening; the outcome then stays as it was given, so an open modal never
 * changes its words.
 */
export function useBookingMessages(caller: BookingMessagesCaller, needed: boolean): BookingMessages | null | undefined {
  const key = keyOf(caller);
  const [answered, setAnswered] = useState<{ key: string; messages: BookingMessages | null } | null>(null);
  const settled = answered?.key === key;
  useEffect(() => {
    if (settled) return;
    let live = true;
    const settle = (messages: BookingMessages | null) => {
      if (!live) return;
      live = false;
      setAnswered({ key, messages });
    };
    void loadBookingMessages(caller).then(settle);
    const timer = needed ? window.setTimeout(() => settle(null), BOOKING_MESSAGES_WAIT_MS) : undefined;
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // The caller is a new object with every render; the key names what it reads.
  }, [key, needed, settled]);
  if (settled) return answered.messages;
  return read.has(key) ? read.get(key) : undefined;
}
