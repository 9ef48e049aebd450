// Members in the browser: the guard of the account pages, signing in at the development identity provider (in both
// languages), the header's avatar and account menu, the dashboard, the personal details saved, a purchase as a member
// (no guest token), and signing out in one tab sending the other home.
import type { Page } from "@playwright/test";
import { CARDS, EGYPT_GUEST, OMAN_GUEST, UAE_GUEST, addPassToCart, completeMemberDetails, payWithCard } from "./purchase";
import { SITES, expect, signIn, signUp, test, venueDate } from "./support";

const DUBAI = "/en-ae/ski-dubai";
const OMAN_AR = "/ar-om/snow-oman";

test("a guest asking for the dashboard lands on unauthorized, which offers sign-in and sign-up back to it", async ({ page }) => {
  await page.goto(`${DUBAI}/accounts/dashboard`);
  await expect(page).toHaveURL(new RegExp(`${DUBAI}/unauthorized\\?return=`));
  await expect(page.getByTestId("unauthorized").getByRole("heading", { level: 1 })).toHaveText("Sign in required");
  const signInHref = await page.getByTestId("unauthorized").getByTestId("sign-in").getAttribute("href");
  expect(new URL(signInHref!, "http://x").searchParams.get("return")).toBe(`${DUBAI}/accounts/dashboard`);
  await expect(page.getByTestId("unauthorized").getByTestId("sign-up")).toHaveAttribute("href", /hint=signup/);
  // Egypt: no sign-up, and its sign-in is the CMS's link.
  await page.goto("/en-eg/ski-egypt/accounts/dashboard");
  await expect(page).toHaveURL(/\/en-eg\/ski-egypt\/unauthorized/);
  await expect(page.getByTestId("unauthorized").getByTestId("sign-up")).toHaveCount(0);
  await expect(page.getByTestId("unauthorized").getByTestId("sign-in")).toHaveAttribute("href", /^\/auth\/sign-in\?site=ski-egypt&lang=en&return=/);
});

test("signing in on Dubai in English comes back to the dashboard, with the avatar and the account menu", async ({ page }) => {
  await page.goto(`${DUBAI}/accounts/dashboard`);
  await signIn(page, "sara.share@example.com");
  await expect(page).toHaveURL(`${DUBAI}/accounts/dashboard`);
  await expect(page.getByTestId("account-dashboard").getByRole("heading", { level: 1 })).toHaveText("Hello, Sara");
  await expect(page.getByTestId("upcoming-bookings")).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("user-menu-button")).toBeVisible();
  await expect(page.getByTestId("avatar-image")).toHaveAttribute("src", /avatar-female/);
  // The menu: keyboard reachable, Escape closes it and gives the focus back; share points for a share member on Dubai.
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByTestId("user-greeting")).toHaveText("Hello, Sara");
  await expect(page.getByTestId("user-menu-share")).toBeVisible();
  // Loaded when the menu opens: the demo share member's balance.
  await expect(page.getByTestId("share-points")).toHaveText("2,450 SHARE points · worth AED 245.00");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("user-menu")).toBeHidden();
  await expect(page.getByTestId("user-menu-button")).toBeFocused();
  // A member asking for unauthorized goes to the dashboard; the server renders the header signed in.
  await page.goto(`${DUBAI}/unauthorized`);
  await expect(page).toHaveURL(`${DUBAI}/accounts/dashboard`);
  const html = await (await page.request.get(DUBAI)).text();
  expect(html).toContain('data-testid="user-menu-button"');
});

test("signing in on Oman in Arabic: the header and the dashboard in Arabic, no share link", async ({ page }) => {
  await page.goto(OMAN_AR);
  await signIn(page, "omar.member@example.com");
  await expect(page).toHaveURL(OMAN_AR);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByTestId("user-greeting")).toHaveText("مرحباً، Omar");
  await expect(page.getByTestId("user-menu-share")).toHaveCount(0);
  await page.getByTestId("user-menu-dashboard").click();
  await expect(page).toHaveURL(`${OMAN_AR}/accounts/dashboard`);
  await expect(page.getByTestId("account-dashboard").getByRole("heading", { level: 1 })).toHaveText("مرحباً، Omar");
  await expect(page.getByTestId("account-area-share")).toHaveCount(0);
});

