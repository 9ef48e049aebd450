// passes-packages/{name}: one card's page: image, description, includes, prices per age type, discount note,
// a date picker on its first ticket's calendar, time slots of time-based tickets, and the booking bar's detail variant.
// Its choices live in the query (date, performance, month shown, guests): days, months and slots are links, guests a
// GET form, and "Buy tickets" a link carrying them, so all work before any script (decision 12); scripts keep the
// choices in the page without a load.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  Form,
  Link,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  redirect,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { type AvailabilityDay, type GuestType, GUEST_TYPES, MAX_CALENDAR_RANGE_DAYS } from "../../shared/catalogue";
import type { GuestCounts } from "../../shared/booking/guests";
import { addDays, cardBookabilityOptions, cardCalendar, isDateKey, restoreSearchDate, todayIn } from "../../shared/booking/calendar";
import { GUEST_DEFAULT_MAX_TOTAL, GUEST_MAX_PER_TYPE, guestTypesOf, totalGuests } from "../../shared/booking/guests";
import { guestCount, guestSummary } from "../../shared/booking/plurals";
import { cardPriceOn, upcomingCardDiscount } from "../../shared/booking/pricing";
import { parseExploreSearch, partyProblemOf } from "../../shared/booking/search";
import { formatDateKey } from "../../shared/date-key";
import { nextStepAfterSave } from "../../shared/booking/next-step";
import { PrefetchAfterHydration, linkPrefetch, stepPrefetch } from "../document/browser-rules";
import { whenNear } from "../document/lazy-when-near";
import { PageHead } from "../components/PageHead";
import DatePicker from "../components/date-picker/DatePicker";
import { monthFetchRange } from "../components/date-picker/calendar-view";
import DetailBar from "../components/booking-bar/DetailBar";
import { type BookingBarDetail, type DetailBarRoute, useBookingBarDetail } from "../components/booking-bar/detail-store";
import { GuestCountField } from "../components/catalogue/GuestCountField";
import { FaqBlock } from "../components/catalogue/FaqBlock";
import { withQuery } from "../components/catalogue/listing";
import { buyTicketsQuery, missingRange, priceRows, slotState } from "../components/catalogue/detail";
import { usePrice } from "../components/catalogue/use-price";
import { useT } from "../i18n";
import { catalogueOf, notFound } from "../document/page";
import { type SiteLoaderData, useSite } from "../layout/site-context";
import { formatAmount } from "../../shared/format";
import { pageTexts } from "../i18n/messages.server";
import { clockRange } from "../../shared/clock";


/** Days of availability the server sends with the page (the first month and a little more). */
export const DETAIL_AVAILABILITY_DAYS = 60;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!params.name) throw redirect(withQuery(`${url.pathname.replace(/\/+$/, "")}/explore`, url.search));
  const { content, catalogue, location } = catalogueOf(context);
  const card = await catalogue.card(params.name);
  if (!card) notFound();
  const today = todayIn(location.tenant.timeZone);
  const search = parseExploreSearch(url.searchParams);
  const calendar = cardCalendar(card);
  const selected = restoreSearchDate(search.date, today);
  const month = shownMonth(url.searchParams.get("month"), today);
  // The month shown (asked for, else the chosen day's) comes with the page, so its days work without scripts too.
  const shown = month ?? selected?.slice(0, 7) ?? null;
  const shownTo = shown ? monthFetchRange(Number(shown.slice(0, 4)), Number(shown.slice(5, 7)), card.date_mode).to : today;
  const to = earlier(later(addDays(today, DETAIL_AVAILABILITY_DAYS - 1), shownTo), addDays(today, MAX_CALENDAR_RANGE_DAYS - 1));
  const [answer, guestAges, filter, faq] = await Promise.all([
    calendar === null ? null : catalogue.availability(calendar, today, to),
    content.guestAges(),
    content.bookingBarFilterData(),
    content.faq(`passes-packages/${card.name}`),
  ]);
  return {
    texts: pageTexts(context, ["catalogue", "booking-bar"]),
    card,
    today,
    loadedUntil: to,
    days: answer?.error.code === 200 ? answer.dayList : [],
    guestAges,
    faq: faq ?? [],
    blockedDates: filter?.blocked_dates ?? [],
    people: search.people,
    partyProblem: partyProblemOf(url.searchParams),
    selected,
    month,
    performance: performanceParam(url.searchParams.get("performance")),
  };
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The month asked for in the query (`YYYY-MM`), if it is a real one from the current month on. */
function shownMonth(value: string | null, today: string): string | null {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  return value >= today.slice(0, 7) ? value : null;
}

