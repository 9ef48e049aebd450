// Links from the CMS: external ones (http(s):// or tel:) stay as they are, internal ones go under the current prefix.

export function isExternalUrl(url: string): boolean {
  return /^(https?:\/\/|tel:|mailto:)/i.test(url);
}

/** An internal CMS path ("/faq", "faq", "/") placed under a locale-site prefix ("/ar-om/snow-oman/faq"). */
export function localizedHref(prefix: string, url: string): string {
  if (isExternalUrl(url)) return url;
  // Environment links already carry a full prefix.
  if (/^\/(en|ar)-[a-z]{2}\//.test(url)) return url;
  const path = url.replace(/^\/+/, "");
  return path ? `${prefix}/${path}` : prefix;
}

/** The pass an event card's route names, under the product pages (a bare `snow-park` is `passes-packages/snow-park`). */
export function eventCardRoute(route: string): string {
  const path = route.replace(/^\/+/, "");
  return path.startsWith("passes-packages/") ? path : `passes-packages/${path}`;
}
