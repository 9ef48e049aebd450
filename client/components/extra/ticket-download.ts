// The ticket PDF's download of a member's order, with the bottom bar's left button busy meanwhile: the extra pages'
// bar (ExtraShell) and the booking-confirmed page use it. A module of its own, so a page that only downloads does not
// import the extra pages' frame and the step titles it renders.
import { useCallback } from "react";
import { useT } from "../../i18n";
import { useLayout } from "../../layout/layout-store";
import { fetchTicketPdf } from "../../cart/order-calls";
import { useSite } from "../../layout/site-context";
import { saveBlob } from "../order/OrderParts";

/** Downloads the member's ticket PDF of an order, with the bar's left button busy meanwhile and a toast on failure. */
export function useTicketDownload(orderId: string): () => Promise<void> {
  const site = useSite();
  const t = useT();
  return useCallback(async () => {
    const busy = (leftBusy: boolean) => useLayout.setState((s) => ({ bottomBar: { ...s.bottomBar, leftBusy } }));
    busy(true);
    const result = await fetchTicketPdf({ tenant: site.tenant, locale: site.locale, token: null }, orderId);
    busy(false);
    if (result.ok) saveBlob(result.data, `tickets-${orderId}.pdf`);
    else useLayout.getState().showToast({ type: "red", text: t("order.confirmed.downloadFailed") });
  }, [site.tenant, site.locale, orderId, t]);
}
