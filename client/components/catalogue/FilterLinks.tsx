// A row of filter choices as plain links (they work before and without hydration); the current one is marked.
import { Link } from "react-router";

export interface FilterChoice {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

export function FilterLinks({ label, choices, testId, variant = "pill" }: { label: string; choices: readonly FilterChoice[]; testId: string; variant?: "pill" | "tab" }) {
  return (
    <nav aria-label={label} data-testid={testId} className="mt-4">
      <p className="mb-2 text-sm font-semibold text-brand-slate" aria-hidden="true">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.href}
              preventScrollReset
              aria-current={choice.current ? "page" : undefined}
              data-filter-key={choice.key}
              className={
                variant === "tab"
                  ? `inline-block border-b-4 px-4 py-2 font-semibold ${choice.current ? "border-brand-yellow" : "border-transparent text-brand-slate hover:border-slate-300"}`
                  : `inline-block rounded-full border px-4 py-2 text-sm font-semibold ${choice.current ? "border-brand-navy bg-brand-navy text-white" : "border-slate-300 bg-white hover:border-brand-navy"}`
              }
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
