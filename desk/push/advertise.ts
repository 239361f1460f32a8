/**
 * push.json, the live file that tells the site's pages whether to show the alert buttons
 * (lib/status/live-files.ts): the desk writes its public key there when it starts with alerts on,
 * and null when the operator turns alerts off. It goes through the one publish path, republishing
 * the live status as it is, so it is switched in with everything else, under the same lock.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { publishStatusBytes, PublishRefused } from '../../lib/status/publish';
import { siteLayout } from '../../lib/status/publish/layout';
import { liveStatusFile } from '../../lib/status/publish/write';

/** What push.json says now, in a site folder or deploy root. */
export function advertisedKey(site: string): string | null {
  try {
    const { key } = JSON.parse(readFileSync(join(dirname(liveStatusFile(siteLayout(site))), 'push.json'), 'utf8')) as { key?: unknown };
    return typeof key === 'string' ? key : null;
  } catch {
    return null;
  }
}

/**
 * Makes push.json say `key`, unless it does already. Returns a line for the log: done, or why not
 * (a live status the publisher now refuses, such as one from last season, is left as it is).
 */
export async function advertiseKey(site: string, key: string | null, now: number): Promise<string> {
  if (advertisedKey(site) === key) return key ? 'alerts: the site already offers them' : 'alerts: the site offers none';
  const file = liveStatusFile(siteLayout(site));
  try {
    await publishStatusBytes(readFileSync(file), file, site, { now, force: true, push: { key }, holder: 'the status desk (alerts)' });
  } catch (error) {
    if (!(error instanceof PublishRefused)) throw error;
    return `alerts: could not republish the live status to ${key ? 'offer' : 'withdraw'} them: ${error.problems.join('; ')}`;
  }
  return key ? 'alerts: the site now offers them (push.json has the desk’s key)' : 'alerts: withdrawn from the site (push.json has no key)';
}
