import localFont from 'next/font/local';

/**
 * Inter, self-hosted from the @fontsource package: one variable file (latin, all weights) so the
 * page needs a single font request. next/font adds a metric-matched fallback so the swap does
 * not shift the layout.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  preload: true,
});
