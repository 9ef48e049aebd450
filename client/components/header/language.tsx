// The language switch: the same path and query on the other language's prefix (a full load, the chrome is per language).
import { useLocation } from "react-router";
import { otherLocale } from "../../../shared/locale";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import { GlobeIcon } from "./icons";

export function useLanguageSwitch() {
  const site = useSite();
  const t = useT();
  const { pathname, search } = useLocation();
  const lang = otherLocale(site.locale);
  const rest = pathname.startsWith(site.prefix) ? pathname.slice(site.prefix.length) : "";
  const label = site.header?.global_header.language.find((l) => l.key === lang)?.title || t("header.switchLanguage");
  return { href: `${site.otherPrefix}${rest}${search}`, lang, label };
}

/** The switch as a link (a full load: each language has its own chrome and dictionary). */
export function LanguageLink({ className, testId }: { className: string; testId: string }) {
  const language = useLanguageSwitch();
  return (
    <a href={language.href} hrefLang={language.lang} lang={language.lang} className={className} data-testid={testId}>
      <GlobeIcon />
      {language.label}
    </a>
  );
}
