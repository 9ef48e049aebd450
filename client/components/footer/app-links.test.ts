import { describe, expect, it } from "vitest";
import { appLinksFor } from "./app-links";

const UA = {
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1",
  ipadDesktopMode: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36",
  windowsChrome: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
};

describe("appLinksFor", () => {
  it("shows only the App Store on iOS Safari", () => {
    expect(appLinksFor(UA.iphoneSafari, 5)).toBe("app-store");
  });

  it("treats other iOS browsers and an iPad in desktop mode as iOS", () => {
    expect(appLinksFor(UA.iphoneChrome, 5)).toBe("app-store");
    expect(appLinksFor(UA.ipadDesktopMode, 5)).toBe("app-store");
  });

  it("shows only Google Play on other mobiles", () => {
    expect(appLinksFor(UA.androidChrome, 5)).toBe("google-play");
    expect(appLinksFor(UA.androidTablet, 10)).toBe("google-play");
  });

  it("shows both on desktops, including a Mac without touch", () => {
    expect(appLinksFor(UA.windowsChrome)).toBe("both");
    expect(appLinksFor(UA.macSafari, 0)).toBe("both");
    expect(appLinksFor(UA.linuxFirefox)).toBe("both");
  });
});