test("personal details: errors said on leaving a field, the change saved once and still there after a reload", async ({ page }) => {
  await page.goto(`${DUBAI}/accounts/profile/personal-details`);
  await signIn(page, "fatima.family@example.com");
  await expect(page).toHaveURL(`${DUBAI}/accounts/profile/personal-details`);
  await expect(page.getByTestId("profile-email")).toHaveValue("fatima.family@example.com");
  await expect(page.locator("#profile-firstName")).toHaveValue("Fatima");
  // A rule broken: said when the field is left, under it.
  await page.locator("#profile-lastName").fill("R4hman");
  await page.locator("#profile-lastName").blur();
  await expect(page.locator("#profile-lastName-error")).toHaveText("The last name field may only contain alphabetic characters.");
  await expect(page.locator("#profile-lastName")).toHaveAttribute("aria-invalid", "true");
  const lastName = `Rahman Noor`;
  await page.locator("#profile-lastName").fill(lastName);
  await page.locator("#profile-title").selectOption("mrs");
  await page.locator("#profile-dateOfBirth").fill("1985-07-23");
  await page.locator("#profile-nationality").selectOption("AE");
  await page.locator("#profile-countryOfResidence").selectOption("AE");
  await page.locator("#profile-mobileRegion").selectOption("ae");
  await page.locator("#profile-mobile").fill("501112233");
  let applies = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/provider/info/apply")) applies += 1;
  });
  await page.getByTestId("profile-save").dblclick();
  await expect(page.getByTestId("profile-saved")).toHaveText("Your details have been saved.");
  expect(applies).toBe(1);
  await page.reload();
  await expect(page.locator("#profile-lastName")).toHaveValue(lastName);
  await expect(page.locator("#profile-mobile")).toHaveValue("501112233");
  // The details come with the document, filled in on the server (one document, no call from the browser first).
  const html = await (await page.request.get(`${DUBAI}/accounts/profile/personal-details`)).text();
  expect(html).toMatch(new RegExp(`id="profile-lastName"[^>]*value="${lastName}"|value="${lastName}"[^>]*id="profile-lastName"`));
});

test("the member pages render on the server: with scripts off, the dashboard, bookings and details are there", async ({ browser, page }) => {
  await page.goto(`${DUBAI}/accounts/dashboard`);
  await signIn(page, "sara.share@example.com");
  await expect(page.getByTestId("account-dashboard")).toBeVisible();
  // The session's cookie in a browser without scripts: the pages are whole as the server sends them.
  const noScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScripts.newPage();
  await plain.goto(`${DUBAI}/accounts/dashboard`);
  await expect(plain.getByTestId("account-dashboard").getByRole("heading", { level: 1 })).toHaveText("Hello, Sara");
  await expect(plain.getByTestId("upcoming-bookings")).not.toHaveAttribute("aria-busy", "true");
  await expect(plain.getByTestId("upcoming-bookings").locator("[data-testid=upcoming-booking], [data-testid=bookings-empty]").first()).toBeVisible();
  await plain.goto(`${DUBAI}/accounts/transactions`);
  await expect(plain.getByTestId("account-transactions")).toBeVisible();
  await plain.goto(`${DUBAI}/accounts/profile/personal-details`);
  await expect(plain.getByTestId("profile-email")).toHaveValue("sara.share@example.com");
  await expect(plain.locator("#profile-firstName")).toHaveValue("Sara");
  await noScripts.close();
});

