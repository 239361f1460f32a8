/**
 * A plain link back to the landing page. The header logo also goes home, but its name is the brand,
 * not the way back, so pages off the landing page say it in words too.
 */
export function BackHome({ className = '', label = 'Back to the home page' }: { className?: string; label?: string }) {
  return (
    <a
      href="/"
      className={`back-home ${className}`}
    >
      <span aria-hidden="true">←</span>
      {label}
    </a>
  );
}
