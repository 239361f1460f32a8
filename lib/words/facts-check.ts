/**
 * Checks on the facts and words an operator edits by hand that no schema reads: the contacts in
 * lib/site/brand.ts, the numbers in lib/site/constants.ts and lib/site/safety.ts, and every text of
 * both dictionaries. To the type checker a phone number is just a string and a Bangla sentence
 * with a typed "2" in it is fine; to a passenger they are a dead link and a mixed-up page.
 *
 * lib/words/copy.ts runs these when it is first imported (every page imports it), so `npm run check`
 * and `next build` stop with every problem listed, each naming the file, the name and the fix.
 * The timetable and the notices have their own checks (lib/timetable/validate.ts, lib/status/notices.ts).
 */

import { brand, brandAddressLine, siteConfig } from '../site/brand';
import { CANCELLATION, DEFAULT_MINIMUM_AGE, SUPPORT_HOURS, THANK_YOU_REPLY_HOURS } from '../site/constants';
import { factNumbers, facts, writeFact, type Fact } from '../site/facts';
import { NATIONAL_EMERGENCY_NUMBER, stormSignals } from '../site/safety';
import { isoDatePattern, latinDigits } from '../i18n/patterns';

/** One problem: where (file and name) and what is wrong. */
export type Problem = string;

const wholeNumber = (value: number) => Number.isInteger(value);

/** A calendar date written YYYY-MM-DD that exists ("2026-02-30" does not) and is not after today (the documents' review dates, lib/documents/markdown.ts). */
export function dateProblem(value: string, today = new Date()): string | null {
  if (!isoDatePattern.test(value)) return `"${value}" must be a date written YYYY-MM-DD, like "2024-11-14"`;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) return `"${value}" is not a date on the calendar`;
  // Today as the calendar reads in Barishal, where an edit made after midnight is dated.
  if (value > new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(today)) return `"${value}" is in the future`;
  return null;
}

/** The digits of a phone number as printed or dialled: "+880 1755-204060" → "8801755204060". */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The numbers in an address, in order, whatever digits it is written with: house and postal code. */
function numbersIn(text: string): string[] {
  return latinDigits(text).match(/\d+/g) ?? [];
}

export type ContactFacts = {
  phoneDisplay: string;
  phoneE164: string;
  emails: Record<string, string>;
  /** A landline as printed, like "+880 431-2173450"; the tel: link is made from its digits. */
  landlines: Record<string, string>;
  /** An address in English and as written on Bangla pages: both must give the same numbers. */
  addresses: { name: string; en: string; bn: string }[];
};

/** lib/site/brand.ts: the numbers and addresses passengers dial, write to and visit. */
export function contactProblems(facts: ContactFacts, file = 'lib/site/brand.ts'): Problem[] {
  const problems: Problem[] = [];
  // A Bangladeshi mobile number: +880, then 1 and nine more digits.
  if (!/^\+8801\d{9}$/.test(facts.phoneE164)) {
    problems.push(
      `${file}: brand.phone.e164 "${facts.phoneE164}" must be the number as dialled from abroad, +880 and ten digits with no spaces, like "+8801755204060"`,
    );
  } else if (digitsOf(facts.phoneDisplay) !== digitsOf(facts.phoneE164)) {
    problems.push(
      `${file}: brand.phone.display "${facts.phoneDisplay}" and brand.phone.e164 "${facts.phoneE164}" are not the same number: the page would show one and dial the other`,
    );
  }
  if (/[^\d +-]/.test(facts.phoneDisplay))
    problems.push(`${file}: brand.phone.display "${facts.phoneDisplay}" may hold only digits, spaces, "+" and "-"`);
  for (const [name, landline] of Object.entries(facts.landlines)) {
    if (/[^\d +-]/.test(landline) || !landline.startsWith('+880') || !/^880\d{9,10}$/.test(digitsOf(landline))) {
      problems.push(
        `${file}: ${name} "${landline}" must be a Bangladeshi number starting "+880", with only digits, spaces and "-", like "+880 431-2173450"`,
      );
    }
  }
  for (const [name, email] of Object.entries(facts.emails)) {
    if (!/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email))
      problems.push(`${file}: ${name} "${email}" is not an e-mail address`);
  }
  for (const address of facts.addresses) {
    if (!/[\u0980-\u09FF]/.test(address.bn)) problems.push(`${file}: ${address.name}Bn must be the address written in Bangla`);
    // A Bangladeshi address joins the postcode to its town with a hyphen: "বরিশাল-৮২০০", not "বরিশাল ৮২০০".
    const postcode = /[\u0980-\u09FF]\s+[0-9০-৯]{4}(?![0-9০-৯])/.exec(address.bn);
    if (postcode) {
      problems.push(
        `${file}: ${address.name}Bn writes the postcode as "${postcode[0]}": a Bangla address joins it to the town with a hyphen, like "বরিশাল-8200"`,
      );
    }
    const en = numbersIn(address.en).join(', ');
    const bn = numbersIn(address.bn).join(', ');
    if (en !== bn) {
      problems.push(
        `${file}: ${address.name} has the numbers ${en || 'none'} but ${address.name}Bn has ${bn || 'none'}: edit both addresses together`,
      );
    }
  }
  return problems;
}

