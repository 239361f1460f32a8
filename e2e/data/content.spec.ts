import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { brand, brandAddressLine, phoneDisplay, siteConfig } from '../../lib/site/brand';
import { copyFacts, fillCopies, fillCopy, textRules, timetableTextRules } from '../../lib/words/copy';
import { bn } from '../../content/words/bn';
import { en } from '../../content/words/en';
import { banglaLocative } from '../../lib/site/facts';
import {
  contactProblems,
  dateProblem,
  dictionaryProblems,
  numberProblems,
  signalProblems,
  siteContacts,
  siteFactProblems,
} from '../../lib/words/facts-check';
import { initialsProblem, landingContent, landingProblems, type LandingContent } from '../../content/words/landing';
import { localizeDigits } from '../../lib/i18n/format';
import { pageWords } from '../../lib/words/page-words';
import { stormSignals } from '../../lib/site/safety';
import { fillText } from '../../lib/i18n/text';
import { timetableCopy } from '../../lib/timetable/copy';
import { bookingMessage } from '../../lib/timetable/view';
import { timetable } from '../../lib/timetable/model';
import { misspelling } from '../support/timetable-fixtures';

/*
 * The hand-edited facts no schema reads (lib/words/facts-check.ts): each mistake an operator could make
 * in lib/site/brand.ts, lib/site/constants.ts, lib/site/safety.ts or a dictionary must stop the build with a line
 * naming the file, the name and the fix. Plain functions, no browser.
 */

const contacts = siteContacts;

test('the shipped facts, texts and landing records pass', () => {
  expect(siteFactProblems()).toEqual([]);
  expect(dictionaryProblems({ en, bn }, textRules)).toEqual([]);
  expect(landingProblems()).toEqual([]);
});

test('contacts: a dialled number with spaces or a digit short, and one that is not the printed number, are refused', () => {
  expect(contactProblems({ ...contacts, phoneE164: '+880 1755-20406' })).toEqual([
    'lib/site/brand.ts: brand.phone.e164 "+880 1755-20406" must be the number as dialled from abroad, +880 and ten digits with no spaces, like "+8801755204060"',
  ]);
  expect(contactProblems({ ...contacts, phoneE164: '+8801755204061' })).toEqual([
    'lib/site/brand.ts: brand.phone.display "+880 1755-204060" and brand.phone.e164 "+8801755204061" are not the same number: the page would show one and dial the other',
  ]);
});

test('contacts: a landline with a letter in it, and a broken e-mail address, are refused', () => {
  expect(contactProblems({ ...contacts, landlines: { 'siteConfig.tel': '+880 431-217345O' } })[0]).toContain(
    'lib/site/brand.ts: siteConfig.tel "+880 431-217345O" must be a Bangladeshi number',
  );
  expect(contactProblems({ ...contacts, emails: { 'brand.email': 'hello@nodipoth,example' } })).toEqual([
    'lib/site/brand.ts: brand.email "hello@nodipoth,example" is not an e-mail address',
  ]);
});

test('contacts: a Bangla address left behind when the English one changed is refused', () => {
  const moved = { name: 'brand.address', en: brandAddressLine.replace('8200', '8201'), bn: brand.addressBn };
  expect(contactProblems({ ...contacts, addresses: [moved] })).toEqual([
    'lib/site/brand.ts: brand.address has the numbers 8201 but brand.addressBn has 8200: edit both addresses together',
  ]);
  // Bangla digits in the Bangla address count as the same numbers.
  expect(contactProblems({ ...contacts, addresses: [{ name: 'a', en: 'House 14, Barishal 8200', bn: 'বাড়ি ১৪, বরিশাল-৮২০০' }] })).toEqual(
    [],
  );
});

test('contacts: a Bangla address with its postcode apart from the town is refused; the pages write "বরিশাল-৮২০০"', () => {
  expect(contactProblems({ ...contacts, addresses: [{ name: 'a', en: 'House 14, Barishal 8200', bn: 'বাড়ি ১৪, বরিশাল ৮২০০' }] })).toEqual([
    'lib/site/brand.ts: aBn writes the postcode as "ল ৮২০০": a Bangla address joins it to the town with a hyphen, like "বরিশাল-8200"',
  ]);
  expect(copyFacts('bn').entityAddress).toBe('বাড়ি ১৪, সদর রোড, বরিশাল-৮২০০, বাংলাদেশ');
});

