// Tap to answer, as a visitor on a mid-range phone feels it: Chromium with the CPU four times slower, 150 ms round
// trips and 1.6 Mbit/s down (bench/phone.mjs), the consent choice stored, a fresh browser context (empty cache) for
// every load. For each key control: a real tap (CDP touch input at the control's centre, after the page was read for
// 2 s), and the time from the tap to the next paint after the page's visible answer (the panel or menu shown, the day
// selected, the next page's heading, the count changed). The tap's time is its input event's own time stamp
// (event.timeStamp of the first trusted pointerdown, read by a capturing listener the bench installs before the page's
// scripts), so a busy main thread that runs the listener late does not shorten the figure; the answer is noticed by a
// MutationObserver and a requestAnimationFrame loop, and timed at the task right after the frame that shows it. Both
// are read on the wall clock (performance.timeOrigin + the page's time), so an answer on a new document (a link or a
// form that navigates) is timed too. Beside it, the tap's own event timing (INP-like: the longest Event Timing entry of
// the tap's interaction, durationThreshold 16 ms).
//
// The controls are found by the test ids the browser tests keep (booking-bar-step-*, booking-bar-panel-*, menu-button,
// mobile-menu, date-picker with its days' data-date, buy-tickets) and otherwise by roles and labels, so the bench
// follows the markup as it changes. A tap it cannot make, or whose answer never shows, is printed as "failed: <reason>".
// Median of TAP_LOADS loads (default 5) per tap and language. Figures only, never asserted.
import { openDays } from "./orders.mjs";
import { LIGHTHOUSE_MOBILE_NETWORK, median, phoneContext, slowDown } from "./phone.mjs";

const LOADS = Math.max(1, Number(process.env.TAP_LOADS ?? 5) | 0);
/** How long the visitor reads a freshly loaded page before the tap. */
const READ_MS = 2000;
/** How long a tap may wait for its answer before the load counts as failed. */
const ANSWER_TIMEOUT_MS = 30_000;
const STATE_KEY = "__benchTap";
export const TAP_PHONE = "CPU 4× slower, 150 ms RTT, 1.6 Mbit/s down, 412×823 touch, consent stored";

export const TAP_SITES = [
  { language: "en", prefix: "/en-ae/ski-dubai", siteId: 1 },
  { language: "ar", prefix: "/ar-ae/ski-dubai", siteId: 1 },
];
/** The product with a calendar whose "Buy tickets" leads to the add-ons step. */
const PRODUCT = "snow-park";

// ---------------------------------------------------------------------------------------------------------------
// In the page (every document of the context, before its own scripts).

