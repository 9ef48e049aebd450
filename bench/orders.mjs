// Benchmarks of the order calls: reserve-mode basket checks per second on one contended time slot and on
// independent days, beside the floor of the design (the same D1 batches alone, bench/floor/worker.ts) as a ratio;
// and the time of a whole guest checkout (token → reserve → checkout → card → capture), the worker's own time of
// checkout to confirmation (checkout, the card page, capture) read from their Server-Timing headers.

const SITE = { "site-id": "1", lang: "en" };
const JSON_HEADERS = { ...SITE, "content-type": "application/json" };
const LOCATION = "ski_dubai";

function dateKey(date) {
  return date.toISOString().slice(0, 10);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** A time-based Dubai card with a performance on some day, and a day-ticket card, from the catalogue itself. */
/** The open days (bookable, places left) of a card's first ticket over 60 days from two weeks ahead. */
export async function openDays(base, headers, card) {
  const from = dateKey(new Date(Date.now() + 14 * 86_400_000));
  const to = dateKey(new Date(Date.now() + 74 * 86_400_000));
  const answer = await fetch(`${base}/api/provider/viva/rest-calender-availability/${card.tickets[0].event_ak}/${from}/${to}/true`, {
    method: "POST",
    headers,
  }).then((r) => r.json());
  return answer.dayList.filter((d) => d.isActive && d.maxAvailability > 0);
}

export async function benchProducts(base) {
  const { data } = await fetch(`${base}/api/provider/cards`, { headers: SITE }).then((r) => r.json());
  const timed = data.find((c) => c.kind === "pass" && c.tickets[0].isTimebased && c.tickets[0].adult_details);
  const daily = data.find((c) => c.kind === "pass" && !c.tickets[0].isTimebased && c.tickets[0].adult_details && !c.is_table);
  if (!timed || !daily) throw new Error("the Dubai catalogue lacks a time-based pass or a day pass");
  const timedDays = await openDays(base, SITE, timed);
  const slotDay = timedDays.find((d) => d.performanceList.some((p) => p.availability > 0));
  if (!slotDay) throw new Error(`no free performance of ${timed.name}`);
  const performance = slotDay.performanceList.find((p) => p.availability > 0);
  const dailyDays = await openDays(base, SITE, daily);
  return { timed, slotDay, performance, daily, dailyDays };
}

function line(card, date, performanceAk, adults) {
  return {
    uniqueID: `${card.name}-${date}-${Math.random().toString(36).slice(2, 8)}`,
    cardId: card.id,
    date,
    tickets: [{ ticketId: card.tickets[0].id, performanceAk, quantities: { adult: adults, junior: 0, child: 0, infant: 0 } }],
    upgrade: false,
    addOns: [],
  };
}

let clients = 0;
/**
 * A shopper's address of its own for every cart: the shop limits reserve-mode checks per client (as Cloudflare's
 * edge sets CF-Connecting-IP), and the bench measures many shoppers, not one client hammering the shop.
 */
const shopper = () => {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function reserve(base, body, client = shopper()) {
  const response = await fetch(`${base}/api/provider/order/check-basket?location=${LOCATION}`, {
    method: "POST",
    headers: { ...JSON_HEADERS, "cf-connecting-ip": client },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  return { status: response.status, answer };
}

async function release(base, cartId, secret) {
  await fetch(`${base}/api/provider/order/release`, {
    method: "POST",
    headers: { ...JSON_HEADERS, "X-Cart-Secret": secret },
    body: JSON.stringify({ cartId }),
  }).then((r) => r.arrayBuffer());
}

/**
 * Reserve answers per second with `concurrency` clients for `seconds`: each request is a new cart taking one
 * place, released right after, so the slot never fills and every answer does the full check-and-hold.
 * `pick(i)` chooses the line of the i-th request: one slot for all (contended) or a day per client (independent).
 */
async function reserveRate(base, { seconds, concurrency, pick }) {
  const deadline = Date.now() + seconds * 1000;
  let held = 0;
  let refused = 0;
  let failed = 0;
  const client = async (index) => {
    while (Date.now() < deadline) {
      const { status, answer } = await reserve(base, { lineItems: [pick(index)] });
      if (status === 200 && answer.cartId) {
        held++;
        await release(base, answer.cartId, answer.cartSecret);
      } else if (status === 409) refused++;
      else failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, i) => client(i)));
  const elapsed = (performance.now() - started) / 1000;
  return { seconds: elapsed, held, refused, failed, reservesPerSecond: (held + refused) / elapsed };
}

/**
 * The floor's rate with the same clients and the same slot: each request runs only the D1 batch of a new cart
 * holding one place (bench/floor/worker.ts), then the release batch, exactly as the shop's reserve and release do.
 */
async function floorRate(floorBase, { seconds, concurrency, body }) {
  await fetch(`${floorBase}/seed`).then((r) => r.arrayBuffer());
  const deadline = Date.now() + seconds * 1000;
  let held = 0;
  let refused = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const response = await fetch(`${floorBase}/reserve`, { method: "POST", body: JSON.stringify(body) });
      const answer = await response.json();
      if (response.status === 200) {
        held++;
        await fetch(`${floorBase}/release`, { method: "POST", body: JSON.stringify({ cartId: answer.cartId }) }).then((r) => r.arrayBuffer());
      } else refused++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => client()));
  const elapsed = (performance.now() - started) / 1000;
  return { seconds: elapsed, held, refused, reservesPerSecond: (held + refused) / elapsed };
}

export async function reserveBench(base, floorBase, { seconds, concurrency }) {
  const products = await benchProducts(base);
  const { timed, slotDay, performance: slot, daily, dailyDays } = products;
  if (dailyDays.length < concurrency) throw new Error("not enough open days for the independent-slot bench");
  const contended = await reserveRate(base, { seconds, concurrency, pick: () => line(timed, slotDay.date, slot.ak, 1) });
  // The floor writes what the shop writes for the same line: its priced line and totals, taken from a shop answer.
  const sample = (await reserve(base, { lineItems: [line(timed, slotDay.date, slot.ak, 1)] }, shopper())).answer;
  await release(base, sample.cartId, sample.cartSecret);
  const floor = await floorRate(floorBase, {
    seconds,
    concurrency,
    body: { eventAk: timed.tickets[0].event_ak, date: slotDay.date, performanceAk: slot.ak, pricedLines: sample.lineItemsSoap, totals: sample.lineItems.basketTotal },
  });
  const independent = await reserveRate(base, {
    seconds,
    concurrency,
    pick: (i) => line(daily, dailyDays[i].date, null, 1),
  });
  return {
    contended: { product: timed.name, date: slotDay.date, performance: slot.ak, ...contended },
    floor: { ...floor, shopToFloorRatio: contended.reservesPerSecond / floor.reservesPerSecond },
    independent: { product: daily.name, days: concurrency, ...independent },
  };
}

/**
 * A busy sale: `visitors` shoppers, each from an address of their own, reserving one place each on the same slot
 * with `places` free places, all sent at once. The slot is brought down to `places` free places first by carts of
 * up to 12 adults (each a shopper of its own). Every visitor must be answered (200 or 409), never more places held
 * than there were; the answers' median and 95th percentile wait, and answers per second over the whole burst.
 */
export async function saleBench(base, { visitors, places }) {
  const { data } = await fetch(`${base}/api/provider/cards`, { headers: SITE }).then((r) => r.json());
  const timedCards = data.filter((c) => c.kind === "pass" && c.tickets[0].isTimebased && c.tickets[0].adult_details);
  // The slot of the fewest free places, at least `places`, among the time-based passes' open days.
  let pick = null;
  for (const card of timedCards) {
    for (const day of await openDays(base, SITE, card)) {
      for (const p of day.performanceList) {
        if (p.availability >= places && (!pick || p.availability < pick.free)) pick = { card, date: day.date, ak: p.ak, free: p.availability };
      }
    }
    if (pick?.free === places) break;
  }
  if (!pick) throw new Error(`no time slot with ${places} free places`);
  let toFill = pick.free - places;
  while (toFill > 0) {
    const adults = Math.min(12, toFill);
    const { status, answer } = await reserve(base, { lineItems: [line(pick.card, pick.date, pick.ak, adults)] });
    if (status !== 200) throw new Error(`filling the sale's slot: ${status} ${JSON.stringify(answer).slice(0, 200)}`);
    toFill -= adults;
  }
  const addresses = Array.from({ length: visitors }, () => shopper());
  const started = performance.now();
  const answers = await Promise.all(
    addresses.map(async (client) => {
      const sent = performance.now();
      const { status } = await reserve(base, { lineItems: [line(pick.card, pick.date, pick.ak, 1)] }, client);
      return { status, ms: performance.now() - sent };
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const held = answers.filter((a) => a.status === 200).length;
  const refused = answers.filter((a) => a.status === 409).length;
  const after = await openDays(base, SITE, pick.card).catch(() => []);
  const left = after.find((d) => d.date === pick.date)?.performanceList.find((p) => p.ak === pick.ak)?.availability ?? 0;
  return {
    product: pick.card.name,
    date: pick.date,
    performance: pick.ak,
    visitors,
    places,
    held,
    refused,
    other: visitors - held - refused,
    placesLeft: left,
    oversold: held > places,
    answersPerSecond: visitors / elapsed,
    waitMs: summary(answers.map((a) => a.ms)),
  };
}

const GUEST = {
  title: "mr",
  email: "bench.guest@example.com",
  firstName: "Bench",
  lastName: "Guest",
  mobile: "+971501234567",
  dateOfBirth: "1990-01-01",
  country: "AE",
  nationality: "AE",
};

/** One timed call: its round trip in ms, the worker's own time (Server-Timing), and the answer. */
async function timed(fn) {
  const started = performance.now();
  const { response, value } = await fn();
  const server = /;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
  return { ms: performance.now() - started, serverMs: server ? Number(server[1]) : NaN, result: value };
}

/**
 * A whole guest checkout, made `runs` times one after another: generate-token, a reserve-mode basket check,
 * checkout, the sandbox card page approving 4242 4242 4242 4242, and capture. Round trips per step, and the worker's
 * own time from checkout to confirmation (checkout + card page + capture, from their Server-Timing headers), in ms.
 */
export async function checkoutBench(base, { runs }) {
  const { daily, dailyDays } = await benchProducts(base);
  const steps = { token: [], reserve: [], checkout: [], pay: [], capture: [], total: [] };
  const checkoutToConfirmation = [];
  for (let i = 0; i < runs + 3; i++) {
    // Each checkout a guest of their own, as in the shop (one client's guest tokens are rate-limited).
    const client = shopper();
    const day = dailyDays[i % dailyDays.length].date;
    const headers = { ...JSON_HEADERS, "cf-connecting-ip": client };
    const token = await timed(async () => {
      const response = await fetch(`${base}/api/provider/generate-token`, {
        method: "POST",
        headers: { ...headers, "x-api-key": "snow-shop-web" },
        body: JSON.stringify(GUEST),
      });
      const answer = await response.json();
      if (!answer.data) throw new Error(`generate-token failed: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
      return { response, value: answer.data.data.token };
    });
    const auth = { ...headers, "X-Access-Token": token.result };
    const reserved = await timed(async () => {
      const response = await fetch(`${base}/api/provider/order/check-basket?location=${LOCATION}`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ lineItems: [line(daily, day, null, 2)] }),
      });
      const answer = await response.json();
      if (!answer.cartId) throw new Error(`reserve failed: ${JSON.stringify(answer).slice(0, 200)}`);
      return { response, value: answer };
    });
    const checkout = await timed(async () => {
      const response = await fetch(`${base}/api/provider/order/checkout`, {
        method: "POST",
        headers: { ...auth, "Payment-Type": "card", "X-Cart-Secret": reserved.result.cartSecret },
        body: JSON.stringify({ returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: reserved.result.cartId, revision: reserved.result.revision }),
      });
      const answer = await response.json();
      if (!answer.checkoutSessionId) throw new Error(`checkout failed: ${JSON.stringify(answer).slice(0, 200)}`);
      return { response, value: answer };
    });
    const pay = await timed(async () => {
      const form = new URLSearchParams({ action: "card", number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Bench Guest" });
      const response = await fetch(checkout.result.redirectUrl, {
        method: "POST",
        body: form,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "cf-connecting-ip": client },
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (response.status !== 303) throw new Error(`card page answered ${response.status}`);
      return { response, value: null };
    });
    const capture = await timed(async () => {
      const response = await fetch(`${base}/api/provider/order/capture`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ checkoutSessionId: checkout.result.checkoutSessionId }),
      });
      const answer = await response.json();
      if (answer.status !== "confirmed") throw new Error(`capture: ${JSON.stringify(answer).slice(0, 200)}`);
      return { response, value: answer };
    });
    if (i < 3) continue; // warm-up
    steps.token.push(token.ms);
    steps.reserve.push(reserved.ms);
    steps.checkout.push(checkout.ms);
    steps.pay.push(pay.ms);
    steps.capture.push(capture.ms);
    steps.total.push(token.ms + reserved.ms + checkout.ms + pay.ms + capture.ms);
    checkoutToConfirmation.push(checkout.serverMs + pay.serverMs + capture.serverMs);
  }
  return {
    runs,
    ms: Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, summary(v)])),
    checkoutToConfirmationServerMs: summary(checkoutToConfirmation),
  };
}

/**
 * One guest purchase on a site, made through the API as the checkout bench does, for the Lighthouse run: the address
 * of its confirmed page with the guest token, as the shop sends the buyer there (the page moves the token into
 * session storage). A day pass for two adults on the first open day from two weeks ahead.
 */
export async function confirmedPage(base, { siteId, location, prefix, lang }) {
  const site = { "site-id": String(siteId), lang };
  const client = shopper();
  const headers = { ...site, "content-type": "application/json", "cf-connecting-ip": client };
  const { data } = await fetch(`${base}/api/provider/cards`, { headers: site }).then((r) => r.json());
  const daily = data.find((c) => c.kind === "pass" && !c.tickets[0].isTimebased && c.tickets[0].adult_details && !c.is_table);
  if (!daily) throw new Error(`site ${siteId}: no day pass in the catalogue`);
  const days = await openDays(base, site, daily);
  if (!days.length) throw new Error(`site ${siteId}: no open day for ${daily.name}`);
  const post = async (path, extra, body) => {
    const response = await fetch(`${base}${path}`, { method: "POST", headers: { ...headers, ...extra }, body: JSON.stringify(body) });
    return response.json();
  };
  const tokenAnswer = await post("/api/provider/generate-token", { "x-api-key": "snow-shop-web" }, GUEST);
  const token = tokenAnswer.data?.data?.token;
  if (!token) throw new Error(`site ${siteId}: generate-token: ${JSON.stringify(tokenAnswer).slice(0, 200)}`);
  const auth = { "X-Access-Token": token };
  const reserved = await post(`/api/provider/order/check-basket?location=${location}`, auth, { lineItems: [line(daily, days[0].date, null, 2)] });
  if (!reserved.cartId) throw new Error(`site ${siteId}: reserve: ${JSON.stringify(reserved).slice(0, 200)}`);
  const checkout = await post(
    "/api/provider/order/checkout",
    { ...auth, "Payment-Type": "card", "X-Cart-Secret": reserved.cartSecret },
    { returnUrl: `${prefix}/booking-redirect`, cartId: reserved.cartId, revision: reserved.revision },
  );
  if (!checkout.checkoutSessionId) throw new Error(`site ${siteId}: checkout: ${JSON.stringify(checkout).slice(0, 200)}`);
  const form = new URLSearchParams({ action: "card", number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Bench Guest" });
  const paid = await fetch(checkout.redirectUrl, {
    method: "POST",
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "cf-connecting-ip": client },
    redirect: "manual",
  });
  await paid.arrayBuffer();
  if (paid.status !== 303) throw new Error(`site ${siteId}: card page answered ${paid.status}`);
  const captured = await post("/api/provider/order/capture", auth, { checkoutSessionId: checkout.checkoutSessionId });
  if (captured.status !== "confirmed" || !captured.orderId) throw new Error(`site ${siteId}: capture: ${JSON.stringify(captured).slice(0, 200)}`);
  const query = new URLSearchParams({ fromBooking: "true", token });
  // The shop's addresses are lower case (it redirects others there): the page itself, without the redirect.
  return `${prefix}/booking-confirmed/${encodeURIComponent(captured.orderId.toLowerCase())}?${query}`;
}
