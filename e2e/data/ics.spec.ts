import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { phoneDisplay } from '../../lib/site/brand';
import { formatTime } from '../../lib/i18n/format';
import { locales, type Locale } from '../../lib/i18n/locales';
import { calendarHref, escapeText, icsText, sailingCalendar, singleSailingEvent } from '../../lib/open-data/ics';
import { icsLines } from '../../lib/open-data/ics-single';
import { siteUrl } from '../../lib/seo/site-url';
import { localName, runsOnDate, seasonDates, stopById, timetable, type Sailing } from '../../lib/timetable/model';
import { writeCalendars } from '../../scripts/build/write-calendars';

/*
 * The calendar files (lib/open-data/ics.ts, scripts/build/write-calendars.ts) and the trip finder's one-day event
 * (lib/open-data/ics-single.ts), read back with ical.js as a calendar application would: no browser.
 */

const sailings = timetable.routes.flatMap((route) => route.sailings);
const sailingById = (id: string) => sailings.find((sailing) => sailing.id === id)!;

/** The event of a calendar file, and the calendar around it. */
function eventOf(text: string): { calendar: ICAL.Component; vevent: ICAL.Component; event: ICAL.Event } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { calendar, vevent: vevents[0]!, event: new ICAL.Event(vevents[0]!) };
}

/** Every start of an event, as UTC instants "2026-11-01T15:00:00.000Z" (at most a season's worth and more). */
function starts(event: ICAL.Event): string[] {
  const all: string[] = [];
  const expansion = event.iterator();
  for (let next = expansion.next(); next && all.length < 400; next = expansion.next()) all.push(next.toJSDate().toISOString());
  return all;
}

/** A Bangladesh date and time as the UTC instant it is. */
const dhakaInstant = (date: string, time: string) => new Date(`${date}T${time}:00+06:00`).toISOString();

/** The Bangladesh date of a UTC instant. */
const dhakaDate = (iso: string) => new Date(Date.parse(iso) + 6 * 3_600_000).toISOString().slice(0, 10);

let outDir: string;
const files = new Map<string, string>();
const read = (locale: Locale, id: string) => files.get(calendarHref(locale, id))!;

test.beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'calendars-'));
  const summary = writeCalendars(outDir);
  expect(summary).toContain(`${sailings.length * locales.length} calendar files`);
  for (const locale of locales) {
    const folder = join(outDir, calendarHref(locale, 'x').replace(/x\.ics$/, ''));
    for (const name of readdirSync(folder))
      files.set(calendarHref(locale, name.replace(/\.ics$/, '')), readFileSync(join(folder, name), 'utf8'));
  }
});

