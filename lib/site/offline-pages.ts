// The service worker's address, read by the build step that writes it
// (scripts/build/post-build/service-worker.ts), the response headers (deploy/headers.ts) and the
// island that registers it (components/OfflineReading.tsx, so this module imports nothing). The
// pages it keeps, and the page it answers with offline, are marked in the page registry
// (lib/site/pages.ts); the status file it keeps is the live files' (lib/status/live-files.ts).

/** The worker's file in out/ and its URL (the root, so its scope is the whole site). */
export const workerUrl = '/sw.js';
