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
export function StatusBanner({ locale, here = false }: { locale: Locale; here?: boolean }) {
  return (
    <section
      aria-label={dictionary(locale).status.label}
      className={here ? 'status-banner status-banner-here' : 'status-banner'}
      data-live="banner"
      data-static=""
      aria-live="polite"
    >
      {liveBlocks(buildContext(locale)).banner}
    </section>
  );
}
