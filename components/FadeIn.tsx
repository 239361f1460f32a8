'use client';

import { useEffect } from 'react';
import { FADE_IN_VISIBLE_RATIO } from '@/lib/site/constants';

/**
 * Fades in every element marked data-fade when a tenth of it comes into view. Only elements
 * that start out of view are hidden, and only here in the browser, so the first screen never
 * flickers and the page stays fully visible without JavaScript or with reduced motion.
 */
export function FadeIn() {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const visible = entry.isIntersecting && entry.intersectionRatio >= FADE_IN_VISIBLE_RATIO;
          if (!seen.has(entry.target)) {
            seen.add(entry.target);
            if (visible) {
              observer.unobserve(entry.target);
            } else {
              entry.target.classList.add('fade-pending');
            }
          } else if (visible) {
            entry.target.classList.remove('fade-pending');
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: FADE_IN_VISIBLE_RATIO },
    );
    document.querySelectorAll('[data-fade]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, []);

  return null;
}