/** Installed with addInitScript: notes the tap, watches for its answer, and keeps both in sessionStorage. */
function inPage(key) {
  const read = () => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? "null");
    } catch {
      return null;
    }
  };
  const write = (state) => sessionStorage.setItem(key, JSON.stringify(state));
  const epoch = (t) => performance.timeOrigin + t;

  const box = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  /** Shown to the visitor: rendered, not hidden, with a size and some text or a control in it, and open if it opens. */
  const shown = (el) => {
    if (!el || !el.isConnected || !box(el)) return false;
    if (el.checkVisibility && !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    if (el.tagName === "DETAILS" && !el.open) return false;
    if (el.tagName === "DIALOG" && !el.open) return false;
    if (el.hasAttribute("popover") && !el.matches(":popover-open")) return false;
    const closedDetails = el.parentElement?.closest("details:not([open])");
    if (closedDetails && !el.closest("summary")) return false;
    return (el.innerText ?? "").trim().length > 0 || el.querySelector("input, button, a, select") !== null;
  };
  const anyShown = (selectors) => selectors.some((selector) => [...document.querySelectorAll(selector)].some(shown));
  const heading = () => [...document.querySelectorAll("h1")].find(shown);

  /** The control a tap was on, findable again on a new document: its test id, else its label. */
  const keyOf = (el) => {
    const control = el.closest("button, a, input, label, summary, [role=button]") ?? el;
    const testid = control.closest("[data-testid]")?.getAttribute("data-testid") ?? null;
    return { testid, label: control.getAttribute("aria-label"), controls: control.closest("[aria-controls]")?.getAttribute("aria-controls") ?? null };
  };
  const findControl = (key) =>
    (key.label && document.querySelector(`[aria-label="${CSS.escape(key.label)}"]`)) || (key.testid && document.querySelector(`[data-testid="${CSS.escape(key.testid)}"]`)) || null;
  /** What the visitor sees around a stepper: its row's text and its inputs' values. */
  const around = (el, containers) => {
    const container = el?.closest(containers);
    if (!container) return null;
    return `${container.innerText}|${[...container.querySelectorAll("input, output, select")].map((i) => i.value ?? i.textContent).join(",")}`;
  };
  const selectedDay = (date) =>
    [...document.querySelectorAll(`[data-date="${CSS.escape(date)}"]`)].some((el) => {
      if (!shown(el) && !box(el)) return false;
      const candidates = [el, el.parentElement, el.closest("[role=gridcell], [role=option], td, li"), el.querySelector("input")].filter(Boolean);
      return candidates.some(
        (c) =>
          c.getAttribute("aria-selected") === "true" ||
          c.getAttribute("aria-pressed") === "true" ||
          c.getAttribute("aria-checked") === "true" ||
          ["date", "true", "page"].includes(c.getAttribute("aria-current") ?? "") ||
          c.checked === true,
      );
    });

  /** Whether the page shows the answer to the tap described by `state`. */
  const answered = (state) => {
    const { answer } = state;
    if (answer.path && new RegExp(answer.path).test(location.pathname) && location.href !== state.hrefAtTap) {
      const h1 = heading();
      if (h1 && h1.innerText.trim() !== state.headingAtTap) return true;
    }
    switch (answer.kind) {
      case "visible":
        return anyShown(answer.selectors) || (state.key?.controls ? shown(document.getElementById(state.key.controls)) : false);
      case "selected":
        return selectedDay(answer.date);
      case "changed": {
        const control = window.__benchTapTarget?.isConnected ? window.__benchTapTarget : findControl(state.key);
        const now = around(control, answer.containers);
        return now !== null && state.aroundAtTap !== null && now !== state.aroundAtTap;
      }
      default:
        return false;
    }
  };

  let watching = false;
  const watch = () => {
    if (watching) return;
    watching = true;
    let observer = null;
    let done = false;
    const check = () => {
      if (done) return;
      const state = read();
      if (!state?.tap || state.answer?.at) return;
      if (!answered(state)) return;
      done = true;
      observer?.disconnect();
      state.answer.seen = epoch(performance.now());
      write(state);
      // The frame that shows it, then the task right after it: the paint has happened by then.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const latest = read() ?? state;
          latest.answer.seen = state.answer.seen;
          latest.answer.at = epoch(performance.now());
          latest.answer.url = location.pathname + location.search;
          latest.answer.newDocument = performance.timeOrigin > latest.tap.at;
          write(latest);
        };
        channel.port2.postMessage(null);
      });
    };
    const start = () => {
      observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const frame = () => {
        check();
        if (!done) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      check();
    };
    start();
  };

  addEventListener(
    "pointerdown",
    (event) => {
      if (!event.isTrusted) return;
      const state = read();
      if (!state || state.tap) return;
      const target = event.target instanceof Element ? event.target : document.body;
      state.tap = {
        at: epoch(event.timeStamp),
        timeStamp: event.timeStamp,
        listenerLagMs: performance.now() - event.timeStamp,
        target: target.outerHTML.slice(0, 120),
        onControl: target.closest("[data-bench-control]") !== null,
      };
      state.key = keyOf(target);
      state.hrefAtTap = location.href;
      state.headingAtTap = heading()?.innerText.trim() ?? null;
      state.aroundAtTap = state.answer.kind === "changed" ? around(target, state.answer.containers) : null;
      // An answer already on screen when the tap lands is no answer to it.
      state.answeredAtTap = answered({ ...state, hrefAtTap: null });
      write(state);
      window.__benchTapTarget = target;
      watch();
    },
    true,
  );

  // The tap's own event timing: the longest entry of its interaction, on the document where it happened.
  try {
    new PerformanceObserver((list) => {
      const state = read();
      // Only on the document where the tap happened.
      if (!state?.tap || state.tap.at < performance.timeOrigin) return;
      for (const entry of list.getEntries()) {
        if (entry.startTime < state.tap.timeStamp - 1 || !entry.interactionId) continue;
        state.eventTiming ??= { interactionId: entry.interactionId, durationMs: 0, names: [] };
        if (entry.interactionId !== state.eventTiming.interactionId) continue;
        state.eventTiming.durationMs = Math.max(state.eventTiming.durationMs, entry.duration);
        state.eventTiming.processingMs = Math.max(state.eventTiming.processingMs ?? 0, entry.processingStart - entry.startTime);
        if (!state.eventTiming.names.includes(entry.name)) state.eventTiming.names.push(entry.name);
      }
      write(state);
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing in this browser
  }

  // A new document after the tap (a link or a form that navigated): watch for the answer here.
  const pending = read();
  if (pending?.tap && !pending.answer?.at) watch();
}

// ---------------------------------------------------------------------------------------------------------------
// Finding the controls: the kept test ids first, then roles and labels.

/** The first of `candidates` (locators) present and visible; null when none is. */
async function firstVisible(candidates) {
  for (const candidate of candidates) {
    const locator = candidate.first();
    if ((await locator.count()) > 0 && (await locator.isVisible())) return locator;
  }
  return null;
}

/** Waits until one of `candidates` is present and visible, up to `timeout`; throws `reason` otherwise. */
async function waitForOne(page, candidates, reason, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const found = await firstVisible(candidates);
    if (found) return found;
    await page.waitForTimeout(200);
  }
  throw new Error(reason);
}

