import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { localePath, type Locale } from '../../lib/i18n/locales';
import { timetableCopy } from '../../lib/timetable/copy';
import { fillText } from '../../lib/i18n/text';
import { timetableViewData } from '../../lib/timetable/view';
import { timetable, vesselNameOn } from '../../lib/timetable/model';
import { expect, rememberAgeAnswer, test, waitForHydration } from '../support/fixtures';

/*
 * "Add to calendar" on the timetable page: each table row links to its sailing's calendar file
 * (served as text/calendar, there without JavaScript), and a trip finder result saves the one
 * sailing on its date, made in the browser. The files themselves are tested in ics-data.spec.ts.
 */

const sailingById = (id: string) => timetable.routes.flatMap((route) => route.sailings).find((sailing) => sailing.id === id)!;

/** Sunday 22 November 2026, 5:10 pm in Dhaka. */
const sundayEvening = new Date('2026-11-22T11:10:00Z');

const words = {
  en: { time: '9:00 pm', tuesday: 'Tuesday 24 November', sunday: 'Sunday 22 November', summary: 'Launch Dhaka → Barishal, 9:00 pm' },
  bn: { time: 'রাত ৯:০০', tuesday: 'মঙ্গলবার, ২৪ নভেম্বর', sunday: 'রবিবার, ২২ নভেম্বর', summary: 'ঢাকা → বরিশাল লঞ্চ, রাত ৯:০০' },
} satisfies Record<Locale, unknown>;

/** The one event of a calendar file, as a calendar application reads it. */
function eventOf(text: string): ICAL.Event {
  const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return new ICAL.Event(vevents[0]!);
}

/**
 * The first event of a sailing's recurring file (a sailing two launches take night about has one
 * per launch and run of nights, lib/open-data/ics.ts): the one of its first night.
 */
function firstEvent(text: string): ICAL.Event {
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.length).toBeGreaterThan(0);
  return events.sort((a, b) => a.startDate.compare(b.startDate))[0]!;
}

for (const locale of ['en', 'bn'] as const) {
  const path = localePath(locale, '/timetable');
  const copy = timetableCopy[locale];
  const data = timetableViewData(locale);
  const route = fillText(copy.finder.results, { from: data.names.dhaka!, to: data.names.barishal! });
  const file = `${localePath(locale, '/calendar/')}dhk-bsl-2100.ics`;
  const w = words[locale];
  /** The link's accessible name: its words, then the route, the time and maybe the date. */
  const linkName = (...about: string[]) => `${copy.booking.calendar}: ${[route, w.time, ...about].join(', ')}`;

  async function open(page: Page, query = '') {
    await rememberAgeAnswer(page);
    await page.goto(`${path}${query}`);
    await waitForHydration(page);
  }

  /** Clicks a link and returns the file it downloads: its name and its text. */
  async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
    const [saved] = await Promise.all([page.waitForEvent('download'), click()]);
    return { name: saved.suggestedFilename(), text: readFileSync((await saved.path())!, 'utf8') };
  }

  test.describe(`add to calendar (${locale})`, () => {
    test('each table row links to its sailing’s calendar file, served as text/calendar', async ({ page, request }) => {
      await open(page);
      const link = page.locator('tr#dhk-bsl-2100').getByRole('link', { name: linkName(), exact: true });
      await expect(link).toHaveAttribute('href', file);
      await expect(link).toHaveAttribute('download', '');
      await expect(link).toHaveAccessibleDescription(new RegExp(`^${w.time}`));
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/calendar\b/);
      const event = firstEvent(await response.text());
      expect(event.summary.startsWith(w.summary)).toBe(true);
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-01T15:00:00.000Z');
      // Every row has one, to its own sailing's file.
      for (const sailing of data.routes.flatMap((r) => r.directions.flatMap((d) => d.sailings))) {
        await expect(page.locator(`tr#${sailing.id} a[download]`)).toHaveAttribute('href', `${data.ics}${sailing.id}.ics`);
      }
    });

    test('a finder result on a chosen date saves that one sailing, 9:00 pm in Dhaka', async ({ page }) => {
      await page.clock.setFixedTime(sundayEvening);
      await open(page);
      const finder = page.getByRole('region', { name: copy.finder.title });
      await expect(finder.locator('.tt-fields')).toHaveAttribute('data-ready', '');
      await finder.getByLabel(copy.finder.from, { exact: true }).selectOption('dhaka');
      await finder.getByLabel(copy.finder.to, { exact: true }).selectOption('barishal');
      await finder.getByLabel(copy.finder.date, { exact: true }).fill('2026-11-24');
      const link = finder.getByRole('link', { name: linkName(w.tuesday), exact: true });
      // Without JavaScript's help it would still be a file: the sailing's recurring one.
      await expect(link).toHaveAttribute('href', file);
      const saved = await download(page, () => link.click());
      expect(saved.name).toBe('dhk-bsl-2100-2026-11-24.ics');
      const event = eventOf(saved.text);
      expect(event.isRecurring()).toBe(false);
      expect(event.startDate.toString()).toBe('2026-11-24T21:00:00');
      expect(event.startDate.zone.tzid).toBe('Asia/Dhaka');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-24T15:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-25T00:00:00.000Z');
      expect(event.summary.startsWith(w.summary)).toBe(true);
      // The launch that goes that night, by the timetable's one rule (two take this sailing night about).
      expect(event.summary).toContain(`(${vesselNameOn(sailingById('dhk-bsl-2100'), '2026-11-24', locale)})`);
      // The Blob link it was saved through is gone.
      await expect(page.locator('body > a[download]')).toHaveCount(0);
    });

    test('with no date chosen, a finder result saves the date it next leaves', async ({ page }) => {
      await page.clock.setFixedTime(sundayEvening);
      await open(page, '?from=dhaka&to=barishal');
      const link = page.getByRole('region', { name: copy.finder.title }).getByRole('link', { name: linkName(w.sunday), exact: true });
      const saved = await download(page, () => link.click());
      expect(saved.name).toBe('dhk-bsl-2100-2026-11-22.ics');
      expect(eventOf(saved.text).startDate.toJSDate().toISOString()).toBe('2026-11-22T15:00:00.000Z');
    });
  });

  test.describe(`add to calendar without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the table’s link downloads the sailing’s calendar', async ({ page }) => {
      await page.goto(path);
      const link = page.locator('tr#dhk-bsl-2100').getByRole('link', { name: linkName(), exact: true });
      const saved = await download(page, () => link.click());
      expect(saved.name).toBe('dhk-bsl-2100.ics');
      const event = firstEvent(saved.text);
      expect(event.isRecurring()).toBe(true);
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-01T15:00:00.000Z');
    });
  });
}
