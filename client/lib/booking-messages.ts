// The CMS's booking messages (content-and-account §8: the warnings before a cart is lost, the session's warning and
// its end) are read when a warning may be needed, never with the page (docs/decisions/022-page-weight.md): the
// session's code asks for them when it starts, the location switch and the logout before they warn. Without them (the
// call failed, or the CMS has none) every warning says the shop's own texts.
import { useEffect, useState } from "react";
import type { BookingMessages } from "../../shared/cms";
import { type CmsCaller, readCmsLater } from "./cms-later";

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
    pending = readCmsLater(caller, "api/Booking/GetBookingMessages", (cms) => cms.bookingMessagesSchema).then(
      (answer) => {
        if (answer.ok) read.set(key, answer.data);
        else reads.delete(key);
        return answer.ok ? answer.data : null;
      },
      () => {
        reads.delete(key); // the modules could not load (offline)
        return null;
      },
    );
    reads.set(key, pending);
  }
  return pending;
}

/** The read's outcome for a component: undefined while it is under way, then the messages or null. */
export function useBookingMessages(caller: BookingMessagesCaller): BookingMessages | null | undefined {
  const key = keyOf(caller);
  const [answered, setAnswered] = useState<{ key: string; messages: BookingMessages | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadBookingMessages(caller).then((messages) => live && setAnswered({ key, messages }));
    return () => {
      live = false;
    };
    // The caller is a new object with every render; the key names what it reads.
  }, [key]);
  if (read.has(key)) return read.get(key);
  return answered?.key === key ? answered.messages : undefined;
}