test('phone numbers: Bangla pages show the number as dialled at home, English pages the international form', () => {
  expect(phoneDisplay('en')).toBe(brand.phone.display);
  expect(phoneDisplay('bn')).toBe('০১৭৫৫-২০৪০৬০');
  expect(phoneDisplay('bn', siteConfig.tel)).toBe('০৪৩১-২১৭৩৪৫০');
  expect(copyFacts('bn').phone).toBe('০১৭৫৫-২০৪০৬০');
  // Filled into a text the same way.
  expect(fillCopy('bn', bn.hero.call)).toBe('০১৭৫৫-২০৪০৬০ নম্বরে ফোন করুন');
});

test('numbers: a share written as a fraction and a count in part are refused', () => {
  expect(numberProblems([['lib/site/constants.ts: CANCELLATION.halfRefundPercent', 0.5, 1, 99]])).toEqual([
    'lib/site/constants.ts: CANCELLATION.halfRefundPercent is 0.5: it must be a whole number from 1 to 99',
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
    'lib/site/safety.ts: stormSignals: signal 3 does not stop our launches but a lower one does; a higher signal is a worse storm',
    'lib/site/safety.ts: stormSignals: signal 4 does not stop our launches but a lower one does; a higher signal is a worse storm',
  ]);
  expect(signalProblems([signals[0]!, { ...signals[1]!, number: 12 }])).toEqual([
    'lib/site/safety.ts: stormSignals[1] is signal 12: the signals must be numbered 1, 2, 3… in order',
  ]);
});

test('dictionaries: a Latin digit typed in Bangla copy and an emptied text are refused; Latin names keep their digits', () => {
  const typed = { ...bn, journey: { ...bn.journey, title: '5 ধাপে টিকিট' } };
  expect(dictionaryProblems({ en, bn: typed }, textRules)).toEqual([
    'content/words/bn.ts: journey.title has the Latin digits "5" typed in it: a number comes from data (lib/site/facts.ts), or is written in words',
  ]);
  const emptied = { ...en, chrome: { ...en.chrome, menu: '' } };
  expect(dictionaryProblems({ en: emptied, bn }, textRules)).toEqual(['content/words/en.ts: chrome.menu is empty']);
  const withName = { ...bn, footer: { ...bn.footer, ageNote: 'hello2@example.com ঠিকানায় লিখুন' } };
  expect(dictionaryProblems({ en, bn: withName }, { ...textRules, latin: [] })).toHaveLength(1);
  expect(dictionaryProblems({ en, bn: withName }, { ...textRules, latin: ['hello2@example.com'] })).toEqual([]);
});

test('dictionaries: a placeholder that is no fact, and a value a text does not take, are refused', () => {
  const misspelt = { ...en, footer: { ...en.footer, ageNote: 'Recommended for users {adultAges}+' } };
  expect(dictionaryProblems({ en: misspelt, bn }, textRules)).toEqual([
    'content/words/en.ts: footer.ageNote names {adultAges}, which is no fact of lib/site/facts.ts',
  ]);
  const wrongValue = { ...bn, status: { ...bn.status, updated: 'সর্বশেষ হালনাগাদ: {date}।' } };
  expect(dictionaryProblems({ en, bn: wrongValue }, textRules)).toEqual([
    'content/words/bn.ts: status.updated names {date}, which is no fact of lib/site/facts.ts and not one of its own values ({time})',
  ]);
});

test('timetable words: a misspelt value of its own is refused, naming the file and the text', () => {
  const files = { en: 'lib/timetable/copy.ts (en)', bn: 'lib/timetable/copy.ts (bn)' };
  expect(dictionaryProblems(timetableCopy, timetableTextRules, files)).toEqual([]);
  const booking = { ...timetableCopy.en.booking, message: 'Hello {brand}, I would like the {tiem} launch.' };
  const problems = dictionaryProblems({ ...timetableCopy, en: { ...timetableCopy.en, booking } }, timetableTextRules, files);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    /^lib\/timetable\/copy\.ts \(en\): booking\.message names \{tiem\}, which is no fact of lib\/site\/facts\.ts and not one of its own values/,
  );
});

