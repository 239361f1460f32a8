'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The year by the visitor's clock. The exported HTML carries the build's year, as the server wrote
 * it (`buildYearText`, Bangla digits on Bangla pages); hydration starts from that same year, and
 * the browser swaps in its own, without a mismatch warning, when its clock has passed into a later one.
 * `intlLocale` is the page's Intl locale (lib/i18n's localeInfo), passed in so the client bundle
 * does not carry lib/i18n for one rare call. Intl runs here only then: a browser's first
 * Intl.NumberFormat loads the locale's data. Why: docs/decisions/012-no-intl-in-hydration.md.
 */
export function CurrentYear({ intlLocale, buildYear, buildYearText }: { intlLocale: string; buildYear: number; buildYearText: string }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  if (year === buildYear) return <>{buildYearText}</>;
  return <>{new Intl.NumberFormat(intlLocale, { useGrouping: false }).format(year)}</>;
}
