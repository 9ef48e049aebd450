// The frame every catalogue page shares: the head (the CMS SEO texts, else the page's title and description), the
// hero (the CMS hero, else the page's own name) and the content column below it.
import type { ReactNode } from "react";
import { PageHead } from "../PageHead";
import { PageHero } from "./PageHero";

export interface CatalogueHero {
  title: string;
  subtitle?: string;
  image?: { image_url: string };
}

/** The page's heading: the CMS hero's title, else the page's own name. */
export function pageTitle(hero: Pick<CatalogueHero, "title"> | null | undefined, name: string): string {
  return hero?.title ?? name;
}

export function CataloguePage({
  name,
  hero,
  seo,
  description,
  children,
}: {
  /** The page's own name (its route title), used without a CMS hero. */
  name: string;
  hero?: CatalogueHero | null;
  seo?: { meta_title: string; meta_description: string } | null;
  /** The description without CMS SEO texts, and the subtitle without a CMS hero. */
  description?: string;
  children: ReactNode;
}) {
  const title = pageTitle(hero, name);
  return (
    <>
      <PageHead title={seo?.meta_title ?? title} description={seo?.meta_description ?? description} />
      <PageHero title={title} subtitle={hero ? hero.subtitle : description} imageUrl={hero?.image?.image_url} />
      <div className="mx-auto max-w-[1320px] px-4 py-8">{children}</div>
    </>
  );
}
