// Every text the code can show reaches the browser: the chrome's dictionary covers the chrome, a page's declared parts
// and the route titles (its loader's `texts`) cover the page, and a lazily loaded component's parts cover what it
// renders. Read from the sources, so a new key used where its part or title is not sent fails here rather than showing
// as a raw key (the translator answers a key it lacks with the key itself).
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { consentTextsFor } from "./consent-texts";
import { CHROME_PART_KEYS, chromeMessagesFor, partTextsFor } from "./messages.server";
import { routeTitleKeyOf } from "./route-title";
import { type PartName, extendTranslator, loadPartTexts } from "./texts";
import { titlesEn } from "./parts/titles.en";
import { SITE_ROUTES } from "../../shared/routes";
import { translatorFrom } from "./index";

const CLIENT = resolve(__dirname, "..");
const STEP_TEXTS_FILE = resolve(CLIENT, "components/checkout/step-texts.ts");
const PART_NAMES: PartName[] = ["account", "booking-bar", "cards", "catalogue", "checkout", "contact", "content-pages", "extra", "footer", "holdings", "notices", "order", "share", "titles"];
const ALL_KEYS = Object.keys(en);

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const sourceCache = new Map<string, string>();
const source = (file: string) => sourceCache.get(file) ?? sourceCache.set(file, readFileSync(file, "utf8")).get(file)!;

/** Dictionary keys a file can ask for: literal keys, and every key under a `prefix.${…}` template. */
function keysUsedBy(file: string): string[] {
  const text = source(file);
  const used = new Set<string>();
  for (const m of text.matchAll(/["'`]([a-zA-Z]+\.[\w.-]+)["'`]/g)) if (m[1]! in en) used.add(m[1]!);
  for (const m of text.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g)) for (const key of ALL_KEYS) if (key.startsWith(m[1]!)) used.add(key);
  return [...used];
}

interface Declared {
  parts: PartName[];
  /** Route titles sent beside the parts (each a key the list names, e.g. both sides of a condition). */
  titles: string[];
}

/**
 * Part lists and title lists written in a file's calls that send or load texts (a literal list, or a constant of the
 * same file): `pageTexts(context, parts, titles)`, `…LoaderWithTexts(parts, titles)`, `loadPartTexts(locale, parts, titles)`,
 * and a booking step's `…StepLoader(STEP_TEXTS.<step>)`.
 */
function declaredIn(file: string): Declared {
  const text = source(file);
  const parts = new Set<PartName>();
  const titles = new Set<string>();
  const listOf = (list: string) => {
    if (list.startsWith("[")) return list;
    // A booking step's declaration (components/checkout/step-texts.ts): `STEP_TEXTS.<step>.parts` or `.titles`.
    const step = /^STEP_TEXTS\.(\w+)\.(parts|titles)$/.exec(list);
    if (step) return new RegExp(`${step[1]}: \\{[^}]*${step[2]}: (\\[[^\\]]*\\])`).exec(source(STEP_TEXTS_FILE))?.[1] ?? "[]";
    return new RegExp(`const ${list} = (\\[[^\\]]*\\])`).exec(text)?.[1] ?? "[]";
  };
  const list = String.raw`(\[[^\]]*\]|STEP_TEXTS\.\w+\.(?:parts|titles)|[A-Z_]+)`;
  const pattern = new RegExp(String.raw`(?:pageTexts\(context,|LoaderWithTexts\(|textsOfPath\([^,]+,|lazyWithTexts\(|loadPartTexts\([^,]+,)\s*${list}(?:,\s*${list})?`, "g");
  for (const m of text.matchAll(pattern)) {
    for (const name of listOf(m[1]!).matchAll(/"([\w-]+)"/g)) parts.add(name[1] as PartName);
    if (m[2]) for (const key of listOf(m[2]).matchAll(/"(route\.[\w.-]+)"/g)) titles.add(key[1]!);
  }
  // A step's loader made from its whole declaration: `…StepLoader(STEP_TEXTS.<step>)`.
  for (const m of text.matchAll(/StepLoader\(STEP_TEXTS\.(\w+)\)/g)) {
    for (const name of listOf(`STEP_TEXTS.${m[1]}.parts`).matchAll(/"([\w-]+)"/g)) parts.add(name[1] as PartName);
    for (const key of listOf(`STEP_TEXTS.${m[1]}.titles`).matchAll(/"(route\.[\w.-]+)"/g)) titles.add(key[1]!);
  }
  return { parts: [...parts], titles: [...titles] };
}

interface Edge {
  target: string;
  /** Parts a lazyWithTexts(...) import brings with the code. */
  parts: PartName[];
}

function importsOf(file: string): Edge[] {
  const text = source(file);
  const edges: Edge[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s+"([^"]+)"/g)) {
    const target = resolveImport(file, m[1]!);
    if (target) edges.push({ target, parts: [] });
  }
  // A lazy component with its texts, code loaded beside its texts, or a plain dynamic import.
  const dynamic = /lazyWithTexts\((\[[^\]]*\]),\s*(?:async\s*)?\(\)\s*=>\s*import\("([^"]+)"\)|Promise\.all\(\[import\("([^"]+)"\),\s*loadPartTexts\([^,]+,\s*(\[[^\]]*\])\)|(?<!typeof )import\("([^"]+)"\)/g;
  for (const m of text.matchAll(dynamic)) {
    const target = resolveImport(file, (m[2] ?? m[3] ?? m[5])!);
    if (!target) continue;
    const list = m[1] ?? m[4];
    const parts = list ? [...list.matchAll(/"([\w-]+)"/g)].map((n) => n[1] as PartName) : [];
    edges.push({ target, parts });
  }
  return edges;
}

