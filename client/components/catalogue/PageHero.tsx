// The hero of a catalogue page: its h1, a subtitle and the CMS image behind them (a real image, fetched first).
import type { ReactNode } from "react";

/**
 * The hero's image: the page's largest element, so a real image the browser finds in the HTML and fetches first
 * (`fetchpriority="high"`, never lazy); it covers the hero's box, whose height the section sets, so nothing shifts.
 */
export function HeroImage({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      fetchPriority="high"
      width={1600}
      height={700}
      className="absolute inset-0 h-full w-full object-cover"
      data-testid="hero-image"
    />
  );
}

export function PageHero({ title, subtitle, imageUrl, children }: { title: string; subtitle?: string; imageUrl?: string | null; children?: ReactNode }) {
  return (
    <section className="relative flex min-h-[280px] items-end overflow-hidden bg-brand-navy text-white">
      {imageUrl ? <HeroImage src={imageUrl} /> : null}
      <div aria-hidden="true" className="absolute inset-0" style={{ backgroundImage: "linear-gradient(to top, rgba(11,31,58,.85), rgba(11,31,58,.15))" }} />
      <div className="relative mx-auto w-full max-w-[1320px] px-4 py-10">
        <h1 className="max-w-3xl text-4xl font-bold md:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
