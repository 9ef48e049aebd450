// Amounts in the site's currency and decimals, in the page's language.
import { formatAmount } from "../../../shared/format";
import { useSite } from "../../layout/site-context";

export function usePrice(): (amount: number | null | undefined) => string {
  const site = useSite();
  return (amount) => formatAmount(amount, site.tenant.currency, site.tenant.decimals, site.locale);
}
