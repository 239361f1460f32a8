import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addDays, banglaDayPart, banglaDayParts, formatList, formatTime, formatWhen, parseClock } from '../../lib/i18n/format';
import { locales } from '../../lib/i18n/locales';
import { stormSignals } from '../../lib/site/safety';
import { alertMessage, publishAlerts } from '../../lib/status/alerts';
import { validateStatus, type StatusFile } from '../../lib/status/status';
import { changeSentence, signalBarWords } from '../../lib/status/text';
import { runsOnDate, seasonDates, timetable } from '../../lib/timetable/model';
import { routeName } from '../../lib/timetable/view';
import { dictionary, fillCopy } from '../../lib/words/copy';

/*
 * The status said as a Bangladeshi passenger reads it (issue 58) and verdict first (issue 52):
 * times after midnight as the night before, one table of the parts of the day (the glossary's),
 * lists joined with ও, and every status sentence and notification opening with its decisive word.
 * The sailings and signals come from the timetable and lib/site/safety.ts, the words from the
 * dictionaries.
 */

const glossary = readFileSync('content/words/glossary.md', 'utf8');
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

test.describe('times after midnight and before dawn, in Bangla', () => {
  const today = seasonDates()[0]!;
  const tomorrow = addDays(today, 1);

  test('from 00:00 to 05:59 of the next day are said "আজ দিবাগত রাত …", never "আগামীকাল", and named by the evening before on a date', () => {
    for (let minutes = 0; minutes < 6 * 60; minutes += 1) {
      const time = clock(minutes);
      const said = formatWhen('bn', `${tomorrow} ${time}`, today);
      // The clock as the timetable writes it, without its part of the day: the night's part is "দিবাগত রাত".
      const figure = formatTime('bn', time).split(' ')[1]!;
      expect(said, time).toBe(`আজ দিবাগত রাত ${figure}`);
      expect(said).not.toContain('আগামীকাল');
      // On a date (the HTML, the feeds), the night belongs to the evening before.
      expect(formatWhen('bn', `${tomorrow} ${time}`, today.slice(0, 4))).toBe(
        `${formatWhen('bn', `${today} 12:00`, today.slice(0, 4)).split(',')[0]} দিবাগত রাত ${figure}`,
      );
      // Two nights on: the night after tomorrow.
      expect(formatWhen('bn', `${addDays(tomorrow, 1)} ${time}`, today)).toContain(`আগামীকাল দিবাগত রাত ${figure}`);
      // Read after midnight, it is a time of the reader's own day.
      expect(formatWhen('bn', `${tomorrow} ${time}`, tomorrow)).toBe(formatTime('bn', time));
      // English keeps "tomorrow 2:00 am".
      expect(formatWhen('en', `${tomorrow} ${time}`, today)).toBe(`tomorrow ${formatTime('en', time)}`);
    }
    // Dawn ends the night: 06:00 is tomorrow's, ভোর.
    expect(formatWhen('bn', `${tomorrow} 06:00`, today)).toBe(`আগামীকাল ${formatTime('bn', '06:00')}`);
  });

  test('one table of the parts of the day: the formatter and the glossary agree, and 06:00 is ভোর', () => {
    expect(banglaDayPart(6)).toBe('ভোর');
    expect(formatTime('bn', '06:00').startsWith('ভোর ')).toBe(true);
    // The glossary's table, row by row: "| ভোর | 04:00–06:59 | …".
    const rows = [...glossary.matchAll(/^\| (\S+) \| (\d\d):00–(\d\d):59(?:, (\d\d):00–(\d\d):59)? \|/gm)].flatMap((row) => [
      [Number(row[2]), row[1]!] as const,
      ...(row[4] ? [[Number(row[4]), row[1]!] as const] : []),
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Map(rows)).toEqual(new Map(banglaDayParts.map(([hour, word]) => [hour, word])));
    for (let hour = 0; hour < 24; hour += 1) expect(formatTime('bn', `${pad(hour)}:30`).split(' ')[0]).toBe(banglaDayPart(hour));
  });
});

test('Bangla lists are joined with ও (or বা) by the site, never এবং, and never a comma before the last', () => {
  const names = timetable.routes.map((route) => routeName('bn', route));
  for (let count = 2; count <= names.length; count += 1) {
    const items = names.slice(0, count);
    const list = formatList('bn', items);
    expect(list).not.toContain('এবং');
    expect(list.endsWith(`${items.at(-2)} ও ${items.at(-1)}`)).toBe(true);
    expect(formatList('bn', items, 'disjunction').endsWith(`${items.at(-2)} বা ${items.at(-1)}`)).toBe(true);
  }
  expect(formatList('bn', names.slice(0, 1))).toBe(names[0]);
});

/** A sailing of the timetable that runs on a date of the season, with its first departure. */
function sailingOn(filter: (depart: string) => boolean = () => true) {
  for (const date of seasonDates().slice(1)) {
    for (const route of timetable.routes) {
      for (const sailing of route.sailings) {
        const depart = sailing.calls[0]!.depart!;
        if (runsOnDate(sailing, date) && filter(depart)) return { sailing, date, depart };
      }
    }
  }
  throw new Error('no sailing in the season');
}

test.describe('every status sentence and notification starts with its verdict', () => {
  test('each sentence template has a verdict before its sailing, in both languages', () => {
    for (const locale of locales) {
      for (const [kind, template] of Object.entries(dictionary(locale).status.sentence)) {
        expect(template.indexOf('{sailing}'), `${locale} ${kind}`).toBeGreaterThan(2);
      }
    }
  });

  /** The publish of `after` over `before`, at noon of the sailing's day before: its alerts' Bangla words by key. */
  const alertsOf = (before: Partial<StatusFile> | undefined, after: Partial<StatusFile>, now: number) => {
    const file = { updated: after.updated!, signal: after.signal ?? null, notices: after.notices ?? [], sailings: after.sailings ?? [] };
    const checked = validateStatus(file, 'status.json', now);
    return publishAlerts(before, checked, file, now);
  };

  test('the first word of each Bangla notification: বন্ধ, সতর্কতা, বাতিল, দেরিতে, আবার চালু, and a withdrawn cancellation said withdrawn', () => {
    const { sailing, date, depart } = sailingOn((time) => time >= '07:00' && time <= '20:00');
    const dayBefore = addDays(date, -1);
    const now = Date.parse(`${dayBefore}T12:00:00+06:00`);
    const updated = `${dayBefore} 12:00`;
    const first = (words: string) => words.split(' ').slice(0, 2).join(' ');
    const bn = dictionary('bn');
    const verdictOf = (template: string) => template.slice(0, template.indexOf('{')).trim();

    const stops = stormSignals.find((signal) => signal.stopsOurLaunches)!;
    const sails = stormSignals.find((signal) => !signal.stopsOurLaunches)!;
    const signal = (number: number) => ({ number, from: `${dayBefore} 11:00`, until: `${date} 06:00` });
    const raised = alertsOf(undefined, { updated, signal: signal(stops.number) }, now);
    expect(first(raised[0]!.words.bn)).toContain('বন্ধ');
    expect(raised[0]!.words.bn).toBe(
      signalBarWords(
        'bn',
        validateStatus({ updated, signal: signal(stops.number), notices: [], sailings: [] }, 's', now).signal!,
        dayBefore,
      ),
    );
    const care = alertsOf(undefined, { updated, signal: signal(sails.number) }, now);
    expect(care[0]!.words.bn.startsWith(verdictOf(bn.status.bar.signalSails))).toBe(true);
    const lowered = alertsOf({ updated, signal: signal(stops.number), notices: [], sailings: [] }, { updated }, now);
    expect(lowered[0]!.words.bn.startsWith('আবার চালু')).toBe(true);
    const loweredCare = alertsOf({ updated, signal: signal(sails.number), notices: [], sailings: [] }, { updated }, now);
    expect(loweredCare[0]!.words.bn).toBe(bn.alerts.notification.loweredSailing);

    const cancelled = { sailing: sailing.id, date, status: 'cancelled' as const };
    const later = clock(parseClock(depart) + 45);
    const delayed = { sailing: sailing.id, date, status: 'delayed' as const, departs: later };
    const onTime = { sailing: sailing.id, date, status: 'on-time' as const };
    const empty = { updated, signal: null, notices: [], sailings: [] };
    const said = (before: Partial<StatusFile> | undefined, after: Partial<StatusFile>) => alertsOf(before, after, now)[0]!.words;

    expect(first(said(undefined, { updated, sailings: [cancelled] }).bn)).toContain('বাতিল');
    const late = said(undefined, { updated, sailings: [delayed] });
    expect(first(late.bn)).toContain('দেরিতে');
    expect(late.bn).toContain(formatTime('bn', later));
    // Back after a cancellation, by an "on time" entry or by taking the entry out: "আবার চালু", the cancellation withdrawn.
    for (const after of [{ updated, sailings: [onTime] }, { updated }]) {
      const back = said({ ...empty, sailings: [cancelled] }, after);
      expect(back.bn.startsWith(verdictOf(bn.status.sentence.restored))).toBe(true);
      expect(first(back.bn)).toContain('আবার চালু');
      expect(back.en.startsWith(verdictOf(dictionary('en').status.sentence.restored))).toBe(true);
    }
    // Back on time after a delay: the delay withdrawn.
    expect(
      said({ ...empty, sailings: [delayed] }, { updated, sailings: [onTime] }).bn.startsWith(verdictOf(bn.status.sentence.undelayed)),
    ).toBe(true);

    // Several at once: the count names what it counts, the same words as the bar's.
    const many = alertsOf(undefined, { updated, signal: signal(stops.number), sailings: [cancelled] }, now);
    const message = alertMessage(many, [timetable.routes[0]!.id], 'bn', '/bn/status');
    expect(message.body).toContain(fillCopy('bn', bn.status.bar.more, { count: '১' }));
    expect(bn.alerts.notification.more).toBe(bn.status.bar.more);
  });

  test('a sentence on the page is its verdict, then its sailing: the verdict is what the dictionary says first', () => {
    const { sailing, date } = sailingOn();
    const now = Date.parse(`${addDays(date, -1)}T12:00:00+06:00`);
    const file = {
      updated: `${addDays(date, -1)} 12:00`,
      signal: null,
      notices: [],
      sailings: [{ sailing: sailing.id, date, status: 'cancelled' }],
    };
    const change = validateStatus(file, 'status.json', now).sailings[0]!;
    for (const locale of locales) {
      const sentence = changeSentence(locale, change);
      const template = dictionary(locale).status.sentence.cancelled;
      expect(sentence.verdict).toBe(template.slice(0, template.indexOf('{sailing}')).trim());
      expect(sentence.say(addDays(date, -1)).startsWith(sentence.verdict)).toBe(true);
    }
  });
});
