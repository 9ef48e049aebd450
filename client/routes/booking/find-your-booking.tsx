// Find your booking: reservation code and email give a token for the order, then the confirmed page shows it.
import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { exampleReservationCode } from "../../../tenants/venues";
import { PageHead } from "../../components/PageHead";
import { useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { type FindBookingErrors, type FindBookingFields, normaliseReservationCode, validateFindBooking } from "../../order/find-booking";
import { searchBooking } from "../../cart/order-calls";
import { storeOrderToken } from "../../order/order-token";
import { useSite } from "../../layout/site-context";

// Rendered in the browser only, like the booking steps.
export { HydrateFallback } from "../../document/client-only";
import { clientLoaderWithTexts } from "../../document/client-only";
export const clientLoader = clientLoaderWithTexts(["order"]);

const FIELD_IDS: Record<keyof FindBookingFields, string> = { code: "find-booking-code", email: "find-booking-email" };

export default function FindYourBooking() {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  // The confirmation e-mail's link names the code (?code=…); the guest types the e-mail it was sent to.
  const [searchParams] = useSearchParams();
  const [fields, setFields] = useState<FindBookingFields>(() => ({ code: (searchParams.get("code") ?? "").trim().slice(0, 40), email: "" }));
  const [errors, setErrors] = useState<FindBookingErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof FindBookingFields, boolean>>>({});
  const [busy, setBusy] = useState(false);
  /** Why nothing was found, in the contract's words (4042 not found, 4290 too many attempts) or ours (no answer). */
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const update = (name: keyof FindBookingFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    // Once a field was left, its message follows what is typed.
    if (touched[name]) setErrors((current) => ({ ...current, [name]: validateFindBooking(next)[name] }));
  };
  const leave = (name: keyof FindBookingFields) => {
    setTouched((current) => ({ ...current, [name]: true }));
    setErrors((current) => ({ ...current, [name]: validateFindBooking(fields)[name] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFindBooking(fields);
    setErrors(found);
    setTouched({ code: true, email: true });
    setFailure(null);
    const first = (Object.keys(FIELD_IDS) as (keyof FindBookingFields)[]).find((name) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`#${FIELD_IDS[first]}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await searchBooking(site, normaliseReservationCode(fields.code), fields.email.trim());
    setBusy(false);
    if (!result.ok) {
      setFailure(isOutage(result) ? t("order.find.failed") : result.message);
      return;
    }
    storeOrderToken(result.data.token);
    void navigate(`${site.prefix}/booking-confirmed/${result.data.reservationCode}`);
  };

  const field = (name: keyof FindBookingFields, label: string, type: string, extra: { hint?: string; autoComplete: string }) => {
    const id = FIELD_IDS[name];
    const error = errors[name];
    const described = [extra.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {extra.hint ? (
          <p id={`${id}-hint`} className="text-sm text-brand-slate">
            {extra.hint}
          </p>
        ) : null}
        <input
          id={id}
          name={name}
          type={type}
          dir={name === "code" || type === "email" ? "ltr" : undefined}
          autoComplete={extra.autoComplete}
          value={fields[name]}
          onChange={(e) => update(name, e.target.value)}
          onBlur={() => leave(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`rounded-lg border px-3 py-2 ${error ? "border-red-600" : "border-black/20"}`}
          data-testid={`find-booking-${name}`}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-semibold text-red-700" data-testid={`find-booking-${name}-error`}>
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <article className="mx-auto max-w-xl px-4 py-10 lg:py-16" data-testid="find-your-booking">
      <PageHead title={t("order.find.title")} />
      <h1 className="text-3xl font-bold">{t("order.find.title")}</h1>
      <p className="mt-2 text-brand-slate">{t("order.find.intro")}</p>
      <form ref={form} className="mt-6 flex flex-col gap-4" noValidate onSubmit={submit}>
        {field("code", t("order.find.code"), "text", { hint: t("order.find.codeHint", { code: exampleReservationCode(site.tenant) }), autoComplete: "off" })}
        {field("email", t("order.find.email"), "email", { autoComplete: "email" })}
        <p role="alert" className="font-semibold text-red-700" data-testid="find-booking-failure">
          {failure ?? ""}
        </p>
        <button type="submit" className="btn-primary self-start" disabled={busy} aria-busy={busy} data-testid="find-booking-submit">
          {busy ? t("order.find.searching") : t("order.find.submit")}
        </button>
      </form>
    </article>
  );
}
