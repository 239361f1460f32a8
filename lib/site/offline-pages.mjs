// The service worker's own facts, read by the build step that writes it (scripts/build/post-build/service-worker.ts)
// and the island that registers it. The pages it keeps, and the page it answers with offline, are
// marked in the page registry (lib/site/pages.ts).

/**
 * Files the worker keeps besides the pages: the live status the pages read, so that offline, even
 * before the worker has seen a newer one, the status bar has a status and its time to show.
 */
export const keptFiles = ['/status.json'];

/** The worker's file in out/ and its URL (the root, so its scope is the whole site). */
export const workerUrl = '/sw.js';
