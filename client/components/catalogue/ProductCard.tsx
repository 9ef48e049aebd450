// One card of a catalogue listing: image, title, age label, includes, "From {price}", discount badge, the first day
// of an offer still to come and, on a dated search, whether the party can book it that day.
import { Link } from "react-router";
import { type MessageKey, useT } from "../../i18n";
import { linkPrefetch } from "../../document/browser-rules";
import { useSite } from "../../layout/site-context";
import { formatDateKey } from "../../../shared/date-key";
import type { CardDayState, CardView } from "./listing";
import { usePrice } from "./use-price";

/** Why a listed card cannot be booked for the searched date and party. */
const UNBOOKABLE_TEXT = {
  "sold-out": "catalogue.soldOutOn",
  unavailable: "catalogue.notAvailableOn",
  "not-for-party": "catalogue.notForParty",
} as const satisfies Record<Exclude<CardDayState, "bookable">, MessageKey>;

export function ProductCard({ view, href, date, idPrefix = "card" }: { view: CardView; href: string; date?: string | null; idPrefix?: string }) {
  const t = useT();
  const site = useSite();
  const price = usePrice();
  const headingId = `${idPrefix}-${view.name}`;
  const unbookable = view.dayState !== null && view.dayState !== "bookable";
  const dateText = date ? formatDateKey(date, site.locale) : "";
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${unbookable ? "opacity-75" : ""}`}
      data-testid="product-card"
      data-card-name={view.name}
      data-day-state={view.dayState ?? undefined}
      aria-labelledby={headingId}
    >
      <div className="relative aspect-[4/3] bg-brand-ice">
        {view.imageUrl ? (
          <img src={view.imageUrl} alt={view.imageAlt} className="h-full w-full object-cover" loading="lazy" width={400} height={300} />
        ) : null}
        {view.discount ? (
          <span className="absolute top-3 start-3 rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white" data-testid="discount-badge">
            {t("catalogue.discountBadge", { percentage: view.discount.percentage })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-lg font-bold">{view.title}</h3>
        {view.label ? <p className="text-sm text-brand-slate">{view.label}</p> : null}
        {view.includes.length > 0 ? (
          <div className="mt-3">
            <p className="text-sm font-semibold">{t("catalogue.includes")}</p>
            <ul className="mt-1 list-disc ps-5 text-sm">
              {view.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex-1" />
        {view.offerFrom ? (
          <p className="mt-4 text-sm font-semibold text-red-700" data-testid="offer-from">
            {t("catalogue.offerFrom", { date: formatDateKey(view.offerFrom, site.locale) })}
          </p>
        ) : null}
        {unbookable ? (
          <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700" data-testid="card-day-state">
            {t(UNBOOKABLE_TEXT[view.dayState as Exclude<CardDayState, "bookable">], { date: dateText })}
          </p>
        ) : view.dayState === "bookable" ? (
          <p className="mt-4 text-sm font-semibold text-green-700" data-testid="card-day-state">
            {t("catalogue.availableOn", { date: dateText })}
          </p>
        ) : null}
        <p className="mt-4" data-testid="product-price">
          <span className="text-sm">{t("catalogue.from")} </span>
          {view.originalPrice !== null ? (
            <>
              <s className="text-sm text-brand-slate">
                <span className="sr-only">{t("catalogue.wasPrice", { price: price(view.originalPrice) })}</span>
                <span aria-hidden="true">{price(view.originalPrice)}</span>
              </s>{" "}
            </>
          ) : null}
          <strong className="text-xl" data-testid="product-price-amount">{price(view.price)}</strong>
          <span className="text-sm"> {t("catalogue.perPerson")}</span>
        </p>
        <Link
          className="btn-primary mt-4 text-center"
          to={href}
          aria-label={t("catalogue.viewDetailsOf", { title: view.title })}
          prefetch={linkPrefetch()}
        >
          {t("catalogue.viewDetails")}
        </Link>
      </div>
    </li>
  );
}

export function CardGrid({
  views,
  hrefOf,
  date,
  testId,
  labelledBy,
  idPrefix,
}: {
  views: readonly CardView[];
  hrefOf: (view: CardView) => string;
  date?: string | null;
  testId?: string;
  labelledBy?: string;
  /** Prefix of the cards' heading ids, where one page may list a card in several grids (lessons by level group). */
  idPrefix?: string;
}) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid={testId} aria-labelledby={labelledBy}>
      {views.map((view) => (
        <ProductCard key={view.name} view={view} href={hrefOf(view)} date={date} idPrefix={idPrefix} />
      ))}
    </ul>
  );
}
