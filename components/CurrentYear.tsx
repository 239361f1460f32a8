'use client';

import { useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n';

// Inlined at build time (next.config.mjs), so hydration compares against what the HTML holds.
const buildYear = Number(process.env.BUILD_YEAR);
const subscribe = () => () => {};

/**
 * The year by the visitor's clock. The exported HTML carries the build's year, written by the
 * server (`builtYear`, Bangla digits on Bangla pages); the browser swaps in its own after
 * hydration, without a mismatch warning, when its clock has passed into a later year.
 *
 * Intl runs here only then: a phone's first Intl.NumberFormat loads the locale's data, about 28 ms
 * of this machine's hydration on every page (a sampled profile of `/`), more than the rest of the
 * page's own components together, to write a year the HTML already shows.
 */
export function CurrentYear({ locale, builtYear }: { locale: Locale; builtYear: string }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  if (year === buildYear) return <>{builtYear}</>;
  return <>{new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', { useGrouping: false }).format(year)}</>;
}