test("a member buys without a guest token: the form comes from the profile and the confirmed booking opens with the session", async ({ page }) => {
  await page.goto(OMAN_AR);
  await signIn(page, "omar.member@example.com");
  const tokenHeaders: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/generate-token")) tokenHeaders.push("generate-token");
    if (request.headers()["x-access-token"]) tokenHeaders.push(request.url());
  });
  await addPassToCart(page, OMAN_AR, venueDate("Asia/Muscat", 9), 1);
  await expect(page.getByTestId("member-prefilled")).toBeVisible();
  await expect(page.locator("#guest-email")).toHaveValue("omar.member@example.com");
  await expect(page.locator("#guest-firstName")).toHaveValue("Omar");
  // What the profile lacks is filled in; the change is saved to the profile before paying.
  await completeMemberDetails(page, OMAN_GUEST);
  await payWithCard(page, CARDS.approved);
  await page.waitForURL(/\/booking-confirmed\//);
  expect(new URL(page.url()).searchParams.has("token")).toBe(false);
  await expect(page.getByTestId("reservation-code")).toBeVisible();
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  expect(tokenHeaders).toEqual([]);
  // The dashboard and the bookings come in one document with the booking in it: no provider call from the browser.
  for (const path of ["accounts/dashboard", "accounts/transactions"]) {
    const answer = await page.request.get(`${OMAN_AR}/${path}`);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["cache-control"], path).toMatch(/private|no-store/);
    expect(await answer.text(), path).toContain(code);
  }
  const ordersCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/provider/orders")) ordersCalls.push(request.url());
  });
  // The dashboard lists it among the upcoming bookings.
  await page.goto(`${OMAN_AR}/accounts/dashboard`);
  await expect(page.getByTestId("upcoming-booking").filter({ hasText: code })).toBeVisible();
  // My bookings: the booking opens with its tickets, with the session and no token.
  await page.goto(`${OMAN_AR}/accounts/transactions`);
  const booking = page.getByTestId("transaction").filter({ hasText: code });
  await expect(booking).toBeVisible();
  expect(ordersCalls).toEqual([]);
  await booking.getByTestId("transaction-open").click();
  await expect(page.getByTestId("transaction-details")).toContainText(code);
  await expect(page.getByTestId("order-ticket")).toHaveCount(1);
  await expect(page.getByTestId("download-tickets")).toBeVisible();
  expect(tokenHeaders).toEqual([]);
});

test("a member's typed details stay when the page's data is read again", async ({ page }) => {
  await page.goto(OMAN_AR);
  await signIn(page, "omar.member@example.com");
  await addPassToCart(page, OMAN_AR, venueDate("Asia/Muscat", 190), 1);
  await expect(page.getByTestId("member-prefilled")).toBeVisible();
  await page.locator("#guest-mobile").fill(OMAN_GUEST.mobile);
  await page.locator("#guest-terms").check();
  // What an action or a returning tab does: React Router reads the matched routes' data again.
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { revalidate(): Promise<void> } }).__reactRouterDataRouter.revalidate());
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("member-prefilled")).toBeVisible();
  await expect(page.locator("#guest-mobile")).toHaveValue(OMAN_GUEST.mobile);
  await expect(page.locator("#guest-terms")).toBeChecked();
});

// The member's details are read on the add-ons step, while the member chooses: Continue then waits for the hold only,
// and the cart step's form shows them without asking again. A returning tab does not ask again nor touch the form.
// Day 200 ahead is these journeys' own on both venues (the last day the venues sell: 201 and 202 have no time slots).
for (const { prefix, timeZone, days, email, firstName } of [
  { prefix: DUBAI, timeZone: "Asia/Dubai", days: 200, email: "sara.share@example.com", firstName: "Sara" },
  { prefix: OMAN_AR, timeZone: "Asia/Muscat", days: 200, email: "omar.member@example.com", firstName: "Omar" },
]) {
  test(`${prefix}: a member's details are read before Continue on the add-ons step, not after it`, async ({ page }) => {
    await page.goto(prefix);
    await signIn(page, email);
    let tapped = false;
    const readsAfterTap: string[] = [];
    page.on("request", (request) => {
      if (tapped && new URL(request.url()).pathname.endsWith("/info/user")) readsAfterTap.push(request.url());
    });
    const readBeforeTap = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith("/info/user"), { timeout: 20_000 });
    await page.goto(`${prefix}/passes-packages/snow-park?date=${venueDate(timeZone, days)}&adult=1&junior=0&child=0&infant=0`);
    await page.getByTestId("buy-tickets").click();
    await page.waitForURL(/\/booking\/(add-ons|add-activity)/);
    // Oman's pass has a time slot to choose first: its step starts the read as well.
    if (page.url().includes("/add-activity")) {
      await page.getByTestId("activity-slot").first().check();
      await page.getByTestId("activity-continue").click();
      await page.waitForURL(/\/booking\/add-ons/);
    }
    await expect(page.getByTestId("add-ons-continue")).toBeEnabled();
    expect((await readBeforeTap).status()).toBe(200);
    tapped = true;
    await page.getByTestId("add-ons-continue").click();
    await page.waitForURL(/\/booking\/personal-details/);
    await expect(page.getByTestId("member-prefilled")).toBeVisible();
    await expect(page.locator("#guest-firstName")).toHaveValue(firstName);
    await expect(page.locator("#guest-email")).toHaveValue(email);
    await page.waitForLoadState("networkidle");
    expect(readsAfterTap, "the member's details asked after the tap").toEqual([]);

    // The member types; the tab is left and shown again: nothing is asked again and what was typed stays.
    await page.locator("#guest-firstName").fill(`${firstName}a`);
    await page.locator("#guest-terms").check();
    await page.evaluate(() => {
      for (const state of ["hidden", "visible"]) {
        Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      }
      window.dispatchEvent(new Event("focus"));
    });
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#guest-firstName")).toHaveValue(`${firstName}a`);
    await expect(page.locator("#guest-terms")).toBeChecked();
    expect(readsAfterTap, "the member's details asked again when the tab came back").toEqual([]);
  });
}

