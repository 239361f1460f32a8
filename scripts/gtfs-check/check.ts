// Checks a GTFS Schedule feed against the rules of the GTFS reference
// (https://gtfs.org/schedule/reference/) that a feed of this shape can break, and names every
// problem with the notice code and severity MobilityData's gtfs-validator gives it, so that a later
// run of that validator reports the same things under the same names (notices.ts lists the codes).
//
// Like the validator, a table whose header or rows fail to parse (any ERROR while reading it) is
// left out of the checks that join it to other tables, so one mistake is reported once, not again
// as a cascade of broken references. Checks that depend on the day they run (expired calendars,
// feeds about to expire) are left to the validator: the build must give the same answer every day.
import { openFeed, readContents, type Feed } from './feed';
import { noticeList, type Notice } from './notices';
import { checkAgencies } from './rules/agency';
import { checkCalendar } from './rules/calendar';
import { checkFareProducts } from './rules/fares';
import { checkFeedInfo } from './rules/feed-info';
import { checkFiles } from './rules/files';
import { checkForeignKeys, checkPrimaryKeys } from './rules/keys';
import { checkRoutes } from './rules/routes';
import { checkShapes } from './rules/shapes';
import { checkStopTimes } from './rules/stop-times';
import { checkStops, checkStopsServed } from './rules/stops';
import { checkTimeframes } from './rules/timeframes';
import { checkTranslations } from './rules/translations';
import { checkTravelSpeed } from './rules/travel-speed';
import { checkBikeAllowance, checkTripUsage } from './rules/trips';

/** The rule sets, in the order their notices are listed. */
const rules: ((feed: Feed) => void)[] = [
  checkPrimaryKeys,
  checkForeignKeys,
  checkAgencies,
  checkStops,
  checkRoutes,
  checkBikeAllowance,
  checkStopTimes,
  checkTripUsage,
  checkStopsServed,
  checkTravelSpeed,
  checkShapes,
  checkCalendar,
  checkFeedInfo,
  checkFareProducts,
  checkTimeframes,
  checkTranslations,
];

/**
 * Checks a feed given as file name → file text. Returns the notices, each with the validator's
 * code and severity, the file, the CSV line (the header is line 1) and the field where there is one.
 */
export function checkGtfs(files: Record<string, string | Uint8Array>): Notice[] {
  const { notices, add } = noticeList();
  const contents = readContents(files, add);
  checkFiles(contents, add);
  const feed = openFeed(contents, add);
  for (const rule of rules) rule(feed);
  return notices;
}
