// The header's part that no first paint shows and that is not in the page's data (docs/decisions/022-page-weight.md):
// the live-update box's statuses and link (the data has its title and the working hours of the open status). They come
// from the CMS call for the header, once per site and language, when a visitor reaches for the box (preload-parts.ts).
// The box shows a loading state until then, and a way to try again if they cannot be read. The navigation's menus are
// in the page (decision 12: they open before any script).
import { useCallback, useEffect, useState } from "react";
import type { LiveUpdateDetailsView } from "../../../shared/cms-views";
import { type CmsCaller, cmsSchema, readCmsLater } from "../../api/cms-later";
import { useSite } from "../../layout/site-context";

/** The CMS caller of a site and language; the slug keys the parts loaded for it. */
export type HeaderPartsCaller = CmsCaller & { tenant: { slug: string } };

interface HeaderParts {
  liveUpdate: LiveUpdateDetailsView;
}

const loads = new Map<string, Promise<HeaderParts>>();
const loaded = new Map<string, HeaderParts>();

const keyOf = (caller: HeaderPartsCaller) => `${caller.tenant.slug}|${caller.locale}`;

async function fetchParts(caller: HeaderPartsCaller): Promise<HeaderParts> {
  const [answer, { liveUpdateDetailsView }] = await Promise.all([
    readCmsLater(caller, "get-header", () => cmsSchema("headerSchema")),
    import("../../../shared/cms-views"),
  ]);
  if (!answer.ok) throw new Error(`the header's parts could not be read (${answer.status})`);
  return { liveUpdate: liveUpdateDetailsView(answer.data) };
}

/** Starts loading the site's header parts (once; again after a failure) and answers them. */
export function loadHeaderParts(caller: HeaderPartsCaller): Promise<HeaderParts> {
  const key = keyOf(caller);
  let load = loads.get(key);
  if (!load) {
    load = fetchParts(caller).then(
      (parts) => {
        loaded.set(key, parts);
        return parts;
      },
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

export type PartState<T> = { status: "ready"; part: T } | { status: "loading" } | { status: "failed"; retry: () => void };

/** One part of the header: loading, ready, or failed with a way to try again (offline, or the part is gone). */
function useHeaderPart<T>(pick: (parts: HeaderParts) => T | undefined): PartState<T> {
  const { tenant, locale } = useSite();
  const key = keyOf({ tenant, locale });
  // The parts themselves live in `loaded`; the state only says which load this part waits for and whether it failed.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [, settled] = useState(0);
  const current = loaded.get(key);

  useEffect(() => {
    if (current) return;
    let live = true;
    setFailed(null);
    loadHeaderParts({ tenant, locale }).then(
      () => live && settled((n) => n + 1),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [current, key, tenant, locale, attempt]);

  // After a failed call, or when the part is no longer in the site's header (changed since the page loaded), ask again.
  const retry = useCallback(() => {
    loads.delete(key);
    loaded.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);
  const part = current ? pick(current) : undefined;
  if (part) return { status: "ready", part };
  if (failed === key || current) return { status: "failed", retry };
  return { status: "loading" };
}

/** The live-update box's statuses and link. */
export function useLiveUpdateDetails(): PartState<LiveUpdateDetailsView> {
  return useHeaderPart(pickLiveUpdate);
}

const pickLiveUpdate = (parts: HeaderParts) => parts.liveUpdate;
