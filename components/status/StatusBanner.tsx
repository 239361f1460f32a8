import { dictionary } from '@/lib/words/copy';
import type { Locale } from '@/lib/i18n/locales';
import { buildContext } from './Live';
import { liveBlocks } from './StatusParts';

/**
 * The live status at the top of every page, in the HTML so it reads without JavaScript: the storm
 * signal, notices and changed sailings in force, or "all normal"; when it was updated, and a link
 * to /status. A labelled region, not an alert: nothing moves focus, and a screen reader meets it
 * first; polite, so a newer status that LiveStatus puts in is read out. On the status page itself
 * (`here`) it is kept for LiveStatus and the publisher but not drawn: the page says all of it.
 */
/**
 * The bar's words said from the reader's day (components/status/Said.tsx), chosen as the page is
 * parsed, before its first paint, by the same rule as LiveStatus's clock pass: chosen only there,
 * after hydration, a shorter "tomorrow 6:46 am" would move the bar's words under the reader (a
 * layout shift). Self-contained: it runs as an inline script, from its source text.
 */
function sayBarWords(banner: Element | null) {
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  banner?.querySelectorAll('[data-said]').forEach((said) => {
    const shown = said.querySelector(`[data-today="${today}"]`) ?? said.querySelector('[data-today=""]');
    said.querySelectorAll<HTMLElement>('[data-today]').forEach((variant) => (variant.hidden = variant !== shown));
  });
}

const sayScript = `(${String(sayBarWords)})(document.currentScript.previousElementSibling)`;

export function StatusBanner({ locale, here = false }: { locale: Locale; here?: boolean }) {
  return (
    <>
      <section
        aria-label={dictionary(locale).status.label}
        className={here ? 'status-banner status-banner-here' : 'status-banner'}
        data-live="banner"
        data-static=""
        aria-live="polite"
      >
        {liveBlocks(buildContext(locale)).banner}
      </section>
      <script data-static="" dangerouslySetInnerHTML={{ __html: sayScript }} />
    </>
  );
}