const bar = (page) => page.getByTestId("booking-bar");
const firstStep = (page) => [bar(page).locator('[data-testid^="booking-bar-step-"]'), bar(page).getByRole("button").first(), bar(page).locator("summary")];
const menuButton = (page) => [
  page.getByTestId("menu-button"),
  page.getByRole("banner").getByRole("button", { name: /menu|القائمة/i }),
  page.getByRole("banner").locator("summary").filter({ hasText: /menu|القائمة/i }),
];
const cartButton = (page) => [
  page.getByTestId("cart-button"),
  page.getByRole("banner").getByRole("button", { name: /cart|basket|السلة|عربة/i }),
  page.getByRole("banner").getByRole("link", { name: /cart|basket|السلة|عربة/i }),
];
const buyTickets = (page) => [page.getByTestId("buy-tickets"), page.getByRole("link", { name: /buy tickets|شراء التذاكر|اشتر/i }), page.getByRole("button", { name: /buy tickets|شراء التذاكر|اشتر/i })];
/** An open day of the product page's calendar that is not selected yet (the second such day, away from today). */
async function openDayOfPicker(page) {
  const picker = page.getByTestId("date-picker").first();
  await picker.waitFor({ state: "visible", timeout: 30_000 }).catch(() => {
    throw new Error("no date-picker on the product page");
  });
  const days = picker.locator('[data-date]:not([aria-disabled="true"]):not([disabled]):not([aria-selected="true"])');
  const deadline = Date.now() + 30_000;
  while ((await days.count()) === 0) {
    if (Date.now() > deadline) throw new Error("no open day in the product page's calendar");
    await page.waitForTimeout(200);
  }
  const count = await days.count();
  const day = days.nth(Math.min(1, count - 1));
  return { day, date: await day.getAttribute("data-date") };
}

/** Opens a step of the booking bar (unless its panel is shown) and returns its panel. */
async function openStep(page, step) {
  const panel = page.getByTestId(`booking-bar-panel-${step}`);
  try {
    // After a choice the bar may open its next step by itself: a moment for that first.
    const opened = await panel.waitFor({ state: "visible", timeout: step === "experience" ? 1 : 15_000 }).then(
      () => true,
      () => false,
    );
    const button = page.getByTestId(`booking-bar-step-${step}`);
    // A step already open whose panel is still on its way (its code loading) would close again on a click.
    if (!opened && (await button.getAttribute("aria-expanded")) === "true") {
      await panel.waitFor({ state: "visible", timeout: 60_000 });
    } else if (!opened) {
      // Another step's panel may still be open over the bar (a popover is on top of everything): closed first.
      if ((await page.locator('[data-testid^="booking-bar-panel-"]:visible').count()) > 0) await page.keyboard.press("Escape");
      // Setting the scene, not measured: a click that cannot land (something over the step) is sent to it directly.
      await button.click({ timeout: 15_000 }).catch(() => button.dispatchEvent("click"));
    }
    await panel.waitFor({ state: "visible", timeout: 30_000 });
  } catch (error) {
    throw new Error(`the booking bar's ${step} step did not open (${String(error.message ?? error).split("\n")[0]})`);
  }
  return panel;
}

