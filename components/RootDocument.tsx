import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { dictionary } from '@/lib/words/copy';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { ControlsScript } from './ControlsScript';

/*
 * The 1 KB face of the language switch's "বাংলা" (declared in app/globals.css as 'Bangla Switch').
 * English pages preload it so it is there for the first paint: on a device without a Bengali font
 * the switch was drawn in boxes and moved when the face arrived (CLS 0.00006 on every English page).
 * The build (scripts/build/post-build/font-probes.ts) turns the preload into a probe, so that a device with Noto Sans
 * Bengali installed does not download it.
 */
export const switchFontUrl = '/fonts/bangla-switch.woff2';

/*
 * Without JavaScript the islands cannot work: hide what needs them (the trip finder). The header's
 * controls are HTML and work without it; only a browser without popovers (before 2024) gets the
 * menu's links shown in the bar instead of its toggle.
 */
const noScriptCss =
  '.js-only{display:none!important}@supports not selector(:popover-open){.menu-toggle{display:none!important}.menu-links{display:flex!important;position:static!important;flex-flow:row wrap;box-shadow:none;border:0;padding:0}}';

/**
 * The html and body of every page, with the page's language written into the exported HTML. Each
 * language has its own root layout (app/(en) and app/(bn)), so lang is right before any script.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  if (locale === 'en') preload(switchFontUrl, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html lang={localeInfo[locale].lang}>
      {/* A root layout of the App Router writes its own <head>; the rule is for the pages router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body id="top">
        <ControlsScript />
        <a href="#main" className="skip-link">
          {dictionary(locale).chrome.skipLink}
        </a>
        {children}
      </body>
    </html>
  );
}
