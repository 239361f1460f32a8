/** A tick in a lifebuoy-like ring over a river wave. Decorative: the heading says the same thing. */
export function SuccessGraphic({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={className}>
      <circle cx="60" cy="56" r="46" className="fill-river-50" />
      <circle cx="60" cy="56" r="36" fill="none" strokeWidth="8" className="stroke-river-600" />
      <path d="M44 57l11 11 22-24" fill="none" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" className="stroke-sunset-500" />
      <path
        d="M8 108c10-6 18-6 28 0s18 6 28 0 18-6 28 0 18 6 28 0"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        className="stroke-river-200"
      />
    </svg>
  );
}
