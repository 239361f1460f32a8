/**
 * THE LANDING PAGE'S ROUTE PLANNING, TEAM, STATISTICS AND REVIEWS: one record per item, its words
 * in both languages side by side ({ en, bn }, Bangla as content/words/glossary.md writes it)
 * and its own figures. The route cards themselves are made from the timetable (lib/timetable/view.ts);
 * here are the words around them.
 *
 * `npm run check` (and the build) refuses a bad entry with the file, the entry and the field: a
 * rating that is not a whole number of stars from 1 to 5, an empty text in either language, a
 * Latin digit in Bangla, a town that is not a stop of the timetable, initials that are not whole
 * letters from the start of the name, a figure that is not a number.
 */
import { dictionaryProblems, refuse, type Problem } from '../../lib/words/facts-check';
import { copyFacts, fillCopy, textRules } from '../../lib/words/copy';
import type { FactName } from '../../lib/site/facts';
import { formatNumber, formatPercent } from '../../lib/i18n/format';
import type { Locale } from '../../lib/i18n/locales';
import { localName, stopById, timetable } from '../../lib/timetable/model';

/** A text in both languages. */
export type Text = { readonly en: string; readonly bn: string };

export type Review = {
  name: Text;
  /** Where the passenger travels from: a stop of the timetable by its id ('dhaka'), or a town's name in both languages. */
  from: string | Text;
  /** Stars, a whole number from 1 to MAX_RATING. */
  rating: number;
  text: Text;
};

export type TeamMember = {
  name: Text;
  /**
   * What the avatar shows: whole letters from the start of the name's words, chosen per language.
   * English takes the first letter of each name ("RA"); Bangla the first letter of the given name as
   * written, with its vowel sign or conjunct ("কা", not "ক"), as a Bangla phone shows a contact.
   */
  initials: Text;
  role: Text;
  bio: Text;
};

/** A figure and how it is written: 98 as "98%", 50000 as "50,000+"; or a fact of lib/site/facts.ts as the copy writes it. */
export type Stat = { label: Text } & ({ value: number; format: 'percent' | 'atLeast' } | { fact: FactName });

/** The top of the rating scale. */
export const MAX_RATING = 5;

