// The booking session while it runs (content-and-account §2, §4): the header countdown, the warning modal 5 minutes
// before the end (Continue extends, at most 3 times) and the end-session modal. Loaded only when a cart or session exists.
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router";
import type { BookingMessages } from "../../../shared/cms";
import { escapeMarkup } from "../../../shared/text";
import { MAX_SESSION_EXTENSIONS, ORDER_ERROR_CODES, SESSION_EXTENSION_MS, orderErrorMessage } from "../../../shared/contract/orders";
import { canExtend, endTimeLabel, msUntilEnd, remainingLabel, sessionPhase } from "../../../shared/cart/session";
import { useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { useBookingMessages } from "../../cart/booking-messages";
import { useCart } from "../../cart/cart-store";
import { useDialogFocus } from "../../layout/dialog";
import { useLayout } from "../../layout/layout-store";
import { extendSession, heldCartOf } from "../../cart/order-calls";
import { spokenMinutes } from "../../cart/order-flow";
import { useSite } from "../../layout/site-context";
import { useHydratedCart } from "../checkout/use-checkout";
import { isHolding, useHold } from "../checkout/hold-in-flight";
import { releaseHeldCart } from "./leave";

/** One of the CMS's booking messages: a modal's title, text and buttons. */
type CmsMessage = BookingMessages["session_expired"];

/**
 * What the warning modal can still offer: extend, or why not in the contract's words (with the time to pay by while
 * the session still runs, and another try when the call got no answer).
 */
export type ExtendState =
  | { kind: "ask" }
  | { kind: "busy" }
  | { kind: "extended"; until: string }
  | { kind: "refused"; message: string; payBefore: boolean; retry: boolean };

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

export default function CartSession() {
  const site = useSite();
  const hydrated = useHydratedCart();
  const timer = useCart((s) => s.bookingSessionTimer);
  // The header's strip, kept by the header while this venue's session runs (Header.tsx).
  const strip = useLayout((s) => s.sessionStrip);
  const [dismissedWarning, setDismissedWarning] = useState<string | null>(null);
  /** The session end already handled (cart cleared, places released), so it is done once per session. */
  const endedFor = useRef<string | null>(null);

  const now = useNow(hydrated && timer.isStart);
  const phase = hydrated ? sessionPhase(timer, now) : "none";
  // Read while the session runs, so a modal opens with the CMS's words rather than changing them once open.
  const messages = useBookingMessages(site, phase === "warning" || phase === "ended");

  // At the end the cart and booking data clear and the places are released; the timer stays until the end modal is
  // acted on, so a page loaded later shows the modal at once.
  useEffect(() => {
    if (phase !== "ended" || endedFor.current === timer.endDateTime) return;
    endedFor.current = timer.endDateTime;
    const cart = useCart.getState();
    const held = heldCartOf(cart);
    if (cart.bookingData.length > 0 || held) cart.clearCartAndFlow();
    void releaseHeldCart(site, held, cart.jwt);
  }, [phase, timer.endDateTime, site]);

  if (phase === "none") return null;
  return (
    <>
      {phase !== "ended" && strip ? createPortal(<Countdown now={now} />, strip) : null}
      {phase === "warning" && dismissedWarning !== timer.endDateTime && messages !== undefined ? (
        <WarningModal message={messages?.warning_timer_remaining} onClose={() => setDismissedWarning(timer.endDateTime)} />
      ) : null}
      {phase === "ended" && messages !== undefined ? <EndedModal message={messages?.session_expired} /> : null}
    </>
  );
}

function Countdown({ now }: { now: number }) {
  const t = useT();
  const site = useSite();
  const timer = useCart((s) => s.bookingSessionTimer);
  // The session of a first line starts at "Buy tickets"; until its hold answers nothing is held yet (docs/decisions/061).
  const holding = useHold(isHolding);
  const heldBefore = useCart((s) => heldCartOf(s) !== null);
  // Counted from this moment, not from the last tick: a session just set to the hold's end never shows "30:01 left".
  const left = msUntilEnd(timer, Math.max(now, Date.now())) ?? 0;
  const minutes = spokenMinutes(left);
  if (holding && !heldBefore) {
    return (
      <span data-testid="session-countdown" data-holding="">
        {t("order.session.holding")}
      </span>
    );
  }
  return (
    <span data-testid="session-countdown">
      <span>{t("order.session.heldUntil", { time: endTimeLabel(timer, site.locale) })}</span>{" "}
      <span aria-hidden="true" className="tabular-nums" data-testid="session-remaining">
        ({t("order.session.remaining", { time: remainingLabel(left) })})
      </span>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {minutes > 1 ? t("order.session.remainingMinutes", { count: minutes }) : t("order.session.lastMinute")}
      </span>
    </span>
  );
}

function SessionDialog({
  id,
  title,
  children,
  onEscape,
  testId,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  onEscape: () => void;
  testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // A stable close: the countdown re-renders every second, and focus must not jump back to the first button.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useDialogFocus(
    ref,
    useCallback(() => escape.current(), []),
  );
  return (
    <div className="fixed inset-0 z-[1300] flex items-center justify-center bg-black/50 p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="w-full max-w-[40.5rem] rounded-2xl bg-white p-6 text-brand-navy shadow-2xl"
        data-testid={testId}
      >
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

function WarningModal({ message, onClose }: { message: CmsMessage | undefined; onClose: () => void }) {
  const t = useT();
  const site = useSite();
  const timer = useCart((s) => s.bookingSessionTimer);
  // No extension left: the contract's words for it, said before any call.
  const noMoreExtensions: ExtendState = {
    kind: "refused",
    message: orderErrorMessage(ORDER_ERROR_CODES.cannotExtend, site.locale),
    payBefore: true,
    retry: false,
  };
  const [state, setState] = useState<ExtendState>(() => (canExtend(timer) ? { kind: "ask" } : noMoreExtensions));
  const until = endTimeLabel(timer, site.locale);

  const extend = async () => {
    const cart = useCart.getState();
    const current = cart.bookingSessionTimer;
    if (!canExtend(current)) return setState(noMoreExtensions);
    setState({ kind: "busy" });
    const held = heldCartOf(cart);
    if (!held) {
      // Nothing is held on the provider yet (no reserve-mode check): the session is extended here alone.
      const end = Date.parse(current.endDateTime) + SESSION_EXTENSION_MS;
      cart.setTimerEnd(new Date(end).toISOString(), current.extensions + 1);
    } else {
      const result = await extendSession({ ...site, token: cart.jwt }, held);
      if (!result.ok) {
        const ended = result.code === ORDER_ERROR_CODES.sessionEnded || result.code === ORDER_ERROR_CODES.cartNotFound;
        return setState({ kind: "refused", message: result.message, payBefore: !ended && result.status !== 0, retry: isOutage(result) });
      }
      cart.setTimerEnd(result.data.expiresAt, Math.max(result.data.extensions, current.extensions + 1));
    }
    // The session runs again, so this modal closes at once; a toast says until when the places are held.
    const until = endTimeLabel(useCart.getState().bookingSessionTimer, site.locale);
    setState({ kind: "extended", until });
    useLayout.getState().showToast({ type: "green", text: escapeMarkup(t("order.session.extended", { time: until })) });
  };

  const left = MAX_SESSION_EXTENSIONS - timer.extensions;
  const text =
    state.kind === "refused"
      ? state.payBefore
        ? `${state.message} ${t("order.session.payBefore", { time: until })}`
        : state.message
      : state.kind === "extended"
        ? t("order.session.extended", { time: state.until })
        : message?.description || t("order.session.warningText");

  return (
    <SessionDialog id="session-warning" title={message?.title || t("order.session.warningTitle")} onEscape={onClose} testId="session-warning-modal">
      <p id="session-warning-text" className="mt-2" role={state.kind === "ask" ? undefined : "status"}>
        {text}
      </p>
      {state.kind === "ask" && left < MAX_SESSION_EXTENSIONS ? (
        <p className="mt-1 text-sm text-brand-slate">{t("order.session.extensionsLeft", { count: left })}</p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="rounded-full border px-5 py-2 font-semibold" onClick={onClose} data-testid="session-warning-close">
          {state.kind === "ask" || state.kind === "busy" ? message?.left_cta || t("order.session.notNow") : t("common.close")}
        </button>
        {state.kind === "ask" || state.kind === "busy" || (state.kind === "refused" && state.retry) ? (
          <button
            type="button"
            className="btn-primary"
            onClick={extend}
            disabled={state.kind === "busy"}
            aria-busy={state.kind === "busy"}
            data-testid="session-continue"
          >
            {state.kind === "busy" ? t("order.session.extending") : message?.right_cta || t("order.session.continue")}
          </button>
        ) : null}
      </div>
    </SessionDialog>
  );
}

function EndedModal({ message }: { message: CmsMessage | undefined }) {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  // Either button ends the session's trace: the timer (and any claimed bank offer) clears.
  const close = () => useCart.getState().clearTimer();
  const findTickets = () => {
    close();
    void navigate(`${site.prefix}/passes-packages/explore`);
  };
  return (
    <SessionDialog id="session-ended" title={message?.title || t("order.session.endedTitle")} onEscape={close} testId="session-ended-modal">
      <p id="session-ended-text" className="mt-2">
        {message?.description || t("order.session.endedText")}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="rounded-full border px-5 py-2 font-semibold" onClick={close}>
          {message?.left_cta || t("common.close")}
        </button>
        <button type="button" className="btn-primary" onClick={findTickets} data-testid="session-find-tickets">
          {message?.right_cta || t("order.session.findTickets")}
        </button>
      </div>
    </SessionDialog>
  );
}
