// Intl formats are costly to build and cheap to use (the first of a language also loads its data into the engine), so
// each is built once per key (language, currency, time zone, style) and kept for the life of the isolate or page.

/** The format of `key` in `cache`, built by `make` the first time. */
export function cachedFormat<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}
