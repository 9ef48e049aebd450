// The site's not-found screen inside the chrome: the CMS's words for it (the error page's not_found_page), else the
// shop's own ("notices"). Loaded with them when a page is not found (client/document/lazy-not-found.tsx).
import type { ErrorPageContent } from "../../shared/cms";
import { useT } from "../i18n";
import ErrorScreen from "./ErrorScreen";
import { PageHead } from "./PageHead";

export default function NotFoundScreen({ content, prefix }: { content: ErrorPageContent | null; prefix: string }) {
  const t = useT();
  return (
    <>
      <PageHead title={t("route.page-not-found")} />
      <ErrorScreen
        status={404}
        title={content?.title || t("notFound.title")}
        subtitle={content?.subtitle || t("notFound.subtitle")}
        descriptionHtml={content?.description_highlighted || `<p>${t("notFound.description")}</p>`}
        cta={content?.cta ? { title: content.cta.title, url: content.cta.url } : { title: t("common.takeMeHome"), url: "/" }}
        prefix={prefix}
        embedded
        locale={t.locale}
      />
    </>
  );
}
