import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { brand, brandAddressLine } from '../lib/brand';
import { copyFacts, latinNames } from '../lib/copy';
import { bn } from '../lib/dictionaries/bn';
import { en } from '../lib/dictionaries/en';
import {
  contactProblems,
  dateProblem,
  dictionaryProblems,
  numberProblems,
  signalProblems,
  siteContacts,
  siteFactProblems,
} from '../lib/facts-check';
import { stormSignals } from '../lib/safety';

/*
 * The hand-edited facts no schema reads (lib/facts-check.ts): each mistake an operator could make
 * in lib/brand.ts, lib/constants.ts, lib/safety.ts or a dictionary must stop the build with a line
 * naming the file, the name and the fix. Plain functions, no browser.
 */

const contacts = siteContacts;

test('the shipped facts and texts pass', () => {
  expect(siteFactProblems()).toEqual([]);
  expect(dictionaryProblems({ en, bn }, { en: copyFacts('en'), bn: copyFacts('bn') }, latinNames)).toEqual([]);
});

test('contacts: a dialled number with spaces or a digit short, and one that is not the printed number, are refused', () => {
  expect(contactProblems({ ...contacts, phoneE164: '+880 1755-20406' })).toEqual([
    'lib/brand.ts: brand.phone.e164 "+880 1755-20406" must be the number as dialled from abroad, +880 and ten digits with no spaces, like "+8801755204060"',
  ]);
  expect(contactProblems({ ...contacts, phoneE164: '+8801755204061' })).toEqual([
    'lib/brand.ts: brand.phone.display "+880 1755-204060" and brand.phone.e164 "+8801755204061" are not the same number: the page would show one and dial the other',
  ]);
});

test('contacts: a landline with a letter in it, and a broken e-mail address, are refused', () => {
  expect(contactProblems({ ...contacts, landlines: { 'siteConfig.tel': '+880 431-217345O' } })[0]).toContain(
    'lib/brand.ts: siteConfig.tel "+880 431-217345O" must be a Bangladeshi number',
  );
  expect(contactProblems({ ...contacts, emails: { 'brand.email': 'hello@nodipoth,example' } })).toEqual([
    'lib/brand.ts: brand.email "hello@nodipoth,example" is not an e-mail address',
  ]);
});

test('contacts: a Bangla address left behind when the English one changed is refused', () => {
  const moved = { name: 'brand.address', en: brandAddressLine.replace('8200', '8201'), bn: brand.addressBn };
  expect(contactProblems({ ...contacts, addresses: [moved] })).toEqual([
    'lib/brand.ts: brand.address has the numbers 8201 but brand.addressBn has 8200: edit both addresses together',
  ]);
  // Bangla digits in the Bangla address count as the same numbers.
  expect(contactProblems({ ...contacts, addresses: [{ name: 'a', en: 'House 14, Barishal 8200', bn: 'বাড়ি ১৪, বরিশাল ৮২০০' }] })).toEqual(
    [],
  );
});

test('numbers: a share written as a fraction and a count in part are refused', () => {
  expect(numberProblems([['lib/constants.ts: CANCELLATION.halfRefundPercent', 0.5, 1, 99]])).toEqual([
    'lib/constants.ts: CANCELLATION.halfRefundPercent is 0.5: it must be a whole number from 1 to 99',
  ]);
  expect(numberProblems([['x', 100, 1, 99]])).toHaveLength(1);
  expect(numberProblems([['x', 99, 1, 99]])).toEqual([]);
});

test('dates: a date in another order, one not on the calendar and one in the future are refused', () => {
  expect(dateProblem('14/11/2024')).toBe('"14/11/2024" must be a date written YYYY-MM-DD, like "2024-11-14"');
  expect(dateProblem('2026-02-30')).toBe('"2026-02-30" is not a date on the calendar');
  expect(dateProblem('2026-11-23', new Date('2026-11-22T12:00:00Z'))).toBe('"2026-11-23" is in the future');
  expect(dateProblem('2024-02-29')).toBeNull();
  // Past midnight in Bangladesh, still the day before in UTC: today's date is not in the future.
  expect(dateProblem('2026-11-23', new Date('2026-11-22T19:00:00Z'))).toBeNull();
});

