/** @type {import('next').NextConfig} */
const nextConfig = {
  // The deliverable is plain files in out/ that any static host can serve.
  output: 'export',
  // With export there is no image server; our images are SVG or pre-sized files.
  images: { unoptimized: true },
  reactStrictMode: true,
  // The footer's year in the exported HTML; the browser replaces it with the visitor's own.
  // The build's calendar date in Bangladesh: the "saved on" date of a page kept for offline reading.
  env: {
    BUILD_YEAR: String(new Date().getFullYear()),
    BUILD_DATE: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()),
  },
  poweredByHeader: false,
  // `npm run build` type-checks the whole project (tests included) with tsc first (`npm run check`,
  // which also checks the data and texts); checking again inside next build only adds time.
  typescript: { ignoreBuildErrors: true },
  // Each language has its own root layout, so the 404 page renders its own <html> (app/global-not-found.tsx).
  experimental: { globalNotFound: true },
};

export default nextConfig;