test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test.describe('calendar files', () => {
  test('one file per sailing and language, no temporary files left', () => {
    expect([...files.keys()].sort()).toEqual(
      locales.flatMap((locale) => sailings.map((sailing) => calendarHref(locale, sailing.id))).sort(),
    );
  });

  test('every file parses, with CRLF line ends, lines of at most 75 octets and the Dhaka time zone', () => {
    for (const [path, text] of files) {
      const { calendar, vevent } = eventOf(text);
      expect(calendar.getFirstPropertyValue('version'), path).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid'), path).toBeTruthy();
      expect(text.endsWith('\r\n'), path).toBe(true);
      expect(text.replace(/\r\n/g, ''), `${path}: a line break that is not CRLF`).not.toMatch(/[\r\n]/);
      for (const line of text.split('\r\n').slice(0, -1)) {
        expect(Buffer.byteLength(line, 'utf8'), `${path}: ${line}`).toBeLessThanOrEqual(75);
        // Folding never cuts a character in two: each physical line is valid UTF-8 on its own.
        expect(Buffer.from(line, 'utf8').toString('utf8'), path).not.toContain('\uFFFD');
      }
      const zone = calendar.getFirstSubcomponent('vtimezone')!;
      expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Dhaka');
      const standard = zone.getFirstSubcomponent('standard')!;
      expect(standard.getFirstPropertyValue('tzoffsetfrom')!.toString()).toBe('+06:00');
      expect(standard.getFirstPropertyValue('tzoffsetto')!.toString()).toBe('+06:00');
      expect(standard.getFirstPropertyValue('tzname')).toBe('+06');
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid'), path).toBe('Asia/Dhaka');
      expect(vevent.getFirstProperty('dtend')!.getParameter('tzid'), path).toBe('Asia/Dhaka');
      // DTSTAMP is the season's first day, not the build's clock: the same data gives the same bytes.
      expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe(`${timetable.validFrom}T00:00:00Z`);
    }
  });

  test('the 21:00 from Dhaka starts at 15:00 UTC and arrives at 06:00 Dhaka, 00:00 UTC the next day', () => {
    for (const locale of locales) {
      const { event } = eventOf(read(locale, 'dhk-bsl-2100'));
      expect(event.startDate.toJSDate().toISOString()).toMatch(/T15:00:00\.000Z$/);
      expect(event.startDate.toJSDate().toISOString()).toBe(dhakaInstant(timetable.validFrom, '21:00'));
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-02T00:00:00.000Z');
    }
  });

  test('the 21:00 from Dhaka recurs daily through the season, not on Eid day (EXDATE)', () => {
    const { vevent, event } = eventOf(read('en', 'dhk-bsl-2100'));
    expect(vevent.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=DAILY;UNTIL=20270331T150000Z');
    const all = starts(event);
    expect(all).not.toContain(dhakaInstant('2027-03-10', '21:00'));
    expect(all).toContain(dhakaInstant('2027-03-09', '21:00'));
    expect(all).toContain(dhakaInstant('2027-03-11', '21:00'));
    expect(all[0]).toBe(dhakaInstant(timetable.validFrom, '21:00'));
    expect(all.at(-1)).toBe(dhakaInstant(timetable.validUntil, '21:00'));
    expect(all).toHaveLength(seasonDates().length - 1);
  });

  test('the Eid special runs on its four dates and no other', () => {
    const sailing = sailingById('dhk-bsl-eid-2200');
    for (const locale of locales) {
      const { vevent, event } = eventOf(read(locale, sailing.id));
      expect(vevent.getFirstProperty('rrule')).toBeNull();
      expect(starts(event)).toEqual(sailing.extraDates!.map((date) => dhakaInstant(date, '22:00')));
    }
  });

  test('every sailing recurs on exactly the dates the timetable gives it, at its time', () => {
    for (const sailing of sailings) {
      const departs = sailing.calls[0]!.depart!;
      const expected = seasonDates()
        .filter((date) => runsOnDate(sailing, date))
        .map((date) => dhakaInstant(date, departs));
      for (const locale of locales) expect(starts(eventOf(read(locale, sailing.id)).event), `${locale} ${sailing.id}`).toEqual(expected);
    }
  });

  test('a sailing on some days recurs weekly on those days', () => {
    const { vevent } = eventOf(read('en', 'dhk-jkt-1930'));
    expect(vevent.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY;BYDAY=SU,TU,TH;UNTIL=20270330T133000Z');
  });

  test('UIDs name the sailing and the site: unique, the same in both languages and in every build', () => {
    const uids = (locale: Locale) => sailings.map((sailing) => eventOf(read(locale, sailing.id)).event.uid);
    expect(uids('en')).toEqual(sailings.map((sailing) => `${sailing.id}@${siteUrl.host}`));
    expect(new Set(uids('en')).size).toBe(sailings.length);
    expect(uids('bn')).toEqual(uids('en'));
    // A second build writes the same bytes.
    const again = mkdtempSync(join(tmpdir(), 'calendars-'));
    try {
      writeCalendars(again);
      for (const [path, text] of files) expect(readFileSync(join(again, path), 'utf8'), path).toBe(text);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });

  test('summary, place and description in the page language: terminals, arrival, hotline, timetable link', () => {
    const expected = {
      en: {
        summary: 'Launch Dhaka → Barishal, 9:00 pm (MV Nodipoth Gangchil / Sugandha)',
        location: 'Sadarghat Launch Terminal',
        arrives: 'Arrives: Barishal River Port, 6:00 am (next day)',
      },
      bn: {
        summary: 'ঢাকা → বরিশাল লঞ্চ, রাত ৯:০০ (এমভি নদীপথ গাংচিল / সুগন্ধা)',
        location: 'সদরঘাট লঞ্চ টার্মিনাল',
        arrives: 'পৌঁছায়: বরিশাল নদীবন্দর, ভোর ৬:০০ (পরদিন)',
      },
    } satisfies Record<Locale, unknown>;
    for (const locale of locales) {
      const { vevent, event } = eventOf(read(locale, 'dhk-bsl-2100'));
      expect(event.summary).toBe(expected[locale].summary);
      expect(event.location).toBe(expected[locale].location);
      expect(vevent.getFirstProperty('summary')!.getParameter('language')).toBe(locale);
      const description = event.description.split('\n');
      expect(description[0]).toContain(expected[locale].location);
      expect(description[0]).toContain(formatTime(locale, '21:00'));
      expect(description[1]).toBe(expected[locale].arrives);
      expect(event.description).toContain(phoneDisplay(locale));
      const page = `${siteUrl.origin}${locale === 'bn' ? '/bn' : ''}/timetable#dhk-bsl-2100`;
      expect(event.description).toContain(page);
      expect(vevent.getFirstPropertyValue('url')).toBe(page);
    }
    // Every Bangla file is in Bangla; every English one has no Bangla in it.
    for (const sailing of sailings) {
      const bn = eventOf(read('bn', sailing.id)).event;
      const en = eventOf(read('en', sailing.id)).event;
      expect(bn.summary, sailing.id).toMatch(/[\u0980-\u09FF]/);
      expect(bn.location, sailing.id).toBe(localName(stopById(sailing.calls[0]!.stop).terminal, 'bn'));
      expect(`${en.summary}${en.location}${en.description}`, sailing.id).not.toMatch(/[\u0980-\u09FF]/);
    }
  });

  test('a labelled sailing has its label in the title', () => {
    expect(eventOf(read('en', 'dhk-bsl-eid-2200')).event.summary).toBe(
      'Eid special: Launch Dhaka → Barishal, 10:00 pm (MV Nodipoth Sonartori)',
    );
    expect(eventOf(read('bn', 'dhk-bsl-eid-2200')).event.summary).toBe('ঈদ স্পেশাল: ঢাকা → বরিশাল লঞ্চ, রাত ১০:০০ (এমভি নদীপথ সোনারতরী)');
  });
});

test.describe('iCalendar text', () => {
  test('TEXT values escape backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const text = icsText([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      `SUMMARY:${escapeText('a\\b;c,d\ne')}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe('a\\b;c,d\ne');
  });

  test('long lines fold at 75 octets without cutting a character or parting a vowel sign from its letter', () => {
    const line = `DESCRIPTION:${'সদরঘাট লঞ্চ টার্মিনাল, রাত ৯:০০। '.repeat(12)}😀 end`;
    const text = icsText([line, 'X:short']);
    const physical = text.split('\r\n').slice(0, -1);
    expect(physical.length).toBeGreaterThan(10);
    for (const part of physical) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part.normalize('NFC')).not.toMatch(/^ ?\p{M}/u);
    }
    expect(icsLines(text)).toEqual([line, 'X:short']);
    expect(icsText(['X:short'])).toBe('X:short\r\n');
  });
});

