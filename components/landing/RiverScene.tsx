/**
 * Our own illustration of a launch on the river at dawn (public/river-scene.svg, also drawn into
 * the link-preview image). Referenced through <use> rather than inlined or shown as an <img>: the
 * markup stays out of the page and its script payload, and unlike an <img> it never becomes the
 * page's largest contentful paint, which stays the hero heading. Decorative: the text says it all.
 */
export function RiverScene({ className }: { className?: string }) {
  return (
    <svg aria-hidden focusable={false} viewBox="0 0 480 320" className={className} preserveAspectRatio="xMidYMid slice">
      <use href="/river-scene.svg#scene" />
    </svg>
  );
}
