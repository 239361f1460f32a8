'use client';

import { useEffect } from 'react';

/**
 * Hides every notice whose end has passed by the visitor's clock (a saved or cached page may be
 * read long after it was built), and the banner with it once none is left. The notices themselves
 * are in the HTML, with their end printed, for readers without JavaScript.
 */
export function NoticeClock() {
  useEffect(() => {
    const now = Date.now();
    for (const notice of document.querySelectorAll<HTMLElement>('[data-ends-at]')) {
      if (Number(notice.dataset.endsAt) <= now) notice.hidden = true;
    }
    for (const group of document.querySelectorAll<HTMLElement>('[data-notice-group]')) {
      const anyLeft = Array.from(group.querySelectorAll<HTMLElement>('[data-ends-at]')).some((notice) => !notice.hidden);
      if (!anyLeft) group.hidden = true;
    }
    for (const fallback of document.querySelectorAll<HTMLElement>('[data-notices-none]')) {
      const anyLeft = Array.from(document.querySelectorAll<HTMLElement>('main [data-ends-at]')).some((notice) => !notice.hidden);
      if (!anyLeft) fallback.hidden = false;
    }
  }, []);
  return null;
}