/** The booking bar brought to its guests' step: an experience and a day chosen, the guests' panel open. */
async function barAtGuests(page, openDay) {
  const experience = await openStep(page, "experience");
  const choice = await waitForOne(
    page,
    [experience.getByTestId("booking-bar-experience-snow-park"), experience.getByRole("radio"), experience.getByRole("option"), experience.getByRole("link"), experience.getByRole("button")],
    "no experience to choose in the booking bar",
  );
  await choice.click({ timeout: 30_000 }).catch((error) => {
    throw new Error(`choosing an experience in the booking bar: ${String(error.message ?? error).split("\n")[0]}`);
  });
  // The bar may move on to the date by itself.
  const datePanel = await openStep(page, "date");
  // A calendar of days, or a native date input (before the calendar's code arrives): an open day either way.
  const day = await waitForOne(page, [datePanel.locator('[data-date]:not([aria-disabled="true"]):not([disabled])'), datePanel.locator('input[type="date"]')], "no open day or date input in the booking bar's date step");
  if ((await day.getAttribute("type")) === "date") {
    await day.fill(openDay);
  } else {
    await day.click({ timeout: 30_000 }).catch((error) => {
      throw new Error(`choosing a day in the booking bar: ${String(error.message ?? error).split("\n")[0]}`);
    });
  }
  const people = await openStep(page, "people");
  const plus = await waitForOne(
    page,
    [
      people.getByTestId("guest-plus-adult"),
      people.getByRole("button", { name: /add one|adult|إضافة/i }),
      people.getByRole("button", { name: "+" }),
      people.locator('[data-testid^="guest-plus-"]'),
    ],
    "no guest + in the booking bar's guests' step",
  );
  return plus;
}

