/**
 * What the site publishes as open data (/open-data): each file once, with its address, its media
 * type and its standard. The open-data page lists them and the tests fetch every one; the words
 * are in the dictionaries (openData.datasets).
 */
import { dictionary, fillCopy } from '../words/copy';
import { formatPlain, formatTime } from '../i18n/format';
import { localePath, type Locale } from '../i18n/locales';
import { localName, stopById, timetable } from '../timetable/model';
import { MIN_DAYS, ON_TIME_MINUTES, RECORD_DAYS } from '../status/on-time';

/**
 * The names of the standards and fields the open-data page writes as their users do, in Latin
 * letters on the Bangla page too (content/words/glossary.md).
 */
export const machineNames = [
  'GTFS Schedule',
  'GTFS Realtime',
  'GTFS',
  'JSON Schema',
  'Table Schema',
  'CSV',
  'JSON',
  'Atom',
  'iCalendar',
  'RFC',
  'trip_id',
  'Asia/Dhaka',
];

/** The sailing whose calendar file the page shows as an example: the 9:00 pm launch from Dhaka. */
export const exampleCalendarSailing = 'dhk-bsl-2100';

/** A link to a file: `address` links show the file's address as their text. */
type Link = { href: string; type: string; label?: string };
export type OpenDataFile = { id: string; name: string; text: string; format: string; changes: string; links: Link[] };

export function openDataFiles(locale: Locale): OpenDataFile[] {
  const words = dictionary(locale).openData.datasets;
  const calendar = localePath(locale, `/calendar/${exampleCalendarSailing}.ics`);
  const sailing = timetable.routes.flatMap((route) => route.sailings).find((candidate) => candidate.id === exampleCalendarSailing)!;
  const example = {
    time: formatTime(locale, sailing.calls[0]!.depart!),
    from: localName(stopById(sailing.calls[0]!.stop).town, locale),
  };
  return [
    {
      id: 'gtfs',
      name: words.gtfs.name,
      text: fillCopy(locale, words.gtfs.text),
      format: 'GTFS Schedule',
      changes: fillCopy(locale, words.gtfs.changes),
      links: [{ href: '/gtfs.zip', type: 'application/zip' }],
    },
    {
      id: 'status',
      name: words.status.name,
      text: words.status.text,
      format: 'JSON',
      changes: fillCopy(locale, words.status.changes),
      links: [
        { href: '/status.json', type: 'application/json' },
        { href: '/status.schema.json', type: 'application/schema+json', label: words.status.schema },
      ],
    },
    {
      id: 'alerts',
      name: words.alerts.name,
      text: words.alerts.text,
      format: 'GTFS Realtime',
      changes: words.alerts.changes,
      links: [{ href: '/gtfs-rt/alerts.pb', type: 'application/x-protobuf' }],
    },
    {
      id: 'tripUpdates',
      name: words.tripUpdates.name,
      text: words.tripUpdates.text,
      format: 'GTFS Realtime',
      changes: words.tripUpdates.changes,
      links: [{ href: '/gtfs-rt/trip-updates.pb', type: 'application/x-protobuf' }],
    },
    {
      id: 'notices',
      name: words.notices.name,
      text: words.notices.text,
      format: 'Atom',
      changes: words.notices.changes,
      links: [
        { href: '/notices.atom', type: 'application/atom+xml' },
        { href: '/bn/notices.atom', type: 'application/atom+xml', label: words.notices.bangla },
      ],
    },
    {
      id: 'onTime',
      name: words.onTime.name,
      text: fillCopy(locale, words.onTime.text, {
        days: formatPlain(locale, RECORD_DAYS),
        minutes: formatPlain(locale, ON_TIME_MINUTES),
        minimum: formatPlain(locale, MIN_DAYS),
      }),
      format: 'CSV',
      changes: words.onTime.changes,
      links: [
        { href: '/on-time.csv', type: 'text/csv' },
        { href: '/on-time.schema.json', type: 'application/json', label: words.onTime.schema },
      ],
    },
    {
      id: 'calendar',
      name: words.calendar.name,
      text: words.calendar.text,
      // One file per sailing: the address's pattern, and one of them as the example.
      format: `iCalendar (RFC ${formatPlain(locale, 5545)}): ${localePath(locale, '/calendar/<sailing>.ics')}`,
      changes: words.calendar.changes,
      links: [{ href: calendar, type: 'text/calendar', label: fillCopy(locale, words.calendar.example, example) }],
    },
  ];
}
