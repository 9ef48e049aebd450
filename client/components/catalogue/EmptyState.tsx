// What a listing shows when nothing matches: a title, a line of help and a call to action.
import { Link } from "react-router";

export function EmptyState({ title, text, cta, testId }: { title: string; text?: string; cta?: { title: string; href: string } | null; testId?: string }) {
  return (
    <div className="mt-8 rounded-2xl bg-brand-ice p-8 text-center" data-testid={testId} role="status">
      <h2 className="text-2xl font-bold">{title}</h2>
      {text ? <p className="mx-auto mt-2 max-w-xl text-brand-slate">{text}</p> : null}
      {cta ? (
        <Link className="btn-primary mt-6" to={cta.href}>
          {cta.title}
        </Link>
      ) : null}
    </div>
  );
}
