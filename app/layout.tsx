import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { siteDescription, siteTitle, siteUrl } from '@/lib/site';
import { brand, themeColor } from '@/lib/brand';

/*
 * Defaults for every page; each page's pageMetadata() adds its own title, canonical URL and link
 * preview. The icons (favicon.ico, icon.svg, apple-icon.png) and the manifest are linked by
 * Next.js from their files in app/.
 */
export const metadata: Metadata = {
  // Every relative URL in metadata (canonical, og:url, og:image) is made absolute from SITE_URL.
  metadataBase: siteUrl,
  title: { default: siteTitle, template: `%s | ${brand.name}` },
  description: siteDescription,
  // Our phone numbers are tel: links already; iOS Safari must not wrap other digit runs in links
  // of its own, which would also change the DOM React hydrates.
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor,
};

/* Without JavaScript the islands cannot work: hide their buttons and show what they would reveal. */
const noScriptCss =
  '.js-only{display:none!important}.no-js-show{display:flex!important;position:static!important;flex-flow:row wrap;box-shadow:none;border:0;padding:0}';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body id="top">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {children}
      </body>
    </html>
  );
}
