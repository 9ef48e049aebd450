// The hero of a catalogue page: its h1, a subtitle and the CMS image behind them.
import type { ReactNode } from "react";

export function PageHero({ title, subtitle, imageUrl, children }: { title: string; subtitle?: string; imageUrl?: string | null; children?: ReactNode }) {
  return (
    <section
      className="relative flex min-h-[280px] items-end bg-brand-navy bg-cover bg-center text-white"
      style={imageUrl ? { backgroundImage: `linear-gradient(to top, rgba(11,31,58,.85), rgba(11,31,58,.15)), url(${imageUrl})` } : undefined}
    >
      <div className="mx-auto w-full max-w-[1320px] px-4 py-10">
        <h1 className="max-w-3xl text-4xl font-bold md:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
