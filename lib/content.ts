/**
 * The landing page's structure and figures, apart from its words: which sections exist and in what
 * order, the statistics, the ratings. The words are in lib/dictionaries; these helpers put the two
 * together for one language, so a section renders the same for English and Bangla.
 */
import { brand } from './brand';
import { copyFacts, dictionary } from './copy';
import { formatNumber, formatPercent, formatPlain } from './format';
import { localePath, type Locale } from './i18n';
import { pageWords } from './page-words';
import { footerPages, headerPages, pages, type PageKey } from './pages';
import { routeSummaries } from './timetable/view';

/** In-page sections the header links to, in page order. */
export const navSections = ['mission', 'why-us', 'routes', 'faq', 'team', 'reviews'] as const;

export type SectionId = (typeof navSections)[number];

/** The footer's scroll links: a subset of the header's. */
export const footerSections: readonly SectionId[] = ['routes', 'faq', 'team'];

/** A link to a page of the registry (lib/pages.ts) in the given language. */
export function pageLink(locale: Locale, page: PageKey) {
  return { href: localePath(locale, pages[page].path), label: pageWords(locale, page).linkText };
}

/**
 * Links to landing-page sections: in-page on the landing page, back to it from every other page.
 * Used by the header (every section) and the footer (footerSections).
 */
export function sectionLinks(locale: Locale, home: boolean, ids: readonly SectionId[] = navSections) {
  const labels = dictionary(locale).nav;
  return ids.map((id) => ({
    href: home ? `#${id}` : localePath(locale, `/#${id}`),
    label: labels[id],
  }));
}

/** The header's links: its pages in the registry (the timetable), then every landing section. */
export function headerLinks(locale: Locale, home: boolean) {
  return [...headerPages.map((page) => pageLink(locale, page)), ...sectionLinks(locale, home)];
}

/** The footer's "Explore" links: its pages in the registry, then a few landing sections. */
export function footerLinks(locale: Locale, home: boolean) {
  return [...footerPages('explore').map((page) => pageLink(locale, page)), ...sectionLinks(locale, home, footerSections)];
}

/** The marketing figures from the spec. */
export const figures = {
  onTimePercent: 98,
  yearsOnRivers: 10,
  routes: 50,
  passengers: 50_000,
} as const;

/** The statistics cards, in order, formatted for the page's language. */
export function statItems(locale: Locale) {
  const labels = dictionary(locale).stats;
  const n = (value: number) => formatNumber(locale, value);
  return [
    { label: labels.onTime, value: formatPercent(locale, figures.onTimePercent) },
    { label: labels.years, value: `${n(figures.yearsOnRivers)}+` },
    { label: labels.routes, value: `${n(figures.routes)}+` },
    { label: labels.passengers, value: `${n(figures.passengers)}+` },
    { label: labels.support, value: copyFacts(locale).supportHours },
    { label: labels.since, value: formatPlain(locale, brand.foundedYear) },
  ];
}

/** Every review's star rating, in the order of the dictionaries' reviews. */
export const reviewRatings = [5, 5, 5] as const;
export const maxRating = 5;

/** The cancellation tiers, shared by the FAQ answer and the refund policy so they cannot differ. */
export function cancellationTiers(locale: Locale): readonly string[] {
  return dictionary(locale).cancellationTiers(copyFacts(locale));
}

export type FaqItem = {
  question: string;
  answer: readonly string[];
  list?: readonly string[];
  link?: { href: string; label: string };
};

/** The five FAQ items the spec lists, in its order. */
export function faqItems(locale: Locale): FaqItem[] {
  const faq = dictionary(locale).faq;
  const facts = copyFacts(locale);
  return [
    {
      question: faq.routes.question,
      answer: [faq.routes.answer],
      list: routeSummaries(locale),
      link: { href: localePath(locale, pages.timetable.path), label: faq.routes.link },
    },
    { question: faq.booking.question, answer: [faq.booking.answer(facts)] },
    {
      question: faq.safety.question,
      answer: [faq.safety.answer(facts)],
      link: { href: localePath(locale, pages.safety.path), label: faq.safety.link },
    },
    { question: faq.amenities.question, answer: [faq.amenities.answer] },
    {
      question: faq.cancellation.question,
      answer: [faq.cancellation.answer],
      list: [...cancellationTiers(locale), faq.cancellation.arriveEarly(facts)],
      link: { href: localePath(locale, pages.refund.path), label: faq.cancellation.link },
    },
  ];
}
