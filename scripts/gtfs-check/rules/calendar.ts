// calendar.txt: a service's dates in order, and at least one day of the week it runs
// (ServiceHasNoActiveDayOfTheWeekValidator).
import type { Feed } from '../feed';
import { str } from '../load';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export function checkCalendar({ table, usable, rowNotice }: Feed): void {
  const calendar = table('calendar.txt');
  for (const row of calendar.rows) {
    const start = str(row, 'start_date');
    const end = str(row, 'end_date');
    if (start && end && start > end) {
      rowNotice(
        'start_and_end_range_out_of_order',
        calendar,
        row,
        'start_date',
        `start_date ${row.s.start_date} is after end_date ${row.s.end_date}`,
      );
    }
  }
  if (!usable('calendar.txt')) return;
  for (const row of calendar.rows) {
    if (DAYS.every((dayName) => row.v[dayName] === 0))
      rowNotice('service_has_no_active_day_of_the_week', calendar, row, 'monday', 'every day of the week is 0');
  }
}
