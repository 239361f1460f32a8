/**
 * When the desk cannot do what was asked (issue 54): which sentence the clerk reads (desk/words.ts)
 * and which status goes with it, for the failures an operator meets: a full disk, a site folder
 * that is gone, a crowd of sign-ins. The site itself stays whole in each case: a publish is one
 * atomic step (lib/status/publish/), so a failed one leaves the status before it live.
 * And /desk/health, for a monitor.
 */
import { readFileSync } from 'node:fs';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HashQueueFull } from './auth';
import type { Store } from './store';
import { LayoutError, type siteLayout } from '../lib/status/publish/layout';

type SiteLayout = ReturnType<typeof siteLayout>;
import { liveStatusFile } from '../lib/status/publish/write';
import { dhakaMillis } from '../lib/status/notices';

export type Trouble = {
  status: ContentfulStatusCode;
  words: 'diskFull' | 'siteMissing' | 'busy' | 'badForm' | 'failed';
  /** What the operator's log gets (the clerk never sees it); none for a crowd of sign-ins. */
  log?: string;
};

/** The error codes of a disk that has no room left (ENOSPC) or none left for this user (EDQUOT). */
const FULL = new Set(['ENOSPC', 'EDQUOT']);
/** A folder or file of the site that is not there (any more). */
const MISSING = new Set(['ENOENT', 'ENOTDIR']);

/** What to tell the clerk about `error`. */
export function deskTrouble(error: unknown): Trouble {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof HashQueueFull) return { status: 503, words: 'busy' };
  if (code && FULL.has(code)) return { status: 507, words: 'diskFull', log: `the disk is full: ${message}` };
  if (error instanceof LayoutError || (code && MISSING.has(code)))
    return { status: 503, words: 'siteMissing', log: `the site folder cannot be read: ${message}` };
  // A body the desk's own forms never send (a broken multipart, a wrong encoding).
  if (error instanceof BodyError) return { status: 400, words: 'badForm' };
  return { status: 500, words: 'failed', log: error instanceof Error ? (error.stack ?? message) : message };
}

/** A request body that could not be read as a form. */
export class BodyError extends Error {}

/** Fields the desk's forms send once: a second value is a form the desk did not make. */
const SINGLE = [
  'csrf',
  'based_on',
  'status',
  'confirm',
  'signal',
  'signal_until',
  'signal_until_time',
  'name',
  'password',
  'new.hours',
  'new.severity',
];

/**
 * Whether a submitted form is one the desk's pages could have sent: single fields once, and the
 * signal's end one of the form's own choices (`choices`: desk/form.ts's untilChoices), so a value
 * such as `__proto__` is refused with 400 rather than read as anything.
 */
export function malformedForm(body: Record<string, unknown>, choices: object): boolean {
  if (SINGLE.some((name) => Array.isArray(body[name]))) return true;
  const until = body.signal_until;
  return until !== undefined && until !== '' && until !== 'custom' && !Object.hasOwn(choices, String(until));
}

/** GET /desk/health: 200 with the age of the live status, or 503 with what is wrong; nothing secret. */
export function deskHealth(
  db: Store,
  layout: () => SiteLayout,
  now: number,
): { status: 200 | 503; body: Record<string, string | number | boolean | null> } {
  try {
    db.prepare('SELECT 1').get();
  } catch {
    return { status: 503, body: { ok: false, problem: 'database' } };
  }
  let updated: string;
  try {
    updated = String((JSON.parse(readFileSync(liveStatusFile(layout()), 'utf8')) as { updated?: unknown }).updated);
  } catch {
    return { status: 503, body: { ok: false, problem: 'site' } };
  }
  const last = db.prepare('SELECT max(at) AS at FROM publishes').get() as { at: number | null };
  return {
    status: 200,
    body: {
      ok: true,
      // How long ago the status passengers see was written, and the desk's last recorded publish.
      statusAgeSeconds: Math.max(0, Math.round((now - dhakaMillis(updated)) / 1000)),
      lastPublishAgeSeconds: last.at === null ? null : Math.max(0, Math.round((now - last.at) / 1000)),
    },
  };
}
