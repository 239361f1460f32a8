'use client';

import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/lib/site/constants';
import { ArrowUpIcon } from './icons';

/** A button back to the top, shown once the page has scrolled past the spec's threshold. */
export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  return (
    <button
      type="button"
      className="back-to-top"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // Move focus with the view so keyboard users continue from the top of the page.
        document.getElementById('site-logo')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon className="size-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
