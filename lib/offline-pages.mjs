// What the service worker keeps on install, so it opens offline even if never visited: the one
// list, read by the build step that writes the worker (scripts/service-worker.mjs) and by the
// offline page that links to it (components/pages/OfflinePage.tsx). English paths; each has its
// Bangla twin under /bn. A page the export has not written (yet) is skipped, with a note.

/** Pages a passenger at the ghat needs without a signal. */
export const keptPaths = ['/', '/timetable', '/status', '/safety'];

/**
 * Files the worker keeps besides the pages: the live status the pages read, so that offline, even
 * before the worker has seen a newer one, the status bar has a status and its time to show.
 */
export const keptFiles = ['/status.json'];

/** The page the worker answers an uncached page with when there is no network (and its Bangla twin). */
export const offlinePath = '/offline';

/** The worker's file in out/ and its URL (the root, so its scope is the whole site). */
export const workerUrl = '/sw.js';
