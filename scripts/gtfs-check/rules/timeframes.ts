// timeframes.txt: start and end times given both, within a day and in order
// (TimeframeStartAndEndTimeValidator), and no two timeframes of a group and service overlapping
// (TimeframeOverlapValidator).
import type { Feed } from '../feed';
import { num, type Row } from '../load';

const DAY = 24 * 3600;

/** One timeframe's start and end times. */
function checkTimeframe({ table, rowNotice }: Feed, row: Row): void {
  const timeframes = table('timeframes.txt');
  const start = num(row, 'start_time');
  const end = num(row, 'end_time');
  if (Boolean(row.s.start_time) !== Boolean(row.s.end_time)) {
    rowNotice(
      'timeframe_only_start_or_end_time_specified',
      timeframes,
      row,
      row.s.start_time ? 'end_time' : 'start_time',
      'start_time and end_time are given both or neither',
    );
  }
  for (const field of ['start_time', 'end_time']) {
    if ((num(row, field) ?? 0) > DAY)
      rowNotice(
        'timeframe_start_or_end_time_greater_than_twenty_four_hours',
        timeframes,
        row,
        field,
        `${field} ${row.s[field]} is after 24:00:00`,
      );
  }
  if (start !== undefined && end !== undefined) {
    if (start > end)
      rowNotice(
        'start_and_end_range_out_of_order',
        timeframes,
        row,
        'start_time',
        `start_time ${row.s.start_time} is after end_time ${row.s.end_time}`,
      );
    else if (start === end)
      rowNotice('start_and_end_range_equal', timeframes, row, 'start_time', `start_time and end_time are both ${row.s.start_time}`);
  }
}

export function checkTimeframes(feed: Feed): void {
  const { table, usable, rowNotice } = feed;
  const timeframes = table('timeframes.txt');
  for (const row of timeframes.rows) checkTimeframe(feed, row);
  if (!usable('timeframes.txt')) return;
  const groups = new Map<string, Row[]>();
  for (const row of timeframes.rows) {
    const key = JSON.stringify([row.s.timeframe_group_id, row.s.service_id]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const span = (row: Row) => [num(row, 'start_time') ?? 0, num(row, 'end_time') ?? 0] as const;
  for (const rows of groups.values()) {
    const sorted = [...rows].sort((a, b) => span(a)[0] - span(b)[0] || span(a)[1] - span(b)[1]);
    for (let i = 1; i < sorted.length; i++) {
      const [previous, current] = [sorted[i - 1]!, sorted[i]!];
      if (span(current)[0] < span(previous)[1]) {
        rowNotice(
          'timeframe_overlap',
          timeframes,
          current,
          'start_time',
          `${current.s.start_time} to ${current.s.end_time} overlaps ${previous.s.start_time} to ${previous.s.end_time} on line ${previous.line}`,
        );
      }
    }
  }
}