/** A time slot's code from the query; the page keeps it only if it is an open slot of the chosen day. */
function performanceParam(value: string | null): string | null {
  return value && /^[A-Za-z0-9._-]{1,80}$/.test(value) ? value : null;
}

/** Picking a date, a slot or a month changes only the query's choices: the loaded page and calendar stay. */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentParams.name !== nextParams.name || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (u: URL) => {
    const p = new URLSearchParams(u.search);
    p.delete("date");
    p.delete("performance");
    p.delete("month");
    return p.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

type PassDetailData = Awaited<ReturnType<typeof loader>>;

/** What the booking bar's detail variant shows for the card and the visitor's choices on its page. */
export function bookingBarDetailOf(
  card: PassDetailData["card"],
  site: SiteLoaderData,
  choice: { today: string; selected: string | null; performance: string | null; people: PassDetailData["people"]; search: string },
): BookingBarDetail {
  const { price } = cardPriceOn(card, choice.selected ?? choice.today);
  return {
    card: card.name,
    title: card.title,
    priceText: formatAmount(price, site.tenant.currency, site.tenant.decimals, site.locale),
    backHref: withQuery(`${site.prefix}/passes-packages/explore`, choice.search),
    buyHref: withQuery(
      `${site.prefix}/booking/buy-tickets`,
      buyTicketsQuery({ card: card.name, date: choice.selected, performance: choice.performance, people: choice.people }),
    ),
  };
}

/** The booking bar turns into its detail variant here, drawn by the server with the page (detail-store.ts). */
export const handle: { bookingBarDetail: DetailBarRoute } = {
  bookingBarDetail: {
    initial: (loaderData, site, search) => {
      const data = loaderData as PassDetailData | undefined;
      if (!data?.card) return null;
      return bookingBarDetailOf(data.card, site, { today: data.today, selected: data.selected, performance: null, people: data.people, search });
    },
    Bar: DetailBar,
  },
};

const slotLook = "flex min-w-[9rem] flex-col rounded-xl border-2 px-4 py-3 text-start";

/** The slot asked for in the query, kept only when it is an open slot of the chosen day for the party. */
function openSlotOf(data: Pick<PassDetailData, "days" | "people">, date: string | null, performance: string | null): string | null {
  if (!date || !performance) return null;
  const slot = data.days.find((day) => day.date === date)?.performanceList.find((p) => p.ak === performance);
  return slot && slotState(slot, totalGuests(data.people)) === "open" ? performance : null;
}

const GUEST_LABEL_KEYS = {
  adult: "catalogue.guest.adult",
  junior: "catalogue.guest.junior",
  child: "catalogue.guest.child",
  infant: "catalogue.guest.infant",
} as const;

/**
 * The party as a GET form to this page: number inputs, sent with the chosen day, work before any script; with scripts
 * React Router's <Form> sends it in the page. A new party drops the chosen slot (its places were counted for the old).
 */
function PartyForm({ people, problem, selected, guestLabel }: { people: GuestCounts; problem: boolean; selected: string | null; guestLabel: (type: GuestType) => string }) {
  const t = useT();
  const site = useSite();
  // "12 guests" / "12 ضيفًا" inside a sentence (the guest nouns are capitalised as labels in English).
  const guestsInSentence = (count: number) => guestCount(count, "guest", site.locale).toLowerCase();
  const types = guestTypesOf(site.siteConfig);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The page's new party is on its way (a form sent in the page): the button says so until it is shown.
  const sending = navigation.state !== "idle" && navigation.formMethod === "GET" && navigation.location?.pathname === pathname;
  return (
    <Form method="get" replace preventScrollReset className="mt-2" data-testid="party-form" aria-describedby={problem ? "party-problem" : undefined}>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 text-brand-slate">{t("catalogue.partyOf", { guests: guestSummary(people, site.locale) })}</legend>
        {selected ? <input type="hidden" name="date" value={selected} /> : null}
        {types.includes("infant") || people.infant === 0 ? null : <input type="hidden" name="infant" value={people.infant} />}
        {types.map((type) => (
          <GuestCountField key={type} type={type} label={guestLabel(type)} count={people[type]} testId={`party-${type}`} className="text-sm" />
        ))}
        <button type="submit" className="rounded-full border-2 border-brand-navy px-5 py-2 font-bold" disabled={sending} aria-busy={sending} data-testid="party-submit">
          {t("catalogue.partyUpdate")}
        </button>
      </fieldset>
      {problem ? (
        <p id="party-problem" role="alert" className="mt-2 font-semibold text-red-700" data-testid="party-problem">
          {t("catalogue.partyProblem", { perType: guestsInSentence(GUEST_MAX_PER_TYPE), total: guestsInSentence(GUEST_DEFAULT_MAX_TOTAL) })}
        </p>
      ) : null}
    </Form>
  );
}

export default function PassDetail() {
  const data = useLoaderData<typeof loader>();
  const { card, today, guestAges, blockedDates, people, faq } = data;
  const t = useT();
  const site = useSite();
  const price = usePrice();
  const { pathname, search: query } = useLocation();
  const ticket = card.tickets[0]!;
  const calendar = cardCalendar(card);
  const bookability = useMemo(() => cardBookabilityOptions(card), [card]);
  const guests = totalGuests(people);

  const [selected, setSelected] = useState<string | null>(data.selected);
  const [days, setDays] = useState<Map<string, AvailabilityDay>>(() => new Map(data.days.map((d) => [d.date, d])));
  const [performance, setPerformance] = useState<string | null>(() => openSlotOf(data, data.selected, data.performance));
  const loadedMonths = useRef(new Set<string>());

  // Another card (new loader data) starts afresh; the first render already holds the server's days.
  const shownData = useRef(data);
  useEffect(() => {
    if (shownData.current === data) return;
    shownData.current = data;
    setDays(new Map(data.days.map((d) => [d.date, d])));
    setSelected(data.selected);
    setPerformance(openSlotOf(data, data.selected, data.performance));
    loadedMonths.current = new Set();
  }, [data]);

  // Months beyond what the server sent are asked for in the browser, once each that answers with days.
  const onMonthChange = useCallback(
    (from: string, to: string) => {
      const range = missingRange(from, to, today, data.loadedUntil);
      if (!range || calendar === null || loadedMonths.current.has(`${range.from}/${range.to}`)) return;
      const key = `${range.from}/${range.to}`;
      loadedMonths.current.add(key);
      // The call's module (and the schema library that checks its answers) loads with the first month asked.
      void import("../catalogue/catalogue-calls")
        .then(({ fetchAvailability }) => fetchAvailability(site, calendar, range.from, range.to))
        .then((more) => {
          // No answer: asked again the next time the month is shown, rather than left closed for the visit.
          if (!more) return void loadedMonths.current.delete(key);
          setDays((current) => new Map([...current, ...more]));
        })
        .catch(() => loadedMonths.current.delete(key)); // the module could not load (offline): asked again next time
    },
    [today, data.loadedUntil, site, calendar],
  );

  /** The page's address with some choices changed (null removes one): what a link to those choices leads to. */
  const hrefWith = useCallback(
    (changes: Record<string, string | null>) => {
      const params = new URLSearchParams(query);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) params.delete(name);
        else params.set(name, value);
      }
      return withQuery(pathname, params);
    },
    [pathname, query],
  );
  /** With scripts, a choice stays in the page and goes into the address (a reload or a shared link keeps it), no load. */
  const keepInAddress = (changes: Record<string, string | null>) => {
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  };

  const onSelect = useCallback((date: string) => {
    setSelected(date && isDateKey(date) ? date : null);
    setPerformance(null);
    const url = new URL(window.location.href);
    if (date) url.searchParams.set("date", date);
    else url.searchParams.delete("date");
    url.searchParams.delete("performance");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }, []);
  const dayHref = useCallback((date: string) => hrefWith({ date, performance: null, month: null }), [hrefWith]);
  const monthHref = useCallback((month: string) => hrefWith({ month }), [hrefWith]);

  const priceDate = selected ?? today;
  const { from, price: fromNow } = cardPriceOn(card, priceDate);
  const discount = upcomingCardDiscount(card, today);

  const detail = useMemo(
    () => bookingBarDetailOf(card, site, { today, selected, performance, people, search: query }),
    [card, site, today, selected, performance, people, query],
  );
  const { backHref, buyHref } = detail;
  const nextStep = nextStepAfterSave(card);
  const stepAfterHold = `${site.prefix}/booking/${nextStep}${nextStep === "add-activity" ? `/${card.name}` : ""}`;
  // The rest of what "Buy tickets" needs besides the hold loads once the button comes near the screen (under the
  // prefetch rule): at once after hydration it ran beside the visitor's first taps on the calendar above.
  const beforeBuy = useRef<typeof import("../components/checkout/before-buy") | null>(null);
  useEffect(() => {
    if (linkPrefetch() !== "intent") return;
    let left = false;
    void whenNear('[data-testid="buy-tickets"]').then(() => {
      if (left) return;
      import("../components/checkout/before-buy")
        .then((m) => {
          beforeBuy.current = m;
          m.prepareBuyTickets({ tenant: site.tenant, locale: site.locale }, card);
        })
        .catch(() => {});
    });
    return () => {
      left = true;
    };
  }, [card, site.tenant, site.locale]);
  // The buy-tickets step adds the line while the visitor is still here: the button says it is at work.
  const navigation = useNavigation();
  const buying = navigation.state !== "idle" && navigation.location.pathname.endsWith("/booking/buy-tickets");

  // The bar drew the page's first state from the route's handle; the visitor's choices since reach it here.
  const setDetail = useBookingBarDetail((s) => s.setDetail);
  useEffect(() => {
    setDetail(detail);
  }, [setDetail, detail]);
  useEffect(() => () => setDetail(null), [setDetail]);

  const rows = useMemo(() => priceRows(card, priceDate), [card, priceDate]);
  const dayOfSelected = selected ? days.get(selected) : undefined;
  const guestLabel = (type: GuestType) => {
    const label = guestAges?.[`${type}_label`];
    return label || t(GUEST_LABEL_KEYS[type]);
  };

  return (
    <>
      <PageHead title={card.title} description={card.description.slice(0, 300) || undefined} />
      <article className="mx-auto max-w-[1320px] px-4 py-8" data-testid="pass-detail" data-card-name={card.name}>
        <nav aria-label={t("catalogue.breadcrumb")} className="text-sm">
          <Link to={backHref} className="font-semibold underline">
            <span aria-hidden="true" className="inline-block rtl:rotate-180">←</span> {t("catalogue.backToExplore")}
          </Link>
        </nav>
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <div>
            {card.image.image_url ? (
              <img src={card.image.image_url} alt={card.image.alt_text} fetchPriority="high" className="max-h-[420px] w-full rounded-2xl bg-brand-ice object-contain" width={640} height={480} />
            ) : null}
          </div>
          <div>
            <h1 className="text-4xl font-bold">{card.title}</h1>
            {card.label_text ? <p className="mt-2 text-brand-slate" data-testid="age-label">{card.label_text}</p> : null}
            <p className="mt-4" data-testid="product-price">
              <span>{t("catalogue.from")} </span>
              {fromNow !== from ? <s className="text-brand-slate">{price(from)}</s> : null} <strong className="text-2xl">{price(fromNow)}</strong>
              <span> {t("catalogue.perPerson")}</span>
            </p>
            {discount ? (
              <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-700" data-testid="discount-note">
                {t("catalogue.discountNote", {
                  percentage: discount.percentage,
                  start: formatDateKey(discount.start_date, site.locale),
                  end: formatDateKey(discount.end_date, site.locale),
                })}
              </p>
            ) : null}
            {card.description ? <p className="mt-4 whitespace-pre-line text-lg">{card.description}</p> : null}
            {card.includes.length > 0 ? (
              <section aria-labelledby="includes-title" className="mt-6">
                <h2 id="includes-title" className="text-xl font-bold">{t("catalogue.includes")}</h2>
                <ul className="mt-2 list-disc ps-6">
                  {card.includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {ticket.minimum_age > 0 ? <p className="mt-4 text-sm text-brand-slate">{t("catalogue.minimumAge", { age: ticket.minimum_age })}</p> : null}
          </div>
        </div>

        <section aria-labelledby="prices-title" className="mt-10">
          <h2 id="prices-title" className="text-2xl font-bold">{t("catalogue.prices")}</h2>
          {rows.map((row) => (
            <table key={row.ticketId} className="mt-4 w-full max-w-xl border-collapse text-start" data-testid="price-table">
              <caption className="text-start font-semibold">{t("catalogue.pricesOf", { title: row.title })}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 text-start">{t("catalogue.guestType")}</th>
                  <th scope="col" className="py-2 text-end">{t("catalogue.price")}</th>
                </tr>
              </thead>
              <tbody>
                {GUEST_TYPES.filter((type) => row.prices[type] !== null).map((type) => (
                  <tr key={type} className="border-b border-slate-200" data-guest-type={type}>
                    <th scope="row" className="py-2 text-start font-normal">{guestLabel(type)}</th>
                    <td className="py-2 text-end font-semibold">
                      {row.prices[type]!.original !== row.prices[type]!.price ? (
                        <s className="me-2 font-normal text-brand-slate">{price(row.prices[type]!.original)}</s>
                      ) : null}
                      {price(row.prices[type]!.price)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>

        <section aria-labelledby="date-title" className="mt-10">
          <h2 id="date-title" className="text-2xl font-bold">{t("catalogue.chooseDate")}</h2>
          <PartyForm people={people} problem={data.partyProblem} selected={selected} guestLabel={guestLabel} />
          <div className="mt-4 max-w-xl" data-testid="detail-date-picker">
            {/* With the page's own code, not lazily: the calendar is what a visitor came to use, and a part that hydrates
                after the page would drop a click made in between (docs/decisions/023). */}
            <DatePicker
              timeZone={site.tenant.timeZone}
              weekStartsOn={site.tenant.weekStartsOn}
              locale={site.locale}
              days={days}
              selected={selected}
              onSelect={onSelect}
              guests={guests}
              blockedDates={blockedDates}
              table={bookability.table}
              hasAdditionalCode={bookability.hasAdditionalCode}
              dateMode={card.date_mode}
              onMonthChange={onMonthChange}
              label={t("catalogue.chooseDate")}
              dayHref={dayHref}
              monthHref={monthHref}
              initialMonth={data.month}
            />
          </div>
          {selected ? <p className="mt-3 font-semibold" data-testid="selected-date">{t("catalogue.selectedDate", { date: formatDateKey(selected, site.locale) })}</p> : null}
        </section>

        {ticket.isTimebased ? (
          <section aria-labelledby="slots-title" className="mt-10" data-testid="time-slots">
            <h2 id="slots-title" className="text-2xl font-bold">
              {selected ? t("catalogue.timeSlotsFor", { date: formatDateKey(selected, site.locale) }) : t("catalogue.timeSlots")}
            </h2>
            {!selected ? (
              <p className="mt-2 text-brand-slate">{t("catalogue.chooseDateForSlots")}</p>
            ) : !dayOfSelected || dayOfSelected.performanceList.length === 0 ? (
              <p className="mt-2 text-brand-slate">{t("catalogue.noSlots")}</p>
            ) : (
              <ul className="mt-4 flex flex-wrap gap-3">
                {dayOfSelected.performanceList.map((p) => {
                  const state = slotState(p, guests);
                  const chosen = performance === p.ak;
                  const note =
                    state === "full" ? t("catalogue.slotFull") : state === "too-small" ? t("catalogue.slotTooSmall", { guests: guestSummary(people, site.locale) }) : t("catalogue.slotPlaces", { count: p.availability });
                  return (
                    <li key={p.ak}>
                      {state === "open" ? (
                        // A link to the page with the slot chosen (or no longer chosen): it works before the scripts.
                        <a
                          href={hrefWith({ performance: chosen ? null : p.ak })}
                          data-testid="time-slot"
                          data-slot-state={state}
                          aria-current={chosen ? "true" : undefined}
                          onClick={(event) => {
                            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                            event.preventDefault();
                            setPerformance(chosen ? null : p.ak);
                            keepInAddress({ performance: chosen ? null : p.ak });
                          }}
                          className={`${slotLook} ${chosen ? "border-brand-navy bg-brand-navy text-white" : "border-slate-300 bg-white hover:border-brand-navy"}`}
                        >
                          <span className="font-bold">{clockRange(p.time, p.endTime, site.locale)}</span>
                          <span className="text-sm">{note}</span>
                        </a>
                      ) : (
                        <button type="button" data-testid="time-slot" data-slot-state={state} disabled className={`${slotLook} cursor-not-allowed border-slate-300 bg-white opacity-50`}>
                          <span className="font-bold">{clockRange(p.time, p.endTime, site.locale)}</span>
                          <span className="text-sm">{note}</span>
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ) : null}

        <p className="mt-10">
          {/* The code of the steps a tap leads to loads while the visitor reads, so the tap waits only for the hold:
              this one, and the step the hold goes on to (one path per product, whatever the day or party). */}
          <Link
            to={buyHref}
            prefetch={stepPrefetch()}
            className="btn-primary"
            data-testid="buy-tickets"
            aria-busy={buying || undefined}
            onClick={() => {
              if (dayOfSelected) beforeBuy.current?.keepDayShown({ tenant: site.tenant, locale: site.locale }, card, dayOfSelected);
            }}
          >
            {buying ? t("common.loading") : t("catalogue.buyTickets")}
          </Link>
        </p>
        <PrefetchAfterHydration page={stepAfterHold} />
        <FaqBlock entries={faq} />
      </article>
    </>
  );
}
