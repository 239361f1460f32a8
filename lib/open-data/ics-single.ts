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

/** The value of an event's property `name` (its parameters left out), or undefined. */
const valueOf = (event: readonly string[], name: string) =>
  event.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');

/** The dates ("YYYYMMDD") a list property names (RDATE, EXDATE). */
const datesOf = (event: readonly string[], name: string) =>
  event
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .flatMap((line) => line.replace(/^[^:]*:/, '').match(/\d{8}/g) ?? []);

/**
 * Does an event leave on `day` ("YYYYMMDD")? Read as lib/open-data/ics.ts writes events: DTSTART,
 * RDATE and EXDATE by their dates, and a daily rule by its interval and UNTIL (a launch's nights
 * when two take a sailing night about). Any other rule is taken to cover the day: the file of a
 * sailing with one launch has one event.
 */
function leavesOn(event: readonly string[], day: string): boolean {
  const start = /(\d{8})T(\d{2})(\d{2})/.exec(valueOf(event, 'DTSTART') ?? '');
  if (!start) return false;
  if (datesOf(event, 'EXDATE').includes(day)) return false;
  if (start[1] === day || datesOf(event, 'RDATE').includes(day)) return true;
  const rule = valueOf(event, 'RRULE');
  if (!rule) return false;
  if (!/FREQ=DAILY/.test(rule)) return true;
  const days = dayNumber(day) - dayNumber(start[1]!);
  const interval = Number(/INTERVAL=(\d+)/.exec(rule)?.[1] ?? 1);
  if (days < 0 || days % interval !== 0) return false;
  // UNTIL is a UTC time; the departure on `day` is DTSTART's Bangladesh time (UTC+6) that day.
  const until = /UNTIL=(\d{8})T(\d{2})(\d{2})/.exec(rule);
  const leaves = dayNumber(day) * 1440 + Number(start[2]) * 60 + Number(start[3]) - 360;
  return !until || leaves <= dayNumber(until[1]!) * 1440 + Number(until[2]) * 60 + Number(until[3]);
}

/**
 * The recurring calendar of a sailing (lib/open-data/ics.ts) as one event on `date` ("YYYY-MM-DD", the
 * Bangladesh date it leaves): the event of the launch that goes that night (a sailing two launches
 * take night about has one per launch; otherwise the one), its start moved to that date at the
 * same Dhaka time, its end by as many days (an overnight trip still arrives the next morning), and
 * no recurrence. Its UID names the date, so adding the same sailing and date again updates the
 * event instead of doubling it, and it never replaces the whole series when that is in the
 * calendar too.
 */
export function singleSailingEvent(calendar: string, date: string): string {
  const day = date.replace(/-/g, '');
  const all = icsLines(calendar);
  // The events, by the index of their first line.
  const events: { at: number; lines: string[] }[] = [];
  all.forEach((line, at) => {
    if (line === 'BEGIN:VEVENT') events.push({ at, lines: [] });
    events.at(-1)?.lines.push(line);
  });
  const chosen = (events.find((event) => leavesOn(event.lines, day)) ?? events[0])?.at;
  let inEvent = false;
  let keep = true;
  let shift = 0;
  const lines = all.flatMap((line, at) => {
    if (line === 'BEGIN:VEVENT') {
      inEvent = true;
      keep = at === chosen;
    }
    if (!inEvent) return [line];
    if (line === 'END:VEVENT') inEvent = false;
    if (!keep || /^(RRULE|RDATE|EXDATE)[;:]/.test(line)) return [];
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
