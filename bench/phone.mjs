// A phone as the benches load pages on it: a new browser context at a phone's size with touch, the consent choice
// stored (no dialog), and the CPU four times slower (Lighthouse's mobile factor); with `network`, Chromium's network
// emulation as well (CDP Network.emulateNetworkConditions).
import { BENCH_CONSENT } from "./lighthouse.mjs";

/** Lighthouse's simulated mobile network: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
export const LIGHTHOUSE_MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A phone's browser context for `url`'s site, consent answered, nothing slowed yet; close it when done. */
export async function phoneContext(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: "consent_choice", value: BENCH_CONSENT, url }]);
  return context;
}

/** Slows `page` as a mid-range phone: CPU four times slower and, with `network`, that network. */
export async function slowDown(context, page, network = null) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
  }
  return cdp;
}

/** A page on a slowed phone for `url`'s site; close its `context` when done. */
export async function slowPhone(browser, url, network = null) {
  const context = await phoneContext(browser, url);
  const page = await context.newPage();
  await slowDown(context, page, network);
  return { context, page };
}