test('dictionaries: a fact typed instead of its placeholder is refused, in either digits', () => {
  const typed = {
    ...en,
    footer: { ...en.footer, ageNote: 'Recommended for users 18+' },
    whyUs: { ...en.whyUs, intro: 'Our support line answers 24/7.' },
    hero: { ...en.hero, call: 'Call +880 1755-204060', emailUs: 'Email hello@nodipoth.example' },
    journey: { ...en.journey, intro: 'Visit our counter at Barishal River Port.' },
  };
  expect(dictionaryProblems({ en: typed, bn }, textRules)).toEqual([
    'content/words/en.ts: footer.ageNote types the number 18, which is {termsMinimumAge} or {adultAge}: write the placeholder',
    'content/words/en.ts: hero.call types "+880 1755-204060" where it means {phone}: write {phone}',
    'content/words/en.ts: hero.emailUs types "hello@nodipoth.example" where it means {email}: write {email}',
    'content/words/en.ts: whyUs.intro types the number 24, which is {halfRefundFromHours}, {replyTime}, {supportHours} or {assistanceHours}: write the placeholder',
    'content/words/en.ts: whyUs.intro types the number 7, which is {supportHours}: write the placeholder',
    'content/words/en.ts: journey.intro types "at Barishal River Port" where it means {atHubTerminal}: write {atHubTerminal}',
  ]);
  const typedBn = {
    ...bn,
    safety: { ...bn.safety, emergency: ['জাতীয় জরুরি সেবার ৯৯৯ নম্বরে ফোন করুন।'] },
    journey: { ...bn.journey, intro: '০১৭৫৫-২০৪০৬০ নম্বরে ফোন করুন, অথবা বরিশাল নদীবন্দরে আসুন।' },
  };
  expect(dictionaryProblems({ en, bn: typedBn }, textRules)).toEqual([
    'content/words/bn.ts: journey.intro types "বরিশাল নদীবন্দরে" where it means {atHubTerminal}: write {atHubTerminal}',
    'content/words/bn.ts: journey.intro types "01755-204060" where it means {phone}: write {phone}',
    'content/words/bn.ts: safety.emergency[0] types the number 999, which is {emergencyNumber}: write the placeholder',
  ]);
  // A number that is no fact (the standard's version) is the text's own.
  expect(dictionaryProblems({ en: { ...en, chrome: { ...en.chrome, menu: 'WCAG 2.2 menu' } }, bn }, textRules)).toEqual([]);
});

test('the hub terminal is the timetable stop’s, put in a Bangla sentence without a typed case ending', () => {
  expect(copyFacts('en').hubTerminal).toBe('Barishal River Port');
  expect(copyFacts('bn').atHubTerminal).toBe('বরিশাল নদীবন্দরে');
  expect(fillCopy('bn', bn.journey.steps[1]!.text)).toBe('০১৭৫৫-২০৪০৬০ নম্বরে ফোন করুন, অথবা বরিশাল নদীবন্দরে আমাদের কাউন্টারে আসুন।');
  expect(fillCopy('en', en.journey.steps[1]!.text)).toBe('Call +880 1755-204060 or visit our counter at Barishal River Port.');
  expect(['ঢাকা', 'ঝালকাঠি', 'চাঁদপুর লঞ্চঘাট'].map(banglaLocative)).toEqual(['ঢাকায়', 'ঝালকাঠিতে', 'চাঁদপুর লঞ্চঘাটে']);
});

/** The shipped landing records with one review changed. */
const withReview = (change: Partial<LandingContent['reviews']['items'][number]>): LandingContent => ({
  ...landingContent,
  reviews: {
    ...landingContent.reviews,
    items: landingContent.reviews.items.map((review, index) => (index === 1 ? { ...review, ...change } : review)),
  },
});

