/**
 * iCalendar (RFC 5545) in the browser: the trip finder's "Add to calendar" for one sailing on one
 * date. The trip finder loads this module only when that link is clicked (a dynamic import), so it
 * adds nothing to the page's first load; it imports nothing and knows nothing of the timetable.
 *
 * The one-day event is made from the sailing's recurring calendar, the static file the link points
 * to (lib/open-data/ics.ts writes it at build time): same summary, place, description and time zone, in the
 * page's language, pinned to the chosen date. The island's payload holds none of those words, so
 * they travel only when asked for, and the two files can never say different things.
 */

/** Octets a line may hold before it is folded (RFC 5545, 3.1), not counting its CRLF. */
const LINE_OCTETS = 75;

const utf8 = new TextEncoder();

/**
 * A content line folded at 75 octets: each further line starts with a space, which counts. It is
 * cut between characters only, so a Bangla letter (3 octets in UTF-8) is never split, and never
 * before a vowel sign or other combining mark, which stays with its letter.
 */
function fold(line: string): string {
  let folded = '';
  let size = 0;
  for (const unit of line.match(/[^]\p{M}*/gu) ?? []) {
    const length = utf8.encode(unit).length;
    if (size + length > LINE_OCTETS && size > 1) {
      folded += '\r\n ';
      size = 1;
    }
    folded += unit;
    size += length;
  }
  return folded;
}

/** Content lines as an iCalendar file: each folded, each ended by CRLF. */
export function icsText(lines: readonly string[]): string {
  return lines.map((line) => `${fold(line)}\r\n`).join('');
}

/** An iCalendar file's content lines, unfolded (a line starting with a space or tab continues the one before). */
export function icsLines(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
}

/** A date "YYYYMMDD" as a day number (days since 1970-01-01), and back. */
const dayNumber = (basic: string) => Date.UTC(Number(basic.slice(0, 4)), Number(basic.slice(4, 6)) - 1, Number(basic.slice(6, 8))) / 864e5;
const basicDate = (days: number) => new Date(days * 864e5).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The recurring calendar of a sailing (lib/open-data/ics.ts) as one event on `date` ("YYYY-MM-DD", the
 * Bangladesh date it leaves): its start moved to that date at the same Dhaka time, its end by as
 * many days (an overnight trip still arrives the next morning), and no recurrence. Its UID names the
 * date, so adding the same sailing and date again updates the event instead of doubling it, and it
 * never replaces the whole series when that is in the calendar too.
 */
export function singleSailingEvent(calendar: string, date: string): string {
  const day = date.replace(/-/g, '');
  let inEvent = false;
  let shift = 0;
  const lines = icsLines(calendar).flatMap((line) => {
    if (line === 'BEGIN:VEVENT' || line === 'END:VEVENT') inEvent = line === 'BEGIN:VEVENT';
    if (!inEvent) return [line];
    if (/^(RRULE|RDATE|EXDATE)[;:]/.test(line)) return [];
    if (line.startsWith('UID:')) return [line.replace(/^UID:([^@]*)/, `UID:$1-${day}`)];
    // DTSTART comes first (lib/open-data/ics.ts writes it so): DTEND moves by as many days.
    const time = /^(DTSTART|DTEND)((?:;[^:]*)?:)(\d{8})(T\d{6}Z?)$/.exec(line);
    if (!time) return [line];
    const [, name, head, old, clock] = time;
    if (name === 'DTSTART') shift = dayNumber(day) - dayNumber(old!);
    return [`${name}${head}${basicDate(dayNumber(old!) + shift)}${clock}`];
  });
  return icsText(lines);
}

/**
 * Saves the sailing on `date`: fetches its recurring calendar from `href` (the link's own address,
 * "/calendar/dhk-bsl-2100.ics"), pins it to the date and downloads it through a temporary Blob link
 * as "dhk-bsl-2100-2026-11-24.ics".
 */
export async function downloadSailing(href: string, date: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  const url = URL.createObjectURL(new Blob([singleSailingEvent(await response.text(), date)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${new URL(href, document.baseURI).pathname
    .split('/')
    .pop()!
    .replace(/\.ics$/, '')}-${date}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is let go a moment later, not under it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
