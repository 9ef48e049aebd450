// The payment's return page (booking-and-checkout §2, §4, §7): captures the checkout session (idempotent, so a reload
// is safe), then completes the purchase and opens the confirmed booking, or shows why the payment failed.
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CHECKOUT_SESSION_PARAM, ORDER_ERROR_CODES, orderErrorMessage } from "../../../shared/contract/orders";
import type { CaptureAnswer } from "../../../shared/contract/order-schemas";
import { discountOf } from "../../../shared/cart/state";
import { announceCartChange } from "../../components/cart/leave";
import { LoaderDots } from "../../components/Loader";
import { PageHead } from "../../components/PageHead";
import { useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { hydrateFallbackSaying } from "../../document/client-only";
import { trackPurchaseFailure } from "../../analytics/analytics-events";
import { hydrateCart, useCart } from "../../cart/cart-store";
import { captureCheckout } from "../../cart/order-calls";
import { captureStep } from "../../cart/order-flow";
import { completePurchase, uncertainHref } from "../../order/purchase-complete";
import { memberKnown, useMemberStore } from "../../member/member-store";
import { sharePointsChangedEverywhere } from "../../account/share-queries";
import { useSite } from "../../layout/site-context";

import { clientLoaderWithTexts } from "../../document/client-only";
export const clientLoader = clientLoaderWithTexts(["order"], ["route.booking-redirect"]);
export const HydrateFallback = hydrateFallbackSaying("order.redirect.confirming");

/** A pending capture is asked again this many times, this far apart, before the page says so. */
export const PENDING_RETRIES = 4;
export const PENDING_RETRY_MS = 2000;
export { FUTURE_PAYMENT_STATUS_KEY } from "../../order/purchase-complete";

/**
 * What the page shows: the capture at work; no session to confirm; a refusal in the contract's words (4043 no such
 * payment, 4290 too many attempts); no answer at all; or a payment still pending.
 */
type View =
  | { kind: "working" }
  | { kind: "missing" }
  | { kind: "refused"; message: string; retry: boolean }
  | { kind: "unreachable" }
  | { kind: "pending" };

export default function BookingRedirect() {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get(CHECKOUT_SESSION_PARAM);
  const [view, setView] = useState<View>(sessionId ? { kind: "working" } : { kind: "missing" });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<number | null>(null);

  const finish = useCallback(
    (answer: CaptureAnswer) => {
      const cart = useCart.getState();
      const pointsAmount = discountOf(cart, "share")?.aedAmount ?? 0;
      const step = captureStep(answer, { voucher: discountOf(cart, "voucher") !== null, points: pointsAmount > 0 });
      // A member's points changed (earned, spent, or given back): their SHARE data is asked again.
      const member = useMemberStore.getState().member;
      if (member && site.tenant.containsShare && (step.kind === "confirmed" || pointsAmount > 0)) sharePointsChangedEverywhere(member.mafid);
      if (step.kind === "confirmed") {
        void navigate(completePurchase(site, answer, step.orderId), { replace: true });
        return;
      }
      if (step.kind === "failed") {
        const state = memberKnown();
        trackPurchaseFailure({
          items: cart.bookingData,
          total: answer.amount,
          currency: answer.currency,
          pointsAmount: discountOf(cart, "share")?.aedAmount ?? 0,
          loggedIn: state.known ? state.signedIn : site.member !== null,
          reason: answer.reason ?? answer.status,
        });
        if (step.clearCart) {
          cart.clearCartAndFlow();
          cart.clearTimer();
          announceCartChange();
        }
        void navigate(`${site.prefix}/booking-failed${step.search}`, { replace: true });
        return;
      }
      setView({ kind: "pending" });
    },
    [navigate, site],
  );

  // Whether the page is still shown: StrictMode runs effects twice, so a capture in flight is kept, not cancelled.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  useEffect(() => {
    // One capture run per attempt; the capture itself is idempotent, so a reload repeats it safely.
    if (!sessionId || started.current === attempt) return;
    started.current = attempt;
    hydrateCart();
    setView({ kind: "working" });
    void (async () => {
      for (let round = 0; round <= PENDING_RETRIES; round++) {
        if (round > 0) await new Promise((resolve) => window.setTimeout(resolve, PENDING_RETRY_MS));
        if (!shown.current) return;
        const answer = await captureCheckout(site, sessionId);
        if (!shown.current) return;
        if (!answer.ok) {
          return setView(isOutage(answer) ? { kind: "unreachable" } : { kind: "refused", message: answer.message, retry: answer.status === 429 });
        }
        if (answer.data.status !== "pending") return finish(answer.data);
      }
      // Still pending (the bank is confirming): the confirmed page says so and follows the payment (isUnCertain).
      const orderId = useCart.getState().reservationCode;
      if (orderId) return void navigate(uncertainHref(site, orderId, sessionId), { replace: true });
      setView({ kind: "pending" });
    })();
  }, [sessionId, attempt, site, finish, navigate]);

  const title = t("route.booking-redirect");
  return (
    <article className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="booking-redirect">
      <PageHead title={title} />
      <h1 className="sr-only">{title}</h1>
      {view.kind === "working" ? <LoaderDots label={t("order.redirect.confirming")} /> : null}
      {view.kind === "working" ? <p aria-hidden="true" className="text-lg font-semibold">{t("order.redirect.confirming")}</p> : null}
      {view.kind !== "working" ? (
        <div role="alert" className="rounded-2xl bg-brand-ice p-6" data-testid="booking-redirect-message">
          <p>
            {view.kind === "missing"
              ? t("order.redirect.missing")
              : view.kind === "refused"
                ? view.message
                : view.kind === "pending"
                  ? `${orderErrorMessage(ORDER_ERROR_CODES.paymentPending, site.locale)} ${t("order.redirect.pendingHint")}`
                  : t("order.redirect.failedCall")}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            {view.kind === "unreachable" || view.kind === "pending" || (view.kind === "refused" && view.retry) ? (
              <button type="button" className="btn-primary" onClick={() => setAttempt((n) => n + 1)} data-testid="capture-again">
                {t("order.redirect.checkAgain")}
              </button>
            ) : null}
            <Link to={`${site.prefix}/booking/personal-details`} className="rounded-full border px-5 py-2 font-semibold">
              {t("order.failed.backToCart")}
            </Link>
          </div>
        </div>
      ) : null}
    </article>
  );
}
