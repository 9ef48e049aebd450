// The member store's rules: the sign-in address, return paths of this site only, the markers other tabs react to,
// and the pages only a member may open.
import { afterEach, describe, expect, it } from "vitest";
import type { SessionMember } from "../../shared/contract/member-schemas";
import {
  MEMBER_SEEN_STORAGE_KEY,
  isMemberOnlyPath,
  memberKnown,
  noteGuest,
  noteSignedIn,
  noteSignedOut,
  pathBelowPrefix,
  reactionToStorage,
  safeReturnPath,
  signInHref,
  unauthorizedHref,
  useMemberStore,
  withReturn,
} from "./member-store";
import { memberGuardRedirect } from "./member-only";

const SARA: SessionMember = {
  mafid: "MAF-1000001",
  userAk: "AK1",
  email: "sara.share@example.com",
  firstName: "Sara",
  lastName: "Al Mansoori",
  gender: "female",
  isShareMember: true,
  site: "ski-dubai",
};

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}

afterEach(() => useMemberStore.setState({ known: false, member: null }));

describe("sign-in address", () => {
  it("names the site, the language and the page to come back to; sign-up adds the hint", () => {
    expect(signInHref({ slug: "ski-dubai", locale: "en" }, "/en-ae/ski-dubai/faq?x=1")).toBe(
      "/auth/sign-in?site=ski-dubai&lang=en&return=%2Fen-ae%2Fski-dubai%2Ffaq%3Fx%3D1",
    );
    expect(signInHref({ slug: "snow-oman", locale: "ar" }, "/ar-om/snow-oman", true)).toBe("/auth/sign-in?site=snow-oman&lang=ar&return=%2Far-om%2Fsnow-oman&hint=signup");
  });

  it("a CMS link to the shop's sign-in route gets the return address; any other link stays", () => {
    expect(withReturn("/auth/sign-in?site=ski-egypt&lang=ar", "/ar-eg/ski-egypt/offers")).toBe(
      "/auth/sign-in?site=ski-egypt&lang=ar&return=%2Far-eg%2Fski-egypt%2Foffers",
    );
    expect(withReturn("/auth/sign-in?site=ski-egypt&lang=en&return=%2Fen-eg%2Fski-egypt", "/en-eg/ski-egypt/faq")).toBe(
      "/auth/sign-in?site=ski-egypt&lang=en&return=%2Fen-eg%2Fski-egypt",
    );
    expect(withReturn("/faq", "/en-eg/ski-egypt")).toBe("/faq");
  });

  it("accepts only paths of this site as the return address", () => {
    const prefix = "/en-ae/ski-dubai";
    expect(safeReturnPath(prefix, "/en-ae/ski-dubai/accounts/dashboard")).toBe("/en-ae/ski-dubai/accounts/dashboard");
    expect(safeReturnPath(prefix, "/en-ae/ski-dubai")).toBe("/en-ae/ski-dubai");
    expect(safeReturnPath(prefix, "/en-ae/ski-dubai?x=1")).toBe("/en-ae/ski-dubai?x=1");
    expect(safeReturnPath(prefix, "/en-ae/ski-dubai-evil/x")).toBeNull();
    expect(safeReturnPath(prefix, "/ar-ae/ski-dubai/faq")).toBeNull();
    expect(safeReturnPath(prefix, "https://evil.example/en-ae/ski-dubai")).toBeNull();
    expect(safeReturnPath(prefix, "/en-ae/ski-dubai//evil.example")).toBeNull();
    expect(safeReturnPath(prefix, "/en-ae/ski-dubai/\\evil")).toBeNull();
    expect(safeReturnPath(prefix, null)).toBeNull();
  });
});