export const landingContent = {
  routes: {
    title: { en: 'Strategic route planning', bn: 'ভেবেচিন্তে সাজানো রুট' },
    intro: {
      en: 'The routes in our timetable run through Barishal; for our other routes, call us. Times vary with tide and season.',
      bn: 'সময়সূচিতে দেওয়া আমাদের রুটগুলো বরিশাল হয়ে চলে; অন্য রুটের খবর ফোন করে জেনে নিন। জোয়ার-ভাটা আর মৌসুমভেদে সময় বদলায়।',
    },
    journeyTime: { en: 'Journey time', bn: 'যাত্রার সময়কাল' },
    departures: { en: 'Departures', bn: 'ছাড়ার সময়' },
    classes: { en: 'Classes', bn: 'শ্রেণি' },
    // Between the two place names: "Dhaka to Barishal", "ঢাকা থেকে বরিশাল".
    to: { en: 'to', bn: 'থেকে' },
    fares: { en: 'Fares', bn: 'ভাড়া' },
  },

  team: {
    title: { en: 'Meet the team', bn: 'আমাদের দলের সঙ্গে পরিচিত হোন' },
    intro: { en: 'The people behind every departure.', bn: 'প্রতিটি যাত্রার পেছনের মানুষগুলো।' },
    members: [
      {
        name: { en: 'Rahima Akter', bn: 'রহিমা আক্তার' },
        initials: { en: 'RA', bn: 'র' },
        role: { en: 'Operations Manager', bn: 'অপারেশনস ম্যানেজার' },
        bio: {
          en: 'Plans the timetable and keeps departures on time.',
          bn: 'সময়সূচি সাজান, আর খেয়াল রাখেন যেন প্রতিটি লঞ্চ সময়মতো ছাড়ে।',
        },
      },
      {
        name: { en: 'Kamrul Hasan', bn: 'কামরুল হাসান' },
        initials: { en: 'KH', bn: 'কা' },
        role: { en: 'Chief Master', bn: 'প্রধান মাস্টার' },
        bio: { en: 'Twenty years on the Meghna and Kirtankhola.', bn: 'মেঘনা আর কীর্তনখোলায় বিশ বছরের অভিজ্ঞতা।' },
      },
      {
        name: { en: 'Nusrat Jahan', bn: 'নুসরাত জাহান' },
        initials: { en: 'NJ', bn: 'নু' },
        role: { en: 'Passenger Care Lead', bn: 'যাত্রীসেবা প্রধান' },
        bio: {
          en: 'Runs the round-the-clock support line and help desk.',
          bn: 'দিনরাত খোলা সহায়তা লাইন আর হেল্প ডেস্ক সামলান।',
        },
      },
    ] satisfies TeamMember[] as readonly TeamMember[],
  },

  stats: {
    title: { en: 'Numbers we are proud of', bn: 'যে সংখ্যাগুলো নিয়ে আমরা গর্বিত' },
    // The spec's marketing figures; support and the founding year are the facts the rest of the copy names.
    items: [
      { label: { en: 'On-time departures', bn: 'সময়মতো ছাড়া লঞ্চ' }, value: 98, format: 'percent' },
      { label: { en: 'Years on the rivers', bn: 'বছর ধরে নদীপথে' }, value: 10, format: 'atLeast' },
      { label: { en: 'Routes and connections', bn: 'রুট ও সংযোগ' }, value: 50, format: 'atLeast' },
      { label: { en: 'Passengers carried', bn: 'যাত্রী পরিবহন' }, value: 50_000, format: 'atLeast' },
      { label: { en: 'Passenger support', bn: 'যাত্রী সহায়তা' }, fact: 'supportHours' },
      { label: { en: 'Serving since', bn: 'সেবা শুরুর বছর' }, fact: 'foundedYear' },
    ] satisfies Stat[] as readonly Stat[],
  },

  reviews: {
    title: { en: 'What passengers say', bn: 'যাত্রীরা যা বলেন' },
    /** {value} {max}: the stars, as a screen reader reads them. */
    rating: { en: 'Rated {value} out of {max} stars', bn: 'রেটিং: {max} তারার মধ্যে {value}' },
    items: [
      {
        name: { en: 'Tanvir Ahmed', bn: 'তানভীর আহমেদ' },
        from: 'dhaka',
        rating: 5,
        text: {
          en: 'Spotless cabin, and we reached Barishal on time.',
          bn: 'ঝকঝকে পরিষ্কার কেবিন, আর আমরা সময়মতোই বরিশাল পৌঁছেছি।',
        },
      },
      {
        name: { en: 'Shirin Sultana', bn: 'শিরিন সুলতানা' },
        from: 'bhola',
        rating: 5,
        text: {
          en: 'I take the day launch monthly. Support even answered at midnight.',
          bn: 'প্রতি মাসে দিনের লঞ্চে যাতায়াত করি। মাঝরাতে ফোন করেও সহায়তা পেয়েছি।',
        },
      },
      {
        name: { en: 'Arif Chowdhury', bn: 'আরিফ চৌধুরী' },
        from: 'jhalokathi',
        rating: 5,
        text: {
          en: 'Good food, clean washrooms and a safety talk before we left.',
          bn: 'খাবার ভালো, ওয়াশরুম পরিষ্কার, আর লঞ্চ ছাড়ার আগে নিরাপত্তার নিয়মগুলো বুঝিয়ে বলা হয়েছে।',
        },
      },
    ] satisfies Review[] as readonly Review[],
  },
};

export type LandingContent = typeof landingContent;

const isText = (value: unknown): value is Text =>
  !!value && typeof value === 'object' && typeof (value as Text).en === 'string' && typeof (value as Text).bn === 'string';

/** The words of a record, section or list in one language: each { en, bn } becomes its text; figures and ids are left out. */
function wordsIn(value: unknown, locale: Locale): unknown {
  if (isText(value)) return value[locale];
  if (Array.isArray(value)) return value.map((item) => wordsIn(item, locale));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field && typeof field === 'object')
        .map(([key, field]) => [key, wordsIn(field, locale)]),
    );
  }
  return value;
}

const pick = <K extends string>(texts: Readonly<Record<K, Text>>, locale: Locale) =>
  Object.fromEntries(Object.entries<Text>(texts).map(([key, text]) => [key, text[locale]])) as Record<K, string>;

/** The route cards' words: the section's title and intro, the labels, "to" between two towns. */
export function routeWords(locale: Locale) {
  return pick(landingContent.routes, locale);
}

/** The team section in one language. */
export function teamSection(locale: Locale) {
  const { title, intro, members } = landingContent.team;
  return {
    title: title[locale],
    intro: intro[locale],
    members: members.map((member) => ({
      name: member.name[locale],
      initials: member.initials[locale],
      role: member.role[locale],
      bio: member.bio[locale],
    })),
  };
}