/** Puts the product into the cart through its page (unslowed: setting the scene, not measured). */
async function fillCart(context, base, site, date) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}${site.prefix}/passes-packages/${PRODUCT}?date=${date}&adult=2&junior=0&child=0&infant=0`, { waitUntil: "load" });
    const buy = await waitForOne(page, buyTickets(page), "no Buy tickets on the product page");
    await buy.click();
    await page.waitForURL(/\/booking\/(add-ons|add-activity|personal-details)/, { timeout: 30_000 });
    if (!page.url().includes("/booking/add-ons")) throw new Error(`"Buy tickets" led to ${new URL(page.url()).pathname}, not the add-ons`);
    await page.waitForLoadState("networkidle");
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The taps.

/**
 * Each tap: the page loaded (slowed), `prepare` (the scene, returning the control to tap), the answer looked for.
 * `read`: the page read for 2 s after its load before the tap (no other interaction); `cart`: the product put into
 * the cart first (in the same browser, unslowed).
 */
export const TAPS = [
  {
    name: "booking bar, first step (page read 2 s)",
    path: () => "",
    read: true,
    prepare: (page) => waitForOne(page, firstStep(page), "no booking-bar step"),
    answer: () => ({ kind: "visible", selectors: ['[data-testid^="booking-bar-panel-"]'] }),
  },
  {
    name: "booking bar, first step (woken by a scroll)",
    path: () => "",
    prepare: async (page) => {
      await page.mouse.wheel(0, 40);
      await page.waitForTimeout(300);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1000);
      return waitForOne(page, firstStep(page), "no booking-bar step");
    },
    answer: () => ({ kind: "visible", selectors: ['[data-testid^="booking-bar-panel-"]'] }),
  },
  {
    name: "header menu button (page read 2 s)",
    path: () => "",
    read: true,
    prepare: (page) => waitForOne(page, menuButton(page), "no menu button in the header"),
    answer: () => ({ kind: "visible", selectors: ['[data-testid="mobile-menu"]'] }),
  },
  {
    name: "product page, a calendar day (read 2 s)",
    path: () => `/passes-packages/${PRODUCT}`,
    read: true,
    prepare: async (page, scene) => {
      const { day, date } = await openDayOfPicker(page);
      scene.date = date;
      return day;
    },
    answer: (scene) => ({ kind: "selected", date: scene.date }),
  },
  {
    name: 'product page, "Buy tickets" (read 2 s)',
    path: (scene) => `/passes-packages/${PRODUCT}?date=${scene.openDay}&adult=2&junior=0&child=0&infant=0`,
    read: true,
    prepare: (page) => waitForOne(page, buyTickets(page), 'no "Buy tickets" on the product page'),
    answer: () => ({ kind: "page", path: "/booking/(add-ons|add-activity|personal-details)" }),
  },
  {
    name: "booking bar, a guest count +",
    path: () => "",
    prepare: async (page, scene) => {
      const plus = await barAtGuests(page, scene.openDay);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1000);
      return plus;
    },
    answer: () => ({ kind: "changed", containers: "li, [role=group], fieldset, label" }),
  },
  {
    name: "add-ons, an add-on + (read 2 s)",
    path: () => "/booking/add-ons",
    cart: true,
    read: true,
    prepare: async (page) => {
      const item = page.getByTestId("add-on").first();
      return waitForOne(
        page,
        [item.getByRole("button", { name: /more|increase|زيادة/i }), item.getByRole("button", { name: "+" }), item.getByRole("button").last()],
        "no add-on + on the add-ons step",
      );
    },
    answer: () => ({ kind: "changed", containers: '[data-testid="add-on"], li' }),
  },
  {
    name: "header cart button, cart filled (read 2 s)",
    path: () => "",
    cart: true,
    read: true,
    prepare: (page) => waitForOne(page, cartButton(page), "no cart button in the header"),
    answer: () => ({ kind: "visible", selectors: ['[data-testid="cart-panel"]'], path: "/(cart|booking/personal-details)" }),
  },
  {
    // The row of "Buy tickets" above ends at the next step's heading; this one at what the step offers: its add-ons
    // listed (or its Continue, for a card without any), as the visitor needs them to go on.
    name: 'product page, "Buy tickets" to the add-ons listed (read 2 s)',
    path: (scene) => `/passes-packages/${PRODUCT}?date=${scene.openDay}&adult=2&junior=0&child=0&infant=0`,
    read: true,
    prepare: (page) => waitForOne(page, buyTickets(page), 'no "Buy tickets" on the product page'),
    answer: () => ({ kind: "visible", selectors: ['[data-testid="add-on"]', '[data-testid="add-ons-continue"]'] }),
  },
  {
    // The step after the add-ons: the cart with the form the visitor fills in next.
    name: "add-ons, Continue to the cart's form (read 2 s)",
    path: () => "/booking/add-ons",
    cart: true,
    read: true,
    prepare: (page) => waitForOne(page, [page.getByTestId("add-ons-continue")], "no Continue on the add-ons step"),
    answer: () => ({ kind: "visible", selectors: ["#guest-title"] }),
  },
  {
    // The header's cart panel, opened and read for 2 s, then View cart: the cart with its form.
    name: "cart panel, View cart to the cart's form (read 2 s)",
    path: () => "",
    cart: true,
    prepare: async (page) => {
      const button = await waitForOne(page, cartButton(page), "no cart button in the header");
      // Opened as a panel (hydrated): before that the button is a link to the cart page itself.
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });
      await button.click();
      const view = await waitForOne(page, [page.getByTestId("view-cart")], "no View cart in the cart panel");
      await page.waitForTimeout(2000);
      return view;
    },
    answer: () => ({ kind: "visible", selectors: ["#guest-title"] }),
  },
  {
    // "Buy tickets" until the places are held: the add-ons step listed with nothing said to be still holding (a step
    // shown while its places are held says so, docs/decisions/061; a step shown after the hold says nothing).
    name: 'product page, "Buy tickets" to its places held (read 2 s)',
    path: (scene) => `/passes-packages/${PRODUCT}?date=${scene.openDay}&adult=2&junior=0&child=0&infant=0`,
    read: true,
    prepare: (page) => waitForOne(page, buyTickets(page), 'no "Buy tickets" on the product page'),
    answer: () => ({ kind: "visible", selectors: ['[data-testid="add-ons"]:not(:has([data-testid="hold-status"][data-holding])) [data-testid="add-on"]'] }),
  },
];

/**
 * The same tap on the stack's floor page (bench/floor-page: React Router alone, a button that counts), measured in the
 * same run: what the phone and this machine's load cost any page built on the stack, to read the shop's taps against.
 */
export const FLOOR_TAP = {
  name: "the stack's floor page, a button (read 2 s)",
  floor: true,
  path: () => "/",
  read: true,
  prepare: (page) => waitForOne(page, [page.getByRole("button", { name: /tapped/i })], "no button on the floor page"),
  answer: () => ({ kind: "changed", containers: "main" }),
};

/** One fresh load and one tap; the figures, or `failed` with the reason. */
async function tapOnce(browser, base, site, tap, scene, floorBase = null) {
  const context = await phoneContext(browser, base);
  try {
    if (tap.cart) await fillCart(context, base, site, scene.openDay);
    const page = await context.newPage();
    await page.addInitScript(inPage, STATE_KEY);
    await slowDown(context, page, LIGHTHOUSE_MOBILE_NETWORK);
    const url = tap.floor ? `${floorBase}${tap.path(scene)}` : `${base}${site.prefix}${tap.path(scene)}`;
    await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    const loaded = Date.now();
    const control = await tap.prepare(page, scene);
    // A control below the fold is brought into view first, as a visitor's thumb would, then the page is read.
    const scrolled = !(await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }));
    if (scrolled) await control.scrollIntoViewIfNeeded();
    if (tap.read) await page.waitForTimeout(Math.max(0, READ_MS - (Date.now() - loaded)));
    const answer = tap.answer(scene);
    await page.evaluate(([key, answer]) => sessionStorage.setItem(key, JSON.stringify({ answer })), [STATE_KEY, answer]);
    await control.evaluate((el) => el.setAttribute("data-bench-control", ""));
    const box = await control.boundingBox();
    if (!box) throw new Error("the control has no box on screen");
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const state = await readState(page, (s) => s?.answer?.at || s?.answeredAtTap, ANSWER_TIMEOUT_MS);
    if (!state?.tap) throw new Error("the tap never reached the page");
    if (!state.tap.onControl) throw new Error(`the tap landed beside the control, on ${state.tap.target}`);
    if (state.answeredAtTap) throw new Error("the answer was on screen before the tap");
    if (!state.answer?.at) throw new Error(`no visible answer within ${ANSWER_TIMEOUT_MS / 1000} s (tapped ${state.tap.target})`);
    // The tap's event timing is reported after its paint: a moment more for it.
    const settled = (await readState(page, (s) => s?.eventTiming, 2000)) ?? state;
    return {
      tapToAnswerMs: state.answer.at - state.tap.at,
      tapToSeenMs: state.answer.seen - state.tap.at,
      eventTimingMs: settled.eventTiming?.durationMs ?? null,
      listenerLagMs: state.tap.listenerLagMs,
      newDocument: state.answer.newDocument === true,
      scrolled,
    };
  } catch (error) {
    return { failed: String(error.message ?? error).split("\n")[0] };
  } finally {
    await context.close();
  }
}

/** Polls the tap's state in the page (across navigations) until `done` says so or `timeout` passes. */
async function readState(page, done, timeout) {
  const deadline = Date.now() + timeout;
  let state = null;
  while (Date.now() < deadline) {
    try {
      state = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "null"), STATE_KEY);
    } catch {
      // a navigation in between: read again
    }
    if (done(state)) return state;
    await page.waitForTimeout(100);
  }
  return state;
}

const rounded = (values) => values.map((v) => Math.round(v));

/**
 * Every tap of TAPS (or of BENCH_TAPS, a comma list of their numbers from 1) in both languages, one tap in both
 * languages before the next; `onRow` is called with the results so far after each row (a stopped run keeps them).
 */
export async function tapsBench(browser, base, onRow = () => {}, floorBase = null) {
  const only = process.env.BENCH_TAPS?.split(",").map((n) => Number(n.trim()));
  const results = [];
  const daysOf = new Map();
  for (const site of TAP_SITES) {
    const { data } = await fetch(`${base}/api/provider/cards`, { headers: { "site-id": String(site.siteId), lang: site.language } }).then((r) => r.json());
    const card = data.find((c) => c.name === PRODUCT);
    if (!card) throw new Error(`site ${site.siteId}: no ${PRODUCT}`);
    const days = await openDays(base, { "site-id": String(site.siteId), lang: site.language }, card);
    if (days.length === 0) throw new Error(`no open day of ${PRODUCT}`);
    daysOf.set(site, days);
  }
  // The floor page's tap first (tap 0 for BENCH_TAPS), once: it has one language.
  const taps = [...(floorBase ? [[0, FLOOR_TAP]] : []), ...TAPS.map((tap, index) => [index + 1, tap])];
  for (const [number, tap] of taps) {
    if (only && !only.includes(number)) continue;
    for (const site of tap.floor ? [{ language: "–", prefix: "" }] : TAP_SITES) {
      const days = daysOf.get(site) ?? daysOf.get(TAP_SITES[0]);
      const loads = [];
      for (let i = 0; i < LOADS; i++) {
        const scene = { openDay: days[(i * 3 + number) % days.length].date.slice(0, 10) };
        loads.push(await tapOnce(browser, base, site, tap, scene, floorBase));
      }
      const ok = loads.filter((l) => !l.failed);
      results.push({
        tap: tap.name,
        language: site.language,
        path: tap.floor ? "floor page" : `${site.prefix}${tap.path({ openDay: "…" })}`,
        loads: loads.length,
        measured: ok.length,
        medianMs: ok.length ? Math.round(median(ok.map((l) => l.tapToAnswerMs))) : null,
        eachMs: rounded(ok.map((l) => l.tapToAnswerMs)),
        eventTimingMedianMs: ok.some((l) => l.eventTimingMs != null) ? Math.round(median(ok.filter((l) => l.eventTimingMs != null).map((l) => l.eventTimingMs))) : null,
        newDocument: ok.some((l) => l.newDocument),
        scrolled: ok.some((l) => l.scrolled),
        failures: loads.filter((l) => l.failed).map((l) => l.failed),
      });
      printTapRow(results.at(-1));
      onRow(results);
    }
  }
  return { loads: LOADS, phone: TAP_PHONE, results };
}

function printTapRow(r) {
  const head = `  ${r.tap.padEnd(46)} ${r.language.padEnd(3)}`;
  if (r.medianMs === null) {
    console.log(`${head} failed: ${r.failures[0] ?? "no load measured"}`);
    return;
  }
  const good = r.medianMs <= 200 ? "good" : r.medianMs <= 500 ? "needs work" : "poor";
  const et = r.eventTimingMedianMs === null ? "–" : String(r.eventTimingMedianMs);
  console.log(
    `${head} ${String(r.medianMs).padStart(6)} ${et.padStart(6)}  ${good.padEnd(10)} ${r.eachMs.join(" ")}${r.newDocument ? " (new document)" : ""}`,
  );
  for (const reason of r.failures) console.log(`    failed: ${reason}`);
}

export function printTaps(bench) {
  console.log(`\nTap to visible answer on a phone (${bench.phone}; median of ${bench.loads} fresh loads; ms):`);
  console.log(`  ${"tap".padEnd(46)} ${"".padEnd(3)} ${"answer".padStart(6)} ${"INP".padStart(6)}  ${"200/500".padEnd(10)} each load`);
  for (const r of bench.results) printTapRow(r);
}

/** The tap table as Markdown, for the committed summaries. */
export function tapsMarkdown(bench) {
  const lines = ["| tap | lang | tap to answer, median ms | event timing (INP-like), median ms | each load, ms |", "|---|---|---:|---:|---|"];
  for (const r of bench.results) {
    const answer = r.medianMs === null ? `failed: ${r.failures[0] ?? "?"}` : String(r.medianMs);
    const failures = r.failures.length && r.medianMs !== null ? ` (${r.failures.length} failed: ${r.failures[0]})` : "";
    lines.push(`| ${r.tap} | ${r.language} | ${answer} | ${r.eventTimingMedianMs ?? "–"} | ${r.eachMs.join(", ")}${failures} |`);
  }
  return lines.join("\n");
}
