// The loading dots: the server render of client-only pages and the centre of the full-page loader.
export function LoaderDots({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-2 py-24" data-testid="loader">
      <span className="loader-dot h-3 w-3 rounded-full bg-brand-navy" />
      <span className="loader-dot h-3 w-3 rounded-full bg-brand-navy [animation-delay:0.25s]" />
      <span className="loader-dot h-3 w-3 rounded-full bg-brand-navy [animation-delay:0.5s]" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
