// A lazily loaded component whose texts load with its code: the dictionary parts it needs arrive in the page's
// language beside its chunk, and a nested translator adds them to the enclosing one.
import { type ComponentType, type LazyExoticComponent, lazy, useMemo } from "react";
import type { Locale } from "../../shared/locale";
import { useSite } from "../layout/site-context";
import { TranslateContext, useT } from "./index";
import { type PartName, type PartTexts, extendTranslator, loadPartTexts } from "./texts";

/** Provides the given texts on top of the enclosing translator. */
export function WithTexts({ texts, children }: { texts: PartTexts; children: React.ReactNode }) {
  const parent = useT();
  const t = useMemo(() => extendTranslator(parent, texts), [parent, texts]);
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

/** A lazily loaded component with its texts; `preload` starts loading both before the first render needs them. */
export type LazyWithTexts<P extends object> = ComponentType<P> & { preload: (locale: Locale) => void };

/** Like React's `lazy`, and the component's parts load with it in the site's language. */
export function lazyWithTexts<P extends object>(parts: readonly PartName[], load: () => Promise<{ default: ComponentType<P> }>): LazyWithTexts<P> {
  const loading: Partial<Record<Locale, Promise<{ default: ComponentType<P> }>>> = {};
  const byLocale: Partial<Record<Locale, LazyExoticComponent<ComponentType<P>>>> = {};
  const loadFor = (locale: Locale) =>
    (loading[locale] ??= Promise.all([load(), loadPartTexts(locale, parts)]).then(([module, texts]) => {
      const Inner = module.default;
      const WithItsTexts = (props: P) => (
        <WithTexts texts={texts}>
          <Inner {...props} />
        </WithTexts>
      );
      return { default: WithItsTexts };
    }));
  const forLocale = (locale: Locale) => (byLocale[locale] ??= lazy(() => loadFor(locale)));
  function LazyWithTexts(props: P) {
    const Component = forLocale(useSite().locale);
    return <Component {...props} />;
  }
  // A failed preload is forgotten, so the render's own load tries again (and its error reaches the boundary).
  LazyWithTexts.preload = (locale: Locale) => {
    loadFor(locale).catch(() => {
      delete loading[locale];
    });
  };
  return LazyWithTexts;
}
