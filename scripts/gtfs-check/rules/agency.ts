// agency.txt: agency_id where several agencies share a feed, one time zone and one language for
// all of them, and the language feed_info.txt declares (AgencyConsistencyValidator,
// MatchingFeedAndAgencyLangValidator).
import type { Feed } from '../feed';
import { str, type Row } from '../load';
import { sameLanguage } from '../values';

const lang = (row: Row) => str(row, 'agency_lang') ?? '';

export function checkAgencies({ table, usable, rowNotice }: Feed): void {
  const agency = table('agency.txt');
  const feedInfo = table('feed_info.txt');
  const [first] = agency.rows;
  if (!usable('agency.txt') || !first) return;
  const several = agency.rows.length > 1;
  for (const row of agency.rows) {
    if (row.s.agency_id) continue;
    if (several)
      rowNotice('missing_required_agency_id', agency, row, 'agency_id', 'agency_id is required when the feed has several agencies');
    else rowNotice('missing_recommended_field', agency, row, 'agency_id', 'agency_id is recommended');
  }
  for (const row of agency.rows.slice(1)) {
    if (row.s.agency_timezone !== first.s.agency_timezone) {
      rowNotice(
        'inconsistent_agency_timezone',
        agency,
        row,
        'agency_timezone',
        `agency_timezone ${row.s.agency_timezone} differs from ${first.s.agency_timezone} on line ${first.line}`,
      );
    }
  }
  const withLang = agency.rows.filter((row) => lang(row));
  const [firstWithLang] = withLang;
  for (const row of withLang.slice(1)) {
    if (firstWithLang && !sameLanguage(lang(row), lang(firstWithLang))) {
      rowNotice(
        'inconsistent_agency_lang',
        agency,
        row,
        'agency_lang',
        `agency_lang ${lang(row)} differs from ${lang(firstWithLang)} on line ${firstWithLang.line}`,
      );
    }
  }
  const feedRow = usable('feed_info.txt') ? feedInfo.rows[0] : undefined;
  const feedLang = feedRow && str(feedRow, 'feed_lang');
  if (feedLang && feedLang.toLowerCase() !== 'mul') {
    for (const row of withLang) {
      if (!sameLanguage(lang(row), feedLang)) {
        rowNotice(
          'feed_info_lang_and_agency_lang_mismatch',
          agency,
          row,
          'agency_lang',
          `agency_lang ${lang(row)} is not feed_info.txt's feed_lang ${feedLang}`,
        );
      }
    }
  }
}
