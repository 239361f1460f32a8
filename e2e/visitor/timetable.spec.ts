import type { Page } from '@playwright/test';
import { brand } from '../../lib/site/brand';
import { localePath, type Locale } from '../../lib/i18n/locales';
import { timetable } from '../../lib/timetable/model';
import { timetableCopy } from '../../lib/timetable/copy';
import { fillText } from '../../lib/i18n/text';
import { formatPlain } from '../../lib/i18n/format';
import { bookingMessage, scopeText, seasonText, timetableViewData } from '../../lib/timetable/view';
import { expect, rememberAgeAnswer, test, waitForHydration } from '../support/fixtures';

/*
 * The timetable page and its trip finder, in both languages. Times, durations and dates the
 * finder writes are checked against the words a passenger reads, typed here per language (the
 * page builds them from the data with Intl).
 */
const testedLocales: readonly Locale[] = ['en', 'bn'];

/** Sunday 22 November 2026, 5:10 pm in Dhaka (6:10 am in New York). */
const sundayEvening = new Date('2026-11-22T11:10:00Z');

const expected = {
  en: {
    threeTwenty: '3 h 20 min',
    dhakaBarishal: '8:30 pm',
    nextDayOfDaily: '21 h 30 min',
    dhakaJhalokathi: '7:30 pm',
    twoDaysAway: '1 day 19 h',
    someDays: 'on the next Sun, Tue or Thu',
    tuesday: 'Tuesday 24 November',
    barishalBhola: { time: '7:30 am', vessel: 'MV Nodipoth Jonaki' },
    eid: {
      special: '10:00 pm',
      ninePm: '9:00 pm',
      thursday: 'Thursday',
      eidDay: 'Wednesday 10 March',
      dayAfter: 'Thursday 11 March',
      fortySix: '1 day 22 h',
    },
  },
  bn: {
    threeTwenty: '৩ ঘণ্টা ২০ মিনিট',
    dhakaBarishal: 'রাত ৮:৩০',
    nextDayOfDaily: '২১ ঘণ্টা ৩০ মিনিট',
    dhakaJhalokathi: 'সন্ধ্যা ৭:৩০',
    twoDaysAway: '১ দিন ১৯ ঘণ্টা',
    someDays: 'সামনের রবিবার, মঙ্গলবার বা বৃহস্পতিবার',
    tuesday: 'মঙ্গলবার, ২৪ নভেম্বর',
    barishalBhola: { time: 'সকাল ৭:৩০', vessel: 'এমভি নদীপথ জোনাকি' },
    eid: {
      special: 'রাত ১০:০০',
      ninePm: 'রাত ৯:০০',
      thursday: 'বৃহস্পতিবার',
      eidDay: 'বুধবার, ১০ মার্চ',
      dayAfter: 'বৃহস্পতিবার, ১১ মার্চ',
      fortySix: '১ দিন ২২ ঘণ্টা',
    },
  },
} satisfies Record<Locale, unknown>;

