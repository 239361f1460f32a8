/*
 * Never shown: every unknown address gets app/global-not-found.tsx (out/404.html), and no page
 * calls notFound(). Without this file each root layout would carry Next's default 404 markup in
 * every page's script payload, about 0.5 KB of JavaScript for nothing.
 */
export default function UnusedNotFound() {
  return null;
}
