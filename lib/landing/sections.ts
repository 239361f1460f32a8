/**
 * The landing page's structure apart from its words: which sections exist and in what order, the
 * links to them, the FAQ. The words are in content/words (the reviews, team, statistics and the
 * route cards' words are records in content/words/landing.ts); these helpers put them together for
 * one language, so a section renders the same for English and Bangla.
 */
import { dictionary, fillCopies, fillCopy } from '../words/copy';
import { localePath, type Locale } from '../i18n/locales';
import { pageWords } from '../words/page-words';
import { footerPages, headerPages, pages, type PageKey } from '../site/pages';
import { routeSummaries } from '../timetable/view';

/** In-page sections the header links to, in page order. */
export const navSections = ['mission', 'why-us', 'routes', 'faq', 'team', 'reviews'] as const;

export type SectionId = (typeof navSections)[number];

/** The footer's scroll links: a subset of the header's. */
export const footerSections: readonly SectionId[] = ['routes', 'faq', 'team'];

/** A link to a page of the registry (lib/site/pages.ts) in the given language. */
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
      link: { href: localePath(locale, pages.timetable.path), label: faq.routes.link },
    },
    { question: faq.booking.question, answer: [fillCopy(locale, faq.booking.answer)] },
    {
      question: faq.safety.question,
      answer: [fillCopy(locale, faq.safety.answer)],
      link: { href: localePath(locale, pages.safety.path), label: faq.safety.link },
    },
    { question: faq.amenities.question, answer: [faq.amenities.answer] },
    {
      question: faq.cancellation.question,
      answer: [faq.cancellation.answer],
      list: [...cancellationTiers(locale), fillCopy(locale, faq.cancellation.arriveEarly)],
      link: { href: localePath(locale, pages.refund.path), label: faq.cancellation.link },
    },
  ];
}