/** Named whole numbers that must lie in a range: [file and name, value, lowest, highest]. */
export type NumberRule = [name: string, value: number, min: number, max: number];

export function numberProblems(rules: readonly NumberRule[]): Problem[] {
  return rules
    .filter(([, value, min, max]) => !wholeNumber(value) || value < min || value > max)
    .map(([name, value, min, max]) => `${name} is ${value}: it must be a whole number from ${min} to ${max}`);
}

/** The ranges the facts of lib/site/facts.ts give their numbers. */
function factRanges(): NumberRule[] {
  return Object.values(facts as Record<string, Fact>).flatMap((fact): NumberRule[] =>
    'range' in fact && fact.range && fact.source ? [[fact.source, fact.value, ...fact.range]] : [],
  );
}

/** lib/site/safety.ts: storm signals 1, 2, 3… in order, and once a signal stops our launches every higher one does. */
export function signalProblems(signals: readonly { number: number; stopsOurLaunches: boolean }[], file = 'lib/site/safety.ts'): Problem[] {
  const problems: Problem[] = [];
  signals.forEach((signal, index) => {
    if (signal.number !== index + 1)
      problems.push(`${file}: stormSignals[${index}] is signal ${signal.number}: the signals must be numbered 1, 2, 3… in order`);
  });
  const firstStop = signals.findIndex((signal) => signal.stopsOurLaunches);
  if (firstStop === -1) {
    problems.push(
      `${file}: stormSignals: no signal has stopsOurLaunches: true; the safety page, the FAQ and the mission card say from which signal no launch sails`,
    );
  } else {
    signals.slice(firstStop).forEach((signal) => {
      if (!signal.stopsOurLaunches) {
        problems.push(
          `${file}: stormSignals: signal ${signal.number} does not stop our launches but a lower one does; a higher signal is a worse storm`,
        );
      }
    });
  }
  return problems;
}

/** A dictionary entry as the pages see it: a text, or a group of them. */
type Entry = unknown;

