import localFont from 'next/font/local';

/**
 * Inter, self-hosted: one variable file with weights 400 to 800, cut by scripts/subset-font.mjs
 * from the @fontsource-variable/inter package down to the characters the copy uses (22 KB instead
 * of 47 KB), so the page needs a single small font request. `optional`: a slow connection keeps
 * the metric-matched fallback for that page view instead of swapping late, so nothing repaints or
 * shifts after the first paint and the largest paint is not held back to the font's arrival.
 */
export const inter = localFont({
  src: './fonts/inter-subset.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans',
  preload: true,
});
