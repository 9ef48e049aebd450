// Saved payment cards through the shop (real sign-in at the development identity provider, the sandbox gateway's
// hosted "add a card" page): a member reads and changes only their own cards; a guest gets 401; a card is saved only
// from a tokenisation the gateway finished for that member, once; bad input is 400 with nothing written; a member
// keeps at most MAX_SAVED_CARDS; exactly one card is the default; the card number and CVV are never stored.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_SAVED_CARDS, type SavedCard, TOKENISE_PAGE_PATH } from "../../shared/contract/cards";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { DEMO, ORIGIN, memberBrowser, signedIn } from "../auth/testing";
import { TOKENISE_TEST_CARDS } from "../gateway/tokenise-page";

const DB = (env as unknown as { DB: D1Database }).DB;
type Browser = ReturnType<typeof memberBrowser>;
type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(browser: Browser, method: Method, path: string, body?: unknown, site = 1) {
  return browser.shop(`/api/provider${path}`, {
    method,
    headers: { "site-id": String(site), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const json = async <T,>(response: Response) => (await response.json()) as T;
const count = async (table: string, where = "1 = 1", ...params: unknown[]) =>
  (await DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).bind(...params).first<{ n: number }>())!.n;

async function listOf(browser: Browser, site = 1): Promise<SavedCard[]> {
  const answer = await call(browser, "GET", "/cards-list", undefined, site);
  expect(answer.status).toBe(200);
  return (await json<{ cards: SavedCard[] }>(answer)).cards;
}

/** Opens an "add a card" visit: its id and the gateway page it sends the member to. */
async function startVisit(browser: Browser, site = 1): Promise<{ tokenisationId: string; redirectUrl: string }> {
  const answer = await call(browser, "POST", "/credit-card", {}, site);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await json<{ data: { tokenisationId: string; redirectUrl: string } }>(answer)).data;
}

interface CardEntry {
  number: string;
  expiry?: string;
  cvv?: string;
  holder?: string;
}

/** The member on the gateway's page: the form posted; answers the gateway's answer (a 303 back, or the page again). */
async function postCard(browser: Browser, tokenisationId: string, card: CardEntry | "cancel"): Promise<Response> {
  const form: Record<string, string> = card === "cancel" ? { action: "cancel" } : { action: "save", number: card.number, expiry: card.expiry ?? "12/30", cvv: card.cvv ?? "123", holder: card.holder ?? "Omar Haddad" };
  return browser.shop(TOKENISE_PAGE_PATH(tokenisationId), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

/** A whole "add a card": the visit, the gateway's page, and the add card profile call with the visit's id. */
async function addCard(browser: Browser, card: CardEntry = { number: TOKENISE_TEST_CARDS.visa }, site = 1): Promise<SavedCard> {
  const { tokenisationId } = await startVisit(browser, site);
  const back = await postCard(browser, tokenisationId, card);
  expect(back.status).toBe(303);
  expect(back.headers.get("location")).toContain(`tokenisation=${tokenisationId}&outcome=tokenised`);
  const saved = await call(browser, "POST", "/cards", { tokenisationId }, site);
  expect(saved.status, await saved.clone().text()).toBe(200);
  return (await json<{ data: SavedCard }>(saved)).data;
}

/** Everything a member's cards are, for "nothing changed". */
const snapshot = (mafid: string) => DB.prepare("SELECT * FROM member_cards WHERE mafid = ? ORDER BY id").bind(mafid).all().then((r) => r.results);

describe("a guest", () => {
  it("gets 401 (sign in) from every card call, private answers, and nothing is written", async () => {
    const guest = memberBrowser();
    const before = [await count("member_cards"), await count("card_tokenisations")];
    const id = "crd_000000000000000000000000";
    const calls: [Method, string, unknown?][] = [
      ["POST", "/credit-card", {}],
      ["POST", "/cards", { tokenisationId: `tks_${"0".repeat(32)}` }],
      ["GET", "/cards-list"],
      ["PUT", `/cards/mark-as-default/${id}`],
      ["DELETE", `/cards/${id}`],
      ["POST", "/cards/update-message-status", { cardId: id, status: "dismissed" }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await call(guest, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect((await json<{ code: number }>(answer)).code).toBe(ORDER_ERROR_CODES.signInRequired);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    expect([await count("member_cards"), await count("card_tokenisations")]).toEqual(before);
  });
});

describe("adding a card through the gateway's page", () => {
  it("saves the gateway's token with brand, last four, expiry and holder; the first card is the default; no number or CVV is kept", async () => {
    const omar = await signedIn(DEMO.omar.email);
    expect(await listOf(omar)).toEqual([]);
    const { tokenisationId, redirectUrl } = await startVisit(omar);
    expect(redirectUrl).toBe(`${ORIGIN}${TOKENISE_PAGE_PATH(tokenisationId)}`);
    const page = await omar.shop(new URL(redirectUrl).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('autocomplete="cc-number"');
    expect(page.headers.get("content-security-policy")).toContain("default-src");

    const back = await postCard(omar, tokenisationId, { number: "4242 4242 4242 4242", expiry: "08/29", cvv: "987", holder: "Omar  Haddad" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`${ORIGIN}/en-ae/ski-dubai/accounts/payments?tokenisation=${tokenisationId}&outcome=tokenised`);
    const saved = await call(omar, "POST", "/cards", { tokenisationId });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("private, no-store");
    const card = (await json<{ data: SavedCard }>(saved)).data;
    expect(card).toMatchObject({ brand: "visa", bin: "424242", last4: "4242", expMonth: 8, expYear: 2029, holderName: "Omar Haddad", isDefault: true, expired: false, messageStatus: "shown" });
    expect(await listOf(omar)).toEqual([card]);

    // Neither the provider's table nor the gateway's holds the number or the CVV. The random ids and tokens (a
    // prefix and hex digits) are left out of the CVV check: three digits turn up in random hex every so often.
    const randomId = /^[a-z]{3}_[0-9a-f]{16,64}$/;
    for (const table of ["member_cards", "card_tokenisations"]) {
      const rows = (await DB.prepare(`SELECT * FROM ${table}`).all()).results;
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain("4242424242424242");
      const values = rows.flatMap((row) => Object.values(row)).filter((value) => !(typeof value === "string" && randomId.test(value)));
      expect(JSON.stringify(values)).not.toContain("987");
    }
    await call(omar, "DELETE", `/cards/${card.id}`);
  });

  it("the page refuses a number failing the Luhn check, a past expiry, a short CVV, and keeps the visit open", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const { tokenisationId } = await startVisit(omar);
    for (const entry of [{ number: "4242 4242 4242 4241" }, { number: TOKENISE_TEST_CARDS.visa, expiry: "01/20" }, { number: TOKENISE_TEST_CARDS.amex, cvv: "123" }, { number: TOKENISE_TEST_CARDS.visa, holder: "" },
      // A holder name that would print reversed on a receipt, or carry a control character, never reaches the vault.
      { number: TOKENISE_TEST_CARDS.visa, holder: "Omar \u202EnamdaH" },
      { number: TOKENISE_TEST_CARDS.visa, holder: "Omar\u0007Haddad" }]) {
      const answer = await postCard(omar, tokenisationId, entry);
      expect(answer.status, JSON.stringify(entry)).toBe(422);
      expect(await answer.text()).toContain('role="alert"');
    }
    expect((await DB.prepare("SELECT state FROM card_tokenisations WHERE id = ?").bind(tokenisationId).first<{ state: string }>())!.state).toBe("pending");
    // A visit not finished at the gateway saves nothing.
    const early = await call(omar, "POST", "/cards", { tokenisationId });
    expect(early.status).toBe(409);
    expect(await listOf(omar)).toEqual([]);
  });

  it("a declined or cancelled visit sends the member back with its outcome and saves nothing", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const declined = await startVisit(omar);
    const back = await postCard(omar, declined.tokenisationId, { number: TOKENISE_TEST_CARDS.declined });
    expect(back.headers.get("location")).toContain("outcome=declined");
    const cancelled = await startVisit(omar);
    expect((await postCard(omar, cancelled.tokenisationId, "cancel")).headers.get("location")).toContain("outcome=cancelled");
    // The page of a finished visit only sends the member back.
    expect((await omar.shop(TOKENISE_PAGE_PATH(cancelled.tokenisationId))).status).toBe(303);
    for (const { tokenisationId } of [declined, cancelled]) {
      const answer = await call(omar, "POST", "/cards", { tokenisationId });
      expect(answer.status).toBe(409);
      expect((await json<{ error: string }>(answer)).error).toBe("card_not_saved");
    }
    expect(await listOf(omar)).toEqual([]);
  });
});

describe("a tokenisation result is bound to its member and used once", () => {
  it("refuses a replay, another member's visit, another site's, a made-up id and browser-sent card fields", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const sara = await signedIn(DEMO.sara.email);
    const { tokenisationId } = await startVisit(omar);
    await postCard(omar, tokenisationId, { number: TOKENISE_TEST_CARDS.mastercard });

    // Sara holds Omar's visit id: the same 404 as an id nobody made; nothing is written, and it stays Omar's.
    const before = await count("member_cards");
    const stolen = await call(sara, "POST", "/cards", { tokenisationId });
    const madeUp = await call(sara, "POST", "/cards", { tokenisationId: `tks_${"ab".repeat(16)}` });
    expect(stolen.status).toBe(404);
    expect(madeUp.status).toBe(404);
    expect(await json(stolen)).toEqual(await json(madeUp));
    // Omar's visit on another site of his account.
    expect((await call(omar, "POST", "/cards", { tokenisationId }, 2)).status).toBe(404);
    // The browser cannot add the card's facts (strict body), nor send a malformed id.
    for (const body of [{ tokenisationId, last4: "0000", brand: "amex" }, { tokenisationId: "tks_1" }, {}, { token: "tok_x" }]) {
      const answer = await call(omar, "POST", "/cards", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: string; issues: { field: string; rule: string }[] }>(answer)).issues.length).toBeGreaterThan(0);
    }
    expect(await count("member_cards")).toBe(before);

    const first = await call(omar, "POST", "/cards", { tokenisationId });
    expect(first.status).toBe(200);
    expect((await json<{ data: SavedCard }>(first)).data).toMatchObject({ brand: "mastercard", last4: "4444" });
    // Replayed, one after another and several at once: one card only.
    const replays = await Promise.all([1, 2, 3].map(() => call(omar, "POST", "/cards", { tokenisationId })));
    for (const replay of replays) {
      expect(replay.status).toBe(409);
      expect((await json<{ error: string }>(replay)).error).toBe("tokenisation_used");
    }
    expect(await count("member_cards", "tokenisation_id = ?", tokenisationId)).toBe(1);
    expect(await listOf(sara)).toEqual([]);
    for (const card of await listOf(omar)) await call(omar, "DELETE", `/cards/${card.id}`);
  });

  it("two saves of one visit at once make one card", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const { tokenisationId } = await startVisit(omar);
    await postCard(omar, tokenisationId, { number: TOKENISE_TEST_CARDS.visa });
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(omar, "POST", "/cards", { tokenisationId })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await listOf(omar)).toHaveLength(1);
    for (const card of await listOf(omar)) await call(omar, "DELETE", `/cards/${card.id}`);
  });

  it("a visit returns only to this site's payments page", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const before = await count("card_tokenisations");
    for (const returnUrl of ["https://evil.example/en-ae/ski-dubai/accounts/payments", `${ORIGIN}/en-ae/ski-dubai/booking-redirect`, `${ORIGIN}/en-om/snow-oman/accounts/payments`]) {
      const answer = await call(omar, "POST", "/credit-card", { returnUrl });
      expect(answer.status, returnUrl).toBe(400);
      expect((await json<{ issues: { field: string; rule: string }[] }>(answer)).issues[0]).toMatchObject({ field: "returnUrl", rule: "payments_page" });
    }
    expect((await call(omar, "POST", "/credit-card", { returnUrl: `${ORIGIN}/ar-ae/ski-dubai/accounts/payments` })).status).toBe(200);
    expect((await call(omar, "POST", "/credit-card", { mafid: DEMO.sara.mafid })).status).toBe(400);
    expect(await count("card_tokenisations")).toBe(before + 1);
  });
});

describe("another member's cards", () => {
  it("cannot be listed, made default, deleted or have their message dismissed: the 404 of an unknown id, nothing changed", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const sara = await signedIn(DEMO.sara.email);
    const saras = [await addCard(sara, { number: TOKENISE_TEST_CARDS.visa, holder: "Sara Al Mansoori" }), await addCard(sara, { number: TOKENISE_TEST_CARDS.amex, cvv: "1234", holder: "Sara Al Mansoori" })];
    const before = await snapshot(DEMO.sara.mafid);
    expect(await listOf(omar)).toEqual([]);
    const unknown = "crd_ffffffffffffffffffffffff";
    for (const target of [saras[1]!.id, unknown]) {
      const answers = [
        await call(omar, "PUT", `/cards/mark-as-default/${target}`),
        await call(omar, "DELETE", `/cards/${target}`),
        await call(omar, "POST", "/cards/update-message-status", { cardId: target, status: "dismissed" }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(await json(answer)).toEqual({ error: "card_not_found", message: "We could not find this card on your account." });
      }
    }
    // Sara's own cards on another site are not hers there either.
    expect((await call(sara, "DELETE", `/cards/${saras[0]!.id}`, undefined, 3)).status).toBe(404);
    expect(await listOf(sara, 3)).toEqual([]);
    expect(await snapshot(DEMO.sara.mafid)).toEqual(before);
    for (const card of saras) expect((await call(sara, "DELETE", `/cards/${card.id}`)).status).toBe(200);
  });

  it("a malformed card id or body is 400 naming the field, and nothing is written", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const card = await addCard(omar);
    const before = await snapshot(DEMO.omar.mafid);
    const cases: [Method, string, unknown, string][] = [
      ["PUT", "/cards/mark-as-default/crd_123", undefined, "id"],
      ["DELETE", "/cards/' OR 1=1 --", undefined, "id"],
      ["POST", "/cards/update-message-status", { cardId: card.id, status: "hidden" }, "status"],
      ["POST", "/cards/update-message-status", { cardId: card.id, status: "dismissed", mafid: DEMO.sara.mafid }, "mafid"],
      ["POST", "/cards/update-message-status", { cardId: "x", status: "dismissed" }, "cardId"],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await call(omar, method, encodeURI(path), body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      const answerBody = await json<{ error: string; issues: { field: string; rule: string }[] }>(answer);
      expect(answerBody.error).toBe("invalid_request");
      expect(answerBody.issues.map((i) => i.field)).toContain(field);
    }
    expect(await snapshot(DEMO.omar.mafid)).toEqual(before);
    // The member's own dismissal is kept, and can be undone.
    const dismissed = await call(omar, "POST", "/cards/update-message-status", { cardId: card.id, status: "dismissed" });
    expect((await json<{ data: SavedCard }>(dismissed)).data.messageStatus).toBe("dismissed");
    expect((await listOf(omar))[0]!.messageStatus).toBe("dismissed");
    await call(omar, "DELETE", `/cards/${card.id}`);
  });
});

describe("requests from another site", () => {
  it("are refused before any card changes (403)", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const card = await addCard(omar);
    const before = await snapshot(DEMO.omar.mafid);
    for (const [method, path, body] of [
      ["DELETE", `/cards/${card.id}`, undefined],
      ["PUT", `/cards/mark-as-default/${card.id}`, undefined],
      ["POST", "/credit-card", "{}"],
      ["POST", "/cards/update-message-status", JSON.stringify({ cardId: card.id, status: "dismissed" })],
    ] as const) {
      const answer = await omar.shop(`/api/provider${path}`, {
        method,
        headers: { "site-id": "1", origin: "https://evil.example", "sec-fetch-site": "cross-site", ...(body ? { "content-type": "application/json" } : {}) },
        body,
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect(await snapshot(DEMO.omar.mafid)).toEqual(before);
    await call(omar, "DELETE", `/cards/${card.id}`);
  });
});

describe("the default card", () => {
  it("is always exactly one: marking one unmarks the others; deleting it makes the newest remaining the default", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const first = await addCard(fatima, { number: TOKENISE_TEST_CARDS.visa });
    const second = await addCard(fatima, { number: TOKENISE_TEST_CARDS.mastercard });
    const third = await addCard(fatima, { number: TOKENISE_TEST_CARDS.amex, cvv: "1234" });
    const defaults = (cards: SavedCard[]) => cards.filter((c) => c.isDefault).map((c) => c.id);
    expect(defaults(await listOf(fatima))).toEqual([first.id]);

    const marked = await call(fatima, "PUT", `/cards/mark-as-default/${second.id}`);
    expect(marked.status).toBe(200);
    const afterMark = (await json<{ cards: SavedCard[] }>(marked)).cards;
    expect(defaults(afterMark)).toEqual([second.id]);
    expect(afterMark[0]!.id).toBe(second.id);
    // Marking it again changes nothing.
    expect(defaults((await json<{ cards: SavedCard[] }>(await call(fatima, "PUT", `/cards/mark-as-default/${second.id}`))).cards)).toEqual([second.id]);

    const deleted = await call(fatima, "DELETE", `/cards/${second.id}`);
    expect(deleted.status).toBe(200);
    const remaining = (await json<{ cards: SavedCard[] }>(deleted)).cards;
    expect(remaining.map((c) => c.id).sort()).toEqual([first.id, third.id].sort());
    expect(defaults(remaining)).toEqual([third.id]);
    // Deleting a card that is not the default keeps the default.
    expect(defaults((await json<{ cards: SavedCard[] }>(await call(fatima, "DELETE", `/cards/${first.id}`))).cards)).toEqual([third.id]);
    // Deleted is gone: 404 again, and the list empties.
    expect((await call(fatima, "DELETE", `/cards/${first.id}`)).status).toBe(404);
    expect((await json<{ cards: SavedCard[] }>(await call(fatima, "DELETE", `/cards/${third.id}`))).cards).toEqual([]);
  });

  it("flags an expired card", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const card = await addCard(fatima);
    await DB.prepare("UPDATE member_cards SET exp_month = 1, exp_year = 2024 WHERE id = ?").bind(card.id).run();
    expect((await listOf(fatima))[0]).toMatchObject({ id: card.id, expired: true });
    await call(fatima, "DELETE", `/cards/${card.id}`);
  });
});

describe("the limit of saved cards", () => {
  it(`keeps at most ${MAX_SAVED_CARDS} per member and site, counted when the card is saved`, async () => {
    const sara = await signedIn(DEMO.sara.email);
    // A visit opened while there is room, finished after the member filled up elsewhere.
    const late = await startVisit(sara);
    await postCard(sara, late.tokenisationId, { number: TOKENISE_TEST_CARDS.visa });
    for (let i = 0; i < MAX_SAVED_CARDS; i++) await addCard(sara, { number: TOKENISE_TEST_CARDS.mastercard });
    expect(await listOf(sara)).toHaveLength(MAX_SAVED_CARDS);

    const refused = await call(sara, "POST", "/cards", { tokenisationId: late.tokenisationId });
    expect(refused.status).toBe(422);
    expect((await json<{ error: string }>(refused)).error).toBe("too_many_cards");
    const noVisit = await call(sara, "POST", "/credit-card", {});
    expect(noVisit.status).toBe(422);
    expect(await listOf(sara)).toHaveLength(MAX_SAVED_CARDS);
    expect((await listOf(sara)).filter((c) => c.isDefault)).toHaveLength(1);
    // Another site has its own room.
    expect((await call(sara, "POST", "/credit-card", {}, 2)).status).toBe(200);
    for (const card of await listOf(sara)) await call(sara, "DELETE", `/cards/${card.id}`);
  });
});
