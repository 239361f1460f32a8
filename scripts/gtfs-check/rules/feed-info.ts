// feed_info.txt: the feed's dates given both and in order (FeedServiceDateValidator), and a contact
// for problems in the feed (FeedContactValidator).
import type { Feed } from '../feed';
import { str } from '../load';

export function checkFeedInfo({ table, rowNotice }: Feed): void {
  const feedInfo = table('feed_info.txt');
  for (const row of feedInfo.rows) {
    const start = str(row, 'feed_start_date');
    const end = str(row, 'feed_end_date');
    if (start && end && start > end)
      rowNotice(
        'start_and_end_range_out_of_order',
        feedInfo,
        row,
        'feed_start_date',
        `feed_start_date ${start} is after feed_end_date ${end}`,
      );
    if (start && !row.s.feed_end_date)
      rowNotice('missing_feed_info_date', feedInfo, row, 'feed_end_date', 'feed_start_date is given and feed_end_date is not');
    if (end && !row.s.feed_start_date)
      rowNotice('missing_feed_info_date', feedInfo, row, 'feed_start_date', 'feed_end_date is given and feed_start_date is not');
    if (!row.s.feed_contact_email && !row.s.feed_contact_url) {
      rowNotice(
        'missing_feed_contact_email_and_url',
        feedInfo,
        row,
        'feed_contact_email',
        'feed_contact_email or feed_contact_url should say whom to tell of a problem in the feed',
      );
    }
  }
}