for (const locale of testedLocales) {
  const path = localePath(locale, '/timetable');
  const copy = timetableCopy[locale];
  const data = timetableViewData(locale);
  const f = copy.finder;
  const pairs = data.routes.flatMap((route) => route.directions.map((direction) => ({ route: route.id, ...direction })));
  const tableCount = pairs.length;
  const words = expected[locale];

  async function open(page: Page, query = '') {
    await rememberAgeAnswer(page);
    await page.goto(`${path}${query}`);
    await waitForHydration(page);
  }
  const finder = (page: Page) => page.getByRole('region', { name: f.title });
  const fromSelect = (page: Page) => finder(page).getByLabel(f.from, { exact: true });
  const toSelect = (page: Page) => finder(page).getByLabel(f.to, { exact: true });
  const results = (page: Page, from: string, to: string) =>
    finder(page).getByRole('heading', { name: fillText(f.results, { from: data.names[from]!, to: data.names[to]! }) });

  test.describe(`timetable (${locale})`, () => {
    test('every pair we serve can be chosen and lists its departures', async ({ page }) => {
      await open(page);
      await expect(toSelect(page)).toBeDisabled();
      for (const pair of pairs) {
        await fromSelect(page).selectOption(pair.from);
        await toSelect(page).selectOption(pair.to);
        await expect(results(page, pair.from, pair.to)).toBeVisible();
        // Without a date, the launches of every week: a sailing on dates only (the Eid special) shows on its dates.
        const weekly = pair.sailings.filter((sailing) => sailing.days);
        const trips = finder(page).locator('.tt-trip');
        await expect(trips).toHaveCount(weekly.length);
        for (const [i, sailing] of weekly.entries()) {
          await expect(trips.nth(i)).toContainText(sailing.dep);
          await expect(trips.nth(i)).toContainText(sailing.dur);
          await expect(trips.nth(i)).toContainText(sailing.f[0]!);
        }
        await expect(page).toHaveURL(new RegExp(`\\?from=${pair.from}&to=${pair.to}$`));
      }
    });

    test('pairs we do not serve cannot be chosen', async ({ page }) => {
      await open(page);
      for (const from of data.places) {
        await fromSelect(page).selectOption(from);
        const served = pairs.filter((pair) => pair.from === from).map((pair) => data.names[pair.to]);
        await expect(toSelect(page).locator('option')).toHaveText([f.choose, ...served.map((name) => name!)]);
      }
      // A shared address naming a pair we do not serve chooses nothing.
      await open(page, '?from=bhola&to=dhaka');
      await expect(toSelect(page)).toHaveValue('');
      await expect(finder(page).locator('.tt-results')).toHaveCount(0);
    });

    test.describe('next departure, for a visitor in New York', () => {
      test.use({ timezoneId: 'America/New_York' });

      test('later today in Dhaka: tonight, counted in Bangladesh time', async ({ page }) => {
        await page.clock.setFixedTime(sundayEvening);
        await open(page, '?from=dhaka&to=barishal');
        await expect(finder(page).locator('.tt-next')).toHaveText(
          fillText(f.next, { when: f.tonight, time: words.dhakaBarishal, duration: words.threeTwenty }),
        );
      });

      test('across midnight: after the last launch it is tomorrow', async ({ page }) => {
        // 11:00 pm on Sunday in Dhaka, noon in New York.
        await page.clock.setFixedTime(new Date('2026-11-22T17:00:00Z'));
        await open(page, '?from=dhaka&to=barishal');
        await expect(finder(page).locator('.tt-next')).toHaveText(
          fillText(f.next, { when: f.tomorrow, time: words.dhakaBarishal, duration: words.nextDayOfDaily }),
        );
      });

      test('on some days only: Monday in Dhaka while still Sunday in New York', async ({ page }) => {
        // 12:30 am on Monday in Dhaka, 1:30 pm on Sunday in New York. Dhaka to Jhalokathi runs on
        // Sunday, Tuesday and Thursday: by New York's day it would leave "tonight"; by Dhaka's it
        // is Tuesday, tomorrow, 43 hours away.
        await page.clock.setFixedTime(new Date('2026-11-22T18:30:00Z'));
        await open(page, '?from=dhaka&to=jhalokathi');
        await expect(finder(page).locator('.tt-next')).toHaveText(
          fillText(f.next, { when: f.tomorrow, time: words.dhakaJhalokathi, duration: words.twoDaysAway }),
        );
      });
    });

    // Eid al-Fitr 2027 in the data: an Eid special on the four evenings before Eid (6 to 9 March)
    // and no Dhaka to Barishal launch on Eid day (10 March). 10:30 pm on 9 March in Dhaka is
    // 8:30 am the same day in Los Angeles and 6:30 am on 10 March in Kiritimati: every visitor
    // must get Dhaka's answer.
    for (const timezoneId of ['Asia/Dhaka', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      test.describe(`around Eid, for a visitor in ${timezoneId}`, () => {
        test.use({ timezoneId });

        test('the special shows on its dates only, labelled; on Eid day the finder says none sails and offers the next', async ({
          page,
        }) => {
          await page.clock.setFixedTime(new Date('2027-03-09T16:30:00Z'));
          await open(page, '?from=dhaka&to=barishal');
          // Tonight's launches have left and none sails on Eid day: the next is Thursday's.
          await expect(finder(page).locator('.tt-next')).toHaveText(
            fillText(f.next, { when: words.eid.thursday, time: words.dhakaBarishal, duration: words.eid.fortySix }),
          );
          await expect(finder(page).getByLabel(f.date, { exact: true })).toHaveAttribute('min', '2027-03-09');
          await expect(finder(page).getByLabel(f.date, { exact: true })).toHaveAttribute('max', timetable.validUntil);
          // Without a date, the launches of every week: not the special.
          await expect(finder(page).locator('.tt-trip')).toHaveCount(2);

          await open(page, '?from=dhaka&to=barishal&date=2027-03-08');
          const trips = finder(page).locator('.tt-trip');
          await expect(trips).toHaveCount(3);
          await expect(trips.nth(2)).toContainText(words.eid.special);
          await expect(trips.nth(2).locator('.tt-label')).toHaveText(locale === 'en' ? 'Eid special' : 'ঈদ স্পেশাল');

          await open(page, '?from=dhaka&to=barishal&date=2027-03-10');
          await expect(finder(page)).toContainText(fillText(f.onDate, { date: words.eid.eidDay }));
          await expect(trips).toHaveCount(0);
          await expect(finder(page)).toContainText(fillText(f.notRunning, { time: words.dhakaBarishal }));
          await expect(finder(page)).toContainText(fillText(f.notRunning, { time: words.eid.ninePm }));
          await expect(finder(page)).toContainText(fillText(f.nextOn, { date: words.eid.dayAfter, time: words.dhakaBarishal }));
          await finder(page)
            .getByRole('button', { name: fillText(f.showDate, { date: words.eid.dayAfter }) })
            .click();
          await expect(finder(page).getByLabel(f.date, { exact: true })).toHaveValue('2027-03-11');
          // The day after Eid: the two launches of every day and the special.
          await expect(trips).toHaveCount(3);
          expect(new URL(page.url()).searchParams.get('date')).toBe('2027-03-11');
        });
      });
    }

    test('after the season: the finder says until when the timetable runs', async ({ page }) => {
      await page.clock.setFixedTime(sundayEvening);
      await open(page, '?from=barishal&to=bhola&date=2027-04-02');
      await expect(finder(page).locator('.tt-trip')).toHaveCount(0);
      await expect(finder(page)).toContainText(
        fillText(f.afterSeason, { date: locale === 'en' ? 'Wednesday 31 March' : 'বুধবার, ৩১ মার্চ' }),
      );
    });

    test('the tables carry the season, the Eid special with its dates and label, and the Eid-day gap', async ({ page }) => {
      await open(page);
      await expect(page.locator('.tt-checked')).toContainText(seasonText(locale));
      // What it covers: the routes through the hub, and where to ask about the others.
      await expect(page.locator('main')).toContainText(scopeText(locale));
      expect(scopeText(locale)).toContain(
        locale === 'en'
          ? `our ${timetable.routes.length} routes through the Barishal hub`
          : `বরিশাল হয়ে চলা আমাদের ${formatPlain('bn', timetable.routes.length)}টি রুটের`,
      );
      const special = page.locator('#dhk-bsl-eid-2200');
      await expect(special.locator('.tt-label')).toHaveText(locale === 'en' ? 'Eid special' : 'ঈদ স্পেশাল');
      await expect(special).toContainText(locale === 'en' ? 'Only on March 6, 8, 11 and 13, 2027' : 'শুধু ৬, ৮, ১১ ও ১৩ মার্চ, ২০২৭');
      await expect(page.locator('#dhk-bsl-2100 .tt-except')).toHaveText(
        locale === 'en' ? 'Not on March 10, 2027' : '১০ মার্চ, ২০২৭ চলবে না',
      );
    });

    test('a shared address opens with the choice made, date included', async ({ page }) => {
      await page.clock.setFixedTime(sundayEvening);
      await open(page, '?from=barishal&to=bhola&date=2026-11-24');
      await expect(fromSelect(page)).toHaveValue('barishal');
      await expect(toSelect(page)).toHaveValue('bhola');
      await expect(finder(page).getByLabel(f.date, { exact: true })).toHaveValue('2026-11-24');
      await expect(results(page, 'barishal', 'bhola')).toBeVisible();
      await expect(finder(page)).toContainText(fillText(f.onDate, { date: words.tuesday }));
      // The booking message names the route, the direction and the chosen date.
      const whatsapp = new URL(
        (await finder(page).locator('.tt-trip').first().getByRole('link', { name: copy.booking.whatsapp }).getAttribute('href'))!,
      );
      expect(whatsapp.searchParams.get('text')).toBe(
        bookingMessage(locale, {
          from: data.names.barishal!,
          to: data.names.bhola!,
          ...words.barishalBhola,
          when: fillText(copy.booking.onDate, { date: words.tuesday }),
        }),
      );
    });

    test('Back returns to the previous choice', async ({ page }) => {
      await open(page);
      await fromSelect(page).selectOption('dhaka');
      await toSelect(page).selectOption('barishal');
      await toSelect(page).selectOption('jhalokathi');
      await expect(results(page, 'dhaka', 'jhalokathi')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\?from=dhaka&to=barishal$/);
      await expect(toSelect(page)).toHaveValue('barishal');
      await expect(results(page, 'dhaka', 'barishal')).toBeVisible();
      await page.goBack();
      await expect(toSelect(page)).toHaveValue('');
      await expect(finder(page).locator('.tt-results')).toHaveCount(0);
    });

    test('each departure in the tables books by phone, SMS and WhatsApp, links only', { tag: '@phone' }, async ({ page }) => {
      await open(page);
      // The first route's first way, Dhaka to Barishal: its first launch, every day.
      const sailing = data.routes[0]!.directions[0]!.sailings[0]!;
      const row = page.locator(`tr#${sailing.id}`);
      const message = bookingMessage(locale, {
        from: data.names.dhaka!,
        to: data.names.barishal!,
        time: words.dhakaBarishal,
        vessel: sailing.v,
        when: copy.booking.nextAvailable,
      });
      await expect(row.getByRole('link', { name: copy.booking.call })).toHaveAttribute('href', `tel:${brand.phone.e164}`);
      const sms = (await row.getByRole('link', { name: copy.booking.sms }).getAttribute('href'))!;
      expect(sms.startsWith(`sms:${brand.phone.e164}?body=`)).toBe(true);
      expect(decodeURIComponent(sms.split('?body=')[1]!)).toBe(message);
      const whatsapp = new URL((await row.getByRole('link', { name: copy.booking.whatsapp }).getAttribute('href'))!);
      expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${brand.phone.e164.slice(1)}`);
      expect(whatsapp.searchParams.get('text')).toBe(message);
      // A sailing on some days only names them.
      const jhalokathi = new URL(
        (await page.locator('tr#dhk-jkt-1930').getByRole('link', { name: copy.booking.whatsapp }).getAttribute('href'))!,
      );
      expect(jhalokathi.searchParams.get('text')).toContain(words.someDays);
    });

    test('every route has its block, both directions, tables with captions and header scopes', { tag: '@phone' }, async ({ page }) => {
      await open(page);
      for (const route of data.routes) {
        const block = page.locator(`section#${route.id}`);
        await expect(block.getByRole('heading', { level: 2, name: route.name })).toBeVisible();
        await expect(block.locator('table')).toHaveCount(route.directions.length);
      }
      await expect(page.locator('table caption')).toHaveCount(tableCount);
      await expect(page.locator('table th:not([scope])')).toHaveCount(0);
      await expect(page.getByRole('img', { name: copy.map.title })).toBeVisible();
      // The paths are traced on OpenStreetMap's water (docs/routes.md): its licence asks for the credit.
      await expect(page.locator('.tt-map figcaption')).toContainText(copy.map.credit);
    });

    test('a smooth jump from the route map lands on the farthest route, below the header', { tag: '@phone' }, async ({ page }) => {
      // The route blocks are drawn only as they come near the window; a smooth scroll aimed at
      // their stand-in heights would stop hundreds of pixels short of the last one.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await open(page);
      const last = data.routes.at(-1)!;
      await page.locator('.tt-map figcaption').getByRole('link').last().click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      const offset = () =>
        page.evaluate((id) => {
          const top = document.getElementById(id)!.getBoundingClientRect().top;
          return Math.abs(Math.round(top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)));
        }, last.id);
      await expect.poll(offset, { timeout: 5_000 }).toBe(0);
      // Still there once the scroll has settled.
      await page.waitForTimeout(300);
      expect(await offset()).toBe(0);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('every table is shown and the finder is not', async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('table')).toHaveCount(tableCount);
        for (const table of await page.locator('table').all()) await expect(table).toBeVisible();
        await expect(page.locator('tbody tr')).toHaveCount(timetable.routes.reduce((n, r) => n + r.sailings.length, 0));
        await expect(page.getByRole('region', { name: f.title })).toBeHidden();
      });
    });

    test('printed: tables only, no header, footer or finder', async ({ page }) => {
      await open(page, '?from=dhaka&to=barishal');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(finder(page)).toBeHidden();
      await expect(page.locator('table').first()).toBeVisible();
      expect(
        await page
          .locator('.tt-route')
          .first()
          .evaluate((el) => getComputedStyle(el).breakInside),
      ).toBe('avoid');
    });

    test('at 320 px the page does not scroll sideways, with a result shown', { tag: '@phone' }, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      // Opened at a route, so every route block is drawn in full: a block the browser has not
      // drawn yet, or draws with containment, would keep a too-wide table from widening the page.
      await open(page, `?from=dhaka&to=jhalokathi#${data.routes.at(-1)!.id}`);
      await expect(results(page, 'dhaka', 'jhalokathi')).toBeVisible();
      expect(
        await page.locator('.tt-route').evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).contentVisibility)),
      ).toEqual(data.routes.map(() => 'visible'));
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);
    });
  });
}
