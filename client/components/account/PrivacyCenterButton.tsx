// The privacy center's way in: a form posted to the shop's own route, which hands the member's access token to the
// center in a form post (never in a URL; docs/decisions/037-sessions-and-tokens.md). Opens in a new tab, without a script.
import type { ReactNode } from "react";
import { privacyCenterHref } from "./links";

export function PrivacyCenterButton(props: { locale: "en" | "ar"; site: string; className: string; testId: string; onClick?: () => void; children: ReactNode }) {
  return (
    <form method="post" action={privacyCenterHref(props.locale, props.site)} target="_blank" rel="noopener noreferrer">
      <button type="submit" className={props.className} data-testid={props.testId} onClick={props.onClick}>
        {props.children}
      </button>
    </form>
  );
}
