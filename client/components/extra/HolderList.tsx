// The gear and waiver steps' list of the booking's holders (decision 014): each person of the account holding a
// ticket with their status and a button that opens their form below it (one at a time); the booking's named guests
// apart (they have no account to keep gear or a waiver on: the venue takes them on the day); and the empty state.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TicketHolder } from "../../../shared/contract/order-guests";
import { useT } from "../../i18n";
import { extraHref } from "../../order/after-purchase";
import { fullName } from "../../account/family-form";
import { useSite } from "../../layout/site-context";

export function HolderList({
  orderId,
  holders,
  guests,
  open,
  onOpen,
  statusOf,
  actionOf,
  children,
  testId,
}: {
  orderId: string;
  holders: TicketHolder[];
  guests: TicketHolder[];
  open: string | null;
  onOpen: (id: string | null) => void;
  statusOf: (holder: TicketHolder) => { text: string; done: boolean };
  actionOf: (holder: TicketHolder) => string | null;
  /** The open holder's form. */
  children: (holder: TicketHolder) => ReactNode;
  testId: string;
}) {
  const t = useT();
  const site = useSite();
  if (!holders.length) {
    return (
      <div className="rounded-2xl border border-dashed p-6" data-testid={`${testId}-empty`}>
        <p>{t("extra.holders.none")}</p>
        <Link to={extraHref(site.prefix, "add-guest", orderId)} className="mt-3 inline-block font-semibold underline underline-offset-2">
          {t("extra.holders.assignFirst")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-4" data-testid={testId}>
        {holders.map((h) => {
          const status = statusOf(h);
          const action = actionOf(h);
          const panelId = `${testId}-form-${h.id}`;
          return (
            <li key={h.id} className="rounded-2xl border border-black/10 p-4" data-testid={`${testId}-person`} data-person={h.id} data-done={status.done ? "true" : "false"}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-bold">{fullName(h)}</p>
                  <p className={`text-sm ${status.done ? "text-green-800" : "text-brand-slate"}`}>{status.text}</p>
                </div>
                {action ? (
                  <button
                    type="button"
                    className="rounded-full border border-brand-navy px-4 py-1.5 font-semibold"
                    aria-expanded={open === h.id}
                    aria-controls={open === h.id ? panelId : undefined}
                    onClick={() => onOpen(open === h.id ? null : h.id)}
                    data-testid={`${testId}-open`}
                  >
                    {action}
                  </button>
                ) : null}
              </div>
              {open === h.id ? <div id={panelId}>{children(h)}</div> : null}
            </li>
          );
        })}
      </ul>
      {guests.length ? (
        <p className="mt-6 text-sm text-brand-slate" data-testid={`${testId}-guests`}>
          {t("extra.holders.guests", { names: guests.map(fullName).join(t("extra.holders.join")) })}
        </p>
      ) : null}
    </>
  );
}

/** Puts the focus back on a holder's button after their form closed (a save or a cancel). */
export function focusHolderButton(testId: string, id: string): void {
  window.setTimeout(() => document.querySelector<HTMLButtonElement>(`[data-testid="${testId}-person"][data-person="${CSS.escape(id)}"] button`)?.focus(), 0);
}
