// App store badges: both in the server render, then only the one that fits the device once hydrated.
import { useEffect, useState } from "react";
import type { FooterContent } from "../../../shared/cms";
import type { AppStoreName } from "../../../shared/analytics";
import { trackAppInstall } from "../../analytics/chrome-events";
import { useT } from "../../i18n";
import { type AppLinkChoice, appLinksFor } from "./app-links";

type SubFooter = FooterContent["sub_footer"];

function Badge({ cta, testId, store }: { cta: SubFooter["app_store_cta"]; testId: string; store: AppStoreName }) {
  const t = useT();
  return (
    <a href={cta.url} target="_blank" rel="noopener noreferrer" data-testid={testId} className="block rounded-lg hover:opacity-85" onClick={() => trackAppInstall(store)}>
      <img src={cta.image.image_url} alt={cta.image.alt_text} width={135} height={40} loading="lazy" className="h-10 w-auto" />
      <span className="sr-only">{t("footer.opensInNewTab")}</span>
    </a>
  );
}

export function AppLinks({ appStore, googlePlay }: { appStore: SubFooter["app_store_cta"]; googlePlay: SubFooter["google_play_cta"] }) {
  const t = useT();
  const [choice, setChoice] = useState<AppLinkChoice>("both");
  useEffect(() => setChoice(appLinksFor(navigator.userAgent, navigator.maxTouchPoints)), []);
  return (
    <div data-app-links={choice}>
      <h2 className="footer-heading">{t("footer.getTheApp")}</h2>
      <div className="flex flex-wrap gap-3">
        {choice !== "google-play" ? <Badge cta={appStore} testId="app-store-link" store="app_store" /> : null}
        {choice !== "app-store" ? <Badge cta={googlePlay} testId="google-play-link" store="google_play" /> : null}
      </div>
    </div>
  );
}