/** A statistic's figure as the page writes it. */
function statValue(locale: Locale, stat: Stat): string {
  if ('fact' in stat) return copyFacts(locale)[stat.fact];
  return stat.format === 'percent' ? formatPercent(locale, stat.value) : `${formatNumber(locale, stat.value)}+`;
}

/** The statistics in one language, each label with its figure in the page's digits. */
export function statsSection(locale: Locale) {
  const { title, items } = landingContent.stats;
  return { title: title[locale], items: items.map((stat) => ({ label: stat.label[locale], value: statValue(locale, stat) })) };
}

/** A review's town in one language: the timetable's name for a stop. */
function reviewTown(locale: Locale, from: Review['from']): string {
  return typeof from === 'string' ? localName(stopById(from).town, locale) : from[locale];
}

/** The reviews in one language, each with its stars and their words for a screen reader. */
export function reviewsSection(locale: Locale) {
  const { title, rating, items } = landingContent.reviews;
  return {
    title: title[locale],
    items: items.map((review) => ({
      name: review.name[locale],
      from: reviewTown(locale, review.from),
      text: review.text[locale],
      rating: review.rating,
      ratingLabel: fillCopy(locale, rating[locale], {
        value: formatNumber(locale, review.rating),
        max: formatNumber(locale, MAX_RATING),
      }),
    })),
  };
}

/** A mark that belongs to the letter before it: a vowel sign, hasanta, nukta, chandrabindu; a Latin accent. */
const combining = /[\u0300-\u036F\u0981-\u0983\u09BC\u09BE-\u09CD\u09D7\u200C\u200D]/;
const hasanta = '\u09CD';

/**
 * Initials must be whole letters from the starts of the name's words, in order: "কা" of "কামরুল"
 * (not "ক", which cuts the letter from its vowel sign), "ক্ষ" of "ক্ষমা" (not "ক্"), "R" and "A" of
 * "Rahima Akter". Returns what is wrong, or null.
 */
export function initialsProblem(initials: string, name: string): string | null {
  let rest = initials.replace(/[\s.]/g, '');
  if (!rest) return 'is empty';
  for (const word of name.split(/\s+/)) {
    let length = 0;
    while (length < word.length && length < rest.length && word[length] === rest[length]) length++;
    // Back to the end of a whole letter: not before a mark of the letter, not after a hasanta.
    while (length > 0 && (combining.test(word[length] ?? '') || word[length - 1] === hasanta)) length--;
    rest = rest.slice(length);
    if (!rest) return null;
  }
  return `"${initials}" is not whole letters from the start of the name's words ("${name}"): a letter keeps its vowel sign and conjunct, like "কা" of "কামরুল"`;
}

/** Every problem with the records, each naming the file, the entry and the field. */
export function landingProblems(content: LandingContent = landingContent, file = 'content/words/landing.ts'): Problem[] {
  const problems: Problem[] = [];
  const stops = timetable.stops.map((stop) => stop.id);
  content.reviews.items.forEach((review, index) => {
    const entry = `${file}: reviews.items[${index}] (${review.name.en})`;
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > MAX_RATING) {
      problems.push(`${entry}, rating: ${review.rating} is not a number of stars: it must be a whole number from 1 to ${MAX_RATING}`);
    }
    if (typeof review.from === 'string' && !stops.includes(review.from)) {
      problems.push(
        `${entry}, from: "${review.from}" is not a stop of the timetable (${stops.join(', ')}); a town off the timetable is written { en, bn }`,
      );
    }
  });
  content.team.members.forEach((member, index) => {
    for (const locale of ['en', 'bn'] as const) {
      const problem = initialsProblem(member.initials[locale], member.name[locale]);
      if (problem) problems.push(`${file}: team.members[${index}] (${member.name.en}), initials.${locale}: ${problem}`);
    }
  });
  content.stats.items.forEach((stat, index) => {
    if ('value' in stat && (!Number.isFinite(stat.value) || stat.value < 0 || (stat.format === 'percent' && stat.value > 100))) {
      problems.push(
        `${file}: stats.items[${index}] (${stat.label.en}), value: ${stat.value} must be a number from 0${stat.format === 'percent' ? ' to 100' : ''}`,
      );
    }
  });
  // The words, by the rules of the dictionaries: none empty, no Latin digit in Bangla, no unknown {name}, no retyped fact.
  problems.push(
    ...dictionaryProblems(
      { en: wordsIn(content, 'en'), bn: wordsIn(content, 'bn') },
      { ...textRules, parameters: { 'reviews.rating': ['value', 'max'] } },
      { en: `${file} (en)`, bn: `${file} (bn)` },
    ),
  );
  return problems;
}

refuse("The landing page's content", landingProblems());
