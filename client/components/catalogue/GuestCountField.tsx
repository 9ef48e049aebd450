// One guest type's count as a form field (a number input 0 to GUEST_MAX_PER_TYPE), the party's control on the product
// page and in the cart: real form controls, so they work before the scripts. Keyed by the count, so a new count
// from the page replaces what the field shows.
import type { GuestType } from "../../../shared/catalogue";
import { GUEST_MAX_PER_TYPE } from "../../../shared/booking/guests";

export function GuestCountField({ type, label, count, testId, className = "" }: { type: GuestType; label: string; count: number; testId: string; className?: string }) {
  return (
    <label className={`flex flex-col font-semibold ${className}`}>
      {label}
      <input
        type="number"
        name={type}
        inputMode="numeric"
        min={0}
        max={GUEST_MAX_PER_TYPE}
        step={1}
        required
        defaultValue={count}
        key={`${type}-${count}`}
        className="mt-1 w-20 rounded-lg border border-slate-300 px-3 py-2"
        data-testid={testId}
      />
    </label>
  );
}