test('landing records: a review rated out of the scale or in part, or from a town that is no stop, is refused', () => {
  const review = landingContent.reviews.items[1]!;
  const entry = `content/words/landing.ts: reviews.items[1] (${review.name.en})`;
  expect(landingProblems(withReview({ rating: 6 }))).toEqual([
    `${entry}, rating: 6 is not a number of stars: it must be a whole number from 1 to 5`,
  ]);
  expect(landingProblems(withReview({ rating: 4.5 }))).toHaveLength(1);
  expect(landingProblems(withReview({ rating: 0 }))).toHaveLength(1);
  expect(landingProblems(withReview({ rating: 4 }))).toEqual([]);
  const stops = timetable.stops.map((stop) => stop.id);
  const slip = misspelling(stops.at(-1)!, stops);
  expect(landingProblems(withReview({ from: slip }))[0]).toContain(
    `${entry}, from: "${slip}" is not a stop of the timetable (${stops.join(', ')}`,
  );
  // A town off the timetable is named in both languages.
  expect(timetable.stops.map((stop) => stop.town.en)).not.toContain('Patuakhali');
  expect(landingProblems(withReview({ from: { en: 'Patuakhali', bn: 'পটুয়াখালী' } }))).toEqual([]);
});

test('landing records: an empty text, a Latin digit in Bangla and an unknown placeholder are refused with the entry and the field', () => {
  expect(landingProblems(withReview({ text: { en: 'Good.', bn: '' } }))).toEqual([
    'content/words/landing.ts (bn): reviews.items[1].text is empty',
  ]);
  expect(landingProblems(withReview({ text: { en: 'Twice a month.', bn: 'মাসে 2 বার।' } }))).toEqual([
    'content/words/landing.ts (bn): reviews.items[1].text has the Latin digits "2" typed in it: a number comes from data (lib/site/facts.ts), or is written in words',
  ]);
  const rating = {
    ...landingContent,
    reviews: { ...landingContent.reviews, rating: { en: 'Rated {value} of {maximum}', bn: 'রেটিং: {max} তারার মধ্যে {value}' } },
  };
  expect(landingProblems(rating)).toEqual([
    'content/words/landing.ts (en): reviews.rating names {maximum}, which is no fact of lib/site/facts.ts and not one of its own values ({value} or {max})',
  ]);
});

test('landing records: avatar initials must be whole letters from the start of the name', () => {
  expect(initialsProblem('কা', 'কামরুল হাসান')).toBeNull();
  expect(initialsProblem('RA', 'Rahima Akter')).toBeNull();
  expect(initialsProblem('ক্ষ', 'ক্ষমা রায়')).toBeNull();
  expect(initialsProblem('নুজা', 'নুসরাত জাহান')).toBeNull();
  // Cut from its vowel sign, or a conjunct cut at its hasanta: not a whole letter.
  expect(initialsProblem('ক', 'কামরুল হাসান')).toContain('is not whole letters');
  expect(initialsProblem('ক্', 'ক্ষমা রায়')).toContain('is not whole letters');
  expect(initialsProblem('RX', 'Rahima Akter')).toContain('is not whole letters');
  const cut = {
    ...landingContent,
    team: {
      ...landingContent.team,
      members: landingContent.team.members.map((member, index) => (index === 1 ? { ...member, initials: { en: 'KH', bn: 'ক' } } : member)),
    },
  };
  expect(landingProblems(cut)).toEqual([
    'content/words/landing.ts: team.members[1] (Kamrul Hasan), initials.bn: "ক" is not whole letters from the start of the name\'s words ("কামরুল হাসান"): a letter keeps its vowel sign and conjunct, like "কা" of "কামরুল"',
  ]);
});

