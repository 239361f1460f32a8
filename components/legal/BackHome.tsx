/**
 * A plain link back to the landing page. The header logo also goes home, but its name is the brand,
 * not the way back, so pages off the landing page say it in words too.
 */
export function BackHome({ href, label, className = '' }: { href: string; label: string; className?: string }) {
  return (
    <a href={href} className={`back-home ${className}`}>
      <span aria-hidden="true">←</span>
      {label}
    </a>
  );
}