/** Walks the code reachable from an entry with the parts (and titles) available there; returns the keys nothing sends. */
function missingFrom(entry: string, available: Set<PartName>, chrome: Set<string>, titles: readonly string[] = []): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, parts: Set<PartName>) => {
    const id = `${file}|${[...parts].sort().join(",")}`;
    if (seen.has(id) || file.includes(`${CLIENT}/i18n/`)) return;
    seen.add(id);
    // A module that loads parts itself (loadPartTexts) covers its own keys with them, and so do the titles a module
    // the page reaches loads itself (the page's own titles are those its loader sends: `titles`).
    const own = declaredIn(file);
    const ownTitles = file === entry ? [] : own.titles;
    const covered = new Set([...chrome, ...titles, ...ownTitles, ...partKeys(new Set([...parts, ...own.parts]))]);
    for (const key of keysUsedBy(file)) if (!covered.has(key)) missing.push(`${relative(CLIENT, file)}: ${key}`);
    for (const edge of importsOf(file)) walk(edge.target, new Set([...parts, ...edge.parts]));
  };
  walk(entry, available);
  return [...new Set(missing)];
}

function partKeys(parts: Set<PartName>): string[] {
  return Object.keys(partTextsFor("en", [...parts]));
}

/** The page modules of the route config (client/routes.ts). */
function pageModules(): string[] {
  const config = source(resolve(CLIENT, "routes.ts"));
  return [...new Set([...config.matchAll(/"(routes\/[^"]+\.tsx)"/g)].map((m) => resolve(CLIENT, m[1]!)))].filter((f) => !f.endsWith("/site.tsx"));
}

describe("the texts sent to the browser", () => {
  // The consent dialog's texts are added on the server only, where its HTML is written (ConsentDialog.tsx).
  const chrome = new Set([...Object.keys(chromeMessagesFor("en")), ...Object.keys(consentTextsFor("en"))]);

  it("cover the chrome: the document, the site layout and everything they load without texts of their own", () => {
    const missing = [
      ...missingFrom(resolve(CLIENT, "root.tsx"), new Set(), chrome),
      ...missingFrom(resolve(CLIENT, "routes/site.tsx"), new Set(), chrome),
    ];
    expect(missing).toEqual([]);
  });

  it.each(pageModules().map((file) => [relative(CLIENT, file), file]))("cover the page %s with the parts and titles its loader sends", (_, file) => {
    // A page's parts and titles are those its module (or the loader it calls, e.g. the extra pages') declares.
    const declared = new Set<PartName>();
    const titles = new Set<string>();
    const stack = [file];
    const seen = new Set<string>();
    while (stack.length) {
      const current = stack.pop()!;
      if (seen.has(current) || current.includes(`${CLIENT}/i18n/`) || current.includes(`${CLIENT}/components/`)) continue;
      seen.add(current);
      const found = declaredIn(current);
      for (const part of found.parts) declared.add(part);
      for (const key of found.titles) titles.add(key);
      for (const edge of importsOf(current)) if (edge.parts.length === 0 && current === file) stack.push(edge.target);
    }
    expect(missingFrom(file, declared, chrome, [...titles])).toEqual([]);
  });

  it("are checked with a walk that finds a missing part (the check itself can fail)", () => {
    const checkout = resolve(CLIENT, "routes/booking/payment.tsx");
    expect(missingFrom(checkout, new Set(), chrome).some((line) => line.includes("checkout."))).toBe(true);
    const lessons = resolve(CLIENT, "routes/lessons.tsx");
    expect(missingFrom(lessons, new Set(["catalogue"]), chrome)).toEqual(["routes/lessons.tsx: route.ski-lessons", "routes/lessons.tsx: route.snowboard-lessons"]);
  });

  it("name the titles of a route the placeholder pages render, or the generic page title", () => {
    for (const route of SITE_ROUTES) {
      const key = routeTitleKeyOf(`/:lang/:site/${route.path}`, titlesEn);
      expect(key).toBe(`route.${route.id}` in titlesEn ? `route.${route.id}` : "route.cms-page");
    }
    expect(routeTitleKeyOf("/:lang/:site/extra/gear/:id?", titlesEn)).toBe("route.extra.gear");
  });
});

describe("the chrome's dictionary", () => {
  it("holds the dictionary's own texts and the chosen part keys, in each language, not the consent dialog's", () => {
    for (const [locale, all] of [["en", en], ["ar", ar]] as const) {
      const chrome = chromeMessagesFor(locale);
      expect(chrome["header.signIn"]).toBe(all["header.signIn"]);
      expect(chrome["consent.title"]).toBeUndefined();
      for (const key of CHROME_PART_KEYS) expect(chrome[key]).toBe(all[key]);
      expect(chrome["checkout.steps"]).toBeUndefined();
      expect(chrome["account.menu.label"]).toBeUndefined();
      expect(chrome["datePicker.today"]).toBeUndefined();
      // Of the routes' titles, only the one the site layout's not-found screen renders.
      expect(Object.keys(chrome).filter((key) => key.startsWith("route."))).toEqual(["route.page-not-found"]);
    }
    expect(Object.keys(chromeMessagesFor("ar")).sort()).toEqual(Object.keys(chromeMessagesFor("en")).sort());
  });

  it("is a small share of the whole dictionary", () => {
    const bytes = (value: unknown) => JSON.stringify(value).length;
    expect(bytes(chromeMessagesFor("en"))).toBeLessThan(bytes(en) / 3);
  });
});

describe("a part's texts", () => {
  it.each(PART_NAMES)("%s loads in one language, the same keys as the server sends", async (part) => {
    const [inEnglish, inArabic] = await Promise.all([loadPartTexts("en", [part]), loadPartTexts("ar", [part])]);
    expect(inEnglish).toEqual(partTextsFor("en", [part]));
    expect(inArabic).toEqual(partTextsFor("ar", [part]));
    expect(Object.keys(inArabic).sort()).toEqual(Object.keys(inEnglish).sort());
  });

  it("are added on top of the enclosing translator, which answers every other key", () => {
    const t = extendTranslator(translatorFrom({ "header.signIn": "Sign in" }, "en"), { "bookingBar.step": "Step {n}" });
    expect(t("bookingBar.step", { n: 2 })).toBe("Step 2");
    expect(t("header.signIn")).toBe("Sign in");
    expect(t.has("bookingBar.step") && t.has("header.signIn")).toBe(true);
    expect(t("checkout.steps")).toBe("checkout.steps");
  });
});
