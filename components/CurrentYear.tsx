'use client';

import { useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n';

// Inlined at build time (next.config.mjs), so hydration compares against what the HTML holds.
const buildYear = Number(process.env.BUILD_YEAR);
const subscribe = () => () => {};

/**
 * The year by the visitor's clock. The exported HTML carries the build's year; the browser swaps
 * in its own after hydration, without a mismatch warning. Bangla pages write it in Bangla digits;
 * the server's HTML uses the same Intl call, so both sides agree.
 */
export function CurrentYear({ locale }: { locale: Locale }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', { useGrouping: false }).format(year)}</>;
}
