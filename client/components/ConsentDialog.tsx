// The consent dialog's place in the page: its server HTML when no choice is stored, or when the visitor opened the page
// for the cookie settings (then with the stored choice ticked); the browser keeps that HTML as the server wrote it (no code of the dialog is sent), so it costs the page's JavaScript nothing (docs/decisions/018).
import { useContext } from "react";
import { useT } from "../i18n";
import { consentTextsFor } from "../i18n/consent-texts";
import { extendTranslator } from "../i18n/texts";
import { ConsentChoiceContext, ConsentSettingsContext } from "../analytics/consent-choice";
import { consentDialogHtml } from "../analytics/consent-dialog";
import { useNonce } from "../document/nonce";
import { useSite } from "../layout/site-context";

export function ConsentDialog() {
  const t = useT();
  const site = useSite();
  const nonce = useNonce();
  const choice = useContext(ConsentChoiceContext);
  const returnTo = useContext(ConsentSettingsContext);
  const markup =
    import.meta.env.SSR && (choice === null || returnTo !== null)
      ? consentDialogHtml(
          extendTranslator(t, consentTextsFor(site.locale)),
          `${site.prefix}/privacy-policy`,
          nonce,
          returnTo === null ? null : { current: choice ?? null, returnTo },
        )
      : "";
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: markup }} />;
}
