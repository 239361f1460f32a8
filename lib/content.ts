/**
 * The landing page's structure apart from its words: which sections exist and in what order, the
 * links to them, the FAQ. The words are in lib/dictionaries (the reviews, team, statistics and
 * route cards' words with their figures in lib/landing-content.ts); these helpers put them
 * together for one language, so a section renders the same for English and Bangla.
 */
import { dictionary, fillCopies, fillCopy } from './copy';
import { localePath, type Locale } from './i18n';
import { routeSummaries } from './timetable-view';

/** In-page sections the header links to, in page order. */
export const navSections = ['mission', 'why-us', 'routes', 'faq', 'team', 'reviews'] as const;

export type SectionId = (typeof navSections)[number];

/** The footer's scroll links: a subset of the header's. */
export const footerSections: readonly SectionId[] = ['routes', 'faq', 'team'];

/** Pages of their own that the header and footer link to, by their English route. */
export const pageLinks = {
  timetable: '/timetable',
  status: '/status',
  safety: '/safety',
  accessibility: '/accessibility',
  openData: '/open-data',
} as const;

/** A link to one of those pages in the given language. */
export function pageLink(locale: Locale, page: keyof typeof pageLinks) {
  return { href: localePath(locale, pageLinks[page]), label: dictionary(locale).nav[page] };
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

/** The header's links: the timetable, then every landing section. */
export function headerLinks(locale: Locale, home: boolean) {
  return [pageLink(locale, 'timetable'), ...sectionLinks(locale, home)];
}

/** The footer's "Explore" links: the timetable, a few landing sections, safety, accessibility and open data. */
export function footerLinks(locale: Locale, home: boolean) {
  return [
    pageLink(locale, 'timetable'),
    pageLink(locale, 'status'),
    ...sectionLinks(locale, home, footerSections),
    pageLink(locale, 'safety'),
    pageLink(locale, 'accessibility'),
    pageLink(locale, 'openData'),
  ];
}

/** The cancellation tiers, shared by the FAQ answer and the refund policy so they cannot differ. */
export function cancellationTiers(locale: Locale): readonly string[] {
  return fillCopies(locale, dictionary(locale).faq.cancellation.tiers);
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
  return [
    {
      question: faq.routes.question,
      answer: [faq.routes.answer],
      list: routeSummaries(locale),
      link: { href: localePath(locale, pageLinks.timetable), label: faq.routes.link },
    },
    { question: faq.booking.question, answer: [fillCopy(locale, faq.booking.answer)] },
    {
      question: faq.safety.question,
      answer: [fillCopy(locale, faq.safety.answer)],
      link: { href: localePath(locale, '/safety'), label: faq.safety.link },
    },
    { question: faq.amenities.question, answer: [faq.amenities.answer] },
    {
      question: faq.cancellation.question,
      answer: [faq.cancellation.answer],
      list: [...cancellationTiers(locale), fillCopy(locale, faq.cancellation.arriveEarly)],
      link: { href: localePath(locale, '/refund_policy'), label: faq.cancellation.link },
    },
  ];
}