test.describe('one sailing on one date (the trip finder)', () => {
  const cases = [
    { locale: 'en', id: 'dhk-bsl-2100', date: '2027-03-05', start: '2027-03-05T15:00:00.000Z', end: '2027-03-06T00:00:00.000Z' },
    { locale: 'bn', id: 'dhk-bsl-2100', date: '2026-11-24', start: '2026-11-24T15:00:00.000Z', end: '2026-11-25T00:00:00.000Z' },
    { locale: 'en', id: 'bsl-bhl-0730', date: '2027-01-31', start: '2027-01-31T01:30:00.000Z', end: '2027-01-31T04:00:00.000Z' },
    { locale: 'bn', id: 'dhk-bsl-eid-2200', date: '2027-03-08', start: '2027-03-08T16:00:00.000Z', end: '2027-03-09T01:00:00.000Z' },
  ] as const;
  for (const { locale, id, date, start, end } of cases) {
    test(`${id} on ${date} (${locale}) starts that day at the right instant, once`, () => {
      const recurring = read(locale, id);
      const text = singleSailingEvent(recurring, date);
      expect(text.endsWith('\r\n')).toBe(true);
      for (const line of text.split('\r\n').slice(0, -1)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const { vevent, event } = eventOf(text);
      expect(event.startDate.toJSDate().toISOString()).toBe(start);
      expect(dhakaDate(start)).toBe(date);
      expect(event.endDate.toJSDate().toISOString()).toBe(end);
      expect(vevent.getFirstPropertyValue('dtstart')!.toString()).toBe(`${date}T${sailingById(id).calls[0]!.depart!}:00`);
      for (const name of ['rrule', 'rdate', 'exdate']) expect(vevent.getFirstProperty(name), name).toBeNull();
      expect(starts(event)).toEqual([start]);
      // Its own UID (the sailing and the date), the recurring file's words and the Dhaka zone.
      const series = eventOf(recurring).event;
      expect(event.uid).toBe(`${id}-${date.replace(/-/g, '')}@${siteUrl.host}`);
      expect([event.summary, event.location, event.description]).toEqual([series.summary, series.location, series.description]);
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Dhaka');
      expect(singleSailingEvent(recurring, date)).toBe(text);
    });
  }
});

/** A sailing's file is made from the data alone. */
test('sailingCalendar is what writeCalendars writes', () => {
  const sailing: Sailing = sailingById('jkt-dhk-1800');
  for (const locale of locales) expect(sailingCalendar(locale, sailing)).toBe(read(locale, sailing.id));
});
