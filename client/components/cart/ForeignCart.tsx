// A page of one venue opened with a cart started at another (docs/decisions/009): the two never mix. As the location
// switch does, the visitor is asked first: back to the cart's venue, or empty the cart (its places released) to book
// here. A cart stored before carts recorded their venue is placed first (legacyCartOwner). Loaded only then.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { escapeMarkup } from "../../../shared/text";
import { type CartOwner, cartOwnerOf, legacyCartOwner } from "../../../shared/cart/venues";
import type { Tenant } from "../../../shared/tenant";
import { venueOfReservationCode, venueOfSite } from "../../../tenants/venues";
import { useT } from "../../i18n";
import { hydrateCart, useCart } from "../../cart/cart-store";
import { fetchCard } from "../../catalogue/catalogue-calls";
import { useDialogFocus } from "../../layout/dialog";
import { useLayout } from "../../layout/layout-store";
import { useSite } from "../../layout/site-context";
import { clearBookingForLeaving } from "./leave";

/** The card ids this site sells the cart's cards under (null: not sold here, or the look-up failed). */
async function cardsSoldHere(site: ReturnType<typeof useSite>, names: readonly string[]): Promise<Map<string, number | null>> {
  const found = await Promise.all([...new Set(names)].map(async (name) => [name, await fetchCard(site, name)] as const));
  return new Map(found.map(([name, lookup]) => [name, lookup.ok ? lookup.card.id : null]));
}

export default function ForeignCart() {
  const site = useSite();
  const here = site.tenant.siteId;
  const hydrated = useCart((s) => s.hydrated);
  const siteId = useCart((s) => s.siteId);
  const lines = useCart((s) => s.bookingData.length);
  const [legacy, setLegacy] = useState<CartOwner | null>(null);
  const { revalidate } = useRevalidator();

  useEffect(() => {
    useCart.getState().setPageSite(here);
    hydrateCart();
  }, [here]);

  const owner = hydrated ? cartOwnerOf({ siteId, lines }, here) : null;
  const unrecorded = owner?.kind === "unrecorded";

  // An older cart without its venue: this venue's when its cards are sold here under the same ids, else another's
  // (named by its reservation code when it was held). A known venue is recorded, so the question is asked once.
  useEffect(() => {
    if (!unrecorded) return;
    let live = true;
    const cart = useCart.getState();
    void cardsSoldHere(site, cart.bookingData.map((line) => line.cardName)).then((soldHere) => {
      if (!live) return;
      const decided = legacyCartOwner(useCart.getState(), here, soldHere, (code) => venueOfReservationCode(code)?.siteId ?? null);
      if (decided.kind === "here") {
        useCart.getState().recordSite(here);
        // The page's loaders passed over a cart whose venue was not known (the cart page checks it on arrival).
        void revalidate();
      } else if (decided.kind === "other" && decided.siteId !== null) useCart.getState().recordSite(decided.siteId);
      else setLegacy(decided);
    });
    return () => {
      live = false;
    };
  }, [unrecorded, site, here, revalidate]);

  const foreign = owner?.kind === "other" ? owner : unrecorded && legacy?.kind === "other" ? legacy : null;
  if (!foreign) return null;
  return <ForeignCartDialog venue={venueOfSite(foreign.siteId)} />;
}

function ForeignCartDialog({ venue }: { venue: Tenant | null }) {
  const t = useT();
  const site = useSite();
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const here = site.tenant.name[site.locale];
  const name = venue?.name[site.locale] ?? "";

  const goBack = () => {
    if (!venue || busy) return;
    setBusy(true);
    useLayout.getState().setLoading(true);
    window.location.assign(`${venue.prefixes[site.locale]}/booking/personal-details`);
  };
  const empty = async () => {
    if (busy) return;
    setBusy(true);
    // The cart, its timer and the booking bar's search clear at once (this dialog closes with them); the places are
    // released at the cart's own venue.
    await clearBookingForLeaving(site);
    useLayout.getState().showToast({ type: "green", text: escapeMarkup(t("order.foreign.emptied", { here })) });
    document.getElementById("main")?.focus();
  };
  // Escape is the way back, as "stay" is for the location switch; a cart whose venue is unknown can only be emptied.
  // A stable handler, so a re-render does not move the focus back to the first button.
  const escape = useRef(goBack);
  escape.current = goBack;
  useDialogFocus(
    ref,
    useCallback(() => escape.current(), []),
  );

  return (
    <div className="fixed inset-0 z-[1300] flex items-center justify-center bg-black/50 p-4">
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="foreign-cart-title"
        aria-describedby="foreign-cart-text"
        aria-busy={busy || undefined}
        className="w-full max-w-[579px] rounded-2xl bg-white p-6 text-brand-navy shadow-2xl"
        data-testid="foreign-cart-modal"
      >
        <h2 id="foreign-cart-title" className="text-xl font-bold">
          {venue ? t("order.foreign.title", { venue: name }) : t("order.foreign.unknownTitle")}
        </h2>
        <p id="foreign-cart-text" className="mt-2">
          {venue ? t("order.foreign.text", { venue: name, here }) : t("order.foreign.unknownText", { here })}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {venue ? (
            <button type="button" className="btn-primary" onClick={goBack} disabled={busy} data-testid="foreign-cart-back">
              {t("order.foreign.back", { venue: name })}
            </button>
          ) : null}
          <button
            type="button"
            className="rounded-full border border-brand-navy px-5 py-3 font-semibold"
            onClick={() => void empty()}
            disabled={busy}
            data-testid="foreign-cart-empty"
          >
            {t("order.foreign.empty")}
          </button>
        </div>
      </div>
    </div>
  );
}
