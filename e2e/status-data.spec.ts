import { expect, test } from '@playwright/test';
import { dhakaMillis, validateNotices } from '../lib/notices';

/** The service-notice rules, fed bad data: each message names the file, the notice and the field. */
const routes = ['dhaka-barishal', 'barishal-bhola'];
const good = {
  id: 'fog',
  severity: 'disruption',
  routes: ['barishal-bhola'],
  start: '2026-12-01 06:00',
  end: '2026-12-02 06:00',
  title: { en: 'Fog', bn: 'কুয়াশা' },
  text: { en: 'Morning launches may leave late.', bn: 'সকালের লঞ্চ দেরিতে ছাড়তে পারে।' },
};
const problem = (entry: unknown) => {
  try {
    validateNotices([entry], routes, 'notices.ts');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the notice was accepted');
};

test('a good notice passes, with its times in Bangladesh time', () => {
  const [notice] = validateNotices([good], routes);
  expect(notice?.startsAt).toBe(Date.UTC(2026, 11, 1, 0, 0));
  expect(dhakaMillis('2026-12-02 06:00')).toBe(notice?.endsAt);
});

test('an end before the start is refused', () => {
  expect(problem({ ...good, end: '2026-11-30 06:00' })).toContain('notices.ts: notice "fog", end: 2026-11-30 06:00 is not after the start 2026-12-01 06:00');
});

test('an unknown route is refused, naming the routes there are', () => {
  expect(problem({ ...good, routes: ['barishal-hatiya'] })).toContain('notices.ts: notice "fog", routes.0: unknown route "barishal-hatiya" (routes are "dhaka-barishal", "barishal-bhola")');
});

test('a missing or untranslated Bangla text is refused', () => {
  expect(problem({ ...good, text: { en: 'Late.' } })).toContain('notices.ts: notice "fog", text.bn: the Bangla text is missing (missing translation)');
  expect(problem({ ...good, title: { en: 'Fog', bn: 'Fog' } })).toContain('notices.ts: notice "fog", title.bn: the Bangla title must be written in Bangla');
});

test('a duplicate id, an unknown severity and a malformed time are refused', () => {
  expect(() => validateNotices([good, good], routes, 'notices.ts')).toThrow('notices.ts: notice "fog": id is used by another notice (duplicate id)');
  expect(problem({ ...good, severity: 'closed' })).toContain(`notice "fog", severity: severity must be one of 'information', 'disruption', 'suspended'`);
  expect(problem({ ...good, start: '1 Dec 2026' })).toContain('notice "fog", start: must be a date and time "YYYY-MM-DD HH:MM" in Bangladesh time');
});

test("a notice for every route says routes: 'all', and is shown on each", () => {
  const [notice] = validateNotices([{ ...good, routes: 'all' }], routes);
  expect(notice).toMatchObject({ routes, allRoutes: true });
  expect(validateNotices([good], routes)[0]?.allRoutes).toBe(false);
  expect(problem({ ...good, routes: [] })).toContain("notice \"fog\", routes: routes must name at least one route, or be 'all'");
  expect(problem({ ...good, routes: 'every' })).toContain("notice \"fog\", routes: routes must be 'all' or a list of route ids");
});

test('a date that is not on the calendar is refused, not moved to the next month', () => {
  expect(problem({ ...good, end: '2026-11-31 06:00' })).toContain('notice "fog", end: 2026-11-31 is not a date on the calendar');
  expect(problem({ ...good, start: '2026-02-29 06:00' })).toContain('notice "fog", start: 2026-02-29 is not a date on the calendar');
  expect(() => validateNotices([{ ...good, start: '2028-02-29 06:00', end: '2028-03-01 06:00' }], routes)).not.toThrow();
});

test('every problem is listed at once', () => {
  let message = '';
  try {
    validateNotices([{ ...good, routes: ['nowhere'] }, { ...good, id: 'two', end: '2020-01-01 00:00' }], routes, 'notices.ts');
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message.split('\n')).toHaveLength(3);
});
