import localFont from 'next/font/local';

/**
 * Inter, self-hosted from the @fontsource package: one variable file (latin, all weights) so the
 * page needs a single font request. `optional`: a slow connection keeps the metric-matched
 * fallback for that page view instead of swapping late, so nothing repaints or shifts after the
 * first paint and the largest paint is not held back to the font's arrival (npm run bench).
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans',
  preload: true,
});
