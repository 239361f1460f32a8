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
import { localName, runsOnDate, seasonDates, stopById, timetable, vesselById, vesselNameOn, type Sailing } from '../../lib/timetable/model';
import { sailingVessels } from '../../lib/timetable/rotations';
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

/**
 * Every event of a calendar file (one, or one per launch and run of nights for a sailing two
 * launches take night about), and the calendar around them.
 */
function eventsOf(text: string): { calendar: ICAL.Component; events: { vevent: ICAL.Component; event: ICAL.Event }[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents.length).toBeGreaterThan(0);
  return { calendar, events: vevents.map((vevent) => ({ vevent, event: new ICAL.Event(vevent) })) };
}

/** The event of a sailing's file that leaves on `date` (Bangladesh), read as a calendar application expands them. */
function eventOn(text: string, date: string): { vevent: ICAL.Component; event: ICAL.Event } {
  const found = eventsOf(text).events.filter(({ event }) => starts(event).some((start) => dhakaDate(start) === date));
  expect(found, `one event on ${date}`).toHaveLength(1);
  return found[0]!;
}

/** Every start of every event of a file, in time order. */
const allStarts = (text: string) =>
  eventsOf(text)
    .events.flatMap(({ event }) => starts(event))
    .sort();

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
      const { calendar, events } = eventsOf(text);
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
      for (const { vevent } of events) {
        expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid'), path).toBe('Asia/Dhaka');
        expect(vevent.getFirstProperty('dtend')!.getParameter('tzid'), path).toBe('Asia/Dhaka');
        // DTSTAMP is the season's first day, not the build's clock: the same data gives the same bytes.
        expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe(`${timetable.validFrom}T00:00:00Z`);
      }
    }
  });

  test('the 21:00 from Dhaka starts at 15:00 UTC and arrives at 06:00 Dhaka, 00:00 UTC the next day', () => {
    for (const locale of locales) {
      const { event } = eventOn(read(locale, 'dhk-bsl-2100'), timetable.validFrom);
      expect(event.startDate.toJSDate().toISOString()).toMatch(/T15:00:00\.000Z$/);
      expect(event.startDate.toJSDate().toISOString()).toBe(dhakaInstant(timetable.validFrom, '21:00'));
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-02T00:00:00.000Z');
    }
  });

  test('a daily sailing with one launch recurs daily through the season, less its days off (EXDATE)', () => {
    const daily = sailings.filter((sailing) => sailing.days === 'daily' && !sailing.alternatesWith);
    expect(daily.length).toBeGreaterThan(0);
    for (const sailing of daily) {
      const { vevent, event } = eventOf(read('en', sailing.id));
      expect(vevent.getFirstPropertyValue('rrule')!.toString(), sailing.id).toMatch(/^FREQ=DAILY;UNTIL=\d{8}T\d{6}Z$/);
      const all = starts(event);
      const departs = sailing.calls[0]!.depart!;
      for (const date of sailing.notOn ?? []) expect(all, `${sailing.id} ${date}`).not.toContain(dhakaInstant(date, departs));
      expect(all[0]).toBe(
        dhakaInstant(
          seasonDates().find((date) => runsOnDate(sailing, date))!,
          departs,
        ),
      );
      expect(all).toHaveLength(seasonDates().filter((date) => runsOnDate(sailing, date)).length);
    }
  });

  /*
   * A sailing two launches take night about (issue 52): each night's event names the launch that
   * goes that night (lib/timetable/rotations.ts, the rule the timetable, GTFS and the desk use),
   * never both; each launch's nights recur every other night, and a night off turns them over.
   */
  test('a sailing taken night about names the right launch on every night, in both languages', () => {
    const shared = sailings.filter((sailing) => sailing.alternatesWith);
    expect(shared.length).toBeGreaterThan(0);
    for (const sailing of shared) {
      const dates = seasonDates().filter((date) => runsOnDate(sailing, date));
      for (const locale of locales) {
        const text = read(locale, sailing.id);
        const names = sailingVessels(sailing).map((vessel) => localName(vesselById(vessel).name, locale));
        // Each night's summaries, from every event expanded once.
        const summaries = new Map<string, string[]>();
        for (const { event } of eventsOf(text).events) {
          for (const start of starts(event)) summaries.set(dhakaDate(start), [...(summaries.get(dhakaDate(start)) ?? []), event.summary]);
        }
        expect([...summaries.keys()].sort()).toEqual(dates);
        // Every night's wrong answers, gathered (thousands of expect calls would be slow).
        const wrong: string[] = [];
        for (const date of dates) {
          const launch = vesselNameOn(sailing, date, locale);
          const said = summaries.get(date)!;
          if (!names.includes(launch)) wrong.push(`${date}: the rule names ${launch}, not one of ${names.join(', ')}`);
          if (said.length !== 1) wrong.push(`${date}: ${said.length} events`);
          if (!said[0]!.includes(`(${launch})`)) wrong.push(`${date}: "${said[0]}" does not name ${launch}`);
          for (const other of names.filter((name) => name !== launch))
            if (said[0]!.includes(other)) wrong.push(`${date}: "${said[0]}" names ${other}`);
        }
        expect(wrong, `${locale} ${sailing.id}`).toEqual([]);
        // Two nights in a row (the season's first two it runs): two launches.
        expect(summaries.get(dates[0]!)).not.toEqual(summaries.get(dates[1]!));
        // A daily sailing: each launch's event recurs every other night (as many nights as launches).
        if (sailing.days === 'daily') {
          for (const { vevent } of eventsOf(text).events) {
            const rule = vevent.getFirstPropertyValue('rrule');
            if (rule) expect(rule.toString(), sailing.id).toMatch(new RegExp(`^FREQ=DAILY;INTERVAL=${names.length};UNTIL=`));
          }
        }
      }
    }
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
      for (const locale of locales) expect(allStarts(read(locale, sailing.id)), `${locale} ${sailing.id}`).toEqual(expected);
    }
  });

  test('a sailing on some days recurs weekly on those days', () => {
    const { vevent } = eventOf(read('en', 'dhk-jkt-1930'));
    expect(vevent.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY;BYDAY=SU,TU,TH;UNTIL=20270330T133000Z');
  });

  test('UIDs name the sailing and the site: unique, the same in both languages and in every build', () => {
    const uids = (locale: Locale) => sailings.flatMap((sailing) => eventsOf(read(locale, sailing.id)).events.map(({ event }) => event.uid));
    for (const sailing of sailings) {
      for (const { event } of eventsOf(read('en', sailing.id)).events) {
        if (sailing.alternatesWith)
          expect(event.uid).toMatch(new RegExp(`^${sailing.id}-[a-z0-9-]+@${siteUrl.host.replace(/\./g, '\\.')}$`));
        else expect(event.uid).toBe(`${sailing.id}@${siteUrl.host}`);
      }
    }
    expect(new Set(uids('en')).size).toBe(uids('en').length);
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
        summary: `Launch Dhaka → Barishal, 9:00 pm (${vesselNameOn(sailingById('dhk-bsl-2100'), timetable.validFrom, 'en')})`,
        location: 'Sadarghat Launch Terminal',
        arrives: 'Arrives: Barishal River Port, 6:00 am (next day)',
      },
      bn: {
        summary: `ঢাকা → বরিশাল লঞ্চ, রাত ৯:০০ (${vesselNameOn(sailingById('dhk-bsl-2100'), timetable.validFrom, 'bn')})`,
        location: 'সদরঘাট লঞ্চ টার্মিনাল',
        arrives: 'পৌঁছায়: বরিশাল নদীবন্দর, ভোর ৬:০০ (পরদিন)',
      },
    } satisfies Record<Locale, unknown>;
    for (const locale of locales) {
      const { vevent, event } = eventOn(read(locale, 'dhk-bsl-2100'), timetable.validFrom);
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
      const bn = eventsOf(read('bn', sailing.id)).events[0]!.event;
      const en = eventsOf(read('en', sailing.id)).events[0]!.event;
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
      // Its own UID (the series event's and the date), the words of the night's event (its
      // launch's, for a sailing taken night about) and the Dhaka zone.
      const series = eventOn(recurring, date).event;
      expect(event.uid).toBe(`${series.uid.split('@')[0]}-${date.replace(/-/g, '')}@${siteUrl.host}`);
      expect(event.uid.startsWith(`${id}-`)).toBe(true);
      expect(event.summary).toContain(`(${vesselNameOn(sailingById(id), date, locale)})`);
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
