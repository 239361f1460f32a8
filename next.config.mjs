/** @type {import('next').NextConfig} */
const nextConfig = {
  // The deliverable is plain files in out/ that any static host can serve.
  output: 'export',
  // With export there is no image server; our images are SVG or pre-sized files.
  images: { unoptimized: true },
  reactStrictMode: true,
  // The footer's year in the exported HTML; the browser replaces it with the visitor's own.
  env: { BUILD_YEAR: String(new Date().getFullYear()) },
  poweredByHeader: false,
};

export default nextConfig;
