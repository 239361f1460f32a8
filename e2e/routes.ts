import { join, resolve } from 'node:path';

/** The exported site the tests run against (`npm run build` writes it). */
export const outDir = join(resolve(__dirname, '..'), 'out');

/** Every page the export serves, for tests that must cover them all. */
export const routes = ['/', '/privacy_policy', '/cookies_policy', '/terms_of_service', '/refund_policy', '/thank', '/timetable'] as const;

/** A path no page answers, served the export's 404.html. */
export const unknownPath = '/no-such-page';

/** Paths the tests open expecting the 404 page. */
export const missingPaths = [unknownPath, '/privacy_policy/extra', '/a/b/c'] as const;