/** Every text of a dictionary with its path ("footer.ageNote"), as written, before any fact is in. */
function texts(entry: Entry, placeholders: object, path: string, out: [string, string][]): [string, string][] {
  if (typeof entry === 'string') out.push([path, entry]);
  else if (Array.isArray(entry)) entry.forEach((item, index) => texts(item, placeholders, `${path}[${index}]`, out));
  else if (entry && typeof entry === 'object') {
    for (const [key, value] of Object.entries(entry)) texts(value, placeholders, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** A fact as the check knows it: how each language writes it, and the numbers it stands for. */
export type CheckedFact = {
  written: { en: string; bn: string };
  numbers: readonly number[];
  /** The value is also a plain word ("true"): typing it is no retyped fact. */
  word?: boolean;
};

export type TextRules = {
  /** The facts a text may name (lib/site/facts.ts), by name. */
  facts: Readonly<Record<string, CheckedFact>>;
  /**
   * The texts filled with values of their own besides the facts, by path: { 'reviews.rating':
   * ['value', 'max'] }, or `anyText`: the names any text of the file may use.
   */
  parameters: Readonly<Record<string, readonly string[]>> | { readonly anyText: readonly string[] };
  /** The Latin names a Bangla text may carry, digits and all (brand, e-mail addresses...). */
  latin: readonly string[];
};

const banglaToLatin = latinDigits;

/** A number as typed in copy: 18, 50,000 or ৫০,০০০; not a version (2.2) or a time (9:00). */
function typedNumbers(text: string): { typed: string; value: number }[] {
  return [...banglaToLatin(text).matchAll(/\d+(?:[.:,]\d+)*/g)].flatMap(([typed]) =>
    /^\d{1,3}(?:,\d{2,3})*$|^\d+$/.test(typed) ? [{ typed, value: Number(typed.replace(/,/g, '')) }] : [],
  );
}

/** "{a}", "{a} or {b}", "{a}, {b} or {c}". */
const either = (names: readonly string[]) =>
  names.length === 1
    ? `{${names[0]}}`
    : `${names
        .slice(0, -1)
        .map((name) => `{${name}}`)
        .join(', ')} or {${names.at(-1)}}`;

/**
 * Both dictionaries, every text as written:
 * - no text is empty (but the words around a link);
 * - no Bangla text has a Latin digit typed in it (numbers come from data, written with Bangla
 *   digits by lib/i18n/format.ts); the Latin names of `rules.latin` keep their digits;
 * - every `{name}` is a fact of lib/site/facts.ts or one of the text's own values;
 * - no text types a fact instead of naming it: the phone number, the hub's terminal, or a number
 *   that is a fact's ("18" where {adultAge} is 18; "24/7", "999").
 */
export function dictionaryProblems(
  dictionaries: { en: Entry; bn: Entry },
  rules: TextRules,
  files = { en: 'content/words/en.ts', bn: 'content/words/bn.ts' },
): Problem[] {
  const problems: Problem[] = [];
  const placeholders = Object.fromEntries(Object.keys(rules.facts).map((name) => [name, `{${name}}`]));
  const byNumber = new Map<number, string[]>();
  for (const [name, fact] of Object.entries(rules.facts)) {
    for (const value of fact.numbers) byNumber.set(value, [...(byNumber.get(value) ?? []), name]);
  }
  // Facts written as words or names (not numbers): their every written form, digits made Latin.
  const named = Object.entries(rules.facts)
    .filter(([, fact]) => fact.numbers.length === 0 && !fact.word)
    .flatMap(([name, fact]) => [...new Set([fact.written.en, fact.written.bn].map(banglaToLatin))].map((written) => ({ name, written })))
    .sort((a, b) => b.written.length - a.written.length);
  for (const locale of ['en', 'bn'] as const) {
    const file = files[locale];
    for (const [path, text] of texts(dictionaries[locale], placeholders, '', [])) {
      // Words around a link ("I accept the", link, "") may be empty where the language needs none.
      if (!text.trim() && !/(Before|Between|After)$/.test(path)) problems.push(`${file}: ${path} is empty`);
      const own = rules.latin.reduce((rest, name) => rest.split(name).join(' '), text);
      const digit = locale === 'bn' ? /[0-9]+/.exec(own) : null;
      if (digit) {
        problems.push(
          `${file}: ${path} has the Latin digits "${digit[0]}" typed in it: a number comes from data (lib/site/facts.ts), or is written in words`,
        );
      }
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const allowed = 'anyText' in rules.parameters ? rules.parameters.anyText : (rules.parameters[path] ?? []);
      for (const name of names) {
        if (name in rules.facts || !allowed || allowed.includes(name)) continue;
        problems.push(
          `${file}: ${path} names {${name}}, which is no fact of lib/site/facts.ts${allowed.length ? ` and not one of its own values (${either(allowed)})` : ''}`,
        );
      }
      // What the text types itself: the placeholders out (and for numbers the Latin names too).
      let typed = banglaToLatin(text.replace(/\{\w+\}/g, ' '));
      for (const { name, written } of named) {
        if (!typed.includes(written)) continue;
        problems.push(`${file}: ${path} types "${written}" where it means {${name}}: write {${name}}`);
        // Reported once: not again as a shorter fact inside it ("বরিশাল নদীবন্দর" in "বরিশাল নদীবন্দরে").
        typed = typed.split(written).join(' ');
      }
      // (A Latin digit in Bangla is refused above already, whatever the number.)
      for (const { typed: number, value } of digit ? [] : typedNumbers(own.replace(/\{\w+\}/g, ' '))) {
        const facts = byNumber.get(value);
        if (facts) problems.push(`${file}: ${path} types the number ${number}, which is ${either(facts)}: write the placeholder`);
      }
    }
  }
  return problems;
}

/** The facts of lib/site/facts.ts as dictionaryProblems reads them. */
export const checkedFacts: Record<string, CheckedFact> = Object.fromEntries(
  Object.entries(facts as Record<string, Fact>).map(([name, fact]) => [
    name,
    {
      written: { en: writeFact('en', fact), bn: writeFact('bn', fact) },
      numbers: factNumbers(fact),
      word: fact.format === 'text' && fact.word,
    },
  ]),
);

/** The contacts of lib/site/brand.ts, as contactProblems reads them. */
export const siteContacts: ContactFacts = {
  phoneDisplay: brand.phone.display,
  phoneE164: brand.phone.e164,
  emails: { 'brand.email': brand.email, 'siteConfig.contactEmail': siteConfig.contactEmail },
  landlines: { 'siteConfig.tel': siteConfig.tel },
  addresses: [
    { name: 'brand.address', en: brandAddressLine, bn: brand.addressBn },
    { name: 'siteConfig.contactAddress', en: siteConfig.contactAddress, bn: siteConfig.contactAddressBn },
  ],
};

/** Every check above, on the site's own facts. */
export function siteFactProblems(today = new Date()): Problem[] {
  const [replyFrom, replyTo] = THANK_YOU_REPLY_HOURS;
  return [
    ...contactProblems(siteContacts),
    ...numberProblems([
      // The facts' own ranges (lib/site/facts.ts), then the rules that compare two numbers or a number that is no fact.
      ...factRanges(),
      ['lib/site/brand.ts: brand.foundedYear', brand.foundedYear, 1900, today.getUTCFullYear()],
      ['lib/site/brand.ts: siteConfig.minimumAge (0 for the default)', siteConfig.minimumAge, 0, 99],
      ['lib/site/constants.ts: DEFAULT_MINIMUM_AGE', DEFAULT_MINIMUM_AGE, 1, 99],
      ['lib/site/constants.ts: SUPPORT_HOURS.hours', SUPPORT_HOURS.hours, 1, 24],
      ['lib/site/constants.ts: SUPPORT_HOURS.days', SUPPORT_HOURS.days, 1, 7],
      ['lib/site/constants.ts: THANK_YOU_REPLY_HOURS[0]', replyFrom, 1, replyTo - 1],
      ['lib/site/constants.ts: THANK_YOU_REPLY_HOURS[1]', replyTo, replyFrom + 1, 24 * 30],
      ['lib/site/constants.ts: CANCELLATION.halfRefundFromHours', CANCELLATION.halfRefundFromHours, 1, CANCELLATION.fullRefundHours - 1],
      ['lib/site/constants.ts: CANCELLATION.fullRefundHours', CANCELLATION.fullRefundHours, 2, 24 * 30],
    ]),
    ...(/^\d{3,5}$/.test(NATIONAL_EMERGENCY_NUMBER)
      ? []
      : [`lib/site/safety.ts: NATIONAL_EMERGENCY_NUMBER "${NATIONAL_EMERGENCY_NUMBER}" must be the short number as dialled, like "999"`]),
    ...signalProblems(stormSignals),
  ];
}

/** Throws one Error listing every problem, or returns quietly. */
export function refuse(what: string, problems: readonly Problem[]): void {
  if (problems.length)
    throw new Error(`${what}: ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.join('\n')}`);
}