// A read that fails is not kept: the cart says so and asks for the details to be typed; the next time the cart is
// shown, they are asked for again. Arabic on Oman (through the time-slot step).
test("when the member's details cannot be read, the cart asks for them to be typed, and reads them again next time", async ({ page }) => {
  await page.goto(OMAN_AR);
  await signIn(page, "omar.member@example.com");
  let failing = true;
  const reads: number[] = [];
  await page.route(/\/api\/provider\/info\/user/, (route) => {
    reads.push(reads.length);
    return failing ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable" }) }) : route.continue();
  });
  await page.goto(`${OMAN_AR}/passes-packages/snow-park?date=${venueDate("Asia/Muscat", 200)}&adult=1&junior=0&child=0&infant=0`);
  await page.getByTestId("buy-tickets").click();
  await page.waitForURL(/\/booking\/(add-ons|add-activity)/);
  if (page.url().includes("/add-activity")) {
    await page.getByTestId("activity-slot").first().check();
    await page.getByTestId("activity-continue").click();
    await page.waitForURL(/\/booking\/add-ons/);
  }
  // Read (and refused) while the member chose.
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  await page.getByTestId("add-ons-continue").click();
  await page.waitForURL(/\/booking\/personal-details/);
  await expect(page.getByTestId("member-prefilled")).toHaveText("تعذّر تحميل بيانات ملفك الشخصي؛ يرجى إدخالها.");
  await expect(page.locator("#guest-email")).toHaveValue("omar.member@example.com");
  await expect(page.locator("#guest-firstName")).toHaveValue("");
  const failedReads = reads.length;

  // The provider answers again; the cart shown anew (no document load) reads the details and fills the form.
  failing = false;
  const navigate = (path: string) =>
    page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), path);
  await navigate(`${OMAN_AR}/booking/add-ons`);
  await expect(page.getByTestId("add-ons-continue")).toBeVisible();
  await navigate(`${OMAN_AR}/booking/personal-details`);
  await expect(page.locator("#guest-firstName")).toHaveValue("Omar");
  await expect(page.getByTestId("member-prefilled")).toContainText("omar.member@example.com");
  // The refusal was never kept as the answer: the details were asked for again.
  expect(reads.length).toBeGreaterThan(failedReads);
});

