import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { inter } from '@/lib/fonts';
import { siteDescription, siteTitle, siteUrl } from '@/lib/site';
import { brand } from '@/lib/brand';

export const metadata: Metadata = {
  metadataBase: siteUrl,
  title: { default: siteTitle, template: `%s | ${brand.name}` },
  description: siteDescription,
};

export const viewport: Viewport = {
  themeColor: '#0e5f59',
};

/* Without JavaScript the islands cannot work: hide their buttons and show what they would reveal. */
const noScriptCss = '.js-only{display:none!important}.no-js-show{display:flex!important}';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <head>
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body id="top" className="font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-river-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        {children}
      </body>
    </html>
  );
}
