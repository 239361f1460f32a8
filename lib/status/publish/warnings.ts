/**
 * What a publish says besides "published": entries already over, a live status dated in the
 * future, and which pages a status shows on. Warnings, not refusals: each is published as asked,
 * and the operator learns what the pages will (or will not) show.
 */
import { liveFiles } from '../live-files';
import { dhakaMillis } from '../notices';
import { CLOCK_SLACK_MINUTES, dhakaNow, type Status } from '../status';

/** The pages a publish writes (from the live files' list), as their files are named. */
export function writtenPages(): string[] {
  return liveFiles.filter(({ file }) => file.endsWith('.html')).map(({ file }) => file);
}

/** A sentence naming every entry that ended before `now` (no page shows them), or undefined. */
export function pastEntriesWarning(status: Status, name: string, now: number): string | undefined {
  const over: string[] = [];
  if (status.signal && status.signal.untilAt <= now) over.push(`the storm signal ${status.signal.number} (until ${status.signal.until})`);
  for (const notice of status.notices) if (notice.endsAt <= now) over.push(`notice "${notice.id}" (ended ${notice.end})`);
  for (const change of status.sailings) {
    if (change.endsAt <= now) over.push(`the change to ${change.sailing} on ${change.date} (shown until ${dhakaNow(change.endsAt)})`);
  }
  if (!over.length) return undefined;
  return `${name}: already over at ${dhakaNow(now)} (Bangladesh time), so no page shows ${over.length > 1 ? 'them' : 'it'}: ${over.join('; ')}. Check the dates; if they are right, delete ${over.length > 1 ? 'these entries' : 'this entry'} from the file.`;
}

/**
 * When the status visitors saw says it was updated later than now (published while a clock was
 * ahead), a sentence saying so; a newer status must not refuse every correct one after it.
 */
export function previousInFuture(before: string, now: number): string | undefined {
  if (!(dhakaMillis(before) > now + CLOCK_SLACK_MINUTES * 60_000)) return undefined;
  return `the status visitors saw says it was updated ${before}, later than now (${dhakaNow(now)}, Bangladesh time): it was published while a clock was ahead. This one replaces it; check the clock of the computer that published it (timedatectl on a server).`;
}
