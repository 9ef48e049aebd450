// The site map, from the CMS.
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { isExternalUrl, localizedHref } from "../../shared/links";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { contentOf, notFound } from "../document/page";
import { useSite } from "../layout/site-context";
import { SHARED_PAGE } from "../document/handle";

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export async function loader({ context }: LoaderFunctionArgs) {
  const { content } = contentOf(context);
  const sitemap = await content.sitemap();
  if (!sitemap) notFound();
  return { sitemap };
}

export default function Sitemap() {
  const { sitemap } = useLoaderData<typeof loader>();
  const site = useSite();
  const t = useT();
  return (
    <article className="mx-auto max-w-[1320px] px-4 py-16">
      <PageHead title={sitemap.title || t("sitemap.title")} />
      <h1 className="text-4xl font-bold">{sitemap.title || t("sitemap.title")}</h1>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {sitemap.sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-xl font-bold">{section.title}</h2>
            <ul className="mt-3 space-y-2">
              {section.links.map((link) => (
                <li key={link.url}>
                  {isExternalUrl(link.url) ? (
                    <a className="underline" href={link.url} target="_blank" rel="noopener noreferrer">{link.title}</a>
                  ) : (
                    <Link className="underline" to={localizedHref(site.prefix, link.url)}>{link.title}</Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
