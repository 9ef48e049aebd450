// A link from the CMS: internal paths go through the router under the current prefix, external ones open in a new tab.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isExternalUrl, localizedHref } from "../../../shared/links";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";

export interface CmsLinkProps {
  url: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  testId?: string;
}

export function CmsLink({ url, className, children, onClick, testId }: CmsLinkProps) {
  const { prefix } = useSite();
  const t = useT();
  if (isExternalUrl(url)) {
    // Web pages open in a new tab; tel: and mailto: hand over to the device as they are.
    const web = /^https?:/i.test(url);
    return (
      <a href={url} target={web ? "_blank" : undefined} rel={web ? "noopener noreferrer" : undefined} className={className} onClick={onClick} data-testid={testId}>
        {children}
        {web ? <span className="sr-only"> {t("header.opensInNewTab")}</span> : null}
      </a>
    );
  }
  return (
    <Link to={localizedHref(prefix, url)} className={className} onClick={onClick} data-testid={testId}>
      {children}
    </Link>
  );
}