describe("markers", () => {
  it("a member seen for the first time writes logged_in with the time, once", () => {
    const storage = memoryStorage();
    expect(noteSignedIn(storage, SARA, 1_000)).toBe(true);
    expect(storage.getItem("logged_in")).toBe("1000");
    expect(storage.getItem(MEMBER_SEEN_STORAGE_KEY)).toBe("MAF-1000001");
    expect(noteSignedIn(storage, SARA, 2_000)).toBe(false);
    expect(storage.getItem("logged_in")).toBe("1000");
    // Another member is a new sign-in.
    expect(noteSignedIn(storage, { ...SARA, mafid: "MAF-2" }, 3_000)).toBe(true);
  });

  it("a guest page forgets the member seen, so the next sign-in counts as new", () => {
    const storage = memoryStorage();
    noteSignedIn(storage, SARA, 1);
    noteGuest(storage);
    expect(noteSignedIn(storage, SARA, 2)).toBe(true);
  });

  it("sign-out writes logged_out with the time and forgets the member", () => {
    const storage = memoryStorage();
    noteSignedIn(storage, SARA, 1);
    noteSignedOut(storage, 5_000);
    expect(storage.getItem("logged_out")).toBe("5000");
    expect(storage.getItem(MEMBER_SEEN_STORAGE_KEY)).toBeNull();
  });

  it("other tabs: logged_out goes home, logged_in reloads, hard_refresh_pages reloads fully, anything else nothing", () => {
    expect(reactionToStorage("logged_out", "1")).toBe("home");
    expect(reactionToStorage("logged_in", "1")).toBe("reload");
    expect(reactionToStorage("hard_refresh_pages", "true")).toBe("hard-reload");
    expect(reactionToStorage("vuex", "{}")).toBeNull();
    expect(reactionToStorage("logged_out", null)).toBeNull();
    expect(reactionToStorage(null, null)).toBeNull();
  });

  it("blocked storage is not an error", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(noteSignedIn(blocked, SARA)).toBe(false);
    expect(() => noteSignedOut(blocked)).not.toThrow();
    expect(() => noteGuest(blocked)).not.toThrow();
  });
});

describe("route guards", () => {
  it("accounts and extra pages are for members only", () => {
    expect(isMemberOnlyPath("accounts")).toBe(true);
    expect(isMemberOnlyPath("accounts/dashboard")).toBe(true);
    expect(isMemberOnlyPath("extra/gear/12")).toBe(true);
    expect(isMemberOnlyPath("accountsx")).toBe(false);
    expect(isMemberOnlyPath("booking/personal-details")).toBe(false);
    expect(isMemberOnlyPath("")).toBe(false);
    expect(pathBelowPrefix("/en-ae/ski-dubai/accounts/dashboard")).toBe("accounts/dashboard");
  });

  it("unauthorized carries the wanted page when it is a path of this site", () => {
    expect(unauthorizedHref("/en-ae/ski-dubai", "/en-ae/ski-dubai/accounts/dashboard")).toBe(
      "/en-ae/ski-dubai/unauthorized?return=%2Fen-ae%2Fski-dubai%2Faccounts%2Fdashboard",
    );
    expect(unauthorizedHref("/en-ae/ski-dubai", "/ar-om/snow-oman/accounts")).toBe("/en-ae/ski-dubai/unauthorized");
  });

  it("a guest's client-side navigation to a member page goes to unauthorized; a member's, or before the page knows, proceeds", () => {
    const url = "http://localhost/ar-om/snow-oman/accounts/profile/personal-details";
    expect(memberGuardRedirect(url, { known: true, signedIn: false })).toBe(
      "/ar-om/snow-oman/unauthorized?return=%2Far-om%2Fsnow-oman%2Faccounts%2Fprofile%2Fpersonal-details",
    );
    expect(memberGuardRedirect(url, { known: true, signedIn: true })).toBeNull();
    expect(memberGuardRedirect(url, { known: false, signedIn: false })).toBeNull();
    expect(memberGuardRedirect("http://localhost/ar-om/snow-oman/booking/add-ons", { known: true, signedIn: false })).toBeNull();
  });

  it("the store knows the member once adopted", () => {
    expect(memberKnown()).toEqual({ known: false, signedIn: false });
    useMemberStore.getState().adopt(SARA);
    expect(memberKnown()).toEqual({ known: true, signedIn: true });
    useMemberStore.getState().forget();
    expect(memberKnown()).toEqual({ known: true, signedIn: false });
  });
});
