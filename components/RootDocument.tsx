import type { ReactNode } from 'react';
import { dictionary } from '@/lib/copy';
import { localeInfo, type Locale } from '@/lib/i18n';

/* Without JavaScript the islands cannot work: hide their buttons and show what they would reveal. */
const noScriptCss =
  '.js-only{display:none!important}.no-js-show{display:flex!important;position:static!important;flex-flow:row wrap;box-shadow:none;border:0;padding:0}';

/**
 * The html and body of every page, with the page's language written into the exported HTML. Each
 * language has its own root layout (app/(en) and app/(bn)), so lang is right before any script.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={localeInfo[locale].lang}>
      <head>
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body id="top">
        <a href="#main" className="skip-link">
          {dictionary(locale).chrome.skipLink}
        </a>
        {children}
      </body>
    </html>
  );
}