test('storm signals: out of order, none that stops us, or a worse storm that does not stop us, are refused', () => {
  const signals = stormSignals.map((signal) => ({ ...signal }));
  expect(signalProblems(signals)).toEqual([]);
  expect(signalProblems(signals.map((signal) => ({ ...signal, stopsOurLaunches: false })))[0]).toContain(
    'no signal has stopsOurLaunches: true',
  );
  expect(signalProblems(signals.map((signal) => ({ ...signal, stopsOurLaunches: signal.number === 2 })))).toEqual([
    'lib/safety.ts: stormSignals: signal 3 does not stop our launches but a lower one does; a higher signal is a worse storm',
    'lib/safety.ts: stormSignals: signal 4 does not stop our launches but a lower one does; a higher signal is a worse storm',
  ]);
  expect(signalProblems([signals[0]!, { ...signals[1]!, number: 12 }])).toEqual([
    'lib/safety.ts: stormSignals[1] is signal 12: the signals must be numbered 1, 2, 3… in order',
  ]);
});

test('dictionaries: a Latin digit typed in Bangla copy and an emptied text are refused; Latin names keep their digits', () => {
  const facts = { en: copyFacts('en'), bn: copyFacts('bn') };
  const typed = { ...bn, journey: { ...bn.journey, title: '5 ধাপে টিকিট' } };
  expect(dictionaryProblems({ en, bn: typed }, facts, [])).toEqual([
    'lib/dictionaries/bn.ts: journey.title has the Latin digits "5" typed in it: a number comes from data (lib/constants.ts, lib/copy.ts), or is written in words',
  ]);
  const emptied = { ...en, chrome: { ...en.chrome, menu: '' } };
  expect(dictionaryProblems({ en: emptied, bn }, facts, [])).toEqual(['lib/dictionaries/en.ts: chrome.menu is empty']);
  // A function text is checked as it renders, with the language's facts.
  const withName = { ...bn, footer: { ...bn.footer, ageNote: () => 'hello2@example.com ঠিকানায় লিখুন' } };
  expect(dictionaryProblems({ en, bn: withName }, facts, [])).toHaveLength(1);
  expect(dictionaryProblems({ en, bn: withName }, facts, ['hello2@example.com'])).toEqual([]);
});

test('npm run check names the problem and builds nothing', () => {
  // The real command, on data with a mistake: STATUS_FILE points it at a status with a date not on the calendar.
  let output = '';
  let status = 0;
  try {
    execFileSync('node_modules/.bin/tsx', ['scripts/check-content.ts'], {
      env: { ...process.env, STATUS_FILE: 'e2e/fixtures/status-bad-date.json' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    status = failed.status;
    output = failed.stderr;
  }
  expect(status).toBe(1);
  expect(output).toContain('e2e/fixtures/status-bad-date.json: notice "fog-on-the-meghna", end: 2026-11-31 is not a date on the calendar');
  expect(output).toContain('Nothing was built.');
  const good = execFileSync('node_modules/.bin/tsx', ['scripts/check-content.ts'], { encoding: 'utf8' });
  expect(good).toMatch(/^Content check: .* are valid\.$/m);
});

test('no text promises a message the site would send (nothing typed is sent), and the emergency line says who may call from where', () => {
  const facts = { en: copyFacts('en'), bn: copyFacts('bn') };
  const all = (dictionary: unknown, f: object): string =>
    typeof dictionary === 'function'
      ? all((dictionary as (facts: object) => unknown)(f), f)
      : typeof dictionary === 'string'
        ? dictionary
        : dictionary && typeof dictionary === 'object'
          ? Object.values(dictionary)
              .map((value) => all(value, f))
              .join(' ')
          : '';
  expect(all(en, facts.en)).not.toMatch(/watch your inbox|for our message|we will (e-?mail|text|message) you/i);
  expect(all(bn, facts.bn)).not.toMatch(/আমাদের বার্তার দিকে|বার্তা পাঠাব/);
  // "তীর থেকে" read as "call from the river bank"; the line is for anyone, on board or ashore.
  expect(bn.safety.emergency(facts.bn).at(-1)).not.toContain('তীর থেকে');
  expect(en.safety.emergency(facts.en).at(-1)).toMatch(/^On board or on the bank, anyone can call/);
});
