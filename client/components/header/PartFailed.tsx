// What a header panel shows if its part cannot be read (client/components/header/header-parts.ts). Its texts come
// with the panels' code ("notices"), never with the page.
import { useT } from "../../i18n";

/** The part could not be read: said as an alert, with another try. */
export function PartFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="p-3" data-testid="header-part-failed">
      <p>{t("header.partFailed")}</p>
      <button type="button" className="mt-2 font-semibold underline" onClick={retry}>
        {t("header.partRetry")}
      </button>
    </div>
  );
}
