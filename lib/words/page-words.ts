import { copyFacts } from './copy';
import type { Locale } from '../i18n/locales';
import { pages, type PageEntry, type PageKey } from '../site/pages';
import { fillText } from '../i18n/text';

/**
 * A page's words from the registry (lib/site/pages.ts) in one language, its {placeholders} filled with
 * the facts: the title, the description, and the text of links to it.
 */
export function pageWords(locale: Locale, key: PageKey) {
  const page: PageEntry = pages[key];
  const fill = (words: PageEntry['title']) => fillText(words[locale], copyFacts(locale));
  return {
    title: fill(page.title),
    description: fill(page.description),
    linkText: fill(page.links?.label ?? page.title),
    offlineText: page.offline ? fill(page.offline) : undefined,
  };
}
