// The files a feed must or should have: the required tables, a calendar, and feed_info.txt.
import type { Report } from '../notices';
import { REQUIRED_FILES } from '../tables';

export function checkFiles(contents: ReadonlyMap<string, string>, add: Report): void {
  for (const file of REQUIRED_FILES) {
    if (!contents.has(file)) add('missing_required_file', file, undefined, undefined, `${file} is required and the feed has none`);
  }
  if (!contents.has('calendar.txt') && !contents.has('calendar_dates.txt')) {
    add(
      'missing_calendar_and_calendar_date_files',
      'calendar.txt',
      undefined,
      undefined,
      'the feed has neither calendar.txt nor calendar_dates.txt: no trip ever runs',
    );
  }
  // The validator's one other recommended file: without shapes, maps draw a trip as straight lines.
  if (!contents.has('shapes.txt')) {
    add(
      'missing_recommended_file',
      'shapes.txt',
      undefined,
      undefined,
      'shapes.txt is recommended: without it maps draw each trip as straight lines between its stops',
    );
  }
  if (!contents.has('feed_info.txt')) {
    if (contents.has('translations.txt')) {
      add(
        'missing_required_file',
        'feed_info.txt',
        undefined,
        undefined,
        'feed_info.txt is required when the feed has translations.txt (feed_lang says what they translate from)',
      );
    } else add('missing_recommended_file', 'feed_info.txt', undefined, undefined, 'feed_info.txt is recommended and the feed has none');
  }
}
