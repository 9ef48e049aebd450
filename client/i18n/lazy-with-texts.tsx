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

/** Like React's `lazy`, and the component's parts load with it in the site's language. */
export function lazyWithTexts<P extends object>(parts: readonly PartName[], load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const byLocale: Partial<Record<Locale, LazyExoticComponent<ComponentType<P>>>> = {};
  const forLocale = (locale: Locale) =>
    (byLocale[locale] ??= lazy(async () => {
      const [module, texts] = await Promise.all([load(), loadPartTexts(locale, parts)]);
      const Inner = module.default;
      const WithItsTexts = (props: P) => (
        <WithTexts texts={texts}>
          <Inner {...props} />
        </WithTexts>
      );
      return { default: WithItsTexts };
    }));
  return function LazyWithTexts(props: P) {
    const Component = forLocale(useSite().locale);
    return <Component {...props} />;
  };
}