test('npm run check names the problem and builds nothing', () => {
  // The real command, on data with a mistake: STATUS_FILE points it at a status with a date not on the calendar.
  let output = '';
  let status = 0;
  try {
    execFileSync('node_modules/.bin/tsx', ['scripts/build/check-content.ts'], {
      env: { ...process.env, STATUS_FILE: 'e2e/support/fixtures/status-bad-date.json' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    status = failed.status;
    output = failed.stderr;
  }
  expect(status).toBe(1);
  expect(output).toContain(
    'e2e/support/fixtures/status-bad-date.json: notice "fog-on-the-meghna", end: 2026-11-31 is not a date on the calendar',
  );
  expect(output).toContain('Nothing was built.');
  const good = execFileSync('node_modules/.bin/tsx', ['scripts/build/check-content.ts'], { encoding: 'utf8' });
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
  // The spec's own heading ("We've received your request and will be in touch shortly.") stays; nothing else may
  // say the form reached us or that a reply to it will come.
  const promise = {
    en: /watch your inbox|for our message|we will (e-?mail|text|message) you|has been received|will reply/i,
    bn: /আমাদের বার্তার দিকে|বার্তা পাঠাব|পৌঁছেছে|উত্তর দেবে/,
  };
  const steps = (locale: 'en' | 'bn') =>
    fillCopies(
      locale,
      (locale === 'en' ? en : bn).thankYou.steps.map((step) => step.text),
    );
  for (const locale of ['en', 'bn'] as const) {
    expect(all(locale === 'en' ? en : bn, facts[locale])).not.toMatch(promise[locale]);
    expect(all(landingContent, facts[locale])).not.toMatch(promise[locale]);
  }
  expect(steps('en')[0]).toContain('Nothing you typed was sent or kept');
  expect(steps('en')[2]).toMatch(/answers e-mails within/);
  // The timetable covers the routes through the hub, and nothing says it lists every route.
  for (const text of [fillCopy('en', en.faq.routes.link), pageWords('en', 'timetable').description])
    expect(text).not.toMatch(/every|all routes/i);
  for (const text of [fillCopy('bn', bn.faq.routes.link), pageWords('bn', 'timetable').description]) expect(text).not.toMatch(/সব রুট/);
  // "তীর থেকে" read as "call from the river bank"; the line is for anyone, on board or ashore.
  expect(fillCopies('bn', bn.safety.emergency).at(-1)).not.toContain('তীর থেকে');
  // An instruction, not a permission (issue 46): call 999 at once, then us.
  expect(fillCopies('en', en.safety.emergency).at(-1)).toMatch(/^On board or on the bank, call the national emergency number .* at once/);
  expect(fillCopies('bn', bn.safety.emergency).at(-1)).toMatch(/সঙ্গে সঙ্গে জাতীয় জরুরি সেবার .* নম্বরে ফোন করুন/);
});

test('Bangla as a passenger writes it: the booking message, a chosen date and the signal names', () => {
  const words = timetableCopy.bn;
  const message = bookingMessage('bn', {
    from: 'বরিশাল',
    to: 'ভোলা',
    time: 'সকাল ৭:৩০',
    vessel: 'এমভি নদীপথ জোনাকি',
    when: fillText(words.booking.onDate, { date: fillText(words.finder.dateFormat, { weekday: 'মঙ্গলবার', day: '২৪', month: 'নভেম্বর' }) }),
  });
  // Texted to the counter as a person would: the day first, no greeting in English, no "(weekday) তারিখের".
  expect(message).toBe('আমি বরিশাল থেকে ভোলা যেতে চাই, মঙ্গলবার, ২৪ নভেম্বর সকাল ৭:৩০-এর লঞ্চে (এমভি নদীপথ জোনাকি)। একটা টিকিট রেখে দেবেন?');
  for (const text of [words.booking.message, words.booking.onDate, words.finder.onDate, words.finder.showDate, words.finder.dateFormat]) {
    expect(text).not.toMatch(/হ্যালো|তারিখের|\(\{weekday\}\)/);
  }
  // The river ports' signal names as the Meteorological Department announces them, as the glossary lists them.
  const glossary = readFileSync('content/words/glossary.md', 'utf8');
  for (const signal of stormSignals) {
    const name = bn.safety.signals[signal.level].name;
    expect(glossary, name).toContain(`${localizeDigits('bn', String(signal.number))} নম্বর ${name}`);
  }
  expect(bn.safety.signals.cautionary.name).toBe('নৌ-সতর্কতা সংকেত');
});