test("details changed on the account pages after the add-ons step read them are the ones the cart shows", async ({ page }) => {
  await page.goto(DUBAI);
  await signUp(page, `details.change.${Date.now()}@example.com`);
  const readBeforeTap = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith("/info/user"), { timeout: 20_000 });
  await page.goto(`${DUBAI}/passes-packages/snow-park?date=${venueDate("Asia/Dubai", 200)}&adult=1&junior=0&child=0&infant=0`);
  await page.getByTestId("buy-tickets").click();
  await page.waitForURL(/\/booking\/add-ons/);
  expect((await readBeforeTap).status()).toBe(200);
  // In the same tab (no document load: the booking steps' cache stays), the member changes their first name.
  const navigate = (path: string) =>
    page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), path);
  await navigate(`${DUBAI}/accounts/profile/personal-details`);
  await expect(page.locator("#profile-firstName")).toHaveValue("Layla");
  await page.locator("#profile-firstName").fill("Laila");
  await page.locator("#profile-title").selectOption("ms");
  await page.locator("#profile-dateOfBirth").fill("1992-02-14");
  await page.locator("#profile-nationality").selectOption("AE");
  await page.locator("#profile-countryOfResidence").selectOption("AE");
  await page.locator("#profile-mobileRegion").selectOption("ae");
  await page.locator("#profile-mobile").fill("501234567");
  await page.getByTestId("profile-save").click();
  await expect(page.getByTestId("profile-saved")).toBeVisible();
  await navigate(`${DUBAI}/booking/personal-details`);
  await expect(page.getByTestId("member-prefilled")).toBeVisible();
  await expect(page.locator("#guest-firstName")).toHaveValue("Laila");
  await expect(page.locator("#guest-mobile")).toHaveValue("501234567");
});

test("signing out in one tab sends the other tab home, signed out", async ({ page, context }) => {
  await page.goto(DUBAI);
  await signIn(page, "sara.share@example.com");
  const other = await context.newPage();
  await other.goto(`${DUBAI}/accounts/dashboard`);
  await expect(other.getByTestId("account-dashboard")).toBeVisible();
  await page.getByTestId("user-menu-button").click();
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(DUBAI);
  await expect(page.getByTestId("sign-in")).toBeVisible();
  await expect(other).toHaveURL(DUBAI);
  await expect(other.getByTestId("sign-in")).toBeVisible();
  // The account pages are closed again.
  await other.goto(`${DUBAI}/accounts/dashboard`);
  await expect(other).toHaveURL(new RegExp(`${DUBAI}/unauthorized`));
});

