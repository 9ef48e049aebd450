// The empty cart: the CMS-style empty state with a call to action to find tickets.
import { EmptyState } from "../catalogue/EmptyState";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";

export function CartEmpty() {
  const t = useT();
  const site = useSite();
  return (
    <EmptyState
      testId="cart-empty"
      title={t("checkout.cart.emptyTitle")}
      text={t("checkout.cart.emptyText")}
      cta={{ title: t("checkout.cart.emptyCta"), href: `${site.prefix}/passes-packages/explore` }}
    />
  );
}
