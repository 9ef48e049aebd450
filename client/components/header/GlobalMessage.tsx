// The announcement bar above the header: shown while active and not closed in this browser session.
import { useSyncExternalStore } from "react";
import type { HeaderContent } from "../../../shared/cms";
import { useT } from "../../i18n";
import { CmsLink } from "./CmsLink";
import { CloseIcon } from "./icons";

type GlobalMessageContent = HeaderContent["global_message"];

/** Session-storage key recording that the visitor closed this message (one per message id). */
export const globalMessageClosedKey = (id: string) => `global_message_closed_${id}`;

const listeners = new Set<() => void>();
/** Closed in this page's lifetime, for browsers that refuse session storage. */
const closedWithoutStorage = new Set<string>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function readClosed(id: string): boolean {
  try {
    return window.sessionStorage.getItem(globalMessageClosedKey(id)) === "true";
  } catch {
    return false;
  }
}

function close(id: string) {
  try {
    window.sessionStorage.setItem(globalMessageClosedKey(id), "true");
  } catch {
    // Without storage the message stays closed until the next page load.
  }
  closedWithoutStorage.add(id);
  for (const listener of listeners) listener();
}

export function GlobalMessage({ message }: { message: GlobalMessageContent }) {
  const t = useT();
  // The server cannot see session storage: it renders the message, the browser hides it after hydration if closed.
  const closed = useSyncExternalStore(
    subscribe,
    () => closedWithoutStorage.has(message.id) || readClosed(message.id),
    () => false,
  );
  if (!message.is_active || !message.text || closed) return null;
  return (
    <section aria-label={t("header.globalMessage")} className="bg-brand-yellow text-brand-navy" data-testid="global-message">
      <div className="mx-auto flex max-w-[1320px] items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1 text-center">
          {message.text}
          {message.cta ? (
            <>
              {" "}
              <CmsLink url={message.cta.url} className="font-bold underline underline-offset-2">
                {message.cta.title}
              </CmsLink>
            </>
          ) : null}
        </p>
        <button
          type="button"
          className="-me-2 rounded-full p-1.5 hover:bg-black/10"
          aria-label={t("header.dismissMessage")}
          data-testid="global-message-dismiss"
          onClick={() => close(message.id)}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </section>
  );
}