// Every site in both languages: a new visitor signs up (Egypt has no sign-up: an existing member signs in through its
// CMS link), sees the dashboard, buys a pass as a member, and signs out.
test.describe("members on every site", () => {
  test.describe.configure({ timeout: 120_000 });
  const GUESTS = { ae: UAE_GUEST, om: OMAN_GUEST, eg: EGYPT_GUEST } as const;
  for (const [index, site] of SITES.entries()) {
    test(`sign up or in, the dashboard, a purchase and sign-out on ${site.prefix}`, async ({ page }) => {
      const prefix = site.prefix;
      await page.goto(prefix);
      if (site.tenant.features.signUpButton) {
        await signUp(page, `new.member.${index}.${Date.now()}@example.com`);
      } else {
        await signIn(page, "fatima.family@example.com");
      }
      await expect(page).toHaveURL(prefix);
      // The account menu is the browser's own popover: the click works whether or not the page has hydrated.
      await page.getByTestId("user-menu-button").click();
      await page.getByTestId("user-menu-dashboard").click();
      await expect(page).toHaveURL(`${prefix}/accounts/dashboard`);
      await expect(page.getByTestId("account-dashboard").getByRole("heading", { level: 1 })).toContainText(site.tenant.features.signUpButton ? "Layla" : "Fatima");

      await addPassToCart(page, prefix, venueDate(site.tenant.timeZone, 60 + index), 1, 1, site.tenant.features.cartPanel);
      const guest = GUESTS[site.tenant.region];
      await completeMemberDetails(page, guest, { title: "mrs", country: "ifEmpty" });
      await payWithCard(page, CARDS.approved);
      await page.waitForURL(/\/booking-confirmed\//);
      await expect(page.getByTestId("reservation-code")).toHaveText(new RegExp(`^\\s*${site.tenant.reservationPrefix}-[A-Z0-9]{10}\\s*$`));

      await page.getByTestId("user-menu-button").click();
      await page.getByTestId("sign-out").click();
      await expect(page).toHaveURL(prefix);
      await expect(page.getByTestId("sign-in").first()).toBeVisible();
    });
  }
});

test("the family: a member adds a child, sets a child's gear and signs a waiver; the Arabic family page on Oman", async ({ page }) => {
  await page.goto(DUBAI);
  await signIn(page, "fatima.family@example.com");
  await page.goto(`${DUBAI}/accounts/profile`);
  const list = page.getByTestId("family-list");
  await expect(list).toContainText("Yousef");
  await expect(list).toContainText("Mariam");

  // A new family member, saved once, in the list at once.
  const name = `Sami${Date.now() % 100000}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  await page.getByTestId("family-add").click();
  const form = page.getByTestId("family-form");
  await form.getByLabel("Title").selectOption("mr");
  await form.getByLabel("First name").fill(name);
  await form.getByLabel("Last name").fill("Rahman");
  await form.getByLabel("Date of birth").fill("2018-03-03");
  await form.getByLabel("Relation").selectOption("child");
  await page.getByTestId("family-save").dblclick();
  await expect(page.getByTestId("family-saved")).toContainText(name);
  await expect(list.getByTestId("family-person").filter({ hasText: name })).toHaveCount(1);

  // Gear for Yousef, within the venue's ranges.
  await page.goto(`${DUBAI}/accounts/profile/set-your-gear`);
  await page.getByTestId("person-choice").selectOption({ label: "Yousef Rahman" });
  const gear = page.getByTestId("gear-form");
  await gear.locator("select").first().selectOption({ index: 1 });
  await gear.locator("input[type=checkbox]").first().check();
  await gear.locator("select").nth(1).selectOption({ index: 1 });
  for (const input of await gear.locator("input[type=number]").all()) await input.fill((await input.getAttribute("min")) ?? "1");
  await page.getByTestId("gear-save").click();
  await expect(page.getByTestId("gear-saved")).toContainText("Yousef");
  await expect(page.getByTestId("gear-list")).toContainText("Yousef");

  // A waiver for Mariam.
  await page.goto(`${DUBAI}/accounts/profile/waiver-form`);
  await page.getByTestId("person-choice").selectOption({ label: "Mariam Rahman" });
  const waiver = page.getByTestId("waiver-form");
  for (const box of await waiver.locator("input[type=checkbox]").all()) await box.check();
  await waiver.locator("#waiver-skill").selectOption({ index: 1 });
  await waiver.locator("#waiver-signatureName").fill("Fatima Rahman");
  await page.getByTestId("waiver-sign").click();
  await expect(page.getByTestId("waiver-signed")).toContainText("Mariam");
  await expect(page.getByTestId("waiver-list").getByTestId("waiver-person").filter({ hasText: "Mariam" })).toContainText(/Valid/);

  // The same family in Arabic on Oman.
  await page.goto("/ar-om/snow-oman/accounts/profile");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("family-list")).toContainText(name);
});

test("ski passports and SHARE: a child's passport with its statuses; the local estimate for a member without SHARE; Oman has no SHARE", async ({ page }) => {
  await page.goto(DUBAI);
  await signIn(page, "fatima.family@example.com");
  await page.goto(`${DUBAI}/accounts/ski-school/ski-passport`);
  await page.getByTestId("person-choice").selectOption({ label: "Yousef Rahman" });
  await expect(page.getByTestId("passport-level").first()).toBeVisible();
  await expect(page.getByTestId("passport-status").first()).toHaveText(/Passed|Need Reassessment|Not Assessed/);
  // Fatima is no share member: the local estimate, no balance call.
  const balanceCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/share-balance")) balanceCalls.push(request.url());
  });
  await page.goto(`${DUBAI}/accounts/share`);
  await expect(page.getByTestId("share-not-member")).toBeVisible();
  await expect(page.getByTestId("share-estimate")).toContainText("30");
  expect(balanceCalls).toEqual([]);
  await page.goto("/ar-om/snow-oman/accounts/share");
  await expect(page.getByTestId("share-not-offered")).toBeVisible();
});

test("the share member's SHARE page shows the balance", async ({ page }) => {
  await page.goto(DUBAI);
  await signIn(page, "sara.share@example.com");
  await page.goto(`${DUBAI}/accounts/share`);
  await expect(page.getByTestId("share-points-value")).toContainText("2,450");
  await expect(page.getByTestId("share-amount-value")).toContainText("245.00");
});
