'use client';

import { useSyncExternalStore } from 'react';

// Inlined at build time (next.config.mjs), so hydration compares against what the HTML holds.
const buildYear = Number(process.env.BUILD_YEAR);
const subscribe = () => () => {};

/**
 * The year by the visitor's clock. The exported HTML carries the build's year; the browser swaps
 * in its own after hydration, without a mismatch warning.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
